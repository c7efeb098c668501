/**
 * The sidebar files a site shares between its pages: each sidebar whole
 * (`assets/sidebars/`), which the client loads to show what a page's own data
 * leaves closed, and a large sidebar's outline (`assets/sidebar-outlines/`).
 */
import type { SharedSidebarItem } from '../shared/page-data.js';
import { categoryHref, type SidebarHtml, type SidebarItem, type SidebarLink } from '../shared/sidebar.js';
import type { IndexedSidebar } from './indexed-sidebar.js';
import { outlineOf } from './sidebar-view.js';

/** `docs` → `assets/sidebar-outlines/docs.json`, named as `sharedSidebarFile` names the sidebar's own file. */
export function sidebarOutlineFile(sidebarKey: string): string {
  return `assets/sidebar-outlines/${sidebarKey.split('/').map(fileNameSegment).join('/')}.json`;
}

/**
 * `docs` → `assets/sidebars/docs.json`; a released version's (`version-1.0/docs`) goes in a folder of its own.
 * Each part of the id is percent-encoded in the file's name, so no id reaches outside the folder; its URL
 * encodes the name once more (`my docs` → file `my%20docs.json`, URL `my%2520docs.json`).
 */
export function sharedSidebarFile(sidebarKey: string): string {
  return `assets/sidebars/${sidebarKey.split('/').map(fileNameSegment).join('/')}.json`;
}

/** encodeURIComponent keeps `.` and `..`, which would climb out of the folder (a sidebar id `../route-sizes` would write over the route size table). */
function fileNameSegment(part: string): string {
  return part === '.' || part === '..' ? part.replaceAll('.', '%2E') : encodeURIComponent(part);
}

/**
 * Every sidebar as its shared file (see `SharedSidebarItem`), or those of `only`. Written item by item,
 * as JSON.stringify writes the whole: each item's text is kept with its item (`shared.sharedJson`), so
 * after an edit a sidebar's file costs the categories that changed.
 */
export function renderSharedSidebars({
  shared,
  only,
}: {
  /** The indexed sidebars of a page data builder (its `shared`), by versioned id, and the text it keeps of each item. */
  shared: { readonly sidebars: ReadonlyMap<string, IndexedSidebar>; readonly sharedJson: WeakMap<SidebarItem, string> };
  /** Only these sidebars' files. @default all */
  only?: ReadonlySet<string>;
}): Array<{ path: string; contents: string }> {
  const jsonOf = (item: SidebarItem): string => {
    let json = shared.sharedJson.get(item);
    if (json !== undefined) return json;
    if (item.type === 'html') {
      json = JSON.stringify(sharedItemOf(item));
    } else if (item.type === 'link') {
      json = JSON.stringify(sharedItemOf(item));
    } else {
      const href = item.linkUnlisted ? undefined : categoryHref(item);
      const hrefJson = href === undefined ? '' : `,"href":${JSON.stringify(href)}`;
      const extrasJson = JSON.stringify(extrasOf(item)).slice(1, -1);
      json = `{"label":${JSON.stringify(item.label)}${hrefJson},"items":[${item.items.map(jsonOf).join(',')}],"collapsible":${item.collapsible},"collapsed":${item.collapsed}${extrasJson === '' ? '' : `,${extrasJson}`}}`;
    }
    shared.sharedJson.set(item, json);
    return json;
  };
  return [...shared.sidebars]
    .filter(([id]) => only?.has(id) ?? true)
    .flatMap(([id, sidebar]) => {
      const outline = outlineOf(sidebar);
      return [
        { path: sharedSidebarFile(id), contents: `[${sidebar.items.map(jsonOf).join(',')}]` },
        ...(outline.shared ? [{ path: sidebarOutlineFile(id), contents: outline.json }] : []),
      ];
    });
}

/** A link or HTML item of a shared sidebar file: what the sidebar shows of it. */
function sharedItemOf(item: SidebarLink | SidebarHtml): SharedSidebarItem {
  if (item.type === 'html') return { html: item.value, defaultStyle: item.defaultStyle, ...extrasOf(item) };
  return {
    label: item.label,
    href: item.href,
    ...(item.unlisted && { unlisted: true as const }),
    ...(item.reference === true && { reference: true as const }),
    ...extrasOf(item),
  };
}

function extrasOf(item: { className?: string; customProps?: Readonly<Record<string, unknown>> }): {
  className?: string;
  customProps?: Readonly<Record<string, unknown>>;
} {
  return { ...(item.className !== undefined && { className: item.className }), ...(item.customProps !== undefined && { customProps: item.customProps }) };
}

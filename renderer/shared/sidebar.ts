/**
 * Resolved sidebar items, as the theme renders them (website spec §3:
 * a link has href and an unlisted flag; a category has href, linkUnlisted, items).
 */

/** What every kind of item may carry from the sidebars config, as Docusaurus has them. */
interface SidebarItemExtras {
  /** Class names put on the item's `<li>`: `className` in the sidebars config, `sidebar_class_name` in a doc's front matter. */
  readonly className?: string;
  /** Data for a theme's own sidebar components, kept as written: `customProps`, `sidebar_custom_props`. */
  readonly customProps?: Readonly<Record<string, unknown>>;
}

export interface SidebarLink extends SidebarItemExtras {
  readonly type: 'link';
  readonly label: string;
  /** Site path (`/guide/install`) or external URL. */
  readonly href: string;
  /** Set when the link is a doc. */
  readonly docId?: string;
  /** Hidden in the sidebar unless it is the active page. */
  readonly unlisted: boolean;
  /**
   * A `ref` item: it links to its doc, but the doc's page is not shown with this sidebar, nor is the
   * link marked as the page being shown, nor is it a stop of previous/next.
   */
  readonly reference?: true;
}

/** HTML shown as it is written in the sidebars config (sanitised when `markdown.rawHtml` is 'sanitize'): a heading, a divider, a badge. */
export interface SidebarHtml extends Pick<SidebarItemExtras, 'className'> {
  readonly type: 'html';
  readonly value: string;
  /** Give the HTML the padding and colours of a link row. */
  readonly defaultStyle: boolean;
}

export interface SidebarCategory extends SidebarItemExtras {
  readonly type: 'category';
  readonly label: string;
  /** Where the label links: its own link, else undefined (the theme then uses the first linkable child). */
  readonly href: string | undefined;
  /** The category's own link points to an unlisted doc but is shown anyway. */
  readonly linkUnlisted: boolean;
  readonly collapsible: boolean;
  readonly collapsed: boolean;
  readonly items: readonly SidebarItem[];
  /**
   * Set on a closed category a page was sent without its items (they are in
   * the site's shared sidebar file, which the client loads on expand).
   */
  readonly itemsDeferred?: boolean;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

/** The category a page opens that its sidebar's outline shows closed (sidebar-outline.ts), at its place (indexes from the top level), as the page shows it. */
export interface SidebarExpansion {
  readonly at: readonly number[];
  readonly item: SidebarItem;
}

/** A category links to its own href, else to its first linkable child (website spec §2). */
export function categoryHref(category: SidebarCategory): string | undefined {
  if (category.href !== undefined) return category.href;
  for (const item of category.items) {
    if (item.type === 'html') continue;
    const href = item.type === 'link' ? (item.unlisted ? undefined : item.href) : categoryHref(item);
    if (href !== undefined) return href;
  }
  return undefined;
}

/** The chain of items from the top level down to the item whose href is `path`, or [] when none. */
export function findActiveChain(items: readonly SidebarItem[], path: string): SidebarItem[] {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.reference !== true && samePath(item.href, path)) return [item];
      continue;
    }
    if (item.href !== undefined && samePath(item.href, path)) return [item];
    const below = findActiveChain(item.items, path);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** Every href of a sidebar whose page it is, categories' own links included (`ref` links are not), depth first in reading order. */
export function sidebarHrefs(items: readonly SidebarItem[]): string[] {
  const hrefs: string[] = [];
  forEachSidebarHref(items, (href) => hrefs.push(href));
  return hrefs;
}

/** Calls `visit` with each href of a sidebar that leads into it, in reading order, without making a list (manifest updates walk every sidebar). */
export function forEachSidebarHref(items: readonly SidebarItem[], visit: (href: string) => void): void {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.reference !== true) visit(item.href);
      continue;
    }
    if (item.href !== undefined) visit(item.href);
    forEachSidebarHref(item.items, visit);
  }
}

/** Every link of a sidebar, depth first, in reading order (for prev/next). */
export function flattenSidebarLinks(items: readonly SidebarItem[]): Array<{ label: string; href: string; docId?: string; unlisted: boolean }> {
  const out: Array<{ label: string; href: string; docId?: string; unlisted: boolean }> = [];
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.reference !== true) out.push(item);
    } else {
      if (item.href !== undefined) out.push({ label: item.label, href: item.href, unlisted: false });
      out.push(...flattenSidebarLinks(item.items));
    }
  }
  return out;
}

/** Two site paths name the same page whether or not they end in a slash. */
export function samePath(a: string, b: string): boolean {
  return stripTrailingSlash(a) === stripTrailingSlash(b);
}

export function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

import { createContext, useContext, useEffect, useId, useState, type Ref } from 'react';
import type { SharedSidebarItem } from '../../../renderer/shared/page-data.js';
import { categoryHref, findActiveChain, type SidebarCategory, type SidebarHtml, type SidebarItem, type SidebarLink } from '../../../renderer/shared/sidebar.js';
import { Link } from '../Link/index.js';
import { useCollapseAnimation } from './collapse.js';

export interface DocSidebarProps {
  readonly items: readonly SidebarItem[];
  /** The page being shown: its chain of categories is expanded and its link marked current. */
  readonly activePath: string;
  /** The whole sidebar as JSON, where the client finds the items of categories sent without them. */
  readonly src?: string;
}

const CURRENT_LINK_CLASS = 'menu__link--active';

/** The shared sidebar file of the sidebar being rendered. */
const SidebarSourceContext = createContext<string | undefined>(undefined);

/** What every item of one sidebar render needs to know about the active page. */
interface ActiveChain {
  readonly members: ReadonlySet<SidebarItem>;
  readonly current: SidebarItem | undefined;
}

/**
 * A page sends the sidebar's top level and its own chain of categories; a closed
 * category's items are found by its position in the shared sidebar file when it is
 * expanded. What only the client uses (the collapse buttons, the ids they control)
 * is added once the page is hydrated, and rows carry no class of their own (a
 * category row is marked by its caret, and by its list when open): the sidebar's
 * rows are most of a large site's page weight.
 */
export function DocSidebar({ items, activePath, src }: DocSidebarProps) {
  const chain = findActiveChain(items, activePath);
  const active: ActiveChain = { members: new Set(chain), current: chain.at(-1) };
  return (
    <nav className="doc-sidebar" aria-label="Docs sidebar" data-sidebar-src={src}>
      <SidebarSourceContext.Provider value={src}>
        <SidebarList items={items} active={active} hidden={false} position="" />
      </SidebarSourceContext.Provider>
    </nav>
  );
}

interface SidebarListProps {
  readonly items: readonly SidebarItem[];
  readonly active: ActiveChain;
  readonly hidden: boolean;
  /** Position of the list's owner in the whole sidebar, '' for the top level. */
  readonly position: string;
  readonly id?: string;
  readonly listRef?: Ref<HTMLUListElement>;
}

function SidebarList({ items, active, hidden, position, id, listRef }: SidebarListProps) {
  return (
    <ul className="menu__list" hidden={hidden} id={id} ref={listRef}>
      {items.map((item, index) =>
        item.type === 'link' ? (
          <SidebarLinkItem key={index} link={item} active={active} />
        ) : item.type === 'html' ? (
          <SidebarHtmlItem key={index} html={item} />
        ) : (
          <SidebarCategoryItem key={index} category={item} active={active} position={position === '' ? `${index}` : `${position}.${index}`} />
        ),
      )}
    </ul>
  );
}

function SidebarLinkItem({ link, active }: { readonly link: SidebarLink; readonly active: ActiveChain }) {
  const current = active.current === link;
  // Website spec §2: unlisted items are hidden unless they are the active item.
  if (link.unlisted && !current) return null;
  return (
    <li className={link.className}>
      <Link href={link.href} className={current ? CURRENT_LINK_CLASS : undefined} current={current}>
        {link.label}
      </Link>
    </li>
  );
}

/** HTML from the sidebars config, already sanitised by the site's `markdown.rawHtml` rule when it asks for that. */
function SidebarHtmlItem({ html }: { readonly html: SidebarHtml }) {
  const className = [html.defaultStyle ? 'menu__html--default' : undefined, html.className].filter(Boolean).join(' ') || undefined;
  return <li className={className} dangerouslySetInnerHTML={{ __html: html.value }} />;
}

interface SidebarCategoryItemProps {
  readonly category: SidebarCategory;
  readonly active: ActiveChain;
  readonly position: string;
}

function SidebarCategoryItem({ category, active, position }: SidebarCategoryItemProps) {
  const current = active.current === category;
  // A category whose own link is an unlisted doc shows that link only while it is the active page (website spec §2).
  const href = category.linkUnlisted && !current ? undefined : categoryHref(category);
  const onChain = active.members.has(category);
  const [open, setOpen] = useState(!category.collapsible || onChain || !category.collapsed);
  // Navigating into a category opens it; nothing closes on its own (categories do not auto-collapse).
  useEffect(() => {
    if (onChain) setOpen(true);
  }, [onChain]);
  // A page sends the items of its own chain only; the others come from the shared sidebar file when the
  // reader expands them. Items once shown are kept, so a category left open stays open (with its items)
  // after navigating to a page that sends it without them.
  const deferred = category.itemsDeferred === true && category.items.length === 0;
  const [shownItems, setShownItems] = useState<readonly SidebarItem[] | undefined>(deferred ? undefined : category.items);
  useEffect(() => {
    if (!deferred) setShownItems(category.items);
  }, [deferred, category.items]);
  const [loading, setLoading] = useState(false);
  const src = useContext(SidebarSourceContext);
  const hydrated = useHydrated();
  const listId = useId();
  const items = deferred ? shownItems : category.items;
  const expanded = open && items !== undefined;
  const listRef = useCollapseAnimation(expanded);
  const label =
    href !== undefined ? (
      <Link href={href} className={current ? CURRENT_LINK_CLASS : undefined} current={current}>
        {category.label}
      </Link>
    ) : (
      <span className="menu__label">{category.label}</span>
    );

  const toggle = () => {
    if (loading) return;
    if (open || items !== undefined || src === undefined) {
      setOpen(!open);
      return;
    }
    setLoading(true);
    loadSharedSidebar(src)
      .then((shared) => {
        setShownItems(itemsAt(shared, position));
        setOpen(true);
      })
      // A failed load leaves the category closed; its label still links to its first page.
      .catch((error: unknown) => console.warn(`docs-gen: could not load the sidebar (${error instanceof Error ? error.message : String(error)})`))
      .finally(() => setLoading(false));
  };

  return (
    <li
      className={[onChain ? 'menu__category--active' : undefined, category.className].filter(Boolean).join(' ') || undefined}
      data-collapsible={category.collapsible ? undefined : 'false'}
    >
      {/* The caret does nothing without the client, so it is drawn only once the page is hydrated. */}
      {hydrated && category.collapsible ? (
        <div className="menu__category-row">
          {label}
          <button
            type="button"
            className="menu__caret"
            aria-expanded={expanded}
            aria-controls={items === undefined ? undefined : listId}
            aria-label={`Toggle the collapsible sidebar category '${category.label}'`}
            // Not `disabled`: a button disabled while it has focus drops focus to <body>, and the reader who pressed it is lost.
            aria-disabled={loading || undefined}
            onClick={toggle}
          />
        </div>
      ) : (
        label
      )}
      {items !== undefined && items.length > 0 && (
        <SidebarList items={items} active={active} hidden={!open} position={position} id={hydrated ? listId : undefined} listRef={listRef} />
      )}
    </li>
  );
}

/** One fetch per sidebar file per page load, shared by every category. */
const sharedSidebars = new Map<string, Promise<SharedSidebarItem[]>>();

function loadSharedSidebar(src: string): Promise<SharedSidebarItem[]> {
  let loading = sharedSidebars.get(src);
  if (loading === undefined) {
    loading = fetch(src).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<SharedSidebarItem[]>;
    });
    loading.catch(() => sharedSidebars.delete(src));
    sharedSidebars.set(src, loading);
  }
  return loading;
}

/** The items of the category at `position` (`2.0.3`) of a shared sidebar, as sidebar items. */
function itemsAt(shared: readonly SharedSidebarItem[], position: string): SidebarItem[] {
  let level: readonly SharedSidebarItem[] = shared;
  for (const index of position.split('.')) {
    const item = level[Number(index)];
    if (item === undefined || !('items' in item)) return [];
    level = item.items;
  }
  return level.map(toSidebarItem);
}

function toSidebarItem(item: SharedSidebarItem): SidebarItem {
  if ('html' in item) return { type: 'html', value: item.html, defaultStyle: item.defaultStyle, className: item.className };
  if (!('items' in item)) {
    const { label, href, unlisted, reference, className, customProps } = item;
    return { type: 'link', label, href, unlisted: unlisted === true, reference, className, customProps };
  }
  return {
    type: 'category',
    label: item.label,
    href: item.href,
    linkUnlisted: false,
    collapsible: item.collapsible,
    collapsed: item.collapsed,
    items: item.items.map(toSidebarItem),
    className: item.className,
    customProps: item.customProps,
  };
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

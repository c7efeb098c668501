import {
  categoryHref,
  findActiveChain,
  type SidebarCategory,
  type SidebarItem,
  type SidebarLink,
} from '../../../renderer/shared/sidebar.js';
import { classNames } from '../../utils/class-names.js';
import { Link } from '../Link/index.js';

export interface DocSidebarProps {
  readonly items: readonly SidebarItem[];
  /** The page being shown: its chain of categories is expanded and its link marked current. */
  readonly activePath: string;
  /** The whole sidebar as JSON, where the client finds the items of categories sent without them. */
  readonly src?: string;
}

/** What every item of one sidebar render needs to know about the active page. */
interface ActiveChain {
  readonly members: ReadonlySet<SidebarItem>;
  readonly current: SidebarItem | undefined;
}

/**
 * Categories carry their position in the whole sidebar (`data-sidebar-item="2.0"`):
 * the client script finds a closed category's items there. The collapse buttons are
 * the client's too (theme/client/sidebar.ts): they do nothing without it, and leaving
 * them out of the HTML keeps a page light when its sidebar shows many categories.
 */
export function DocSidebar({ items, activePath, src }: DocSidebarProps) {
  const chain = findActiveChain(items, activePath);
  const active: ActiveChain = { members: new Set(chain), current: chain.at(-1) };
  return (
    <nav className="doc-sidebar" aria-label="Docs sidebar" data-sidebar-src={src}>
      <SidebarList items={items} active={active} hidden={false} position="" />
    </nav>
  );
}

interface SidebarListProps {
  readonly items: readonly SidebarItem[];
  readonly active: ActiveChain;
  readonly hidden: boolean;
  /** Position of the list's owner in the whole sidebar, '' for the top level. */
  readonly position: string;
}

function SidebarList({ items, active, hidden, position }: SidebarListProps) {
  return (
    <ul className="menu__list" hidden={hidden}>
      {items.map((item, index) =>
        item.type === 'link' ? (
          <SidebarLinkItem key={index} link={item} active={active} />
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
    <li>
      <Link href={link.href} className={classNames('menu__link', current && 'menu__link--active')} current={current}>
        {link.label}
      </Link>
    </li>
  );
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
  const open = !category.collapsible || onChain || !category.collapsed;
  // Sent without its items: the client builds the list from the shared sidebar file when it is expanded.
  const deferred = category.itemsDeferred === true && category.items.length === 0;
  const labelClass = classNames('menu__link', current && 'menu__link--active');
  return (
    <li
      className={classNames('menu__category', onChain && 'menu__category--active')}
      data-sidebar-item={position}
      data-collapsible={category.collapsible ? undefined : 'false'}
    >
      {href !== undefined ? (
        <Link href={href} className={labelClass} current={current}>
          {category.label}
        </Link>
      ) : (
        <span className={labelClass}>{category.label}</span>
      )}
      {!deferred && category.items.length > 0 && <SidebarList items={category.items} active={active} hidden={!open} position={position} />}
    </li>
  );
}

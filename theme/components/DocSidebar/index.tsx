import { useId } from 'react';
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
 * the client script finds a closed category's items there (theme/client/sidebar.ts,
 * which builds the same markup as this component).
 */
export function DocSidebar({ items, activePath, src }: DocSidebarProps) {
  const chain = findActiveChain(items, activePath);
  const active: ActiveChain = { members: new Set(chain), current: chain.at(-1) };
  return (
    <nav className="doc-sidebar" aria-label="Docs sidebar" data-sidebar-src={src}>
      <SidebarList items={items} active={active} level={1} hidden={false} position="" />
    </nav>
  );
}

interface SidebarListProps {
  readonly items: readonly SidebarItem[];
  readonly active: ActiveChain;
  readonly level: number;
  readonly hidden: boolean;
  /** Position of the list's owner in the whole sidebar, '' for the top level. */
  readonly position: string;
  readonly id?: string;
}

function SidebarList({ items, active, level, hidden, position, id }: SidebarListProps) {
  return (
    <ul className={classNames('menu__list', level > 1 && 'menu__list--nested')} id={id} hidden={hidden}>
      {items.map((item, index) =>
        item.type === 'link' ? (
          <SidebarLinkItem key={index} link={item} active={active} />
        ) : (
          <SidebarCategoryItem key={index} category={item} active={active} level={level} position={position === '' ? `${index}` : `${position}.${index}`} />
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
    <li className="menu__item">
      <Link href={link.href} className={classNames('menu__link', current && 'menu__link--active')} current={current}>
        {link.label}
      </Link>
    </li>
  );
}

interface SidebarCategoryItemProps {
  readonly category: SidebarCategory;
  readonly active: ActiveChain;
  readonly level: number;
  readonly position: string;
}

function SidebarCategoryItem({ category, active, level, position }: SidebarCategoryItemProps) {
  const listId = useId();
  const current = active.current === category;
  // A category whose own link is an unlisted doc shows that link only while it is the active page (website spec §2).
  const href = category.linkUnlisted && !current ? undefined : categoryHref(category);
  const onChain = active.members.has(category);
  const open = !category.collapsible || onChain || !category.collapsed;
  // Sent without its items: no list to control until the client has built it.
  const deferred = category.itemsDeferred === true && category.items.length === 0;
  const labelClass = classNames('menu__link', 'menu__link--category', current && 'menu__link--active');
  return (
    <li className={classNames('menu__item', 'menu__category', onChain && 'menu__category--active')} data-sidebar-item={position}>
      <div className="menu__category-row">
        {href !== undefined ? (
          <Link href={href} className={labelClass} current={current}>
            {category.label}
          </Link>
        ) : (
          <span className={labelClass}>{category.label}</span>
        )}
        {category.collapsible && (
          <button
            type="button"
            className="menu__caret"
            aria-expanded={open && !deferred}
            aria-controls={deferred ? undefined : listId}
            aria-label={`Toggle the collapsible sidebar category '${category.label}'`}
          />
        )}
      </div>
      {!deferred && <SidebarList items={category.items} active={active} level={level + 1} hidden={!open} position={position} id={listId} />}
    </li>
  );
}

import { useId } from 'react';
import {
  categoryHref,
  findActiveChain,
  type SidebarCategory,
  type SidebarItem,
  type SidebarLink,
} from '../../../renderer/shared/sidebar.js';
import { classNames } from '../../utils/class-names.js';
import { IconChevron } from '../Icons/index.js';
import { Link } from '../Link/index.js';

export interface DocSidebarProps {
  readonly items: readonly SidebarItem[];
  /** The page being shown: its chain of categories is expanded and its link marked current. */
  readonly activePath: string;
}

/** What every item of one sidebar render needs to know about the active page. */
interface ActiveChain {
  readonly members: ReadonlySet<SidebarItem>;
  readonly current: SidebarItem | undefined;
}

export function DocSidebar({ items, activePath }: DocSidebarProps) {
  const chain = findActiveChain(items, activePath);
  const active: ActiveChain = { members: new Set(chain), current: chain.at(-1) };
  return (
    <nav className="doc-sidebar" aria-label="Docs sidebar">
      <SidebarList items={items} active={active} level={1} hidden={false} />
    </nav>
  );
}

interface SidebarListProps {
  readonly items: readonly SidebarItem[];
  readonly active: ActiveChain;
  readonly level: number;
  readonly hidden: boolean;
  readonly id?: string;
}

function SidebarList({ items, active, level, hidden, id }: SidebarListProps) {
  return (
    <ul className={classNames('menu__list', level > 1 && 'menu__list--nested')} id={id} hidden={hidden}>
      {items.map((item, index) =>
        item.type === 'link' ? (
          <SidebarLinkItem key={index} link={item} active={active} />
        ) : (
          <SidebarCategoryItem key={index} category={item} active={active} level={level} />
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
}

function SidebarCategoryItem({ category, active, level }: SidebarCategoryItemProps) {
  const listId = useId();
  const current = active.current === category;
  // A category whose own link is an unlisted doc shows that link only while it is the active page (website spec §2).
  const href = category.linkUnlisted && !current ? undefined : categoryHref(category);
  const onChain = active.members.has(category);
  const open = !category.collapsible || onChain || !category.collapsed;
  const labelClass = classNames('menu__link', 'menu__link--category', current && 'menu__link--active');
  return (
    <li
      className={classNames('menu__item', 'menu__category', onChain && 'menu__category--active')}
      // The server may send a closed category without its items; the client lazy-loads them by this href.
      data-category-href={href}
    >
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
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`Toggle the collapsible sidebar category '${category.label}'`}
          >
            <IconChevron />
          </button>
        )}
      </div>
      <SidebarList items={category.items} active={active} level={level + 1} hidden={!open} id={listId} />
    </li>
  );
}

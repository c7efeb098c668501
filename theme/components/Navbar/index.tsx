import type { LinkData, NavbarItemData } from '../../../renderer/shared/page-data.js';
import { usePageData } from '../../page-context.js';
import { classNames } from '../../utils/class-names.js';
import { isSamePath } from '../../utils/links.js';
import { ColorModeToggle } from '../ColorModeToggle/index.js';
import { IconChevron, IconMenu } from '../Icons/index.js';
import { Link } from '../Link/index.js';

/** The id the mobile toggle controls; the client toggles `navbar--open` on the navbar to show it. */
export const NAVBAR_MENU_ID = '__docs_navbar_menu';

export function Navbar() {
  const { site, url } = usePageData();
  const { navbar, colorMode } = site;
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  const hasItems = navbar.items.length > 0;
  return (
    <nav className="navbar" aria-label="Main" data-hide-on-scroll={navbar.hideOnScroll ? '' : undefined}>
      <div className="navbar__inner">
        {/* Website spec §4: the mobile menu is disabled when the navbar has no items. */}
        {hasItems && (
          <button
            type="button"
            className="navbar__toggle"
            aria-label="Toggle navigation bar"
            aria-expanded="false"
            aria-controls={NAVBAR_MENU_ID}
          >
            <IconMenu />
          </button>
        )}
        <NavbarBrand />
        <div className="navbar__menu" id={NAVBAR_MENU_ID}>
          <NavbarItemList items={left} className="navbar__items" currentUrl={url} />
          <NavbarItemList items={right} className="navbar__items navbar__items--right" currentUrl={url} />
        </div>
        {/* Website spec §4: with the switch disabled the mode is fixed, so no control is offered. */}
        {!colorMode.disableSwitch && <ColorModeToggle />}
      </div>
    </nav>
  );
}

function NavbarBrand() {
  const { title, baseUrl, navbar } = usePageData().site;
  const { logo } = navbar;
  const text = navbar.title ?? (logo === undefined ? title : undefined);
  return (
    <a className="navbar__brand" href={baseUrl}>
      {/* A logo without text beside it is the link's only content, so it must carry a name. */}
      {logo !== undefined && <img className="navbar__logo" src={logo.src} alt={text === undefined ? logo.alt || title : logo.alt} />}
      {text !== undefined && <span className="navbar__title">{text}</span>}
    </a>
  );
}

interface NavbarItemListProps {
  readonly items: readonly NavbarItemData[];
  readonly className: string;
  readonly currentUrl: string;
}

function NavbarItemList({ items, className, currentUrl }: NavbarItemListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <NavbarItem key={index} item={item} currentUrl={currentUrl} />
      ))}
    </ul>
  );
}

function NavbarItem({ item, currentUrl }: { readonly item: NavbarItemData; readonly currentUrl: string }) {
  if (item.type === 'dropdown') {
    return <NavbarDropdown label={item.label} items={item.items} active={item.active} currentUrl={currentUrl} />;
  }
  return (
    <li className="navbar__item">
      <Link
        href={item.href}
        external={item.external}
        className={classNames('navbar__link', item.active && 'navbar__link--active')}
        // A docSidebar item is active on every page of its sidebar, but it is the current page only on its own target.
        current={item.href === currentUrl}
      >
        {item.label}
      </Link>
    </li>
  );
}

interface NavbarDropdownProps {
  readonly label: string;
  readonly items: readonly LinkData[];
  readonly active: boolean;
  readonly currentUrl: string;
}

/** Opens on :hover and :focus-within in CSS, so it works before (or without) any JavaScript. */
function NavbarDropdown({ label, items, active, currentUrl }: NavbarDropdownProps) {
  return (
    <li className="navbar__item dropdown">
      <button type="button" className={classNames('navbar__link', 'dropdown__toggle', active && 'navbar__link--active')}>
        {label}
        <IconChevron className="dropdown__caret" size={14} />
      </button>
      <ul className="dropdown__menu">
        {items.map((link, index) => {
          const current = !link.external && isSamePath(link.href, currentUrl);
          return (
            <li key={index}>
              <Link
                href={link.href}
                external={link.external}
                className={classNames('dropdown__link', current && 'dropdown__link--active')}
                current={current}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

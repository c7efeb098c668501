import { useRef, type MouseEvent, type ReactNode } from 'react';
import type { LinkData, LogoData, NavbarItemData, VersionLinkData } from '../../../renderer/shared/page-data.js';
import { usePageData } from '../../page-context.js';
import { classNames } from '../../utils/class-names.js';
import { isSamePath, opensNewTab } from '../../utils/links.js';
import { ColorModeToggle } from '../ColorModeToggle/index.js';
import { DocSidebar } from '../DocSidebar/index.js';
import { IconClose, IconMenu } from '../Icons/index.js';
import { Link } from '../Link/index.js';
import { SearchButton } from '../Search/index.js';
import { Dropdown } from './Dropdown.js';
import { useHiddenOnScroll, useMobileMenu } from './hooks.js';
import { savePreferredVersion, usePreferredVersion } from './preferred-version.js';

/** The id of the navbar's menu, which the mobile toggle opens as the mobile sidebar. */
export const NAVBAR_MENU_ID = '__docs_navbar_menu';

/** `drawer`: what the mobile sidebar shows after the navbar's items, instead of the page's docs sidebar. */
export function Navbar({ drawer }: { readonly drawer?: ReactNode } = {}) {
  const { site, url, sidebar, sidebarSrc } = usePageData();
  const { navbar, colorMode } = site;
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  const hasItems = navbar.items.length > 0;
  const navbarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const mobileMenu = useMobileMenu({ toggle: toggleRef, panel: panelRef });
  const hiddenOnScroll = useHiddenOnScroll(navbar.hideOnScroll, navbarRef);
  // Following any link in the mobile sidebar leaves what it was opened for; its buttons (dropdowns, carets) keep it open.
  const closeAfterLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a') !== null) mobileMenu.close();
  };
  return (
    <nav
      ref={navbarRef}
      className={classNames('navbar', mobileMenu.open && 'navbar--open', hiddenOnScroll && !mobileMenu.open && 'navbar--hidden')}
      aria-label="Main"
    >
      <div className="navbar__inner">
        {/* Website spec §4: the mobile menu is disabled when the navbar has no items. */}
        {hasItems && (
          <button
            ref={toggleRef}
            type="button"
            className="navbar__toggle"
            aria-label="Toggle navigation bar"
            aria-expanded={mobileMenu.open}
            aria-controls={NAVBAR_MENU_ID}
            onClick={mobileMenu.toggle}
          >
            {mobileMenu.open ? <IconClose size={24} /> : <IconMenu />}
          </button>
        )}
        <NavbarBrand />
        {mobileMenu.open && <div className="navbar__backdrop" aria-hidden="true" onClick={mobileMenu.close} />}
        <div ref={panelRef} className="navbar__menu" id={NAVBAR_MENU_ID} onClick={closeAfterLink}>
          <NavbarItemList items={left} className="navbar__items" currentUrl={url} />
          <NavbarItemList items={right} className="navbar__items navbar__items--right" currentUrl={url} />
          {/* Only the open mobile sidebar shows the docs sidebar (or the drawer) here, so page HTML and the desktop navbar stay as they are. */}
          {mobileMenu.open && (drawer ?? (sidebar !== undefined && <DocSidebar items={sidebar} activePath={url} src={sidebarSrc} />))}
        </div>
        <SearchButton />
        {/* Website spec §4: with the switch disabled the mode is fixed, so no control is offered. */}
        {!colorMode.disableSwitch && <ColorModeToggle />}
      </div>
    </nav>
  );
}

function NavbarBrand() {
  const { title, navbar } = usePageData().site;
  const { logo } = navbar;
  const text = navbar.title ?? (logo === undefined ? title : undefined);
  // A logo without text beside it is the link's only content, so it must carry a name.
  const alt = text === undefined ? logo?.alt || title : (logo?.alt ?? title);
  const link = logo?.link ?? { href: navbar.home, external: false };
  const newTab = link.external && opensNewTab(link.href);
  return (
    <a className="navbar__brand" href={link.href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {logo !== undefined && <NavbarLogo logo={logo} alt={alt} />}
      {text !== undefined && <span className="navbar__title">{text}</span>}
    </a>
  );
}

/** Width and height keep the navbar from moving while the image loads; with a dark version, CSS shows the one for the mode. */
function NavbarLogo({ logo, alt }: { readonly logo: LogoData; readonly alt: string }) {
  const size = { width: logo.width, height: logo.height };
  if (logo.srcDark === undefined) return <img className="navbar__logo" src={logo.src} alt={alt} {...size} />;
  return (
    <>
      <img className="navbar__logo navbar__logo--light" src={logo.src} alt={alt} {...size} />
      <img className="navbar__logo navbar__logo--dark" src={logo.srcDark} alt={alt} {...size} />
    </>
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
  if (item.type === 'docsVersionDropdown') return <VersionDropdown versions={item.versions} currentUrl={currentUrl} />;
  if (item.type === 'localeDropdown') {
    if (item.locales.length === 0) return null;
    const current = item.locales.find((locale) => locale.current);
    const links = item.locales.map((locale) => ({ label: locale.label, href: locale.href, external: false }));
    return <NavbarDropdown label={current?.label ?? 'Language'} items={links} active={false} currentUrl={current?.href ?? currentUrl} />;
  }
  return <NavbarLinkItem item={item} currentUrl={currentUrl} />;
}

function NavbarLinkItem({ item, currentUrl }: { readonly item: Extract<NavbarItemData, { type: 'link' }>; readonly currentUrl: string }) {
  // A docs link follows the version the reader chose, once the page knows it (after hydration).
  const preferred = usePreferredVersion(Object.keys(item.versionTargets ?? {}));
  const href = (preferred !== undefined ? item.versionTargets?.[preferred] : undefined) ?? item.href;
  return (
    <li className="navbar__item">
      <Link
        href={href}
        external={item.external}
        className={classNames('navbar__link', item.active && 'navbar__link--active')}
        // A docSidebar item is active on every page of its sidebar, but it is the current page only on its own target.
        current={href === currentUrl}
      >
        {item.label}
      </Link>
    </li>
  );
}

/**
 * The docs versions: on a doc page each entry opens the same doc in that
 * version (else its first page); picking one remembers it as the preferred
 * version. The label names the version shown, else the preferred one.
 */
function VersionDropdown({ versions, currentUrl }: { readonly versions: readonly VersionLinkData[]; readonly currentUrl: string }) {
  const { version: pageVersion } = usePageData();
  const preferred = usePreferredVersion(versions.map((version) => version.name));
  const links = pageVersion?.versions ?? versions;
  const shown = pageVersion?.name ?? preferred ?? versions.find((version) => version.isLast)?.name;
  const label = versions.find((version) => version.name === shown)?.label ?? 'Versions';
  return (
    <Dropdown label={label} ariaLabel={`Docs version: ${label}`}>
      {links.map((version) => {
        const current = version.name === shown;
        return (
          <li key={version.name}>
            <Link
              href={version.url}
              className={classNames('dropdown__link', current && 'dropdown__link--active')}
              current={current && isSamePath(version.url, currentUrl)}
              onClick={() => savePreferredVersion(version.name)}
            >
              {version.label}
            </Link>
          </li>
        );
      })}
    </Dropdown>
  );
}

interface NavbarDropdownProps {
  readonly label: string;
  readonly items: readonly LinkData[];
  readonly active: boolean;
  readonly currentUrl: string;
}

function NavbarDropdown({ label, items, active, currentUrl }: NavbarDropdownProps) {
  return (
    <Dropdown label={label} active={active}>
      {items.map((link, index) => {
        const current = !link.external && isSamePath(link.href, currentUrl);
        return (
          <li key={index}>
            <Link href={link.href} external={link.external} className={classNames('dropdown__link', current && 'dropdown__link--active')} current={current}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </Dropdown>
  );
}

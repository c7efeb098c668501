import { describe, expect, it } from 'vitest';
import type { LogoData, NavbarItemData } from '../../../renderer/shared/page-data.js';
import { makePage, type SiteOverrides } from '../../testing/make-page.js';
import { renderHtml, tagsWithClass } from '../../testing/render.js';
import { Navbar } from './index.js';

const items: NavbarItemData[] = [
  { type: 'link', label: 'Documentation', href: '/intro', external: false, position: 'left', active: true },
  { type: 'link', label: 'Journeys', href: 'https://demo.example.com/journeys', external: true, position: 'left', active: false },
  {
    type: 'dropdown',
    label: 'API',
    position: 'right',
    active: false,
    items: [
      { label: 'Transaction', href: '/api/transaction', external: false },
      { label: 'OpenID', href: '/api/openid', external: false },
    ],
  },
];

function renderNavbar(site: SiteOverrides, url = '/intro') {
  return renderHtml(<Navbar />, makePage({ url, site }));
}

const LOGO: LogoData = { src: '/img/logo.svg', srcDark: undefined, alt: 'Example', width: undefined, height: undefined, link: undefined };

describe('Navbar', () => {
  it('opens external links in a new tab, marked with an icon and hidden text', () => {
    const html = renderNavbar({ navbar: { items } });
    expect(html).toMatch(
      /<a class="navbar__link" href="https:\/\/demo.example.com\/journeys" target="_blank" rel="noopener noreferrer">Journeys<svg class="icon-external-link"[^>]*aria-hidden="true"/,
    );
    expect(html).toContain('(opens in a new tab)');
  });

  it('keeps in-site links in the same tab and marks the active one as the current page', () => {
    const html = renderNavbar({ navbar: { items } });
    expect(html).toContain('<a class="navbar__link navbar__link--active" href="/intro" aria-current="page">Documentation</a>');
    expect(tagsWithClass(html, 'navbar__link').filter((tag) => tag.includes('aria-current'))).toHaveLength(1);
  });

  it('renders a dropdown as a closed disclosure button controlling its list, marking the entry for the current page', () => {
    const html = renderNavbar({ navbar: { items } }, '/api/openid');
    const button = /<button type="button" class="navbar__link dropdown__toggle" aria-expanded="false" aria-controls="([^"]+)">API<svg/.exec(html);
    expect(button).not.toBeNull();
    expect(html).toContain(`<ul class="dropdown__menu" id="${button![1]}"><li><a class="dropdown__link" href="/api/transaction">Transaction</a></li>`);
    expect(html).toContain('<a class="dropdown__link dropdown__link--active" href="/api/openid" aria-current="page">OpenID</a>');
  });

  it('renders the locale dropdown with the configured locales, the current one marked', () => {
    const locales: NavbarItemData = {
      type: 'localeDropdown',
      position: 'right',
      active: false,
      locales: [
        { label: 'English', href: '/', current: true },
        { label: 'Français', href: '/fr/', current: false },
      ],
    };
    const html = renderNavbar({ navbar: { items: [locales] } }, '/');
    expect(html).toMatch(/<button type="button" class="navbar__link dropdown__toggle" aria-expanded="false" aria-controls="[^"]+">English<svg/);
    expect(html).toContain('<a class="dropdown__link dropdown__link--active" href="/" aria-current="page">English</a>');
    expect(html).toContain('<a class="dropdown__link" href="/fr/">Français</a>');
  });

  it('renders nothing for a locale dropdown that hides itself', () => {
    const html = renderNavbar({ navbar: { items: [{ type: 'localeDropdown', position: 'right', active: false, locales: [] }] } });
    expect(html).not.toContain('dropdown');
  });

  it('renders the mobile toggle when the navbar has items', () => {
    const html = renderNavbar({ navbar: { items } });
    expect(html).toMatch(/<button[^>]*aria-label="Toggle navigation bar" aria-expanded="false"/);
  });

  it('omits the mobile toggle when the navbar has no items', () => {
    expect(renderNavbar({ navbar: { items: [] } })).not.toContain('Toggle navigation bar');
  });

  it('renders the colour mode toggle when the switch is enabled', () => {
    expect(renderNavbar({ colorMode: { disableSwitch: false } })).toContain('aria-label="Switch between dark and light mode"');
  });

  it('omits the colour mode toggle when the switch is disabled', () => {
    const html = renderNavbar({ colorMode: { disableSwitch: true } });
    expect(html).not.toContain('color-mode-toggle');
    expect(html).not.toContain('dark and light');
  });

  it('links the brand to the base URL, falling back to the site title', () => {
    const html = renderNavbar({ title: 'Payments Docs', baseUrl: '/docs/' });
    expect(html).toContain('<a class="navbar__brand" href="/docs/"><span class="navbar__title">Payments Docs</span></a>');
  });

  it('names a logo shown without a title after the site', () => {
    const html = renderNavbar({ title: 'Payments Docs', navbar: { logo: { ...LOGO, alt: '' } } });
    expect(html).toContain('<img class="navbar__logo" src="/img/logo.svg" alt="Payments Docs"/>');
    expect(html).not.toContain('navbar__title');
  });

  it('gives the logo its size, and a second image for dark mode when it has one', () => {
    const html = renderNavbar({ navbar: { title: 'Docs', logo: { ...LOGO, srcDark: '/img/logo-dark.svg', width: 120, height: 32 } } });
    expect(html).toContain(
      '<a class="navbar__brand" href="/">' +
        '<img class="navbar__logo navbar__logo--light" src="/img/logo.svg" alt="Example" width="120" height="32"/>' +
        '<img class="navbar__logo navbar__logo--dark" src="/img/logo-dark.svg" alt="Example" width="120" height="32"/>' +
        '<span class="navbar__title">Docs</span></a>',
    );
  });

  it("links the logo and title where the logo's link says, an external one in a new tab", () => {
    const html = renderNavbar({ navbar: { title: 'Docs', logo: { ...LOGO, link: { href: 'https://example.com', external: true } } } });
    expect(html).toContain('<a class="navbar__brand" href="https://example.com" target="_blank" rel="noopener noreferrer">');
  });

  it('renders the mobile sidebar closed and without the docs sidebar, which it adds only once opened in the browser', () => {
    const sidebar = [{ type: 'link', label: 'Introduction', href: '/guide/intro', unlisted: false }] as const;
    const html = renderHtml(<Navbar />, makePage({ sidebar, site: { navbar: { items } } }));
    expect(html).not.toContain('navbar--open');
    expect(html).not.toContain('doc-sidebar');
    expect(html).not.toContain('navbar__backdrop');
  });

  it('renders the navbar shown, whether or not it hides on scroll', () => {
    expect(renderNavbar({ navbar: { items, hideOnScroll: true } })).toContain('<nav class="navbar" aria-label="Main">');
  });
});

import type { PageData, SiteData } from '../../renderer/shared/page-data.js';

/** SiteData fields to replace; the nested navbar, footer and colorMode merge with their defaults. */
export type SiteOverrides = Partial<Omit<SiteData, 'navbar' | 'footer' | 'colorMode'>> & {
  readonly navbar?: Partial<SiteData['navbar']>;
  readonly footer?: Partial<SiteData['footer']>;
  readonly colorMode?: Partial<SiteData['colorMode']>;
};

/** A complete SiteData with quiet defaults (no navbar items, no footer, switch enabled); override only what a test is about. */
export function makeSite(overrides: SiteOverrides = {}): SiteData {
  return {
    title: 'Docs',
    titleDelimiter: '|',
    tagline: '',
    baseUrl: '/',
    router: 'browser',
    announcementBar: undefined,
    mermaidTheme: { light: 'default', dark: 'dark' },
    search: undefined,
    ...overrides,
    navbar: { title: undefined, logo: undefined, items: [], hideOnScroll: false, home: overrides.baseUrl ?? '/', ...overrides.navbar },
    footer: { columns: [], copyright: undefined, company: undefined, logo: undefined, ...overrides.footer },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false, ...overrides.colorMode },
  };
}

/** A complete doc PageData at `/guide/intro`; `site` overrides go through makeSite. */
export function makePage(overrides: Partial<Omit<PageData, 'site'>> & { site?: SiteOverrides } = {}): PageData {
  const { site, ...page } = overrides;
  return {
    kind: 'doc',
    url: '/guide/intro',
    title: 'Introduction',
    description: undefined,
    hasOwnH1: false,
    toc: [],
    hideTableOfContents: false,
    hideTitle: false,
    image: undefined,
    docFooter: undefined,
    sidebar: undefined,
    sidebarSrc: undefined,
    breadcrumbs: [],
    pagination: { prev: undefined, next: undefined },
    cards: [],
    api: undefined,
    version: undefined,
    ...page,
    site: makeSite(site),
  };
}

/**
 * Every config default in one place, and the function that fills them in.
 */
import type { ResolvedConfig, UserConfig } from './types.js';

type LocaleConfig = ResolvedConfig['i18n']['localeConfigs'][string];
type AnnouncementBarDefaults = Omit<NonNullable<ResolvedConfig['announcementBar']>, 'id' | 'content'>;

/**
 * The resolved config minus what only the site can say: `url`, `title`,
 * and the announcement bar's `id` and `content`.
 */
export type ConfigDefaults = Omit<ResolvedConfig, 'url' | 'title' | 'announcementBar'> & {
  readonly announcementBar: AnnouncementBarDefaults;
};

/**
 * What an absent field resolves to. `i18n.localeConfigs` holds the default
 * locale; other locales get {@link defaultLocaleConfig}.
 */
export const DEFAULTS: ConfigDefaults = deepFreeze({
  baseUrl: '/',
  trailingSlash: undefined,
  favicon: undefined,
  titleDelimiter: '|',
  tagline: '',
  noIndex: false,
  baseUrlIssueBanner: true,
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
  },
  navbar: { title: undefined, logo: undefined, items: [], hideOnScroll: false },
  footer: { links: [], copyright: undefined, company: undefined },
  announcementBar: { isCloseable: true, backgroundColor: '#fff', textColor: '#000' },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docs: { routeBasePath: '/', sidebars: undefined, lastVersion: undefined, includeCurrentVersion: true, onlyIncludeVersions: undefined, versions: {} },
  api: { routeBasePath: '/api', specs: {}, refsWithin: 'specs', allowRemoteRefs: [] },
  markdown: { rawHtml: 'allow' },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  mermaid: { theme: { light: 'default', dark: 'dark' } },
  future: { experimental_router: 'browser' },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
});

/**
 * Fills every absent field of an already validated config from {@link DEFAULTS}
 * and normalises `url` (no trailing slash) and `docs.routeBasePath` (`/` or `/docs`).
 * The result is a deep-frozen copy; `config` is left as it was.
 */
export function applyDefaults(config: UserConfig): ResolvedConfig {
  const user = structuredClone(config);
  return deepFreeze({
    url: user.url.replace(/\/+$/, ''),
    baseUrl: user.baseUrl ?? DEFAULTS.baseUrl,
    trailingSlash: user.trailingSlash ?? DEFAULTS.trailingSlash,
    favicon: user.favicon ?? DEFAULTS.favicon,
    title: user.title,
    titleDelimiter: user.titleDelimiter ?? DEFAULTS.titleDelimiter,
    tagline: user.tagline ?? DEFAULTS.tagline,
    noIndex: user.noIndex ?? DEFAULTS.noIndex,
    baseUrlIssueBanner: user.baseUrlIssueBanner ?? DEFAULTS.baseUrlIssueBanner,
    i18n: resolveI18n(user.i18n),
    navbar: {
      title: user.navbar?.title ?? DEFAULTS.navbar.title,
      logo: user.navbar?.logo ?? DEFAULTS.navbar.logo,
      items: user.navbar?.items ?? DEFAULTS.navbar.items,
      hideOnScroll: user.navbar?.hideOnScroll ?? DEFAULTS.navbar.hideOnScroll,
    },
    footer: {
      links: user.footer?.links ?? DEFAULTS.footer.links,
      copyright: user.footer?.copyright ?? DEFAULTS.footer.copyright,
      company: user.footer?.company ?? DEFAULTS.footer.company,
    },
    announcementBar: user.announcementBar && {
      id: user.announcementBar.id,
      content: user.announcementBar.content,
      isCloseable: user.announcementBar.isCloseable ?? DEFAULTS.announcementBar.isCloseable,
      backgroundColor: user.announcementBar.backgroundColor ?? DEFAULTS.announcementBar.backgroundColor,
      textColor: user.announcementBar.textColor ?? DEFAULTS.announcementBar.textColor,
    },
    colorMode: {
      defaultMode: user.colorMode?.defaultMode ?? DEFAULTS.colorMode.defaultMode,
      disableSwitch: user.colorMode?.disableSwitch ?? DEFAULTS.colorMode.disableSwitch,
      respectPrefersColorScheme:
        user.colorMode?.respectPrefersColorScheme ?? DEFAULTS.colorMode.respectPrefersColorScheme,
    },
    docs: {
      routeBasePath: normaliseRouteBasePath(user.docs?.routeBasePath ?? DEFAULTS.docs.routeBasePath),
      sidebars: user.docs?.sidebars ?? DEFAULTS.docs.sidebars,
      lastVersion: user.docs?.lastVersion ?? DEFAULTS.docs.lastVersion,
      includeCurrentVersion: user.docs?.includeCurrentVersion ?? DEFAULTS.docs.includeCurrentVersion,
      onlyIncludeVersions: user.docs?.onlyIncludeVersions ?? DEFAULTS.docs.onlyIncludeVersions,
      versions: user.docs?.versions ?? DEFAULTS.docs.versions,
    },
    api: {
      routeBasePath: normaliseRouteBasePath(user.api?.routeBasePath ?? DEFAULTS.api.routeBasePath),
      specs: user.api?.specs ?? DEFAULTS.api.specs,
      refsWithin: user.api?.refsWithin ?? DEFAULTS.api.refsWithin,
      allowRemoteRefs: user.api?.allowRemoteRefs ?? DEFAULTS.api.allowRemoteRefs,
    },
    markdown: {
      rawHtml: user.markdown?.rawHtml ?? DEFAULTS.markdown.rawHtml,
    },
    tableOfContents: {
      minHeadingLevel: user.tableOfContents?.minHeadingLevel ?? DEFAULTS.tableOfContents.minHeadingLevel,
      maxHeadingLevel: user.tableOfContents?.maxHeadingLevel ?? DEFAULTS.tableOfContents.maxHeadingLevel,
    },
    mermaid: {
      theme: {
        light: user.mermaid?.theme?.light ?? DEFAULTS.mermaid.theme.light,
        dark: user.mermaid?.theme?.dark ?? DEFAULTS.mermaid.theme.dark,
      },
    },
    future: {
      experimental_router: user.future?.experimental_router ?? DEFAULTS.future.experimental_router,
    },
    onBrokenLinks: user.onBrokenLinks ?? DEFAULTS.onBrokenLinks,
    onBrokenMarkdownLinks: user.onBrokenMarkdownLinks ?? DEFAULTS.onBrokenMarkdownLinks,
    onBrokenAnchors: user.onBrokenAnchors ?? DEFAULTS.onBrokenAnchors,
    onDuplicateRoutes: user.onDuplicateRoutes ?? DEFAULTS.onDuplicateRoutes,
  });
}

/**
 * The config of a locale without a `localeConfigs` entry: its own name as label
 * (`fr` → `Français`, as a language menu shows it), its code as `htmlLang`, left to right.
 */
export function defaultLocaleConfig(locale: string): LocaleConfig {
  return (
    DEFAULTS.i18n.localeConfigs[locale] ?? { label: nameLocale(locale), htmlLang: locale, direction: 'ltr' }
  );
}

function resolveI18n(i18n: UserConfig['i18n']): ResolvedConfig['i18n'] {
  const locales = i18n?.locales ?? DEFAULTS.i18n.locales;
  const localeConfigs = Object.fromEntries(
    locales.map((locale) => {
      const given = i18n?.localeConfigs?.[locale];
      const fallback = defaultLocaleConfig(locale);
      const config: LocaleConfig = {
        label: given?.label ?? fallback.label,
        htmlLang: given?.htmlLang ?? fallback.htmlLang,
        direction: given?.direction ?? fallback.direction,
      };
      return [locale, config];
    }),
  );
  return { defaultLocale: i18n?.defaultLocale ?? DEFAULTS.i18n.defaultLocale, locales, localeConfigs };
}

function nameLocale(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Not a BCP 47 tag Intl knows (e.g. a custom locale folder name): the code is the best label there is.
    return locale;
  }
}

function normaliseRouteBasePath(routeBasePath: string): string {
  return routeBasePath.replace(/\/+$/, '') || '/';
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

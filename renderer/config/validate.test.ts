import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from './types.js';
import { validateConfig } from './validate.js';

const REQUIRED = { url: 'https://docs.example.com', title: 'Docs' };

/** Validates the smallest valid config with `fields` added. */
function validate(fields: Record<string, unknown>) {
  return validateConfig({ ...REQUIRED, ...fields }, 'site.config.ts');
}

function resolve(fields: Record<string, unknown> = {}): ResolvedConfig {
  const result = validate(fields);
  if ('diagnostics' in result) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.config;
}

/** Each problem as `field: message`, which is what a reader sees. */
function problemsOf(fields: Record<string, unknown>): string[] {
  const result = validate(fields);
  if ('config' in result) return [];
  return result.diagnostics.map((d) => {
    const field = d.location && 'configField' in d.location ? d.location.configField : '(none)';
    return `${field}: ${d.message}`;
  });
}

describe('validateConfig: defaults', () => {
  it('accepts the two required fields and fills in every default', () => {
    expect(resolve()).toEqual({
      ...REQUIRED,
      baseUrl: '/',
      stylesheets: [],
      titleDelimiter: '|',
      tagline: '',
      customFields: {},
      noIndex: false,
      baseUrlIssueBanner: true,
      i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { htmlLang: 'en', direction: 'ltr' } } },
      navbar: { items: [], hideOnScroll: false },
      footer: { links: [] },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      docs: { routeBasePath: '/', includeCurrentVersion: true, versions: {}, showLastUpdateTime: false, showLastUpdateAuthor: false },
      api: { routeBasePath: '/api', specs: {}, tryIt: true, refsWithin: 'specs', allowRemoteRefs: [] },
      markdown: {
        rawHtml: 'allow',
        format: 'detect',
        admonitionTypes: [],
        linkSchemes: [],
        remarkPlugins: [],
        beforeDefaultRemarkPlugins: [],
        rehypePlugins: [],
        beforeDefaultRehypePlugins: [],
      },
      search: { enabled: true, exclude: [], includeNoIndex: false, synonyms: [] },
      blog: {
        routeBasePath: '/blog',
        title: 'Blog',
        description: 'Blog',
        postsPerPage: 10,
        sidebarCount: 5,
        sidebarTitle: 'Recent posts',
        showReadingTime: true,
        feeds: ['rss', 'atom'],
        feedLimit: 20,
      },
      redirects: { fromExtensions: [], items: [] },
      static: { include: [] },
      output: { layout: 'folder' },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      mermaid: { theme: { light: 'default', dark: 'dark' } },
      future: { experimental_router: 'browser' },
      onBrokenLinks: 'throw',
      onBrokenMarkdownLinks: 'warn',
      onBrokenAnchors: 'warn',
      onDuplicateRoutes: 'warn',
    });
    expect(resolve().i18n.localeConfigs).toEqual({ en: { htmlLang: 'en', direction: 'ltr' } });
  });

  it('accepts search: false (off) or its settings, and rejects anything else naming the field', () => {
    expect(resolve({ search: false }).search).toEqual({ enabled: false, exclude: [], includeNoIndex: false, synonyms: [] });
    expect(resolve({ search: { exclude: ['/archive/**'], includeNoIndex: true } }).search).toEqual({
      enabled: true,
      exclude: ['/archive/**'],
      includeNoIndex: true,
      synonyms: [],
    });
    expect(problemsOf({ search: true })).toEqual(['search: search must be false or an object, got boolean']);
    expect(problemsOf({ search: { exclude: ['archive'] } })).toEqual([
      'search.exclude[0]: search.exclude[0] must be a glob of page paths starting with "/" (`/archive/**`), got "archive"',
    ]);
    expect(problemsOf({ search: { excludes: [] } })).toEqual(['search.excludes: Unknown field "search.excludes" — did you mean "search.exclude"?']);
  });

  it('accepts groups of synonyms, and names the group that is not one', () => {
    expect(resolve({ search: { synonyms: [['donation', 'voluntary contribution']] } }).search.synonyms).toEqual([['donation', 'voluntary contribution']]);
    expect(problemsOf({ search: { synonyms: [['donation']] } })).toEqual([
      'search.synonyms[0]: search.synonyms[0] must list at least two words or phrases that mean the same, got 1',
    ]);
    expect(problemsOf({ search: { synonyms: [['api key', 'the']] } })).toEqual([
      'search.synonyms[0][1]: search.synonyms[0][1] must hold a word the search indexes (not only stop words or single letters), got "the"',
    ]);
    expect(problemsOf({ search: { synonyms: ['donation'] } })[0]).toMatch(/^search\.synonyms\[0\]: .*must be an array/);
  });

  it('accepts an explicit undefined as "use the default"', () => {
    expect(resolve({ baseUrl: undefined, navbar: { items: undefined } }).baseUrl).toBe('/');
  });

  it('fills the announcement bar defaults only when there is a bar', () => {
    expect(resolve({ announcementBar: { id: 'v2', content: 'New!' } }).announcementBar).toEqual({
      id: 'v2',
      content: 'New!',
      isCloseable: true,
      backgroundColor: '',
      textColor: '',
    });
  });

  it('gives each locale its code as htmlLang and ltr, keeping what is configured', () => {
    const config = resolve({ i18n: { locales: ['en', 'fr', 'ar'], localeConfigs: { ar: { direction: 'rtl' }, fr: { label: 'French' } } } });
    expect(config.i18n.localeConfigs).toEqual({
      en: { htmlLang: 'en', direction: 'ltr' },
      fr: { label: 'French', htmlLang: 'fr', direction: 'ltr' },
      ar: { htmlLang: 'ar', direction: 'rtl' },
    });
  });

  it('normalises url and docs.routeBasePath', () => {
    expect(resolve({ url: 'https://docs.example.com/' }).url).toBe('https://docs.example.com');
    expect(resolve({ docs: { routeBasePath: '/docs/' } }).docs.routeBasePath).toBe('/docs');
    expect(resolve({ docs: { routeBasePath: '/' } }).docs.routeBasePath).toBe('/');
  });

  it('returns a deep-frozen copy and leaves the input alone', () => {
    const input = { ...REQUIRED, navbar: { items: [{ label: 'Guide', to: '/guide/' }] } };
    const result = validateConfig(input, 'site.config.ts');
    if (!('config' in result)) throw new Error('expected a config');
    expect(Object.isFrozen(result.config.navbar.items[0])).toBe(true);
    expect(Object.isFrozen(input.navbar.items[0])).toBe(false);
  });
});

describe('validateConfig: types', () => {
  it('accepts a config with every section', () => {
    expect(
      problemsOf({
        baseUrl: '/docs/',
        trailingSlash: true,
        favicon: 'img/favicon.svg',
        titleDelimiter: '·',
        tagline: 'All about it',
        noIndex: true,
        baseUrlIssueBanner: false,
        navbar: { title: 'Docs', logo: { src: 'img/logo.svg', alt: 'Logo' }, hideOnScroll: true },
        colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
        mermaid: { theme: { light: 'neutral', dark: 'forest' } },
        future: { experimental_router: 'hash' },
        onBrokenLinks: 'warn',
        onBrokenMarkdownLinks: 'ignore',
        onBrokenAnchors: 'throw',
        onDuplicateRoutes: 'ignore',
      }),
    ).toEqual([]);
  });

  it('rejects a wrong type, naming the field, what it expects and what it got', () => {
    expect(problemsOf({ noIndex: 'yes', favicon: 3, navbar: { items: [], hideOnScroll: null }, footer: [] })).toEqual([
      'noIndex: noIndex must be a boolean, got string',
      'favicon: favicon must be a string, got number',
      'navbar.hideOnScroll: navbar.hideOnScroll must be a boolean, got null',
      'footer: footer must be an object, got array',
    ]);
  });

  it('rejects missing required fields', () => {
    expect(validateConfig({}, 'site.config.ts')).toEqual({
      diagnostics: [
        {
          code: 'config-invalid',
          severity: 'error',
          message: 'url is required and must be a string',
          location: { configField: 'url', file: 'site.config.ts' },
        },
        {
          code: 'config-invalid',
          severity: 'error',
          message: 'title is required and must be a non-empty string',
          location: { configField: 'title', file: 'site.config.ts' },
        },
      ],
    });
    expect(problemsOf({ title: ' ' })).toEqual(['title: title must be a non-empty string, got " "']);
  });

  it('rejects a config that is not an object', () => {
    expect(validateConfig([], 'site.config.mjs')).toEqual({
      diagnostics: [
        {
          code: 'config-invalid',
          severity: 'error',
          message: 'The config must be an object, got array',
          location: { file: 'site.config.mjs' },
        },
      ],
    });
  });
});

describe('validateConfig: unknown fields', () => {
  it('accepts only known fields', () => {
    expect(problemsOf({ tagline: 'x' })).toEqual([]);
  });

  it('rejects an unknown field with a did-you-mean when one is close', () => {
    expect(problemsOf({ tittle: 'Docs', baseURL: '/', navbar: { itmes: [] } })).toEqual([
      'tittle: Unknown field "tittle" — did you mean "title"?',
      'baseURL: Unknown field "baseURL" — did you mean "baseUrl"?',
      'navbar.itmes: Unknown field "navbar.itmes" — did you mean "navbar.items"?',
    ]);
  });

  it('rejects an unknown field with the list of allowed fields when none is close', () => {
    expect(problemsOf({ colorMode: { theme: 'dark' } })).toEqual([
      'colorMode.theme: Unknown field "colorMode.theme" — colorMode accepts defaultMode, disableSwitch, respectPrefersColorScheme',
    ]);
  });
});

describe('validateConfig: enums', () => {
  it('accepts each allowed value', () => {
    expect(problemsOf({ onBrokenLinks: 'ignore', colorMode: { defaultMode: 'dark' } })).toEqual([]);
  });

  it('rejects other values, listing the allowed ones', () => {
    const fields = { onBrokenLinks: 'error', colorMode: { defaultMode: 2 }, future: { experimental_router: 'memory' } };
    expect(problemsOf(fields)).toEqual([
      'onBrokenLinks: onBrokenLinks must be one of "throw", "warn", "ignore", got "error"',
      'colorMode.defaultMode: colorMode.defaultMode must be one of "light", "dark", got 2',
      'future.experimental_router: future.experimental_router must be one of "browser", "hash", got "memory"',
    ]);
  });
});

describe('validateConfig: url and paths', () => {
  it('accepts an origin, with or without the trailing slash', () => {
    expect(problemsOf({ url: 'http://localhost:3000' })).toEqual([]);
    expect(problemsOf({ url: 'https://docs.example.com/' })).toEqual([]);
  });

  it('rejects a url that is not an absolute http(s) URL', () => {
    expect(problemsOf({ url: 'docs.example.com' })).toEqual([
      'url: url must be an absolute http(s) URL such as "https://docs.example.com", got "docs.example.com"',
    ]);
    expect(problemsOf({ url: 'ftp://example.com' })).toEqual([
      'url: url must be an absolute http(s) URL such as "https://docs.example.com", got "ftp://example.com"',
    ]);
  });

  it('rejects a url with a path, pointing to baseUrl', () => {
    expect(problemsOf({ url: 'https://example.com/docs' })).toEqual([
      'url: url must not have a path, got "https://example.com/docs" — set url to "https://example.com" and put "/docs/" in baseUrl',
    ]);
  });

  it('accepts a baseUrl that starts and ends with "/"', () => {
    expect(problemsOf({ baseUrl: '/docs/' })).toEqual([]);
  });

  it('rejects any other baseUrl, suggesting the fix', () => {
    expect(problemsOf({ baseUrl: 'docs' })).toEqual(['baseUrl: baseUrl must start and end with "/", got "docs" — did you mean "/docs/"?']);
    expect(problemsOf({ baseUrl: '' })).toEqual(['baseUrl: baseUrl must start and end with "/", got "" — did you mean "/"?']);
  });

  it('rejects a baseUrl with characters a URL must encode', () => {
    expect(problemsOf({ baseUrl: '/my docs/' })).toEqual([
      `baseUrl: baseUrl may hold only letters, digits and - . _ ~ ! $ & ' ( ) * + , ; = : @ between its slashes, got "/my docs/"`,
    ]);
    expect(problemsOf({ baseUrl: '/100%/' })).toHaveLength(1);
    expect(problemsOf({ baseUrl: '/a#b/' })).toHaveLength(1);
  });

  it('rejects a baseUrl or a route base path that climbs with ".." or "."', () => {
    expect(problemsOf({ baseUrl: '/../../' })).toEqual([
      'baseUrl: baseUrl must not have "." or ".." segments, got "/../../" — pages are written under the output folder, never above it',
    ]);
    expect(problemsOf({ docs: { routeBasePath: '/docs/../..' }, api: { routeBasePath: '/./api', specs: { x: { path: '/../x' } } } })).toEqual([
      'docs.routeBasePath: docs.routeBasePath must not have "." or ".." segments, got "/docs/../.." — pages are written under the output folder, never above it',
      'api.routeBasePath: api.routeBasePath must not have "." or ".." segments, got "/./api" — pages are written under the output folder, never above it',
      'api.specs.x.path: api.specs.x.path must not have "." or ".." segments, got "/../x" — pages are written under the output folder, never above it',
    ]);
  });

  it('rejects a docs.routeBasePath without a leading "/"', () => {
    expect(problemsOf({ docs: { routeBasePath: 'docs' } })).toEqual(['docs.routeBasePath: docs.routeBasePath must be a path starting with "/", got "docs"']);
  });
});

describe('validateConfig: markdown', () => {
  it('keeps raw HTML as written by default, and accepts sanitising it', () => {
    expect(resolve({}).markdown.rawHtml).toBe('allow');
    expect(resolve({ markdown: { rawHtml: 'sanitize' } }).markdown.rawHtml).toBe('sanitize');
  });

  it('rejects any other raw HTML policy', () => {
    expect(problemsOf({ markdown: { rawHtml: 'strip' } })).toEqual(['markdown.rawHtml: markdown.rawHtml must be one of "allow", "sanitize", got "strip"']);
  });
});

describe('validateConfig: tableOfContents', () => {
  it('accepts levels from 2 to 6 with min <= max', () => {
    expect(problemsOf({ tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 6 } })).toEqual([]);
    expect(problemsOf({ tableOfContents: { minHeadingLevel: 3 } })).toEqual([]);
  });

  it('rejects levels that are not integers from 2 to 6', () => {
    expect(problemsOf({ tableOfContents: { minHeadingLevel: 1, maxHeadingLevel: 2.5 } })).toEqual([
      'tableOfContents.minHeadingLevel: tableOfContents.minHeadingLevel must be an integer from 2 to 6, got 1',
      'tableOfContents.maxHeadingLevel: tableOfContents.maxHeadingLevel must be an integer from 2 to 6, got 2.5',
    ]);
    expect(problemsOf({ tableOfContents: { maxHeadingLevel: '4' } })).toEqual([
      'tableOfContents.maxHeadingLevel: tableOfContents.maxHeadingLevel must be an integer from 2 to 6, got string',
    ]);
  });

  it('rejects min > max, saying when max is the default', () => {
    expect(problemsOf({ tableOfContents: { minHeadingLevel: 5, maxHeadingLevel: 4 } })).toEqual([
      'tableOfContents.minHeadingLevel: tableOfContents.minHeadingLevel (5) must not be greater than tableOfContents.maxHeadingLevel (4)',
    ]);
    expect(problemsOf({ tableOfContents: { minHeadingLevel: 4 } })).toEqual([
      'tableOfContents.minHeadingLevel: tableOfContents.minHeadingLevel (4) must not be greater than tableOfContents.maxHeadingLevel (3, the default)',
    ]);
  });
});

describe('validateConfig: i18n', () => {
  it('accepts a defaultLocale among the locales and localeConfigs for them', () => {
    expect(problemsOf({ i18n: { defaultLocale: 'fr', locales: ['fr', 'de'], localeConfigs: { de: { label: 'DE' } } } })).toEqual([]);
  });

  it('rejects a defaultLocale outside the locales and localeConfigs for other locales', () => {
    expect(problemsOf({ i18n: { defaultLocale: 'de', locales: ['en', 'fr'], localeConfigs: { es: {} } } })).toEqual([
      'i18n.defaultLocale: i18n.defaultLocale must be one of i18n.locales ("en", "fr"), got "de"',
      'i18n.localeConfigs.es: i18n.localeConfigs.es configures a locale that is not in i18n.locales ("en", "fr")',
    ]);
    expect(problemsOf({ i18n: { locales: ['fr'] } })).toEqual([
      'i18n.defaultLocale: i18n.defaultLocale must be one of i18n.locales ("fr"), got "en", the default',
    ]);
  });

  it('rejects a bad locale config', () => {
    expect(problemsOf({ i18n: { localeConfigs: { en: { direction: 'up' } } } })).toEqual([
      'i18n.localeConfigs.en.direction: i18n.localeConfigs.en.direction must be one of "ltr", "rtl", got "up"',
    ]);
  });
});

describe('validateConfig: navbar items', () => {
  it('accepts each kind of item, a link being the default type', () => {
    expect(
      problemsOf({
        navbar: {
          items: [
            { label: 'Guide', to: '/guide/' },
            { type: 'link', label: 'Mail', href: 'mailto:docs@example.com', position: 'right' },
            { type: 'docSidebar', sidebarId: 'api', label: 'API' },
            { type: 'dropdown', label: 'More', items: [{ label: 'Call', href: 'tel:+4912345' }] },
          ],
        },
      }),
    ).toEqual([]);
  });

  it('rejects a link item without a label, to or href', () => {
    expect(problemsOf({ navbar: { items: [{ position: 'left' }] } })).toEqual([
      'navbar.items[0].label: navbar.items[0].label is required and must be a non-empty string',
    ]);
    expect(problemsOf({ navbar: { items: [{ label: 'Guide' }] } })).toEqual([
      'navbar.items[0]: navbar.items[0] needs "to" (a page of this site, such as "/guide/") or "href" (an external URL), got neither',
    ]);
  });

  it('rejects a link item with both to and href', () => {
    const item = { label: 'Guide', to: '/guide/', href: 'https://example.com' };
    expect(problemsOf({ navbar: { items: [item] } })).toEqual(['navbar.items[0]: navbar.items[0] must have either "to" or "href", not both']);
  });

  it('rejects a to that is not a site path and an href that is not an absolute URL', () => {
    expect(
      problemsOf({
        navbar: {
          items: [
            { label: 'A', to: 'guide' },
            { label: 'B', href: 'example.com' },
            { label: 'C', href: '/guide/' },
          ],
        },
      }),
    ).toEqual([
      'navbar.items[0].to: navbar.items[0].to must be a path starting with "/", got "guide"',
      'navbar.items[1].href: navbar.items[1].href must be an absolute URL (https://…), a mailto: or a tel: link, got "example.com"',
      'navbar.items[2].href: navbar.items[2].href must be an absolute URL (https://…), a mailto: or a tel: link, got "/guide/" — use "to" for a page of this site',
    ]);
  });

  it('rejects an href of the wrong type, with its index', () => {
    const items = [
      { label: 'A', to: '/' },
      { label: 'B', to: '/b' },
      { label: 'C', href: 4 },
    ];
    expect(problemsOf({ navbar: { items } })).toEqual(['navbar.items[2].href: navbar.items[2].href must be a string, got number']);
  });

  it('rejects an unknown type and the fields of another type', () => {
    const items = [{ type: 'search' }, { type: 'docSidebar', label: 'API', to: '/api' }];
    expect(problemsOf({ navbar: { items } })).toEqual([
      'navbar.items[0].type: navbar.items[0].type must be one of "link", "docSidebar", "docsVersionDropdown", "localeDropdown", "dropdown", got "search"',
      'navbar.items[1].to: Unknown field "navbar.items[1].to" — navbar.items[1] accepts type, sidebarId, label, position',
      'navbar.items[1].sidebarId: navbar.items[1].sidebarId is required and must be a non-empty string',
    ]);
  });

  it('rejects a dropdown holding anything but links, and a bad position', () => {
    expect(
      problemsOf({
        navbar: {
          items: [
            {
              type: 'dropdown',
              label: 'More',
              position: 'center',
              items: [
                { label: 'A', to: '/a' },
                { type: 'docSidebar', sidebarId: 'api', label: 'API' },
              ],
            },
          ],
        },
      }),
    ).toEqual([
      'navbar.items[0].position: navbar.items[0].position must be one of "left", "right", got "center"',
      'navbar.items[0].items[1].type: navbar.items[0].items[1].type must be "link", got "docSidebar"',
    ]);
  });

  it('rejects a logo without src', () => {
    expect(problemsOf({ navbar: { logo: { alt: 'Logo' } } })).toEqual(['navbar.logo.src: navbar.logo.src is required and must be a non-empty string']);
  });

  it('accepts a logo with a dark version, a link and its size', () => {
    const logo = { src: 'img/logo.svg', alt: 'Example', srcDark: '/img/logo-dark.svg', href: 'https://example.com', width: 120, height: 32 };
    expect(problemsOf({ navbar: { logo } })).toEqual([]);
    expect(resolve({ navbar: { logo } }).navbar.logo).toEqual(logo);
    expect(problemsOf({ navbar: { logo: { src: 'https://cdn.example.com/logo.png', href: '/guide/' } } })).toEqual([]);
  });

  it('rejects logo sources that are not images of the site or the web, a bad link and sizes that are not whole pixels', () => {
    expect(problemsOf({ navbar: { logo: { src: 'javascript:alert(1)', srcDark: '../secret.svg', href: 'guide', width: 0, height: 12.5 } } })).toEqual([
      'navbar.logo.src: navbar.logo.src must be a file under static/ such as "img/logo.svg", or an http(s) URL, got "javascript:alert(1)"',
      'navbar.logo.srcDark: navbar.logo.srcDark must not have "." or ".." segments, got "../secret.svg" — pages are written under the output folder, never above it',
      'navbar.logo.href: navbar.logo.href must be a path starting with "/" or an absolute URL, got "guide"',
      'navbar.logo.width: navbar.logo.width must be an integer from 1 to 10000, got 0',
      'navbar.logo.height: navbar.logo.height must be an integer from 1 to 10000, got 12.5',
    ]);
  });
});

describe('validateConfig: footer and announcement bar', () => {
  it('accepts link columns, a copyright and company lines', () => {
    expect(
      problemsOf({
        footer: {
          links: [{ title: 'Docs', items: [{ label: 'Guide', to: '/guide/' }] }],
          copyright: '© Example',
          company: { description: 'Example Ltd.', items: ['Registered in X', { label: 'Call', href: 'tel:+4912345' }] },
        },
        announcementBar: {
          id: 'v2',
          content: '<b>New</b>',
          isCloseable: false,
          backgroundColor: '#000',
          textColor: '#fff',
        },
      }),
    ).toEqual([]);
  });

  it('accepts HTML items in link columns', () => {
    expect(
      problemsOf({ footer: { links: [{ title: 'More', items: [{ html: '<a href="https://example.com">Example</a>' }, { label: 'Guide', to: '/guide/' }] }] } }),
    ).toEqual([]);
  });

  it('rejects an HTML item that is not a string or has other fields', () => {
    expect(problemsOf({ footer: { links: [{ title: 'More', items: [{ html: 5 }, { html: '<b>x</b>', label: 'X' }] }] } })).toEqual([
      'footer.links[0].items[0].html: footer.links[0].items[0].html must be a string, got number',
      'footer.links[0].items[1].label: Unknown field "footer.links[0].items[1].label" — footer.links[0].items[1] accepts html',
    ]);
  });

  it('rejects bad columns, company lines and a bar without content', () => {
    expect(
      problemsOf({
        footer: {
          links: [{ items: [{ label: 'Guide', to: '/guide/', href: 'https://example.com' }] }],
          company: { items: ['Ltd.', 7] },
        },
        announcementBar: { id: 'v2' },
      }),
    ).toEqual([
      'footer.links[0].items[0]: footer.links[0].items[0] must have either "to" or "href", not both',
      'footer.links[0].title: footer.links[0].title is required and must be a non-empty string',
      'footer.company.items[1]: footer.company.items[1] must be a string or an object, got number',
      'announcementBar.content: announcementBar.content is required and must be a non-empty string',
    ]);
  });
});

describe('validateConfig: docs.sidebars', () => {
  it('accepts every kind of sidebar item, nested', () => {
    expect(
      problemsOf({
        docs: {
          sidebars: {
            docs: [
              'intro',
              { type: 'doc', id: 'install', label: 'Installing' },
              { type: 'link', href: 'https://example.com', label: 'Example' },
              { type: 'autogenerated', dirName: 'guides' },
              {
                type: 'category',
                label: 'Reference',
                link: { type: 'generated-index', slug: '/reference', title: 'Reference', description: 'All of it' },
                collapsible: true,
                collapsed: false,
                linkUnlisted: true,
                items: [{ type: 'category', label: 'Deep', href: '/deep', items: ['reference/deep'] }],
              },
              { type: 'category', label: 'API', link: { type: 'doc', id: 'api/index' }, items: [] },
            ],
          },
        },
      }),
    ).toEqual([]);
  });

  it('rejects a bad item deep inside a category, with its exact path', () => {
    expect(
      problemsOf({
        docs: {
          sidebars: {
            docs: [
              'intro',
              'install',
              'usage',
              {
                type: 'category',
                label: 'Guides',
                items: [{ type: 'doc' }, { type: 'category', label: 'Deep', items: [3] }],
              },
            ],
          },
        },
      }),
    ).toEqual([
      'docs.sidebars.docs[3].items[0].id: docs.sidebars.docs[3].items[0].id is required and must be a non-empty string',
      'docs.sidebars.docs[3].items[1].items[0]: docs.sidebars.docs[3].items[1].items[0] must be a string or an object, got number',
    ]);
  });

  it('rejects items without a type, with a bad link or a bad category link', () => {
    expect(
      problemsOf({
        docs: {
          sidebars: {
            'api v2': [
              { id: 'intro' },
              { type: 'link', href: 'example.com', label: 'Example' },
              { type: 'category', label: 'C', items: [], link: { type: 'generated-index', slugg: '/c' } },
              { type: 'category', label: 'D', items: {} },
            ],
          },
        },
      }),
    ).toEqual([
      'docs.sidebars["api v2"][0].type: docs.sidebars["api v2"][0].type is required and must be one of "doc", "ref", "link", "html", "autogenerated", "category"',
      'docs.sidebars["api v2"][1].href: docs.sidebars["api v2"][1].href must be a path starting with "/" or an absolute URL, got "example.com"',
      'docs.sidebars["api v2"][2].link.slugg: Unknown field "docs.sidebars["api v2"][2].link.slugg" — did you mean "docs.sidebars["api v2"][2].link.slug"?',
      'docs.sidebars["api v2"][3].items: docs.sidebars["api v2"][3].items must be an array, got object',
    ]);
  });

  it('rejects sidebars that are not arrays', () => {
    expect(problemsOf({ docs: { sidebars: { docs: 'intro' } } })).toEqual([
      'docs.sidebars.docs: docs.sidebars.docs must be an array of items, or an object of categories ({ "Guides": ["install"] }), got string',
    ]);
  });
});

describe('validateConfig: api', () => {
  it('keeps spec $refs inside specs/ and fetches nothing by default', () => {
    expect(resolve().api).toMatchObject({ refsWithin: 'specs', allowRemoteRefs: [] });
  });

  it('accepts refs within the site and remote hosts, with or without a port', () => {
    const api = { refsWithin: 'site', allowRemoteRefs: ['schemas.example.com', 'localhost:8080', '127.0.0.1', '[::1]:3000'] };
    expect(resolve({ api }).api).toMatchObject(api);
  });

  it('rejects another refsWithin', () => {
    expect(problemsOf({ api: { refsWithin: 'root' } })).toEqual(['api.refsWithin: api.refsWithin must be one of "specs", "site", got "root"']);
  });

  it('rejects a remote ref entry that is not a host, suggesting the host', () => {
    expect(
      problemsOf({ api: { allowRemoteRefs: ['https://schemas.example.com/v1/', 'example.com/schemas', 'example.com:80', '', 'user@example.com', 7] } }),
    ).toEqual([
      'api.allowRemoteRefs[0]: api.allowRemoteRefs[0] must be a host name such as "schemas.example.com" (with ":port" for another port), got "https://schemas.example.com/v1/" — did you mean "schemas.example.com"?',
      'api.allowRemoteRefs[1]: api.allowRemoteRefs[1] must be a host name such as "schemas.example.com" (with ":port" for another port), got "example.com/schemas"',
      'api.allowRemoteRefs[2]: api.allowRemoteRefs[2] must be a host name such as "schemas.example.com" (with ":port" for another port), got "example.com:80" — did you mean "example.com"?',
      'api.allowRemoteRefs[3]: api.allowRemoteRefs[3] must be a host name such as "schemas.example.com" (with ":port" for another port), got ""',
      'api.allowRemoteRefs[4]: api.allowRemoteRefs[4] must be a host name such as "schemas.example.com" (with ":port" for another port), got "user@example.com"',
      'api.allowRemoteRefs[5]: api.allowRemoteRefs[5] must be a string, got number',
    ]);
  });
});

describe('markdown.admonitionTypes', () => {
  it('accepts names a :::block can have, and rejects others naming the entry', () => {
    expect(resolve({ markdown: { admonitionTypes: ['release', 'my-custom_2'] } }).markdown.admonitionTypes).toEqual(['release', 'my-custom_2']);
    expect(problemsOf({ markdown: { admonitionTypes: ['Release Notes', '2fa'] } })).toEqual([
      'markdown.admonitionTypes[0]: markdown.admonitionTypes[0] must be a name for :::name blocks: lower-case letters, digits, "-" and "_", starting with a letter, got "Release Notes"',
      'markdown.admonitionTypes[1]: markdown.admonitionTypes[1] must be a name for :::name blocks: lower-case letters, digits, "-" and "_", starting with a letter, got "2fa"',
    ]);
  });
});

describe('validateConfig: many problems at once', () => {
  it('reports every problem, not only the first', () => {
    expect(problemsOf({ url: 3, tittle: 'x', colorMode: { defaultMode: 'blue' }, navbar: { items: [{}] } })).toEqual([
      'url: url must be a string, got number',
      'tittle: Unknown field "tittle" — did you mean "title"?',
      'colorMode.defaultMode: colorMode.defaultMode must be one of "light", "dark", got "blue"',
      'navbar.items[0].label: navbar.items[0].label is required and must be a non-empty string',
    ]);
  });
});

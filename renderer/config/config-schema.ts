/**
 * The site configuration, written once: what `site.config.ts` may export
 * (the schema's input, `UserConfig`), the defaults, the rules, and what every
 * stage reads (its output, `ResolvedConfig`). The comments on the fields are
 * what editors show for them in a site's config.
 */
import * as v from 'valibot';
import {
  checkAbsolutePath,
  checkBaseUrl,
  checkExternalUrl,
  checkDirectiveName,
  checkExtension,
  checkScheme,
  checkStylesheetPath,
  checkHost,
  checkImageSource,
  checkLinkTarget,
  checkPathOrUrl,
  orPathnameLink,
  checkRoutePath,
  checkSiteUrl,
} from './field-rules.js';
import { termsOfText } from '../shared/search-terms.js';
import {
  byKey,
  byType,
  falseOrObject,
  flag,
  integer,
  list,
  markdownPlugin,
  nonEmptyText,
  object,
  oneOf,
  quote,
  describeValue,
  record,
  refine,
  stringOrObject,
  text,
  type Finding,
} from './schema-kit.js';
import { sidebarsSchema } from './sidebars-schema.js';

export const reportingSeveritySchema = oneOf(['throw', 'warn', 'ignore']);

const position = () => v.optional(oneOf(['left', 'right']));

/** `to` is a page of this site; `href` an external URL (which opens in a new tab). Either may be a `pathname:///` path outside the docs. */
const linkTarget = {
  /** A page of this site (`/guide/`), or `pathname:///playground/` for a path of the host the docs do not make. */
  to: v.optional(v.pipe(text(), refine(orPathnameLink(checkAbsolutePath)))),
  /** An external URL: `https://example.com`, `mailto:` or `tel:`; or `pathname:///playground/`. */
  href: v.optional(v.pipe(text(), refine(orPathnameLink(checkExternalUrl)))),
};

/** A link in the navbar. `to` is an in-site path; `href` is an external URL (opens in a new tab). */
export const navbarLinkItemSchema = object(
  {
    type: v.optional(oneOf(['link'])),
    label: nonEmptyText(),
    ...linkTarget,
    /** @default 'left' */
    position: position(),
  },
  checkLinkTarget,
);

export const navbarItemSchema = byType(
  {
    link: navbarLinkItemSchema,
    /** Opens a docs sidebar: links to the first doc of that sidebar and is active on every page of it. */
    docSidebar: object({
      type: oneOf(['docSidebar']),
      sidebarId: nonEmptyText(),
      label: nonEmptyText(),
      /** @default 'left' */
      position: position(),
    }),
    /** Lists the docs versions; picking one opens the same doc there (else that version's first page) and remembers the choice. */
    docsVersionDropdown: object({
      type: oneOf(['docsVersionDropdown']),
      /** @default 'left' */
      position: position(),
    }),
    /** Lists the configured locales (`i18n.locales`). */
    localeDropdown: object({
      type: oneOf(['localeDropdown']),
      /** Leave the item out when the site has one locale only. @default false */
      hideWhenSingle: v.optional(flag()),
      /** @default 'left' */
      position: position(),
    }),
    dropdown: object({
      type: oneOf(['dropdown']),
      label: nonEmptyText(),
      // Through byType, so a non-link item gets one message about its type, not one per foreign field.
      items: list(byType({ link: navbarLinkItemSchema }, 'link')),
      /** @default 'left' */
      position: position(),
    }),
  },
  'link',
);

const footerLinkSchema = object({ label: nonEmptyText(), ...linkTarget }, checkLinkTarget);

/** A footer column item written as HTML (sanitised: no scripts, event handlers, iframes or javascript: URLs), as in Docusaurus. */
const footerHtmlItemSchema = object({ html: text() });

const imageSource = () => v.pipe(nonEmptyText(), refine(checkImageSource));
const imageSize = () => v.optional(integer(1, 10_000));

/** The image at the top of the footer: often the logo of the project or of who publishes it. */
const footerLogoSchema = object({
  /** A file under static/ (`img/logo.svg`) or an http(s) URL. */
  src: imageSource(),
  /** @default the site title */
  alt: v.optional(text()),
  /** Shown instead of `src` in dark mode. @default src */
  srcDark: v.optional(imageSource()),
  /** Where the logo links: a page of this site (`/guide/`) or an external URL. @default no link */
  href: v.optional(v.pipe(text(), refine(checkPathOrUrl))),
  /** Pixel width written on the image, so the footer keeps its place while the image loads. */
  width: imageSize(),
  /** Pixel height written on the image. */
  height: imageSize(),
});

/** The image at the start of the navbar, beside the title; together they link to the home page (or `href`). */
const navbarLogoSchema = object({
  /** A file under static/ (`img/logo.svg`) or an http(s) URL. */
  src: imageSource(),
  /** @default the navbar title, else the site title */
  alt: v.optional(text()),
  /** Shown instead of `src` in dark mode. @default src */
  srcDark: v.optional(imageSource()),
  /** Where the logo and title link: a page of this site (`/guide/`) or an external URL. @default the home page (baseUrl) */
  href: v.optional(v.pipe(text(), refine(checkPathOrUrl))),
  /** Pixel width written on the image, so the navbar keeps its place while the image loads. @default a square as tall as the navbar's logo */
  width: imageSize(),
  /** Pixel height written on the image. @default as tall as the navbar's logo */
  height: imageSize(),
});

/** Per version name (`current` for content/): its label in the version dropdown, its URL path, its banner. */
export const versionConfigSchema = object({
  /** @default the name; `Next` for `current` */
  label: v.optional(text()),
  /** URL path of the version under docs.routeBasePath, without slashes. @default '' for the last version, `next` for `current`, else the name */
  path: v.optional(text()),
  /** @default `unreleased` for `current` when it is not the last version, `unmaintained` for versions older than the last, else `none` */
  banner: v.optional(oneOf(['none', 'unreleased', 'unmaintained'])),
  /** Show "Version: <label>" above the version's pages (only a site of several versions has it). @default true */
  badge: v.optional(flag()),
  /** List the version's pages in sitemap.xml. @default true for the last version only */
  sitemap: v.optional(flag()),
});

/** A route base path as the site uses it: `/` or `/docs`, never with a trailing slash. */
const routeBasePath = (fallback: string) =>
  v.optional(
    v.pipe(
      text(),
      refine(checkRoutePath),
      v.transform((value) => value.replace(/\/+$/, '') || '/'),
    ),
    fallback,
  );

/** A path of the site a redirect starts from: `/old/page`, `/old/page.html`. */
const redirectPath = () => v.pipe(text(), refine(checkRoutePath));

/** The built-in search: on unless `search: false`. */
const searchSchema = v.pipe(
  falseOrObject(
    object({
      /** Pages left out of the search, as globs of their paths under baseUrl (`/archive/**`, `/changelog`). @default [] */
      exclude: v.optional(list(v.pipe(nonEmptyText(), refine(checkRouteGlob))), []),
      /** Index the pages that ask search engines not to index them, which with `noIndex: true` is every page. @default false */
      includeNoIndex: v.optional(flag(), false),
      /**
       * Groups of words or phrases readers use for one thing: a section holding every word of one member of a group
       * is found by the others too (`[['donation', 'voluntary contribution'], ['api key', 'api user token']]`).
       * @default []
       */
      synonyms: v.optional(list(v.pipe(list(v.pipe(nonEmptyText(), refine(checkSynonym))), refine(checkSynonymGroup))), []),
    }),
  ),
  v.transform((search) => (search === false ? { enabled: false, exclude: [], includeNoIndex: false, synonyms: [] } : { enabled: true, ...search })),
);

function checkSynonym(synonym: string): string | undefined {
  return termsOfText(synonym).length > 0 ? undefined : `must hold a word the search indexes (not only stop words or single letters), got ${quote(synonym)}`;
}

function checkSynonymGroup(group: string[]): string | undefined {
  return group.length >= 2 ? undefined : `must list at least two words or phrases that mean the same, got ${group.length}`;
}

function checkRouteGlob(glob: string): string | undefined {
  return glob.startsWith('/') || glob.startsWith('**') ? undefined : `must be a glob of page paths starting with "/" (\`/archive/**\`), got ${quote(glob)}`;
}

const TABLE_OF_CONTENTS_DEFAULTS = { minHeadingLevel: 2, maxHeadingLevel: 3 } as const;

const tableOfContentsSchema = v.pipe(
  // Defaults filled after the check, which says when a level it compares is the default.
  object(
    {
      /** @default 2 */
      minHeadingLevel: v.optional(integer(2, 6)),
      /** @default 3 */
      maxHeadingLevel: v.optional(integer(2, 6)),
    },
    checkHeadingLevels,
  ),
  v.transform(({ minHeadingLevel, maxHeadingLevel }) => ({
    minHeadingLevel: minHeadingLevel ?? TABLE_OF_CONTENTS_DEFAULTS.minHeadingLevel,
    maxHeadingLevel: maxHeadingLevel ?? TABLE_OF_CONTENTS_DEFAULTS.maxHeadingLevel,
  })),
);

function checkHeadingLevels(toc: { minHeadingLevel?: number; maxHeadingLevel?: number }): Finding[] {
  const min = toc.minHeadingLevel ?? TABLE_OF_CONTENTS_DEFAULTS.minHeadingLevel;
  const max = toc.maxHeadingLevel ?? TABLE_OF_CONTENTS_DEFAULTS.maxHeadingLevel;
  if (min <= max) return [];
  const maxText = toc.maxHeadingLevel === undefined ? `${max}, the default` : String(max);
  return [{ at: ['minHeadingLevel'], message: `(${min}) must not be greater than tableOfContents.maxHeadingLevel (${maxText})` }];
}

const I18N_DEFAULTS = { defaultLocale: 'en', locales: ['en'] } as const;

const localeConfigSchema = object({
  /** The locale's name in the locale dropdown. @default the language's own name for it: `Français` */
  label: v.optional(text()),
  /** The `lang` of every page. @default the locale */
  htmlLang: v.optional(text()),
  /** @default 'ltr' */
  direction: v.optional(oneOf(['ltr', 'rtl'])),
});

type LocaleConfig = Required<Omit<v.InferOutput<typeof localeConfigSchema>, 'label'>> & Pick<v.InferOutput<typeof localeConfigSchema>, 'label'>;

const i18nSchema = v.pipe(
  // Defaults filled after the check, which says when the locale it compares is the default.
  object(
    {
      /** @default 'en' */
      defaultLocale: v.optional(nonEmptyText()),
      /** @default ['en'] */
      locales: v.optional(list(nonEmptyText())),
      /** Per locale: `{ label, htmlLang, direction }`. */
      localeConfigs: v.optional(record(localeConfigSchema)),
    },
    checkLocales,
  ),
  v.transform((i18n) => {
    const locales = i18n.locales ?? [...I18N_DEFAULTS.locales];
    const localeConfigs = Object.fromEntries(locales.map((locale) => [locale, resolveLocaleConfig(locale, i18n.localeConfigs?.[locale])]));
    return { defaultLocale: i18n.defaultLocale ?? I18N_DEFAULTS.defaultLocale, locales, localeConfigs };
  }),
);

function checkLocales(i18n: { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, unknown> }): Finding[] {
  const locales: readonly string[] = i18n.locales ?? I18N_DEFAULTS.locales;
  const defaultLocale = i18n.defaultLocale ?? I18N_DEFAULTS.defaultLocale;
  const listed = `i18n.locales (${locales.map(quote).join(', ') || 'empty'})`;
  const findings: Finding[] = [];
  if (!locales.includes(defaultLocale)) {
    const given = i18n.defaultLocale === undefined ? `${quote(defaultLocale)}, the default` : quote(defaultLocale);
    findings.push({ at: ['defaultLocale'], message: `must be one of ${listed}, got ${given}` });
  }
  for (const locale of Object.keys(i18n.localeConfigs ?? {})) {
    if (!locales.includes(locale)) findings.push({ at: ['localeConfigs', locale], message: `configures a locale that is not in ${listed}` });
  }
  return findings;
}

/**
 * A locale's config with what is not configured filled in: its code as
 * `htmlLang`, left to right. An unconfigured label is the locale's own name,
 * given where a page shows it (render/locale-name.ts).
 */
function resolveLocaleConfig(locale: string, given: v.InferOutput<typeof localeConfigSchema> | undefined): LocaleConfig {
  return {
    ...(given?.label === undefined ? {} : { label: given.label }),
    htmlLang: given?.htmlLang ?? locale,
    direction: given?.direction ?? 'ltr',
  };
}

export const configSchema = object({
  /** The site's origin, for canonical URLs and the sitemap: `https://docs.example.com`. Required. */
  url: v.pipe(
    text(),
    refine(checkSiteUrl),
    v.transform((url) => url.replace(/\/+$/, '')),
  ),
  /** The path the site is served under. @default '/' */
  baseUrl: v.optional(v.pipe(text(), refine(checkBaseUrl)), '/'),
  /** `true`: URLs end in `/`; `false`: `/a/b` is written to `a/b.html`; undefined: links kept as written. @default undefined */
  trailingSlash: v.optional(flag()),
  /** Path of the favicon under static/, e.g. `img/favicon.svg`. */
  favicon: v.optional(text()),
  /**
   * The site's own stylesheets, by their paths in the site folder (`src/css/custom.css`): every page loads them
   * after the theme's, bundled with what they import, so their rules win and the theme's custom properties they
   * set (README: Brand styles) restyle the whole site, in light and dark.
   * @default []
   */
  stylesheets: v.optional(list(v.pipe(text(), refine(checkStylesheetPath))), []),
  /** The site title; page titles are `Page title | Site title`. Required. */
  title: nonEmptyText(),
  /** @default '|' */
  titleDelimiter: v.optional(text(), '|'),
  /** @default '' */
  tagline: v.optional(text(), ''),
  /**
   * Values of the site's own that its React pages read (`useSiteConfig().customFields`, Docusaurus's
   * `siteConfig.customFields`): plain data, as JSON holds it. Every page's data carries them: keep them small.
   * @default {}
   */
  customFields: v.optional(v.pipe(record(v.unknown()), refine<Readonly<Record<string, unknown>>>(plainDataProblem)), {}),
  /** The image link previews show (`og:image`) for pages without an `image` of their own: a file under static/ or an http(s) URL. */
  image: v.optional(imageSource()),
  /** Adds `noindex, nofollow` to every page. @default false */
  noIndex: v.optional(flag(), false),
  /** Show a banner on the home page when the site is served under a path other than baseUrl. @default true */
  baseUrlIssueBanner: v.optional(flag(), true),
  /** The site's locales. @default `en` only */
  i18n: v.optional(i18nSchema, {}),
  navbar: v.optional(
    object({
      /** Beside the logo; with it, links to the home page. */
      title: v.optional(text()),
      logo: v.optional(navbarLogoSchema),
      /** @default [] */
      items: v.optional(list(navbarItemSchema), []),
      /** @default false */
      hideOnScroll: v.optional(flag(), false),
    }),
    {},
  ),
  footer: v.optional(
    object({
      /** Columns of links. @default [] */
      links: v.optional(
        list(
          object({
            title: nonEmptyText(),
            items: list(byKey('html', footerHtmlItemSchema, footerLinkSchema)),
          }),
        ),
        [],
      ),
      /** HTML, sanitised as `{ html }` items are: `Copyright © 2026 <a href="https://example.com">Example</a>`. */
      copyright: v.optional(text()),
      logo: v.optional(footerLogoSchema),
      company: v.optional(
        object({
          /** One sentence on who publishes the site. */
          description: v.optional(text()),
          /** Lines such as registration, offices, phone numbers; a link item renders as a link (mailto:, tel:). */
          items: v.optional(list(stringOrObject(text(), footerLinkSchema))),
        }),
      ),
    }),
    {},
  ),
  /** A bar above the navbar, until the reader closes it. */
  announcementBar: v.optional(
    object({
      /** Changing the id shows the bar again to readers who closed an earlier one. */
      id: nonEmptyText(),
      /** HTML (trusted, from the config). */
      content: nonEmptyText(),
      /** @default true */
      isCloseable: v.optional(flag(), true),
      /** A CSS colour for both colour modes; empty, the theme's own, which follows light and dark. @default '' */
      backgroundColor: v.optional(text(), ''),
      /** A CSS colour for both colour modes; empty, the theme's own, which follows light and dark. @default '' */
      textColor: v.optional(text(), ''),
    }),
  ),
  colorMode: v.optional(
    object({
      /** @default 'light' */
      defaultMode: v.optional(oneOf(['light', 'dark']), 'light'),
      /** @default false */
      disableSwitch: v.optional(flag(), false),
      /** @default false */
      respectPrefersColorScheme: v.optional(flag(), false),
    }),
    {},
  ),
  docs: v.optional(
    object({
      /** URL path under baseUrl where docs live. @default '/' */
      routeBasePath: routeBasePath('/'),
      /** Explicit sidebars by id; when absent one sidebar `docs` is generated from the folders of content/. */
      sidebars: v.optional(sidebarsSchema),
      /** A file holding the sidebars, relative to the site root (`sidebars.json`, `.js`, `.mjs`, `.cjs` or `.ts`, its default export), instead of `sidebars`. */
      sidebarPath: v.optional(nonEmptyText()),
      /**
       * Where "Edit this page" links lead: the doc's file, relative to the site root (`content/guide/a.md`),
       * is joined to this URL. A doc's `custom_edit_url` front matter overrides it (null: no link).
       * @default no links
       */
      editUrl: v.optional(v.pipe(text(), refine(checkExternalUrl))),
      /** Show when each doc last changed (its last commit in git, or `last_update.date`) at its bottom. @default false */
      showLastUpdateTime: v.optional(flag(), false),
      /** Show who last changed each doc (the author of its last commit in git, or `last_update.author`). @default false */
      showLastUpdateAuthor: v.optional(flag(), false),
      /** The version the docs root shows: a name from versions.json, or `current` (content/). @default the newest in versions.json, else `current` */
      lastVersion: v.optional(text()),
      /** Build the unreleased docs of content/ too (at `<routeBasePath>/next` once a version is released). @default true */
      includeCurrentVersion: v.optional(flag(), true),
      /** Build only these versions (`current` for content/), so writers can build fast. @default every version */
      onlyIncludeVersions: v.optional(list(text())),
      /** Per version name (`current` for content/): its label in the version dropdown, its URL path under routeBasePath, its banner. @default {} */
      versions: v.optional(record(versionConfigSchema), {}),
    }),
    {},
  ),
  /** API reference pages: every OpenAPI file in specs/ becomes a page at `<routeBasePath>/<file name>`. */
  api: v.optional(
    object({
      /** @default '/api' */
      routeBasePath: routeBasePath('/api'),
      /** Per spec file name without extension (`transaction`): its page path, or one page per tag for very large specs. @default {} */
      specs: v.optional(
        record(
          object({
            path: v.optional(v.pipe(text(), refine(checkRoutePath))),
            pagePerTag: v.optional(flag()),
            /** A Try it console on this spec's operations. @default `api.tryIt` */
            tryIt: v.optional(flag()),
          }),
        ),
        {},
      ),
      /**
       * A Try it button on every operation, opening a console that sends the
       * request from the reader's browser to the spec's server.
       * @default true
       */
      tryIt: v.optional(flag(), true),
      /**
       * Where files named by a spec's `$ref`s may be: `'specs'` (inside specs/)
       * or `'site'` (anywhere in the site folder). Symbolic links count where
       * they lead.
       * @default 'specs'
       */
      refsWithin: v.optional(oneOf(['specs', 'site']), 'specs'),
      /**
       * Hosts (`schemas.example.com`, or with a port: `localhost:8080`) whose
       * http(s) URLs a spec's `$ref`s may name; the build fetches them. Other
       * URLs are refused, so by default a build fetches nothing.
       * @default []
       */
      allowRemoteRefs: v.optional(list(v.pipe(text(), refine(checkHost))), []),
    }),
    {},
  ),
  markdown: v.optional(
    object({
      /**
       * HTML written in docs (raw HTML in .md, HTML elements in .mdx). `'allow'` keeps it as written: doc
       * authors are trusted, as in Docusaurus. `'sanitize'` removes scripts, event handlers, iframes, forms,
       * styles and javascript: URLs (GitHub's rules), for sites that build contributions they do not trust.
       * @default 'allow'
       */
      rawHtml: v.optional(oneOf(['allow', 'sanitize']), 'allow'),
      /**
       * How docs are read, with Docusaurus's meaning: `'mdx'` reads every .md and .mdx file as MDX (Docusaurus's
       * default), `'md'` reads every file as CommonMark, `'detect'` reads .mdx as MDX and .md as CommonMark, and
       * warns about a .md file that looks like MDX (import/export lines, capitalised JSX tags).
       * @default 'detect'
       */
      format: v.optional(oneOf(['mdx', 'md', 'detect']), 'detect'),
      /**
       * Admonition types besides the built-in note, tip, info, warning, danger, caution and important
       * (Docusaurus's `admonitions.keywords`): `:::release[Version 2]` … `:::` renders as an admonition styled as a
       * note, titled with the type (`Release`) unless it has a title of its own. Any other `:::name` block is shown
       * as the text written, with a warning.
       * @default []
       */
      admonitionTypes: v.optional(list(v.pipe(text(), refine(checkDirectiveName))), []),
      /**
       * URL schemes besides the web's (`http`, `mailto`, `tel`, … and common apps' such as `vscode`, `slack`) that
       * links in docs may use, such as an app of the site's own (`myapp`); a link with any other scheme
       * (`docblock://`, a Docusaurus plugin's placeholder) is a `link-scheme-unknown` warning at the link.
       * @default []
       */
      linkSchemes: v.optional(list(v.pipe(text(), refine(checkScheme))), []),
      /**
       * The site's own remark plugins, as unified and Docusaurus take them (`[plugin, options]` or the plugin),
       * run on every doc after docs-gen's Markdown transforms (admonitions, heading ids); they run synchronously.
       * @default []
       */
      remarkPlugins: v.optional(list(markdownPlugin()), []),
      /** Remark plugins run before docs-gen's Markdown transforms, as Docusaurus's `beforeDefaultRemarkPlugins`. @default [] */
      beforeDefaultRemarkPlugins: v.optional(list(markdownPlugin()), []),
      /** The site's own rehype plugins, run on every doc's HTML tree after docs-gen's, before its links are checked. @default [] */
      rehypePlugins: v.optional(list(markdownPlugin()), []),
      /** Rehype plugins run on the HTML tree before docs-gen's (as Docusaurus's `beforeDefaultRehypePlugins`). @default [] */
      beforeDefaultRehypePlugins: v.optional(list(markdownPlugin()), []),
    }),
    {},
  ),
  /**
   * The search dialog (Ctrl/⌘-K, "/") over every doc heading and API operation and schema, from an index
   * made at build time. `false` turns it off.
   * @default {}
   */
  search: v.optional(searchSchema, {}),
  /**
   * The blog, built from the posts in blog/ when the site has that folder: a page per post, lists of the newest
   * posts (a page at a time), a page per tag, an archive, and RSS and Atom feeds.
   */
  blog: v.optional(
    object({
      /** URL path under baseUrl where the blog lives. @default '/blog' */
      routeBasePath: routeBasePath('/blog'),
      /** The title of the blog's list pages and feeds. @default 'Blog' */
      title: v.optional(text(), 'Blog'),
      /** The meta description of the blog's list pages, and its feeds'. @default 'Blog' */
      description: v.optional(text(), 'Blog'),
      /** Posts on each list page. @default 10 */
      postsPerPage: v.optional(integer(1, 1000), 10),
      /** How many of the newest posts the blog's sidebar lists; 0 for no sidebar. @default 5 */
      sidebarCount: v.optional(integer(0, 1000), 5),
      /** The heading over the sidebar's posts. @default 'Recent posts' */
      sidebarTitle: v.optional(text(), 'Recent posts'),
      /** Show each post's reading time (at 200 words a minute). @default true */
      showReadingTime: v.optional(flag(), true),
      /** The feeds written beside the list: `rss.xml`, `atom.xml`; `[]` writes none. @default ['rss', 'atom'] */
      feeds: v.optional(list(oneOf(['rss', 'atom'])), ['rss', 'atom']),
      /** How many of the newest posts the feeds hold. @default 20 */
      feedLimit: v.optional(integer(1, 10000), 20),
      /** The feeds' copyright line. */
      copyright: v.optional(text()),
      /** Where "Edit this page" under a post leads: this URL joined with the post's file (`blog/2024-03-01-launch.md`). @default none */
      editUrl: v.optional(v.pipe(text(), refine(checkExternalUrl))),
    }),
    {},
  ),
  /**
   * Pages that send the reader on, as Docusaurus's client-redirects plugin makes them: a small HTML page at the
   * old path that opens the new one (query and fragment kept), for static hosts without redirect rules.
   */
  redirects: v.optional(
    object({
      /** `['html']`: every page is also found at `<path>.html`, as the URLs of an old site were. @default [] */
      fromExtensions: v.optional(list(v.pipe(text(), refine(checkExtension))), []),
      /** Old paths (one, or a list) and the page or URL each now leads to: `{ from: '/setup', to: '/guide/install' }`. @default [] */
      items: v.optional(
        list(
          object({
            from: v.lazy((input) => (Array.isArray(input) ? list(redirectPath()) : redirectPath())),
            to: v.pipe(text(), refine(checkPathOrUrl)),
          }),
        ),
        [],
      ),
    }),
    {},
  ),
  static: v.optional(
    object({
      /**
       * Files and folders under static/ whose names start with "." to publish, as globs of their paths in static/
       * (`.nojekyll`, `.well-known/**`); every other dotfile is left out with a warning.
       * @default []
       */
      include: v.optional(list(nonEmptyText()), []),
    }),
    {},
  ),
  output: v.optional(
    object({
      /**
       * How a build puts the new site in place. `'folder'`: the output is a plain folder, replaced by two
       * renames (for a few microseconds its path does not exist), so every copy and deploy step works on it.
       * `'link'`: the output is a symbolic link to a folder beside it, switched by one atomic rename, for a
       * server that serves the output while it is rebuilt (copy it with `cp -rL`, `rsync -a build/`).
       * @default 'folder'
       */
      layout: v.optional(oneOf(['folder', 'link']), 'folder'),
    }),
    {},
  ),
  /** The heading levels the table of contents lists. @default levels 2 to 3 */
  tableOfContents: v.optional(tableOfContentsSchema, {}),
  mermaid: v.optional(
    object({
      theme: v.optional(
        object({
          /** @default 'default' */
          light: v.optional(text(), 'default'),
          /** @default 'dark' */
          dark: v.optional(text(), 'dark'),
        }),
        {},
      ),
    }),
    {},
  ),
  future: v.optional(
    object({
      /** `'hash'` keeps the route in the URL's hash (`/#/guide/install`). @default 'browser' */
      experimental_router: v.optional(oneOf(['browser', 'hash']), 'browser'),
    }),
    {},
  ),
  /** @default 'throw' */
  onBrokenLinks: v.optional(reportingSeveritySchema, 'throw'),
  /** @default 'warn' */
  onBrokenMarkdownLinks: v.optional(reportingSeveritySchema, 'warn'),
  /** @default 'warn' */
  onBrokenAnchors: v.optional(reportingSeveritySchema, 'warn'),
  /** @default 'warn' */
  onDuplicateRoutes: v.optional(reportingSeveritySchema, 'warn'),
});

/** Why a value is not plain data (what JSON holds: text, numbers, true and false, null, lists and objects of them), or undefined. */
function plainDataProblem(value: unknown): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `holds ${value}, which JSON cannot hold`;
  if (Array.isArray(value)) return value.map(plainDataProblem).find((problem) => problem !== undefined);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value)
      .map(plainDataProblem)
      .find((problem) => problem !== undefined);
  return `holds ${typeof value === 'function' ? 'a function' : describeValue(value)}: only plain data (text, numbers, true/false, null, lists and objects of them) reaches the pages`;
}

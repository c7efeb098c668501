/**
 * What the theme needs to render one page. Built per route by the renderer
 * from the manifest and config; small and serialisable, because the same
 * object is what the browser receives for hydration.
 */
import type { SidebarExpansion, SidebarItem } from './sidebar.js';

export interface LinkData {
  readonly label: string;
  /** In-site: a path under baseUrl already joined with it (`/docs/intro`); external: a full URL. */
  readonly href: string;
  readonly external: boolean;
}

/** An item of a footer column: a link, or HTML from the config, already sanitised. */
export type FooterItemData = LinkData | { readonly html: string };

/** The navbar's or the footer's logo: `src` and `srcDark` are URLs (joined with baseUrl for files under static/). */
export interface LogoData {
  readonly src: string;
  /** Shown instead of `src` in dark mode. */
  readonly srcDark: string | undefined;
  readonly alt: string;
  readonly width: number | undefined;
  readonly height: number | undefined;
  /** Where the logo (and, in the navbar, the title) links: `navbar.logo.href` instead of the home page, `footer.logo.href`. */
  readonly link: { readonly href: string; readonly external: boolean } | undefined;
}

/** A docs version in the version dropdown: `url` is its first page (a doc page links the same doc instead, see VersionData). */
export interface VersionLinkData {
  readonly name: string;
  readonly label: string;
  readonly url: string;
  readonly isLast: boolean;
}

export type NavbarItemData =
  | (LinkData & {
      readonly type: 'link';
      readonly position: 'left' | 'right';
      readonly active: boolean;
      /** A docSidebar item: its target in each docs version by name, so it can follow the reader's preferred version. */
      readonly versionTargets?: Readonly<Record<string, string>>;
    })
  | { readonly type: 'docsVersionDropdown'; readonly position: 'left' | 'right'; readonly versions: readonly VersionLinkData[]; readonly active: boolean }
  | {
      readonly type: 'localeDropdown';
      readonly position: 'left' | 'right';
      /** Empty when the item hides itself (one locale, `hideWhenSingle`). */
      readonly locales: ReadonlyArray<{ readonly label: string; readonly href: string; readonly current: boolean }>;
      readonly active: boolean;
    }
  | {
      readonly type: 'dropdown';
      readonly label: string;
      readonly position: 'left' | 'right';
      readonly items: readonly LinkData[];
      readonly active: boolean;
    };

/** Per-site data shared by every page (kept small: no per-page lists). */
export interface SiteData {
  readonly title: string;
  readonly titleDelimiter: string;
  readonly tagline: string;
  /** The config's `customFields`, which the site's React pages read; left out when there are none. */
  readonly customFields?: Readonly<Record<string, unknown>>;
  readonly baseUrl: string;
  /** `hash`: the client keeps the route in the URL's hash (`/#/guide/install`), so the site needs one entry page only. */
  readonly router: 'browser' | 'hash';
  readonly navbar: {
    readonly title: string | undefined;
    readonly logo: LogoData | undefined;
    /**
     * Where the brand (title and logo) leads unless the logo says: the home page, or, on a site with no page
     * at its root (its landing page left behind by a migration), the page the docs root opens.
     */
    readonly home: string;
    readonly items: readonly NavbarItemData[];
    readonly hideOnScroll: boolean;
  };
  readonly footer: {
    readonly columns: ReadonlyArray<{ readonly title: string; readonly items: readonly FooterItemData[] }>;
    /** HTML from the config, already sanitised. */
    readonly copyright: string | undefined;
    readonly company: { readonly description: string | undefined; readonly items: ReadonlyArray<string | LinkData> } | undefined;
    /** The footer's image (`footer.logo`), above its copyright. */
    readonly logo: LogoData | undefined;
  };
  readonly announcementBar:
    | {
        readonly id: string;
        readonly content: string;
        readonly isCloseable: boolean;
        readonly backgroundColor: string;
        readonly textColor: string;
      }
    | undefined;
  readonly colorMode: {
    readonly defaultMode: 'light' | 'dark';
    readonly disableSwitch: boolean;
    readonly respectPrefersColorScheme: boolean;
  };
  /** Mermaid themes for light and dark mode. */
  readonly mermaidTheme: { readonly light: string; readonly dark: string };
  /** The search index's root file, when the site has search: `/assets/search/index.json`. */
  readonly search: { readonly index: string } | undefined;
}

export interface TocEntry {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

export interface BreadcrumbData {
  readonly label: string;
  readonly href: string | undefined;
}

export interface CardData {
  readonly type: 'link' | 'category';
  readonly label: string;
  readonly href: string;
  readonly description: string | undefined;
  /** For categories: how many items it holds. */
  readonly count: number | undefined;
}

export interface PageData {
  readonly site: SiteData;
  /** `page`: a page of the pages folder (`src/pages`); `blog-…`: the blog's (see RouteKind). */
  readonly kind: 'doc' | 'category' | 'api' | 'page' | 'blog-post' | 'blog-list' | 'blog-tags' | 'blog-archive' | 'not-found';
  /** Route path joined with baseUrl: `/docs/guide/install`. */
  readonly url: string;
  readonly title: string;
  readonly description: string | undefined;
  /** Whether the page body starts with its own h1 (else the layout renders the title as h1). */
  readonly hasOwnH1: boolean;
  readonly toc: readonly TocEntry[];
  readonly hideTableOfContents: boolean;
  /** A doc's `hide_title`: the page shows no title above its text (a heading of its own still shows). */
  readonly hideTitle: boolean;
  /** The absolute URL of the image link previews show (`og:image`): the doc's `image`, else the config's. */
  readonly image: string | undefined;
  /** What a doc page shows under its text, when it has any of it. */
  readonly docFooter: DocFooterData | undefined;
  /** The sidebar shown with the page; hrefs already joined with baseUrl. */
  readonly sidebar: readonly SidebarItem[] | undefined;
  /** URL of the whole sidebar as JSON (see `SharedSidebarItem`), for the categories the page was sent closed and empty. */
  readonly sidebarSrc: string | undefined;
  /**
   * For a large sidebar: the URL of its outline (sidebar-outline.ts) and the category this page opens in it.
   * The route data then carries no `sidebar`; the browser makes it from these.
   */
  readonly sidebarOutline?: { readonly src: string; readonly expansion: SidebarExpansion | undefined };
  readonly breadcrumbs: readonly BreadcrumbData[];
  readonly pagination: { readonly prev: LinkData | undefined; readonly next: LinkData | undefined };
  /** Cards for a category index page or a `<DocCardList />`: the items of the current category. */
  readonly cards: readonly CardData[];
  /** What an API reference page shows. */
  readonly api: ApiPageData | undefined;
  /** The docs version of a doc or category page, when the site keeps more than one. */
  readonly version: VersionData | undefined;
  /** A page of the pages folder: how it is laid out. */
  readonly ownPage?: OwnPageData;
  /** A page of the blog: what it shows besides its text. */
  readonly blog?: BlogPageData;
}

export interface BlogPageData {
  /** The blog's title, and its first list page (`/blog`, joined with baseUrl). */
  readonly title: string;
  readonly home: string;
  /** The newest posts, beside every page of the blog; none when the config asks for none. */
  readonly sidebar: { readonly title: string; readonly posts: readonly LinkData[] } | undefined;
  /** The feeds, which pages announce in their head: `{ type: 'rss', href: '/blog/rss.xml' }`. */
  readonly feeds: ReadonlyArray<{ readonly type: 'rss' | 'atom'; readonly href: string }>;
  /** A post's page: the post, the newer and older posts, and where "Edit this page" leads. */
  readonly post?: BlogPostData & { readonly newer: LinkData | undefined; readonly older: LinkData | undefined; readonly editUrl: string | undefined };
  /** A list's page: its posts (their summaries are the page's body, in the same order) and the pages around it. */
  readonly list?: {
    readonly posts: readonly BlogPostData[];
    readonly newer: LinkData | undefined;
    readonly older: LinkData | undefined;
    /** For a tag's or an author's list: the page of every tag, or of every author. */
    readonly index: LinkData | undefined;
    /** For an author's list: what it says of the author. */
    readonly description?: string;
  };
  /** The authors page: every author with a page, with how many posts they wrote. */
  readonly authors?: ReadonlyArray<BlogAuthorData & { readonly href: string; readonly count: number }>;
  /** An author's list: the author. */
  readonly author?: BlogAuthorData;
  /** The tags page: every tag with how many posts have it. */
  readonly tags?: ReadonlyArray<LinkData & { readonly count: number }>;
  /** The archive: every post, by year, newest first. */
  readonly archive?: ReadonlyArray<{ readonly year: string; readonly posts: readonly BlogPostData[] }>;
}

export interface BlogAuthorData {
  readonly name: string;
  readonly title: string | undefined;
  /** Their page on the blog, else their own URL. */
  readonly url: string | undefined;
  readonly imageUrl: string | undefined;
}

export interface BlogPostData {
  readonly title: string;
  /** Joined with baseUrl. */
  readonly href: string;
  /** ISO 8601, shown as a date in UTC. */
  readonly date: string | undefined;
  readonly authors: ReadonlyArray<{
    readonly name: string;
    readonly title: string | undefined;
    readonly url: string | undefined;
    readonly imageUrl: string | undefined;
  }>;
  readonly tags: readonly LinkData[];
  readonly readingMinutes: number | undefined;
  /** In a list: its summary ends at a truncate marker, and "Read more" leads to the rest. */
  readonly truncated?: boolean;
}

export interface OwnPageData {
  /** A React page (`src/pages/index.tsx`) fills the width between navbar and footer; a Markdown page reads as a doc without a sidebar. */
  readonly component: boolean;
  /** Class names on the element around its content (front matter's `wrapperClassName`). */
  readonly wrapperClassName?: string;
}

export interface DocFooterData {
  /** The doc's tags, each linking to its page. */
  readonly tags: readonly LinkData[];
  /** Where "Edit this page" leads. */
  readonly editUrl: string | undefined;
  /** ISO 8601, shown as a date in UTC. */
  readonly lastUpdatedAt: string | undefined;
  readonly lastUpdatedBy: string | undefined;
}

export interface VersionData {
  /** `1.0`, `current` */
  readonly name: string;
  readonly label: string;
  /** What the banner above the page says: `unreleased` docs, or an `unmaintained` old version; none on the last version. */
  readonly banner: 'unreleased' | 'unmaintained' | undefined;
  /** Whether the page shows "Version: <label>" above its text, as Docusaurus does on a site of several versions. */
  readonly badge: boolean;
  /** Every version built, newest first: the same doc there, else that version's first page. */
  readonly versions: readonly VersionLinkData[];
}

/**
 * What the browser gets of an API reference page: its navigation. The reference itself is the
 * article the server rendered, which the browser keeps as HTML (or, after client navigation, takes
 * from the page's own HTML): it is never sent as data. The table of contents is `PageData.toc`.
 */
export interface ApiPageData {
  /** Parts of the page before the operations: the description's own sections, then Authentication (`#token-kinds`, `#authentication`). */
  readonly sections: readonly ApiNavLink[];
  /** The spec's `x-tagGroups`, before `tags`: each a heading (`#group-billing`) over its tags. */
  readonly tagGroups?: readonly ApiNavGroup[];
  /** The tags in no group. */
  readonly tags: readonly ApiNavTag[];
  /** The webhooks, after the tags: `{label: 'Webhooks', href: '#webhooks', operations}`. */
  readonly webhooks?: ApiNavTag;
  /** Where the named schemas are listed, when the spec has any: `#schemas`, or on the overview page of a reference split per tag. */
  readonly schemasHref: string | undefined;
}

export interface ApiNavGroup extends ApiNavLink {
  readonly tags: readonly ApiNavTag[];
}

export interface ApiNavLink {
  readonly label: string;
  /** `#token-kinds`, or a URL (a tag with a page of its own). */
  readonly href: string;
}

export interface ApiNavTag extends ApiNavLink {
  readonly operations: readonly ApiNavOperation[];
}

export interface ApiNavOperation {
  /** The operation's anchor on the page: `listEntitlements`. */
  readonly anchor: string;
  /** `GET`, `POST`, … */
  readonly method: string;
  /** Its summary, else its path. */
  readonly label: string;
  readonly deprecated: boolean;
}

/**
 * The shared sidebar file, one per sidebar, loaded by the client when a
 * reader expands a category the page holds no items for. Items keep their
 * positions (unlisted links included), so a category's position in the
 * page's sidebar finds it: position 2.0.3 is item 3 of item 0 of item 2.
 */
export type SharedSidebarItem =
  | {
      readonly label: string;
      readonly href: string;
      readonly unlisted?: true;
      readonly reference?: true;
      readonly className?: string;
      readonly customProps?: Readonly<Record<string, unknown>>;
    }
  | { readonly html: string; readonly defaultStyle: boolean; readonly className?: string }
  | {
      readonly label: string;
      /** Where the label links (its own page or first child), if anywhere. */
      readonly href?: string;
      readonly items: readonly SharedSidebarItem[];
      readonly collapsible: boolean;
      readonly collapsed: boolean;
      readonly className?: string;
      readonly customProps?: Readonly<Record<string, unknown>>;
    };

/**
 * A page body as plain data: the React elements the server rendered, so the
 * browser rebuilds exactly the same tree to hydrate. A string is text; an
 * array is `[type, props or 0, ...children]`, where type is an HTML tag name,
 * `$Name` for a theme component, or `#` for a fragment.
 */
export type BodyNode = string | number | null | readonly [string, Readonly<Record<string, unknown>> | 0, ...BodyNode[]];

/** What the browser fetches for a route (`routeDataFile`): everything to render it. */
export interface RouteData {
  readonly page: PageData;
  readonly body: BodyNode;
}

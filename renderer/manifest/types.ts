/**
 * The route manifest: the one data structure every stage after
 * `buildManifest` reads. Plain, readonly data (structured-cloneable, so it can
 * be sent to workers and cached).
 */
import type { ApiReference } from '../shared/api-reference.js';
import type { SidebarItem } from '../shared/sidebar.js';
import type { Heading, OutgoingLink, TagLink } from '../content/doc-refs.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { BlogAuthor } from '../content/authors-file.js';

export type { SidebarItem } from '../shared/sidebar.js';

/**
 * `page`: a page of the pages folder (`src/pages`): Markdown, MDX or a React component, shown without a sidebar.
 * `blog-post`, `blog-list` (the newest posts a page at a time, of the blog or of a tag), `blog-tags`, `blog-archive`: the blog's.
 */
export type RouteKind = 'doc' | 'category' | 'api' | 'page' | 'blog-post' | 'blog-list' | 'blog-tags' | 'blog-archive' | 'not-found';

/** Where a route comes from. */
export type RouteSource =
  /** A doc file: `{ type: 'file', file: 'content/guide/install.md' }` (relative to the site root). */
  | { readonly type: 'file'; readonly file: string }
  /** A generated category index: `{ type: 'category', file: 'content/guide/_category_.json' }` (or the folder). */
  | { readonly type: 'category'; readonly file: string }
  /** An API reference: `{ type: 'spec', file: 'specs/transaction.yaml', pointer: '' }` */
  | { readonly type: 'spec'; readonly file: string; readonly pointer: string }
  /** A page the blog makes from its posts (a list, the tags, the archive): `{ type: 'blog', file: 'blog' }`. */
  | { readonly type: 'blog'; readonly file: string }
  /** A page written as a React component: `{ type: 'component', file: 'src/pages/index.tsx' }`. */
  | { readonly type: 'component'; readonly file: string }
  /** Built in (the not-found page). */
  | { readonly type: 'builtin' };

export interface Route {
  /**
   * Path under baseUrl, no trailing slash except the root, decoded as the file names it comes
   * from: `/guide/install`, `/`, `/100%`, `/a#b`, `/café`. Percent-encode it (`routeUrl`,
   * `encodeUrlPath` in renderer/shared/routes.ts) wherever it becomes a URL: `/100%25`.
   */
  readonly path: string;
  readonly kind: RouteKind;
  readonly source: RouteSource;
  /** `Install the SDK` */
  readonly title: string;
  readonly description: string | undefined;
  /** Headings within the configured TOC levels, in order. */
  readonly headings: readonly Heading[];
  /** Every id on the page (headings and explicit ids), for anchor checks. */
  readonly anchors: readonly string[];
  /** Links in the page's own source, with positions, for link checks. */
  readonly links: readonly OutgoingLink[];
  /** The doc id for doc routes: `guide/install`. */
  readonly docId: string | undefined;
  /** The sidebar this page is shown with, if any: `docs` (its key in RouteManifest.sidebars is `versionedKey(version, sidebarId)`). */
  readonly sidebarId: string | undefined;
  /** The docs version: `current`. */
  readonly version: string;
  /** `true` for unlisted docs and the not-found page: robots noindex, not in the sitemap. */
  readonly noIndex: boolean;
  /** Output file relative to the output folder, decoded as `path` is: `guide/install/index.html`, `100%/index.html`. */
  readonly outputFile: string;
}

/** A doc's metadata from its path and front matter. */
export interface DocMeta {
  /** Path under content/ without extension and number prefixes, or front matter id: `guide/install`. */
  readonly id: string;
  /** `content/guide/01-install.md` (relative to the site root). */
  readonly file: string;
  /** Folder of the doc under content/, '' for the top level: `guide`. */
  readonly dir: string;
  readonly title: string;
  readonly sidebarLabel: string;
  readonly sidebarPosition: number | undefined;
  readonly description: string | undefined;
  readonly keywords: readonly string[];
  readonly draft: boolean;
  readonly unlisted: boolean;
  readonly hideTableOfContents: boolean;
  /** Front matter `search: false` leaves the doc out of the site's search. */
  readonly search: boolean;
  /** Doc id, or null to hide the link. undefined: from the sidebar order. */
  readonly paginationPrev: string | null | undefined;
  readonly paginationNext: string | null | undefined;
  /** The route path: `/guide/install`. */
  readonly permalink: string;
  readonly version: string;
  /** `hide_title`: the page shows no title of its own above the text. */
  readonly hideTitle: boolean;
  /** `toc_min_heading_level` / `toc_max_heading_level`, where the front matter sets them. */
  readonly tocLevels: { readonly min: number | undefined; readonly max: number | undefined };
  /** `image`: what link previews show (og:image), as written: `img/card.png` or a URL. */
  readonly image: string | undefined;
  /** The "Edit this page" link: `custom_edit_url`, else `docs.editUrl` joined with the doc's file. */
  readonly editUrl: string | undefined;
  /** When the doc last changed and by whom, as the config asks to show: from `last_update`, else git. */
  readonly lastUpdate: LastUpdate | undefined;
  /** The doc's tags, each with its page: `{ label: 'Billing', permalink: '/tags/billing' }`. */
  readonly tags: readonly TagLink[];
  /** `sidebar_class_name`: class names on the doc's row in the sidebar. */
  readonly sidebarClassName: string | undefined;
  /** `sidebar_custom_props`: data kept with the doc's sidebar item. */
  readonly sidebarCustomProps: Readonly<Record<string, unknown>> | undefined;
}

/** What a page of the pages folder shows that its route does not carry. */
export interface PageMeta {
  /** `src/pages/help.md` */
  readonly file: string;
  readonly keywords: readonly string[];
  /** `image`: what link previews show (og:image), as written. */
  readonly image: string | undefined;
  readonly hideTableOfContents: boolean;
  /** `wrapperClassName`: class names on the element around the page's text. */
  readonly wrapperClassName: string | undefined;
}

/** `{ date: '2024-03-01T00:00:00.000Z', author: 'Ada' }`: either may be missing. */
export interface LastUpdate {
  /** ISO 8601. */
  readonly date: string | undefined;
  readonly author: string | undefined;
}

export interface Version {
  /** `current` (the docs in content/), or a released name: `1.0`. */
  readonly name: string;
  /** `Next`, `1.0` */
  readonly label: string;
  /** URL path of the version's docs root: `/`, `/next`, `/1.0`. */
  readonly path: string;
  /** The version the docs root shows. */
  readonly isLast: boolean;
  /** What old and unreleased versions say above each page. */
  readonly banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether its pages show "Version: <label>" (a site of several versions). */
  readonly badge: boolean;
  /** Whether sitemap.xml lists its pages (by default, the last version's only). */
  readonly inSitemap: boolean;
  readonly sidebars: readonly string[];
  /** Doc ids in this version (drafts excluded unless in dev). */
  readonly docs: readonly string[];
  readonly draftIds: readonly string[];
}

/** A generated category index page's content. */
export interface CategoryIndex {
  readonly path: string;
  readonly title: string;
  readonly description: string | undefined;
  readonly items: readonly SidebarItem[];
  /** The sidebar shown with the page; none for the tags pages. */
  readonly sidebarId: string | undefined;
}

/** A `link` item of a sidebar as written: its target, and its place (the sidebars file, or its field in the config). */
export interface SidebarLinkSource {
  readonly href: string;
  readonly location: Diagnostic['location'];
}

export interface RouteManifest {
  /** Every route, sorted by path. */
  readonly routes: readonly Route[];
  readonly byPath: ReadonlyMap<string, Route>;
  /** Route path of each doc by source file: `content/guide/install.md` → `/guide/install`. */
  readonly byFile: ReadonlyMap<string, string>;
  /** Docs by `versionedKey(version, id)`: their id in content/, `version-1.0/<id>` in a released version. */
  readonly docs: ReadonlyMap<string, DocMeta>;
  /** Resolved sidebars by `versionedKey(version, id)`. */
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  /** The sidebars' `link` items, each with where it is written, for the link checks. */
  readonly sidebarLinks: readonly SidebarLinkSource[];
  /** Generated category index pages by path. */
  readonly categoryIndexes: ReadonlyMap<string, CategoryIndex>;
  /** The versions built, newest first (current, when built, comes first). */
  readonly versions: readonly Version[];
  /** Files under static/ (copied to the output root), POSIX paths: `img/logo.svg`. */
  readonly assets: ReadonlySet<string>;
  /** What each API reference page shows, by route path. */
  readonly apiPages: ReadonlyMap<string, { readonly reference: ApiReference; readonly schemasPath: string | undefined }>;
  /** The pages of the pages folder, by route path. */
  readonly pages: ReadonlyMap<string, PageMeta>;
  /** The blog, when the site has one. */
  readonly blog: BlogManifest | undefined;
  /** Files docs link beside themselves (`content/guide/img/a.png`), by where the site publishes them (`assets/files/a-1a2b3c4d.png`). */
  readonly localFiles: ReadonlyMap<string, string>;
}

/** A blog post's metadata. */
export interface BlogPostMeta {
  /** `blog/2024-03-01-launch.md` */
  readonly file: string;
  /** Its route path: `/blog/2024/03/01/launch`. */
  readonly path: string;
  readonly title: string;
  readonly description: string | undefined;
  /** ISO 8601 (`2024-03-01T00:00:00.000Z`): from front matter, else the file name; undefined when neither says. */
  readonly date: string | undefined;
  readonly authors: readonly BlogAuthor[];
  readonly tags: readonly TagLink[];
  /** Minutes, at 200 words a minute; undefined when the blog does not show reading times. */
  readonly readingMinutes: number | undefined;
  readonly keywords: readonly string[];
  /** `image`: what link previews show, as written. */
  readonly image: string | undefined;
  readonly hideTableOfContents: boolean;
  /** The post's "Edit this page" link: front matter `custom_edit_url`, else `blog.editUrl` joined with its file. */
  readonly editUrl: string | undefined;
  /** Listed in the blog's lists, sidebar, tags and feeds (not a draft, not unlisted). */
  readonly listed: boolean;
}

/** A page of one of the blog's lists: the blog's own, or a tag's. */
export interface BlogListMeta {
  readonly path: string;
  /** `Blog`, or `3 posts tagged with "release"`. */
  readonly title: string;
  readonly description: string | undefined;
  /** Its posts' paths, newest first. */
  readonly posts: readonly string[];
  /** 1 for the first page. */
  readonly page: number;
  readonly pages: number;
  /** The pages before and after it, by path. */
  readonly newer: string | undefined;
  readonly older: string | undefined;
  /** For a tag's or an author's list: the page listing every tag, or every author. */
  readonly index: { readonly path: string; readonly label: string } | undefined;
  /** For an author's list: the author. */
  readonly author?: BlogAuthor;
}

export interface BlogManifest {
  /** `/blog` */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** Every post, newest first, by route path (drafts only in dev). */
  readonly posts: ReadonlyMap<string, BlogPostMeta>;
  /** Each page of the blog's lists (its own and its tags'), by route path. */
  readonly lists: ReadonlyMap<string, BlogListMeta>;
  /** Every tag with its page and how many posts have it, by label. */
  readonly tags: ReadonlyArray<{ readonly label: string; readonly path: string; readonly count: number }>;
  /** `/blog/tags` */
  readonly tagsPath: string;
  /** The authors with a page of their own, with it and how many posts they wrote; their index is at `authorsPath`. */
  readonly authors: ReadonlyArray<{ readonly author: BlogAuthor; readonly path: string; readonly count: number }>;
  /** `/blog/authors` */
  readonly authorsPath: string;
  /** `/blog/archive` */
  readonly archivePath: string;
  /** The paths of the posts its sidebar lists, newest first. */
  readonly recent: readonly string[];
  /** The feeds written, by path from the output root: `blog/rss.xml`, `blog/atom.xml`. */
  readonly feeds: ReadonlyArray<{ readonly type: 'rss' | 'atom'; readonly file: string }>;
}

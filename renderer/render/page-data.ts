/**
 * Builds the PageData the theme renders: per-site parts once
 * (`createPageDataBuilder`), per-page parts in the page loop.
 *
 * A page's data is made from its own route and from inputs other pages
 * share: the site data (navbar, footer, versions), its doc's and other docs'
 * metadata, the parts of its sidebar it shows, its place in the sidebar and
 * its neighbours there. The builder tells which of those each page read
 * (`onRead`), and `changedInputs` which of them differ between two builders,
 * so after an edit only the pages that read a changed input are made again.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { ManifestChanges } from '../manifest/manifest-changes.js';
import type { BlogAuthor } from '../content/authors-file.js';
import type { BlogManifest, BlogPostMeta, CategoryIndex, DocMeta, Route, RouteManifest, Version } from '../manifest/types.js';
import { versionedKey } from '../config/version-plan.js';
import type { BlogAuthorData, BlogPageData, BlogPostData, BreadcrumbData, CardData, LinkData, PageData, SiteData } from '../shared/page-data.js';
import { apiArticleOf, apiNavOf, apiTocOf } from './api-page.js';
import { joinBase } from './document.js';
import { encodeUrlPath, isExternalHref, joinRoutePath } from '../shared/routes.js';
import { categoryHref, stripTrailingSlash, type SidebarItem } from '../shared/sidebar.js';
import { buildSiteData, createUrlMaker, firstListedHref, isNavbarItemActive } from './site-data.js';
import { changedSidebarReads, indexSidebar, TOP_BOX, type IndexedSidebar } from './indexed-sidebar.js';
import { sharedSidebarFile, sidebarOutlineFile } from './sidebar-files.js';
import { expansionOf, outlineOf, pruneSidebar } from './sidebar-view.js';

export interface PageDataInput {
  readonly route: Route;
  /** Whether the page body starts with its own h1. */
  readonly hasOwnH1: boolean;
  /**
   * Told each shared input the page's data is made from: `doc:<versioned id>` (a doc's metadata),
   * `index:<path>` (a generated category index), and of its sidebar (`<key>` its versioned id)
   * `box:<key>\0<box>` (a list of items it shows: the top level, or an open category's),
   * `cards:<key>\0<box>` (the items of the category it is the page of),
   * `chain:<key>\0<url>` (where its URL sits) and `next:<key>\0<url>` (its neighbours); `page:<path>` (what a page
   * of the pages folder shows besides its route), `blog` (the blog's posts and lists, which its pages show).
   */
  readonly onRead?: (key: string) => void;
}

export interface PageDataBuilder {
  (input: PageDataInput): PageData;
  /** What the builder made once for all pages: a later builder compares with it and reuses it. */
  readonly shared: SharedInputs;
}

export interface SharedInputs {
  readonly config: ResolvedConfig;
  readonly manifest: RouteManifest;
  /** The site data, and each version's home and label: every page shows them. */
  readonly signature: string;
  readonly sidebars: ReadonlyMap<string, IndexedSidebar>;
  /** Each sidebar item with URLs for hrefs, by the manifest's item. */
  readonly withUrls: WeakMap<SidebarItem, SidebarItem>;
  /** The text of each of those in a shared sidebar file. */
  readonly sharedJson: WeakMap<SidebarItem, string>;
}

/**
 * `previous`: the shared inputs of a builder made for an earlier manifest under the same config;
 * its indexed sidebars are kept where the manifest's sidebar is the same.
 */
export function createPageDataBuilder({
  config,
  manifest,
  previous,
}: {
  config: ResolvedConfig;
  manifest: RouteManifest;
  previous?: SharedInputs;
}): PageDataBuilder {
  const toUrl = createUrlMaker({ config, manifest });
  const sameConfig = previous?.config === config;
  const urlItems = sameConfig ? previous.withUrls : new WeakMap<SidebarItem, SidebarItem>();
  const withUrlsOnce = (item: SidebarItem): SidebarItem => {
    let made = urlItems.get(item);
    if (made === undefined) urlItems.set(item, (made = withUrls(item, toUrl, withUrlsOnce)));
    return made;
  };
  // Indexed once per sidebar: looking a page up by walking the whole sidebar would make the build quadratic.
  const sidebarsWithUrls = new Map(
    Object.entries(manifest.sidebars).map(([id, items]) => {
      const before = sameConfig ? previous.sidebars.get(id) : undefined;
      return [id, before?.source === items ? before : indexSidebar(items, items.map(withUrlsOnce))];
    }),
  );
  const navbarTargets = config.navbar.items.map(isNavbarItemActive);
  const sidebarHomeIn = (version: string, sidebarId: string) => firstListedHref(manifest.sidebars[versionedKey(version, sidebarId)] ?? []);
  // Each version's first page, found once: pages link it for every version that lacks their doc.
  const versionHomes = new Map(
    manifest.versions.map((version) => [
      version.name,
      manifest.byPath.has(version.path) ? version.path : (sidebarHomeIn(version.name, version.sidebars[0] ?? '') ?? version.path),
    ]),
  );
  const versionHome = (version: Version) => versionHomes.get(version.name)!;
  // The blog's sidebar, feeds and post order, made once: each of its pages shows them.
  const blogPageOf = manifest.blog === undefined ? undefined : createBlogPageMaker(manifest.blog, toUrl, config);
  const siteWithoutActive = buildSiteData({ config, manifest, toUrl, sidebarHomeIn, versionHome });
  const signature = JSON.stringify([
    siteWithoutActive,
    [...versionHomes],
    manifest.versions.map(({ name, label, banner, badge, isLast }) => [name, label, banner, badge, isLast]),
  ]);

  const versionOf = (route: Route): PageData['version'] => {
    const current = manifest.versions.find((version) => version.name === route.version);
    if (manifest.versions.length < 2 || current === undefined || (route.kind !== 'doc' && route.kind !== 'category')) return undefined;
    return {
      name: current.name,
      label: current.label,
      banner: current.banner === 'none' ? undefined : current.banner,
      badge: current.badge,
      versions: manifest.versions.map((version) => {
        if (route.docId !== undefined) read(`doc:${versionedKey(version.name, route.docId)}`);
        const sameDoc = route.docId === undefined ? undefined : manifest.docs.get(versionedKey(version.name, route.docId));
        const path = version.name === route.version ? route.path : (sameDoc?.permalink ?? versionHome(version));
        return { name: version.name, label: version.label, url: toUrl(path), isLast: version.isLast };
      }),
    };
  };

  let read: (key: string) => void = () => {};
  const build = ({ route, hasOwnH1, onRead }: PageDataInput): PageData => {
    read = onRead ?? (() => {});
    const url = toUrl(route.path);
    const sidebarKey = route.sidebarId === undefined ? undefined : versionedKey(route.version, route.sidebarId);
    const fullSidebar = sidebarKey === undefined ? undefined : sidebarsWithUrls.get(sidebarKey);
    if (fullSidebar) read(`chain:${sidebarKey}\u0000${stripTrailingSlash(url)}`);
    const chain = fullSidebar?.chains.get(stripTrailingSlash(url)) ?? [];
    const onChain = new Set(chain);
    const showBox = (box: string) => read(`box:${sidebarKey}\u0000${box}`);
    const sidebar = fullSidebar ? pruneSidebar(fullSidebar.items, onChain, (category) => showBox(fullSidebar.boxOf.get(category)!)) : undefined;
    if (fullSidebar) showBox(TOP_BOX);
    const sidebarSrc = sidebarKey === undefined ? undefined : joinBase(config.baseUrl, encodeUrlPath(sharedSidebarFile(sidebarKey)));
    const sidebarOutline =
      fullSidebar && sidebar && outlineOf(fullSidebar).shared
        ? {
            src: joinBase(config.baseUrl, encodeUrlPath(sidebarOutlineFile(sidebarKey!))),
            expansion: expansionOf(fullSidebar.items, onChain, sidebar),
          }
        : undefined;
    const site: SiteData = {
      ...siteWithoutActive,
      navbar: {
        ...siteWithoutActive.navbar,
        items: siteWithoutActive.navbar.items.map((item, index) => ({ ...item, active: navbarTargets[index]!(route) })),
      },
    };
    const docOf = (id: string) => {
      read(`doc:${versionedKey(route.version, id)}`);
      return manifest.docs.get(versionedKey(route.version, id));
    };
    const doc = route.docId === undefined ? undefined : docOf(route.docId);
    const apiArticle = apiArticleOf({ route, manifest, toUrl, baseUrl: config.baseUrl });
    const category = manifest.categoryIndexes.get(route.path);
    if (category) read(`index:${route.path}`);
    const ownPage = route.kind === 'page' ? manifest.pages.get(route.path) : undefined;
    if (ownPage) read(`page:${route.path}`);
    const blog = route.kind.startsWith('blog-') ? blogPageOf?.(route) : undefined;
    if (blog) read('blog');
    const post = route.kind === 'blog-post' ? manifest.blog?.posts.get(route.path) : undefined;
    const owner = chain.at(-1);
    if (fullSidebar && owner?.type === 'category') read(`cards:${sidebarKey}\u0000${fullSidebar.boxOf.get(owner)!}`);
    if (fullSidebar && doc) read(`next:${sidebarKey}\u0000${url}`);
    return {
      site,
      kind: route.kind,
      url,
      title: route.title,
      description: route.description,
      hasOwnH1,
      toc: apiArticle === undefined ? route.headings : apiTocOf(apiArticle),
      hideTableOfContents: (doc ?? ownPage ?? post)?.hideTableOfContents ?? false,
      // A page of the pages folder shows its text as written, as Docusaurus's do: its title names the document only.
      hideTitle: ownPage !== undefined || (doc?.hideTitle ?? false),
      image: imageUrlOf((doc ?? ownPage ?? post)?.image ?? config.image, config),
      ...(blog !== undefined && { blog }),
      ...(ownPage !== undefined && {
        ownPage: {
          component: route.source.type === 'component',
          ...(ownPage.wrapperClassName !== undefined && { wrapperClassName: ownPage.wrapperClassName }),
        },
      }),
      docFooter: doc === undefined ? undefined : docFooterOf(doc, toUrl),
      sidebar,
      sidebarSrc,
      ...(sidebarOutline && { sidebarOutline }),
      breadcrumbs: breadcrumbsOf(chain, route),
      pagination:
        fullSidebar && doc
          ? paginationOf({ sidebar: fullSidebar, url, docOf, toUrl, prevId: doc.paginationPrev, nextId: doc.paginationNext })
          : { prev: undefined, next: undefined },
      cards: cardsOf({ chain, category, docOf, toUrl }),
      api: apiArticle === undefined ? undefined : apiNavOf(apiArticle),
      version: versionOf(route),
    };
  };
  const sharedJson = sameConfig ? previous.sharedJson : new WeakMap<SidebarItem, string>();
  return Object.assign(build, { shared: { config, manifest, signature, sidebars: sidebarsWithUrls, withUrls: urlItems, sharedJson } });
}

/**
 * The shared inputs (named as `onRead` names them) that differ between the pages of two builders under
 * the same config, given how their manifests differ; `all` when every page may differ (the site data
 * changed, or a page came or went whose URL a link names differently when it exists).
 */
export function changedInputs(before: SharedInputs, after: SharedInputs, changes: ManifestChanges): ReadonlySet<string> | 'all' {
  if (before.signature !== after.signature || before.config !== after.config) return 'all';
  const toUrl = createUrlMaker(after);
  for (const path of changes.routes) {
    const cameOrWent = before.manifest.byPath.has(path) !== after.manifest.byPath.has(path);
    if (cameOrWent && toUrl(path) !== createUrlMaker(before)(path)) return 'all';
  }
  const keys = new Set(changes.entries);
  for (const [key, now] of after.sidebars) {
    const was = before.sidebars.get(key);
    // A sidebar that came or went changes the sidebar of each route it lists: those routes changed.
    if (was === undefined || was === now) continue;
    changedSidebarReads({ key, was, now, keys });
  }
  return keys;
}

/** What a page of the blog shows besides its text (its post or list, the blog's sidebar and feeds), by route. */
function createBlogPageMaker(blog: BlogManifest, toUrl: (path: string) => string, config: ResolvedConfig): (route: Route) => BlogPageData {
  const postData = (meta: BlogPostMeta): BlogPostData => ({
    title: meta.title,
    href: toUrl(meta.path),
    date: meta.date,
    authors: meta.authors.map(authorData),
    tags: meta.tags.map((tag) => ({ label: tag.label, href: toUrl(tag.permalink), external: false })),
    readingMinutes: meta.readingMinutes,
  });
  // An author with a page of their own links it, as Docusaurus's do; another their own URL.
  const authorData = ({ name, title, url, imageUrl, page }: BlogAuthor): BlogAuthorData => ({
    name,
    title,
    url: page === undefined ? url : toUrl(joinRoutePath(blog.authorsPath, page)),
    imageUrl,
  });
  const linkTo = (path: string | undefined, label: string): LinkData | undefined =>
    path === undefined ? undefined : { label, href: toUrl(path), external: false };
  const listed = [...blog.posts.values()].filter((meta) => meta.listed);
  const listedAt = new Map(listed.map((meta, index) => [meta.path, index]));
  const base: BlogPageData = {
    title: blog.title,
    home: toUrl(blog.path),
    sidebar:
      blog.recent.length === 0 ? undefined : { title: config.blog.sidebarTitle, posts: blog.recent.map((path) => linkTo(path, blog.posts.get(path)!.title)!) },
    feeds: blog.feeds.map((feed) => ({ type: feed.type, href: joinBase(config.baseUrl, feed.file) })),
  };
  return (route) => {
    switch (route.kind) {
      case 'blog-post': {
        const at = listedAt.get(route.path);
        const meta = blog.posts.get(route.path)!;
        const neighbour = (index: number) => (at === undefined ? undefined : listed[index]);
        const newer = neighbour((at ?? 0) - 1);
        const older = neighbour((at ?? 0) + 1);
        return {
          ...base,
          post: { ...postData(meta), newer: newer && linkTo(newer.path, newer.title), older: older && linkTo(older.path, older.title), editUrl: meta.editUrl },
        };
      }
      case 'blog-list': {
        const list = blog.lists.get(route.path)!;
        return {
          ...base,
          list: {
            posts: list.posts.map((path) => postData(blog.posts.get(path)!)),
            newer: linkTo(list.newer, 'Newer entries'),
            older: linkTo(list.older, 'Older entries'),
            index: list.index && linkTo(list.index.path, list.index.label),
            // A tag's or an author's list says what its tags.yml or authors.yml says of it.
            ...(list.index !== undefined && list.description !== undefined && { description: list.description }),
          },
          ...(list.author !== undefined && { author: authorData(list.author) }),
        };
      }
      case 'blog-tags':
        if (route.path === blog.authorsPath)
          return { ...base, authors: blog.authors.map(({ author, path, count }) => ({ ...authorData(author), href: toUrl(path), count })) };
        return { ...base, tags: blog.tags.map((tag) => ({ label: tag.label, href: toUrl(tag.path), external: false, count: tag.count })) };
      default: {
        const years = new Map<string, BlogPostData[]>();
        for (const meta of listed) {
          const year = meta.date?.slice(0, 4) ?? 'Undated';
          years.set(year, [...(years.get(year) ?? []), postData(meta)]);
        }
        return { ...base, archive: [...years].map(([year, list]) => ({ year, posts: list })) };
      }
    }
  };
}

/** A link preview's image as an absolute URL: a file under static/ is served from the site's root. */
function imageUrlOf(image: string | undefined, config: ResolvedConfig): string | undefined {
  if (image === undefined) return undefined;
  return isExternalHref(image) ? image : `${config.url}${joinBase(config.baseUrl, encodeUrlPath(image))}`;
}

function docFooterOf(doc: DocMeta, toUrl: (path: string) => string): PageData['docFooter'] {
  const footer = {
    tags: doc.tags.map((tag) => ({ label: tag.label, href: toUrl(tag.permalink), external: false })),
    editUrl: doc.editUrl,
    lastUpdatedAt: doc.lastUpdate?.date,
    lastUpdatedBy: doc.lastUpdate?.author,
  };
  return footer.tags.length === 0 && footer.editUrl === undefined && doc.lastUpdate === undefined ? undefined : footer;
}

/** `child` makes each item of a category: withUrls again, or a memo of it. */
function withUrls(item: SidebarItem, toUrl: (path: string) => string, child: (item: SidebarItem) => SidebarItem = (c) => withUrls(c, toUrl)): SidebarItem {
  if (item.type === 'html') return item;
  if (item.type === 'link') return { ...item, href: toUrl(item.href) };
  return { ...item, href: item.href === undefined ? undefined : toUrl(item.href), items: item.items.map(child) };
}

function breadcrumbsOf(chain: readonly SidebarItem[], route: Route): BreadcrumbData[] {
  if (chain.length === 0) return [];
  return chain.flatMap((item, index) => {
    if (item.type === 'html') return [];
    const last = index === chain.length - 1;
    const href = item.type === 'link' ? item.href : categoryHref(item);
    return { label: last ? route.title : item.label, href: last ? undefined : href };
  });
}

function paginationOf({
  sidebar,
  url,
  docOf,
  toUrl,
  prevId,
  nextId,
}: {
  sidebar: IndexedSidebar;
  url: string;
  /** A doc of the page's version by id. */
  docOf: (id: string) => DocMeta | undefined;
  toUrl: (path: string) => string;
  prevId: string | null | undefined;
  nextId: string | null | undefined;
}): PageData['pagination'] {
  const links = sidebar.paginationLinks;
  const index = sidebar.paginationIndex.get(url) ?? -1;
  const pick = (override: string | null | undefined, neighbour: (typeof links)[number] | undefined): LinkData | undefined => {
    if (override === null) return undefined;
    if (override !== undefined) {
      const doc = docOf(override);
      return doc ? { label: doc.sidebarLabel, href: toUrl(doc.permalink), external: false } : undefined;
    }
    return neighbour ? { label: neighbour.label, href: neighbour.href, external: false } : undefined;
  };
  return {
    prev: pick(prevId, index > 0 ? links[index - 1] : undefined),
    next: pick(nextId, index >= 0 ? links[index + 1] : undefined),
  };
}

/** Cards for a generated index page, or for a doc that is a category's own page (for <DocCardList />). */
function cardsOf({
  chain,
  category,
  docOf,
  toUrl,
}: {
  chain: readonly SidebarItem[];
  category: CategoryIndex | undefined;
  docOf: (id: string) => DocMeta | undefined;
  toUrl: (path: string) => string;
}): CardData[] {
  const owner = chain.at(-1);
  const items = category ? category.items : owner?.type === 'category' ? owner.items : undefined;
  if (items === undefined) return [];
  const urlItems = category ? items.map((item) => withUrls(item, toUrl)) : items;
  return urlItems.flatMap((item): CardData[] => {
    if (item.type === 'html') return [];
    if (item.type === 'link') {
      if (item.unlisted) return [];
      const doc = item.docId === undefined ? undefined : docOf(item.docId);
      return [{ type: 'link', label: item.label, href: item.href, description: doc?.description, count: undefined }];
    }
    const href = categoryHref(item);
    return href === undefined ? [] : [{ type: 'category', label: item.label, href, description: undefined, count: item.items.length }];
  });
}

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
import type { CategoryIndex, DocMeta, Route, RouteManifest, Version } from '../manifest/types.js';
import { versionedKey } from '../config/version-plan.js';
import type { BreadcrumbData, CardData, LinkData, PageData, SharedSidebarItem, SiteData } from '../shared/page-data.js';
import { apiArticleOf, apiNavOf, apiTocOf } from './api-page.js';
import { joinBase } from './document.js';
import { encodeUrlPath, isExternalHref } from '../shared/routes.js';
import {
  categoryHref,
  flattenSidebarLinks,
  sidebarHrefs,
  stripTrailingSlash,
  type SidebarExpansion,
  type SidebarHtml,
  type SidebarItem,
  type SidebarLink,
} from '../shared/sidebar.js';
import { SHARED_OUTLINE_FROM_BYTES } from '../shared/sidebar-outline.js';
import { buildSiteData, createUrlMaker, firstListedHref, isNavbarItemActive } from './site-data.js';

export interface PageDataInput {
  readonly route: Route;
  /** Whether the page body starts with its own h1. */
  readonly hasOwnH1: boolean;
  /**
   * Told each shared input the page's data is made from: `doc:<versioned id>` (a doc's metadata),
   * `index:<path>` (a generated category index), and of its sidebar (`<key>` its versioned id)
   * `box:<key>\0<box>` (a list of items it shows: the top level, or an open category's),
   * `cards:<key>\0<box>` (the items of the category it is the page of),
   * `chain:<key>\0<url>` (where its URL sits) and `next:<key>\0<url>` (its neighbours).
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
  const siteWithoutActive = buildSiteData({ config, manifest, toUrl, sidebarHomeIn, versionHome });
  const signature = JSON.stringify([
    siteWithoutActive,
    [...versionHomes],
    manifest.versions.map(({ name, label, banner, isLast }) => [name, label, banner, isLast]),
  ]);

  const versionOf = (route: Route): PageData['version'] => {
    const current = manifest.versions.find((version) => version.name === route.version);
    if (manifest.versions.length < 2 || current === undefined || (route.kind !== 'doc' && route.kind !== 'category')) return undefined;
    return {
      name: current.name,
      label: current.label,
      banner: current.banner === 'none' ? undefined : current.banner,
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
      hideTableOfContents: doc?.hideTableOfContents ?? false,
      hideTitle: doc?.hideTitle ?? false,
      image: imageUrlOf(doc?.image ?? config.image, config),
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
    changedBoxes({ key, was, now, keys });
    changedNeighbours({ key, was, now, keys });
  }
  return keys;
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

/**
 * Keeps what a page shows: every category that is open (on the active chain,
 * or not collapsed) with its items, and closed categories as their label and
 * link only. A page's size then depends on its own place in the sidebar, not
 * on the size of the site.
 */
function pruneSidebar(items: readonly SidebarItem[], chain: ReadonlySet<SidebarItem>, onOpen: (category: SidebarItem) => void): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    if (!chain.has(item)) {
      // Off the chain, an item shows the same on every page: made once, shared by all of them.
      const alone = prunedOffChain(item);
      for (const category of alone.opened) onOpen(category);
      return alone.item;
    }
    onOpen(item);
    return { ...item, items: pruneSidebar(item.items, chain, onOpen) };
  });
}

interface PrunedOffChain {
  readonly item: SidebarItem;
  /** The categories it shows open (itself included), which the pages showing it read. */
  readonly opened: readonly SidebarItem[];
}

/**
 * What a category shows on a page whose chain does not pass through it: none of its descendants is on
 * that chain either (a chain runs from the top level down), so it is the same on each such page. Kept
 * once per item: made for every page, closed categories were most of a large build's memory.
 */
const offChain = new WeakMap<SidebarItem, PrunedOffChain>();

function prunedOffChain(item: Extract<SidebarItem, { type: 'category' }>): PrunedOffChain {
  let pruned = offChain.get(item);
  if (pruned === undefined) {
    if (!item.collapsible || !item.collapsed) {
      const opened: SidebarItem[] = [item];
      pruned = { item: { ...item, items: pruneSidebar(item.items, new Set(), (category) => opened.push(category)) }, opened };
    } else {
      pruned = { item: { ...item, href: item.linkUnlisted ? item.href : categoryHref(item), items: [], itemsDeferred: item.items.length > 0 }, opened: [] };
    }
    offChain.set(item, pruned);
  }
  return pruned;
}

/** A sidebar's outline (renderer/shared/sidebar-outline.ts): what a page shows of it with nothing on its chain. */
interface SidebarOutline {
  readonly items: readonly SidebarItem[];
  readonly json: string;
  /** Large enough to be kept in a file of its own rather than in each page's route data. */
  readonly shared: boolean;
}

const outlines = new WeakMap<IndexedSidebar, SidebarOutline>();

/** Made once per indexed sidebar, which a builder keeps while its sidebar is unchanged. */
function outlineOf(sidebar: IndexedSidebar): SidebarOutline {
  let outline = outlines.get(sidebar);
  if (outline === undefined) {
    const items = pruneSidebar(sidebar.items, new Set(), () => {});
    const json = JSON.stringify(items);
    outline = { items, json, shared: Buffer.byteLength(json) >= SHARED_OUTLINE_FROM_BYTES };
    outlines.set(sidebar, outline);
  }
  return outline;
}

/**
 * The category of the chain that the outline shows closed, the outermost, as the page's sidebar shows it: the
 * page's sidebar is the outline with it in its place (`withExpansion`). None when the chain opens nothing more.
 */
function expansionOf(items: readonly SidebarItem[], chain: ReadonlySet<SidebarItem>, shown: readonly SidebarItem[]): SidebarExpansion | undefined {
  const at: number[] = [];
  let level = items;
  let shownLevel = shown;
  for (;;) {
    const index = level.findIndex((item) => chain.has(item));
    const item = level[index];
    const shownItem = shownLevel[index];
    if (item?.type !== 'category' || shownItem?.type !== 'category') return undefined;
    at.push(index);
    if (item.collapsible && item.collapsed) return { at, item: shownItem };
    level = item.items;
    shownLevel = shownItem.items;
  }
}

/** `docs` → `assets/sidebar-outlines/docs.json`, named as `sharedSidebarFile` names the sidebar's own file. */
export function sidebarOutlineFile(sidebarKey: string): string {
  return `assets/sidebar-outlines/${sidebarKey.split('/').map(fileNameSegment).join('/')}.json`;
}

/**
 * `docs` → `assets/sidebars/docs.json`; a released version's (`version-1.0/docs`) goes in a folder of its own.
 * Each part of the id is percent-encoded in the file's name, so no id reaches outside the folder; its URL
 * encodes the name once more (`my docs` → file `my%20docs.json`, URL `my%2520docs.json`).
 */
export function sharedSidebarFile(sidebarKey: string): string {
  return `assets/sidebars/${sidebarKey.split('/').map(fileNameSegment).join('/')}.json`;
}

/** encodeURIComponent keeps `.` and `..`, which would climb out of the folder (a sidebar id `../route-sizes` would write over the route size table). */
function fileNameSegment(part: string): string {
  return part === '.' || part === '..' ? part.replaceAll('.', '%2E') : encodeURIComponent(part);
}

/**
 * Every sidebar as its shared file (see `SharedSidebarItem`), or those of `only`. Written item by item,
 * as JSON.stringify writes the whole: each item's text is kept with its item (`shared.sharedJson`), so
 * after an edit a sidebar's file costs the categories that changed.
 */
export function renderSharedSidebars({
  config,
  manifest,
  only,
  shared = createPageDataBuilder({ config, manifest }).shared,
}: {
  config: ResolvedConfig;
  manifest: RouteManifest;
  /** Only these sidebars' files. @default all */
  only?: ReadonlySet<string>;
  /** The indexed sidebars of a builder for this manifest. */
  shared?: SharedInputs;
}): Array<{ path: string; contents: string }> {
  const jsonOf = (item: SidebarItem): string => {
    let json = shared.sharedJson.get(item);
    if (json !== undefined) return json;
    if (item.type === 'html') {
      json = JSON.stringify(sharedItemOf(item));
    } else if (item.type === 'link') {
      json = JSON.stringify(sharedItemOf(item));
    } else {
      const href = item.linkUnlisted ? undefined : categoryHref(item);
      const hrefJson = href === undefined ? '' : `,"href":${JSON.stringify(href)}`;
      const extrasJson = JSON.stringify(extrasOf(item)).slice(1, -1);
      json = `{"label":${JSON.stringify(item.label)}${hrefJson},"items":[${item.items.map(jsonOf).join(',')}],"collapsible":${item.collapsible},"collapsed":${item.collapsed}${extrasJson === '' ? '' : `,${extrasJson}`}}`;
    }
    shared.sharedJson.set(item, json);
    return json;
  };
  return Object.keys(manifest.sidebars)
    .filter((id) => only?.has(id) ?? true)
    .flatMap((id) => {
      const sidebar = shared.sidebars.get(id)!;
      const outline = outlineOf(sidebar);
      return [
        { path: sharedSidebarFile(id), contents: `[${sidebar.items.map(jsonOf).join(',')}]` },
        ...(outline.shared ? [{ path: sidebarOutlineFile(id), contents: outline.json }] : []),
      ];
    });
}

/** A link or HTML item of a shared sidebar file: what the sidebar shows of it. */
function sharedItemOf(item: SidebarLink | SidebarHtml): SharedSidebarItem {
  if (item.type === 'html') return { html: item.value, defaultStyle: item.defaultStyle, ...extrasOf(item) };
  return {
    label: item.label,
    href: item.href,
    ...(item.unlisted && { unlisted: true as const }),
    ...(item.reference === true && { reference: true as const }),
    ...extrasOf(item),
  };
}

function extrasOf(item: { className?: string; customProps?: Readonly<Record<string, unknown>> }): {
  className?: string;
  customProps?: Readonly<Record<string, unknown>>;
} {
  return { ...(item.className !== undefined && { className: item.className }), ...(item.customProps !== undefined && { customProps: item.customProps }) };
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

interface IndexedSidebar {
  /** The manifest's sidebar it was made from. */
  readonly source: readonly SidebarItem[];
  /** The same with URLs for hrefs. */
  readonly items: readonly SidebarItem[];
  /** The name of each category's list of items (see `boxesIn`). */
  readonly boxOf: ReadonlyMap<SidebarItem, string>;
  /** Active chain by page URL (without trailing slash); the first match in reading order, as `findActiveChain`. */
  readonly chains: ReadonlyMap<string, readonly SidebarItem[]>;
  /** The links prev/next walk through: listed and in-site, in reading order. */
  readonly paginationLinks: ReadonlyArray<{ label: string; href: string }>;
  readonly paginationIndex: ReadonlyMap<string, number>;
}

function indexSidebar(source: readonly SidebarItem[], items: readonly SidebarItem[]): IndexedSidebar {
  const boxOf = new Map<SidebarItem, string>();
  const nameBoxes = (box: string, level: readonly SidebarItem[]) => {
    for (const [name, category] of boxesIn(box, level)) {
      boxOf.set(category, name);
      nameBoxes(name, category.items);
    }
  };
  nameBoxes(TOP_BOX, items);
  const chains = new Map<string, readonly SidebarItem[]>();
  const visit = (level: readonly SidebarItem[], parents: readonly SidebarItem[]) => {
    for (const item of level) {
      // HTML has no link, and a ref item's doc is not a page of this sidebar.
      if (item.type === 'html' || (item.type === 'link' && item.reference === true)) continue;
      const chain = [...parents, item];
      if (item.href !== undefined && !chains.has(stripTrailingSlash(item.href))) chains.set(stripTrailingSlash(item.href), chain);
      if (item.type === 'category') visit(item.items, chain);
    }
  };
  visit(items, []);
  const paginationLinks = flattenSidebarLinks(items).filter((link) => !link.unlisted && !isExternalHref(link.href));
  const paginationIndex = new Map<string, number>();
  paginationLinks.forEach((link, index) => {
    if (!paginationIndex.has(link.href)) paginationIndex.set(link.href, index);
  });
  return { source, items, boxOf, chains, paginationLinks, paginationIndex };
}

/** The name of a sidebar's top-level list of items. */
const TOP_BOX = '';

/**
 * The categories of a list of items, each with the name of its own list: the list's name, then the
 * category's label and href, and how many categories of that label and href come before it. A name
 * stays while the category keeps its label and link, wherever its items move; when it changes, the
 * list holding it shows something else, and every page showing the category shows that list too.
 */
function boxesIn(box: string, items: readonly SidebarItem[]): Array<[string, Extract<SidebarItem, { type: 'category' }>]> {
  const seen = new Map<string, number>();
  return items.flatMap((item): Array<[string, Extract<SidebarItem, { type: 'category' }>]> => {
    if (item.type !== 'category') return [];
    const id = `${item.label}\u0002${item.href ?? ''}`;
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    return [[`${box}\u0001${id}\u0002${count}`, item]];
  });
}

/** What a page that shows a list of items takes from it, besides the lists of the categories it opens. */
function displayOf(items: readonly SidebarItem[]): string {
  return JSON.stringify(items.map((item) => (item.type !== 'category' ? item : { ...item, items: item.items.length > 0, first: categoryHref(item) })));
}

/** What a category's own page takes from its items for its cards (see `cardsOf`): a subcategory's card counts its items. */
function cardsDisplayOf(items: readonly SidebarItem[]): string {
  return JSON.stringify(items.map((item) => (item.type !== 'category' ? item : [item.label, categoryHref(item), item.items.length])));
}

/**
 * The lists of a sidebar that show something else (`box:`), and the URLs under them, whose place in
 * the sidebar may have moved (`chain:`). Lists are compared where they are not the same objects,
 * which the manifest keeps for unchanged categories, so an edit costs the lists above it.
 */
function changedBoxes({ key, was, now, keys }: { key: string; was: IndexedSidebar; now: IndexedSidebar; keys: Set<string> }): void {
  const compare = (box: string, before: readonly SidebarItem[], after: readonly SidebarItem[]) => {
    if (before === after) return;
    if (displayOf(before) !== displayOf(after)) {
      keys.add(`box:${key}\u0000${box}`);
      for (const href of [...sidebarHrefs(before), ...sidebarHrefs(after)]) keys.add(`chain:${key}\u0000${stripTrailingSlash(href)}`);
    }
    if (cardsDisplayOf(before) !== cardsDisplayOf(after)) keys.add(`cards:${key}\u0000${box}`);
    const categoriesBefore = new Map(boxesIn(box, before));
    for (const [name, category] of boxesIn(box, after)) {
      const old = categoriesBefore.get(name);
      if (old !== undefined) compare(name, old.items, category.items);
    }
  };
  compare(TOP_BOX, was.items, now.items);
}

/** The URLs whose previous or next link differs: those in the stretch of the reading order that changed, and its two ends. */
function changedNeighbours({ key, was, now, keys }: { key: string; was: IndexedSidebar; now: IndexedSidebar; keys: Set<string> }): void {
  const before = was.paginationLinks;
  const after = now.paginationLinks;
  const same = (a: { label: string; href: string }, b: { label: string; href: string }) => a.label === b.label && a.href === b.href;
  let head = 0;
  while (head < before.length && head < after.length && same(before[head]!, after[head]!)) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && same(before[before.length - 1 - tail]!, after[after.length - 1 - tail]!)) tail++;
  for (const links of [before, after]) {
    for (let at = Math.max(0, head - 1); at <= Math.min(links.length - 1, links.length - tail); at++) keys.add(`next:${key}\u0000${links[at]!.href}`);
  }
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

/**
 * Stage "plan" (pure): every route's page plan and render key, and the
 * site-wide files (the client bundle, the shared sidebars, the sitemap, the
 * specs' downloads, the page a Try it sign-in returns to).
 *
 * Render key of a page: the site key (the code, the whole config, the
 * bundle's file names), its doc's parse key, and its plan. Two pages with
 * equal keys render to the same bytes, so `build` keeps the file it wrote
 * before and `dev` the page it rendered before.
 *
 * Incremental: each page's plan is kept with the inputs shared with other
 * pages that it read (its sidebar's lists it shows, its place and neighbours
 * there, docs' metadata, the routes its links name; see `PagePlanner`).
 * When the manifest was made from the previous one under the same site key,
 * only the pages whose route or doc changed, and those that read an input
 * that changed, are planned again; the shared sidebar files of changed
 * sidebars are made again, and the sitemap when a route came, went or
 * changed. A new site key, or a manifest built anew, plans every page.
 *
 * `build` starts with no plan to build on, and most of its pages are often
 * unchanged since the build before: `createSitePlanner` gives a key of what
 * each page's plan is made from, and plans a page only when asked, so a
 * page whose key is the one recorded with its output file is never planned.
 */
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SiteDoc } from '../content/site-doc.js';
import { renderSitemap } from './sitemap.js';
import { renderBlogFeeds } from './blog-feeds.js';
import { redirectsOf } from '../manifest/redirects.js';
import { renderRedirectPage } from './redirect-page.js';
import { renderOAuthRedirectPage } from './oauth-redirect-page.js';
import { authorizesByCode, OAUTH_REDIRECT_FILE } from '../shared/oauth-redirect.js';
import type { OutputFile } from '../fs/output-file.js';
import type { RouteChanges } from '../manifest/assemble-manifest.js';
import { diffManifests } from '../manifest/manifest-changes.js';
import { manifestDigestOf } from '../manifest/manifest-digest.js';
import type { Route, RouteManifest } from '../manifest/types.js';
import type { CompiledPage } from '../mdx/compile-pages.js';
import { keyOf } from '../fs/digest.js';
import { sameItems } from '../shared/same-items.js';
import { joinBase, type DocumentAssets } from './document.js';
import { changedInputs } from './page-data.js';
import { renderSharedSidebars, sharedSidebarFile, sidebarOutlineFile } from './sidebar-files.js';
import { createPagePlanner, type PagePlan, type PagePlanner } from './plan-page.js';

export interface PlannedPage {
  readonly route: Route;
  readonly plan: PagePlan;
  /** The doc whose body the page shows. */
  readonly doc: SiteDoc | undefined;
  /** A blog list's posts, whose summaries it shows. */
  readonly summaryDocs?: readonly (SiteDoc | undefined)[];
  readonly key: string;
}

export interface SitePlan {
  /** The stylesheets and scripts every page links. */
  readonly assets: DocumentAssets;
  /** In the order of the manifest's routes. */
  readonly pages: readonly PlannedPage[];
  /**
   * Each page by its two files: its HTML (`guide/install/index.html`) and its data (`assets/routes/guide/install.json`).
   * The next plan built on this one takes the map over and updates it in place (copying one entry per file cost
   * more than the rest of a one-page update): only the newest plan's holds.
   */
  readonly byFile: ReadonlyMap<string, PlannedPage>;
  /** The client bundle's files, the shared sidebars, the sitemap and the specs' downloads. */
  readonly files: readonly OutputFile[];
  /** URLs of the pages whose key differs from the previous plan's (new pages included), or `all`. */
  readonly changedPages: readonly string[] | 'all';
  /** What the next run builds on. */
  readonly basis: PlanBasis;
}

interface PlanBasis {
  readonly siteKey: string;
  readonly manifest: RouteManifest;
  readonly planner: PagePlanner;
  /** Each page by route path. Updated in place by the next run, as `byFile` is, so only the newest plan's holds. */
  readonly byPath: Map<string, PlannedPage>;
  /** The shared inputs each page's plan read, by route path. Updated in place by the next run. */
  readonly reads: Map<string, readonly string[]>;
  /** The pages that read each shared input. Updated in place by the next run, so only the newest plan's holds. */
  readonly readers: Map<string, Set<string>>;
  readonly downloads: readonly OutputFile[];
}

/** The stylesheets and scripts of the client bundle as pages link them. */
export function assetsOf(
  config: ResolvedConfig,
  bundle: ClientBundle,
  { overrides, siteStylesheets = [] }: { overrides?: CompiledPage; siteStylesheets?: readonly string[] } = {},
): DocumentAssets {
  return {
    // The site's own stylesheets come last, so that their rules win.
    stylesheets: [...bundle.stylesheets, ...(overrides?.stylesheets ?? []), ...siteStylesheets].map((file) => joinBase(config.baseUrl, file)),
    scripts: bundle.scripts.map((file) => joinBase(config.baseUrl, file)),
    componentScripts: bundle.componentScripts.map((file) => joinBase(config.baseUrl, file)),
    ...(overrides && { themeOverrides: { server: overrides.server, script: joinBase(config.baseUrl, overrides.script) } }),
  };
}

/**
 * What `build` plans its pages with: the site-wide files, and each page's plan only when asked for it.
 * A page's plan is a function of the site key, the manifest, its route and its doc: `inputsOf` is a
 * key of those, recorded with the page's files, so a later build that finds the same key knows the
 * page's render key without planning it.
 */
export interface SitePlanner {
  /** The stylesheets and scripts every page links. */
  readonly assets: DocumentAssets;
  /** The client bundle's files, the shared sidebars, the sitemap and the specs' downloads. */
  readonly files: readonly OutputFile[];
  /** A key of everything the route's plan is made from: while it is the same, so are the plan and the render key. */
  inputsOf(route: Route): string;
  planPage(route: Route): PlannedPage;
}

export function createSitePlanner({
  config,
  manifest,
  docs,
  bundle,
  fingerprint,
  downloads = [],
  compiled = new Map(),
  overrides,
  siteStylesheets,
}: {
  config: ResolvedConfig;
  manifest: RouteManifest;
  docs: ReadonlyMap<string, SiteDoc>;
  bundle: ClientBundle;
  /** The site's theme overrides (renderer/mdx/compile-pages.ts), which every page loads. */
  overrides?: CompiledPage;
  /** The site's own stylesheets, bundled (renderer/mdx/compile-pages.ts), which every page loads. */
  siteStylesheets?: readonly string[];
  /** The code that renders: docs-gen's and the theme's. */
  fingerprint: string;
  /** The specs' files to download (openapi/downloads.ts), written as they are. */
  downloads?: readonly OutputFile[];
  /** The compiled pages by doc file (renderer/mdx/). */
  compiled?: ReadonlyMap<string, CompiledPage>;
}): SitePlanner {
  const assets = assetsOf(config, bundle, { overrides, siteStylesheets });
  const siteKey = siteKeyOf({ config, assets, fingerprint });
  const manifestKey = manifestDigestOf(manifest);
  const planner = createPagePlanner({ config, manifest });
  return {
    assets,
    files: siteFilesAfresh({ config, manifest, bundle, planner, downloads }),
    inputsOf: (route) =>
      keyOf(
        siteKey,
        manifestKey,
        route.path,
        docOf(docs, route)?.input.key ?? '',
        ...compiledKeyOf(compiledOf(compiled, route)),
        ...summaryDocsOf(docs, manifest, route).map((doc) => doc?.input.key ?? ''),
      ),
    planPage: (route) => plannedPage({ route, doc: docOf(docs, route), siteKey, planner, mdx: compiledOf(compiled, route), docs, manifest }),
  };
}

/** Part of every page's render key: the code, the whole config and the client bundle's file names. */
function siteKeyOf({ config, assets, fingerprint }: { config: ResolvedConfig; assets: DocumentAssets; fingerprint: string }): string {
  return keyOf(fingerprint, 'render', JSON.stringify(config), JSON.stringify(assets));
}

function docOf(docs: ReadonlyMap<string, SiteDoc>, route: Route): SiteDoc | undefined {
  return route.source.type === 'file' ? docs.get(route.source.file) : undefined;
}

/** A blog list's posts, whose summaries it shows, in its order; none for another page. */
function summaryDocsOf(docs: ReadonlyMap<string, SiteDoc>, manifest: RouteManifest, route: Route): (SiteDoc | undefined)[] {
  if (route.kind !== 'blog-list') return [];
  return (manifest.blog?.lists.get(route.path)?.posts ?? []).map((path) => docs.get(manifest.blog!.posts.get(path)!.file));
}

function compiledOf(compiled: ReadonlyMap<string, CompiledPage>, route: Route): CompiledPage | undefined {
  return (route.kind === 'doc' || route.kind === 'page' || route.kind === 'blog-post') && (route.source.type === 'file' || route.source.type === 'component')
    ? compiled.get(route.source.file)
    : undefined;
}

/** What a compiled page adds to the inputs of its plan: its modules, which change with the components it imports. */
function compiledKeyOf(mdx: CompiledPage | undefined): string[] {
  return mdx === undefined ? [] : [mdx.server, mdx.script, ...mdx.stylesheets];
}

function plannedPage({
  route,
  doc,
  siteKey,
  planner,
  onRead,
  mdx,
  docs,
  manifest,
}: {
  route: Route;
  doc: SiteDoc | undefined;
  siteKey: string;
  planner: PagePlanner;
  onRead?: (key: string) => void;
  mdx: CompiledPage | undefined;
  docs: ReadonlyMap<string, SiteDoc>;
  manifest: RouteManifest;
}): PlannedPage {
  const summaryDocs = summaryDocsOf(docs, manifest, route);
  const planned = planner(route, {
    // A blog post rendered as data shows its title in its header, its text without the h1 it starts with.
    hasOwnH1: doc?.info.contentTitle !== undefined && (route.kind !== 'blog-post' || mdx !== undefined),
    onRead,
    ...(summaryDocs.length > 0 && { summaryOf: (file: string) => docs.get(file)?.info.summary }),
  });
  const plan = mdx === undefined ? planned : { ...planned, mdx };
  return { route, plan, doc, ...(summaryDocs.length > 0 && { summaryDocs }), key: keyOf(siteKey, doc?.input.key ?? '', JSON.stringify(plan)) };
}

/** The client bundle's files, every shared sidebar, the sitemap and the specs' downloads. */
function siteFilesAfresh({
  config,
  manifest,
  bundle,
  planner,
  downloads,
}: {
  config: ResolvedConfig;
  manifest: RouteManifest;
  bundle: ClientBundle;
  planner: PagePlanner;
  downloads: readonly OutputFile[];
}): OutputFile[] {
  return [
    ...bundle.files,
    ...renderSharedSidebars({ shared: planner.shared }),
    { path: 'sitemap.xml', contents: renderSitemap({ manifest, config }) },
    ...(manifest.blog === undefined ? [] : renderBlogFeeds(manifest.blog, config)),
    ...redirectFiles(manifest, config),
    ...oauthRedirectFiles(manifest, config),
    ...downloads,
  ];
}

export function planSite({
  config,
  manifest,
  changes,
  docs,
  bundle,
  fingerprint,
  previous,
  downloads = [],
  compiled = new Map(),
  overrides,
  siteStylesheets,
}: {
  config: ResolvedConfig;
  manifest: RouteManifest;
  /** The site's theme overrides (renderer/mdx/compile-pages.ts), which every page loads. */
  overrides?: CompiledPage;
  /** The site's own stylesheets, bundled (renderer/mdx/compile-pages.ts), which every page loads. */
  siteStylesheets?: readonly string[];
  /** The compiled pages by doc file (renderer/mdx/). */
  compiled?: ReadonlyMap<string, CompiledPage>;
  /** How the manifest differs from an earlier one. */
  changes: RouteChanges;
  docs: ReadonlyMap<string, SiteDoc>;
  bundle: ClientBundle;
  /** The code that renders: docs-gen's and the theme's. */
  fingerprint: string;
  previous: SitePlan | undefined;
  /** The specs' files to download (openapi/downloads.ts), written as they are. */
  downloads?: readonly OutputFile[];
}): SitePlan {
  const assets = assetsOf(config, bundle, { overrides, siteStylesheets });
  const siteKey = siteKeyOf({ config, assets, fingerprint });
  const basis =
    previous !== undefined && previous.basis.siteKey === siteKey && changes !== 'all' && changes.since === previous.basis.manifest ? previous.basis : undefined;
  const manifestChanges = basis === undefined ? undefined : diffManifests(basis.manifest, manifest);
  // Routes replaced with no entry of the manifest changed (new headings, links): the planner reads none of them.
  const planner = manifestChanges?.entries.size === 0 ? basis!.planner : createPagePlanner({ config, manifest, previous: basis?.planner.shared });
  const changedReads = basis === undefined ? 'all' : changedInputs(basis.planner.shared, planner.shared, manifestChanges!);
  const reads = basis !== undefined && changedReads !== 'all' ? basis.reads : new Map<string, readonly string[]>();
  const readers = basis?.readers ?? new Map<string, Set<string>>();
  const planPage = (route: Route): PlannedPage => {
    const read = new Set<string>();
    const page = plannedPage({
      route,
      doc: docOf(docs, route),
      siteKey,
      planner,
      onRead: (key) => read.add(key),
      mdx: compiledOf(compiled, route),
      docs,
      manifest,
    });
    reads.set(route.path, [...read]);
    for (const key of read) {
      let pages = readers.get(key);
      if (pages === undefined) readers.set(key, (pages = new Set()));
      pages.add(route.path);
    }
    return page;
  };

  if (basis === undefined || changedReads === 'all') {
    readers.clear();
    const pages = manifest.routes.map(planPage);
    const byFile = new Map<string, PlannedPage>();
    for (const page of pages) {
      byFile.set(page.plan.outputFile, page);
      byFile.set(page.plan.dataFile, page);
    }
    const files = siteFilesAfresh({ config, manifest, bundle, planner, downloads });
    const changedPages =
      previous === undefined
        ? 'all'
        : [
            ...pages.filter((page) => previous.byFile.get(page.plan.outputFile)?.key !== page.key).map((page) => page.plan.page.url),
            ...goneUrls(previous, byFile),
          ];
    const byPath = new Map(pages.map((page) => [page.route.path, page]));
    return { assets, pages, byFile, files, changedPages, basis: { siteKey, manifest, planner, byPath, reads, readers, downloads } };
  }

  // The pages to plan again: those whose route or doc changed (checked below), and those that read a changed input.
  const stale = new Set<string>();
  for (const key of changedReads) for (const path of readers.get(key) ?? []) stale.add(path);
  const byPath = basis.byPath;
  const planned: PlannedPage[] = [];
  const changedPages: string[] = [];
  const pages = manifest.routes.map((route) => {
    const old = byPath.get(route.path);
    if (
      old !== undefined &&
      old.route === route &&
      old.doc === docOf(docs, route) &&
      old.plan.mdx === compiledOf(compiled, route) &&
      sameItems(old.summaryDocs ?? [], summaryDocsOf(docs, manifest, route)) &&
      !stale.has(route.path)
    )
      return old;
    forgetReads(basis, route.path);
    const page = planPage(route);
    planned.push(page);
    if (old?.key !== page.key) changedPages.push(page.plan.page.url);
    return page;
  });
  const files = siteFiles({ config, manifest, bundle, previous: previous!, changes: manifestChanges!, planner, downloads });
  // Planned without error: the indexes the previous plan holds become this one's.
  const byFile = previous!.byFile as Map<string, PlannedPage>;
  for (const path of manifestChanges!.routes) {
    if (manifest.byPath.has(path)) continue;
    const old = byPath.get(path);
    if (old === undefined) continue;
    forgetReads(basis, path);
    reads.delete(path);
    byPath.delete(path);
    // A page open on a route that went shows what is there now.
    if (!manifest.byPath.has(path)) changedPages.push(old.plan.page.url);
    // Another page may have taken its file (a route moved to where an old one was written).
    if (byFile.get(old.plan.outputFile) === old) byFile.delete(old.plan.outputFile);
    if (byFile.get(old.plan.dataFile) === old) byFile.delete(old.plan.dataFile);
  }
  for (const page of planned) {
    const old = byPath.get(page.route.path);
    if (old !== undefined && byFile.get(old.plan.outputFile) === old) byFile.delete(old.plan.outputFile);
    byPath.set(page.route.path, page);
    byFile.set(page.plan.outputFile, page);
    byFile.set(page.plan.dataFile, page);
  }
  return { assets, pages, byFile, files, changedPages, basis: { siteKey, manifest, planner, byPath, reads, readers, downloads } };
}

/** The URLs of the previous plan's pages that have no page now. */
function goneUrls(previous: SitePlan, byFile: ReadonlyMap<string, PlannedPage>): string[] {
  return previous.pages.filter((page) => !byFile.has(page.plan.outputFile)).map((page) => page.plan.page.url);
}

/** Drops what the page at `path` read from the index of readers. */
function forgetReads(basis: PlanBasis, path: string): void {
  for (const key of basis.reads.get(path) ?? []) basis.readers.get(key)?.delete(path);
}

/**
 * The previous site-wide files, with the shared sidebars that changed made again, the sitemap when a route came,
 * went or changed, the redirect pages of the routes and the OAuth 2 redirect page as they are, and the specs' downloads as
 * they are now.
 */
function siteFiles({
  config,
  manifest,
  bundle,
  previous,
  changes,
  planner,
  downloads,
}: {
  config: ResolvedConfig;
  manifest: RouteManifest;
  bundle: ClientBundle;
  previous: SitePlan;
  changes: ReturnType<typeof diffManifests>;
  planner: PagePlanner;
  downloads: readonly OutputFile[];
}): readonly OutputFile[] {
  const sidebars = new Set([...changes.entries].filter((entry) => entry.startsWith('sidebar:')).map((entry) => entry.slice('sidebar:'.length)));
  // The loader gives the same list while no spec changed.
  if (sidebars.size === 0 && changes.routes.size === 0 && !changes.entries.has('blog') && previous.basis.downloads === downloads) return previous.files;
  const before = new Map(previous.files.map((file) => [file.path, file]));
  const remade = new Map(renderSharedSidebars({ shared: planner.shared, only: sidebars }).map((file) => [file.path, file]));
  // Each sidebar's own file, and its outline's when it has one: made again when the sidebar changed, else kept.
  const sidebarFiles = Object.keys(manifest.sidebars).flatMap((id) =>
    [sharedSidebarFile(id), sidebarOutlineFile(id)].flatMap((file) => (sidebars.has(id) ? remade.get(file) : before.get(file)) ?? []),
  );
  const sitemap = [...changes.routes].some((path) => listedDifferently(previous.basis.manifest.byPath.get(path), manifest.byPath.get(path)))
    ? { path: 'sitemap.xml', contents: renderSitemap({ manifest, config }) }
    : before.get('sitemap.xml')!;
  const feeds = manifest.blog === undefined ? [] : renderBlogFeeds(manifest.blog, config);
  // A redirect page depends on the routes and the config alone (a change of the config plans the site afresh).
  return [...bundle.files, ...sidebarFiles, sitemap, ...feeds, ...redirectFiles(manifest, config), ...oauthRedirectFiles(manifest, config), ...downloads];
}

/** The pages of config `redirects`. */
function redirectFiles(manifest: RouteManifest, config: ResolvedConfig): OutputFile[] {
  return redirectsOf(manifest, config).redirects.map((redirect) => ({ path: redirect.file, contents: renderRedirectPage(redirect, config) }));
}

/** The page an authorization server sends a Try it console's sign-in back to, when a console of the site can sign in by an authorization code. */
function oauthRedirectFiles(manifest: RouteManifest, config: ResolvedConfig): OutputFile[] {
  const needed = [...manifest.apiPages.values()].some((page) => authorizesByCode(page.reference));
  return needed ? [{ path: OAUTH_REDIRECT_FILE, contents: renderOAuthRedirectPage(config) }] : [];
}

/** Whether the sitemap may list a route differently (sitemap.ts reads its path, kind, version and noIndex), or one came or went. */
function listedDifferently(was: Route | undefined, now: Route | undefined): boolean {
  return was === undefined || now === undefined || was.kind !== now.kind || was.version !== now.version || was.noIndex !== now.noIndex;
}

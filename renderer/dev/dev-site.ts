/**
 * The site as `docs-gen dev` holds it: built in memory and kept up to date.
 * Each update runs the same stages as a build, but reuses what has not
 * changed: docs are parsed again only when their source changed (the parse
 * key is a hash of it), and a page is rendered again only when its render key
 * (its plan, its doc's parse key, the config, the theme) changed, and then
 * only when a browser asks for it. Drafts are shown. Problems never stop the
 * preview: they are reported with the update, and the pages render from what
 * parsed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleClient, type ClientBundle } from '../bundle/bundle-client.js';
import { readPrebuiltClient } from '../bundle/prebuilt-client.js';
import { checkManifestLinks } from '../check/check-links.js';
import { loadConfig } from '../config/load.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { renderSitemap } from '../emit/sitemap.js';
import type { Route } from '../manifest/types.js';
import { loadApiPages, SPECS_DIR } from '../openapi/load-specs.js';
import { makeDevTreesFolder, type CachedDoc } from '../pipeline/build-cache.js';
import { digestOf, keyOf, readTree } from '../pipeline/cache-files.js';
import { codeFingerprint } from '../pipeline/code-fingerprint.js';
import { defaultThreadCount } from '../pipeline/pool.js';
import { checkContentFolder, createPools, readSite, type Pools, type SiteSources } from '../pipeline/read-site.js';
import { joinBase, type DocumentAssets } from '../render/document.js';
import { renderSharedSidebars } from '../render/page-data.js';
import { createPagePlanner, type PagePlan } from '../render/plan-page.js';
import type { PageRenderer } from '../render/render-page.js';
import type { SiteFile } from '../serve/site-handler.js';
import { loadThemeAfresh, startingTheme, type ThemeRenderer } from './hot-theme.js';

/** What changed since the last update. */
export interface DevChanges {
  /** A file under the theme changed: bundle and load the theme again. */
  readonly theme: boolean;
}

export interface DevUpdate {
  readonly durationMs: number;
  /** Docs parsed by this update. */
  readonly parsed: number;
  /** Threads that parsed them (more than one only for a first build of a large site, or a large change). */
  readonly threads: number;
  readonly pages: number;
  /** URLs of the pages that differ from the last update's (new ones included), or `all`. */
  readonly changedPages: readonly string[] | 'all';
  /** Problems that make the preview wrong: parse errors, config and spec errors. */
  readonly errors: readonly Diagnostic[];
  /** Broken links and anchors, and every warning: listed, but the preview is right. */
  readonly warnings: readonly Diagnostic[];
}

export interface DevSite {
  /** The config of the site being served; undefined until a config has loaded. */
  readonly config: ResolvedConfig | undefined;
  update(changes: DevChanges): Promise<DevUpdate>;
  /** A file of the site by output path (`guide/install/index.html`); static/ files are not included. */
  read(file: string): SiteFile | undefined;
  close(): Promise<void>;
}

interface PageEntry {
  readonly route: Route;
  readonly plan: PagePlan;
  readonly doc: CachedDoc | undefined;
  readonly key: string;
}

/** Everything one update made; replaced whole, so a request never sees half an update. */
interface SiteState {
  readonly config: ResolvedConfig;
  readonly renderer: PageRenderer;
  readonly pages: ReadonlyMap<string, PageEntry>;
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly keysByUrl: ReadonlyMap<string, string>;
}

export async function createDevSite({ root }: { root: string }): Promise<DevSite> {
  const treesDir = await makeDevTreesFolder(root);
  let theme: ThemeRenderer = startingTheme;
  let themeGeneration = 0;
  let themeErrors: Diagnostic[] = [];
  let bundle: ClientBundle | undefined;
  let parsed = new Map<string, CachedDoc>();
  let pools: { pools: Pools; key: string } | undefined;
  let state: SiteState | undefined;
  const rendered = new Map<string, { html: string; data: string }>();
  const loadApi = rememberApiPages();

  const poolsFor = (config: ResolvedConfig): Pools => {
    const key = `${themeGeneration}\n${JSON.stringify(config)}`;
    if (pools?.key !== key) {
      void pools?.pools.close();
      pools = {
        key,
        pools: createPools({
          setup: { config, components: theme.components, cacheDir: treesDir, buildId: `dev-${process.pid}-${themeGeneration}-${Date.now().toString(36)}` },
          // Parsing may run on workers (a first build of a large site); pages are rendered here, by the hot theme.
          threads: defaultThreadCount(),
          onWorkers: () => {},
        }),
      };
    }
    return pools.pools;
  };

  const renderPage = (entry: PageEntry): { html: string; data: string } => {
    let page = rendered.get(entry.key);
    if (page === undefined) {
      const body = entry.doc ? readTree(treesDir, entry.doc.tree) : undefined;
      page = state!.renderer(entry.plan, body);
      rendered.set(entry.key, page);
    }
    return page;
  };

  return {
    get config() {
      return state?.config;
    },

    async update(changes) {
      const started = performance.now();
      if (changes.theme || bundle === undefined) {
        if (changes.theme) {
          const loaded = await loadThemeAfresh({ generation: ++themeGeneration, root });
          themeErrors = loaded.ok ? [] : loaded.diagnostics;
          if (loaded.ok) theme = loaded.theme;
          // Docs parsed against the old theme's components may now parse differently.
          parsed = new Map();
        }
        // At start, the bundle compiled with docs-gen serves unless the theme has been edited since.
        const prebuilt = changes.theme ? undefined : readPrebuiltClient();
        bundle = prebuilt ?? (await bundleClient().catch((error: unknown) => {
          themeErrors.push({ code: 'theme-build-failed', severity: 'error', message: `The client bundle failed: ${error instanceof Error ? error.message : String(error)}` });
          return bundle;
        }));
      }
      const loaded = await loadConfig({ root });
      if (!loaded.ok) return summary({ started, parsed: 0, threads: 1, pages: state?.pages.size ?? 0, changedPages: [], errors: [...themeErrors, ...loaded.diagnostics], warnings: [] });
      const { config, configFile } = loaded;
      const noContent = checkContentFolder(root);
      if (noContent) return summary({ started, parsed: 0, threads: 1, pages: state?.pages.size ?? 0, changedPages: [], errors: [...themeErrors, noContent], warnings: [] });

      const previousKeys = state?.keysByUrl;
      const site = await readSite({
        root,
        config,
        configFile,
        includeDrafts: true,
        cache: { parsedDoc: (key) => parsed.get(key) },
        fingerprint: `${codeFingerprint()}:${themeGeneration}`,
        pools: poolsFor(config),
        report: () => {},
        loadApi,
      });
      parsed = new Map(Object.entries(site.cacheEntries));
      const problems = [...site.diagnostics, ...checkManifestLinks({ manifest: site.manifest, config, configFile })];
      state = planSite({ config, site, bundle: bundle!, renderer: theme.createPageRenderer({ config, assets: assetsOf(config, bundle!) }), themeGeneration });

      const live = new Set([...state.pages.values()].map((entry) => entry.key));
      for (const key of rendered.keys()) if (!live.has(key)) rendered.delete(key);
      const changedPages = previousKeys === undefined ? 'all' : [...state.keysByUrl].filter(([url, key]) => previousKeys.get(url) !== key).map(([url]) => url);
      return summary({
        started,
        parsed: site.parsed,
        threads: site.threads,
        pages: site.manifest.routes.length,
        changedPages: changedPages !== 'all' && changedPages.length === state.keysByUrl.size && state.keysByUrl.size > 1 ? 'all' : changedPages,
        errors: [...themeErrors, ...problems.filter((d) => d.severity === 'error' && !isLinkProblem(d))],
        warnings: problems.filter((d) => d.severity === 'warning' || isLinkProblem(d)),
      });
    },

    read(file) {
      if (state === undefined) return undefined;
      const fixed = state.files.get(file);
      if (fixed !== undefined) return { contents: fixed, etag: `"${digestOf(fixed)}"` };
      const entry = state.pages.get(file);
      if (entry === undefined) return undefined;
      const page = renderPage(entry);
      const contents = Buffer.from(file === entry.plan.outputFile ? page.html : page.data);
      return { contents, etag: `"${entry.key}${file === entry.plan.outputFile ? "" : "-data"}"` };
    },

    async close() {
      await pools?.pools.close();
      await rm(treesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Loading the specs (validating and bundling them) costs more than the rest
 * of an update together, so it is done again only when a file under specs/
 * or the config's api section changed.
 */
function rememberApiPages(): typeof loadApiPages {
  let last: { key: string; result: Awaited<ReturnType<typeof loadApiPages>> } | undefined;
  return async ({ root, config }) => {
    const key = keyOf(JSON.stringify(config.api), ...specFiles(path.join(root, SPECS_DIR)));
    if (last?.key !== key) last = { key, result: await loadApiPages({ root, config }) };
    return last.result;
  };
}

/** Every file under the specs folder (specs may refer to files beside them), as name and digest. */
function specFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .flatMap((file) => [file, digestOf(readFileSync(file))]);
}

const LINK_CODES = new Set(['broken-link', 'broken-markdown-link', 'broken-anchor']);

/** Broken links never block the preview, whatever severity the config gives them. */
function isLinkProblem(diagnostic: Diagnostic): boolean {
  return LINK_CODES.has(diagnostic.code);
}

function assetsOf(config: ResolvedConfig, bundle: ClientBundle): DocumentAssets {
  return {
    stylesheets: bundle.stylesheets.map((file) => joinBase(config.baseUrl, file)),
    scripts: bundle.scripts.map((file) => joinBase(config.baseUrl, file)),
  };
}

/** Every route's plan and render key, and the site-wide files (client bundle, shared sidebars, sitemap). */
function planSite({
  config,
  site,
  bundle,
  renderer,
  themeGeneration,
}: {
  config: ResolvedConfig;
  site: SiteSources;
  bundle: ClientBundle;
  renderer: PageRenderer;
  themeGeneration: number;
}): SiteState {
  const { manifest } = site;
  const docOf = (route: Route) => (route.source.type === 'file' ? site.docs.get(route.source.file) : undefined);
  const planPage = createPagePlanner({ config, manifest, hasOwnH1: (route) => docOf(route)?.info.contentTitle !== undefined });
  const siteKey = keyOf(String(themeGeneration), JSON.stringify(config), JSON.stringify(assetsOf(config, bundle)));
  const pages = new Map<string, PageEntry>();
  const keysByUrl = new Map<string, string>();
  for (const route of manifest.routes) {
    const plan = planPage(route);
    const doc = docOf(route);
    const entry: PageEntry = { route, plan, doc, key: keyOf(siteKey, doc?.input.key ?? '', JSON.stringify(plan)) };
    pages.set(plan.outputFile, entry);
    pages.set(plan.dataFile, entry);
    keysByUrl.set(plan.page.url, entry.key);
  }
  const files = new Map<string, Uint8Array>();
  for (const file of [...bundle.files, ...renderSharedSidebars({ config, manifest }), { path: 'sitemap.xml', contents: renderSitemap({ manifest, config }) }]) {
    files.set(file.path, typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents);
  }
  return { config, renderer, pages, files, keysByUrl };
}

function summary({ started, ...rest }: { started: number } & Omit<DevUpdate, 'durationMs'>): DevUpdate {
  return { durationMs: Math.round(performance.now() - started), ...rest };
}

/**
 * Stage "plan" (pure): every route's page plan and render key, and the
 * site-wide files (the client bundle, the shared sidebars, the sitemap).
 *
 * Render key of a page: the site key (the code, the whole config, the
 * bundle's file names), its doc's parse key, and its plan. Two pages with
 * equal keys render to the same bytes, so `build` keeps the file it wrote
 * before and `dev` the page it rendered before.
 *
 * Incremental: when the manifest only had some routes replaced (their
 * headings, anchors, links), the previous planner and site-wide files still
 * hold, and only those routes are planned again. Anything else plans every
 * page.
 */
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SiteDoc } from '../content/parse-docs.js';
import { renderSitemap } from '../emit/sitemap.js';
import type { OutputFile } from '../emit/write-site.js';
import type { RouteChanges } from '../manifest/assemble-manifest.js';
import type { Route, RouteManifest } from '../manifest/types.js';
import { keyOf } from '../pipeline/cache-files.js';
import { joinBase, type DocumentAssets } from './document.js';
import { renderSharedSidebars } from './page-data.js';
import { createPagePlanner, type PagePlan, type PagePlanner } from './plan-page.js';

export interface PlannedPage {
  readonly route: Route;
  readonly plan: PagePlan;
  /** The doc whose body the page shows. */
  readonly doc: SiteDoc | undefined;
  readonly key: string;
}

export interface SitePlan {
  /** The stylesheets and scripts every page links. */
  readonly assets: DocumentAssets;
  /** In the order of the manifest's routes. */
  readonly pages: readonly PlannedPage[];
  /** Each page by its two files: its HTML (`guide/install/index.html`) and its data (`assets/routes/guide/install.json`). */
  readonly byFile: ReadonlyMap<string, PlannedPage>;
  /** The client bundle's files, the shared sidebars and the sitemap. */
  readonly files: readonly OutputFile[];
  /** URLs of the pages whose key differs from the previous plan's (new pages included), or `all`. */
  readonly changedPages: readonly string[] | 'all';
  /** What the next run builds on. */
  readonly basis: { readonly siteKey: string; readonly manifest: RouteManifest; readonly planner: PagePlanner };
}

/** The stylesheets and scripts of the client bundle as pages link them. */
export function assetsOf(config: ResolvedConfig, bundle: ClientBundle): DocumentAssets {
  return {
    stylesheets: bundle.stylesheets.map((file) => joinBase(config.baseUrl, file)),
    scripts: bundle.scripts.map((file) => joinBase(config.baseUrl, file)),
  };
}

export function planSite({
  config,
  manifest,
  changes,
  docs,
  bundle,
  fingerprint,
  previous,
}: {
  config: ResolvedConfig;
  manifest: RouteManifest;
  /** How the manifest differs from an earlier one. */
  changes: RouteChanges;
  docs: ReadonlyMap<string, SiteDoc>;
  bundle: ClientBundle;
  /** The code that renders: docs-gen's and the theme's. */
  fingerprint: string;
  previous: SitePlan | undefined;
}): SitePlan {
  const assets = assetsOf(config, bundle);
  const siteKey = keyOf(fingerprint, 'render', JSON.stringify(config), JSON.stringify(assets));
  const incremental = previous !== undefined && previous.basis.siteKey === siteKey && changes !== 'all' && changes.since === previous.basis.manifest;
  const planner = incremental ? previous.basis.planner : createPagePlanner({ config, manifest });
  const docOf = (route: Route) => (route.source.type === 'file' ? docs.get(route.source.file) : undefined);
  const planPage = (route: Route): PlannedPage => {
    const doc = docOf(route);
    const plan = planner(route, { hasOwnH1: doc?.info.contentTitle !== undefined });
    return { route, plan, doc, key: keyOf(siteKey, doc?.input.key ?? '', JSON.stringify(plan)) };
  };

  if (incremental) {
    const basis = { ...previous.basis, manifest };
    if (changes.routes.size === 0) return { ...previous, changedPages: [], basis };
    const byFile = new Map(previous.byFile);
    const replaced = new Map<string, PlannedPage>();
    for (const path of changes.routes) {
      const page = planPage(manifest.byPath.get(path)!);
      replaced.set(path, page);
      byFile.set(page.plan.outputFile, page);
      byFile.set(page.plan.dataFile, page);
    }
    const changedPages = [...replaced.values()].filter((page) => previous.byFile.get(page.plan.outputFile)?.key !== page.key).map((page) => page.plan.page.url);
    return { ...previous, pages: previous.pages.map((page) => replaced.get(page.route.path) ?? page), byFile, changedPages, basis };
  }

  const pages = manifest.routes.map(planPage);
  const byFile = new Map<string, PlannedPage>();
  for (const page of pages) {
    byFile.set(page.plan.outputFile, page);
    byFile.set(page.plan.dataFile, page);
  }
  const files: OutputFile[] = [...bundle.files, ...renderSharedSidebars({ config, manifest }), { path: 'sitemap.xml', contents: renderSitemap({ manifest, config }) }];
  const changedPages =
    previous === undefined ? 'all' : pages.filter((page) => previous.byFile.get(page.plan.outputFile)?.key !== page.key).map((page) => page.plan.page.url);
  return { assets, pages, byFile, files, changedPages, basis: { siteKey, manifest, planner } };
}

/**
 * Plans one route's page on the main thread, where the manifest lives: its
 * PageData and every body link already resolved. The plan is plain data, so
 * it crosses to a render worker and hashes into the page's cache key: two
 * equal plans with equal bodies render the same HTML.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compile-pages.js';
import { resolveLink } from '../manifest/resolve-link.js';
import type { Route, RouteKind, RouteManifest } from '../manifest/types.js';
import { versionedKey } from '../config/version-plan.js';
import type { PageData } from '../shared/page-data.js';
import { encodeUrlPath, pathnameLinkPath, routeDataFile, routeUrl } from '../shared/routes.js';
import { joinBase } from './document.js';
import { apiArticleOf, type ApiArticleData } from './api-page.js';
import { createPageDataBuilder, type SharedInputs } from './page-data.js';

export interface PagePlan {
  readonly kind: RouteKind;
  /** `guide/install/index.html` */
  readonly outputFile: string;
  /** `assets/routes/guide/install.json`: the route's data for hydration and client navigation. */
  readonly dataFile: string;
  readonly page: PageData;
  /** What an API page's article shows: rendered to HTML, never sent as data. */
  readonly apiArticle: ApiArticleData | undefined;
  /** Each URL the body links as written → as the page links it. URLs not listed are kept as written. */
  readonly links: Readonly<Record<string, string>>;
  readonly noIndex: boolean;
  readonly keywords: readonly string[];
  /** A doc whose MDX runs code, or a React page: its compiled modules (renderer/mdx/), which the page renders from instead of a body tree. */
  readonly mdx?: CompiledPage;
  /** A React page's file (`src/pages/index.tsx`): where a problem running it is reported. */
  readonly component?: string;
}

/**
 * `hasOwnH1`: whether the route's body starts with its own h1. `onRead` is told each input shared with
 * other pages that the plan was made from: those of its page data (see `PageDataInput`), and the
 * manifest entries its links looked at (`path:/a`, `file:content/a.md`, `asset:img/a.png`).
 */
export type PagePlanner = ((route: Route, { hasOwnH1, onRead }: { hasOwnH1: boolean; onRead?: (key: string) => void }) => PagePlan) & {
  readonly shared: SharedInputs;
};

/**
 * Per-site work once, per-page work in the returned function. The planner reads the manifest's paths,
 * sidebars, docs and versions, never another route's headings, anchors or links: a planner made before
 * those changed plans as a new one would. `previous`: an earlier planner's shared inputs, reused where
 * the manifest's parts are the same.
 */
export function createPagePlanner({ config, manifest, previous }: { config: ResolvedConfig; manifest: RouteManifest; previous?: SharedInputs }): PagePlanner {
  const buildPageData = createPageDataBuilder({ config, manifest, previous });
  const toUrl = (path: string) => routeUrl(path, config);
  const plan = (route: Route, { hasOwnH1, onRead }: { hasOwnH1: boolean; onRead?: (key: string) => void }): PagePlan => {
    const links: Record<string, string> = {};
    if (route.kind === 'doc' || route.kind === 'page') {
      const rewrite = createUrlRewriter({ route, manifest, toUrl, baseUrl: config.baseUrl, onLookup: onRead });
      for (const { url } of route.links) links[url] ??= rewrite(url);
    }
    return {
      kind: route.kind,
      outputFile: route.outputFile,
      dataFile: routeDataFile(route.path),
      page: buildPageData({ route, hasOwnH1, onRead }),
      apiArticle: apiArticleOf({ route, manifest, toUrl, baseUrl: config.baseUrl }),
      links,
      noIndex: route.noIndex,
      ...(route.source.type === 'component' && { component: route.source.file }),
      keywords:
        route.docId === undefined
          ? (manifest.pages.get(route.path)?.keywords ?? [])
          : (manifest.docs.get(versionedKey(route.version, route.docId))?.keywords ?? []),
    };
  };
  return Object.assign(plan, { shared: buildPageData.shared });
}

/** .md links become URLs, site paths get the baseUrl, paths and anchors are percent-encoded. */
function createUrlRewriter({
  route,
  manifest,
  toUrl,
  baseUrl,
  onLookup,
}: {
  route: Route;
  manifest: RouteManifest;
  toUrl: (path: string) => string;
  baseUrl: string;
  onLookup?: (key: string) => void;
}): (url: string) => string {
  const fromFile = route.source.type === 'file' ? route.source.file : undefined;
  return (url) => {
    const outsideDocs = pathnameLinkPath(url);
    if (outsideDocs !== undefined) return joinBase(baseUrl, outsideDocs);
    const resolved = resolveLink(url, { manifest, fromFile, fromPath: route.path, onLookup });
    switch (resolved.kind) {
      case 'external':
      case 'same-page':
        return url;
      case 'asset':
        return joinBase(baseUrl, encodeUrlPath(resolved.path));
      case 'route':
      case 'markdown':
        if (resolved.route === undefined) return url;
        return `${toUrl(resolved.route.path)}${resolved.query}${resolved.hash ? `#${encodeURIComponent(resolved.hash)}` : ''}`;
    }
  };
}

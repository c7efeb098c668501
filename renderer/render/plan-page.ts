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
import type { Root as HastRoot } from 'hast';
import type { PostSummary } from '../content/parse-doc.js';
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
  /** A blog list's posts' summaries, in the order of its posts: each one's body before its truncate marker, or its description. */
  readonly summaries?: readonly PostSummaryPlan[];
}

export interface PostSummaryPlan {
  /** Undefined for a post whose MDX runs code: its description stands in. */
  readonly tree: HastRoot | undefined;
  readonly description: string | undefined;
  /** As a page's `links`, from the post's own file. */
  readonly links: Readonly<Record<string, string>>;
}

/**
 * `hasOwnH1`: whether the route's body starts with its own h1. `onRead` is told each input shared with
 * other pages that the plan was made from: those of its page data (see `PageDataInput`), and the
 * manifest entries its links looked at (`path:/a`, `file:content/a.md`, `asset:img/a.png`).
 */
export type PagePlanner = ((
  route: Route,
  options: {
    hasOwnH1: boolean;
    onRead?: (key: string) => void;
    /** For a blog list: each post's summary as parsed (see `ParsedDoc.summary`), by the post's file. */
    summaryOf?: (file: string) => PostSummary | undefined;
  },
) => PagePlan) & {
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
  const linksOf = (route: Route, onRead: ((key: string) => void) | undefined): Record<string, string> => {
    const links: Record<string, string> = {};
    const rewrite = createUrlRewriter({ route, manifest, toUrl, baseUrl: config.baseUrl, onLookup: onRead });
    for (const { url } of route.links) links[url] ??= rewrite(url);
    return links;
  };
  const plan = (route: Route, { hasOwnH1, onRead, summaryOf }: Parameters<PagePlanner>[1]): PagePlan => {
    const links = route.kind === 'doc' || route.kind === 'page' || route.kind === 'blog-post' ? linksOf(route, onRead) : {};
    const list = route.kind === 'blog-list' ? manifest.blog?.lists.get(route.path) : undefined;
    const posts = (list?.posts ?? []).map((path) => ({ meta: manifest.blog!.posts.get(path)!, route: manifest.byPath.get(path) }));
    const summaries = posts.map(({ meta, route: postRoute }) => ({
      meta,
      summary: summaryOf?.(meta.file),
      links: postRoute === undefined ? {} : linksOf(postRoute, onRead),
    }));
    const page = buildPageData({ route, hasOwnH1, onRead });
    return {
      kind: route.kind,
      outputFile: route.outputFile,
      dataFile: routeDataFile(route.path),
      page:
        list === undefined
          ? page
          : withTruncation(
              page,
              summaries.map(({ summary }) => summary?.truncated ?? true),
            ),
      ...(list !== undefined && {
        summaries: summaries.map(({ meta, summary, links: postLinks }) => ({ tree: summary?.tree, description: meta.description, links: postLinks })),
      }),
      apiArticle: apiArticleOf({ route, manifest, toUrl, baseUrl: config.baseUrl }),
      links,
      noIndex: route.noIndex,
      ...(route.source.type === 'component' && { component: route.source.file }),
      keywords:
        route.docId === undefined
          ? ((manifest.pages.get(route.path) ?? manifest.blog?.posts.get(route.path))?.keywords ?? [])
          : (manifest.docs.get(versionedKey(route.version, route.docId))?.keywords ?? []),
    };
  };
  return Object.assign(plan, { shared: buildPageData.shared });
}

/** A blog list's page data, each post marked with whether its summary was cut short (so "Read more" leads on). */
function withTruncation(page: PageData, truncated: readonly boolean[]): PageData {
  const list = page.blog?.list;
  if (list === undefined) return page;
  return { ...page, blog: { ...page.blog!, list: { ...list, posts: list.posts.map((post, index) => ({ ...post, truncated: truncated[index] })) } } };
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
      case 'local-file':
        return joinBase(baseUrl, encodeUrlPath(resolved.output));
      case 'route':
      case 'markdown':
        if (resolved.route === undefined) return url;
        return `${toUrl(resolved.route.path)}${resolved.query}${resolved.hash ? `#${encodeURIComponent(resolved.hash)}` : ''}`;
    }
  };
}

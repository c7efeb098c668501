/**
 * Which pages the search index holds (pure): doc, category and API pages,
 * except unlisted and draft docs, docs whose front matter says
 * `search: false`, the tags pages, pages whose path a `search.exclude` glob
 * matches, and, unless `search.includeNoIndex`, every page of a site that
 * asks search engines not to index it (`noIndex: true`).
 */
import picomatch from 'picomatch';
import type { ResolvedConfig } from '../config/types.js';
import type { Route, RouteManifest } from '../manifest/types.js';
import { versionedKey } from '../config/version-plan.js';
import { routeUrl } from '../shared/routes.js';
import type { SearchVersion } from './search-index.js';

export interface SearchablePage {
  readonly route: Route;
  /** The page's URL, as the site links it. */
  readonly url: string;
  /** The docs version of a doc or category page. */
  readonly version: string | undefined;
}

export function searchablePages({ manifest, config }: { manifest: RouteManifest; config: ResolvedConfig }): SearchablePage[] {
  if (!config.search.enabled || (config.noIndex && !config.search.includeNoIndex)) return [];
  const excluded = config.search.exclude.length === 0 ? () => false : picomatch([...config.search.exclude], { dot: true });
  return manifest.routes.flatMap((route): SearchablePage[] => {
    if (route.kind === 'not-found' || route.noIndex || excluded(route.path)) return [];
    if (route.kind === 'doc' && route.docId !== undefined && manifest.docs.get(versionedKey(route.version, route.docId))?.search === false) return [];
    // The blog's lists, tags and archive show the posts, which are searched on their own pages.
    if (route.kind === 'blog-list' || route.kind === 'blog-tags' || route.kind === 'blog-archive') return [];
    // A tags page lists docs by their titles: it would answer for every one of them.
    if (route.kind === 'category' && manifest.categoryIndexes.get(route.path)?.sidebarId === undefined) return [];
    const versioned = route.kind === 'doc' || route.kind === 'category';
    return [{ route, url: routeUrl(route.path, config), version: versioned ? route.version : undefined }];
  });
}

/** The versions the index tells apart, newest first. */
export function searchVersions(manifest: RouteManifest): SearchVersion[] {
  return manifest.versions.map((version) => ({ name: version.name, label: version.label, isLast: version.isLast }));
}

/**
 * Parsed sources → the route manifest. Pure: everything it needs is passed in.
 *
 * The chain: each doc's memo (doc-memos.ts: its metadata, sidebar entry and
 * route, the last run's where nothing it came from changed), then per
 * version its sidebars, its docs' routes and its generated indexes, then the
 * API pages and the 404 page (route-records.ts), then where the routes go
 * (place-routes.ts). The rules the manifest must keep are manifest-rules.ts;
 * what the next run takes from this one is the memo.
 */
import type { ResolvedConfig } from '../config/types.js';
import { versionedKey, type VersionPlan } from '../config/version-plan.js';
import type { CategoryMeta } from '../content/category-meta.js';
import type { DocSource } from '../content/collect-sources.js';
import { sanitizeConfigHtml } from '../content/config-html.js';
import type { TagLink } from '../content/doc-refs.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { ApiPage } from '../openapi/api-pages.js';
import { joinRoutePath } from '../shared/routes.js';
import { forEachSidebarHref, stripTrailingSlash, type SidebarLink } from '../shared/sidebar.js';
import { docMemosOf, type DocMemo } from './doc-memos.js';
import { checkLocaleDropdowns, checkNavbarSidebars, checkPaginationIds, checkTags } from './manifest-rules.js';
import { MapUpdate } from './map-update.js';
import { sameEntries } from '../shared/same-items.js';
import { createRouteChecker, placeRoutes, updateRoutes, type RouteCheck } from './place-routes.js';
import { pageRoutes, type PageInput } from './page-routes.js';
import { blogRoutes, type PostInput } from './blog-routes.js';
import type { BlogAuthor } from '../content/authors-file.js';
import { Reuse, type ReuseScope } from './reuse.js';
import { apiRoute, categoryIndexOf, categoryRoute, docRoute, NOT_FOUND_ROUTE, tagIndexes, type PlacedIndex } from './route-records.js';
import { resolveSidebars } from './sidebars.js';
import type { CategoryIndex, DocMeta, Route, RouteManifest, SidebarItem, SidebarLinkSource, Version } from './types.js';

/** One docs version's sources. */
export interface VersionSources {
  readonly version: VersionPlan;
  /** Its sidebars config: the site config's for content/, versioned_sidebars/ for a released version. */
  readonly sidebars: ResolvedConfig['docs']['sidebars'];
  readonly docs: ReadonlyArray<{ readonly source: DocSource; readonly parsed: ParsedDocInfo }>;
  readonly categories: ReadonlyMap<string, { meta: CategoryMeta; file: string }>;
  /** Every raw folder of its docs folder, '' for the top. */
  readonly dirs: readonly string[];
  /** The tags its tags.yml defines, by key. @default none */
  readonly tagDefinitions?: ReadonlyMap<string, TagLink>;
}

export interface ManifestInput {
  readonly config: ResolvedConfig;
  /** The config file's name relative to the root, for diagnostics: `site.config.ts`. */
  readonly configFile: string;
  /** The versions to build, as planVersions gives them. */
  readonly versions: readonly VersionSources[];
  /** Files under static/, POSIX paths relative to it: `img/logo.svg`. */
  readonly assets: readonly string[];
  /** Dev shows drafts; builds leave them out. */
  readonly includeDrafts: boolean;
  /** API reference pages made from specs/. */
  readonly apiPages: readonly ApiPage[];
  /** The pages of the pages folder (`src/pages`). @default none */
  readonly pages?: readonly PageInput[];
  /** Files docs link beside themselves, by where the site publishes them (content/local-files.ts). @default none */
  readonly localFiles?: ReadonlyMap<string, string>;
  /** The blog's posts and authors, when the site has a blog. @default none */
  readonly blog?: {
    readonly posts: readonly PostInput[];
    readonly authors: ReadonlyMap<string, BlogAuthor>;
    readonly authorsFile: string;
    /** The tags blog/tags.yml defines, by key. @default none */
    readonly tagDefinitions?: ReadonlyMap<string, TagLink>;
  };
  /** The last commit that changed each doc file (relative to the root), when the config shows last updates and git knows them. */
  readonly history?: ReadonlyMap<string, { readonly time: number; readonly author: string }>;
  /** What the last run made from the same config: its objects are kept where the new ones equal them. */
  readonly previous?: ManifestMemo;
}

export interface ManifestResult {
  readonly manifest: RouteManifest;
  readonly diagnostics: Diagnostic[];
  /** For the next run. */
  readonly memo: ManifestMemo;
}

/**
 * What a run made, by where it made it. The next run takes each doc's metadata from here when its
 * parse results are the same objects, and keeps every route, sidebar item and index equal to one made
 * here (see reuse.ts): a dev edit then costs lookups for the unchanged docs, and the stages after
 * the manifest find what changed by identity.
 */
export interface ManifestMemo {
  /** What each doc gave, by file. */
  readonly docs: ReadonlyMap<string, DocMemo>;
  readonly objects: ReadonlyMap<string, unknown>;
  /** The output folders each route needs, and why its path cannot be written, if it cannot. */
  readonly routeChecks: WeakMap<Route, RouteCheck>;
  /** Each doc's sidebar link, by its metadata. */
  readonly links: WeakMap<DocMeta, SidebarLink>;
  /** The manifest the run made: the next run's maps are updates of its maps (map-update.ts). */
  readonly manifest: RouteManifest;
  /** The files under static/ it was made with. */
  readonly assets: readonly string[];
  /** When its routes passed every check (see `updateRoutes`): the paths of the routes that are not docs', in order. */
  readonly routesPassed: string | undefined;
}

export function buildManifest(input: ManifestInput): ManifestResult {
  const { config, previous } = input;
  const reuse = new Reuse(previous?.objects);
  const routeChecks = previous?.routeChecks ?? new WeakMap<Route, RouteCheck>();
  const links = previous?.links ?? new WeakMap<DocMeta, SidebarLink>();
  const diagnostics: Diagnostic[] = [];
  const candidates: Route[] = [];

  // Every doc's memo first: whether entries of the last run's maps may be gone decides how this run's are made.
  const { versionDocs, docsGone, afresh } = docMemosOf({ config, versions: input.versions, history: input.history, previous: previous?.docs });
  const docMemos = new MapUpdate(previous?.docs, docsGone);
  const docsByKey = new MapUpdate(previous?.manifest.docs, afresh);
  const byFile = new MapUpdate(previous?.manifest.byFile, afresh);
  const sidebars: Record<string, readonly SidebarItem[]> = {};
  const sidebarLinks: SidebarLinkSource[] = [];
  const versions: Version[] = [];
  const generated: PlacedIndex[] = [];

  input.versions.forEach((versionSources, at) => {
    const part = versionPart({ input, versionSources, memos: versionDocs[at]!, reuse, links });
    diagnostics.push(...part.diagnostics);
    for (const memo of part.allMemos) docMemos.set(memo.meta.file, memo);
    for (const memo of part.memos) {
      docsByKey.set(memo.key, memo.meta);
      byFile.set(memo.meta.file, memo.meta.permalink);
      candidates.push(memo.route!);
    }
    Object.assign(sidebars, part.sidebars);
    sidebarLinks.push(...part.sidebarLinks);
    generated.push(...part.generated);
    versions.push(part.version);
  });

  const categoryIndexes = new Map<string, CategoryIndex>();
  for (const index of generated) {
    categoryIndexes.set(index.path, reuse.take(`index:${index.version}:${index.path}`, categoryIndexOf(index)));
    candidates.push(reuse.take(`category:${index.version}:${index.path}`, categoryRoute(index, config)));
  }
  for (const page of input.apiPages) candidates.push(reuse.take(`api:${page.path}`, apiRoute(page, config)));
  const pages = pageRoutes({ pages: input.pages ?? [], config, includeDrafts: input.includeDrafts });
  for (const route of pages.routes) candidates.push(reuse.take(`page:${route.path}`, route));
  const blog = input.blog && blogRoutes({ ...input.blog, config, includeDrafts: input.includeDrafts });
  for (const route of blog?.routes ?? []) candidates.push(reuse.take(`blog:${route.path}`, route));
  diagnostics.push(...(blog?.diagnostics ?? []));
  candidates.push(reuse.take('not-found', NOT_FOUND_ROUTE));

  const newDocMemos = docMemos.result();
  const otherPaths = candidates
    .filter((route) => route.kind !== 'doc')
    .map((route) => route.path)
    .join('\u0000');
  const checkOf = createRouteChecker(routeChecks);
  const updated =
    previous !== undefined && !afresh && previous.assets === input.assets && previous.routesPassed === otherPaths
      ? updateRoutes({ candidates, before: previous.manifest, assets: input.assets, checkOf })
      : undefined;
  const placed = updated ?? placeRoutes({ candidates, config, assets: input.assets, checkOf, docMemos: newDocMemos });
  diagnostics.push(...placed.diagnostics);
  const manifest: RouteManifest = {
    routes: placed.routes,
    byPath: placed.byPath,
    byFile: byFile.result(),
    docs: docsByKey.result(),
    sidebars,
    sidebarLinks,
    categoryIndexes,
    versions,
    assets: previous?.assets === input.assets ? previous.manifest.assets : new Set(input.assets),
    apiPages: new Map(input.apiPages.map((page) => [page.path, { reference: page.reference, schemasPath: page.schemasPath }])),
    pages: new Map([...pages.metas].map(([path, meta]) => [path, reuse.take(`page-meta:${path}`, meta)])),
    blog: blog && reuse.take('blog', blog.blog),
    localFiles:
      previous !== undefined && sameEntries(previous.manifest.localFiles, input.localFiles ?? new Map())
        ? previous.manifest.localFiles
        : (input.localFiles ?? new Map()),
  };
  return {
    manifest,
    diagnostics,
    memo: {
      docs: newDocMemos,
      objects: reuse.objects(),
      routeChecks,
      links,
      manifest,
      assets: input.assets,
      routesPassed: placed.passed ? otherPaths : undefined,
    },
  };
}

/** What one docs version adds to the manifest. */
interface VersionPart {
  /** Every doc's memo, drafts included. */
  readonly allMemos: readonly DocMemo[];
  /** The memos of the docs it builds, each with its route. */
  readonly memos: readonly DocMemo[];
  /** Its sidebars, by versioned id. */
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  readonly sidebarLinks: readonly SidebarLinkSource[];
  readonly generated: readonly PlacedIndex[];
  readonly version: Version;
  readonly diagnostics: readonly Diagnostic[];
}

/** A version's sidebars, its docs' routes (a doc's route is kept while its memo and sidebar are) and its generated indexes. */
function versionPart({
  input,
  versionSources,
  memos: allMemos,
  reuse,
  links,
}: {
  input: ManifestInput;
  versionSources: VersionSources;
  memos: readonly DocMemo[];
  reuse: Reuse;
  links: WeakMap<DocMeta, SidebarLink>;
}): VersionPart {
  const { config } = input;
  const { version } = versionSources;
  const versionReuse: ReuseScope = reuse.within(version.name);
  const diagnostics: Diagnostic[] = [];
  const draftIds = new Set<string>();
  for (const { meta } of allMemos) if (meta.draft) draftIds.add(meta.id);
  const memos = input.includeDrafts ? allMemos : allMemos.filter(({ meta }) => !meta.draft);
  diagnostics.push(...checkPaginationIds(memos, input.includeDrafts ? new Set() : draftIds));
  diagnostics.push(...checkTags(memos, versionSources.tagDefinitions));

  const resolved = resolveSidebars({
    sidebars: versionSources.sidebars,
    routeBasePath: version.path,
    configFile: version.sidebarsFile,
    docs: memos.map((memo) => memo.sidebarDoc),
    draftIds: input.includeDrafts ? new Set() : draftIds,
    categories: versionSources.categories,
    dirs: versionSources.dirs,
    reuse: versionReuse,
    links,
    sanitizeHtml: config.markdown.rawHtml === 'sanitize' ? sanitizeConfigHtml : undefined,
  });
  diagnostics.push(...resolved.diagnostics);
  if (version.isLast) {
    checkNavbarSidebars(config, input.configFile, Object.keys(resolved.sidebars), diagnostics);
    checkLocaleDropdowns(config, input.configFile, diagnostics);
  }

  // A page belongs to the first sidebar that lists it; one map, not a walk of every sidebar per page.
  const sidebars: Record<string, readonly SidebarItem[]> = {};
  const sidebarByPath = new Map<string, string>();
  for (const [sidebarId, items] of Object.entries(resolved.sidebars)) {
    sidebars[versionedKey(version.name, sidebarId)] = items;
    forEachSidebarHref(items, (href) => {
      const key = stripTrailingSlash(href);
      if (!sidebarByPath.has(key)) sidebarByPath.set(key, sidebarId);
    });
  }
  const sidebarOf = (path: string): string | undefined => sidebarByPath.get(stripTrailingSlash(path));

  for (const memo of memos) {
    const sidebarId = sidebarOf(memo.meta.permalink);
    // The same doc in the same sidebar makes the same route: the config, which the rest comes from, is the memo's.
    if (memo.route === undefined || memo.route.sidebarId !== sidebarId) memo.route = docRoute({ meta: memo.meta, parsed: memo.parsed, sidebarId, config });
  }
  const generated: PlacedIndex[] = [
    ...resolved.generatedIndexes.map((index) => ({ ...index, version: version.name, sidebarId: sidebarOf(index.path) ?? Object.keys(resolved.sidebars)[0]! })),
    ...tagIndexes(
      memos.map(({ meta }) => meta),
      joinRoutePath(version.path, 'tags'),
    ).map((index) => ({ ...index, version: version.name, sidebarId: undefined })),
  ];
  const docIds = memos.map(({ meta }) => meta.id);
  const versionRecord = reuse.take(`version:${version.name}`, {
    name: version.name,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    banner: version.banner,
    badge: version.badge,
    inSitemap: version.inSitemap,
    sidebars: Object.keys(resolved.sidebars),
    docs: versionReuse.derive('docs', docIds, () => [...docIds].sort()),
    draftIds: [...draftIds].sort(),
  } satisfies Version);
  return { allMemos, memos, sidebars, sidebarLinks: resolved.links, generated, version: versionRecord, diagnostics };
}

/**
 * Parsed sources → the route manifest. Pure: everything it needs is passed in.
 */
import { posix } from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { CategoryMeta } from '../content/category-meta.js';
import type { DocSource } from '../content/collect-sources.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import type { ApiPage } from '../openapi/api-pages.js';
import { severityOf } from '../config/severity.js';
import type { Diagnostic, DiagnosticLocation } from '../diagnostics/types.js';
import { forEachSidebarHref, stripTrailingSlash } from '../shared/sidebar.js';
import { joinRoutePath, outputFileFor } from '../shared/routes.js';
import type { SidebarLink } from '../shared/sidebar.js';
import { outputFolderConflicts, outputFoldersOf, routeInvalid, routePathProblem } from './check-routes.js';
import { sanitizeConfigHtml } from '../content/config-html.js';
import { computeDocMeta, isIndexDoc, tocHeadings, type DocSettings } from './doc-meta.js';
import { MapUpdate } from './map-update.js';
import { Reuse } from './reuse.js';
import { checkNavbarSidebars, checkPaginationIds, checkTags, duplicateRoute, staticConflicts } from './manifest-rules.js';
import { resolveSidebars, type GeneratedIndex, type SidebarDoc } from './sidebars.js';
import { CURRENT_VERSION, versionedKey, type VersionPlan } from '../config/version-plan.js';
import type { CategoryIndex, DocMeta, Route, RouteManifest, SidebarItem, Version } from './types.js';
import type { TagLink } from '../content/doc-refs.js';

export const NOT_FOUND_PATH = '/404';

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

/** A doc's metadata, sidebar entry and route, with what they were made from. */
interface DocMemo {
  readonly parsed: ParsedDocInfo;
  readonly relativePath: string;
  readonly routeBasePath: string;
  readonly meta: DocMeta;
  /** Its key in the manifest's docs: `versionedKey(version, id)`. */
  readonly key: string;
  readonly sidebarDoc: SidebarDoc;
  /** Its route, once made: kept while the doc is in the same sidebar. */
  route?: Route;
}

interface RouteCheck {
  readonly problem: string | undefined;
  /** `a/b/index.html` → `a/b`, `a` */
  readonly folders: readonly string[];
  /** Those that may be another route's file: every output file ends in `.html`. */
  readonly htmlFolders: readonly string[];
}

export function buildManifest(input: ManifestInput): ManifestResult {
  const { config, previous } = input;
  const reuse = new Reuse(previous?.objects);
  const routeChecks = previous?.routeChecks ?? new WeakMap<Route, RouteCheck>();
  const links = previous?.links ?? new WeakMap<DocMeta, SidebarLink>();
  const checkOf = (route: Route): RouteCheck => {
    let check = routeChecks.get(route);
    if (check === undefined) {
      const folders = outputFoldersOf(route);
      routeChecks.set(route, (check = { problem: routePathProblem(route), folders, htmlFolders: folders.filter((folder) => folder.endsWith('.html')) }));
    }
    return check;
  };
  const diagnostics: Diagnostic[] = [];
  const tocLevels = config.tableOfContents;
  const candidates: Route[] = [];

  const docSettings =
    (versionPath: string, tagDefinitions: ReadonlyMap<string, TagLink> = new Map()) =>
    (file: string) => ({
      editUrl: config.docs.editUrl,
      showLastUpdateTime: config.docs.showLastUpdateTime,
      showLastUpdateAuthor: config.docs.showLastUpdateAuthor,
      history: input.history?.get(file),
      tagsPath: joinRoutePath(versionPath, 'tags'),
      tagDefinitions,
    });
  const sanitizeHtml = config.markdown.rawHtml === 'sanitize' ? sanitizeConfigHtml : undefined;

  // Every doc's memo first: whether entries of the last run's maps may be gone decides how this run's are made.
  let knownDocs = 0;
  let keysMoved = false;
  const versionDocs = input.versions.map(({ version, docs, tagDefinitions }) =>
    docs.map(({ source, parsed }) => {
      const settings = docSettings(version.path, tagDefinitions);
      const known = previous?.docs.get(source.file);
      if (known === undefined) return memoOfDoc({ source, parsed, version, settings });
      knownDocs++;
      if (known.parsed === parsed && known.relativePath === source.relativePath && known.routeBasePath === version.path && known.meta.version === version.name)
        return known;
      const memo = memoOfDoc({ source, parsed, version, settings });
      if (memo.key !== known.key || memo.meta.permalink !== known.meta.permalink || memo.meta.draft !== known.meta.draft) keysMoved = true;
      return memo;
    }),
  );
  const docsGone = previous !== undefined && knownDocs < previous.docs.size;
  const afresh = previous === undefined || docsGone || keysMoved;
  const docMemos = new MapUpdate(previous?.docs, docsGone);
  const docsByKey = new MapUpdate(previous?.manifest.docs, afresh);
  const byFile = new MapUpdate(previous?.manifest.byFile, afresh);
  const sidebars: Record<string, readonly SidebarItem[]> = {};
  const versions: Version[] = [];
  const generated: Array<GeneratedIndex & { version: string; sidebarId: string | undefined }> = [];

  input.versions.forEach((versionSources, at) => {
    const { version } = versionSources;
    const versionReuse = reuse.within(version.name);
    const allDocs = versionDocs[at]!;
    for (const memo of allDocs) docMemos.set(memo.meta.file, memo);
    const draftIds = new Set<string>();
    for (const { meta } of allDocs) if (meta.draft) draftIds.add(meta.id);
    const docs = input.includeDrafts ? allDocs : allDocs.filter(({ meta }) => !meta.draft);
    diagnostics.push(...checkPaginationIds(docs, input.includeDrafts ? new Set() : draftIds));
    diagnostics.push(...checkTags(docs, versionSources.tagDefinitions));

    const resolved = resolveSidebars({
      sidebars: versionSources.sidebars,
      routeBasePath: version.path,
      configFile: version.sidebarsFile,
      docs: docs.map((memo) => memo.sidebarDoc),
      draftIds: input.includeDrafts ? new Set() : draftIds,
      categories: versionSources.categories,
      dirs: versionSources.dirs,
      reuse: versionReuse,
      links,
      sanitizeHtml,
    });
    diagnostics.push(...resolved.diagnostics);
    if (version.isLast) checkNavbarSidebars(config, input.configFile, Object.keys(resolved.sidebars), diagnostics);

    // A page belongs to the first sidebar that lists it; one map, not a walk of every sidebar per page.
    const sidebarByPath = new Map<string, string>();
    for (const [sidebarId, items] of Object.entries(resolved.sidebars)) {
      sidebars[versionedKey(version.name, sidebarId)] = items;
      forEachSidebarHref(items, (href) => {
        const key = stripTrailingSlash(href);
        if (!sidebarByPath.has(key)) sidebarByPath.set(key, sidebarId);
      });
    }
    const sidebarOf = (path: string): string | undefined => sidebarByPath.get(stripTrailingSlash(path));

    for (const memo of docs) {
      const { meta, parsed } = memo;
      docsByKey.set(memo.key, meta);
      byFile.set(meta.file, meta.permalink);
      const sidebarId = sidebarOf(meta.permalink);
      // The same doc in the same sidebar makes the same route: the config, which the rest comes from, is the memo's.
      if (memo.route === undefined || memo.route.sidebarId !== sidebarId) {
        memo.route = {
          path: meta.permalink,
          kind: 'doc',
          source: { type: 'file', file: meta.file },
          title: meta.title,
          description: meta.description,
          headings: tocHeadings(parsed.headings, parsed.frontMatter, tocLevels),
          anchors: parsed.anchors,
          links: parsed.links,
          docId: meta.id,
          sidebarId,
          version: version.name,
          noIndex: meta.unlisted || meta.draft,
          outputFile: outputFileFor(meta.permalink, config.trailingSlash),
        };
      }
      candidates.push(memo.route);
    }
    for (const index of resolved.generatedIndexes) {
      generated.push({ ...index, version: version.name, sidebarId: sidebarOf(index.path) ?? Object.keys(resolved.sidebars)[0]! });
    }
    for (const index of tagIndexes(
      docs.map(({ meta }) => meta),
      joinRoutePath(version.path, 'tags'),
    )) {
      generated.push({ ...index, version: version.name, sidebarId: undefined });
    }
    const docIds = docs.map(({ meta }) => meta.id);
    versions.push(
      reuse.take(`version:${version.name}`, {
        name: version.name,
        label: version.label,
        path: version.path,
        isLast: version.isLast,
        banner: version.banner,
        inSitemap: version.inSitemap,
        sidebars: Object.keys(resolved.sidebars),
        docs: versionReuse.derive('docs', docIds, () => [...docIds].sort()),
        draftIds: [...draftIds].sort(),
      } satisfies Version),
    );
  });

  const categoryIndexes = new Map<string, CategoryIndex>();
  for (const index of generated) {
    const { sidebarId } = index;
    categoryIndexes.set(
      index.path,
      reuse.take(`index:${index.version}:${index.path}`, {
        path: index.path,
        title: index.title,
        description: index.description,
        items: index.items,
        sidebarId,
      } satisfies CategoryIndex),
    );
    candidates.push(
      reuse.take(`category:${index.version}:${index.path}`, {
        path: index.path,
        kind: 'category',
        source: { type: 'category', file: index.sourceFile },
        title: index.title,
        description: index.description,
        headings: [],
        anchors: [],
        links: [],
        docId: undefined,
        sidebarId,
        version: index.version,
        noIndex: false,
        outputFile: outputFileFor(index.path, config.trailingSlash),
      } satisfies Route),
    );
  }
  for (const page of input.apiPages) {
    candidates.push(
      reuse.take(`api:${page.path}`, {
        path: page.path,
        kind: 'api',
        source: { type: 'spec', file: page.file, pointer: '' },
        title: page.title,
        description: page.description,
        headings: [],
        anchors: page.anchors,
        links: [],
        docId: undefined,
        sidebarId: undefined,
        version: CURRENT_VERSION,
        noIndex: false,
        outputFile: outputFileFor(page.path, config.trailingSlash),
      } satisfies Route),
    );
  }
  candidates.push(
    reuse.take('not-found', {
      path: NOT_FOUND_PATH,
      kind: 'not-found',
      source: { type: 'builtin' },
      title: 'Page Not Found',
      description: undefined,
      headings: [],
      anchors: [],
      links: [],
      docId: undefined,
      sidebarId: undefined,
      version: CURRENT_VERSION,
      noIndex: true,
      outputFile: '404.html',
    } satisfies Route),
  );

  const newDocMemos = docMemos.result();
  const otherPaths = candidates
    .filter((route) => route.kind !== 'doc')
    .map((route) => route.path)
    .join('\u0000');
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
    categoryIndexes,
    versions,
    assets: previous?.assets === input.assets ? previous.manifest.assets : new Set(input.assets),
    apiPages: new Map(input.apiPages.map((page) => [page.path, { reference: page.reference, schemasPath: page.schemasPath }])),
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

interface PlacedRoutes {
  readonly routes: readonly Route[];
  readonly byPath: ReadonlyMap<string, Route>;
  readonly diagnostics: readonly Diagnostic[];
  /** Every candidate became a route, none needing a folder named like a page's file. */
  readonly passed: boolean;
}

/**
 * The routes of every candidate that may be written, by path (the last of two with the same path wins),
 * sorted by path, with the problems that kept the others out.
 */
function placeRoutes({
  candidates,
  config,
  assets,
  checkOf,
  docMemos,
}: {
  candidates: readonly Route[];
  config: ResolvedConfig;
  assets: readonly string[];
  checkOf: (route: Route) => RouteCheck;
  /** For the front matter line that made a doc's route path. */
  docMemos: ReadonlyMap<string, DocMemo>;
}): PlacedRoutes {
  const diagnostics: Diagnostic[] = [];
  const describeOrigin = (route: Route) => {
    const origin = originOf(route, docMemos);
    return { location: origin?.location, from: origin ? ` (from ${origin.what})` : '' };
  };
  const writable = candidates.filter((route) => {
    const { problem } = checkOf(route);
    if (problem === undefined) return true;
    const { location, from } = describeOrigin(route);
    diagnostics.push(routeInvalid(`The page URL ${JSON.stringify(route.path)}${from} ${problem}`, location));
    return false;
  });
  const byPath = new Map<string, Route>();
  const severity = severityOf(config.onDuplicateRoutes);
  for (const route of writable) {
    const existing = byPath.get(route.path);
    if (existing && severity) diagnostics.push(duplicateRoute(existing, route, severity));
    byPath.set(route.path, route);
  }
  const needFolders = [...byPath.values()].filter((route) => checkOf(route).htmlFolders.length > 0);
  for (const { route, other } of outputFolderConflicts([...byPath.values()], needFolders, (route) => checkOf(route).htmlFolders)) {
    const { location, from } = describeOrigin(route);
    diagnostics.push(
      routeInvalid(
        `The page URL ${JSON.stringify(route.path)}${from} needs the folder ${posix.dirname(route.outputFile)}/, which is the file of the page ${other.path}`,
        location,
      ),
    );
    byPath.delete(route.path);
  }
  const routes = [...byPath.values()].sort(byRoutePath);
  const staticProblems = staticConflicts(assets, routes, (route) => checkOf(route).folders);
  diagnostics.push(...staticProblems);
  const passed = byPath.size === candidates.length && needFolders.length === 0 && staticProblems.length === 0;
  return { routes, byPath, diagnostics, passed };
}

/**
 * The last run's routes with the docs' routes that changed or came, when that is all that changed:
 * its routes all passed the checks (none dropped, none needing a folder named like a page's file), no route went, and each changed or new route
 * passes them on its own (a path that can be written, not taken by another route, and no folder named
 * like a page's or a static file). Then no other route's checks can give another answer, and the
 * problems are none. Undefined when a check must look at every route.
 */
function updateRoutes({
  candidates,
  before,
  assets,
  checkOf,
}: {
  candidates: readonly Route[];
  before: RouteManifest;
  assets: readonly string[];
  checkOf: (route: Route) => RouteCheck;
}): PlacedRoutes | undefined {
  const byPath = new MapUpdate(before.byPath, false);
  const replaced = new Map<string, Route>();
  const added: Route[] = [];
  const assetSet = assets.length === 0 ? undefined : new Set(assets);
  for (const route of candidates) {
    const was = before.byPath.get(route.path);
    if (was === route) continue;
    // Only a doc's route is its file's alone: another kind's change is checked with every route.
    if (route.kind !== 'doc') return undefined;
    const check = checkOf(route);
    if (check.problem !== undefined || check.htmlFolders.length > 0) return undefined;
    if (assetSet !== undefined && (assetSet.has(route.outputFile) || check.folders.some((folder) => assetSet.has(folder)))) return undefined;
    if (was === undefined) {
      if (added.some((other) => other.path === route.path)) return undefined;
      added.push(route);
    } else {
      if (was.kind !== 'doc' || was.source.type !== 'file' || route.source.type !== 'file' || was.source.file !== route.source.file) return undefined;
      replaced.set(route.path, route);
    }
    byPath.set(route.path, route);
  }
  let routes = replaced.size === 0 ? before.routes : before.routes.map((route) => replaced.get(route.path) ?? route);
  if (added.length > 0) routes = mergeSorted(routes, added.sort(byRoutePath));
  return { routes, byPath: byPath.result(), diagnostics: [], passed: true };
}

function byRoutePath(a: Route, b: Route): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Two lists sorted by path, as one. */
function mergeSorted(a: readonly Route[], b: readonly Route[]): Route[] {
  const merged: Route[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) merged.push(j >= b.length || (i < a.length && byRoutePath(a[i]!, b[j]!) <= 0) ? a[i++]! : b[j++]!);
  return merged;
}

/** What made a route's path, for route-invalid errors: the slug or id line of a doc's front matter, a category file, a spec. */
function originOf(route: Route, docMemos: ReadonlyMap<string, DocMemo>): { location: DiagnosticLocation; what: string } | undefined {
  switch (route.source.type) {
    case 'file': {
      const parsed = docMemos.get(route.source.file)?.parsed;
      const field = parsed?.frontMatter.slug !== undefined ? 'slug' : parsed?.frontMatter.id !== undefined ? 'id' : undefined;
      return {
        location: { file: route.source.file, ...(field ? parsed!.frontMatterPositions[field] : { line: 1, column: 1 }) },
        what: field ? `its front matter ${field}` : 'its file name',
      };
    }
    case 'category':
      return { location: { file: route.source.file }, what: 'the category link slug' };
    case 'spec':
      return { location: { file: route.source.file }, what: 'the spec file name' };
    case 'builtin':
      return undefined;
  }
}

function memoOfDoc({
  source,
  parsed,
  version,
  settings,
}: {
  source: DocSource;
  parsed: ParsedDocInfo;
  version: VersionPlan;
  settings: (file: string) => DocSettings;
}): DocMemo {
  const meta = computeDocMeta({
    file: source.file,
    relativePath: source.relativePath,
    frontMatter: parsed.frontMatter,
    contentTitle: parsed.contentTitle,
    routeBasePath: version.path,
    version: version.name,
    settings: settings(source.file),
  });
  const slash = source.relativePath.lastIndexOf('/');
  const sidebarDoc: SidebarDoc = {
    meta,
    rawDir: slash === -1 ? '' : source.relativePath.slice(0, slash),
    rawName: source.relativePath.slice(slash + 1).replace(/\.mdx?$/, ''),
    isIndex: isIndexDoc(source.relativePath),
  };
  return { parsed, relativePath: source.relativePath, routeBasePath: version.path, meta, key: versionedKey(version.name, meta.id), sidebarDoc };
}

/**
 * The tags pages of a version, as Docusaurus has them: `<tagsPath>` lists every tag with how many
 * docs have it, and `<tagsPath>/<tag>` lists those docs. None when no doc has a tag. Unlisted docs
 * are left out, as from sidebars.
 */
function tagIndexes(docs: readonly DocMeta[], tagsPath: string): GeneratedIndex[] {
  const byTag = new Map<string, { label: string; docs: DocMeta[] }>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags) {
      const entry = byTag.get(tag.permalink) ?? { label: tag.label, docs: [] };
      if (!entry.docs.includes(doc)) entry.docs.push(doc);
      byTag.set(tag.permalink, entry);
    }
  }
  if (byTag.size === 0) return [];
  const tags = [...byTag].sort(([, a], [, b]) => a.label.localeCompare(b.label, 'en'));
  const sourceFile = (entry: { docs: readonly DocMeta[] }) => entry.docs[0]!.file;
  const pages: GeneratedIndex[] = tags.map(([permalink, entry]) => ({
    path: permalink,
    title: `${entry.docs.length} doc${entry.docs.length === 1 ? '' : 's'} tagged with "${entry.label}"`,
    description: undefined,
    items: entry.docs
      .map((doc): SidebarLink => ({ type: 'link', label: doc.title, href: doc.permalink, docId: doc.id, unlisted: false }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    sourceFile: sourceFile(entry),
  }));
  const list: GeneratedIndex = {
    path: tagsPath,
    title: 'Tags',
    description: undefined,
    items: tags.map(([permalink, entry]): SidebarLink => ({ type: 'link', label: `${entry.label} (${entry.docs.length})`, href: permalink, unlisted: false })),
    sourceFile: sourceFile(tags[0]![1]),
  };
  return [list, ...pages];
}

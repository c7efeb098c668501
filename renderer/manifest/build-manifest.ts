/**
 * Parsed sources → the route manifest. Pure: everything it needs is passed in.
 */
import { posix } from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { CategoryMeta } from '../content/category-meta.js';
import type { DocSource } from '../content/collect-sources.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import type { ApiPage } from '../openapi/load-specs.js';
import { listNames } from '../diagnostics/format.js';
import { severityOf } from '../diagnostics/severity.js';
import type { Diagnostic, DiagnosticLocation, Severity } from '../diagnostics/types.js';
import { sidebarHrefs, stripTrailingSlash } from '../shared/sidebar.js';
import { joinRoutePath, outputFileFor } from '../shared/routes.js';
import type { SidebarLink } from '../shared/sidebar.js';
import { outputFolderConflicts, outputFoldersOf, routeInvalid, routePathProblem } from './check-routes.js';
import { sanitizeConfigHtml } from '../config/config-html.js';
import { computeDocMeta, isIndexDoc, tocHeadings, type DocSettings } from './doc-meta.js';
import { Reuse } from './reuse.js';
import { resolveSidebars, type GeneratedIndex, type SidebarDoc } from './sidebars.js';
import { CURRENT_VERSION, versionedKey, type VersionPlan } from './versions.js';
import type { CategoryIndex, DocMeta, Route, RouteManifest, SidebarItem, TagLink, Version } from './types.js';

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
}

/** A doc's metadata, sidebar entry and route, with what they were made from. */
interface DocMemo {
  readonly parsed: ParsedDocInfo;
  readonly relativePath: string;
  readonly routeBasePath: string;
  readonly meta: DocMeta;
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
  const { config } = input;
  const reuse = new Reuse(input.previous?.objects);
  const docMemos = new Map<string, DocMemo>();
  const routeChecks = input.previous?.routeChecks ?? new WeakMap<Route, RouteCheck>();
  const links = input.previous?.links ?? new WeakMap<DocMeta, SidebarLink>();
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
  const docsByKey = new Map<string, DocMeta>();
  const byFile = new Map<string, string>();
  const sidebars: Record<string, readonly SidebarItem[]> = {};
  const versions: Version[] = [];
  const generated: Array<GeneratedIndex & { version: string; sidebarId: string | undefined }> = [];
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
  /** What made each route's path, for route-invalid errors: the slug or id line of a doc's front matter, a category file, a config field. */
  const origins = new Map<Route, { location: DiagnosticLocation; what: string }>();

  for (const versionSources of input.versions) {
    const { version } = versionSources;
    const versionReuse = reuse.within(version.name);
    const allDocs = versionSources.docs.map(({ source, parsed }) => {
      const known = input.previous?.docs.get(source.file);
      const memo =
        known !== undefined &&
        known.parsed === parsed &&
        known.relativePath === source.relativePath &&
        known.routeBasePath === version.path &&
        known.meta.version === version.name
          ? known
          : memoOfDoc({ source, parsed, version, settings: docSettings(version.path, versionSources.tagDefinitions) });
      docMemos.set(source.file, memo);
      return { source, parsed, meta: memo.meta, memo };
    });
    const draftIds = new Set(allDocs.filter((doc) => doc.meta.draft).map((doc) => doc.meta.id));
    const docs = input.includeDrafts ? allDocs : allDocs.filter((doc) => !doc.meta.draft);
    diagnostics.push(...checkPaginationIds(docs, input.includeDrafts ? new Set() : draftIds));
    diagnostics.push(...checkTags(docs, versionSources.tagDefinitions));

    const resolved = resolveSidebars({
      sidebars: versionSources.sidebars,
      routeBasePath: version.path,
      configFile: version.sidebarsFile,
      docs: docs.map(({ memo }) => memo.sidebarDoc),
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
      for (const href of sidebarHrefs(items)) {
        const key = stripTrailingSlash(href);
        if (!sidebarByPath.has(key)) sidebarByPath.set(key, sidebarId);
      }
    }
    const sidebarOf = (path: string): string | undefined => sidebarByPath.get(stripTrailingSlash(path));

    for (const { parsed, meta, memo } of docs) {
      docsByKey.set(versionedKey(version.name, meta.id), meta);
      byFile.set(meta.file, meta.permalink);
      const field = parsed.frontMatter.slug !== undefined ? 'slug' : parsed.frontMatter.id !== undefined ? 'id' : undefined;
      const sidebarId = sidebarOf(meta.permalink);
      // The same doc in the same sidebar makes the same route: the config, which the rest comes from, is the memo's.
      const route: Route =
        memo.route !== undefined && memo.route.sidebarId === sidebarId
          ? memo.route
          : (memo.route = {
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
            });
      candidates.push(route);
      origins.set(route, {
        location: { file: meta.file, ...(field ? parsed.frontMatterPositions[field] : { line: 1, column: 1 }) },
        what: field ? `its front matter ${field}` : 'its file name',
      });
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
  }

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
    const route: Route = reuse.take(`category:${index.version}:${index.path}`, {
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
    } satisfies Route);
    candidates.push(route);
    origins.set(route, { location: { file: index.sourceFile }, what: 'the category link slug' });
  }
  for (const page of input.apiPages) {
    const route: Route = reuse.take(`api:${page.path}`, {
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
    } satisfies Route);
    candidates.push(route);
    origins.set(route, { location: { file: page.file }, what: 'the spec file name' });
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

  const describeOrigin = (route: Route) => {
    const origin = origins.get(route);
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
  for (const route of writable) {
    const existing = byPath.get(route.path);
    const severity = severityOf(config.onDuplicateRoutes);
    if (existing && severity) diagnostics.push(duplicateRoute(existing, route, severity));
    byPath.set(route.path, route);
  }
  for (const { route, other } of outputFolderConflicts([...byPath.values()], (route) => checkOf(route).htmlFolders)) {
    const { location, from } = describeOrigin(route);
    diagnostics.push(
      routeInvalid(
        `The page URL ${JSON.stringify(route.path)}${from} needs the folder ${posix.dirname(route.outputFile)}/, which is the file of the page ${other.path}`,
        location,
      ),
    );
    byPath.delete(route.path);
  }
  const routes = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  diagnostics.push(...staticConflicts(input.assets, routes, (route) => checkOf(route).folders));
  return {
    manifest: {
      routes,
      byPath,
      byFile,
      docs: docsByKey,
      sidebars,
      categoryIndexes,
      versions,
      assets: new Set(input.assets),
      apiPages: new Map(input.apiPages.map((page) => [page.path, { reference: page.reference, schemasPath: page.schemasPath }])),
    },
    diagnostics,
    memo: { docs: docMemos, objects: reuse.objects(), routeChecks, links },
  };
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
  return { parsed, relativePath: source.relativePath, routeBasePath: version.path, meta, sidebarDoc };
}

/** With a tags.yml, a doc's tag that the file does not define is a warning, as Docusaurus's `onInlineTags: 'warn'`. */
function checkTags(docs: ReadonlyArray<{ meta: DocMeta; parsed: ParsedDocInfo }>, definitions: ReadonlyMap<string, TagLink> | undefined): Diagnostic[] {
  if (definitions === undefined || definitions.size === 0) return [];
  return docs.flatMap(({ meta, parsed }) =>
    (parsed.frontMatter.tags ?? []).flatMap((tag): Diagnostic[] => {
      if (typeof tag !== 'string' || definitions.has(tag)) return [];
      return [
        {
          code: 'tag-unknown',
          severity: 'warning',
          message: `Tag "${tag}" is not defined in the docs folder's tags.yml. Defined tags: ${listNames(definitions.keys())}`,
          location: { file: meta.file, ...parsed.frontMatterPositions.tags },
        },
      ];
    }),
  );
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

/**
 * `pagination_prev` / `pagination_next` name docs of the same version. A
 * draft left out of the build gives no link, silently, as a draft named in
 * a sidebar does; an id that names nothing is an error that lists the ids
 * there are.
 */
function checkPaginationIds(docs: ReadonlyArray<{ meta: DocMeta; parsed: ParsedDocInfo }>, draftIds: ReadonlySet<string>): Diagnostic[] {
  const ids = new Set(docs.map(({ meta }) => meta.id));
  return docs.flatMap(({ meta, parsed }) =>
    (['pagination_prev', 'pagination_next'] as const).flatMap((field): Diagnostic[] => {
      const id = field === 'pagination_prev' ? meta.paginationPrev : meta.paginationNext;
      if (typeof id !== 'string' || ids.has(id) || draftIds.has(id)) return [];
      return [
        {
          code: 'doc-unknown',
          severity: 'error',
          message: `${field} refers to doc id "${id}", which does not exist in this version. Available doc ids: ${listNames(ids)}`,
          location: { file: meta.file, ...parsed.frontMatterPositions[field] },
        },
      ];
    }),
  );
}

/** Files under static/ are copied to the output root, where they must not take a page's file or folder. */
function staticConflicts(assets: readonly string[], routes: readonly Route[], foldersOf: (route: Route) => readonly string[]): Diagnostic[] {
  if (assets.length === 0) return [];
  const assetSet = new Set(assets);
  const pageFiles = new Map<string, Route>();
  const pageFolders = new Map<string, Route>();
  // Only the assets' own names are looked up: a site has far fewer static files than page folders.
  for (const route of routes) {
    if (assetSet.has(route.outputFile)) pageFiles.set(route.outputFile, route);
    for (const dir of foldersOf(route)) if (assetSet.has(dir) && !pageFolders.has(dir)) pageFolders.set(dir, route);
  }
  return assets.flatMap((asset): Diagnostic[] => {
    const sameFile = pageFiles.get(asset);
    const folder = pageFolders.get(asset);
    const route = sameFile ?? folder;
    if (route === undefined) return [];
    const message = sameFile
      ? `static/${asset} would overwrite the page ${route.path} (${route.outputFile})`
      : `static/${asset} is a file where the page ${route.path} needs a folder (${route.outputFile})`;
    return [{ code: 'static-conflict', severity: 'error', message, location: { file: `static/${asset}` } }];
  });
}

function duplicateRoute(first: Route, second: Route, severity: Severity): Diagnostic {
  const describe = (route: Route) => ('file' in route.source ? route.source.file : 'a built-in page');
  return {
    code: 'duplicate-route',
    severity,
    message: `Route ${first.path} is produced by both ${describe(first)} and ${describe(second)}; only the last is kept`,
    location: 'file' in second.source ? { file: second.source.file, line: 1, column: 1 } : undefined,
  };
}

function checkNavbarSidebars(config: ResolvedConfig, configFile: string, sidebarIds: readonly string[], diagnostics: Diagnostic[]): void {
  config.navbar.items.forEach((item, index) => {
    if (item.type !== 'docSidebar' || sidebarIds.includes(item.sidebarId)) return;
    diagnostics.push({
      code: 'sidebar-unknown',
      severity: 'error',
      message: `Navbar item "${item.label}" refers to sidebar "${item.sidebarId}", which does not exist. Available sidebars: ${sidebarIds.join(', ') || '(none)'}`,
      location: { configField: `navbar.items[${index}].sidebarId`, file: configFile },
    });
  });
}

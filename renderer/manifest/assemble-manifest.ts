/**
 * Stage "manifest" (pure): the sources, each doc's parse results and the API
 * pages → the route manifest, with the problems of `_category_` files and
 * those buildManifest finds.
 *
 * Incremental: when only the texts of some docs changed and none of them
 * changed what other pages show of it (front matter, title), the previous
 * manifest is kept and only those docs' routes are replaced with their new
 * headings, anchors and links: what a new manifest would hold, without
 * building the sidebars, ids and URLs of every doc again. Anything else
 * builds the manifest anew.
 */
import type { ResolvedConfig } from '../config/types.js';
import { parseCategoryMeta, type CategoryMeta } from '../content/category-meta.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import type { SiteSources } from '../content/read-sources.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { ApiPage } from '../openapi/load-specs.js';
import { buildManifest, type VersionSources } from './build-manifest.js';
import type { Route, RouteManifest } from './types.js';

export interface ManifestStage {
  readonly manifest: RouteManifest;
  /** Problems of the `_category_` files. */
  readonly categoryDiagnostics: readonly Diagnostic[];
  /** Problems buildManifest found (pagination ids, sidebars, route paths, duplicates, static conflicts). */
  readonly diagnostics: readonly Diagnostic[];
  /** Paths of the routes that differ from the previous manifest (`since`), or `all` when it was built anew. */
  readonly changes: RouteChanges;
  /** The inputs it was made from, to tell what the next run changed. */
  readonly inputs: ManifestInputs;
}

interface ManifestInputs {
  readonly config: ResolvedConfig;
  readonly apiPages: readonly ApiPage[];
  readonly includeDrafts: boolean;
  readonly docs: ReadonlyMap<string, { readonly info: ParsedDocInfo }>;
}

export type RouteChanges = { readonly since: RouteManifest; readonly routes: ReadonlySet<string> } | 'all';

export function assembleManifest({
  config,
  configFile,
  sources,
  docs,
  changedDocs,
  apiPages,
  includeDrafts,
  previous,
}: {
  config: ResolvedConfig;
  /** The config file's name relative to the root: `site.config.ts`. */
  configFile: string;
  sources: Pick<SiteSources, 'versions' | 'assets' | 'change'>;
  /** Every doc's parse results, by file. */
  docs: ReadonlyMap<string, { readonly info: ParsedDocInfo }>;
  /** Docs whose parse results changed since the previous run, or `all`. */
  changedDocs: ReadonlySet<string> | 'all';
  apiPages: readonly ApiPage[];
  /** Dev shows drafts; builds leave them out. */
  includeDrafts: boolean;
  previous: ManifestStage | undefined;
}): ManifestStage {
  const inputs: ManifestInputs = { config, apiPages, includeDrafts, docs };
  const patched =
    previous !== undefined &&
    previous.inputs.config === config &&
    previous.inputs.apiPages === apiPages &&
    previous.inputs.includeDrafts === includeDrafts &&
    sources.change.kind === 'docs' &&
    changedDocs !== 'all'
      ? patchRoutes({ previous, docs, changedDocs })
      : undefined;
  if (patched !== undefined) return { ...previous!, ...patched, inputs };

  const categoryDiagnostics: Diagnostic[] = [];
  const versions: VersionSources[] = sources.versions.map(({ version, sidebars, content }) => {
    const categories = new Map<string, { meta: CategoryMeta; file: string }>();
    for (const category of content.categories) {
      const { meta, diagnostics } = parseCategoryMeta(category);
      categoryDiagnostics.push(...diagnostics);
      categories.set(category.dir, { meta, file: category.file });
    }
    return { version, sidebars, docs: content.docs.map((source) => ({ source, parsed: docs.get(source.file)!.info })), categories, dirs: content.dirs };
  });
  const { manifest, diagnostics } = buildManifest({ config, configFile, versions, assets: sources.assets, includeDrafts, apiPages });
  return { manifest, categoryDiagnostics, diagnostics, changes: 'all', inputs };
}

/**
 * The previous manifest with the routes of `changedDocs` made from their new parse results, when
 * that is all that changed; undefined when a doc changed what other pages show of it.
 */
function patchRoutes({
  previous,
  docs,
  changedDocs,
}: {
  previous: ManifestStage;
  docs: ReadonlyMap<string, { readonly info: ParsedDocInfo }>;
  changedDocs: ReadonlySet<string>;
}): Pick<ManifestStage, 'manifest' | 'changes'> | undefined {
  const { manifest } = previous;
  const { minHeadingLevel, maxHeadingLevel } = previous.inputs.config.tableOfContents;
  const replaced = new Map<string, Route>();
  for (const file of changedDocs) {
    const before = previous.inputs.docs.get(file)?.info;
    const after = docs.get(file)?.info;
    if (before === undefined || after === undefined || sharedPartOf(before) !== sharedPartOf(after)) return undefined;
    const route = manifest.byPath.get(manifest.byFile.get(file) ?? '');
    // A draft left out, or a doc whose route another took or whose URL was refused, has no route of its own.
    if (route === undefined || route.source.type !== 'file' || route.source.file !== file) continue;
    replaced.set(route.path, {
      ...route,
      headings: after.headings.filter((heading) => heading.depth >= minHeadingLevel && heading.depth <= maxHeadingLevel),
      anchors: after.anchors,
      links: after.links,
    });
  }
  if (replaced.size === 0) return { manifest, changes: { since: manifest, routes: new Set() } };
  const byPath = new Map(manifest.byPath);
  for (const [path, route] of replaced) byPath.set(path, route);
  return {
    manifest: { ...manifest, routes: manifest.routes.map((route) => replaced.get(route.path) ?? route), byPath },
    changes: { since: manifest, routes: new Set(replaced.keys()) },
  };
}

/** What a doc gives the manifest beyond its own route's headings, anchors and links: its id, URL, title, sidebar entry, and where its front matter says so. */
function sharedPartOf(info: ParsedDocInfo): string {
  return JSON.stringify([info.frontMatter, info.frontMatterPositions, info.contentTitle]);
}

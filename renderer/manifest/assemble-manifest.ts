/**
 * Stage "manifest" (pure): the sources, each doc's parse results and the API
 * pages → the route manifest, with the problems of `_category_` files and
 * those buildManifest finds.
 *
 * Incremental, in two ways:
 * - when only the texts of some docs changed and none of them changed what
 *   other pages show of it (front matter, title), the previous manifest is
 *   kept and only those docs' routes are replaced with their new headings,
 *   anchors and links;
 * - otherwise, with the same config, API pages and drafts setting, the
 *   manifest is built again from what the last run made (buildManifest's
 *   memo): the metadata of unchanged docs and unchanged `_category_` files
 *   are taken as they were, and every route, sidebar item, category index
 *   and version equal to the last one is the same object, so the stages
 *   after this one tell what changed by identity.
 * A new config, API pages or drafts setting builds everything anew.
 */
import type { ResolvedConfig } from '../config/types.js';
import { parseCategoryMeta, type CategoryMeta } from '../content/category-meta.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import { BLOG_AUTHORS_FILE, PAGES_DIR, type SiteSources } from '../content/read-sources.js';
import { parseAuthorsFile, type BlogAuthor } from '../content/authors-file.js';
import type { TagLink } from '../content/doc-refs.js';
import type { PostInput } from './blog-routes.js';
import { parseTagsFile } from '../content/tags-file.js';
import { joinRoutePath } from '../shared/routes.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { ApiPage } from '../openapi/api-pages.js';
import { MapUpdate } from './map-update.js';
import { sameEntries } from '../shared/same-items.js';
import { buildManifest, type ManifestInput, type ManifestMemo, type VersionSources } from './build-manifest.js';
import { tocHeadings } from './doc-meta.js';
import type { PageInput } from './page-routes.js';
import type { Route, RouteManifest } from './types.js';

export interface ManifestStage {
  readonly manifest: RouteManifest;
  /** Problems of the `_category_` and tags.yml files. */
  readonly categoryDiagnostics: readonly Diagnostic[];
  /** Problems buildManifest found (pagination ids, sidebars, route paths, duplicates, static conflicts). */
  readonly diagnostics: readonly Diagnostic[];
  /** The manifest this one was made from (its unchanged parts are the same objects), or `all` when it was built anew. */
  readonly changes: RouteChanges;
  /** The inputs it was made from, to tell what the next run changed. */
  readonly inputs: ManifestInputs;
  /** What buildManifest made, for the next run to reuse. */
  readonly memo: ManifestMemo;
  /** Each `_category_` file's settings and problems, with the text they were read from, by file. */
  readonly categories: ReadonlyMap<string, { readonly source: string; readonly parsed: ReturnType<typeof parseCategoryMeta> }>;
  /** Each tags.yml's tags and problems, by its name and text. */
  readonly tagsFiles: ReadonlyMap<string, ReturnType<typeof parseTagsFile>>;
  /** The blog's authors.yml, parsed, with the text it was parsed from. */
  readonly authorsFile?: { readonly source: string; readonly parsed: ReturnType<typeof parseAuthorsFile> };
}

interface ManifestInputs {
  readonly config: ResolvedConfig;
  readonly apiPages: readonly ApiPage[];
  readonly includeDrafts: boolean;
  readonly docs: ReadonlyMap<string, { readonly info: ParsedDocInfo }>;
}

/**
 * `since`: the previous manifest. Whatever is not the same object in both (a route, a doc's
 * metadata, a sidebar, a category index, a version) changed.
 */
export type RouteChanges = { readonly since: RouteManifest } | 'all';

export function assembleManifest({
  config,
  configFile,
  sources,
  docs,
  changedDocs,
  apiPages,
  includeDrafts,
  history,
  localFiles,
  previous,
}: {
  config: ResolvedConfig;
  /** The config file's name relative to the root: `site.config.ts`. */
  configFile: string;
  sources: Pick<SiteSources, 'versions' | 'assets' | 'change'> & Partial<Pick<SiteSources, 'pages' | 'blog'>>;
  /** Every doc's parse results, by file. */
  docs: ReadonlyMap<string, { readonly info: ParsedDocInfo }>;
  /** Docs whose parse results changed since the previous run, or `all`. */
  changedDocs: ReadonlySet<string> | 'all';
  apiPages: readonly ApiPage[];
  /** Dev shows drafts; builds leave them out. */
  includeDrafts: boolean;
  /** Each doc file's last commit, when the config shows last updates. */
  history?: ManifestInput['history'];
  /** Files docs link beside themselves, by where the site publishes them. @default none */
  localFiles?: ReadonlyMap<string, string>;
  previous: ManifestStage | undefined;
}): ManifestStage {
  const inputs: ManifestInputs = { config, apiPages, includeDrafts, docs };
  const basis =
    previous !== undefined && previous.inputs.config === config && previous.inputs.apiPages === apiPages && previous.inputs.includeDrafts === includeDrafts
      ? previous
      : undefined;
  const patched =
    basis !== undefined && sources.change.kind === 'docs' && changedDocs !== 'all' && sameEntries(basis.manifest.localFiles, localFiles ?? new Map())
      ? patchRoutes({ previous: basis, docs, changedDocs })
      : undefined;
  if (patched !== undefined) return { ...basis!, manifest: patched, changes: { since: basis!.manifest }, inputs, memo: { ...basis!.memo, manifest: patched } };

  const categoryDiagnostics: Diagnostic[] = [];
  const categoryMetas = new Map<string, { source: string; parsed: ReturnType<typeof parseCategoryMeta> }>();
  const tagsFiles = new Map<string, ReturnType<typeof parseTagsFile>>();
  const versions: VersionSources[] = sources.versions.map(({ version, sidebars, content, tags: sourceTags }) => {
    const categories = new Map<string, { meta: CategoryMeta; file: string }>();
    for (const category of content.categories) {
      const known = basis?.categories.get(category.file);
      const parsed = known?.source === category.source ? known.parsed : parseCategoryMeta(category);
      categoryMetas.set(category.file, { source: category.source, parsed });
      categoryDiagnostics.push(...parsed.diagnostics);
      categories.set(category.dir, { meta: parsed.meta, file: category.file });
    }
    const tags = tagsOf(version.path, sourceTags, basis);
    tagsFiles.set(tagsKey(sourceTags), tags);
    categoryDiagnostics.push(...tags.diagnostics);
    return {
      version,
      sidebars,
      docs: content.docs.map((source) => ({ source, parsed: docs.get(source.file)!.info })),
      categories,
      dirs: content.dirs,
      tagDefinitions: tags.definitions,
    };
  });
  const blog = sources.blog && blogInputOf(sources.blog, docs, basis);
  categoryDiagnostics.push(...(blog?.diagnostics ?? []));
  if (sources.blog !== undefined) {
    const blogTags = tagsOf(config.blog.routeBasePath, sources.blog.tags, basis);
    tagsFiles.set(tagsKey(sources.blog.tags), blogTags);
    categoryDiagnostics.push(...blogTags.diagnostics);
    if (blog !== undefined) blog.tagDefinitions = blogTags.definitions;
  }
  const { manifest, diagnostics, memo } = buildManifest({
    config,
    configFile,
    versions,
    assets: sources.assets,
    includeDrafts,
    apiPages,
    pages: pageInputsOf(sources.pages, docs),
    localFiles,
    blog: blog && { posts: blog.posts, authors: blog.authors, authorsFile: BLOG_AUTHORS_FILE, tagDefinitions: blog.tagDefinitions },
    history,
    previous: basis?.memo,
  });
  return {
    manifest,
    categoryDiagnostics,
    diagnostics,
    changes: basis === undefined ? 'all' : { since: basis.manifest },
    inputs,
    memo,
    categories: categoryMetas,
    tagsFiles,
    authorsFile: blog?.authorsFile,
  };
}

/** The blog's posts with their parse results, and its authors.yml parsed (once per text). */
function blogInputOf(
  blog: NonNullable<SiteSources['blog']>,
  docs: ReadonlyMap<string, { readonly info: ParsedDocInfo }>,
  basis: ManifestStage | undefined,
): {
  posts: PostInput[];
  authors: ReadonlyMap<string, BlogAuthor>;
  diagnostics: readonly Diagnostic[];
  authorsFile: ManifestStage['authorsFile'];
  tagDefinitions?: ReadonlyMap<string, TagLink>;
} {
  const source = blog.authors?.source;
  const authorsFile =
    source === undefined
      ? undefined
      : basis?.authorsFile?.source === source
        ? basis.authorsFile
        : { source, parsed: parseAuthorsFile({ file: BLOG_AUTHORS_FILE, source }) };
  return {
    posts: blog.posts.docs.map((post) => ({ file: post.file, relativePath: post.relativePath, source: post.source, parsed: docs.get(post.file)!.info })),
    authors: authorsFile?.parsed.authors ?? new Map(),
    diagnostics: authorsFile?.parsed.diagnostics ?? [],
    authorsFile,
  };
}

/** The pages folder's pages in the order it was read: Markdown and MDX with their parse results, then React components. */
function pageInputsOf(pages: SiteSources['pages'], docs: ReadonlyMap<string, { readonly info: ParsedDocInfo }>): PageInput[] {
  if (pages === undefined) return [];
  const relative = (file: string) => file.slice(PAGES_DIR.length + 1);
  return [
    ...pages.docs.map((source) => ({ file: source.file, relativePath: source.relativePath, parsed: docs.get(source.file)!.info })),
    ...(pages.components ?? []).map((file) => ({ file, relativePath: relative(file), parsed: undefined })),
  ];
}

function tagsKey(tags: { file: string; source: string } | undefined): string {
  return tags === undefined ? '' : `${tags.file}\u0000${tags.source}`;
}

/** A version's tags.yml, parsed once per text: the same definitions object while the file is unchanged. */
function tagsOf(versionPath: string, tags: { file: string; source: string } | undefined, basis: ManifestStage | undefined): ReturnType<typeof parseTagsFile> {
  if (tags === undefined) return { definitions: new Map(), diagnostics: [] };
  return basis?.tagsFiles.get(tagsKey(tags)) ?? parseTagsFile({ file: tags.file, source: tags.source, tagsPath: joinRoutePath(versionPath, 'tags') });
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
}): RouteManifest | undefined {
  const { manifest } = previous;
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
      headings: tocHeadings(after.headings, after.frontMatter, previous.inputs.config.tableOfContents),
      anchors: after.anchors,
      links: after.links,
    });
  }
  if (replaced.size === 0) return manifest;
  const byPath = new MapUpdate(manifest.byPath, false);
  for (const [path, route] of replaced) byPath.set(path, route);
  return { ...manifest, routes: manifest.routes.map((route) => replaced.get(route.path) ?? route), byPath: byPath.result() };
}

/**
 * What a doc gives the manifest beyond its own route's headings, anchors and links: its id, URL, title,
 * description (its excerpt, without one in front matter), sidebar entry, and where its front matter says so.
 */
function sharedPartOf(info: ParsedDocInfo): string {
  return JSON.stringify([info.frontMatter, info.frontMatterPositions, info.contentTitle, info.excerpt]);
}

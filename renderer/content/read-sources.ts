/**
 * Stage "read sources" (I/O): every file the site is made of, as text: the
 * docs and `_category_` files of each docs version, the versions' sidebars,
 * and the names of the files under static/.
 *
 * Input: the config and, after the first run, the previous sources and the
 * files that changed (paths relative to the root, as the watcher names
 * them). A change of a known doc re-reads that file alone; a doc added to
 * or removed from a folder read before is put in or taken out of the list;
 * anything else (a folder, a link, a `_category_` file) walks its docs
 * folder again, re-reading only what is new. Without
 * a previous run (a build), everything is read.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { lstatOrUndefined, statOrUndefined } from '../fs/entries.js';
import { CURRENT_VERSION, planVersions, type VersionPlan } from '../config/version-plan.js';
import { readVersions, readVersionSidebars, type VersionSidebars } from '../config/versions-file.js';
import { CATEGORY_FILES, collectSources, formatOf, withDocsAddedOrRemoved, type ContentSources, type DocSource } from './collect-sources.js';
import { listAssets } from './list-assets.js';
import { readText } from './site-files.js';
import { TAGS_FILE } from './tags-file.js';

export const CONTENT_DIR = 'content';
export const STATIC_DIR = 'static';
/** The site's own pages, outside the docs (a landing page): Markdown, MDX or React components. */
export const PAGES_DIR = 'src/pages';
/** The blog's posts, and its authors file. */
export const BLOG_DIR = 'blog';
export const BLOG_AUTHORS_FILE = `${BLOG_DIR}/authors.yml`;

/** One docs version's files. */
export interface VersionFiles {
  readonly version: VersionPlan;
  /** The site config's sidebars for content/, versioned_sidebars/ for a released version. */
  readonly sidebars: VersionSidebars | undefined;
  readonly content: ContentSources;
  /** The docs folder's tags.yml, when it has one. */
  readonly tags?: { readonly file: string; readonly source: string };
}

export interface SiteSources {
  /** The versions to build, newest first, as planVersions orders them. */
  readonly versions: readonly VersionFiles[];
  /** The pages folder's Markdown and MDX pages (`docs`) and React components (`components`); none without the folder. */
  readonly pages: ContentSources | undefined;
  /** The blog's posts (`docs`) and its authors.yml; none without the blog folder. */
  readonly blog: BlogSources | undefined;
  /** Files under static/, POSIX paths relative to it, sorted. */
  readonly assets: readonly string[];
  /** Problems of versions.json, the versions' plan and their sidebars. */
  readonly planDiagnostics: readonly Diagnostic[];
  /** `planDiagnostics`, then each docs folder's problems. */
  readonly diagnostics: readonly Diagnostic[];
  /** Links under static/ that were not followed. */
  readonly assetDiagnostics: readonly Diagnostic[];
  /** What differs from the previous sources: the texts of some docs only, or more. */
  readonly change: SourcesChange;
}

export interface BlogSources {
  readonly posts: ContentSources;
  readonly authors: { readonly file: string; readonly source: string } | undefined;
  /** blog/tags.yml: the tags posts may use. */
  readonly tags: { readonly file: string; readonly source: string } | undefined;
}

export type SourcesChange = { readonly kind: 'docs'; readonly files: ReadonlySet<string> } | { readonly kind: 'structure' };

/** The site has no content folder: nothing to build (checked before reading, by build and dev alike). */
export function checkContentFolder(root: string): Diagnostic | undefined {
  const dir = path.join(root, CONTENT_DIR);
  const stats = statOrUndefined(dir);
  if (stats?.isDirectory()) return undefined;
  const problem = stats === undefined ? 'does not exist' : 'is a file, not a folder';
  return { code: 'content-missing', severity: 'error', message: `The content folder ${dir} ${problem}`, location: { file: CONTENT_DIR } };
}

export async function readSources({
  root,
  config,
  configFile,
  previous,
  changed,
}: {
  root: string;
  config: ResolvedConfig;
  configFile: string;
  /** The sources of the last run, read with the same config. */
  previous: SiteSources | undefined;
  /** Files changed since then, relative to the root; `all` reads everything. */
  changed: readonly string[] | 'all';
}): Promise<SiteSources> {
  if (previous === undefined || changed === 'all') return readEverything({ root, config, configFile });
  let structureChanged = false;
  const changedDocs = new Set<string>();
  const versions = await Promise.all(
    previous.versions.map(async (files) => {
      const prefix = `${files.version.docsDir}/`;
      let withTags = files;
      if (changed.includes(`${prefix}${TAGS_FILE}`)) {
        structureChanged = true;
        withTags = { ...files, tags: readTags(root, files.version.docsDir) };
      }
      // A file reached through a link changes when its target does, which the watcher names instead.
      const inside = [...changed.filter((file) => file.startsWith(prefix)), ...(changed.length > 0 ? files.content.linked : [])];
      if (inside.length === 0) return withTags;
      const content = await updateContent({ root, content: files.content, docsDir: files.version.docsDir, changed: inside });
      if (content.change === 'structure') structureChanged = true;
      else for (const file of content.change) changedDocs.add(file);
      return content.sources === files.content ? withTags : { ...withTags, content: content.sources };
    }),
  );
  const touches = (dir: string, content: ContentSources | undefined) =>
    changed.some((file) => file === dir || file.startsWith(`${dir}/`) || content?.linked.includes(file));
  /** The texts of a folder read before that did not change, so a walk again reads only what changed. */
  const unchangedTexts = (content: ContentSources | undefined) => {
    const unchanged = new Map(content === undefined ? [] : textsOf(content));
    for (const file of changed) unchanged.delete(file);
    return unchanged;
  };
  let { pages, blog } = previous;
  if (touches(PAGES_DIR, pages)) {
    pages = await readPages(root, unchangedTexts(pages));
    structureChanged = true;
  }
  if (touches(BLOG_DIR, blog?.posts)) {
    blog = await readBlog(root, unchangedTexts(blog?.posts));
    structureChanged = true;
  }
  let { assets, assetDiagnostics } = previous;
  if (changed.some((file) => file.startsWith(`${STATIC_DIR}/`))) {
    const listed = await listAssets({ root, staticDir: STATIC_DIR, include: config.static.include });
    if (listed.assets.join('\n') !== assets.join('\n') || listed.diagnostics.length + assetDiagnostics.length > 0) {
      ({ assets, diagnostics: assetDiagnostics } = listed);
      structureChanged = true;
    }
  }
  return {
    versions,
    pages,
    blog,
    assets,
    planDiagnostics: previous.planDiagnostics,
    diagnostics: [...previous.planDiagnostics, ...folderDiagnostics(versions, pages, blog)],
    assetDiagnostics,
    change: structureChanged ? { kind: 'structure' } : { kind: 'docs', files: changedDocs },
  };
}

async function readEverything({ root, config, configFile }: { root: string; config: ResolvedConfig; configFile: string }): Promise<SiteSources> {
  const released = readVersions(root);
  const planned = planVersions({ config, configFile, released: released.names });
  const planDiagnostics: Diagnostic[] = [...released.diagnostics, ...planned.diagnostics];
  const versions = await Promise.all(
    planned.versions.map(async (version): Promise<VersionFiles> => {
      const sidebars = version.name === CURRENT_VERSION ? { sidebars: config.docs.sidebars, diagnostics: [] } : readVersionSidebars(root, version.name);
      planDiagnostics.push(...sidebars.diagnostics);
      return {
        version,
        sidebars: sidebars.sidebars,
        content: await collectSources({ root, contentDir: version.docsDir }),
        tags: readTags(root, version.docsDir),
      };
    }),
  );
  const { assets, diagnostics: assetDiagnostics } = await listAssets({ root, staticDir: STATIC_DIR, include: config.static.include });
  const pages = await readPages(root);
  const blog = await readBlog(root);
  return {
    versions,
    pages,
    blog,
    assets,
    planDiagnostics,
    diagnostics: [...planDiagnostics, ...folderDiagnostics(versions, pages, blog)],
    assetDiagnostics,
    change: { kind: 'structure' },
  };
}

/** The docs folder's tags.yml, if it has one that reads as text. */
function readTags(root: string, docsDir: string): VersionFiles['tags'] {
  const file = `${docsDir}/${TAGS_FILE}`;
  if (!statOrUndefined(path.join(root, file))?.isFile()) return undefined;
  const source = readText(path.join(root, file), file);
  return typeof source === 'string' ? { file, source } : undefined;
}

/** The pages folder's pages, when the site has the folder; `known`: texts read before and unchanged since. */
async function readPages(root: string, known?: ReadonlyMap<string, string>): Promise<ContentSources | undefined> {
  if (!statOrUndefined(path.join(root, PAGES_DIR))?.isDirectory()) return undefined;
  return collectSources({ root, contentDir: PAGES_DIR, known, components: true });
}

/** The blog's posts and authors file, when the site has a blog folder. */
async function readBlog(root: string, known?: ReadonlyMap<string, string>): Promise<BlogSources | undefined> {
  if (!statOrUndefined(path.join(root, BLOG_DIR))?.isDirectory()) return undefined;
  const posts = await collectSources({ root, contentDir: BLOG_DIR, known });
  const readFile = (file: string) => {
    const text = statOrUndefined(path.join(root, file))?.isFile() ? readText(path.join(root, file), file) : undefined;
    return typeof text === 'string' ? { file, source: text } : undefined;
  };
  return { posts, authors: readFile(BLOG_AUTHORS_FILE), tags: readFile(`${BLOG_DIR}/${TAGS_FILE}`) };
}

/** Each docs folder's problems, and a warning for one without docs; then the pages folder's and the blog's. */
function folderDiagnostics(versions: readonly VersionFiles[], pages: ContentSources | undefined, blog: BlogSources | undefined): Diagnostic[] {
  return [...docsFolderDiagnostics(versions), ...(pages?.diagnostics ?? []), ...(blog?.posts.diagnostics ?? [])];
}

function docsFolderDiagnostics(versions: readonly VersionFiles[]): Diagnostic[] {
  return versions.flatMap(({ version, content }): Diagnostic[] => [
    ...content.diagnostics,
    ...(content.docs.length > 0
      ? []
      : [
          {
            code: 'content-empty',
            severity: 'warning',
            message: `${version.docsDir}/ holds no .md or .mdx docs: the site has no doc pages`,
            location: { file: version.docsDir },
          } satisfies Diagnostic,
        ]),
  ]);
}

/** A path under a docs folder with a part starting with `_` or `.`: not a route (collect-sources.ts). */
function isPrivate(relativePath: string): boolean {
  return relativePath.split('/').some((part) => part.startsWith('_') || part.startsWith('.'));
}

const texts = new WeakMap<ContentSources, ReadonlyMap<string, string>>();

/** The text of each doc and _category_ file of a docs folder, by file; indexed once per version of the folder. */
function textsOf(content: ContentSources): ReadonlyMap<string, string> {
  let known = texts.get(content);
  if (known === undefined) {
    known = new Map([...content.docs, ...content.categories].map(({ file, source }) => [file, source]));
    texts.set(content, known);
  }
  return known;
}

/**
 * One docs folder after changes to `changed` (files and folders under it). Known docs that are still
 * files are read again; new and removed docs are added to or taken from the list; a folder, a link or
 * anything the list cannot tell walks the folder again.
 */
async function updateContent({
  root,
  content,
  docsDir,
  changed,
}: {
  root: string;
  content: ContentSources;
  docsDir: string;
  changed: readonly string[];
}): Promise<{ sources: ContentSources; change: ReadonlySet<string> | 'structure' }> {
  const known = textsOf(content);
  const reread = new Map<string, string>();
  const added: string[] = [];
  const removed: string[] = [];
  let walk = false;
  for (const file of new Set(changed)) {
    const stats = lstatOrUndefined(path.join(root, file));
    const name = path.posix.basename(file);
    const docName = formatOf(name) !== undefined;
    if (known.has(file) && (stats?.isFile() || content.linked.includes(file))) {
      const text = readText(path.join(root, file), file);
      if (typeof text !== 'string') {
        walk = true;
        break;
      }
      if (text !== known.get(file)) reread.set(file, text);
    } else if (stats?.isFile() && !CATEGORY_FILES.has(name) && !docName) {
      // Neither a doc nor a _category_ file: the walk would not read it.
    } else if (!CATEGORY_FILES.has(name) && isPrivate(file.slice(docsDir.length + 1))) {
      // A partial (or anything under a `_` or `.` folder): no route, so the walk would not read it; the docs importing it read it when parsed.
    } else if (stats?.isFile() && docName && !known.has(file)) added.push(file);
    else if (stats === undefined && docName && known.has(file)) removed.push(file);
    else {
      walk = true;
      break;
    }
  }
  if (!walk && reread.size === 0 && added.length + removed.length > 0) {
    const sources = withDocsAddedOrRemoved({ root, contentDir: docsDir, content, added, removed });
    if (sources !== undefined) return { sources, change: 'structure' };
  }
  if (walk || added.length + removed.length > 0) {
    const unchanged = new Map(known);
    for (const file of changed) unchanged.delete(file);
    return { sources: await collectSources({ root, contentDir: docsDir, known: unchanged }), change: 'structure' };
  }
  if (reread.size === 0) return { sources: content, change: new Set() };
  const withText = <T extends { file: string; source: string }>(source: T): T => {
    const text = reread.get(source.file);
    return text === undefined ? source : { ...source, source: text };
  };
  const docs: DocSource[] = content.docs.map(withText);
  const categoryChanged = content.categories.some((category) => reread.has(category.file));
  return {
    sources: { ...content, docs, categories: categoryChanged ? content.categories.map(withText) : content.categories },
    change: categoryChanged ? 'structure' : new Set(reread.keys()),
  };
}

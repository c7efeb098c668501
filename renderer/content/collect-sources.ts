/**
 * Reads the site's content folder: every .md/.mdx doc and every _category_
 * file, in a stable order. Files and folders starting with `_` or `.` are
 * partials or private and are skipped (except the _category_ files).
 *
 * Links are followed when they lead to a file or folder inside the site
 * (its real path, so a link cannot smuggle in a file from elsewhere); a link
 * leading out of the site, or nowhere, is skipped with a warning. A file that
 * is not UTF-8 text is reported with the place of its first bad byte.
 */
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/types.js';
import { followLink, linkNotFollowed, readText } from './site-files.js';

export interface DocSource {
  /** Relative to the site root, POSIX separators: `content/guide/01-install.md`. */
  readonly file: string;
  /** Relative to the content folder: `guide/01-install.md`. */
  readonly relativePath: string;
  readonly format: DocFormat;
  readonly source: string;
}

export interface CategorySource {
  /** `content/guide/_category_.json` */
  readonly file: string;
  /** Folder relative to the content folder: `guide`. */
  readonly dir: string;
  readonly source: string;
}

export interface ContentSources {
  readonly docs: readonly DocSource[];
  readonly categories: readonly CategorySource[];
  /** Every folder under content/ that holds docs, relative to it, '' for the top. */
  readonly dirs: readonly string[];
  /** Files that could not be read as docs, and links that were not followed. */
  readonly diagnostics: readonly Diagnostic[];
  /** Docs and _category_ files reached through a link: an edit of the file a link leads to names the target, not them. */
  readonly linked: readonly string[];
  /** Pages written as React components (`src/pages/help.tsx`), when the folder is the pages folder (`components: true`). */
  readonly components?: readonly string[];
}

export const CATEGORY_FILES: ReadonlySet<string> = new Set(['_category_.json', '_category_.yml', '_category_.yaml']);

export async function collectSources({
  root,
  contentDir = 'content',
  known = new Map(),
  components: withComponents = false,
}: {
  root: string;
  contentDir?: string;
  /** Texts read before and unchanged since, by file (`content/a.md`): a walk after a file was added or removed reads only what is new. */
  known?: ReadonlyMap<string, string>;
  /** The folder is the pages folder: its React components (.tsx, .jsx, .ts, .js) are pages too, and it has no `_category_` files. */
  components?: boolean;
}): Promise<ContentSources> {
  const docs: DocSource[] = [];
  const components: string[] = [];
  const categories: CategorySource[] = [];
  const dirs: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const linked: string[] = [];
  const siteRoot = realpathSync(root);
  // Real paths of the folders walked: a link back to a parent folder is not walked twice.
  const walked = new Set<string>();
  // `realDir`: the folder's real path, known without asking the file system unless a link led to it.
  const walk = (relativeDir: string, realDir: string, throughLink: boolean): void => {
    const absoluteDir = path.join(root, contentDir, relativeDir);
    if (walked.has(realDir)) return;
    walked.add(realDir);
    // Synchronous, as are the reads below: a promise per folder waits its turn in an event loop the build keeps busy.
    const entries = readdirSync(absoluteDir, { withFileTypes: true });
    entries.sort((a, b) => compareNames(a.name, b.name));
    dirs.push(relativeDir);
    for (const entry of entries) {
      const relativePath = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
      const file = `${contentDir}/${relativePath}`;
      if (!CATEGORY_FILES.has(entry.name) && (entry.name.startsWith('_') || entry.name.startsWith('.'))) continue;
      const kind = entry.isSymbolicLink() ? followLink(path.join(root, file), siteRoot) : entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : 'other';
      if (typeof kind === 'object') {
        diagnostics.push(linkNotFollowed(file, kind.problem));
        continue;
      }
      if (kind === 'folder') {
        const realFolder = entry.isSymbolicLink() ? realpathSync(path.join(root, file)) : path.join(realDir, entry.name);
        walk(relativePath, realFolder, throughLink || entry.isSymbolicLink());
        continue;
      }
      if (kind !== 'file') continue;
      if (withComponents && isPageComponent(entry.name)) {
        components.push(file);
        continue;
      }
      const format = formatOf(entry.name);
      if (!CATEGORY_FILES.has(entry.name) && format === undefined) continue;
      // Synchronous: thousands of small files read faster one call each than as promise chains.
      const text = known.get(file) ?? readText(path.join(root, file), file);
      if (typeof text !== 'string') {
        diagnostics.push(text);
        continue;
      }
      if (throughLink || entry.isSymbolicLink()) linked.push(file);
      if (CATEGORY_FILES.has(entry.name)) categories.push({ file, dir: relativeDir, source: text });
      else docs.push({ file, relativePath, format: format!, source: text });
    }
  };
  walk('', realpathSync(path.join(root, contentDir)), false);
  return { docs, categories, dirs, diagnostics, linked, ...(withComponents && { components }) };
}

/** A page written as a React component, as Docusaurus finds them: not a test, not a type declaration. */
export function isPageComponent(fileName: string): boolean {
  return /\.[jt]sx?$/.test(fileName) && !/\.d\.ts$/.test(fileName) && !/\.(test|spec)\.[jt]sx?$/.test(fileName);
}

/**
 * The sources after docs were added or removed in folders the last walk read, without walking again;
 * undefined when a change needs the walk: a folder, a link, a `_category_` file, a file that is not
 * text, a file whose problem was reported, or a new folder. The result equals what a walk would give.
 */
export function withDocsAddedOrRemoved({
  root,
  contentDir,
  content,
  added,
  removed,
}: {
  root: string;
  contentDir: string;
  content: ContentSources;
  /** Files (`content/a/b.md`) that are now regular files and were not docs before. */
  added: readonly string[];
  /** Files that were docs and no longer exist. */
  removed: readonly string[];
}): ContentSources | undefined {
  const reported = new Set(content.diagnostics.map(({ location }) => (location !== undefined && 'file' in location ? location.file : undefined)));
  const linked = new Set(content.linked);
  const dirs = new Set(content.dirs);
  const siteRoot = realpathSync(root);
  const newDocs: DocSource[] = [];
  for (const file of added) {
    const relativePath = file.slice(contentDir.length + 1);
    const parts = relativePath.split('/');
    const name = parts.at(-1)!;
    const format = formatOf(name);
    if (format === undefined || reported.has(file) || parts.some((part) => part.startsWith('_') || part.startsWith('.'))) return undefined;
    const dir = parts.slice(0, -1).join('/');
    // A folder reached through a link has another real path: only the walk knows how it was reached.
    if (!dirs.has(dir) || realpathSync(path.join(root, contentDir, dir)) !== path.join(siteRoot, contentDir, dir)) return undefined;
    const text = readText(path.join(root, file), file);
    if (typeof text !== 'string') return undefined;
    newDocs.push({ file, relativePath, format, source: text });
  }
  const gone = new Set(removed);
  for (const file of gone) if (linked.has(file) || reported.has(file)) return undefined;
  const docs = gone.size > 0 ? content.docs.filter((doc) => !gone.has(doc.file)) : [...content.docs];
  for (const doc of newDocs) docs.splice(walkPosition(docs, doc.relativePath), 0, doc);
  return { ...content, docs };
}

/** Where a doc goes in a list in walk order (a binary search). */
function walkPosition(docs: readonly DocSource[], relativePath: string): number {
  let low = 0;
  let high = docs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareWalkOrder(docs[middle]!.relativePath, relativePath) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The order of the walk: folder by folder, each folder's entries by name, a subfolder's docs where the subfolder's name falls. */
function compareWalkOrder(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let at = 0; at < Math.min(left.length, right.length); at++) {
    const order = compareNames(left[at]!, right[at]!);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** How a doc is read: as Markdown, or as MDX. */
export type DocFormat = 'md' | 'mdx';

export function formatOf(fileName: string): DocFormat | undefined {
  if (fileName.endsWith('.mdx')) return 'mdx';
  if (fileName.endsWith('.md')) return 'md';
  return undefined;
}

/** Code-point order, so the result does not depend on the machine's locale. */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Reads the site's content folder: every .md/.mdx doc and every _category_
 * file, in a stable order. Files and folders starting with `_` or `.` are
 * partials or private and are skipped (except the _category_ files).
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DocFormat } from './parse-doc.js';

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
}

const CATEGORY_FILES = new Set(['_category_.json', '_category_.yml', '_category_.yaml']);

export async function collectSources({ root, contentDir = 'content' }: { root: string; contentDir?: string }): Promise<ContentSources> {
  const docs: DocSource[] = [];
  const categories: CategorySource[] = [];
  const dirs: string[] = [];
  const walk = async (relativeDir: string): Promise<void> => {
    const entries = await readdir(path.join(root, contentDir, relativeDir), { withFileTypes: true });
    entries.sort((a, b) => compareNames(a.name, b.name));
    dirs.push(relativeDir);
    for (const entry of entries) {
      const relativePath = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
      const file = `${contentDir}/${relativePath}`;
      if (entry.isFile() && CATEGORY_FILES.has(entry.name)) {
        categories.push({ file, dir: relativeDir, source: readFileSync(path.join(root, file), 'utf8') });
        continue;
      }
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) {
        await walk(relativePath);
      } else if (entry.isFile()) {
        const format = formatOf(entry.name);
        // Synchronous: thousands of small files read faster one call each than as promise chains.
        if (format) docs.push({ file, relativePath, format, source: readFileSync(path.join(root, file), 'utf8') });
      }
    }
  };
  await walk('');
  return { docs, categories, dirs };
}

export function formatOf(fileName: string): DocFormat | undefined {
  if (fileName.endsWith('.mdx')) return 'mdx';
  if (fileName.endsWith('.md')) return 'md';
  return undefined;
}

/** Code-point order, so the result does not depend on the machine's locale. */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What an MDX import names inside the site, as Docusaurus writes them: a
 * path relative to the importing file (`./_note.md`), or one from the site's
 * root through its `@site/` alias (`@site/components/Video`). Paths are
 * POSIX and relative to the site root, as every file of a doc is named.
 */
import path from 'node:path';
import { isExternalHref } from '../shared/routes.js';

/** `./_note.md` from `content/guide/a.md` → `content/guide/_note.md`; `@site/x` → `x`; a package name → undefined. */
export function siteFileOf(specifier: string, fromFile: string): string | undefined {
  const target = specifier.startsWith('@site/')
    ? specifier.slice('@site/'.length)
    : specifier.startsWith('./') || specifier.startsWith('../')
      ? path.posix.join(path.posix.dirname(fromFile), specifier)
      : undefined;
  if (target === undefined) return undefined;
  const normal = path.posix.normalize(target);
  // A path that leaves the site names nothing docs-gen may read.
  return normal.startsWith('../') || normal === '..' || path.posix.isAbsolute(normal) ? undefined : normal;
}

/** Whether an import names a Markdown file: a partial, read as a doc is. */
export function isMarkdownImport(specifier: string): boolean {
  return /\.mdx?$/.test(specifier);
}

/** `import Note from '../mdx/_note.md'` (also across lines): the specifiers of a doc's imports of Markdown files, before parsing. */
const MARKDOWN_IMPORT = /^import\s[^;]*?from\s*(['"])([^'"\n]+\.mdx?)\1/gm;

/**
 * The site files of the Markdown files a doc imports, read off its text (an import in a code block counts
 * too: reading one file more is harmless, and the parse decides what the doc uses).
 */
export function markdownImportsOf(source: string, fromFile: string): string[] {
  if (!source.includes('import')) return [];
  const files: string[] = [];
  for (const match of source.matchAll(MARKDOWN_IMPORT)) {
    const file = siteFileOf(match[2]!, fromFile);
    if (file !== undefined && !files.includes(file)) files.push(file);
  }
  return files;
}

/**
 * The Markdown files a doc imports, and those they import in turn, with their texts: what parsing the doc
 * reads besides it. `read` gives a file's text, or undefined when it cannot be read.
 */
export function partialsOf(source: string, fromFile: string, read: (file: string) => string | undefined): Record<string, string> {
  const partials: Record<string, string> = {};
  const pending = markdownImportsOf(source, fromFile);
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (Object.hasOwn(partials, file)) continue;
    const text = read(file);
    if (text === undefined) continue;
    partials[file] = text;
    pending.push(...markdownImportsOf(text, file));
  }
  return partials;
}

/** The HTML property a partial's rewritten link keeps its written form in (see partialLinkFromSite). */
export const WRITTEN_LINK_PROPERTY = 'dataDocsGenWrittenLink';

/**
 * A link of a partial as the page that renders it links it: a relative link to a Markdown file is
 * resolved from the partial's file, as Docusaurus does, and written from the site root
 * (`./install.md#setup` in `content/_shared/_note.md` → `@site/content/_shared/install.md#setup`), so
 * that every page rendering the partial, wherever it is, links the same file. Undefined for any other
 * link (a URL, a route, an anchor, a link from the site or docs root), which reads the same from the page.
 */
export function partialLinkFromSite(url: string, partialFile: string): string | undefined {
  const suffixAt = url.search(/[?#]/);
  const written = suffixAt === -1 ? url : url.slice(0, suffixAt);
  if (!/\.mdx?$/.test(written) || written.startsWith('/') || written.startsWith('@site/') || isExternalHref(written)) return undefined;
  const file = siteFileOf(written.startsWith('../') || written.startsWith('./') ? written : `./${written}`, partialFile);
  return file === undefined ? undefined : `@site/${file}${suffixAt === -1 ? '' : url.slice(suffixAt)}`;
}

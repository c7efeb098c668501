/**
 * Stage "local files" (I/O): the files docs link beside themselves
 * (`![Dropdown](./img/dropdown.png)`, `[the sample](./sample.zip)`), as
 * Docusaurus bundles them: each is published under `assets/files/` with a
 * hash of its bytes in its name, and the page links it there. Only files
 * inside the site are read (a link out of it is not followed), and none
 * under a name starting with `.` or in `node_modules`.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { digestOf } from '../fs/digest.js';
import type { OutputFile } from '../fs/output-file.js';
import type { OutgoingLink } from './doc-refs.js';
import { leadsOutside } from './site-files.js';

export interface LocalFiles {
  /** Each linked file (`content/guide/img/a.png`) by where the site publishes it (`assets/files/a-1a2b3c4d.png`). */
  readonly outputs: ReadonlyMap<string, string>;
  /** The files to publish. */
  readonly files: readonly OutputFile[];
}

/** A link to a file beside the doc: relative, with an extension that is not a doc's. */
const LOCAL_FILE_LINK = /^(?![a-z][a-z\d+.-]*:|\/|#)[^?#]*\.(?!mdx?(?:[?#]|$))[a-z\d]+(?:[?#].*)?$/i;

/** The site file a link names from the doc `fromFile`, if it is a link to a file beside it. */
export function localFileOf(url: string, fromFile: string): string | undefined {
  if (!LOCAL_FILE_LINK.test(url)) return undefined;
  let written = url.replace(/[?#].*$/, '');
  try {
    written = decodeURI(written);
  } catch {
    // Kept as written: a `%` that starts no escape is part of the name.
  }
  const file = path.posix.join(path.posix.dirname(fromFile), written);
  // Outside the site, or a name far more often a secret or a tool's state than a file for readers (`.env`, `.git/`,
  // as static/ leaves them out): not published, so the link is a broken one.
  if (file.startsWith('../') || file.split('/').some((part) => part.startsWith('.') || part === 'node_modules')) return undefined;
  return file;
}

/**
 * The files the docs link beside themselves that are there. `previous`: the last run's, whose reads are reused
 * for files whose size and modification time are the same.
 */
export function findLocalFiles({
  root,
  docs,
  previous,
}: {
  root: string;
  docs: Iterable<{ readonly file: string; readonly links: readonly OutgoingLink[] }>;
  previous?: LocalFiles & { readonly stamps?: ReadonlyMap<string, string> };
}): LocalFiles & { readonly stamps: ReadonlyMap<string, string> } {
  const siteRoot = realpathSync(root);
  const wanted = new Set<string>();
  for (const doc of docs)
    for (const { url } of doc.links) {
      const file = localFileOf(url, doc.file);
      if (file !== undefined) wanted.add(file);
    }
  const outputs = new Map<string, string>();
  const files: OutputFile[] = [];
  const stamps = new Map<string, string>();
  const before = new Map((previous?.files ?? []).map((output) => [output.path, output]));
  for (const file of [...wanted].sort()) {
    const absolute = path.join(root, file);
    const stats = statSync(absolute, { throwIfNoEntry: false });
    if (!stats?.isFile() || leadsOutside(absolute, siteRoot) !== undefined) continue;
    const stamp = `${stats.size}:${stats.mtimeMs}`;
    const known = previous?.stamps?.get(file) === stamp ? previous.outputs.get(file) : undefined;
    const kept = known === undefined ? undefined : before.get(known);
    const contents = kept?.contents ?? readFileSync(absolute);
    const output = known ?? outputNameOf(file, contents);
    outputs.set(file, output);
    stamps.set(file, stamp);
    // Two docs may link the same bytes under two names: one copy each, as they are two files.
    if (!files.some((entry) => entry.path === output)) files.push(kept ?? { path: output, contents });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  // The same object while nothing changed: the plan keeps its site-wide files while their list is the same.
  if (previous?.stamps !== undefined && previous.files.length === files.length && previous.files.every((output, index) => output === files[index]))
    return { ...previous, stamps: previous.stamps };
  return { outputs, files, stamps };
}

/** `content/guide/img/drop down.png` → `assets/files/drop-down-1a2b3c4d.png` */
function outputNameOf(file: string, contents: string | Uint8Array): string {
  const extension = path.posix.extname(file);
  const name = path.posix.basename(file, extension).replace(/[^\w.-]+/g, '-') || 'file';
  return `assets/files/${name}-${digestOf(contents).slice(0, 8)}${extension.toLowerCase()}`;
}

/**
 * For the tests that kill a build while it writes its output
 * (test/output-safety.test.ts, and at full size test/soak/killed-builds.test.ts):
 * a site in two versions with the tree each one builds into, what a killed
 * build left of the generation it was writing, and what the output folder
 * may hold once builds are done.
 */
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { cp, lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { buildSite, copyFixture, makeTemporaryFolder, readTree } from './cli.js';

/**
 * The output is a plain folder (layout `folder`, the default) or a link to the generation it shows (layout `link`);
 * beside it, the generations folder holds at most the spare generation and the output's record, nothing else.
 */
export async function expectOnlyTheOutput(outDir: string, layout: 'folder' | 'link' = 'folder'): Promise<void> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  expect((await readdir(parent)).filter((entry) => entry.includes(name)).sort()).toEqual([`.docs-gen-${name}`, name]);
  const generations = await readdir(path.join(parent, `.docs-gen-${name}`));
  if (layout === 'folder') {
    expect(lstatSync(outDir).isDirectory()).toBe(true);
    expect(generations.filter((entry) => entry !== 'spare')).toEqual(['output.json']);
  } else {
    expect(lstatSync(outDir).isSymbolicLink()).toBe(true);
    expect(generations).toContain(path.basename(readlinkSync(outDir)));
    expect(generations.filter((entry) => entry !== path.basename(readlinkSync(outDir)) && entry !== 'spare')).toEqual([]);
  }
}

export interface TwoVersions {
  readonly root: string;
  readonly oldTree: Map<string, Buffer>;
  readonly newTree: Map<string, Buffer>;
  /** Writes the sources of that version over the site. */
  use(version: 'old' | 'new'): Promise<void>;
  /** Whether `tree` is exactly the old version's output. */
  isOld(tree: Map<string, Buffer>): boolean;
}

const VERSIONS = {
  old: { 'content/index.md': '# Welcome\n\nA short site.\n', 'content/gen/page-0.md': '# Page 0\n\nThe first text.\n' },
  new: { 'content/index.md': '# Welcome back\n\nThe second version of the site.\n', 'content/gen/page-0.md': '# Page zero\n\nRewritten.\n' },
};

/** A site in its old version and the trees both versions build into, by page count: made once, copied for each test. */
const templates = new Map<number, Promise<{ root: string; oldTree: Map<string, Buffer>; newTree: Map<string, Buffer> }>>();

async function templateOf(pages: number): Promise<{ root: string; oldTree: Map<string, Buffer>; newTree: Map<string, Buffer> }> {
  const made = templates.get(pages);
  // A file's temporary folders are removed after it: a later file in the same worker makes the template again.
  if (made !== undefined && existsSync((await made).root)) return made;
  const making = (async () => {
    const root = await copyFixture('basic');
    await mkdir(path.join(root, 'content/gen'));
    for (let index = 0; index < pages; index++) {
      await writeFile(
        path.join(root, `content/gen/page-${index}.md`),
        `# Page ${index}\n\n${`A paragraph about page ${index}. `.repeat(20)}\n\n## Details\n\nMore text.\n`,
      );
    }
    await writeVersion(root, 'new');
    const newTree = await readTree((await buildSite(root, ['--no-cache'])).outDir);
    await writeVersion(root, 'old');
    const oldTree = await readTree((await buildSite(root, ['--no-cache'])).outDir);
    return { root, oldTree, newTree };
  })();
  templates.set(pages, making);
  return making;
}

async function writeVersion(root: string, version: keyof typeof VERSIONS): Promise<void> {
  for (const [file, text] of Object.entries(VERSIONS[version])) await writeFile(path.join(root, file), text);
}

/**
 * A site of `pages` generated docs in two versions (the home page and one doc
 * differ, and that doc's title, which every page's sidebar shows), with the
 * tree each version builds into: builds are deterministic, wherever they
 * write. Left with the old version's sources, in a folder of its own.
 */
export async function twoVersions(pages: number): Promise<TwoVersions> {
  const template = await templateOf(pages);
  const root = path.join(await makeTemporaryFolder('docs-gen-site-'), 'basic');
  await cp(template.root, root, { recursive: true });
  const { oldTree, newTree } = template;
  const isOld = (tree: Map<string, Buffer>) => tree.size === oldTree.size && [...tree].every(([file, bytes]) => oldTree.get(file)?.equals(bytes));
  return { root, oldTree, newTree, use: (version) => writeVersion(root, version), isOld };
}

/** The line a build killed by `DOCS_GEN_CRASH_AT` prints on stderr as it dies (renderer/fs/crash-point.ts). */
export function crashReport(point: string): string {
  return `docs-gen: killed at crash point ${point} (DOCS_GEN_CRASH_AT)\n`;
}

/**
 * Call before starting a build that is to be killed; the function it returns
 * tells, after the kill, how many files the build had put in the generation
 * it was writing (its staging folder beside the output): 0 when it left no
 * such folder (killed before making it, or after the switch made it the
 * output). Counted are the files written or linked there since this call: a
 * staging folder that was the spare holds the files of an older generation
 * until they are written over, and those say nothing of how far the build
 * got. `outDir` must be an output a build made; the killed build must be the
 * only one running on it.
 */
export async function watchWrittenFiles(outDir: string): Promise<() => Promise<number>> {
  const generations = path.join(path.dirname(outDir), `.docs-gen-${path.basename(outDir)}`);
  // What is there now (the generation the output shows, the spare) is not the killed build's: a spare it claims is renamed.
  const before = new Set(await readdir(generations).catch(() => [] as string[]));
  const since = Date.now();
  return async () => {
    // A generation is `<time>-<pid>`; `scratch-…` folders (--no-cache's) and `….link` links are not generations.
    const made = (await readdir(generations)).filter((entry) => !before.has(entry) && /^[a-z0-9]+-\d+$/.test(entry));
    // A plain output folder is not in the generations folder; a link names the generation it shows.
    const current = lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink() ? path.basename(readlinkSync(outDir)) : undefined;
    const staging = made.filter((entry) => entry !== current);
    expect(staging.length, `generations left beside the output: ${staging.join(', ')}`).toBeLessThanOrEqual(1);
    if (staging.length === 0) return 0;
    const entries = await readdir(path.join(generations, staging[0]!), { recursive: true, withFileTypes: true });
    let written = 0;
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      // The change time: writing a file makes a new one, and linking one from the current generation changes it too.
      const stats = await lstat(path.join(entry.parentPath, entry.name));
      if (stats.ctimeMs >= since) written++;
    }
    return written;
  };
}

/**
 * Writes the site so that the output path holds a complete site at every
 * moment, however the build ends: the previous one until the new one is
 * whole, then the new one. The output path is a symbolic link to one
 * generation of the site, kept in a folder beside it:
 *
 *   build -> .docs-gen-build/lq3x9k-4121
 *   .docs-gen-build/lq3x9k-4121/   the site the link points to
 *   .docs-gen-build/lq40a1-4388/   a build in progress (its staging folder)
 *
 * A build fills a new generation (files it did not re-render are hard links
 * to the current generation's), then points the link at it with one rename,
 * which is atomic, and removes the generation it replaced. A killed build
 * leaves its staging folder, which the next build removes.
 */
import { existsSync } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, readlink, rename, rm, rmdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isLeftoverOf } from '../pipeline/leftovers.js';
import { resolveInside } from './contained-path.js';
import { crashPointForTests } from './crash-point.js';

export interface OutputFile {
  /** Relative to the output folder, POSIX: `guide/install/index.html`. */
  readonly path: string;
  readonly contents: string | Uint8Array;
}

export interface SiteWriter {
  /** The folder being filled; render workers write pages straight into it. */
  readonly stagingDir: string;
  write(file: OutputFile): Promise<void>;
  /** Takes a file unchanged from the site the output shows now. */
  keep(file: string): Promise<void>;
  /** Points the output at the new site, then removes the one it replaced. */
  commit(): Promise<void>;
  /** Removes the staging folder, leaving the output as it was. */
  abort(): Promise<void>;
}

/** `<parent>/.docs-gen-<name>`: every generation docs-gen writes for the output `<parent>/<name>`. */
export function generationsDirOf(outDir: string): string {
  return path.join(path.dirname(outDir), `.docs-gen-${path.basename(outDir)}`);
}

/** Names carry the pid of the build that made them, so a later build can tell a dead build's leftovers from a running one's. */
function generationName(): string {
  return `${Date.now().toString(36)}-${process.pid}`;
}

/** The generation the output points to now, if docs-gen wrote it. */
export async function currentGeneration(outDir: string): Promise<string | undefined> {
  const target = await readlink(outDir).catch(() => undefined);
  if (target === undefined) return undefined;
  const expectedDir = path.basename(generationsDirOf(outDir));
  const [dir, name, ...rest] = target.split('/');
  return dir === expectedDir && name !== undefined && rest.length === 0 ? name : undefined;
}

export async function createSiteWriter(outDir: string): Promise<SiteWriter> {
  const generations = generationsDirOf(outDir);
  await mkdir(generations, { recursive: true });
  const current = await currentGeneration(outDir);
  const name = generationName();
  const staging = path.join(generations, name);
  await mkdir(staging);
  const createdDirs = new Set<string>([staging]);
  const ensureDirOf = async (file: string) => {
    const dir = path.dirname(file);
    if (createdDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    createdDirs.add(dir);
  };
  return {
    stagingDir: staging,
    async write(file) {
      const target = resolveInside(staging, file.path);
      await ensureDirOf(target);
      await writeFile(target, file.contents);
    },
    async keep(file) {
      if (current === undefined) throw new Error(`No previous output to keep ${file} from`);
      const source = resolveInside(path.join(generations, current), file);
      const target = resolveInside(staging, file);
      await ensureDirOf(target);
      // A hard link costs no copy; a file system without them gets a copy.
      await link(source, target).catch(() => copyFile(source, target));
    },
    async commit() {
      crashPointForTests('staged');
      const temporaryLink = path.join(generations, `${name}.link`);
      // The link is read relative to the folder it ends up in: the output's parent.
      await symlink(`${path.basename(generations)}/${name}`, temporaryLink);
      crashPointForTests('linked');
      await clearWayFor(outDir, generations);
      await rename(temporaryLink, outDir);
      crashPointForTests('switched');
      if (current !== undefined && current !== name) await rm(path.join(generations, current), { recursive: true, force: true });
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * A rename replaces a link or file atomically but not a folder. An empty folder
 * (made by the user for the output) is removed; a folder with content is only
 * here when the build was told to replace it (--force), and is moved aside.
 */
async function clearWayFor(outDir: string, generations: string): Promise<void> {
  const stats = await lstat(outDir).catch(() => undefined);
  if (stats === undefined || !stats.isDirectory()) return;
  if ((await readdir(outDir)).length === 0) {
    await rmdir(outDir);
    return;
  }
  const aside = path.join(generations, `replaced-${generationName()}`);
  await rename(outDir, aside);
  await rm(aside, { recursive: true, force: true });
}

/**
 * Removes what killed builds left: their staging folders and links beside the
 * current generation, and the temporary folders of older docs-gen versions
 * (`.docs-gen-tmp-<name>-<pid>`, `.docs-gen-old-<name>-<pid>`). Folders of a
 * build still running (its pid is alive) are left alone.
 */
export async function removeStaleLeftovers(outDir: string): Promise<void> {
  const generations = generationsDirOf(outDir);
  const current = await currentGeneration(outDir);
  const entries = await readdir(generations).catch(() => [] as string[]);
  const stale = entries.filter((entry) => entry.replace(/\.link$/, '') !== current && isLeftoverOf(pidOf(entry)));
  const parent = path.dirname(outDir);
  const legacy = (await readdir(parent).catch(() => [] as string[])).filter((entry) => {
    const match = /^\.docs-gen-(?:tmp|old)-(.+)-(\d+)$/.exec(entry);
    return match !== null && match[1] === path.basename(outDir) && isLeftoverOf(Number(match[2]));
  });
  await Promise.all([
    ...stale.map((entry) => rm(path.join(generations, entry), { recursive: true, force: true })),
    ...legacy.map((entry) => rm(path.join(parent, entry), { recursive: true, force: true })),
  ]);
}

function pidOf(entry: string): number | undefined {
  const match = /-(\d+)(?:\.link)?$/.exec(entry);
  return match ? Number(match[1]) : undefined;
}

/** Whether the output exists as docs-gen leaves it: a link to one of its generations. */
export async function isWrittenByDocsGen(outDir: string): Promise<boolean> {
  const name = await currentGeneration(outDir);
  return name !== undefined && existsSync(path.join(generationsDirOf(outDir), name));
}

/**
 * Writes the site so that the output path holds a complete site at every
 * moment, however the build ends: the previous one until the new one is
 * whole, then the new one. The output path is a symbolic link to one
 * generation of the site, kept in a folder beside it:
 *
 *   build -> .docs-gen-build/lq3x9k-4121
 *   .docs-gen-build/lq3x9k-4121/   the site the link points to
 *   .docs-gen-build/spare/         the site before it, to be written over
 *   .docs-gen-build/lq40a1-4388/   a build in progress (its staging folder)
 *
 * A build brings a staging folder up to date, then points the link at it
 * with one rename, which is atomic. The staging folder is the spare (the
 * generation the link pointed to before the current one) when there is one:
 * its folders are already there, and creating the thousands of folders of a
 * site costs far more than writing over files (a folder per page). Each file
 * of the new site is written anew, or is a hard link to the current
 * generation's file when the build did not re-render it; files the new site
 * no longer has are removed. After the switch, the replaced generation
 * becomes the spare. Nothing in the staging folder is live, so a killed
 * build leaves the output as it was, and its staging folder is either
 * removed by the next build (a new folder) or written over as the spare.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, rmdirSync, unlinkSync } from 'node:fs';
import { lstat, mkdir, readdir, readlink, rename, rm, rmdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lstatOrUndefined } from '../file-system.js';
import { isLeftoverOf } from '../pipeline/leftovers.js';
import { resolveInside } from './contained-path.js';
import { crashPointForTests } from './crash-point.js';

export interface OutputFile {
  /** Relative to the output folder, POSIX: `guide/install/index.html`. */
  readonly path: string;
  readonly contents: string | Uint8Array;
}

export interface SiteWriter {
  /** The folder being filled; render workers write pages straight into it (with {@link clearPlaceFor}), then report them with `written`. */
  readonly stagingDir: string;
  write(file: OutputFile): Promise<void>;
  /** Takes a file unchanged from the site the output shows now. */
  keep(file: string): void;
  /** Records a file something else wrote into the staging folder. */
  written(file: string): void;
  /** Removes what the new site does not have, points the output at it, and keeps the replaced site as the spare. */
  commit(): Promise<void>;
  /** Leaves the output as it was; the staging folder is kept as the spare when it was one. */
  abort(): Promise<void>;
}

/** `<parent>/.docs-gen-<name>`: every generation docs-gen writes for the output `<parent>/<name>`. */
export function generationsDirOf(outDir: string): string {
  return path.join(path.dirname(outDir), `.docs-gen-${path.basename(outDir)}`);
}

/** The generation the link pointed to before the current one, kept to be written over. No pid: it belongs to no build. */
const SPARE = 'spare';

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

/**
 * Makes `file` (absolute) ready to be written: its folders exist, and nothing
 * is at its place. A file there may be a hard link shared with the live
 * site, so it is unlinked, never written over; a folder or file in the way
 * (the site's layout changed since that generation) is removed.
 * `knownDirs` holds folders known to exist, to save the calls.
 */
export function clearPlaceFor(file: string, knownDirs: Set<string>): void {
  const dir = path.dirname(file);
  if (!knownDirs.has(dir)) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      if (!['EEXIST', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      removeFileOnPath(dir);
      mkdirSync(dir, { recursive: true });
    }
    for (let known = dir; !knownDirs.has(known) && known !== path.dirname(known); known = path.dirname(known)) knownDirs.add(known);
  }
  try {
    unlinkSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR' || code === 'EPERM') rmSync(file, { recursive: true, force: true });
    else if (code !== 'ENOENT') throw error;
  }
}

/** Removes the file that stands where a folder of `dir` belongs. */
function removeFileOnPath(dir: string): void {
  for (let part = dir; part !== path.dirname(part); part = path.dirname(part)) {
    const stats = lstatOrUndefined(part);
    if (stats !== undefined && !stats.isDirectory()) {
      unlinkSync(part);
      return;
    }
  }
}

export async function createSiteWriter(outDir: string): Promise<SiteWriter> {
  const generations = generationsDirOf(outDir);
  await mkdir(generations, { recursive: true });
  const current = await currentGeneration(outDir);
  const name = generationName();
  const staging = path.join(generations, name);
  // Claimed by a rename, which only one build can win.
  const reused = await rename(path.join(generations, SPARE), staging).then(
    () => true,
    () => false,
  );
  if (!reused) await mkdir(staging);
  const before = reused ? listTree(staging) : { files: [], dirs: [] };
  // Synchronous: a site has a folder per page, and thousands of tiny calls cost more as promises (a round trip each).
  const knownDirs = new Set<string>([staging, ...before.dirs.map((dir) => path.join(staging, dir))]);
  const inNewSite = new Set<string>();
  return {
    stagingDir: staging,
    async write(file) {
      const target = resolveInside(staging, file.path);
      clearPlaceFor(target, knownDirs);
      await writeFile(target, file.contents);
      inNewSite.add(file.path);
    },
    keep(file) {
      if (current === undefined) throw new Error(`No previous output to keep ${file} from`);
      const source = resolveInside(path.join(generations, current), file);
      const target = resolveInside(staging, file);
      clearPlaceFor(target, knownDirs);
      // A hard link costs no copy; a file system without them gets a copy.
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      inNewSite.add(file);
    },
    written(file) {
      inNewSite.add(file);
    },
    async commit() {
      removeLeftOut(staging, before, inNewSite);
      crashPointForTests('staged');
      const temporaryLink = path.join(generations, `${name}.link`);
      // The link is read relative to the folder it ends up in: the output's parent.
      await symlink(`${path.basename(generations)}/${name}`, temporaryLink);
      crashPointForTests('linked');
      await clearWayFor(outDir, generations);
      await rename(temporaryLink, outDir);
      crashPointForTests('switched');
      if (current !== undefined && current !== name) await rename(path.join(generations, current), path.join(generations, SPARE)).catch(() => {});
    },
    async abort() {
      // Whatever state it is in, a spare is written over as a whole by the next build.
      if (reused) await rename(staging, path.join(generations, SPARE)).catch(() => rm(staging, { recursive: true, force: true }));
      else await rm(staging, { recursive: true, force: true });
    },
  };
}

/** Every file and folder under `dir`, POSIX paths relative to it. */
function listTree(dir: string): { files: string[]; dirs: string[] } {
  const files: string[] = [];
  const dirs: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    (entry.isDirectory() ? dirs : files).push(relative);
  }
  return { files, dirs };
}

/** Removes the spare's files that the new site does not have, then the folders left empty (deepest first). */
function removeLeftOut(staging: string, before: { files: string[]; dirs: string[] }, inNewSite: ReadonlySet<string>): void {
  for (const file of before.files) {
    if (inNewSite.has(file)) continue;
    try {
      unlinkSync(path.join(staging, file));
    } catch {
      // Gone already, or now a folder of the new site.
    }
  }
  const deepestFirst = [...before.dirs].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const dir of deepestFirst) {
    try {
      rmdirSync(path.join(staging, dir));
    } catch {
      // Not empty: the new site has files in it.
    }
  }
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
  const stale = entries.filter((entry) => entry.replace(/\.link$/, '') !== current && isLeftoverOf(generationEntryOf(entry)?.pid));
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

/**
 * Whether `name`, in the generations folder, is something docs-gen puts there
 * (a generation, the spare, a link being made, a `--no-cache` scratch folder,
 * an output replaced with --force), with the pid of the build that made it
 * (none for the spare); undefined for anything else, which is not docs-gen's.
 */
export function generationEntryOf(name: string): { readonly pid: number | undefined } | undefined {
  if (name === SPARE) return { pid: undefined };
  const match = /^(?:scratch-|replaced-)?[a-z0-9]+-(\d+)(?:\.link)?$/.exec(name);
  return match === null ? undefined : { pid: Number(match[1]) };
}

/** Whether the output exists as docs-gen leaves it: a link to one of its generations. */
export async function isWrittenByDocsGen(outDir: string): Promise<boolean> {
  const name = await currentGeneration(outDir);
  return name !== undefined && existsSync(path.join(generationsDirOf(outDir), name));
}

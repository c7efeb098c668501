/**
 * Writes the site so that the output path holds a complete site at every
 * moment it exists, however the build ends: the previous one until the new
 * one is whole, then the new one. Generations of the site are written in a
 * folder beside the output:
 *
 *   build/                          the site (a plain folder, or a link to a generation: output-switch.ts)
 *   .docs-gen-build/spare/          the site before it, to be written over
 *   .docs-gen-build/lq40a1-4388/    a build in progress (its staging folder)
 *   .docs-gen-build/output.json     what tells docs-gen that build/ is its own
 *
 * A build brings a staging folder up to date, then switches it in
 * (output-switch.ts). The staging folder is the spare (the site the output
 * showed before the current one) when there is one: its folders are already
 * there, and creating the thousands of folders of a site costs far more than
 * writing over files (a folder per page). Each file of the new site is
 * written anew, or is a hard link to the current site's file when the build
 * did not re-render it (mostly one already: the spare's unchanged files are
 * links made by the build before); files the new site no longer has are
 * removed. After the switch, the replaced site becomes the spare. Nothing in
 * the staging folder is live, so a killed build leaves the output as it was,
 * and its staging folder is either removed by the next build (a new folder)
 * or written over as the spare.
 *
 * Whether a file of the current site is still what the build cache
 * recorded is decided by its stamp (fs/file-stamp.ts), and only when that
 * differs by reading it: a warm rebuild of a large site reads none of the
 * files it keeps.
 */
import { copyFileSync, linkSync, lstatSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { clearPlaceFor } from '../fs/clear-place.js';
import { lstatOrUndefined } from '../fs/entries.js';
import type { OutputFileRecord, OutputRecord } from '../pipeline/cache-records.js';
import { digestOf } from '../fs/digest.js';
import { isLeftoverOf } from '../fs/leftovers.js';
import { resolveInside } from '../fs/contained-path.js';
import { crashPointForTests, writingCrashPointForTests } from '../fs/crash-point.js';
import { matchesStamp, stampOf, type StampedFacts } from '../fs/file-stamp.js';
import {
  currentOutput,
  generationsDirOf,
  OUTPUT_RECORD,
  replacedBy,
  SPARE,
  SWITCH_JOURNAL,
  switchOutput,
  type CurrentOutput,
  type OutputLayout,
} from './output-switch.js';
import { OUTPUT_LOCK } from './output-lock.js';
import type { OutputFile } from '../fs/output-file.js';
import { startSpareFolders, type SpareInMaking } from './spare-folders.js';

/** What the build cache records of a file it writes, but for its stamp (taken by the writer). */
type NewRecord = Omit<OutputFileRecord, 'stamp'>;

export interface SiteWriter {
  /** The folder being filled; render workers write pages straight into it (with {@link clearPlaceFor}), then report them with `written`. */
  readonly stagingDir: string;
  /** The staging folder was made empty for this build and the output shows no site yet, so nothing in it will be linked to a live file. */
  readonly stagingStartedEmpty: boolean;
  /**
   * Whether the site the output shows now has `file` as made from `key`,
   * unchanged since it was written: the same stamp as recorded, or else the
   * same bytes (an output file edited or deleted since is not current).
   */
  isCurrent(file: string, key: string): boolean;
  /** The key the current site's `file` was made from, when it was recorded with these `inputs` (see OutputFileRecord). */
  keyFromInputs(file: string, inputs: string): string | undefined;
  /** The files recorded as made with the current site's `file` (see OutputFileRecord). */
  companionsOf(file: string): readonly string[];
  /** Takes a file that {@link isCurrent} found current from the site the output shows now; `inputs` are recorded with it. */
  keep(file: string, inputs?: string): void;
  /** Keeps `file` when the current site holds these very bytes, else writes it. `digest`: its contents' digest, when known. */
  writeIfChanged(file: OutputFile, digest?: string): Promise<void>;
  /** Records a file something else wrote into the staging folder; `stats`: what its stamp is made of, when the writer took it. */
  written(file: string, record: NewRecord, stats?: StampedFacts): void;
  /** The text of a file of the site the output shows now, when it still holds the bytes of `digest`. */
  currentContents(file: string, digest: string): string | undefined;
  /** What the new site records of a file (kept or written), if it has it. */
  recordOf(file: string): NewRecord | undefined;
  /** Bytes of a file of the new site (kept or written). */
  sizeOf(file: string): number;
  /** What the build cache keeps of each file of the new site, by path in code-point order (the index's bytes are part of its digest). */
  records(): Record<string, OutputFileRecord>;
  /**
   * Once every page is written: when the switch will leave no spare (the output holds no generation now, and this
   * build made its folder anew), starts making the folders of one for the next build (emit/spare-folders.ts).
   */
  startNextSpare(): void;
  /** Removes what the new site does not have, points the output at it, and keeps the replaced site as the spare. */
  commit(): Promise<void>;
  /** Leaves the output as it was; the staging folder is kept as the spare when it was one. */
  abort(): Promise<void>;
}

/** Names carry the pid of the build that made them, so a later build can tell a dead build's leftovers from a running one's. */
function generationName(): string {
  return `${Date.now().toString(36)}-${process.pid}`;
}

/** Whether `target` was made a hard link of `source`. */
function linked(source: string, target: string): boolean {
  try {
    linkSync(source, target);
    return true;
  } catch {
    return false;
  }
}

/**
 * The folder a build stages its site in, claimed before the site is known so
 * that listing what the spare holds (a folder per page) happens while the
 * build reads and checks the site.
 */
export interface StagingFolder {
  readonly dir: string;
  /** The generations folder's entry it will be under once the output points to it. */
  readonly name: string;
  /** The spare was claimed, rather than a new folder made. */
  readonly reused: boolean;
  /** The site the output shows now, if docs-gen put it there. */
  readonly current: CurrentOutput | undefined;
  /** What the folder holds (nothing for a new one): its files and folders, and what lstat says of its files. */
  readonly listing: Promise<FolderListing>;
  /** Gives the folder up when no site was put in place: a claimed spare stays the spare, a new folder is removed. */
  release(): Promise<void>;
}

/** `stamps`: take lstat's figures of the spare's files, for a build that has records of the current site's files to compare them with. */
export async function claimStagingFolder(outDir: string, { stamps = true }: { stamps?: boolean } = {}): Promise<StagingFolder> {
  const generations = generationsDirOf(outDir);
  await mkdir(generations, { recursive: true });
  const current = await currentOutput(outDir);
  const name = generationName();
  const dir = path.join(generations, name);
  // Claimed by a rename, which only one build can win.
  const reused = await rename(path.join(generations, SPARE), dir).then(
    () => true,
    () => false,
  );
  if (!reused) await mkdir(dir);
  const listing = reused ? listTree(dir, stamps) : Promise.resolve(EMPTY_LISTING);
  // Awaited by the writer; a build that stops before writing never asks.
  listing.catch(() => {});
  return {
    dir,
    name,
    reused,
    current,
    listing,
    async release() {
      // Whatever state it is in, a spare is written over as a whole by the next build.
      if (reused) await rename(dir, path.join(generations, SPARE)).catch(() => rm(dir, { recursive: true, force: true }));
      else await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `previous`: what the build cache recorded of the files of the site the
 * output shows now (undefined when it recorded none, or for another output).
 * `staging`: the folder claimed for this build, if it claimed one already.
 */
export async function createSiteWriter(
  outDir: string,
  { previous, staging: claimed, layout = 'folder' }: { previous?: OutputRecord['files']; staging?: StagingFolder; layout?: OutputLayout } = {},
): Promise<SiteWriter> {
  const { dir: staging, name, reused, current, listing, release } = claimed ?? (await claimStagingFolder(outDir));
  const currentDir = current?.dir;
  const settledAt = current?.settledAt ?? 0;
  const before = await listing;
  // Synchronous: a site has a folder per page, and thousands of tiny calls cost more as promises (a round trip each).
  const knownDirs = new Set<string>([staging, ...before.dirs.map((dir) => `${staging}/${dir}`)]);
  /** Files of the current site found unchanged, with what lstat said of them. */
  const verified = new Map<string, StampedFacts>();
  /** Of those, the files the staging folder (the spare) already holds as recorded: nothing to link. */
  const inPlace = new Set<string>();
  /** Every file of the new site: what it was made from, and its stamp and size in the staging folder. */
  const newSite = new Map<string, { record: NewRecord; stamp: string; size: number }>();
  // Only the stamp and size are kept of what lstat said: a site's worth of Stats objects (and their Dates) is a lot of memory.
  const place = (file: string, record: NewRecord, stats: StampedFacts) => newSite.set(file, { record, stamp: stampOf(stats), size: stats.size });
  // What the staging folder may hold at a path: what it was listed with, or what this build put there.
  const listed = new Set([...before.files, ...before.dirs]);
  const mayHold = (file: string) => listed.has(file) || newSite.has(file);

  const isCurrent = (file: string, key: string): boolean => {
    const recorded = previous?.[file];
    if (currentDir === undefined || recorded === undefined || recorded.key !== key) return false;
    // The spare's copy is mostly the very file the record describes (the build before linked it): then it holds
    // the recorded bytes whatever has become of the current site's path, and it is already where it belongs.
    if (reused) {
      const staged = before.stamps.get(file);
      if (staged !== undefined && matchesStamp(staged, recorded.stamp, settledAt)) {
        verified.set(file, staged);
        inPlace.add(file);
        return true;
      }
    }
    // Joined by hand: normalising twenty thousand paths is a noticeable part of a large site's rebuild, and this only reads.
    const live = `${currentDir}/${file}`;
    const stats = lstatOrUndefined(live);
    if (stats === undefined || !stats.isFile()) return false;
    if (!matchesStamp(stats, recorded.stamp, settledAt) && digestOfFile(live) !== recorded.digest) return false;
    verified.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, ino: stats.ino });
    return true;
  };

  const keep = (file: string, inputs?: string): void => {
    const stats = verified.get(file);
    if (currentDir === undefined || stats === undefined) throw new Error(`${file} was not found current, so it cannot be kept`);
    // Everything recorded of the file but its stamp and inputs, which are taken again.
    const { stamp: _stamp, inputs: _inputs, ...kept } = previous![file]!;
    const record = { ...kept, inputs };
    // Nothing is written then, so the path is only checked to lie inside the output when a link is made.
    if (inPlace.has(file)) {
      place(file, record, stats);
      return;
    }
    const source = resolveInside(currentDir, file);
    const target = resolveInside(staging, file);
    // A hard link costs no copy, and never writes into what is at its place. When it fails (something the listing
    // did not show is there, or the file system has no hard links), the place is cleared and it is tried again;
    // a file system without them gets a copy.
    clearPlaceFor(target, knownDirs, { occupied: mayHold(file) });
    if (!linked(source, target)) {
      clearPlaceFor(target, knownDirs);
      if (!linked(source, target)) copyFileSync(source, target);
    }
    // Linking changed the file's change time: its stamp is taken again.
    place(file, record, lstatSync(target));
    writingCrashPointForTests(newSite.size);
  };

  let nextSpare: SpareInMaking | undefined;
  const startNextSpare = (): void => {
    if (reused || current !== undefined || nextSpare !== undefined) return;
    nextSpare = startSpareFolders(path.dirname(staging), [...foldersOf(newSite.keys())]);
  };

  const written = (file: string, record: NewRecord, stats?: StampedFacts): void => {
    place(file, record, stats ?? lstatSync(resolveInside(staging, file)));
    writingCrashPointForTests(newSite.size);
  };

  return {
    stagingDir: staging,
    stagingStartedEmpty: !reused && currentDir === undefined,
    isCurrent,
    keyFromInputs(file, inputs) {
      const recorded = previous?.[file];
      return recorded !== undefined && recorded.inputs === inputs ? recorded.key : undefined;
    },
    companionsOf: (file) => previous?.[file]?.companions ?? [],
    keep,
    async writeIfChanged(file, digest = digestOf(file.contents)) {
      if (isCurrent(file.path, digest)) return keep(file.path);
      const target = resolveInside(staging, file.path);
      clearPlaceFor(target, knownDirs);
      await writeFile(target, file.contents);
      written(file.path, { key: digest, digest });
    },
    written,
    recordOf: (file) => newSite.get(file)?.record,
    currentContents(file, digest) {
      if (currentDir === undefined) return undefined;
      try {
        const bytes = readFileSync(resolveInside(currentDir, file));
        return digestOf(bytes) === digest ? bytes.toString('utf8') : undefined;
      } catch {
        return undefined;
      }
    },
    sizeOf(file) {
      const entry = newSite.get(file);
      if (entry === undefined) throw new Error(`${file} is not part of the new site`);
      return entry.size;
    },
    records() {
      const files = [...newSite.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return Object.fromEntries(
        files.map((file) => {
          const { record, stamp } = newSite.get(file)!;
          return [file, { ...record, stamp }];
        }),
      );
    },
    startNextSpare,
    async commit() {
      removeLeftOut(staging, before, newSite);
      crashPointForTests('staged');
      await switchOutput(outDir, { layout, generation: name, replaced: replacedBy(outDir, current) });
      // With the folders of files written since it started (the search index's).
      await nextSpare?.finish([...foldersOf(newSite.keys())]);
    },
    async abort() {
      await nextSpare?.discard();
      await release();
    },
  };
}

function digestOfFile(file: string): string | undefined {
  try {
    return digestOf(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** What a staging folder holds: files and folders, POSIX paths relative to it, in no set order, and what lstat says of its regular files. */
export interface FolderListing {
  readonly files: readonly string[];
  readonly dirs: readonly string[];
  readonly stamps: ReadonlyMap<string, StampedFacts>;
}

const EMPTY_LISTING: FolderListing = { files: [], dirs: [], stamps: new Map() };

/**
 * The listing of `dir`, made on a thread of its own while the build goes on.
 * The main thread is busy reading, parsing and checking the site then:
 * listed with promises, each folder's answer waited for it (a folder per
 * page), and the listing of a 1,000-page site's spare took a third of a
 * second; each kept page's lstat took 15 µs of the main thread's time more.
 */
function listTree(dir: string, withStamps: boolean): Promise<FolderListing> {
  return new Promise((resolve, reject) => {
    const lister = new Worker(LIST_TREE_SCRIPT, { eval: true, workerData: { dir, withStamps } });
    lister.unref();
    lister.once('message', ({ files, dirs, regular, facts }: { files: string[]; dirs: string[]; regular: string[]; facts: Float64Array }) => {
      const stamps = new Map<string, StampedFacts>();
      regular.forEach((file, at) => {
        stamps.set(file, { size: facts[at * 4]!, mtimeMs: facts[at * 4 + 1]!, ctimeMs: facts[at * 4 + 2]!, ino: facts[at * 4 + 3]! });
      });
      resolve({ files, dirs, stamps });
    });
    lister.once('error', reject);
    lister.once('exit', (code) => reject(new Error(`Listing ${dir} stopped with exit code ${code}`)));
  });
}

/**
 * The listing thread's program, CommonJS: the figures of each regular file (size, modification and change
 * times, inode), when asked for, go back as numbers, four a file, in one buffer handed over rather than copied.
 * Paths are joined by hand: path.join normalises every one, which cost most of the walk.
 */
const LIST_TREE_SCRIPT = `
const { lstatSync, readdirSync } = require('node:fs');
const { parentPort, workerData: { dir, withStamps } } = require('node:worker_threads');
const files = [];
const dirs = [];
const regular = [];
const figures = [];
const walk = (relative) => {
  for (const entry of readdirSync(relative === '' ? dir : dir + '/' + relative, { withFileTypes: true })) {
    const inside = relative === '' ? entry.name : relative + '/' + entry.name;
    if (entry.isDirectory()) {
      dirs.push(inside);
      walk(inside);
      continue;
    }
    files.push(inside);
    if (!withStamps || !entry.isFile()) continue;
    const stats = lstatSync(dir + '/' + inside, { throwIfNoEntry: false });
    if (stats === undefined || !stats.isFile()) continue;
    regular.push(inside);
    figures.push(stats.size, stats.mtimeMs, stats.ctimeMs, stats.ino);
  }
};
walk('');
const facts = Float64Array.from(figures);
parentPort.postMessage({ files, dirs, regular, facts }, [facts.buffer]);
`;

/** The folders that hold `files` (POSIX paths, relative), their parents included. */
function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    for (let slash = file.lastIndexOf('/'); slash !== -1; slash = file.lastIndexOf('/', slash - 1)) {
      const dir = file.slice(0, slash);
      if (folders.has(dir)) break;
      folders.add(dir);
    }
  }
  return folders;
}

/** Removes the spare's files that the new site does not have, then the folders that hold none of its files (deepest first). */
function removeLeftOut(staging: string, before: FolderListing, newSite: ReadonlyMap<string, unknown>): void {
  for (const file of before.files) {
    if (newSite.has(file)) continue;
    try {
      unlinkSync(`${staging}/${file}`);
    } catch {
      // Gone already, or now a folder of the new site.
    }
  }
  const used = foldersOf(newSite.keys());
  const unused = before.dirs.filter((dir) => !used.has(dir)).sort((a, b) => b.split('/').length - a.split('/').length);
  for (const dir of unused) {
    try {
      rmdirSync(`${staging}/${dir}`);
    } catch {
      // Not empty after all: something of the new site's is in it.
    }
  }
}

/**
 * Removes what killed builds left: their staging folders and links beside the
 * current generation, and the temporary folders of older docs-gen versions
 * (`.docs-gen-tmp-<name>-<pid>`, `.docs-gen-old-<name>-<pid>`). Folders of a
 * build still running (its pid is alive) are left alone.
 */
export async function removeStaleLeftovers(outDir: string): Promise<void> {
  const generations = generationsDirOf(outDir);
  const current = (await currentOutput(outDir))?.generation;
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
 * an output folder moved aside by a switch, the output's record, a switch's
 * journal, the lock of the build writing it, one of those three being
 * written), with the pid of the build that made it (none for the spare and
 * the record); undefined for anything else, which is not docs-gen's.
 */
export function generationEntryOf(name: string): { readonly pid: number | undefined } | undefined {
  if (name === SPARE || name === OUTPUT_RECORD || name === SWITCH_JOURNAL || name === OUTPUT_LOCK) return { pid: undefined };
  // `replaced-`: an output replaced with --force by docs-gen versions before output-switch.ts.
  const match = /^(?:scratch-|previous-|replaced-|spare-)?[a-z0-9]+-(\d+)(?:\.link)?$/.exec(name) ?? BEING_WRITTEN.exec(name);
  return match === null ? undefined : { pid: Number(match[1]) };
}

/** `<file>.<pid>-<thread>.tmp` (see temporaryPathFor) of {@link OUTPUT_RECORD}, {@link SWITCH_JOURNAL} or {@link OUTPUT_LOCK}. */
const BEING_WRITTEN = /^(?:output\.json|switch\.json|lock)\.(\d+)-\d+\.tmp$/;

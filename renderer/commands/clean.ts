/**
 * `clean`: removes what docs-gen keeps for a site besides its sources: the
 * output (the link and its generations folder), the build cache and the
 * trees of dev servers. Only what docs-gen wrote is removed: an output it did
 * not make, a folder holding anything else, and what a running build or dev
 * server uses are left alone, each with a `clean-skipped` warning.
 */
import { lstat, readdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { resultOf, type CommandResult } from '../diagnostics/exit-code.js';
import { listNames } from '../diagnostics/format.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { generationEntryOf } from '../emit/write-site.js';
import { currentOutput, finishInterruptedSwitch, generationsDirOf } from '../emit/output-switch.js';
import { cacheEntryOf, DEFAULT_CACHE_DIR, isTaggedCacheFolder } from '../pipeline/build-cache.js';
import { isLeftoverOf } from '../fs/leftovers.js';
import { relativePosixPath } from '../fs/posix-path.js';
import { isInsideFolder } from '../fs/contained-path.js';
import { DEFAULT_OUT_DIR } from '../config/defaults.js';

export interface CleanOptions {
  /** The site folder. */
  readonly root: string;
  /** The output folder, as given to build. @default <root>/build */
  readonly outDir?: string;
  /** A build cache folder given to build, besides the default one (whose dev trees are always cleaned). @default <root>/node_modules/.cache/docs-gen */
  readonly cacheDir?: string;
}

export interface CleanResult extends CommandResult {
  /** What was removed, relative to the root when inside it (`build`, `.docs-gen-build`, `node_modules/.cache/docs-gen`), else absolute. */
  readonly removed: readonly string[];
}

/** What a folder docs-gen fills holds: which entries are its own, and which process uses each. */
type EntryOf = (name: string) => { readonly pid: number | undefined } | undefined;

export async function clean({ root: rootOption, outDir, cacheDir }: CleanOptions): Promise<CleanResult> {
  const root = path.resolve(rootOption);
  const shown = (file: string) => (isInsideFolder(root, file) ? relativePosixPath(root, file) : file);
  const removed: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const skip = (file: string, why: string): void => {
    diagnostics.push({ code: 'clean-skipped', severity: 'warning', message: `${shown(file)} ${why}; it was left alone`, location: { file: shown(file) } });
  };
  const remove = async (file: string, { folder }: { folder: boolean }): Promise<void> => {
    try {
      await (folder ? rm(file, { recursive: true, force: true }) : unlink(file));
      removed.push(shown(file));
    } catch (error) {
      diagnostics.push({
        code: 'io-failed',
        severity: 'error',
        message: `Could not remove ${shown(file)}: ${(error as Error).message}`,
        hint: 'Check the permissions of the folder, then run docs-gen clean again.',
        location: { file: shown(file) },
      });
    }
  };

  /** Removes the folder when docs-gen wrote all of it and nothing uses it; else the entries nothing uses, when docs-gen wrote all of them. */
  const cleanFolder = async (dir: string, entryOf: EntryOf): Promise<void> => {
    const stats = await lstat(dir).catch(() => undefined);
    if (stats === undefined) return;
    if (!stats.isDirectory()) return skip(dir, 'is not a folder docs-gen made');
    const names = await readdir(dir);
    const foreign = names.filter((name) => entryOf(name) === undefined);
    if (foreign.length > 0) return skip(dir, `holds files docs-gen did not write (${listNames(foreign, 5)})`);
    const inUse = names.filter((name) => {
      const { pid } = entryOf(name)!;
      return pid !== undefined && !isLeftoverOf(pid);
    });
    if (inUse.length === 0) return remove(dir, { folder: true });
    for (const name of names) {
      if (!inUse.includes(name)) await remove(path.join(dir, name), { folder: true });
    }
    for (const name of inUse) skip(path.join(dir, name), `is in use by docs-gen (process ${entryOf(name)!.pid})`);
  };

  const out = path.resolve(root, outDir ?? DEFAULT_OUT_DIR);
  // A switch a killed build left half done is finished first: then the output is the site docs-gen recorded.
  await finishInterruptedSwitch(out);
  const output = await lstat(out).catch(() => undefined);
  // The output is docs-gen's when it is the folder docs-gen recorded, or the link docs-gen makes (even to a generation that is gone).
  const current = output === undefined ? undefined : await currentOutput(out);
  if (current !== undefined) await remove(out, { folder: current.generation === undefined });
  else if (output !== undefined)
    skip(
      out,
      `was not written by docs-gen (it is ${output.isDirectory() ? 'a folder docs-gen did not record as its output' : output.isSymbolicLink() ? 'a link docs-gen did not make' : 'a file'})`,
    );
  await cleanFolder(generationsDirOf(out), generationEntryOf);

  const defaultCache = path.resolve(root, DEFAULT_CACHE_DIR);
  await cleanFolder(defaultCache, cacheEntryOf);
  const namedCache = cacheDir === undefined ? undefined : path.resolve(root, cacheDir);
  // A folder named on the command line is docs-gen's cache only when a build tagged it so: its name proves nothing.
  if (namedCache !== undefined && namedCache !== defaultCache) {
    const stats = await lstat(namedCache).catch(() => undefined);
    if (stats?.isDirectory() === true && !isTaggedCacheFolder(namedCache))
      skip(namedCache, 'is not a cache folder docs-gen made (it has no CACHEDIR.TAG of docs-gen)');
    else await cleanFolder(namedCache, cacheEntryOf);
  }
  return { ...resultOf(diagnostics), removed };
}

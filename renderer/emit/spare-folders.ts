/**
 * The folders of a spare for the next build, made while this one finishes.
 *
 * A build whose output had no generation before (the first build, or one
 * after the output was removed) leaves no spare behind, so the next build
 * would make every folder of its staging folder anew: a folder per page, and
 * on a 1,000-page site that was most of the first warm rebuild's time (its
 * write stage 0.93 s against 0.05 s for the rebuilds after it). The folders
 * are made on a thread of their own while the build makes its search index,
 * which keeps one thread of the machine's busy and leaves the other idle; the
 * build waits for what is left of them before it ends.
 *
 * They are made in a folder named for the build's process and renamed into
 * place at the end: a build killed while making them leaves that folder,
 * which the next build removes as any leftover of a dead build.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lstatOrUndefined } from '../fs/entries.js';
import { SPARE } from './output-switch.js';

export interface SpareInMaking {
  /** Waits for the folders, makes those of `dirs` still missing, then puts them in place as the spare, unless there is one already. */
  finish(dirs: readonly string[]): Promise<void>;
  /** Stops making folders and removes them. */
  discard(): Promise<void>;
}

/** Starts making `dirs` (POSIX paths, relative) in a new folder of `generations`. */
export function startSpareFolders(generations: string, dirs: readonly string[]): SpareInMaking {
  // Named for the build's process, as its other folders are (write-site.ts generationEntryOf).
  const root = path.join(generations, `spare-${Date.now().toString(36)}-${process.pid}`);
  // A prefix sorts before what extends it: each folder comes after its parent.
  const ordered = [...dirs].sort();
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const maker = new Worker(MAKE_FOLDERS_SCRIPT, { eval: true, workerData: { root, dirs: ordered, stop } });
  // A build that ends without asking for the spare must not wait for it.
  maker.unref();
  const ended = new Promise<void>((resolve) => {
    maker.once('exit', () => resolve());
    maker.once('error', () => resolve());
  });
  return {
    async finish(all) {
      maker.ref();
      await ended;
      const made = new Set(dirs);
      for (const dir of all.filter((dir) => !made.has(dir)).sort()) await mkdir(path.join(root, dir), { recursive: true }).catch(() => {});
      const spare = path.join(generations, SPARE);
      // Another build may give a spare back in between: the rename then fails, or replaces an empty one; nothing is lost.
      const placed =
        lstatOrUndefined(spare) === undefined &&
        (await rename(root, spare).then(
          () => true,
          () => false,
        ));
      if (!placed) await rm(root, { recursive: true, force: true });
    },
    async discard() {
      Atomics.store(stop, 0, 1);
      maker.ref();
      await ended;
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The folder maker's program, CommonJS: it checks the stop flag before each folder, so a discard takes effect at once. */
const MAKE_FOLDERS_SCRIPT = `
const { mkdirSync } = require('node:fs');
const { workerData: { root, dirs, stop } } = require('node:worker_threads');
try {
  mkdirSync(root);
  for (const dir of dirs) {
    if (Atomics.load(stop, 0) !== 0) break;
    mkdirSync(root + '/' + dir);
  }
} catch {
  // What was made is a spare all the same.
}
`;

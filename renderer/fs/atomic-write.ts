/**
 * Writing so that a reader, or a process killed halfway, never leaves a
 * half-written file: everything is written beside its target and renamed
 * over it. A rename is atomic only within one file system, hence beside.
 */
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Where a file or folder is written before it is renamed over `target`, named
 * for this process and thread so writers running at once never share one:
 * `index.json` → `index.json.4711-0.tmp`. A leftover's process id tells
 * whether the writer is still running.
 */
export function temporaryPathFor(target: string): string {
  return `${target}.${process.pid}-${threadId}.tmp`;
}

/**
 * Replaces `file` with `contents` at once, creating its folder if needed. Contents in parts (a header and
 * a body of megabytes) are written one after the other, not joined into one more copy first; each part is
 * written before the next is taken, so the parts may come from a generator that fills one buffer again.
 */
export function writeFileAtomicSync(file: string, contents: string | Uint8Array | Iterable<Uint8Array>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = temporaryPathFor(file);
  try {
    if (typeof contents === 'string' || contents instanceof Uint8Array) writeFileSync(temporary, contents);
    else writeParts(temporary, contents);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function writeParts(file: string, parts: Iterable<Uint8Array>): void {
  const descriptor = openSync(file, 'w');
  try {
    for (const part of parts) {
      for (let written = 0; written < part.length; ) written += writeSync(descriptor, part, written);
    }
  } finally {
    closeSync(descriptor);
  }
}

export interface StagedWrite {
  /** The file or folder to put in place. */
  readonly target: string;
  /** Writes what belongs at the target, at the path it is given (beside the target). */
  readonly write: (temporary: string) => Promise<void>;
}

/**
 * Puts several files or folders in place as one change: every one is written
 * first, then each is renamed over its target, in order. When anything fails,
 * what was made (temporary files, targets already renamed, folders created
 * for them) is removed and the error thrown, so the folder is as it was. The
 * targets before the last must not exist yet: once a rename has replaced
 * something, it cannot be undone.
 */
export async function writeAllAtomically(writes: readonly StagedWrite[]): Promise<void> {
  // What to remove when something fails, in the order it was made.
  const made: string[] = [];
  try {
    for (const { target, write } of writes) {
      const createdFolder = await mkdir(path.dirname(target), { recursive: true });
      if (createdFolder !== undefined) made.push(createdFolder);
      const temporary = temporaryPathFor(target);
      made.push(temporary);
      // Left by an earlier writer that had this process id and was killed.
      await rm(temporary, { recursive: true, force: true });
      await write(temporary);
    }
    for (const { target } of writes) {
      await rename(temporaryPathFor(target), target);
      made.push(target);
    }
  } catch (error) {
    for (const file of made.reverse()) await rm(file, { recursive: true, force: true }).catch(() => {});
    throw error;
  }
}

/**
 * Clearing the place of a file about to be written into a site folder whose
 * files may be hard links shared with the live site.
 */
import { mkdirSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { lstatOrUndefined } from './entries.js';

/**
 * Makes `file` (absolute) ready to be written: its folders exist, and nothing
 * is at its place. A file there may be a hard link shared with the live
 * site, so it is unlinked, never written over; a folder or file in the way
 * (the site's layout changed since that generation) is removed.
 * `knownDirs` holds folders known to exist, to save the calls. `occupied`:
 * false when nothing should be at the file's place (a new folder, or a path
 * the folder was listed without), which saves a failing lstat per file; the
 * caller then puts the file there by a hard link, which fails rather than
 * write into something that is there after all, or writes into a folder where
 * nothing can be a link to the live site.
 */
export function clearPlaceFor(file: string, knownDirs: Set<string>, { occupied = true }: { occupied?: boolean } = {}): void {
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
  // Looked at before it is unlinked: in a new folder (every file of a cold build) nothing is there, and a failing
  // unlink costs an exception, with its stack, per file.
  if (!occupied || lstatOrUndefined(file) === undefined) return;
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

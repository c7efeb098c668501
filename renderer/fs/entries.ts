/**
 * Looking at a path that may not be there: one answer, undefined, for a
 * missing file, a missing parent folder and a permission refused, so callers
 * decide what an absent entry means instead of catching errors.
 */
import { lstatSync, readFileSync, statSync, type Stats } from 'node:fs';

/** The entry at `file` itself (a link is not followed), or undefined when there is none. */
export function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** What `file` is or leads to (a link is followed), or undefined when there is nothing there. */
export function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** The bytes of `file`, or undefined when it cannot be read. */
export function readFileOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

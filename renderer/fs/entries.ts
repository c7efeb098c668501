/**
 * Looking at a path that may not be there: one answer, undefined, for a
 * missing file, a missing parent folder and a permission refused, so callers
 * decide what an absent entry means instead of catching errors.
 */
import { existsSync, lstatSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

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

/** The real path of `file`, following links, also when its last parts do not exist yet. */
export function realPathOf(file: string): string {
  const absolute = path.resolve(file);
  const missing: string[] = [];
  let existing = absolute;
  while (!existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  try {
    return path.join(realpathSync(existing), ...missing);
  } catch {
    return absolute;
  }
}

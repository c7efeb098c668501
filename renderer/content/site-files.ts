/**
 * Reading the site's own files safely: a link is followed only when it
 * leads to a file or folder inside the site (by its real path, so no link
 * smuggles in a file from elsewhere), and a file read as text must be text.
 */
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/types.js';
import { isInsideFolder } from '../fs/contained-path.js';
import { lstatOrUndefined } from '../fs/entries.js';

/**
 * Where `file` really is, when that is outside the folder `root` (a real path; `root` itself counts as
 * inside): `real` is undefined for a link to nothing. Undefined when there is no `file`, or it lies inside.
 */
export function leadsOutside(file: string, root: string): { real: string | undefined } | undefined {
  if (lstatOrUndefined(file) === undefined) return undefined;
  let real: string | undefined;
  try {
    real = realpathSync(file);
  } catch {
    real = undefined;
  }
  return real !== undefined && (real === root || isInsideFolder(root, real)) ? undefined : { real };
}

/** Why the link `file` may not be followed (see {@link followLink}); undefined when it may, or `file` is no link. */
export function linkProblem(file: string, siteRoot: string): string | undefined {
  if (!lstatSync(file).isSymbolicLink()) return undefined;
  const followed = followLink(file, siteRoot);
  return typeof followed === 'object' ? followed.problem : undefined;
}

/** What a link in the site leads to, when it may be followed; else why not. */
export function followLink(link: string, siteRoot: string): 'file' | 'folder' | 'other' | { problem: string } {
  let target: string;
  try {
    target = realpathSync(link);
  } catch {
    return { problem: 'to nothing (its target does not exist)' };
  }
  if (!isInsideFolder(siteRoot, target)) return { problem: `to ${target}, outside the site folder; docs-gen reads no file outside the site` };
  const stats = statSync(target);
  return stats.isDirectory() ? 'folder' : stats.isFile() ? 'file' : 'other';
}

/**
 * The text of a site file (`content/_note.md`), or undefined when it is missing, not text, or leads outside
 * the site through a link.
 */
export function readSiteText(root: string, file: string): string | undefined {
  const absolute = path.join(root, file);
  try {
    if (!isInsideFolder(realpathSync(root), realpathSync(absolute))) return undefined;
    const text = readText(absolute, file);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text, or why it is not text: a NUL byte (binary data) or bytes that are not UTF-8, located. */
export function readText(absolute: string, file: string): string | Diagnostic {
  const bytes = readFileSync(absolute);
  const nul = bytes.indexOf(0);
  let bad = nul;
  if (bad === -1) {
    try {
      return UTF8.decode(bytes);
    } catch {
      bad = firstInvalidUtf8Byte(bytes);
    }
  }
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, bad));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  const what =
    nul === bad ? 'a NUL byte, so it holds binary data' : `the byte 0x${bytes[bad]!.toString(16).padStart(2, '0')}, which does not start valid UTF-8 here`;
  return {
    code: 'content-not-text',
    severity: 'error',
    message: `${file} is not UTF-8 text: at line ${line}, column ${column} there is ${what}`,
    location: { file, line, column },
  };
}

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence (the lead byte of a cut sequence). */
function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  // Binary search on the longest prefix that decodes: decoding is native and fast, prefixes are cheap views.
  let good = 0;
  let bad = bytes.length;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (decodesUpTo(bytes, middle)) good = middle;
    else bad = middle;
  }
  // Decoding fails at the byte that breaks a sequence; the reader wants the byte that started it (é in Latin-1: 0xe9).
  let lead = good - 1;
  while (lead >= 0 && good - lead <= 3 && (bytes[lead]! & 0xc0) === 0x80) lead--;
  return lead >= 0 && good - lead <= 3 && (bytes[lead]! & 0xc0) === 0xc0 ? lead : good;
}

/** Whether bytes[0, end) is valid UTF-8 apart from a sequence cut off at `end`. */
function decodesUpTo(bytes: Uint8Array, end: number): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end), { stream: true });
    return true;
  } catch {
    return false;
  }
}

export function linkNotFollowed(file: string, problem: string): Diagnostic {
  return { code: 'link-not-followed', severity: 'warning', message: `${file} is a link ${problem}, so it was skipped`, location: { file } };
}

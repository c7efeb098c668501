/**
 * Every route becomes files under the output folder. A route that would
 * write outside it (a `..` segment), take a file docs-gen writes itself
 * (sitemap.xml, 404.html, assets/), take another page's file or folder, or
 * that the file system cannot hold is refused here, where its source is
 * still known, so the error names the front matter line that made it.
 */
import { posix } from 'node:path';
import type { Diagnostic, DiagnosticLocation } from '../diagnostics/types.js';
import type { Route } from './types.js';

/** Top-level names of the output that belong to docs-gen: the client bundle and route data, the sitemap, the not-found page. */
const RESERVED_NAMES = new Set(['assets', 'sitemap.xml', '404.html']);

/** Whether a file of the output (`assets/js/a.js`, `sitemap.xml`) is one docs-gen writes itself. */
export function isDocsGenOwnFile(outputFile: string): boolean {
  return RESERVED_NAMES.has(outputFile.split('/')[0] ?? '');
}

/** Most file systems hold names of at most 255 bytes. */
const MAX_NAME_BYTES = 255;

/** Names Windows keeps for devices, with any extension: a file named so cannot be made there. */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

/** Characters Windows refuses in a file name: a site with them cannot be unpacked, copied or served there. */
const WINDOWS_RESERVED_CHARACTER = /[<>:"|?*]/;

/** Why a route path cannot be written, or undefined when it can. */
export function routePathProblem(route: Pick<Route, 'path' | 'outputFile' | 'kind'>): string | undefined {
  const segments = route.path.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return 'has a "." or ".." segment, which would place the page outside its folder, or outside the site';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(route.path)) return 'contains a control character';
  if (route.path.includes('\\'))
    return 'contains a backslash, which Windows, and a zip of the site opened there, read as a folder separator (`..\\x` would leave the site)';
  const reserved = WINDOWS_RESERVED_CHARACTER.exec(route.path)?.[0];
  if (reserved !== undefined) return `contains "${reserved}", a character Windows does not allow in file names (none of < > : " | ? * may appear)`;
  // Windows drops a trailing dot or space from a name, so `a.` would be written as, and collide with, `a`.
  const trailing = segments.find((segment) => /[. ]$/.test(segment));
  if (trailing !== undefined) return `has the segment "${trailing}", which ends with a dot or a space that Windows drops from file names`;
  const device = segments.find((segment) => WINDOWS_DEVICE_NAME.test(segment));
  if (device !== undefined) return `has the segment "${device}", a name Windows keeps for a device`;
  const name = route.outputFile.split('/').find((part) => Buffer.byteLength(part) > MAX_NAME_BYTES);
  if (name !== undefined) return `has a segment of ${Buffer.byteLength(name)} bytes, longer than file systems allow (${MAX_NAME_BYTES})`;
  if (route.kind !== 'not-found' && isDocsGenOwnFile(segments.join('/'))) return `starts with "${segments[0]}", which docs-gen writes itself`;
  return undefined;
}

/**
 * Routes whose output file sits where another route needs a folder (the page
 * `/index.html` would be written to `index.html/index.html`, but `index.html` is
 * the home page's file). The route listed later is the one reported.
 * `needing`: the routes of `routes` that need a folder that may be a file, in
 * the same order; most sites have none, and then the files are not indexed.
 */
export function outputFolderConflicts(
  routes: readonly Route[],
  needing: readonly Route[],
  foldersOf: (route: Route) => readonly string[],
): Array<{ route: Route; other: Route }> {
  if (needing.length === 0) return [];
  const byFile = new Map(routes.map((route) => [route.outputFile, route]));
  const conflicts: Array<{ route: Route; other: Route }> = [];
  for (const route of needing) {
    for (const dir of foldersOf(route)) {
      const other = byFile.get(dir);
      if (other !== undefined) conflicts.push({ route, other });
    }
  }
  return conflicts;
}

/** The folders a route's output file needs, innermost first: `a/b/index.html` → `a/b`, `a`. */
export function outputFoldersOf(route: Pick<Route, 'outputFile'>): string[] {
  const folders: string[] = [];
  for (let dir = posix.dirname(route.outputFile); dir !== '.'; dir = posix.dirname(dir)) folders.push(dir);
  return folders;
}

export function routeInvalid(message: string, location: DiagnosticLocation | undefined): Diagnostic {
  return { code: 'route-invalid', severity: 'error', message, location };
}

/**
 * The released docs versions as `docs-gen version` leaves them on disk
 * (Docusaurus's layout): `versions.json` lists the names newest first, each
 * version's docs are a copy of content/ under `versioned_docs/version-<name>`,
 * and its sidebars config is `versioned_sidebars/version-<name>-sidebars.json`.
 * Reading never throws on bad files: problems come back as diagnostics.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describeProblems, nameByPath } from './schema-problems.js';
import { sidebarsSchema } from './sidebars-schema.js';
import type { ResolvedConfig } from './types.js';
import { locateJsonValue, readJson } from '../fs/read-json.js';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import type { Diagnostic } from '../diagnostics/types.js';

export const VERSIONS_FILE = 'versions.json';
export const VERSIONED_DOCS_DIR = 'versioned_docs';
export const VERSIONED_SIDEBARS_DIR = 'versioned_sidebars';

/** What `docs.sidebars` holds, and so what a version's sidebars file holds. */
export type VersionSidebars = NonNullable<ResolvedConfig['docs']['sidebars']>;

/** `current` is the docs in content/ and `next` is where they are served once a version is released. */
const RESERVED_NAMES = new Set(['current', 'next']);

/** One path segment that is the same on every file system and needs no escaping in a URL. */
const VERSION_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** `versioned_docs/version-1.0` (relative to the site root, POSIX). */
export function versionDocsDir(name: string): string {
  return `${VERSIONED_DOCS_DIR}/version-${name}`;
}

/** `versioned_sidebars/version-1.0-sidebars.json` */
export function versionSidebarsFile(name: string): string {
  return `${VERSIONED_SIDEBARS_DIR}/version-${name}-sidebars.json`;
}

/** undefined when valid, else what is wrong: `"1/0" is not a valid version name: it must be one path segment of letters, digits, ".", "_" or "-"`. */
export function checkVersionName(name: string): string | undefined {
  if (RESERVED_NAMES.has(name)) {
    return `"${name}" cannot be a version name: it is reserved for the unreleased docs in content/. Choose another name, such as 1.0`;
  }
  if (!VERSION_NAME.test(name)) {
    return `${JSON.stringify(name)} is not a valid version name: it must be one path segment of letters, digits, ".", "_" or "-", not starting with "." or "-"`;
  }
  return undefined;
}

/**
 * The released versions, newest first; [] when there is no versions.json.
 * Problems are `versions-invalid` diagnostics at versions.json; `names` then
 * keeps only the entries that are usable (valid, listed once, with a folder),
 * so a build can go on and report everything else too.
 */
export function readVersions(root: string): { readonly names: readonly string[]; readonly diagnostics: readonly Diagnostic[] } {
  const text = readOptionalText(path.join(root, VERSIONS_FILE));
  if (text === undefined) return { names: [], diagnostics: [] };
  const parsed = parseJson(text, VERSIONS_FILE);
  if (!parsed.ok) return { names: [], diagnostics: [parsed.diagnostic] };
  const invalid = (message: string): Diagnostic => ({ code: 'versions-invalid', severity: 'error', message, location: { file: VERSIONS_FILE } });
  if (!Array.isArray(parsed.value)) {
    return {
      names: [],
      diagnostics: [invalid(`${VERSIONS_FILE} must be an array of version names, newest first, such as ["2.0", "1.0"]; got ${describeKind(parsed.value)}`)],
    };
  }
  const names: string[] = [];
  const diagnostics: Diagnostic[] = [];
  parsed.value.forEach((entry: unknown, index) => {
    if (typeof entry !== 'string') {
      diagnostics.push(invalid(`${VERSIONS_FILE}[${index}] must be a version name (a string), got ${describeKind(entry)}`));
      return;
    }
    const problem = checkVersionName(entry);
    if (problem !== undefined) diagnostics.push(invalid(`${VERSIONS_FILE}[${index}]: ${problem}`));
    else if (names.includes(entry)) diagnostics.push(invalid(`${VERSIONS_FILE} lists version "${entry}" more than once`));
    else if (!isDirectory(path.join(root, versionDocsDir(entry)))) {
      diagnostics.push(invalid(`${VERSIONS_FILE} lists version "${entry}", but its docs folder ${versionDocsDir(entry)} does not exist`));
    } else names.push(entry);
  });
  return { names, diagnostics };
}

/**
 * A version's sidebars config as written by `docs-gen version`, checked by
 * the schema of `docs.sidebars` in the config it was copied from. Problems
 * name the field in the file (`docs[1].label`) and are placed at its line.
 */
export function readVersionSidebars(
  root: string,
  name: string,
): { readonly sidebars: VersionSidebars | undefined; readonly diagnostics: readonly Diagnostic[] } {
  const file = versionSidebarsFile(name);
  const text = readOptionalText(path.join(root, file));
  if (text === undefined) {
    const message = `Version "${name}" has no sidebars file: ${file} does not exist`;
    return { sidebars: undefined, diagnostics: [{ code: 'versions-invalid', severity: 'error', message, location: { file } }] };
  }
  const parsed = parseJson(text, file);
  if (!parsed.ok) return { sidebars: undefined, diagnostics: [parsed.diagnostic] };
  const checked = v.safeParse(sidebarsSchema, parsed.value);
  if (checked.success) return { sidebars: checked.output, diagnostics: [] };
  const problems = describeProblems(checked.issues, parsed.value, nameByPath(file));
  return {
    sidebars: undefined,
    diagnostics: problems.map(({ path: field, message }) => ({
      code: 'versions-invalid',
      severity: 'error',
      message,
      location: { file, ...locateJsonValue(text, field) },
    })),
  };
}

function readOptionalText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isDirectory(dir: string): boolean {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true;
}

function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

type Parsed = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic };

/** Strict JSON, with the line and column of a syntax error. */
function parseJson(source: string, file: string): Parsed {
  const read = readJson(source);
  if (read.ok) return read;
  return {
    ok: false,
    diagnostic: {
      code: 'versions-invalid',
      severity: 'error',
      message: `${file} is not valid JSON: ${read.message}`,
      location: { file, line: read.line, column: read.column },
      codeFrame: formatCodeFrame(source.replace(/^\uFEFF/, ''), read.line, read.column),
    },
  };
}

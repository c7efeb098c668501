/**
 * Diagnostics for people (terminal) and machines (--json).
 */
import { describeCode } from './codes.js';
import type { CommandResult } from './exit-code.js';
import type { Diagnostic, DiagnosticLocation } from './types.js';

export function formatLocation(location: DiagnosticLocation | undefined): string {
  if (location === undefined) return '';
  if ('configField' in location) {
    const place = location.line === undefined ? (location.file ?? 'site config') : `${location.file}:${location.line}:${location.column ?? 1}`;
    return `${place} (field ${location.configField})`;
  }
  if ('page' in location) return location.page;
  if ('option' in location) return `${location.option.startsWith('-') ? 'option' : 'argument'} ${location.option}`;
  if ('pointer' in location) return `${location.file}#${location.pointer}`;
  if (location.line === undefined) return location.file;
  return `${location.file}:${location.line}:${location.column ?? 1}`;
}

/** Names for a "did you mean one of these" list: sorted, and cut after `max` so a big site's message stays readable. */
export function listNames(names: Iterable<string>, max = 40): string {
  const sorted = [...names].sort();
  return sorted.length > max ? `${sorted.slice(0, max).join(', ')} … and ${sorted.length - max} more` : sorted.join(', ');
}

/** The file, or the page of a built site, a diagnostic is about; '' for none. */
function placeOf(location: DiagnosticLocation | undefined): string {
  if (location === undefined) return '';
  if ('page' in location) return location.page;
  return ('file' in location && location.file) || '';
}

/** Sorted by file (or page) and position, so each file's problems are together and reports are easy to scan. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const key = (diagnostic: Diagnostic) => {
    const location = diagnostic.location;
    const file = placeOf(location);
    const line = location && 'line' in location ? (location.line ?? 0) : 0;
    const column = location && 'column' in location ? (location.column ?? 0) : 0;
    return { file, line, column };
  };
  return [...diagnostics].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka.file !== kb.file) return ka.file < kb.file ? -1 : 1;
    // Array.prototype.sort is stable: diagnostics at one place keep the order the stages found them in.
    return ka.line - kb.line || ka.column - kb.column;
  });
}

/**
 * One line per diagnostic (`content/a.md:12:5  error  Link to /nope …  [broken-link]`),
 * a code frame for parse errors, the hint, and a note when one broken link
 * appears on every page (then it is almost certainly in the layout).
 */
export function formatDiagnosticsForTerminal(diagnostics: readonly Diagnostic[], { color = false }: { color?: boolean } = {}): string {
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const lines: string[] = [];
  for (const diagnostic of sortDiagnostics(diagnostics)) {
    const severity = diagnostic.severity === 'error' ? paint('31', 'error') : paint('33', 'warning');
    const where = formatLocation(diagnostic.location);
    lines.push(`${where ? `${paint('1', where)}  ` : ''}${severity}  ${diagnostic.message}  ${paint('2', `[${diagnostic.code}]`)}`);
    if (diagnostic.codeFrame) lines.push(indent(diagnostic.codeFrame));
    lines.push(indent(paint('2', `→ ${diagnostic.hint ?? describeCode(diagnostic.code).hint}`)));
  }
  lines.push(...layoutSuspicions(diagnostics));
  return lines.join('\n');
}

/** Links that a layout puts on every page: the build's check of the sources and check-links' crawl of the output. */
const LAYOUT_LINK_CODES: ReadonlySet<Diagnostic['code']> = new Set(['broken-link', 'crawl-broken-link']);

function layoutSuspicions(diagnostics: readonly Diagnostic[]): string[] {
  const byMessage = new Map<string, Set<string>>();
  const files = new Set<string>();
  for (const diagnostic of diagnostics) {
    const file = placeOf(diagnostic.location);
    if (!LAYOUT_LINK_CODES.has(diagnostic.code) || file === '') continue;
    files.add(file);
    const pages = byMessage.get(diagnostic.message) ?? new Set<string>();
    pages.add(file);
    byMessage.set(diagnostic.message, pages);
  }
  if (files.size < 3) return [];
  return [...byMessage.entries()]
    .filter(([, pages]) => pages.size === files.size)
    .map(([message]) => `note: "${message}" is reported on every page with broken links; it is probably in a shared layout or partial.`);
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

export interface JsonDiagnostic {
  readonly code: string;
  readonly severity: string;
  readonly message: string;
  readonly hint: string;
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly pointer?: string;
  readonly configField?: string;
  readonly option?: string;
  readonly page?: string;
  readonly link?: string;
}

export function toJsonDiagnostic(diagnostic: Diagnostic): JsonDiagnostic {
  const location = diagnostic.location;
  return {
    code: diagnostic.code,
    severity: diagnostic.severity,
    message: diagnostic.message,
    hint: diagnostic.hint ?? describeCode(diagnostic.code).hint,
    file: location && 'file' in location ? (location.file ?? null) : null,
    line: location && 'line' in location ? (location.line ?? null) : null,
    column: location && 'column' in location ? (location.column ?? null) : null,
    ...(location && 'pointer' in location ? { pointer: location.pointer } : {}),
    ...(location && 'configField' in location ? { configField: location.configField } : {}),
    ...(location && 'option' in location ? { option: location.option } : {}),
    ...(location && 'page' in location ? { page: location.page, ...(location.link !== undefined && { link: location.link }) } : {}),
  };
}

/** `1 error, 5 warnings` */
export function formatCounts(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

/**
 * The one object every command prints for --json: `ok`, `exitCode`, the
 * command's own fields (`pages`, `removed`, …), then `warnings` and `errors`,
 * each sorted as the terminal report is.
 */
export function toJsonReport(result: CommandResult, fields: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const sorted = sortDiagnostics(result.diagnostics);
  return {
    ok: result.exitCode === 0,
    exitCode: result.exitCode,
    ...fields,
    warnings: sorted.filter((d) => d.severity === 'warning').map(toJsonDiagnostic),
    errors: sorted.filter((d) => d.severity === 'error').map(toJsonDiagnostic),
  };
}

/**
 * One diagnostic type for every stage: config, content, specs, checks.
 * Modelled on esbuild's Message and vfile's messages.
 */
import type { DiagnosticCode, Severity } from './codes.js';

export type { Severity };

/** Where a problem is. A file position, a spec pointer, a config field, a command-line option or a page of a built site. */
export type DiagnosticLocation =
  /** `{ file: 'content/guide/a.md', line: 12, column: 5 }`; file is relative to the site root. */
  | { readonly file: string; readonly line?: number; readonly column?: number }
  /** `{ file: 'specs/transaction.yaml', pointer: '/paths/~1access/post' }` */
  | { readonly file: string; readonly pointer: string }
  /** `{ configField: 'navbar.items[2].href', file: 'site.config.ts', line: 24, column: 34 }`: the line and column where the field is written, when it could be found. */
  | { readonly configField: string; readonly file?: string; readonly line?: number; readonly column?: number }
  /** `{ option: '--out' }`: a command-line option; `{ option: '<name>' }`: an argument. */
  | { readonly option: string }
  /** `{ page: '/docs/guide', link: '/docs/nope' }`: a link on a page of a built site, as check-links finds it; the page as a URL path. */
  | { readonly page: string; readonly link?: string };

export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  /** What happened, one sentence: `Link to /nope does not resolve to any page`. */
  readonly message: string;
  /** What to do about it. */
  readonly hint?: string;
  readonly location?: DiagnosticLocation;
  /** A few lines of source around the location, for parse errors. */
  readonly codeFrame?: string;
}

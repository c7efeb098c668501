/**
 * The one way docs-gen reports an error none of its stages expected, a bug:
 * `Internal error while <doing>: <message>`, at the file it concerns when one
 * is known, with its stack trace when DEBUG names docs-gen.
 */
import type { Diagnostic, DiagnosticLocation } from './types.js';

/** Whether `DEBUG` names docs-gen (`DEBUG=docs-gen`, or among others: `DEBUG=esbuild,docs-gen`). */
export function debugEnabled(): boolean {
  return process.env.DEBUG?.split(',').includes('docs-gen') === true;
}

/** `doing`: what docs-gen was at, lower case (`rendering this page`); left out when nothing more is known. */
export function internalErrorOf(error: unknown, { doing, location }: { doing?: string; location?: DiagnosticLocation } = {}): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return {
    code: 'internal-error',
    severity: 'error',
    message: `Internal error${doing === undefined ? '' : ` while ${doing}`}: ${message}`,
    ...(location && { location }),
    ...(debugEnabled() && error instanceof Error && { codeFrame: error.stack }),
  };
}

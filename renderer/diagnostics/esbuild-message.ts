/** esbuild's failures, read for diagnostics (esbuild compiles site configs and, in dev, the theme). */
import type { Location, Message } from 'esbuild';

/** esbuild counts columns in UTF-8 bytes from 0; editors and `file:line:column` count characters from 1. */
export function esbuildColumn(location: Location): number {
  return Buffer.from(location.lineText).subarray(0, location.column).toString('utf8').length + 1;
}

export function isBuildFailure(error: unknown): error is Error & { errors: Message[] } {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

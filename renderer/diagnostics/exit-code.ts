/**
 * The one place exit codes come from: every command ends with the exit code
 * of the problems it found.
 */
import { describeCode } from './codes.js';
import type { Diagnostic } from './types.js';

/** 0 success, 1 errors in the site (or the machine), 2 usage or configuration errors. */
export type ExitCode = 0 | 1 | 2;

/** What every command returns: the problems it found and the exit code they make. */
export interface CommandResult {
  readonly exitCode: ExitCode;
  readonly diagnostics: readonly Diagnostic[];
}

/** Warnings never fail a command; an error fails it with its code's exit code, 2 winning over 1. */
export function exitCodeOf(diagnostics: readonly Diagnostic[]): ExitCode {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return 0;
  return errors.some((d) => describeCode(d.code).exitCode === 2) ? 2 : 1;
}

/** The result of a command that found these problems. */
export function resultOf(diagnostics: readonly Diagnostic[]): CommandResult {
  return { exitCode: exitCodeOf(diagnostics), diagnostics };
}

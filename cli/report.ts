/**
 * How every command reports: its diagnostics on stderr (in colour in a
 * terminal), or, with --json, one object on stdout in the shape every
 * command shares.
 */
import { writeSync } from 'node:fs';
import { exitCodeOf, formatDiagnosticsForTerminal, toJsonReport, type CommandResult, type Diagnostic } from '../renderer/index.js';

export function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length === 0) return;
  process.stderr.write(`${formatDiagnosticsForTerminal(diagnostics, { color: colorWanted() })}\n`);
}

/** Synchronous when the process may end right after (a failure reported from its 'exit' event). */
export function printJson(result: CommandResult, fields: Readonly<Record<string, unknown>> = {}, { sync = false } = {}): void {
  const text = `${JSON.stringify(toJsonReport(result, fields))}\n`;
  if (sync) writeSync(process.stdout.fd, text);
  else process.stdout.write(text);
}

/** The --json object of a run that ended before it could report anything else. Written synchronously: it may be the process's last act. */
export function printJsonFailure(diagnostic: Diagnostic): void {
  printJson({ exitCode: exitCodeOf([diagnostic]), diagnostics: [diagnostic] }, {}, { sync: true });
}

export function printFailure(diagnostic: Diagnostic): void {
  writeSync(process.stderr.fd, `${formatDiagnosticsForTerminal([diagnostic])}\n`);
}

export function colorWanted(): boolean {
  return process.stderr.isTTY === true && !process.env.NO_COLOR;
}

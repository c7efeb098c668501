/**
 * The command-line program. Commands are thin: parse flags, call the
 * renderer, print the result, map it to an exit code.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { build, type BuildResult } from '../renderer/index.js';
import { formatDiagnosticsForTerminal, sortDiagnostics, toJsonDiagnostic } from '../renderer/diagnostics/format.js';

const EXIT_USAGE = 2;

export async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name('docs-gen')
    .description('Build fast, checked documentation sites from Markdown, MDX and OpenAPI.')
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });

  program
    .command('build')
    .description('Build the site into a static folder')
    .option('--root <dir>', 'site folder holding site.config.ts, content/ and specs/', '.')
    .option('--out <dir>', 'output folder (default: <root>/build)')
    .option('--strict', 'treat every warning as an error', false)
    .option('--json', 'print one JSON object instead of the report', false)
    .action(async (options: { root: string; out?: string; strict: boolean; json: boolean }) => {
      const result = await build({ root: options.root, outDir: options.out, strict: options.strict });
      printBuildResult(result, options.json);
      exitCode = result.exitCode;
    });

  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? 0 : EXIT_USAGE;
    }
    if (error instanceof InvalidArgumentError) return EXIT_USAGE;
    printInternalError(error);
    return 1;
  }
  return exitCode;
}

declare const __DOCS_GEN_VERSION__: string | undefined;
const VERSION = typeof __DOCS_GEN_VERSION__ === 'string' ? __DOCS_GEN_VERSION__ : '0.1.0';

function printBuildResult(result: BuildResult, json: boolean): void {
  const sorted = sortDiagnostics(result.diagnostics);
  const errors = sorted.filter((d) => d.severity === 'error');
  const warnings = sorted.filter((d) => d.severity === 'warning');
  if (json) {
    process.stdout.write(
      `${JSON.stringify({
        ok: result.exitCode === 0,
        exitCode: result.exitCode,
        pages: result.pages,
        durationMs: result.durationMs,
        outDir: result.outDir,
        warnings: warnings.map(toJsonDiagnostic),
        errors: errors.map(toJsonDiagnostic),
      })}\n`,
    );
    return;
  }
  const color = process.stderr.isTTY === true && !process.env.NO_COLOR;
  if (result.diagnostics.length > 0) process.stderr.write(`${formatDiagnosticsForTerminal(result.diagnostics, { color })}\n\n`);
  const counts = `${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`;
  const seconds = (result.durationMs / 1000).toFixed(2);
  if (result.exitCode === 0) {
    process.stderr.write(`Built ${result.pages} pages into ${result.outDir} in ${seconds}s (${counts}).\n`);
  } else {
    process.stderr.write(`Build failed: ${counts}. Nothing was written; the previous output is unchanged. (${seconds}s)\n`);
  }
}

function printInternalError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`docs-gen: internal error: ${message}\n`);
  if (process.env.DEBUG?.split(',').includes('docs-gen') && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  else process.stderr.write('Run again with DEBUG=docs-gen for the stack trace, and report it.\n');
}

/**
 * The command-line program. Commands are thin: parse flags, call the
 * renderer, print the result, map it to an exit code.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { writeSync } from 'node:fs';
import path from 'node:path';
import {
  build,
  DEFAULT_CACHE_DIR,
  exitCodeOf,
  formatCounts,
  formatDiagnosticsForTerminal,
  maxThreadCount,
  type BuildResult,
  type Diagnostic,
} from '../renderer/index.js';
import { guardProcess } from './process-guard.js';
import { createProgressReporter } from './progress.js';
import { printDiagnostics, printJson } from './report.js';
import { registerCheckLinksCommand } from './commands/check-links.js';
import { registerCleanCommand } from './commands/clean.js';
import { registerServeCommand } from './commands/serve.js';
import { registerDevCommand } from './commands/dev.js';
import { registerVersionCommand } from './commands/version.js';
import { registerMigrateCommand } from './commands/migrate.js';

export async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  // Asked for JSON, a caller gets one JSON object whatever goes wrong, a mistyped flag included.
  const json = argv.includes('--json');
  const program = new Command()
    .name('docs-gen')
    .description('Build fast, checked documentation sites from Markdown, MDX and OpenAPI.')
    .version(VERSION)
    .exitOverride()
    // Help goes to stderr as commander writes it; its error messages are reported as diagnostics, below.
    .configureOutput({ writeErr: (text) => (json ? undefined : process.stderr.write(text)), outputError: () => {} });

  program
    .command('build')
    .description('Build the site into a static folder')
    .option('--root <dir>', 'site folder holding site.config.ts, content/ and specs/', '.')
    .option('--out <dir>', 'output folder (default: <root>/build)')
    .option('--force', 'replace an output folder that holds files docs-gen did not write', false)
    .option('--strict', 'treat every warning as an error', false)
    .option('--json', 'print one JSON object instead of the report', false)
    .option('--no-cache', 'build from scratch: neither read nor write the build cache')
    .option('--cache-dir <dir>', `build cache folder (default: <root>/${DEFAULT_CACHE_DIR})`)
    .option('--threads <n>', 'threads that parse and render (default: the available cores)', parseThreadCount)
    .action(
      async (options: { root: string; out?: string; force: boolean; strict: boolean; json: boolean; cache: boolean; cacheDir?: string; threads?: number }) => {
        const progress = options.json
          ? undefined
          : createProgressReporter({ stream: process.stderr, terminal: process.stderr.isTTY === true && !process.env.CI });
        const guard = guardProcess({ print: options.json ? printJsonFailure : printFailure });
        const result = await build({
          root: options.root,
          outDir: options.out,
          force: options.force,
          strict: options.strict,
          cache: options.cache,
          cacheDir: options.cacheDir === undefined ? undefined : path.resolve(options.cacheDir),
          threads: options.threads,
          onProgress: progress?.update,
        });
        guard.release();
        progress?.stop();
        printBuildResult(result, options.json);
        exitCode = result.exitCode;
      },
    );
  registerDevCommand(program, (code) => (exitCode = code));
  registerServeCommand(program, (code) => (exitCode = code));
  registerCheckLinksCommand(program, (code) => (exitCode = code));
  registerVersionCommand(program, (code) => (exitCode = code));
  registerCleanCommand(program, (code) => (exitCode = code));
  registerMigrateCommand(program, (code) => (exitCode = code));

  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return 0;
      const diagnostic = optionInvalidOf(error);
      if (json) printJsonFailure(diagnostic);
      else printDiagnostics([diagnostic]);
      return exitCodeOf([diagnostic]);
    }
    const diagnostic = internalErrorOf(error);
    if (json) printJsonFailure(diagnostic);
    else printDiagnostics([diagnostic]);
    return exitCodeOf([diagnostic]);
  }
  return exitCode;
}

function parseThreadCount(value: string): number {
  const count = Number(value);
  const max = maxThreadCount();
  if (!Number.isInteger(count) || count < 1 || count > max)
    throw new InvalidArgumentError(`Give a whole number of threads from 1 to ${max} (the cores of this machine).`);
  return count;
}

/** The --json object of a run that ended before it could report anything else. Written synchronously: it may be the process's last act. */
function printJsonFailure(diagnostic: Diagnostic): void {
  printJson({ exitCode: exitCodeOf([diagnostic]), diagnostics: [diagnostic] }, {}, { sync: true });
}

function printFailure(diagnostic: Diagnostic): void {
  writeSync(process.stderr.fd, `${formatDiagnosticsForTerminal([diagnostic])}\n`);
}

function optionInvalidOf(error: CommanderError): Diagnostic {
  const message = error.message.replace(/^error: /, '');
  const option = /option '(-[^' ]+)/.exec(message)?.[1];
  return { code: 'option-invalid', severity: 'error', message, ...(option && { location: { option } }) };
}

/** An error no command expected: a bug. Its stack trace comes with DEBUG=docs-gen. */
function internalErrorOf(error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const stack = debugEnabled() && error instanceof Error ? { codeFrame: error.stack } : {};
  return { code: 'internal-error', severity: 'error', message: `Internal error: ${message}`, ...stack };
}

declare const __DOCS_GEN_VERSION__: string | undefined;
const VERSION = typeof __DOCS_GEN_VERSION__ === 'string' ? __DOCS_GEN_VERSION__ : '0.1.0';

function printBuildResult(result: BuildResult, json: boolean): void {
  if (json) {
    printJson(result, { pages: result.pages, durationMs: result.durationMs, outDir: result.outDir, work: result.work });
    return;
  }
  if (debugEnabled())
    process.stderr.write(
      `Timings (ms): ${Object.entries(result.timings)
        .map(([stage, ms]) => `${stage} ${ms}`)
        .join(', ')}\n`,
    );
  if (result.diagnostics.length > 0) {
    printDiagnostics(result.diagnostics);
    process.stderr.write('\n');
  }
  const counts = formatCounts(result.diagnostics);
  const seconds = (result.durationMs / 1000).toFixed(2);
  if (result.exitCode === 0) {
    const reused = result.pages - result.work.rendered;
    const cacheNote = reused > 0 ? `; ${result.work.rendered} rendered, ${reused} unchanged from the cache` : '';
    process.stderr.write(`Built ${result.pages} pages into ${result.outDir} in ${seconds}s (${counts}${cacheNote}).\n`);
  } else {
    process.stderr.write(`Build failed: ${counts}. Nothing was written; the previous output is unchanged. (${seconds}s)\n`);
  }
}

function debugEnabled(): boolean {
  return process.env.DEBUG?.split(',').includes('docs-gen') === true;
}

/**
 * `docs-gen build`: the site into a static folder, with a progress line while
 * it runs and the problems, counts and time at the end.
 */
import { InvalidArgumentError, type Command } from 'commander';
import path from 'node:path';
import {
  build,
  buildJsonFields,
  debugEnabled,
  DEFAULT_CACHE_DIR,
  formatBuildReport,
  maxThreadCount,
  type BuildProgress,
  type BuildResult,
} from '../../renderer/index.js';
import { guardProcess } from '../process-guard.js';
import { createProgressReporter } from '../progress.js';
import { colorWanted, printFailure, printJson, printJsonFailure } from '../report.js';

export function registerBuildCommand(program: Command, setExitCode: (code: number) => void): void {
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
        let progressed: BuildProgress | undefined;
        const guard = guardProcess({ print: options.json ? printJsonFailure : printFailure, doing: () => stageOf(progressed) });
        const result = await build({
          root: options.root,
          outDir: options.out,
          force: options.force,
          strict: options.strict,
          cache: options.cache,
          cacheDir: options.cacheDir === undefined ? undefined : path.resolve(options.cacheDir),
          threads: options.threads,
          onProgress: (event) => {
            progressed = event;
            progress?.update(event);
          },
          // On stderr also with --json, whose stdout holds only the report: a build that seems to hang says why.
          onWait: (holder) =>
            process.stderr.write(`Another docs-gen build (process ${holder}) is writing this output; waiting for it to end before building.\n`),
        });
        guard.release();
        progress?.stop();
        printBuildResult(result, options.json);
        setExitCode(result.exitCode);
      },
    );
}

/** What the build is at, as the last progress event says: `parsing 12 of 300 docs`. */
function stageOf(event: BuildProgress | undefined): string {
  if (event === undefined) return 'loading the site';
  const [done, total] = [event.done, event.total].map((count) => count.toLocaleString('en-US'));
  const [doing, what] = event.phase === 'render' ? ['rendering', 'pages'] : ['parsing', 'docs'];
  return event.done < event.total ? `${doing} ${done} of ${total} ${what}` : `going on after ${doing} all ${total} ${what}`;
}

function parseThreadCount(value: string): number {
  const count = Number(value);
  const max = maxThreadCount();
  if (!Number.isInteger(count) || count < 1 || count > max)
    throw new InvalidArgumentError(`Give a whole number of threads from 1 to ${max} (the cores of this machine).`);
  return count;
}

function printBuildResult(result: BuildResult, json: boolean): void {
  if (json) {
    printJson(result, buildJsonFields(result));
    return;
  }
  if (debugEnabled())
    process.stderr.write(
      `Timings (ms): ${Object.entries(result.timings)
        .map(([stage, ms]) => `${stage} ${ms}`)
        .join(', ')}\n`,
    );
  process.stderr.write(formatBuildReport(result, { color: colorWanted() }));
}

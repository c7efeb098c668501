/**
 * Builds with `--threads`, for the tests of worker threads (test/cache.test.ts,
 * and at full size test/soak/worker-threads.test.ts). `--threads` and the
 * threads a build used are the command's: they run the command itself.
 */
import path from 'node:path';
import { expect } from 'vitest';
import { type JsonReport, makeTemporaryFolder, runCli } from './cli.js';

/** The report of `docs-gen build --json`, with what the build cache saved and the threads it used. */
export interface WorkReport extends JsonReport {
  readonly work: {
    cache: string;
    parsed: number;
    docs: number;
    specsLoaded: number;
    linksChecked: number;
    planned: number;
    rendered: number;
    threads: number;
    workers: number;
  };
}

/**
 * `docs-gen build --json --threads <threads>` of `root` into a new output folder, with a cache of its own
 * (a cold build); `extra` are more flags. Fails the test unless the build succeeds.
 */
export async function buildWithThreads(root: string, threads: number, extra: readonly string[] = []): Promise<{ report: WorkReport; outDir: string }> {
  const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
  const cache = extra.includes('--no-cache') ? [] : ['--cache-dir', await makeTemporaryFolder('docs-gen-cache-')];
  const run = await runCli(['build', '--root', root, '--out', outDir, '--json', '--threads', String(threads), ...cache, ...extra]);
  expect(run.code, run.stderr).toBe(0);
  return { report: JSON.parse(run.stdout) as WorkReport, outDir };
}

/**
 * A build worker thread starts from V8's code cache, as the CLI does (cli/worker-thread.cjs): the first
 * worker to close after a compile keeps the code it compiled, and the next ones read it instead.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { ParseResult, ParseTask } from '../renderer/pipeline/tasks.js';
import { makeTemporaryFolder, PACKAGE_ROOT, removeTemporaryFolders, runCli } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

const WORKER_ENTRY = path.join(PACKAGE_ROOT, 'cli/worker-thread.cjs');
const WORKER_PROGRAM = path.join(PACKAGE_ROOT, 'dist/worker.cjs');
const CODE_CACHE = `${WORKER_PROGRAM}.worker.v8-cache`;

async function parseOneDocAndClose(): Promise<ParseResult> {
  const worker = new Worker(WORKER_ENTRY, {
    workerData: {
      config: { markdown: { rawHtml: 'allow', beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] } },
      components: [],
      cacheDir: await makeTemporaryFolder(),
      buildId: 'test',
    },
  });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  const reply = new Promise<{ result: ParseResult }>((resolve) => worker.once('message', resolve));
  worker.postMessage({
    id: 1,
    task: { type: 'parse', doc: { file: 'content/a.md', format: 'md', source: '# Hello\n\nSee www.example.com.\n', key: 'k' } } satisfies ParseTask,
  });
  const { result } = await reply;
  worker.postMessage('close');
  await exited;
  return result;
}

describe('a build worker thread', () => {
  it('runs tasks from the compiled worker, and keeps its code cache for the next thread', async () => {
    // The launcher brings dist/ up to date with the sources.
    expect((await runCli(['--version'])).code).toBe(0);
    await rm(CODE_CACHE, { force: true });

    const first = await parseOneDocAndClose();
    expect(first.info.contentTitle).toBe('Hello');
    expect(first.info.links).toEqual([expect.objectContaining({ url: 'http://www.example.com' })]);
    // The cache names the program it was made from: its size, among the rest.
    const cache = await readFile(CODE_CACHE);
    const { size } = await stat(WORKER_PROGRAM);
    expect(cache.subarray(0, cache.indexOf(10)).toString()).toMatch(new RegExp(`^${size}:`));
    const madeAt = (await stat(CODE_CACHE)).mtimeMs;

    // A thread that read the cache leaves it as it was.
    expect((await parseOneDocAndClose()).info.contentTitle).toBe('Hello');
    expect((await stat(CODE_CACHE)).mtimeMs).toBe(madeAt);
  });
});

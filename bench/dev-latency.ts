/**
 * Edit-to-updated-page latency of `docs-gen dev`: start the dev server on a
 * generated site, load a page, append a paragraph to its source file, and
 * time until the server serves the page with the new paragraph.
 *
 * Polling the page (every 10 ms) rather than listening to the server's
 * live-reload channel keeps this independent of how the server notifies the
 * browser; what a reader waits for is the new HTML, which this measures.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './measure.js';

export interface DevLatency {
  /** From spawning `docs-gen dev` to the first successful response. */
  readonly startupMs: number;
  /** One figure per edit. */
  readonly latenciesMs: readonly number[];
  readonly medianMs: number;
}

export interface DevLatencyOptions {
  readonly packageRoot: string;
  readonly siteDir: string;
  /** The page to edit: its source (relative to content/) and its URL path. */
  readonly page: { readonly file: string; readonly route: string };
  /** @default 3 */
  readonly edits?: number;
  /** @default 120000 */
  readonly startupTimeoutMs?: number;
  /** @default 30000 */
  readonly updateTimeoutMs?: number;
}

/** A free TCP port on localhost. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function fetchText(url: string): Promise<{ status: number; text: string } | undefined> {
  try {
    const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    return { status: response.status, text: await response.text() };
  } catch {
    return undefined;
  }
}

export async function measureDevLatency({
  packageRoot,
  siteDir,
  page,
  edits = 3,
  startupTimeoutMs = 120_000,
  updateTimeoutMs = 30_000,
}: DevLatencyOptions): Promise<DevLatency> {
  const port = await findFreePort();
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(packageRoot, 'cli/docs-gen.mjs'), 'dev', '--root', siteDir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let exited = false;
  server.on('exit', () => (exited = true));

  const sourceFile = path.join(siteDir, 'content', page.file);
  const original = await readFile(sourceFile);
  const pageUrl = `http://127.0.0.1:${port}${page.route}`;
  try {
    let startupMs = -1;
    while (startupMs < 0) {
      if (exited) throw new Error(`docs-gen dev exited before serving:\n${output}`);
      if (performance.now() - started > startupTimeoutMs) throw new Error(`docs-gen dev did not answer on ${pageUrl} within ${startupTimeoutMs} ms:\n${output}`);
      const response = await fetchText(pageUrl);
      if (response !== undefined && response.status === 200) startupMs = performance.now() - started;
      else await sleep(50);
    }

    const latenciesMs: number[] = [];
    for (let edit = 1; edit <= edits; edit++) {
      const marker = `bench-dev-edit-${edit}-${Date.now().toString(36)}`;
      await writeFile(sourceFile, Buffer.concat([original, Buffer.from(`\n\nThis paragraph was added by the benchmark (${marker}).\n`)]));
      const editedAt = performance.now();
      for (;;) {
        const response = await fetchText(pageUrl);
        if (response?.text.includes(marker)) break;
        if (exited) throw new Error(`docs-gen dev exited after an edit:\n${output}`);
        if (performance.now() - editedAt > updateTimeoutMs) throw new Error(`${pageUrl} did not show the edit within ${updateTimeoutMs} ms`);
        await sleep(10);
      }
      latenciesMs.push(performance.now() - editedAt);
      // Let the watcher settle before the next edit, so edits are not coalesced.
      await sleep(300);
    }
    return { startupMs, latenciesMs, medianMs: median(latenciesMs) };
  } finally {
    await writeFile(sourceFile, original);
    if (!exited) {
      server.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => server.once('exit', resolve)), sleep(5000)]);
      if (!exited) server.kill('SIGKILL');
    }
  }
}

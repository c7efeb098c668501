/**
 * Edit-to-updated-page latency of `docs-gen dev`: start the dev server on a
 * generated site, load a page, change its source, and time until the server
 * serves what the change made. Three kinds of change are timed, in turn on
 * the same server:
 * - a body edit: a paragraph appended to the page, waited for in its HTML;
 * - a title edit: the page's `title:` front matter changed, waited for in its
 *   HTML (a title is shown by other pages too: sidebars, breadcrumbs,
 *   previous/next links, so the server has more to redo);
 * - a new page: a file added beside the page, waited for at its URL.
 *
 * Polling the page (every 10 ms) rather than listening to the server's
 * live-reload channel keeps this independent of how the server notifies the
 * browser; what a reader waits for is the new HTML, which this measures.
 */
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './measure.js';

/** The figures of one kind of change. */
export interface EditLatency {
  /** One figure per change. */
  readonly latenciesMs: readonly number[];
  readonly medianMs: number;
}

export interface DevLatency {
  /** From spawning `docs-gen dev` to the first successful response. */
  readonly startupMs: number;
  /** A paragraph appended to the page. */
  readonly body: EditLatency;
  /** The page's `title:` front matter changed. */
  readonly title: EditLatency;
  /** A new page added beside it. */
  readonly addPage: EditLatency;
}

export interface DevLatencyOptions {
  readonly packageRoot: string;
  readonly siteDir: string;
  /** The page to edit: its source (relative to content/) and its URL path. */
  readonly page: { readonly file: string; readonly route: string };
  /** Changes timed of each kind. @default 3 */
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

/** `title: Preview api keys` → `title: Preview api keys <marker>`, in the front matter only. */
function withTitleMarker(source: string, marker: string): string {
  const edited = source.replace(/^(---\r?\n(?:.*\r?\n)*?title: [^\r\n]*)/, `$1 ${marker}`);
  if (edited === source) throw new Error('the page to edit has no title: in its front matter');
  return edited;
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
  const server = spawn(process.execPath, [path.join(packageRoot, 'cli/docs-gen.cjs'), 'dev', '--root', siteDir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let exited = false;
  server.on('exit', () => (exited = true));

  const sourceFile = path.join(siteDir, 'content', page.file);
  const original = await readFile(sourceFile, 'utf8');
  const origin = `http://127.0.0.1:${port}`;
  const pageUrl = `${origin}${page.route}`;
  const addedFile = (edit: number) => path.join(path.dirname(sourceFile), `bench-added-${edit}.md`);
  const addedUrl = (edit: number) => `${origin}${path.posix.join(path.posix.dirname(page.route), `bench-added-${edit}`)}`;

  /** Makes a change, then polls `url` until it serves `marker`: the milliseconds in between. */
  const timeChange = async (change: () => Promise<void>, url: string, marker: string): Promise<number> => {
    await change();
    const changedAt = performance.now();
    for (;;) {
      const response = await fetchText(url);
      if (response?.status === 200 && response.text.includes(marker)) break;
      if (exited) throw new Error(`docs-gen dev exited after a change:\n${output}`);
      if (performance.now() - changedAt > updateTimeoutMs) throw new Error(`${url} did not show the change within ${updateTimeoutMs} ms`);
      await sleep(10);
    }
    const ms = performance.now() - changedAt;
    // Let the watcher settle before the next change, so changes are not coalesced.
    await sleep(300);
    return ms;
  };
  const timeEach = async (timeOne: (edit: number, marker: string) => Promise<number>): Promise<EditLatency> => {
    const latenciesMs: number[] = [];
    for (let edit = 1; edit <= edits; edit++) latenciesMs.push(await timeOne(edit, `bench-dev-edit-${edit}-${Date.now().toString(36)}`));
    return { latenciesMs, medianMs: median(latenciesMs) };
  };

  try {
    let startupMs = -1;
    while (startupMs < 0) {
      if (exited) throw new Error(`docs-gen dev exited before serving:\n${output}`);
      if (performance.now() - started > startupTimeoutMs)
        throw new Error(`docs-gen dev did not answer on ${pageUrl} within ${startupTimeoutMs} ms:\n${output}`);
      const response = await fetchText(pageUrl);
      if (response !== undefined && response.status === 200) startupMs = performance.now() - started;
      else await sleep(50);
    }

    const body = await timeEach((_, marker) =>
      timeChange(() => writeFile(sourceFile, `${original}\n\nThis paragraph was added by the benchmark (${marker}).\n`), pageUrl, marker),
    );
    const title = await timeEach((_, marker) => timeChange(() => writeFile(sourceFile, withTitleMarker(original, marker)), pageUrl, marker));
    await writeFile(sourceFile, original);
    const addPage = await timeEach(async (edit, marker) => {
      const ms = await timeChange(
        () => writeFile(addedFile(edit), `---\ntitle: Added ${marker}\n---\n\nA page the benchmark added.\n`),
        addedUrl(edit),
        marker,
      );
      await rm(addedFile(edit));
      await sleep(300);
      return ms;
    });
    return { startupMs, body, title, addPage };
  } finally {
    await writeFile(sourceFile, original);
    for (let edit = 1; edit <= edits; edit++) await rm(addedFile(edit), { force: true });
    if (!exited) {
      server.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => server.once('exit', resolve)), sleep(5000)]);
      if (!exited) server.kill('SIGKILL');
    }
  }
}

/**
 * Runs the real `docs-gen dev` command on a site folder, and listens to its
 * event stream the way the page script does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_ROOT } from './cli.js';

export interface DevEvent {
  readonly event: string;
  readonly data: unknown;
}

/** A reload event that names `url` among the pages to reload (or reloads them all). */
export function isReloadOf(url: string): (event: DevEvent) => boolean {
  return (event) =>
    event.event === 'reload' && ((event.data as { pages: string[] | 'all' }).pages === 'all' || (event.data as { pages: string[] }).pages.includes(url));
}

export interface RunningDev {
  /** The site's address, as printed: `http://127.0.0.1:41234/`. */
  readonly url: string;
  /** Everything printed so far. */
  output(): string;
  /** Resolves with the first event from now on that passes `accept`. */
  nextEvent(accept: (event: DevEvent) => boolean, timeoutMs?: number): Promise<DevEvent>;
  /** Resolves once the output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** What the server answers for `url` (relative to the site's address): its status and text. */
  page(url: string): Promise<{ readonly status: number; readonly html: string }>;
  stop(): Promise<void>;
}

export async function startDev(root: string, extra: readonly string[] = []): Promise<RunningDev> {
  const child = spawn(process.execPath, ['cli/docs-gen.cjs', 'dev', '--root', root, '--port', '0', ...extra], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const outputWaiters = new Set<() => void>();
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of outputWaiters) waiter();
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);

  const waitForOutput = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`docs-gen dev did not print ${pattern} within ${timeoutMs} ms. Output:\n${output}`));
      }, timeoutMs);
      const onExit = () => {
        cleanup();
        reject(new Error(`docs-gen dev exited. Output:\n${output}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        outputWaiters.delete(check);
        child.off('exit', onExit);
      };
      outputWaiters.add(check);
      child.once('exit', onExit);
      check();
    });

  try {
    await waitForOutput(/docs-gen dev: (http:\/\/\S+)/, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const url = /docs-gen dev: (http:\/\/\S+)/.exec(output)![1]!;
  const events = await listenToEvents(new URL('/__docs-gen/events', url).href);

  return {
    url,
    output: () => output,
    // A test that waits in vain says what the server printed: the events it sent are in the error already.
    nextEvent: (accept, timeoutMs) =>
      events.next(accept, timeoutMs).catch((error: Error) => {
        throw new Error(`${error.message}\nThe server printed:\n${output}`);
      }),
    waitForOutput,
    async page(path) {
      const response = await fetch(new URL(path, url));
      return { status: response.status, html: await response.text() };
    },
    async stop() {
      events.close();
      await stopProcess(child);
    },
  };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** A minimal Server-Sent Events reader: `event:` and `data:` lines, blank-line separated. */
async function listenToEvents(url: string): Promise<{ next: RunningDev['nextEvent']; close(): void }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const waiters = new Set<(event: DevEvent) => void>();
  /** What came, for the error of a wait that found nothing it accepts. */
  const received: DevEvent[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === undefined || data === undefined) continue;
          const message: DevEvent = { event, data: JSON.parse(data) };
          received.push(message);
          for (const waiter of [...waiters]) waiter(message);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    next: (accept, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const sentBefore = received.length;
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const since = received.slice(sentBefore).map((event) => JSON.stringify(event));
          reject(new Error(`No matching dev event within ${timeoutMs} ms; the events that came meanwhile: ${since.join(', ') || 'none'}`));
        }, timeoutMs);
        const waiter = (event: DevEvent) => {
          if (!accept(event)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(event);
        };
        waiters.add(waiter);
      }),
    close: () => controller.abort(),
  };
}

/**
 * Browser tests: Debian's Chromium driven by playwright-core, headless, with
 * a fresh profile, looking at a built site served on 127.0.0.1.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserContext } from 'playwright-core';
import sirv from 'sirv';
import { makeTemporaryFolder } from './cli.js';

export const CHROMIUM = '/usr/bin/chromium';

/** Browser tests run only where Debian's Chromium is installed, and say loudly when they cannot. */
export const HAS_CHROMIUM = existsSync(CHROMIUM);
if (!HAS_CHROMIUM) {
  process.stderr.write(`\n${'!'.repeat(72)}\n!!! ${CHROMIUM} is missing: the browser tests are SKIPPED.\n!!! Install it with: apt-get update && apt-get install -y chromium\n${'!'.repeat(72)}\n\n`);
}

export interface ServedSite {
  readonly url: string;
  /** Paths requested so far, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * Serves a built folder on a free port of 127.0.0.1, recording every request
 * path. `delayMs(path)` holds a response back, to test what a slow network shows.
 */
export async function serveFolder(dir: string, { delayMs = () => 0 }: { delayMs?: (path: string) => number } = {}): Promise<ServedSite> {
  const serve = sirv(dir, { dev: true });
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    setTimeout(() => {
      serve(request, response, () => {
        response.statusCode = 404;
        response.end('not found');
      });
    }, delayMs(request.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function launchBrowser(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(await makeTemporaryFolder('docs-gen-chromium-'), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * What search costs the reader, measured in Debian's Chromium on a built
 * site served from 127.0.0.1: the bytes (gzip) fetched for the first query,
 * from the shortcut to the results shown (the dialog's code and the index's
 * files it reads), and the time from a keystroke to the results it gives,
 * once the first query is answered. Also the JavaScript a page loads before
 * search is opened (none of search's own is fetched).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './measure.js';

const CHROMIUM = '/usr/bin/chromium';

export interface SearchQueryFigures {
  readonly query: string;
  readonly page: string;
  /** Files fetched from the shortcut to the first results, gzip at level 9. */
  readonly firstQuery: { readonly gzipBytes: number; readonly files: ReadonlyArray<{ readonly path: string; readonly gzipBytes: number }> };
  /** Search files a page fetched before search was opened (must be none). */
  readonly fetchedBeforeOpening: readonly string[];
  /** Keystroke to results shown, after the first query, in ms. */
  readonly keystrokeMs: readonly number[];
  readonly keystrokeMedianMs: number;
}

/**
 * Opens `page` of the site in `outDir`, presses Ctrl-K, types `query` at once
 * and waits for its results; then types more characters one at a time (and
 * takes them back), timing each from its keydown to the results it gives.
 * undefined where Chromium is not installed.
 */
export async function measureSearchQuery({ outDir, page, query }: { outDir: string; page: string; query: string }): Promise<SearchQueryFigures | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const { chromium } = await import('playwright-core');
  const sirv = (await import('sirv')).default;
  const serve = sirv(outDir, { dev: true });
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(decodeURIComponent((request.url ?? '').replace(/[?#].*$/, '')));
    serve(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docs-gen-bench-search-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${origin}${page}`);
    await tab.waitForSelector('html[data-hydrated]');
    await tab.waitForTimeout(500);
    const isSearchFile = (url: string) => url.includes('/assets/search/') || url.includes('/SearchDialog');
    const fetchedBeforeOpening = requests.filter(isSearchFile);
    const before = requests.length;

    const answered = (asked: string) =>
      tab.waitForFunction((text) => document.querySelector('.search-dialog__status')?.textContent?.endsWith(`for “${text.trim()}”`) === true, asked, {
        timeout: 60_000,
      });
    await tab.keyboard.press('Control+k');
    await tab.waitForSelector('input[role="combobox"]');
    await tab.fill('input[role="combobox"]', query);
    await answered(query);
    await tab.waitForTimeout(200);
    const files = [...new Set(requests.slice(before))].map((url) => {
      const file = path.join(outDir, url.replace(/^\//, ''));
      return { path: url, gzipBytes: existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0 };
    });

    // Each keystroke after the first query: from its keydown to the status naming the query it makes.
    await tab.evaluate(() => {
      const state = window as unknown as { keyAt: number; shownAt: number };
      document.addEventListener('keydown', (event) => (state.keyAt = event.timeStamp), true);
      new MutationObserver(() => (state.shownAt = performance.now())).observe(document.querySelector('.search-dialog__status')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const keystrokeMs: number[] = [];
    let typed = query;
    // Each key makes a query other than the one before it, so each waits for its own results.
    const keys = [...'eiost'.split('').flatMap((letter) => [letter, 'Backspace']), 'Backspace', query.at(-1)!];
    for (const key of keys) {
      typed = key === 'Backspace' ? typed.slice(0, -1) : typed + key;
      await tab.keyboard.press(key);
      await answered(typed);
      keystrokeMs.push(
        await tab.evaluate(() => (window as unknown as { shownAt: number; keyAt: number }).shownAt - (window as unknown as { keyAt: number }).keyAt),
      );
    }
    return {
      query,
      page,
      firstQuery: { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files },
      fetchedBeforeOpening,
      keystrokeMs: keystrokeMs.map((ms) => Math.round(ms * 10) / 10),
      keystrokeMedianMs: median(keystrokeMs),
    };
  } finally {
    await browser.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

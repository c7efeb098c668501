/**
 * Pages whose file names need encoding in URLs (`100%.md`, `a#b.md`,
 * `what [1].md`, `café crème/naïve.md`), in Chromium, served by `docs-gen
 * serve`: they load directly at their encoded URLs and hydrate, and client
 * navigation reaches them, with the encoded URL in the address bar.
 */
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, openBrowserContext, recordConsole, tabOf } from '../helpers/browser.js';
import { buildSite, fixture, removeTemporaryFolders } from '../helpers/cli.js';
import { killServes, startServe, type ServeProcess } from '../helpers/serve.js';

const ROOT = fixture('file-names');

describe.skipIf(!HAS_CHROMIUM)('in Chromium, served by docs-gen serve', () => {
  let served: ServeProcess;
  let browser: BrowserContext;

  beforeAll(async () => {
    const run = await buildSite(ROOT);
    expect(run.code, run.stderr).toBe(0);
    served = await startServe(['--root', ROOT, '--out', run.outDir, '--port', '0']);
    browser = await openBrowserContext();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    killServes();
    await removeTemporaryFolders();
  });

  /** Opens a URL path of the site and waits until React has hydrated it (carets appear only then). */
  async function openHydrated(path: string): Promise<{ page: Page; messages: ConsoleMessage[] }> {
    const page = await tabOf(browser);
    const messages = recordConsole(page);
    await page.goto(new URL(path, served.url).href);
    await page.waitForSelector('.doc-sidebar .menu__caret');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    return { page, messages };
  }

  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  const heading = (page: Page) => page.locator('article h1').first().textContent();

  it('loads each page at its encoded URL and hydrates it without a console message', async () => {
    const pages = {
      '/docs/100%25': 'One hundred percent',
      '/docs/a%23b': 'A sharp B',
      '/docs/what%20%5B1%5D': 'What [1]',
      '/docs/caf%C3%A9%20cr%C3%A8me/na%C3%AFve': 'Naïve',
      "/docs/q&a%20+%20more/it's%20%7Bquoted%7D": 'Quoted',
    };
    for (const [path, title] of Object.entries(pages)) {
      const { page, messages } = await openHydrated(path);
      expect(await heading(page), path).toBe(title);
      expect(
        messages.map((message) => `${message.type()}: ${message.text()}`),
        path,
      ).toEqual([]);
    }
  });

  it('expands a category from the shared sidebar file and opens the page of a sidebar link without a reload, showing its encoded URL', async () => {
    const { page, messages } = await openHydrated('/docs/');
    // The closed category's items come from the sidebar's shared file (its sidebar is named `all 100%`).
    await page.locator('.doc-sidebar button[aria-label*="café crème"]').click();
    await page.locator('.doc-sidebar a[href="/docs/caf%C3%A9%20cr%C3%A8me/%C3%A0%20la%20carte"]').waitFor();

    await page.locator('.doc-sidebar a[href="/docs/100%25"]').click();
    await page.waitForFunction(() => document.title.startsWith('One hundred percent'));
    expect(new URL(page.url()).pathname).toBe('/docs/100%25');
    expect(await heading(page)).toBe('One hundred percent');
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith('File names'));
    expect(new URL(page.url()).pathname).toBe('/docs/');
    expect(await sameDocument(page)).toBe(true);
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
  });

  it('opens pages named with # and [ ] from links in a doc without a reload', async () => {
    const { page, messages } = await openHydrated('/docs/');
    await page.locator('article a[href="/docs/a%23b"]').click();
    await page.waitForFunction(() => document.title.startsWith('A sharp B'));
    expect(new URL(page.url()).pathname).toBe('/docs/a%23b');
    expect(await heading(page)).toBe('A sharp B');

    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith('File names'));
    await page.locator('article a[href="/docs/what%20%5B1%5D"]').click();
    await page.waitForFunction(() => document.title.startsWith('What [1]'));
    expect(new URL(page.url()).pathname).toBe('/docs/what%20%5B1%5D');
    expect(await heading(page)).toBe('What [1]');
    expect(await sameDocument(page)).toBe(true);
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
  });
});

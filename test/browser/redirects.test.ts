/**
 * A redirect page of config `redirects` in Chromium, served by `docs-gen
 * serve` as a static host serves it: the reader arriving at the old path
 * lands on the new page, with their query and fragment.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, openBrowserContext, tabOf } from '../helpers/browser.js';
import { buildSite, makeSite, removeTemporaryFolders } from '../helpers/cli.js';
import { killServes, startServe, type ServeProcess } from '../helpers/serve.js';

describe.skipIf(!HAS_CHROMIUM)('a redirect in Chromium', () => {
  let served: ServeProcess;
  let browser: BrowserContext;

  beforeAll(async () => {
    const root = await makeSite(
      { 'content/guide/install.md': '# Install\n\n## Setup\n\nRun it.\n\n## Upgrade\n\nAgain.\n' },
      "title: 'T', redirects: { fromExtensions: ['html'], items: [{ from: '/setup', to: '/guide/install#setup' }] }",
    );
    const built = await buildSite(root);
    expect(built.code, built.stderr).toBe(0);
    served = await startServe(['--root', root, '--out', built.outDir, '--port', '0']);
    browser = await openBrowserContext();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    killServes();
    await removeTemporaryFolders();
  });

  it("opens the page of an old site's .html URL, keeping the reader's query and fragment", async () => {
    const page = await tabOf(browser);
    await page.goto(new URL('guide/install.html?tab=ts#upgrade', served.url).href);
    await page.waitForURL(/\/guide\/install\/\?tab=ts#upgrade$/);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('h1').textContent()).toBe('Install');
  });

  it('opens the page an old path names, at the fragment it names', async () => {
    const page = await tabOf(browser);
    await page.goto(new URL('setup', served.url).href);
    await page.waitForURL(/\/guide\/install\/#setup$/);
    expect(await page.locator('h1').textContent()).toBe('Install');
  });
});

/**
 * `docs-gen dev` in Chromium: saving a page reloads it in the open browser at
 * the same scroll position, and a link to another page saved shows it as
 * saved, whatever was fetched ahead; a broken file shows an overlay naming
 * its position, which goes away once the file is fixed; broken links show as
 * a badge that lists them; search finds what was just saved.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLink, HAS_CHROMIUM, openBrowserContext, tabOf } from '../helpers/browser.js';
import { copyFixture, removeTemporaryFolders } from '../helpers/cli.js';
import { startDev, type RunningDev } from '../helpers/dev.js';
import { pageLive, recordRequests, type RequestLog, watchDevReloads, watchDevSources } from '../helpers/page-events.js';

// Each test waits for a rebuild the save starts; on a busy machine that takes far longer than on a quiet one.
describe.skipIf(!HAS_CHROMIUM)('docs-gen dev in Chromium', { timeout: 120_000 }, () => {
  let root: string;
  let dev: RunningDev;
  let browser: BrowserContext;

  beforeAll(async () => {
    root = await copyFixture('reading');
    dev = await startDev(root);
    browser = await openBrowserContext();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    await removeTemporaryFolders();
  });

  /**
   * A hydrated page at `route`, listening to the dev server: the tab, or, for a test whose `beforeLoad` adds init
   * scripts, which the tab must not keep, a new page that the test closes.
   */
  async function open(route: string, { beforeLoad }: { beforeLoad?: (page: Page) => Promise<void> } = {}): Promise<Page> {
    const page = beforeLoad === undefined ? await tabOf(browser) : await browser.newPage();
    await page.setViewportSize({ width: 1200, height: 600 });
    await beforeLoad?.(page);
    await page.goto(new URL(route, dev.url).href);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForSelector('html[data-docs-gen-dev="connected"]');
    return page;
  }

  it('reloads the page being read when its file is saved, keeping the scroll position', async () => {
    const page = await open('reading/long-read');
    await page.evaluate(() => window.scrollTo(0, 900));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));

    const file = path.join(root, 'content/01-reading/01-long-read.md');
    await appendFile(file, '\nA closing line written during the preview.\n');
    await page.waitForFunction(() => document.body.textContent?.includes('A closing line written during the preview.'), undefined, { timeout: 30_000 });
    // A reload: the old document, with its marker, is gone.
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrolled, { timeout: 30_000 });
  });

  it('does not reload a page the save did not change', async () => {
    const page = await open('handbook/roles', { beforeLoad: watchDevSources });
    const reloads = await watchDevReloads(page);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    const file = path.join(root, 'content/01-reading/03-style.md');
    await appendFile(file, '\nOne more style rule.\n');
    await dev.waitForOutput(/03-style\.md changed: 1 doc parsed, 1 page updated/);
    // The rebuild's reload, once the page's client has handled it: had the client reloaded the page, it would have started by then.
    const reload = await reloads.first(({ pages }) => pages === 'all' || pages.some((url) => /\/reading\/style\/?$/.test(url)));
    expect(reload).toEqual({ pages: [expect.stringMatching(/\/reading\/style\/?$/)], navigated: false });
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
    await page.close();
  });

  it('follows a link whose data was fetched ahead to its page as saved since, not as it was fetched', async () => {
    let requests: RequestLog | undefined;
    const page = await open('handbook/rituals', {
      beforeLoad: async (loading) => {
        requests = recordRequests(loading);
        await watchDevSources(loading);
      },
    });
    await pageLive(page, requests!);
    const reloads = await watchDevReloads(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const link = await addLink(page, '/reading/faq');
    await link.hover();
    await requests!.waitFor((request) => request.endsWith('/assets/routes/reading/faq.json'), { done: true });

    await appendFile(path.join(root, 'content/01-reading/04-faq.md'), '\nA question saved after the page was fetched ahead.\n');
    await reloads.first(({ pages }) => pages === 'all' || pages.some((url) => /\/reading\/faq\/?$/.test(url)));
    await link.click();
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('A question saved after the page was fetched ahead.'), undefined, {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.close();
  });

  it('shows an overlay with the position of a syntax error over the last page, and removes it once the file is fixed, in place', async () => {
    const page = await open('reading/components');
    // Short enough a window that the page scrolls.
    await page.setViewportSize({ width: 1200, height: 300 });
    const title = await page.locator('article h1').textContent();
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const file = path.join(root, 'content/01-reading/06-components.mdx');
    const source = await readFile(file, 'utf8');
    await writeFile(file, `${source}\n<Tabs>\n`);
    const overlay = page.getByRole('alertdialog', { name: 'Build errors' });
    await overlay.waitFor({ timeout: 30_000 });
    expect(await overlay.textContent()).toMatch(/content\/01-reading\/06-components\.mdx:\d+:\d+/);
    expect(await overlay.textContent()).toContain('[mdx-syntax]');
    // Behind it, the page as it was: its title, not its file's name, and the reader's place.
    expect(await page.locator('article h1').textContent()).toBe(title);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);

    await writeFile(file, source);
    await overlay.waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrolled, { timeout: 30_000 });
  });

  it('searches the pages as they are now: a word saved into a page is found after the index is made again', async () => {
    const page = await open('handbook/roles');
    const file = path.join(root, 'content/01-reading/03-style.md');
    await appendFile(file, '\nThe axolotl rule: keep examples short.\n');
    await page.waitForSelector('html[data-docs-gen-dev="connected"]');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.type('axolotl');
    // The index is made again in the background; the dialog asks again until it has the new one.
    await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length > 0, undefined, { timeout: 30_000 });
    expect(await page.locator('[role="option"]').first().getAttribute('href')).toMatch(/\/reading\/style/);
    expect(await page.locator('[role="option"] mark').first().textContent()).toBe('axolotl');
  });

  it('lists broken links in a badge without covering the page', async () => {
    const page = await open('handbook/tools');
    const file = path.join(root, 'content/handbook/04-tools.md');
    await appendFile(file, '\nSee [the old page](/handbook/gone) and [a missing part](#no-such-part).\n');
    const badge = page.getByRole('button', { name: /2 broken links/ });
    await badge.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await badge.click();
    const list = page.locator('#docs-gen-dev-badge ul');
    expect(await list.isVisible()).toBe(true);
    expect(await list.textContent()).toMatch(/content\/handbook\/04-tools\.md:\d+:\d+/);
    expect(await list.textContent()).toContain('/handbook/gone');
    expect(await list.textContent()).toContain('#no-such-part');
  });
});

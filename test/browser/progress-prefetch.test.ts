/**
 * The route-change progress bar and link prefetching (website spec §2, §9),
 * in Chromium against the basic fixture served with a controllable delay.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedAxeViolations, HAS_CHROMIUM, launchBrowser, serveFolder, type ServedSite } from '../helpers/browser.js';
import { buildSite, fixture, removeTemporaryFolders } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  let site: ServedSite;
  let browser: BrowserContext;
  let routeDelayMs = 0;

  beforeAll(async () => {
    const run = await buildSite(fixture('basic'));
    expect(run.code, run.stderr).toBe(0);
    site = await serveFolder(run.outDir, { delayMs: (path) => (path.startsWith('/assets/routes/') ? routeDelayMs : 0) });
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await removeTemporaryFolders();
  });

  async function open(path: string, init?: string): Promise<Page> {
    const page = await browser.newPage();
    if (init) await page.addInitScript(init);
    await page.goto(`${site.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  /** Records whether a progress bar was ever in the page, from before the click until after the route change. */
  const watchForBar = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { sawBar: boolean }).sawBar = false;
      new MutationObserver(() => {
        if (document.querySelector('.route-progress')) (window as unknown as { sawBar: boolean }).sawBar = true;
      }).observe(document.body, { childList: true });
    });

  describe('the progress bar', () => {
    it('appears when a route change takes longer than 200 ms, starting at 0.08, and goes when it is done', async () => {
      const page = await open('/guide/install/');
      routeDelayMs = 900;
      await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
      const bar = page.locator('.route-progress');
      await bar.waitFor({ state: 'attached', timeout: 600 });
      const width = await bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41 / element.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(-0.93);
      await page.waitForFunction(() => document.title.startsWith('Configure the site'));
      await bar.waitFor({ state: 'detached', timeout: 2000 });
      routeDelayMs = 0;
      await page.close();
    });

    it('leaves the page without an accessibility violation while it shows', async () => {
      const page = await open('/guide/install/');
      routeDelayMs = 3000;
      await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
      await page.locator('.route-progress').waitFor({ state: 'attached', timeout: 1000 });
      expect(await describedAxeViolations(page)).toEqual([]);
      await page.waitForFunction(() => document.title.startsWith('Configure the site'));
      routeDelayMs = 0;
      await page.close();
    });

    it('does not appear for a route change under 200 ms', async () => {
      const page = await open('/guide/install/');
      routeDelayMs = 0;
      await watchForBar(page);
      await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
      await page.waitForFunction(() => document.title.startsWith('Configure the site'));
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar)).toBe(false);
      await page.close();
    });
  });

  describe('prefetching', () => {
    const routeRequests = () => site.requests.filter((path) => path.startsWith('/assets/routes/'));

    it('fetches the data of the in-site links in view, once each', async () => {
      const before = routeRequests().length;
      const page = await open('/guide/install/');
      await page.waitForFunction(() => [...document.querySelectorAll('link[rel="prefetch"]')].length > 0);
      await page.waitForTimeout(300);
      const fetched = routeRequests().slice(before);
      expect(fetched).toContain('/assets/routes/guide/configure.json');
      expect(new Set(fetched).size).toBe(fetched.length);
      await page.close();
    });

    it('fetches a hovered link, and never the same route twice', async () => {
      const page = await open('/guide/install/', "Object.defineProperty(window, 'IntersectionObserver', { value: undefined });");
      const before = routeRequests().length;
      await page.locator('.doc-sidebar a[href="/guide/configure"]').hover();
      await page.waitForTimeout(300);
      await page.mouse.move(0, 0);
      await page.locator('.doc-sidebar a[href="/guide/configure"]').hover();
      await page.waitForTimeout(300);
      expect(
        routeRequests()
          .slice(before)
          .filter((path) => path === '/assets/routes/guide/configure.json'),
      ).toHaveLength(1);
      await page.close();
    });

    it('fetches nothing ahead with data saving on or on a 2g connection', async () => {
      for (const connection of ['{ saveData: true }', "{ effectiveType: 'slow-2g' }"]) {
        const page = await open('/guide/install/', `Object.defineProperty(navigator, 'connection', { value: ${connection} });`);
        const before = routeRequests().length;
        await page.locator('.doc-sidebar a[href="/guide/configure"]').hover();
        await page.waitForTimeout(400);
        // Only the page's own data (already loaded for hydration) may appear.
        expect(routeRequests().slice(before)).toEqual([]);
        expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
        await page.close();
      }
    });
  });
});

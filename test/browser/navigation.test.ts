/**
 * Hydration and client navigation in Chromium (website spec §2): pages
 * hydrate without errors, in-site links switch pages without a reload,
 * scrolling follows the spec, back/forward restore positions, and a route
 * whose data cannot be fetched is loaded as a whole page.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickAddedLink, HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('basic'));

  /** `missing` files are answered with a 404 from the page's first request on (the built site is the whole run's, not to be changed). */
  async function openHydrated(path: string, { missing = [] }: { missing?: string[] } = {}): Promise<{ page: Page; messages: ConsoleMessage[] }> {
    const page = await tabOf(env.browser);
    for (const file of missing) await page.route(`${env.site.url}${file}`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    const messages = recordConsole(page);
    await page.goto(`${env.site.url}${path}`);
    // Carets appear only once React has hydrated the page.
    await page.waitForSelector('.doc-sidebar .menu__caret');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    return { page, messages };
  }

  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  describe('hydration', () => {
    it('hydrates every page of the fixture without a console error or warning', async () => {
      for (const route of ['/', '/guide/install/', '/concepts/', '/category/getting-started/', '/reference/api/']) {
        const { messages } = await openHydrated(route);
        expect(
          messages.map((message) => `${message.type()}: ${message.text()}`),
          route,
        ).toEqual([]);
      }
    });
  });

  describe('client navigation', () => {
    it('switches to the page of an in-site link without reloading, with its title and content', async () => {
      const { page, messages } = await openHydrated('/guide/install/');
      await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
      await page.waitForURL(/\/guide\/configure$/);
      await page.waitForFunction(() => document.title.startsWith('Configure the site'));
      expect(await sameDocument(page)).toBe(true);
      expect(await page.locator('article h1').first().textContent()).toContain('Configure');
      expect(messages.filter((message) => message.type() === 'error')).toEqual([]);
    });

    it('scrolls to the top after a route change, and to the element a hash names', async () => {
      const { page } = await openHydrated('/guide/install/');
      // A short window, so that the fixture's pages scroll.
      await page.setViewportSize({ width: 1200, height: 320 });
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
      await page.waitForURL(/\/guide\/configure$/);
      // The address changes first; the scroll follows once the new page is on screen.
      await page.waitForFunction(() => document.title.startsWith('Configure the site') && window.scrollY === 0);
      await clickAddedLink(page, '/guide/install#steps');
      await page.waitForURL(/\/guide\/install#steps$/);
      await page.waitForFunction(() => {
        const top = document.getElementById('steps')!.getBoundingClientRect().top;
        return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
      });
      expect(await sameDocument(page)).toBe(true);
    });

    it('does not scroll or reload when only the query string changes', async () => {
      const { page } = await openHydrated('/guide/install/');
      await page.evaluate(() => window.scrollTo(0, 300));
      const before = await page.evaluate(() => window.scrollY);
      await clickAddedLink(page, '/guide/install/?tab=2');
      await page.waitForURL(/\?tab=2$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await sameDocument(page)).toBe(true);
    });

    it('goes back and forward on the client, restoring the scroll position it left', async () => {
      const { page } = await openHydrated('/guide/install/');
      await page.evaluate(() => window.scrollTo(0, 250));
      const left = await page.evaluate(() => window.scrollY);
      await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
      await page.waitForURL(/\/guide\/configure$/);
      await page.goBack();
      await page.waitForURL(/\/guide\/install\/$/);
      await page.waitForFunction(() => document.title.startsWith('Install'));
      expect(await page.evaluate(() => window.scrollY)).toBe(left);
      await page.goForward();
      await page.waitForFunction(() => document.title.startsWith('Configure the site'));
      expect(await sameDocument(page)).toBe(true);
    });

    it('matches a link ending in /index.html or .html to its route without the suffix', async () => {
      const { page } = await openHydrated('/guide/install/');
      await clickAddedLink(page, '/guide/configure/index.html');
      await page.waitForFunction(() => document.title.startsWith('Configure the site'));
      expect(await sameDocument(page)).toBe(true);
    });

    it('logs a warning and loads the whole page when the next route cannot be preloaded', async () => {
      const { page, messages } = await openHydrated('/guide/install/', { missing: ['/assets/routes/concepts.json'] });
      await page.locator('.doc-sidebar a[href="/concepts"]').first().click();
      await page.waitForURL(/\/concepts$/);
      await page.waitForLoadState('load');
      expect(await sameDocument(page)).toBe(false);
      expect(messages.some((message) => message.type() === 'warning' && message.text().includes('could not preload /concepts'))).toBe(true);
    });
  });
});

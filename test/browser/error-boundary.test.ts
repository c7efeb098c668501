/**
 * The error boundary in Chromium (website spec §4 and §8): a page the browser
 * cannot render shows the crash screen, titled "Page Error", with the error
 * and a "Try again" button; another route brings the site back. The crash is
 * a real one: the tests give a route's data a body element no theme
 * component matches, which the client cannot render.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('crash'), {
    prepare: async (outDir) => {
      // The server rendered the broken page from its real body; only the data the browser renders from is broken.
      const brokenData = path.join(outDir, 'assets/routes/broken.json');
      const data = JSON.parse(await readFile(brokenData, 'utf8')) as { body: unknown };
      data.body = ['$Nope', 0, 'Never shown'];
      await writeFile(brokenData, JSON.stringify(data));
    },
  });

  async function openHydrated(route: string): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}${route}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    return page;
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'This page crashed.' });

  async function crashByNavigation(): Promise<Page> {
    const page = await openHydrated('/');
    await page.locator('article a[href="/broken"]').click();
    await page.waitForURL(/\/broken$/);
    await heading(page).waitFor();
    return page;
  }

  describe('the crash screen', () => {
    it('replaces a page that crashes after client navigation, with the error and the "Page Error" title', async () => {
      const page = await crashByNavigation();
      expect(await page.locator('.crash-page__message').first().textContent()).toBe('Unknown component $Nope in the page body');
      expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      expect(await page.title()).toBe('Page Error');
      // The layout is gone too: the crash screen stands alone.
      expect(await page.locator('.navbar, .doc-sidebar').count()).toBe(0);
    });

    it('shows the crash screen when the page crashes while hydrating', async () => {
      const page = await openHydrated('/broken');
      await heading(page).waitFor();
      expect(await page.locator('.crash-page__message').first().textContent()).toBe('Unknown component $Nope in the page body');
      expect(await page.title()).toBe('Page Error');
    });

    it('"Try again" clears the error and renders the page again, which here crashes again', async () => {
      const page = await crashByNavigation();
      // Marks this crash screen, to see the next one is a new render and not the same element left in place.
      await heading(page).evaluate((element) => element.setAttribute('data-first-crash', ''));
      await page.evaluate(() => (document.title = 'Changed by the test'));
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForSelector('h1:not([data-first-crash])');
      expect(await heading(page).isVisible()).toBe(true);
      expect(await page.title()).toBe('Page Error');
    });

    it('goes back to the previous page, with its title, when the reader navigates away from the crash', async () => {
      const page = await crashByNavigation();
      await page.goBack();
      await page.waitForURL(`${env.site.url}/`);
      await page.locator('article h1', { hasText: 'Crash Docs' }).waitFor();
      expect(await heading(page).count()).toBe(0);
      expect(await page.title()).toBe('Crash Docs');
    });
  });
});

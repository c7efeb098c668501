/**
 * The sidebar in a browser: carets open and close categories, and a category
 * the page was sent without its items loads them from the shared sidebar file,
 * fetched once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('basic'));

  async function open(path: string): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}${path}`);
    await page.waitForSelector('.doc-sidebar .menu__caret');
    return page;
  }

  const caret = (page: Page, label: string) => page.getByRole('button', { name: `Toggle the collapsible sidebar category '${label}'` });

  describe('the docs sidebar in a browser', () => {
    it('gives each collapsible category a caret that says whether it is open', async () => {
      const page = await open('/guide/install/');
      expect(await caret(page, 'Core concepts').getAttribute('aria-expanded')).toBe('true');
      expect(await caret(page, 'reference').getAttribute('aria-expanded')).toBe('false');
    });

    it('closes and reopens a category that was sent open', async () => {
      const page = await open('/guide/install/');
      const routing = page.locator('.doc-sidebar a[href="/routing-explained"]');
      expect(await routing.isVisible()).toBe(true);
      await caret(page, 'Core concepts').click();
      expect(await routing.isVisible()).toBe(false);
      expect(await caret(page, 'Core concepts').getAttribute('aria-expanded')).toBe('false');
      await caret(page, 'Core concepts').click();
      expect(await routing.isVisible()).toBe(true);
    });

    it('loads the items of a category sent without them from the shared sidebar file, once', async () => {
      const page = await open('/guide/install/');
      const before = env.site.requests.filter((path) => path.startsWith('/assets/sidebars/')).length;
      expect(await page.locator('.doc-sidebar a[href="/reference/cli"]').count()).toBe(0);

      await caret(page, 'reference').click();
      const cli = page.locator('.doc-sidebar a[href="/reference/cli"]');
      await cli.waitFor({ state: 'visible' });
      expect(await caret(page, 'reference').getAttribute('aria-expanded')).toBe('true');
      const controls = await caret(page, 'reference').getAttribute('aria-controls');
      expect(await page.locator(`#${controls}`).locator('a').allTextContents()).toEqual(['API', 'CLI']);

      await caret(page, 'reference').click();
      expect(await cli.isVisible()).toBe(false);
      await caret(page, 'reference').click();
      expect(await cli.isVisible()).toBe(true);
      expect(env.site.requests.filter((path) => path.startsWith('/assets/sidebars/')).length - before).toBe(1);
    });

    it('keeps focus on the caret the reader toggles from the keyboard, while items load and after', async () => {
      const page = await open('/guide/install/');
      const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      // Sent without its items: Enter loads them from the shared sidebar file.
      await caret(page, 'reference').focus();
      await page.keyboard.press('Enter');
      await page.locator('.doc-sidebar a[href="/reference/cli"]').waitFor({ state: 'visible' });
      expect(await focusedLabel()).toBe("Toggle the collapsible sidebar category 'reference'");
      await page.keyboard.press('Space');
      expect(await caret(page, 'reference').getAttribute('aria-expanded')).toBe('false');
      expect(await focusedLabel()).toBe("Toggle the collapsible sidebar category 'reference'");
      // Sent open.
      await caret(page, 'Core concepts').focus();
      await page.keyboard.press('Space');
      expect(await caret(page, 'Core concepts').getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      expect(await caret(page, 'Core concepts').getAttribute('aria-expanded')).toBe('true');
      expect(await focusedLabel()).toBe("Toggle the collapsible sidebar category 'Core concepts'");
    });

    it('does not collapse a category on its own when the reader moves to a page outside it', async () => {
      const page = await open('/guide/install/');
      await caret(page, 'reference').click();
      await page.locator('.doc-sidebar a[href="/reference/cli"]').waitFor({ state: 'visible' });

      // Getting Started is collapsed by default and open only because it holds the page; the reader opened reference.
      await page.locator('.doc-sidebar a[href="/routing-explained"]').click();
      await page.waitForURL('**/routing-explained');
      await page.locator('h1', { hasText: 'Routing' }).waitFor();
      for (const [label, link] of [
        ['Getting Started', '/guide/configure'],
        ['reference', '/reference/cli'],
      ]) {
        expect(await caret(page, label!).getAttribute('aria-expanded')).toBe('true');
        expect(await page.locator(`.doc-sidebar a[href="${link}"]`).isVisible()).toBe(true);
      }
    });
  });
});

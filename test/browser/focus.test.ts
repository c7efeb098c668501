/**
 * Keyboard focus and screen reader announcements in Chromium: the skip link,
 * focus and the spoken title after client navigation, closing the
 * announcement bar, the mobile sidebar as a modal panel, and navbar dropdowns
 * as disclosures. A reader here uses Tab, Enter, Escape and the arrow keys.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { configSource, copyFixture } from '../helpers/cli.js';

const PHONE = { width: 390, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** The navbar fixture with a closeable announcement bar and a dropdown of three entries. */
const CONFIG = configSource(`title: 'Focus Docs',
  announcementBar: { id: 'focus-1', content: 'Read the <a href="/guide/deploy">deploy guide</a>.', isCloseable: true },
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
      { type: 'dropdown', label: 'More', items: [{ label: 'Home', to: '/' }, { label: 'Setup guide', to: '/guide/setup' }, { label: 'Deploy guide', to: '/guide/deploy' }] },
      { label: 'Status', href: 'https://status.example.com', position: 'right' },
    ],
  }`);

describe.skipIf(!HAS_CHROMIUM)('in Chromium', async () => {
  const env = useSiteInBrowser(await copyFixture('navbar', { 'site.config.ts': CONFIG }));

  /** A hydrated page for a reader with nothing stored: the tab comes with the site's storage cleared, before the page loads. */
  async function open(route: string, viewport = DESKTOP): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${env.site.url}${route}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  /** What has keyboard focus: its tag, its text (or accessible name) and whether it sits in the main content. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        tag: element?.tagName.toLowerCase(),
        name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
        inMain: element !== null && element.closest('main') !== null,
      };
    });

  describe('the skip link', () => {
    it('moves focus to the main content, so the next Tab continues inside it', async () => {
      const page = await open('/guide/setup/');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to main content' });
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ tag: 'main', inMain: true });
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMain).toBe(true);
    });
  });

  describe('an in-page link', () => {
    it('moves focus to the heading it leads to, so the next Tab continues from there', async () => {
      const page = await open('/guide/setup/');
      await page.locator('.table-of-contents').getByRole('link', { name: 'Setup step 2' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#setup-step-2$/);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('setup-step-2');
      await page.keyboard.press('Tab');
      // The heading's own anchor link, then the content after it: not back to the table of contents.
      expect(await focused(page)).toMatchObject({ inMain: true });
      expect(await page.evaluate(() => document.activeElement?.closest('.table-of-contents'))).toBeNull();
    });
  });

  describe('client navigation', () => {
    it("moves focus to the new page's heading and announces its title in the one polite live region", async () => {
      const page = await open('/guide/setup/');
      const html = await (await fetch(`${env.site.url}/guide/setup/`)).text();
      // In the server's HTML, so screen readers know the region before it first changes.
      expect(html).toMatch(/<div id="[^"]+" class="visually-hidden" aria-live="polite" aria-atomic="true"><\/div>/);
      await page.locator('[aria-live="polite"]').evaluate((region) => ((region as HTMLElement & { marked?: boolean }).marked = true));

      await page.locator('.doc-sidebar').getByRole('link', { name: 'Deploy', exact: true }).click();
      await page.waitForFunction(() => document.title.startsWith('Deploy'));
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await focused(page)).toMatchObject({ tag: 'h1', name: 'Deploy', inMain: true });
      const region = page.locator('[aria-live="polite"]');
      expect(await region.count()).toBe(1);
      await page.waitForFunction(() => document.querySelector('[aria-live="polite"]')?.textContent === document.title);
      expect(await region.evaluate((element) => (element as HTMLElement & { marked?: boolean }).marked)).toBe(true);

      // Back again: the page changes, so it is announced and focused as well.
      await page.goBack();
      await page.waitForFunction(() => document.title.startsWith('Set up') && document.activeElement?.textContent === 'Set up');
      await page.waitForFunction(() => document.querySelector('[aria-live="polite"]')?.textContent === document.title);
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMain).toBe(true);
    });
  });

  describe('the announcement bar', () => {
    it('gives focus to the main content when closed from the keyboard', async () => {
      const page = await open('/guide/setup/');
      await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
      expect(await focused(page)).toMatchObject({ tag: 'main' });
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMain).toBe(true);
    });
  });

  describe('the mobile sidebar', () => {
    const toggleOf = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });

    it('keeps Tab and Shift+Tab inside itself and its toggle while open', async () => {
      const page = await open('/guide/setup/', PHONE);
      await toggleOf(page).focus();
      await page.keyboard.press('Enter');
      const panelId = await toggleOf(page).getAttribute('aria-controls');
      const inPanel = () =>
        page.evaluate((id) => {
          const active = document.activeElement;
          return active?.getAttribute('aria-label') === 'Toggle navigation bar'
            ? 'toggle'
            : document.getElementById(id!)?.contains(active)
              ? 'panel'
              : 'outside';
        }, panelId);
      const stops: string[] = [];
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press('Tab');
        stops.push(await inPanel());
      }
      expect(stops).not.toContain('outside');
      // Around the cycle and back to the toggle.
      expect(stops).toContain('toggle');
      expect(stops.filter((stop) => stop === 'panel').length).toBeGreaterThanOrEqual(5);

      await toggleOf(page).focus();
      await page.keyboard.press('Shift+Tab');
      expect(await inPanel()).toBe('panel');
      await page.keyboard.press('Tab');
      expect(await inPanel()).toBe('toggle');
    });

    it('closes on Escape and gives focus back to its toggle', async () => {
      const page = await open('/guide/setup/', PHONE);
      await toggleOf(page).click();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      expect(await toggleOf(page).getAttribute('aria-expanded')).toBe('false');
      expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Toggle navigation bar' });
    });

    it('shows a dropdown as a disclosure the reader opens, and Escape there closes only the dropdown', async () => {
      const page = await open('/guide/setup/', PHONE);
      await toggleOf(page).click();
      const more = page.getByRole('button', { name: 'More' });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('link', { name: 'Setup guide' }).isVisible()).toBe(false);
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('link', { name: 'Setup guide' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await toggleOf(page).getAttribute('aria-expanded')).toBe('true');
    });
  });

  describe('a navbar dropdown', () => {
    const moreOf = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
    const entry = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

    it('is a button that says whether its list is shown and which list it controls', async () => {
      const page = await open('/guide/setup/');
      const more = moreOf(page);
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      const menu = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      expect(await menu.getByRole('link', { name: 'Setup guide', includeHidden: true }).count()).toBe(1);
      // Focus alone does not open it: the reader decides.
      await more.focus();
      expect(await entry(page, 'Home').isVisible()).toBe(false);
      await page.keyboard.press('Enter');
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      expect(await entry(page, 'Home').isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
    });

    it('opens with ArrowDown, moves among its entries with the arrow keys, and closes on Escape with focus back on the button', async () => {
      const page = await open('/guide/setup/');
      await moreOf(page).focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Home');
      expect(await moreOf(page).getAttribute('aria-expanded')).toBe('true');
      const steps: Array<[string, string]> = [
        ['ArrowDown', 'Setup guide'],
        ['ArrowDown', 'Deploy guide'],
        ['ArrowDown', 'Home'],
        ['ArrowUp', 'Deploy guide'],
        ['ArrowUp', 'Setup guide'],
        ['Home', 'Home'],
        ['End', 'Deploy guide'],
      ];
      for (const [key, name] of steps) {
        await page.keyboard.press(key);
        expect((await focused(page)).name, key).toBe(name);
      }
      await page.keyboard.press('Escape');
      expect(await moreOf(page).getAttribute('aria-expanded')).toBe('false');
      expect(await focused(page)).toMatchObject({ tag: 'button', name: 'More' });
      expect(await entry(page, 'Home').isVisible()).toBe(false);
    });

    it('closes when focus leaves it, and on a click elsewhere', async () => {
      const page = await open('/guide/setup/');
      await moreOf(page).focus();
      await page.keyboard.press('ArrowUp');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Deploy guide');
      await page.keyboard.press('Tab');
      expect(await moreOf(page).getAttribute('aria-expanded')).toBe('false');
      expect(await entry(page, 'Deploy guide').isVisible()).toBe(false);

      await moreOf(page).click();
      expect(await moreOf(page).getAttribute('aria-expanded')).toBe('true');
      await page.locator('article h1').click();
      expect(await moreOf(page).getAttribute('aria-expanded')).toBe('false');
    });
  });
});

/**
 * The navbar in Chromium (website spec §2 Layout, §4, §9): at 996 px or less its
 * toggle opens the mobile sidebar with the navbar items and the docs sidebar,
 * which locks page scrolling and closes on back, on desktop width and after a
 * link; with navbar.hideOnScroll it leaves the screen while the reader scrolls down.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, openBrowserContext, serveFolder, type ServedSite, tabOf } from '../helpers/browser.js';
import { buildSite, configSource, copyFixture, fixture, removeTemporaryFolders } from '../helpers/cli.js';
import { animationFrames, wheelAndSettle } from '../helpers/page-events.js';

const PHONE = { width: 390, height: 800 };
const DESKTOP = { width: 1200, height: 800 };

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  /** Navbar items of every kind, hiding on scroll. */
  let site: ServedSite;
  /** The same pages with a navbar of no items that never hides. */
  let plainSite: ServedSite;
  let browser: BrowserContext;

  beforeAll(async () => {
    const plainRoot = await copyFixture('navbar', { 'site.config.ts': configSource("title: 'Plain Navbar'") });
    const [run, plainRun] = await Promise.all([buildSite(fixture('navbar')), buildSite(plainRoot)]);
    expect(run.code, run.stderr).toBe(0);
    expect(plainRun.code, plainRun.stderr).toBe(0);
    site = await serveFolder(run.outDir);
    plainSite = await serveFolder(plainRun.outDir);
    browser = await openBrowserContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await plainSite?.close();
    await removeTemporaryFolders();
  });

  async function open(path: string, viewport: { width: number; height: number }, served = site): Promise<Page> {
    const page = await tabOf(browser);
    await page.setViewportSize(viewport);
    await page.goto(`${served.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  /** The toggle, also while CSS hides it on desktop. */
  const toggleOf = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar', includeHidden: true });

  /** What the toggle opens, found as assistive technology finds it: through aria-controls. */
  async function panelOf(page: Page): Promise<Locator> {
    return page.locator(`[id="${await toggleOf(page).getAttribute('aria-controls')}"]`);
  }

  async function openMobileSidebar(page: Page): Promise<Locator> {
    await toggleOf(page).click();
    expect(await toggleOf(page).getAttribute('aria-expanded')).toBe('true');
    return panelOf(page);
  }

  async function expectClosed(page: Page): Promise<void> {
    await page.waitForFunction(() => document.querySelector('[aria-label="Toggle navigation bar"]')?.getAttribute('aria-expanded') === 'false');
    // On a phone the panel's links leave the screen with it.
    expect(await (await panelOf(page)).getByRole('link', { name: 'Docs', exact: true }).isVisible()).toBe(false);
  }

  /**
   * Wheels the page down by `pixels` with the mouse over its middle, as a reader scrolls, and reports where it ended:
   * once the scroll has ended, or, where the test expects none (`scrolls: false`), once it would have begun.
   */
  async function wheel(page: Page, pixels: number, { scrolls = true }: { scrolls?: boolean } = {}): Promise<number> {
    const { width, height } = page.viewportSize()!;
    await page.mouse.move(width - 20, height / 2);
    return wheelAndSettle(page, pixels, { scrolls });
  }

  describe('the mobile sidebar', () => {
    it('opens from the toggle with the navbar items and the docs sidebar, and closes from it', async () => {
      const page = await open('/guide/setup/', PHONE);
      const toggle = toggleOf(page);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('link', { name: 'Docs', exact: true }).isVisible()).toBe(false);

      const panel = await openMobileSidebar(page);
      for (const name of ['Docs', 'Status (opens in a new tab)', 'Welcome', 'Set up', 'Deploy']) {
        expect(await panel.getByRole('link', { name, exact: true }).first().isVisible(), name).toBe(true);
      }
      expect(await panel.getByRole('button', { name: 'More' }).isVisible()).toBe(true);
      expect(await panel.getByRole('link', { name: 'Set up', exact: true }).getAttribute('aria-current')).toBe('page');

      await toggle.click();
      await expectClosed(page);
    });

    it('locks page scrolling while open, and unlocks it once closed', async () => {
      const page = await open('/guide/setup/', PHONE);
      await openMobileSidebar(page);
      expect(await wheel(page, 600, { scrolls: false })).toBe(0);
      await toggleOf(page).click();
      await expectClosed(page);
      expect(await wheel(page, 600)).toBeGreaterThan(0);
    });

    it('closes when the reader taps the page beside it, or presses Escape', async () => {
      const page = await open('/guide/setup/', PHONE);
      await openMobileSidebar(page);
      await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
      await expectClosed(page);
      await openMobileSidebar(page);
      await page.keyboard.press('Escape');
      await expectClosed(page);
    });

    it('closes after following a link in it, on the page the link leads to', async () => {
      const page = await open('/guide/setup/', PHONE);
      const panel = await openMobileSidebar(page);
      await panel.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Deploy', exact: true }).click();
      await page.waitForURL(/\/guide\/deploy$/);
      await page.waitForFunction(() => document.title.startsWith('Deploy'));
      await expectClosed(page);
      expect(await wheel(page, 600)).toBeGreaterThan(0);
    });

    it('closes on a back navigation', async () => {
      const page = await open('/guide/setup/', PHONE);
      await page.locator('article').getByRole('link', { name: 'deploy', exact: true }).click();
      await page.waitForFunction(() => document.title.startsWith('Deploy'));
      await openMobileSidebar(page);
      await page.goBack();
      await page.waitForFunction(() => document.title.startsWith('Set up'));
      await expectClosed(page);
      expect(await wheel(page, 600)).toBeGreaterThan(0);
    });

    it('closes when the window grows to desktop width, and stays closed when it narrows again', async () => {
      const page = await open('/guide/setup/', PHONE);
      await openMobileSidebar(page);
      await page.setViewportSize(DESKTOP);
      expect(await toggleOf(page).isVisible()).toBe(false);
      await page.waitForFunction(() => document.querySelector('[aria-label="Toggle navigation bar"]')?.getAttribute('aria-expanded') === 'false');
      await page.setViewportSize(PHONE);
      expect(await toggleOf(page).isVisible()).toBe(true);
      await expectClosed(page);
      expect(await wheel(page, 600)).toBeGreaterThan(0);
    });

    it('has no toggle a reader can use when the navbar has no items', async () => {
      const page = await open('/guide/setup/', PHONE, plainSite);
      const usable = await toggleOf(page).evaluateAll(
        (buttons) => buttons.filter((button) => !(button as HTMLButtonElement).disabled && button.checkVisibility()).length,
      );
      expect(usable).toBe(0);
    });

    it('is not offered on a desktop viewport, where the navbar shows its items itself', async () => {
      const page = await open('/guide/setup/', DESKTOP);
      expect(await toggleOf(page).isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).isVisible()).toBe(true);
    });
  });

  describe('hide on scroll', () => {
    /** How much of the navbar is on screen, in pixels: 0 once it has left. */
    const navbarShown = (page: Page) => page.getByRole('navigation', { name: 'Main' }).evaluate((navbar) => Math.max(0, navbar.getBoundingClientRect().bottom));
    const navbarHeight = (page: Page) => page.getByRole('navigation', { name: 'Main' }).evaluate((navbar) => navbar.getBoundingClientRect().height);
    /**
     * Measures the navbar once it follows the scroll: its state is set from the scroll event, in the frames after it,
     * and then a slide it started has run to its end.
     */
    const settledNavbarShown = async (page: Page) => {
      await animationFrames(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .evaluate((navbar) => Promise.all(navbar.getAnimations().map((animation) => animation.finished.then(() => undefined))));
      return navbarShown(page);
    };

    it('hides the navbar while scrolling down past its height, and shows it on scrolling up and at the top', async () => {
      const page = await open('/guide/setup/', DESKTOP);
      const height = await navbarHeight(page);
      expect(await navbarShown(page)).toBe(height);

      expect(await wheel(page, height / 2)).toBeLessThan(height);
      expect(await settledNavbarShown(page)).toBe(height);

      await wheel(page, 600);
      expect(await settledNavbarShown(page)).toBe(0);

      await wheel(page, -200);
      expect(await settledNavbarShown(page)).toBe(height);

      await wheel(page, 300);
      expect(await settledNavbarShown(page)).toBe(0);

      expect(await wheel(page, -10_000)).toBe(0);
      expect(await settledNavbarShown(page)).toBe(height);
    });

    it('keeps the navbar on screen while scrolling down when hideOnScroll is off', async () => {
      const page = await open('/guide/setup/', DESKTOP, plainSite);
      const height = await navbarHeight(page);
      expect(await wheel(page, 600)).toBeGreaterThan(height);
      expect(await settledNavbarShown(page)).toBe(height);
    });
  });
});

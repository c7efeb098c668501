/**
 * Colour mode in Chromium (website spec §4, §8). With the switch disabled, as
 * a site may set it, the configured default holds: no toggle, nothing stored,
 * the system preference ignored. With it enabled, the toggle flips the mode,
 * the choice survives reloads without a flash, a site may follow the system
 * preference until the reader chooses, and a storage failure is logged and
 * ignored.
 */
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolationsAtEachWidth,
  blockSiteData,
  HAS_CHROMIUM,
  openBrowserContext,
  openHydrated,
  recordConsole,
  serveFolder,
  type ServedSite,
  tabOf,
  useSiteInBrowser,
} from '../helpers/browser.js';
import { buildSite, configSource, copyFixture, fixture, removeTemporaryFolders } from '../helpers/cli.js';

const THEME_KEY = 'docs-gen.theme';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  let browser: BrowserContext;
  // Each variant on its own origin, so each starts with its own empty localStorage.
  let switchEnabled: ServedSite;
  let switchDisabled: ServedSite;
  let followsSystem: ServedSite;

  /** Builds and serves the fixture, or a copy with the given `colorMode` config (source text). */
  async function serveVariant(colorMode?: string): Promise<ServedSite> {
    const root =
      colorMode === undefined
        ? fixture('color-mode')
        : await copyFixture('color-mode', { 'site.config.ts': configSource(`title: 'Colour Mode Docs', colorMode: ${colorMode}`) });
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    return serveFolder(run.outDir);
  }

  beforeAll(async () => {
    [switchEnabled, switchDisabled, followsSystem] = await Promise.all([
      serveVariant(),
      serveVariant(`{ defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false }`),
      serveVariant(`{ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true }`),
    ]);
    browser = await openBrowserContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([switchEnabled, switchDisabled, followsSystem].map((site) => site?.close()));
    await removeTemporaryFolders();
  });

  /** A hydrated page of `site`, for a reader with the given system preference and no stored state (the profile is shared). */
  async function openAsNewReader(
    site: ServedSite,
    route: string,
    systemScheme: 'light' | 'dark' = 'light',
  ): Promise<{ page: Page; messages: ConsoleMessage[] }> {
    const page = await tabOf(browser);
    await page.emulateMedia({ colorScheme: systemScheme });
    await page.goto(`${site.url}${route}`);
    await page.evaluate(() => localStorage.clear());
    const messages = recordConsole(page);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    return { page, messages };
  }

  const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
  const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const toggle = (page: Page) => page.getByRole('button', { name: /^Switch to (dark|light) mode$/ });
  const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

  describe('with the switch disabled', () => {
    it('offers no toggle, stays in the light default under a dark system preference, and stores nothing', async () => {
      const { page, messages } = await openAsNewReader(switchDisabled, '/', 'dark');
      expect(await theme(page)).toBe('light');
      expect(await page.getByRole('button', { name: /dark|light/i }).count()).toBe(0);
      await page.locator('article a[href="/palette"]').click();
      await page.waitForFunction(() => document.title.startsWith('Palette'));
      await page.reload();
      expect(await theme(page)).toBe('light');
      expect(await storedKeys(page)).toEqual([]);
      expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    });

    it('ignores a choice stored while the switch was enabled', async () => {
      const { page } = await openAsNewReader(switchDisabled, '/');
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      expect(await theme(page)).toBe('light');
    });
  });

  describe('with the switch enabled', () => {
    it('starts in the light default with a toggle named after the mode it switches to', async () => {
      const { page, messages } = await openAsNewReader(switchEnabled, '/', 'dark');
      expect(await theme(page)).toBe('light');
      expect(await page.getByRole('button', { name: 'Switch to dark mode' }).isVisible()).toBe(true);
      expect(await storedKeys(page)).toEqual([]);
      expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    });

    it('flips between light and dark, and keeps the choice across client navigation and reloads without a flash', async () => {
      const { page } = await openAsNewReader(switchEnabled, '/');
      const lightBackground = await pageBackground(page);
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      expect(await theme(page)).toBe('dark');
      expect(await pageBackground(page)).not.toBe(lightBackground);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
      expect(await toggle(page).getAttribute('aria-label')).toBe('Switch to light mode');

      await page.locator('article a[href="/palette"]').click();
      await page.waitForFunction(() => document.title.startsWith('Palette'));
      expect(await theme(page)).toBe('dark');

      await page.reload({ waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      expect(await theme(page)).toBe('dark');
      expect(await pageBackground(page)).not.toBe(lightBackground);
      await page.waitForSelector('html[data-hydrated]');
      expect(await toggle(page).getAttribute('aria-label')).toBe('Switch to light mode');

      await toggle(page).click();
      expect(await theme(page)).toBe('light');
      await page.reload();
      expect(await theme(page)).toBe('light');
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
    });

    it('follows the system preference when the site respects it, until the reader chooses', async () => {
      const { page } = await openAsNewReader(followsSystem, '/', 'dark');
      expect(await theme(page)).toBe('dark');
      expect(await toggle(page).getAttribute('aria-label')).toBe('Switch to light mode');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');

      // Once the reader has chosen, a change of the system preference no longer applies, nor does it on reload.
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(await theme(page)).toBe('dark');
      await page.reload();
      expect(await theme(page)).toBe('dark');
    });

    it('logs a storage failure at debug level and ignores it: the toggle still switches the mode', async () => {
      const page = await browser.newPage();
      const messages = recordConsole(page);
      await blockSiteData(page);
      await page.goto(`${switchEnabled.url}/`);
      await page.waitForSelector('html[data-hydrated]');
      expect(await theme(page)).toBe('light');
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      expect(await theme(page)).toBe('dark');
      const problems = messages.filter((message) => message.type() !== 'debug');
      expect(problems.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
      // One from the document's own check on load, one from the toggle.
      expect(messages.filter((message) => message.text().includes('colour mode'))).toHaveLength(2);
      await page.close();
    });
  });
});

describe.skipIf(!HAS_CHROMIUM)('in Chromium, the dark theme around the text', () => {
  // An old version's page, which shows the version banner, on a site with an announcement bar, read in the dark theme.
  const env = useSiteInBrowser(() =>
    copyFixture('versions', {
      'site.config.ts': configSource(
        `title: 'Versioned Docs', colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }, ` +
          `announcementBar: { id: 'dark', content: 'Version 3 is <a href="/guide/setup">coming</a>.', isCloseable: true }, ` +
          `navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { type: 'docsVersionDropdown', position: 'right' }] }`,
      ),
    }),
  );
  const OLD_PAGE = '/1.0/guide/setup';

  it("draws the announcement bar in the dark theme's colours", async () => {
    const { page } = await openHydrated(env, OLD_PAGE);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const colours = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        bar: style('.announcement-bar').backgroundColor,
        text: style('.announcement-bar').color,
        page: style('html').backgroundColor,
        pageText: style('html').color,
      };
    });
    expect(colours.bar).not.toBe('rgb(255, 255, 255)');
    expect(colours.text).toBe(colours.pageText);
    // The surface colour, a shade off the page's: as dark.
    expect(colours.bar).toBe(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim()).then(hexToRgb));
  });

  it('passes axe, the version banner and its link included, at desktop and phone widths', async () => {
    const { page } = await openHydrated(env, OLD_PAGE);
    expect(await page.locator('.version-banner a').textContent()).toBe('latest version');
    expect(await axeViolationsAtEachWidth(env, OLD_PAGE)).toEqual([]);
  });
});

/** `#1a212b` as `rgb(26, 33, 43)`, as computed styles give colours. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

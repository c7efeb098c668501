/**
 * Tabs in Chromium, as in Docusaurus and the WAI-ARIA tabs pattern: mouse and
 * keyboard switching, groups in step by `groupId` on a page and across pages
 * and reloads (applied before first paint), `queryString`, `lazy`, every
 * panel readable without JavaScript, clean hydration and no axe violations.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, blockSiteData, clickAddedLink, HAS_CHROMIUM, openBrowserContext, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';
import { pageLive, recordRequests, type RequestLog, settledLayoutShift, watchLayoutShifts } from '../helpers/page-events.js';

const GROUP_KEY = 'docs-gen.tab.package-manager';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('tabs'));

  /** A hydrated page for a reader with nothing stored (the profile is shared between tests). */
  async function openAsNewReader(path: string, stored: Record<string, string> = {}): Promise<{ page: Page; messages: ConsoleMessage[]; requests: RequestLog }> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}/`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    const messages = recordConsole(page);
    const requests = recordRequests(page);
    await page.goto(`${env.site.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    return { page, messages, requests };
  }

  const group = (page: Page, index: number) => page.locator('.tabs').nth(index);
  const selectedTab = (page: Page, index: number) => group(page, index).locator('[role="tab"][aria-selected="true"]').textContent();
  /** The text a reader sees in each visible panel of a group, buttons (a code block's Copy) left out. */
  const visiblePanels = (page: Page, index: number) =>
    group(page, index).evaluate((tabs) =>
      [...tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')]
        .filter((panel) => panel.checkVisibility())
        .map((panel) => {
          const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
          const words: string[] = [];
          for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
            const parent = node.parentElement!;
            if (parent.checkVisibility() && parent.closest('button') === null) words.push(node.textContent ?? '');
          }
          return words
            .join(' ')
            .replace(/\s+/g, ' ')
            .replace(/ ([.,])/g, '$1')
            .trim();
        }),
    );
  const tabIndexes = (page: Page, index: number) =>
    group(page, index)
      .locator('[role="tab"]')
      .evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).tabIndex));
  const focusedTab = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null));
  const consoleLines = (messages: ConsoleMessage[]) => messages.map((message) => `${message.type()}: ${message.text()}`);

  describe('switching', () => {
    it('hydrates without a console message, then shows the panel of a clicked tab and hides the others', async () => {
      const { page, messages } = await openAsNewReader('/install');
      expect(await selectedTab(page, 0)).toBe('npm');
      expect(await visiblePanels(page, 0)).toEqual(['npm install tollbooth']);

      await group(page, 0).getByRole('tab', { name: 'Yarn' }).click();
      expect(await selectedTab(page, 0)).toBe('Yarn');
      expect(await visiblePanels(page, 0)).toEqual(['Run yarn add tollbooth in the project folder. With Yarn, also check the lock file into the repository.']);
      expect(await tabIndexes(page, 0)).toEqual([-1, 0, -1]);
      expect(await group(page, 0).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
        await group(page, 0).getByRole('tab', { name: 'Yarn' }).getAttribute('id'),
      );
      expect(consoleLines(messages)).toEqual([]);
    });

    it('moves with the arrow keys (wrapping), Home and End, selecting the focused tab; Tab then moves into the panel', async () => {
      const { page } = await openAsNewReader('/install');
      // From the text before the group, Tab reaches the selected tab: the others are out of the Tab order.
      await group(page, 0).getByRole('tab', { name: 'npm', exact: true }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await focusedTab(page)).toBe('npm');

      const steps: Array<[string, string]> = [
        ['ArrowRight', 'Yarn'],
        ['ArrowRight', 'pnpm'],
        ['ArrowRight', 'npm'],
        ['ArrowLeft', 'pnpm'],
        ['Home', 'npm'],
        ['End', 'pnpm'],
        ['ArrowLeft', 'Yarn'],
      ];
      for (const [key, expected] of steps) {
        await page.keyboard.press(key);
        expect([key, await focusedTab(page)]).toEqual([key, expected]);
        expect([key, await selectedTab(page, 0)]).toEqual([key, expected]);
      }
      expect(await tabIndexes(page, 0)).toEqual([-1, 0, -1]);
      expect(await visiblePanels(page, 0)).toEqual(['Run yarn add tollbooth in the project folder. With Yarn, also check the lock file into the repository.']);

      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.textContent)).toContain('yarn add tollbooth');
      // Back again, Shift+Tab returns to the selected tab.
      await page.keyboard.press('Shift+Tab');
      expect(await focusedTab(page)).toBe('Yarn');
    });
  });

  describe('groupId', () => {
    it('keeps every group with the id in step on the page, and remembers the choice', async () => {
      const { page } = await openAsNewReader('/install');
      expect(await selectedTab(page, 2)).toBe('npm');
      await group(page, 0).getByRole('tab', { name: 'Yarn' }).click();
      expect(await selectedTab(page, 2)).toBe('yarn');
      expect(await visiblePanels(page, 2)).toEqual(['Run yarn upgrade tollbooth.']);
      // A group without the id does not follow.
      expect(await selectedTab(page, 1)).toBe('Linux');
      expect(await page.evaluate((key) => localStorage.getItem(key), GROUP_KEY)).toBe('yarn');

      await group(page, 2).getByRole('tab', { name: 'pnpm' }).click();
      expect(await selectedTab(page, 0)).toBe('pnpm');
    });

    it("loads the tabs' script only for a page that has tabs: preloaded by its HTML, or fetched before a client navigation shows it", async () => {
      const isOnDemand = (request: string) => /\/on-demand\.\w+\.js$/.test(request);
      const onDemandRequests = () => env.site.requests.filter(isOnDemand);
      const before = onDemandRequests().length;
      const { page, messages, requests } = await openAsNewReader('/');
      // Live: what a page's body needs is loaded before it hydrates, and anything else it loads as it starts before this.
      await pageLive(page, requests);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
      expect(requests.paths.filter(isOnDemand)).toEqual([]);
      expect(onDemandRequests().length).toBe(before);

      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.locator('article a[href="/install"]').click();
      await page.waitForFunction(() => document.title.startsWith('Install'));
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await group(page, 0).getByRole('tab', { name: 'yarn' }).click();
      expect(await selectedTab(page, 0)).toBe('Yarn');
      expect(onDemandRequests().length).toBe(before + 1);
      expect(consoleLines(messages)).toEqual([]);

      const direct = await tabOf(env.browser);
      await direct.goto(`${env.site.url}/install`);
      const preloaded = await direct.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(preloaded.some((href) => /\/on-demand\.\w+\.js$/.test(href ?? ''))).toBe(true);
      await direct.waitForSelector('html[data-hydrated]');
      await group(direct, 0).getByRole('tab', { name: 'pnpm' }).click();
      expect(await selectedTab(direct, 0)).toBe('pnpm');
    });

    it('applies the remembered choice after a client navigation and a reload, where a group has the value', async () => {
      const { page } = await openAsNewReader('/');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.locator('article a[href="/install"]').click();
      await page.waitForFunction(() => document.title.startsWith('Install'));
      await group(page, 0).getByRole('tab', { name: 'pnpm' }).click();

      await clickAddedLink(page, '/usage');
      await page.waitForFunction(() => document.title.startsWith('Usage'));
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // The first group has no pnpm tab and keeps its default; the second shows pnpm.
      expect(await selectedTab(page, 0)).toBe('npm');
      expect(await selectedTab(page, 1)).toBe('pnpm');
      await group(page, 0).getByRole('tab', { name: 'yarn' }).click();
      expect(await selectedTab(page, 1)).toBe('yarn');

      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      expect(await selectedTab(page, 0)).toBe('yarn');
      expect(await selectedTab(page, 1)).toBe('yarn');
      expect(await visiblePanels(page, 1)).toEqual(['Run yarn test.']);
    });

    it('ignores a stored value that matches no tab', async () => {
      const { page, messages } = await openAsNewReader('/install', { [GROUP_KEY]: 'bun' });
      expect(await selectedTab(page, 0)).toBe('npm');
      expect(await visiblePanels(page, 0)).toEqual(['npm install tollbooth']);
      expect(consoleLines(messages)).toEqual([]);
    });

    it('shows the stored choice from the first paint, before the script runs, without moving anything after', async () => {
      const page = await env.browser.newPage();
      await page.goto(`${env.site.url}/`);
      await page.evaluate((key) => localStorage.setItem(key, 'yarn'), GROUP_KEY);
      // Held back, the script cannot have switched anything: what shows is the page as first painted.
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto(`${env.site.url}/install`);
      expect(await visiblePanels(page, 0)).toEqual(['Run yarn add tollbooth in the project folder. With Yarn, also check the lock file into the repository.']);
      expect(await visiblePanels(page, 2)).toEqual(['Run yarn upgrade tollbooth.']);
      const selectedColor = await group(page, 0)
        .getByRole('tab', { name: 'Yarn' })
        .evaluate((tab) => getComputedStyle(tab).borderBottomColor);
      const otherColor = await group(page, 0)
        .getByRole('tab', { name: 'npm', exact: true })
        .evaluate((tab) => getComputedStyle(tab).borderBottomColor);
      expect(selectedColor).not.toBe(otherColor);
      expect(otherColor).toBe('rgba(0, 0, 0, 0)');

      // With the script, hydration takes over with the same choice: no layout shift at all.
      await page.unroute('**/assets/js/**');
      await watchLayoutShifts(page);
      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      expect(await selectedTab(page, 0)).toBe('Yarn');
      // Hydrated: every change it made is rendered, and its shifts counted, two frames on.
      expect(await settledLayoutShift(page, { afterInputToo: true })).toBe(0);
      await page.close();
    });

    it('still switches when storage throws, logging the failure at debug level only', async () => {
      const page = await env.browser.newPage();
      const messages = recordConsole(page);
      await blockSiteData(page);
      await page.goto(`${env.site.url}/install`);
      await page.waitForSelector('html[data-hydrated]');
      await group(page, 0).getByRole('tab', { name: 'Yarn' }).click();
      expect(await selectedTab(page, 0)).toBe('Yarn');
      expect(await selectedTab(page, 2)).toBe('yarn');
      expect(consoleLines(messages.filter((message) => message.type() !== 'debug'))).toEqual([]);
      expect(messages.some((message) => message.text().includes('tab choice'))).toBe(true);
      await page.close();
    });
  });

  describe('queryString', () => {
    it('selects the tab the URL names, before and after hydration, and ignores a value that matches none', async () => {
      const page = await tabOf(env.browser);
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto(`${env.site.url}/install?os=windows`);
      expect(await visiblePanels(page, 1)).toEqual(['Install with winget.']);

      // The same tab, handed back without the route.
      const { page: hydrated } = await openAsNewReader('/install?os=windows');
      expect(await selectedTab(hydrated, 1)).toBe('Windows');
      await hydrated.goto(`${env.site.url}/install?os=beos`);
      await hydrated.waitForSelector('html[data-hydrated]');
      expect(await selectedTab(hydrated, 1)).toBe('Linux');
    });

    it('puts the chosen tab in the URL in place, without navigating, and anchor links still scroll after', async () => {
      const { page } = await openAsNewReader('/install#setup');
      await page.setViewportSize({ width: 1280, height: 400 });
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const historyLength = await page.evaluate(() => history.length);
      await group(page, 1).getByRole('tab', { name: 'macOS' }).click();
      expect(new URL(page.url()).search).toBe('?os=mac');
      expect(new URL(page.url()).hash).toBe('#setup');
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.table-of-contents a[href="#setup"]').first().click();
      await page.waitForFunction(() => window.scrollY > 0);
      expect(new URL(page.url()).search).toBe('?os=mac');

      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      expect(await selectedTab(page, 1)).toBe('macOS');
    });

    it('uses the groupId as the key when queryString is true, over the stored choice', async () => {
      const { page } = await openAsNewReader('/usage?language=kotlin', { 'docs-gen.tab.language': 'js' });
      expect(await selectedTab(page, 2)).toBe('Kotlin');
      await group(page, 2).getByRole('tab', { name: 'JavaScript' }).click();
      expect(new URL(page.url()).searchParams.get('language')).toBe('js');
    });
  });

  describe('lazy', () => {
    it("renders a panel's content only while its tab is selected", async () => {
      const { page } = await openAsNewReader('/usage');
      const html = await (await fetch(`${env.site.url}/usage`)).text();
      expect(html).toContain('tollbooth.start()');
      expect(html).not.toContain('Tollbooth.start()');
      expect(await group(page, 2).textContent()).not.toContain('Tollbooth.start()');
      await group(page, 2).getByRole('tab', { name: 'Kotlin' }).click();
      expect(await visiblePanels(page, 2)).toEqual(['Call Tollbooth.start() from Kotlin.']);
      expect(await group(page, 2).textContent()).not.toContain('tollbooth.start()');
      await group(page, 2).getByRole('tab', { name: 'JavaScript' }).click();
      expect(await group(page, 2).textContent()).not.toContain('Tollbooth.start()');
    });
  });

  describe('without JavaScript', () => {
    it('shows every panel under its label, and no tab buttons that would do nothing', async () => {
      const context = await openBrowserContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${env.site.url}/install`);
        expect(await group(page, 0).getByRole('tablist').isVisible()).toBe(false);
        expect(await visiblePanels(page, 0)).toEqual([
          'npm npm install tollbooth',
          'Yarn Run yarn add tollbooth in the project folder. With Yarn, also check the lock file into the repository.',
          'pnpm Run pnpm add tollbooth.',
        ]);
        expect(await visiblePanels(page, 1)).toEqual([
          'macOS Install with Homebrew.',
          'Linux Install the package from your distribution.',
          'Windows Install with winget.',
        ]);
      } finally {
        await context.close();
      }
    });
  });

  describe('accessibility', () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      it(`has no axe violations at ${viewport.width}×${viewport.height}, before and after switching`, async () => {
        const { page } = await openAsNewReader('/install');
        await page.setViewportSize(viewport);
        await group(page, 0).scrollIntoViewIfNeeded();
        expect(await axeViolations(page)).toEqual([]);
        await group(page, 0).getByRole('tab', { name: 'Yarn' }).click();
        await group(page, 1).getByRole('tab', { name: 'Windows' }).focus();
        await page.keyboard.press('End');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
});

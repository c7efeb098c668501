/**
 * Search in Chromium (issue 18), on this repository's site: the navbar's
 * button and shortcuts open the dialog; results as one types, grouped by
 * page, headings and API operations and schemas among them; the arrow keys
 * and Enter open one with client navigation, at its anchor; Escape closes
 * and gives focus back; nothing of search loads before it is used; the 404
 * page's suggestion; no axe violations at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { copyFixture, PACKAGE_ROOT } from '../helpers/cli.js';
import { pageLive, recordRequests, type RequestLog } from '../helpers/page-events.js';
import { killServes, startServe, type ServeProcess } from '../helpers/serve.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe.skipIf(!HAS_CHROMIUM)('search, in Chromium', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  async function open(route: string, viewport = DESKTOP, beforeLoad?: (page: Page) => void): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.setViewportSize(viewport);
    beforeLoad?.(page);
    await page.goto(`${env.site.url}${route}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  const isSearch = (url: string) => url.includes('/assets/search/') || url.includes('SearchDialog');
  const searchRequests = () => env.site.requests.filter(isSearch);

  /** The options shown, in order: their link and their title. */
  const options = (page: Page) =>
    page.$$eval('[role="listbox"] [role="option"]', (elements) =>
      elements.map((element) => ({
        href: element.getAttribute('href'),
        title: element.querySelector('.search-hit__title')?.textContent ?? '',
        selected: element.getAttribute('aria-selected') === 'true',
      })),
    );

  /** Types a query and waits for its results: the status names the query they are for, so those of an earlier keystroke do not count. */
  async function typeQuery(page: Page, query: string): Promise<void> {
    await page.keyboard.type(query);
    await page.waitForFunction((asked) => document.querySelector('.search-dialog__status')?.textContent?.endsWith(`for “${asked.trim()}”`), query);
  }

  /** Waits for the page a result opened to be shown, focus moved to it: keys pressed before would reach the page that goes. */
  const newPageFocused = (page: Page) =>
    page.waitForFunction(() => document.activeElement?.closest('main') !== null && !document.querySelector('dialog[open]'));

  it('loads nothing of search until it is used, then opens with Ctrl-K, focused in the field', async () => {
    const before = searchRequests().length;
    let requests: RequestLog | undefined;
    const page = await open('/Technical-Documentation/Check-Entitlement', DESKTOP, (loading) => {
      requests = recordRequests(loading);
    });
    // Live: anything the page loads as it starts, it has asked for.
    await pageLive(page, requests!);
    expect(requests!.paths.filter(isSearch)).toEqual([]);
    expect(searchRequests().length).toBe(before);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(searchRequests().length).toBeGreaterThan(before);
  });

  it('finds a heading by its words, first, and Enter opens it at its anchor with client navigation', async () => {
    const page = await open('/');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'token kind and the email field');
    const [first] = await options(page);
    expect(first).toEqual({
      href: '/Technical-Documentation/Check-Entitlement#token-kind-and-the-email-field',
      title: 'Token kind and the email field',
      selected: true,
    });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/Technical-Documentation/Check-Entitlement#token-kind-and-the-email-field');
    await page.waitForFunction(() => (document.getElementById('token-kind-and-the-email-field')?.getBoundingClientRect().top ?? 999) < 200);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('finds an API operation by its path, its operationId and its summary, shown with its method; a schema by its name', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    for (const query of ['/purchases/{id}/cancel', 'cancelPurchase', 'Cancel a purchase']) {
      await page.fill('input[role="combobox"]', '');
      await typeQuery(page, query);
      expect((await options(page))[0], query).toEqual({ href: '/api/transaction#cancelPurchase', title: 'POSTCancel a purchase', selected: true });
    }
    expect(await page.locator('[role="option"]').first().locator('.api-method--post').textContent()).toBe('POST');
    await page.fill('input[role="combobox"]', '');
    await typeQuery(page, 'AccessRequest');
    expect((await options(page))[0]).toMatchObject({ href: '/api/transaction#schema-AccessRequest', title: 'schemaAccessRequest' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/api/transaction#schema-AccessRequest');
    await page.waitForFunction(() => document.getElementById('schema-AccessRequest') !== null);
  });

  it('groups results by page, marks the words found, and moves with the arrow keys', async () => {
    const page = await open('/');
    await page.keyboard.press('/');
    await typeQuery(page, 'metering');
    const groups = await page.$$eval('[role="listbox"] [role="group"]', (elements) =>
      elements.map((element) => element.querySelector('.search-group__title')?.textContent),
    );
    expect(groups.length).toBeGreaterThan(1);
    expect(new Set(groups).size).toBe(groups.length);
    expect(await page.locator('[role="option"] mark').first().textContent()).toMatch(/^meter/i);
    await page.keyboard.press('ArrowDown');
    const [first, second] = await options(page);
    expect([first!.selected, second!.selected]).toEqual([false, true]);
    const active = await page.$eval('input[role="combobox"]', (input) => input.getAttribute('aria-activedescendant'));
    expect(await page.$eval(`[id="${active}"]`, (element) => element.getAttribute('href'))).toBe(second!.href);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect((await options(page)).at(-1)!.selected).toBe(true);
  });

  it('works by keyboard alone: Tab to the button, Enter, type, choose, and Escape gives focus back; Tab stays inside', async () => {
    const page = await open('/Technical-Documentation/Check-Entitlement');
    await page.focus('.search-button');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await typeQuery(page, 'metered paywall');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close search');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close search');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('search-button');
    // Opened again from the button, a result chosen with the arrow keys opens with Enter.
    await page.keyboard.press('Enter');
    await typeQuery(page, 'metered paywall');
    await page.keyboard.press('ArrowDown');
    const chosen = (await options(page))[1]!.href!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === chosen);
  });

  it('says when nothing is found, and announces the count of results', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('zzyzx');
    await page.waitForFunction(() => document.querySelector('.search-dialog__status')?.textContent === 'No results for “zzyzx”');
    expect(await page.locator('[role="option"]').count()).toBe(0);
  });

  it('says so when no page holds every word, and shows the closest matches under that line', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('metering zzyzx');
    await page.waitForFunction(() => document.querySelector('.search-dialog__status')?.textContent?.startsWith('No results for “metering zzyzx”;') === true);
    expect(await page.locator('.search-dialog__partial').textContent()).toBe('No results for “metering zzyzx”. The closest matches hold some of its words:');
    expect(await page.locator('[role="listbox"]').getAttribute('aria-label')).toBe('Closest matches');
    expect(await page.locator('[role="option"]').count()).toBeGreaterThan(0);
    // Every word found: results again.
    await page.fill('input[role="combobox"]', '');
    await typeQuery(page, 'metering');
    expect(await page.locator('.search-dialog__partial').count()).toBe(0);
  });

  describe('on the not-found page, as docs-gen serve answers a missing path', () => {
    let served: ServeProcess;
    beforeAll(async () => {
      served = await startServe(['--root', PACKAGE_ROOT, '--out', env.outDir, '--port', '0']);
    }, 30_000);
    afterAll(() => killServes());

    it("opens a result whose data was fetched as the pointer rested on it from the browser's copy, not asking again", async () => {
      const page = await tabOf(env.browser);
      await page.goto(new URL('/', served.url).href);
      await page.waitForSelector('html[data-hydrated]');
      // Past the page's first moments, when links in view may be fetched ahead too.
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Control+k');
      await typeQuery(page, 'metered paywall');
      const [first] = await options(page);
      const data = new URL(`/assets/routes${first!.href!.split('#')[0]}.json`, served.url).href;
      // What went over the network for it: a response from the browser's copy transfers nothing.
      const transfers = () => page.evaluate((url) => performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).transferSize), data);
      await page.locator('[role="option"]').first().hover();
      await page.waitForFunction((url) => performance.getEntriesByName(url).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0), data);
      await page.locator('[role="option"]').first().click();
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === first!.href);
      expect((await transfers()).filter((bytes) => bytes > 0)).toHaveLength(1);
    });

    it("offers a search for the missing path's words, which finds the page meant", async () => {
      const page = await tabOf(env.browser);
      await page.goto(new URL('/docs/check-entitlement', served.url).href);
      await page.waitForSelector('html[data-hydrated]');
      await page.getByRole('button', { name: 'Search the docs for “docs check entitlement”' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await page.inputValue('input[role="combobox"]')).toBe('docs check entitlement');
      await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length > 0);
      expect((await options(page))[0]!.href?.split('#')[0]).toBe('/Technical-Documentation/Check-Entitlement');
    });
  });

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no axe violations with the dialog open and results shown, at ${width} width`, async () => {
      const page = await open('/', viewport);
      await page.click('.search-button');
      await page.getByRole('dialog').waitFor();
      await typeQuery(page, 'cancel purchase');
      expect(await axeViolations(page)).toEqual([]);
      const box = await page.getByRole('dialog').boundingBox();
      if (viewport === PHONE) expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
      else expect(box!.width).toBeLessThan(DESKTOP.width / 2 + 1);
    });
  }

  it('keeps the searches whose results were opened, offers them with the field empty, and forgets them when cleared', async () => {
    const page = await open('/');
    await page.evaluate(() => localStorage.removeItem('docs-gen.search.recent'));
    for (const query of ['metering', 'cancel purchase']) {
      await page.keyboard.press('Control+k');
      await typeQuery(page, query);
      const [first] = await options(page);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === first!.href);
      await newPageFocused(page);
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('[role="listbox"]').getAttribute('aria-label')).toBe('Recent searches');
    expect(await page.locator('[role="option"]').allTextContents()).toEqual(['cancel purchase', 'metering']);
    expect(await axeViolations(page)).toEqual([]);
    // Chosen with the arrow keys and Enter, one is searched again.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.search-dialog__status')?.textContent?.endsWith('for “metering”'));
    expect(await page.inputValue('input[role="combobox"]')).toBe('metering');
    // Emptied, the field offers them again; cleared, they are gone, here and in storage.
    await page.fill('input[role="combobox"]', '');
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    expect(await page.locator('[role="option"]').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('docs-gen.search.recent'))).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
  });

  it('searches as ever when the browser refuses storage, and keeps nothing', async () => {
    const page = await tabOf(env.browser);
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: refuse });
    });
    await page.goto(`${env.site.url}/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'metering');
    expect((await options(page)).length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    await newPageFocused(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('[role="option"]').count()).toBe(0);
  });

  it('starts loading on hover of the button, before it is clicked', async () => {
    const page = await open('/Data-Sharing');
    const before = searchRequests().length;
    await page.hover('.search-button');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/search/index.json')));
    expect(searchRequests().length).toBeGreaterThan(before);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe.skipIf(!HAS_CHROMIUM)('search in a versioned site, in Chromium', () => {
  const env = useSiteInBrowser(() => copyFixture('versions'));

  it('searches the version being read, and says which', async () => {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}/1.0/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('install');
    await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length > 0);
    expect(await page.locator('.search-dialog__scope').textContent()).toContain('Searching version 1.0');
    const hrefs = await page.$$eval('[role="option"]', (elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href!.startsWith('/1.0/'))).toBe(true);
  });
});

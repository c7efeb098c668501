/**
 * The announcement bar in Chromium (website spec §4, §8): Close hides the bar
 * and the dismissal survives reloads and client navigation, a closed bar never
 * flashes on load, a new bar id shows the bar again, a bar that cannot be
 * closed has no Close button, and a storage failure is logged and ignored.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockSiteData, HAS_CHROMIUM, openBrowserContext, recordConsole, serveFolder, type ServedSite, tabOf } from '../helpers/browser.js';
import { buildSite, configSource, copyFixture, fixture, makeTemporaryFolder, removeTemporaryFolders } from '../helpers/cli.js';

const DISMISS_KEY = 'docs-gen.announcement.dismiss';
const ID_KEY = 'docs-gen.announcement.id';

/** The fixture's config with another base URL and bar, for a variant served beside it. */
function variantConfig(baseUrl: string, bar: string): string {
  return configSource(`title: 'Announcement Docs', baseUrl: '${baseUrl}', announcementBar: ${bar}, colorMode: { disableSwitch: true }`);
}

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  let site: ServedSite;
  let browser: BrowserContext;

  beforeAll(async () => {
    // One origin, so the variants share the reader's localStorage as a rebuilt site would:
    // `/` announces launch-1, `/next/` the site's next bar, `/pinned/` a bar with launch-1's id that cannot be closed.
    const run = await buildSite(fixture('announcement'));
    expect(run.code, run.stderr).toBe(0);
    // Each build owns its output folder; the host serves them side by side, as one would deploy them.
    const served = path.join(await makeTemporaryFolder('docs-gen-served-'), 'site');
    await cp(run.outDir, served, { recursive: true, dereference: true });
    const variants = {
      next: `{ id: 'launch-2', content: 'Version 3 is coming.', isCloseable: true }`,
      pinned: `{ id: 'launch-1', content: 'Maintenance tonight.', isCloseable: false }`,
    };
    for (const [name, bar] of Object.entries(variants)) {
      const root = await copyFixture('announcement', { 'site.config.ts': variantConfig(`/${name}/`, bar) });
      const variant = await buildSite(root);
      expect(variant.code, variant.stderr).toBe(0);
      await cp(variant.outDir, path.join(served, name), { recursive: true, dereference: true });
    }
    site = await serveFolder(served);
    browser = await openBrowserContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await removeTemporaryFolders();
  });

  /** A page at `route`, hydrated, for a reader with no stored state (the browser profile is shared by the tests). */
  async function openAsNewReader(route: string): Promise<{ page: Page; messages: ConsoleMessage[] }> {
    const page = await tabOf(browser);
    await page.goto(`${site.url}${route}`);
    await page.evaluate(() => localStorage.clear());
    const messages = recordConsole(page);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    return { page, messages };
  }

  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
  const closeButton = (page: Page) => bar(page).getByRole('button', { name: 'Close' });
  const stored = (page: Page, key: string) => page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
  const barDisplay = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.announcement-bar')!).display);

  it('shows the bar with a Close button to a new reader, remembering its id, without any console message', async () => {
    const { page, messages } = await openAsNewReader('/');
    expect(await bar(page).isVisible()).toBe(true);
    expect(await bar(page).textContent()).toContain('Version 2 is out');
    expect(await closeButton(page).isVisible()).toBe(true);
    expect(await stored(page, ID_KEY)).toBe('launch-1');
    expect(await stored(page, DISMISS_KEY)).toBeNull();
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
  });

  it('hides the bar on Close and keeps it hidden after client navigation and a reload', async () => {
    const { page } = await openAsNewReader('/');
    await closeButton(page).click();
    expect(await bar(page).isVisible()).toBe(false);
    expect(await stored(page, DISMISS_KEY)).toBe('true');

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('article a[href="/changelog"]').click();
    await page.waitForFunction(() => document.title.startsWith('Changelog'));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await bar(page).isVisible()).toBe(false);

    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    expect(await bar(page).isVisible()).toBe(false);
  });

  it('never shows a closed bar while loading: it is hidden before, and without, the client script', async () => {
    const { page } = await openAsNewReader('/');
    await closeButton(page).click();
    await page.reload({ waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await barDisplay(page)).toBe('none');

    // With the client bundle blocked, only the document itself can hide the bar.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await barDisplay(page)).toBe('none');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  });

  it('shows a bar with a new id again and clears the earlier dismissal', async () => {
    const { page } = await openAsNewReader('/');
    await closeButton(page).click();
    await page.goto(`${site.url}/next/`);
    await page.waitForLoadState('domcontentloaded');
    expect(await barDisplay(page)).not.toBe('none');
    expect(await bar(page).textContent()).toContain('Version 3 is coming');
    expect(await stored(page, ID_KEY)).toBe('launch-2');
    expect(await stored(page, DISMISS_KEY)).toBeNull();

    await page.waitForSelector('html[data-hydrated]');
    await closeButton(page).click();
    await page.reload();
    expect(await bar(page).isVisible()).toBe(false);
  });

  it('gives a bar that cannot be closed no Close button, and shows it even to a reader who closed a bar with its id', async () => {
    const { page } = await openAsNewReader('/');
    await closeButton(page).click();
    await page.goto(`${site.url}/pinned/`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await bar(page).isVisible()).toBe(true);
    expect(await bar(page).textContent()).toContain('Maintenance tonight');
    expect(await bar(page).getByRole('button').count()).toBe(0);
  });

  it('logs a storage failure at debug level and ignores it: the bar still shows and Close still hides it', async () => {
    const page = await browser.newPage();
    const messages = recordConsole(page);
    await blockSiteData(page);
    await page.goto(`${site.url}/`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await bar(page).isVisible()).toBe(true);
    await closeButton(page).click();
    expect(await bar(page).isVisible()).toBe(false);
    const problems = messages.filter((message) => message.type() !== 'debug');
    expect(problems.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    // One from the document's own check on load, one from Close.
    expect(messages.filter((message) => message.text().includes('announcement bar'))).toHaveLength(2);
    await page.close();
  });
});

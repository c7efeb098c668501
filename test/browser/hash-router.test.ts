/**
 * Hash routing in Chromium (website spec §2, `future.experimental_router:
 * 'hash'`): the route lives in the URL's hash, so the entry page reaches every
 * route; links, anchors, reloads and back/forward all keep the route there.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium, a site with hash routing', () => {
  const env = useSiteInBrowser(fixture('hash-router'));

  async function openHydrated(address: string): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}${address}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }
  const heading = (page: Page) => page.locator('article h1').first().textContent();
  const address = (page: Page) => page.evaluate(() => `${location.pathname}${location.hash}`);

  it('keeps the route of a clicked link in the hash, without reloading', async () => {
    const page = await openHydrated('/');
    const messages = recordConsole(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('article a', { hasText: 'the setup guide' }).click();
    await page.waitForFunction(() => document.title.startsWith('Set up'));
    expect(await address(page)).toBe('/#/guide/setup');
    expect(await heading(page)).toContain('Set up');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(messages.map((message) => message.text())).toEqual([]);
  });

  it('shows the route the hash names when the entry page is loaded, and after a reload', async () => {
    const page = await openHydrated('/#/guide/limits');
    await page.waitForFunction(() => document.title.startsWith('Limits'));
    expect(await heading(page)).toContain('Limits');
    await page.reload();
    await page.waitForFunction(() => document.title.startsWith('Limits'));
    expect(await address(page)).toBe('/#/guide/limits');
  });

  it('scrolls to an anchor named after the route, and keeps the route when an in-page anchor is clicked', async () => {
    const page = await openHydrated('/');
    await page.setViewportSize({ width: 1200, height: 400 });
    await page.locator('article a', { hasText: 'about limits' }).click();
    await page.waitForFunction(() => document.title.startsWith('Limits') && window.scrollY > 0);
    expect(await address(page)).toBe('/#/guide/limits#rate-limits');
    const target = await page.evaluate(() => document.getElementById('rate-limits')!.getBoundingClientRect().top);
    expect(Math.abs(target)).toBeLessThan(100);

    await page.goto(`${env.site.url}/#/guide/setup`);
    await page.waitForFunction(() => document.title.startsWith('Set up'));
    await page.locator('article a', { hasText: 'Install' }).click();
    expect(await address(page)).toBe('/#/guide/setup#install');
    expect(await heading(page)).toContain('Set up');
  });

  it('goes back and forward between routes kept in the hash', async () => {
    const page = await openHydrated('/');
    await page.locator('article a', { hasText: 'the setup guide' }).click();
    await page.waitForFunction(() => document.title.startsWith('Set up'));
    await page.locator('article a', { hasText: 'read the limits' }).click();
    await page.waitForFunction(() => document.title.startsWith('Limits'));
    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith('Set up'));
    expect(await address(page)).toBe('/#/guide/setup');
    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith('Welcome'));
    expect(await address(page)).toBe('/');
    await page.goForward();
    await page.waitForFunction(() => document.title.startsWith('Set up'));
  });
});

/**
 * Pages of a large sidebar in Chromium: the route data comes without the
 * sidebar, the client makes it from the shared outline and the category the
 * page opens, and the page hydrates to the sidebar the server rendered; a
 * client navigation to another section opens that one, without loading the
 * outline again.
 */
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { recordRequests } from '../helpers/page-events.js';
import { sectionedSite } from '../helpers/sectioned-site.js';

describe.skipIf(!HAS_CHROMIUM)('a large sidebar’s outline in Chromium', () => {
  const env = useSiteInBrowser(() => sectionedSite(100));

  it('hydrates the page to the sidebar the server rendered, and navigates to another section with that one open', async () => {
    const page = await tabOf(env.browser);
    const messages = recordConsole(page);
    const requests = recordRequests(page);
    await page.goto(`${env.site.url}/section-002/second`);
    await page.waitForSelector('html[data-hydrated]');
    const sidebar = page.locator('nav.doc-sidebar');
    const current = sidebar.locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe('Second of 002');
    expect(await sidebar.locator('a', { hasText: /^First of 002$/ }).count()).toBe(1);
    // Other sections are closed: their links are not in the page until opened.
    expect(await sidebar.locator('a', { hasText: /^First of 007$/ }).count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await sidebar.locator('button[aria-label*="section-007"]').click();
    await sidebar.locator('a', { hasText: /^First of 007$/ }).click();
    await page.waitForFunction(() => document.title.startsWith('First of 007'));
    expect(await current.textContent()).toBe('First of 007');
    expect(await sidebar.locator('a', { hasText: /^Second of 007$/ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    expect(requests.paths.filter((path) => path.startsWith('/assets/sidebar-outlines/'))).toEqual(['/assets/sidebar-outlines/docs.json']);
    expect(requests.paths).toContain('/assets/routes/section-007/first.json');
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
  });
});

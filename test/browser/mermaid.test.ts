/**
 * Mermaid diagrams in Chromium: drawn in the browser with the configured
 * theme, and the library loads only on pages that have a diagram.
 */
import { describe, expect, it } from 'vitest';
import { clickAddedLink, HAS_CHROMIUM, useSiteInBrowser } from '../helpers/browser.js';
import { PACKAGE_ROOT } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  // The library's own chunks (the entry's small shared runtime chunk loads on every page).
  const mermaidRequests = () => env.site.requests.filter((path) => path.startsWith('/assets/js/chunks/mermaid'));

  it('draws a diagram as SVG in place of its source', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.site.url}/Data-Sharing/Table-Relationships`);
    const svg = page.locator('.mermaid-diagram svg');
    await svg.first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.mermaid-diagram__source').count()).toBe(0);
    expect(await svg.first().getAttribute('aria-roledescription')).toBe('er');
    await page.close();
  });

  it('loads the mermaid library only on pages with a diagram', async () => {
    const page = await env.browser.newPage();
    const before = mermaidRequests().length;
    await page.goto(`${env.site.url}/Technical-Documentation/Check-Entitlement`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForTimeout(300);
    expect(mermaidRequests().slice(before)).toEqual([]);
    // Client navigation to a page with a diagram loads it then.
    await clickAddedLink(page, '/Technical-Documentation/Server-to-server/Generate-user-token');
    await page.locator('.mermaid-diagram svg').first().waitFor({ timeout: 15_000 });
    expect(mermaidRequests().length).toBeGreaterThan(before);
    await page.close();
  });
});

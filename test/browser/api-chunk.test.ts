/** The API reference layout is code-split: only API pages load it, and they hydrate with it. */
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useSiteInBrowser } from '../helpers/browser.js';
import { PACKAGE_ROOT } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);
  const apiChunkRequests = () => env.site.requests.filter((path) => path.startsWith('/assets/js/chunks/ApiPage'));

  it('loads the API reference layout on API pages only', async () => {
    const page = await env.browser.newPage();
    const before = apiChunkRequests().length;
    await page.goto(`${env.site.url}/Technical-Documentation/Check-Entitlement`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForTimeout(300);
    expect(apiChunkRequests().length).toBe(before);

    await page.goto(`${env.site.url}/api/transaction`);
    await page.waitForSelector('html[data-hydrated]');
    // Once hydrated, the layout's client behaviour works: a code block gets its copy button.
    await page.locator('#checkAccess .code-block button').first().waitFor({ state: 'attached', timeout: 10_000 });
    expect(apiChunkRequests().length).toBe(before + 1);
    await page.close();
  });
});

/**
 * The API reference layout is code-split: only API pages load it, and they
 * hydrate with it; code blocks in a spec's Markdown get copy buttons too.
 */
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useSiteInBrowser } from '../helpers/browser.js';
import { fixture, PACKAGE_ROOT } from '../helpers/cli.js';
import { pageLive, recordRequests } from '../helpers/page-events.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);
  const isApiChunk = (path: string) => path.startsWith('/assets/js/chunks/ApiPage');
  const apiChunkRequests = () => env.site.requests.filter(isApiChunk);

  it('loads the API reference layout on API pages only', async () => {
    const page = await env.browser.newPage();
    const requests = recordRequests(page);
    const before = apiChunkRequests().length;
    await page.goto(`${env.site.url}/Technical-Documentation/Check-Entitlement`);
    await page.waitForSelector('html[data-hydrated]');
    // Live: anything the page loads as it starts, it has asked for.
    await pageLive(page, requests);
    expect(requests.paths.filter(isApiChunk)).toEqual([]);
    expect(apiChunkRequests().length).toBe(before);

    await page.goto(`${env.site.url}/api/transaction`);
    await page.waitForSelector('html[data-hydrated]');
    // Once hydrated, the layout's client behaviour works: a code block gets its copy button.
    await page.locator('#checkAccess .code-block button').first().waitFor({ state: 'attached', timeout: 10_000 });
    expect(apiChunkRequests().length).toBe(before + 1);
    await page.close();
  });
});

describe.skipIf(!HAS_CHROMIUM)('in Chromium, a spec with code in its descriptions', () => {
  const env = useSiteInBrowser(fixture('api'));

  it('gives fenced code in a description a copy button', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.site.url}/reference/pets`);
    const block = page.locator('.api-reference__header .code-block').first();
    await block.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 10_000 });
    expect(await block.locator('pre code').textContent()).toContain('"name": "Rex"');
    expect(await page.locator('.code-block__copy').count()).toBe(await page.locator('.code-block').count());
    await page.close();
  });
});

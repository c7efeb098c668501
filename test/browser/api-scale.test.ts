/**
 * A large spec split per tag in Chromium (test/helpers/large-spec.ts): no
 * page holds more than 3,000 elements once loaded, before the reader opens
 * anything, and none loads deferred content by itself; a schema of the
 * overview's compact list opens where it is listed when a link leads to it,
 * from another page or from the list itself; an operation or webhook not
 * whole in its page loads when a link leads to it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { LARGE_SPEC_NAME, makeLargeSpec } from '../helpers/large-spec.js';
import { sharedRoot } from '../helpers/shared-builds.js';
import { animationFrames, fetchedPaths, intersectionRound, pageLive, recordFetches, recordRequests, type RequestLog } from '../helpers/page-events.js';

const DESKTOP = { width: 1280, height: 800 };
const BASE = `/api/${LARGE_SPEC_NAME}`;
const PAGES = [BASE, `${BASE}/repos`, `${BASE}/issues`, `${BASE}/users`, `${BASE}/meta`, `${BASE}/webhooks`];

describe.skipIf(!HAS_CHROMIUM)('in Chromium, a large spec split per tag', () => {
  const spec = makeLargeSpec();
  const env = useSiteInBrowser(sharedRoot('large-spec'));
  const fragmentRequests = () => env.site.requests.filter((path) => path.startsWith('/assets/fragments/'));

  async function open(route: string, beforeLoad?: (page: Page) => Promise<void>): Promise<Page> {
    // `beforeLoad` may add init scripts, which stay with a page: it gets a page of its own, which the test closes.
    const page = beforeLoad === undefined ? await tabOf(env.browser) : await env.browser.newPage();
    await page.setViewportSize(DESKTOP);
    await beforeLoad?.(page);
    await page.goto(`${env.site.url}${route}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  /** Whether the element is in the viewport, below the fixed navbar. */
  const inView = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight && bottom > 0;
    });

  it('holds at most 3,000 elements on every page once loaded, and fetches no deferred content by itself', async () => {
    const counts: Record<string, number> = {};
    for (const route of PAGES) {
      const before = fragmentRequests().length;
      let requests: RequestLog | undefined;
      const page = await open(route, async (loading) => {
        requests = recordRequests(loading);
        await recordFetches(loading);
      });
      // Loaded: live, and every intersection observer told what is in view, so whatever loads by itself has started.
      await pageLive(page, requests!);
      await intersectionRound(page);
      counts[route] = await page.evaluate(() => document.querySelectorAll('*').length);
      expect(
        (await fetchedPaths(page)).filter((url) => url.startsWith('/assets/fragments/')),
        route,
      ).toEqual([]);
      expect(fragmentRequests().length, route).toBe(before);
      await page.close();
    }
    for (const [route, elements] of Object.entries(counts)) expect(elements, `${route}: ${elements} elements`).toBeLessThanOrEqual(3000);
    // The pages are full: the largest tag's page is near the budget, not far under it.
    expect(Math.max(...Object.values(counts))).toBeGreaterThan(1500);
  });

  it('opens a schema of the compact list where it is listed when a link on another page leads to it', async () => {
    const page = await open('/');
    const before = fragmentRequests().length;
    await page.getByRole('link', { name: 'The Entity400 schema' }).click();
    const entry = page.locator('#schema-Entity400');
    await entry.getByText('Entity number 400').waitFor();
    await page.waitForURL(`**${BASE}#schema-Entity400`);
    // One part of the overview's fragments, not all of them.
    expect(fragmentRequests().slice(before)).toEqual([expect.stringMatching(/^\/assets\/fragments\/api\/scale\.\d+-of-\d+\.[0-9a-f]{16}\.json$/)]);
    expect(await entry.locator('.schema__name').allTextContents()).toEqual(['id', 'name', 'kind', 'created_at', 'count', 'next']);
    // Its next level opens from its button, like any tree's.
    await entry.getByRole('button', { name: 'Show properties of next' }).click();
    await entry.getByText('Entity number 401').waitFor();
    // What the opening changed is laid out and painted, and what that set off rendered too.
    await animationFrames(page);
    expect(await inView(page, '#schema-Entity400')).toBe(true);
    // The other entries stay names.
    expect(await page.locator('.api-schema-index > li[data-entry]').count()).toBe(1);
  });

  it('opens a schema of the compact list when the page is opened at its anchor, and from the list itself', async () => {
    const page = await open(`${BASE}#schema-Entity123`);
    await page.locator('#schema-Entity123').getByText('Entity number 123').waitFor();
    // Opened and scrolled to: what that changed is laid out and painted, and what it set off rendered too.
    await animationFrames(page);
    expect(await inView(page, '#schema-Entity123')).toBe(true);

    await page.getByRole('link', { name: 'Entity010', exact: true }).click();
    await page.locator('#schema-Entity010').getByText('Entity number 10,', { exact: false }).waitFor();
    expect(await axeViolations(page, { within: '#schemas' })).toEqual([]);
  });

  it('loads an operation, and a webhook, that is not whole in its page when a link leads to it', async () => {
    const home = await open('/');
    const operation = spec.operations.filter((entry) => entry.tag === 'issues').at(-1)!;
    await home.getByRole('link', { name: operation.summary }).click();
    await home.waitForURL(`**${BASE}/issues#${operation.operationId}`);
    await home.locator(`#${operation.operationId} .api-operation__panel`).waitFor();

    const webhook = spec.webhooks.at(-1)!;
    const page = await open(`${BASE}/webhooks#${webhook.anchor}`);
    await page.waitForFunction((id) => !document.getElementById(id)!.classList.contains('api-operation--lazy'), webhook.anchor);
    await page.locator(`#${webhook.anchor}`).getByRole('heading', { name: 'Example payload' }).waitFor();
  });
});

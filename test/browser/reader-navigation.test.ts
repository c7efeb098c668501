/**
 * What a reader of the Tollbooth site meets while moving between pages, in
 * Chromium: hash targets after client navigation on every page type (an API
 * reference's layout arrives in a chunk of its own), the not-found page that
 * re-matches a path ending in .html (website spec §2), categories that stay
 * open on a category index (spec §9), prefetching within a budget, and an API
 * sidebar without a control nested in another.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, clickAddedLink, HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture, PACKAGE_ROOT } from '../helpers/cli.js';
import { intersectionRound, pageLive, recordFetches, recordRequests, type RequestLog, routeDataFetched } from '../helpers/page-events.js';
import { killServes, startServe, type ServeProcess } from '../helpers/serve.js';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

describe.skipIf(!HAS_CHROMIUM)('in Chromium, on the Tollbooth site', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  async function open(
    route: string,
    {
      url = env.site.url,
      viewport = { width: 1280, height: 800 },
      beforeLoad,
    }: { url?: string; viewport?: { width: number; height: number }; beforeLoad?: (page: Page) => void } = {},
  ): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.setViewportSize(viewport);
    beforeLoad?.(page);
    await page.goto(`${url}${route}`);
    await page.waitForSelector('html[data-hydrated]');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    return page;
  }
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  /**
   * Waits until the element with `id` sits in the top part of the window, below the sticky navbar, with the
   * page scrolled to bring it there, and reports where it is.
   */
  async function waitUntilShownUnderNavbar(page: Page, id: string): Promise<{ top: number; navbarBottom: number; scrollY: number }> {
    const handle = await page.waitForFunction(
      (target) => {
        const element = document.getElementById(target);
        const navbar = document.querySelector('.navbar');
        if (!element || !navbar || window.scrollY === 0) return false;
        const top = element.getBoundingClientRect().top;
        const navbarBottom = navbar.getBoundingClientRect().bottom;
        return top >= navbarBottom && top < window.innerHeight / 2 ? { top, navbarBottom, scrollY: window.scrollY } : false;
      },
      id,
      { timeout: 15_000 },
    );
    return (await handle.jsonValue()) as { top: number; navbarBottom: number; scrollY: number };
  }

  describe('hash targets after client navigation', () => {
    it('lands on the operation a guide links to in the API reference, below the navbar, on the first navigation', async () => {
      const page = await open('/Technical-Documentation/List-Entitlements');
      await page.locator('article a[href="/api/transaction#listEntitlements"]').click();
      await page.waitForURL(/\/api\/transaction#listEntitlements$/);
      const shown = await waitUntilShownUnderNavbar(page, 'listEntitlements');
      expect(shown.scrollY).toBeGreaterThan(1000);
      expect(await sameDocument(page)).toBe(true);
    });

    it('lands on a doc heading linked from the API reference, and on one linked from a category index', async () => {
      const page = await open('/api/transaction');
      await clickAddedLink(page, '/Technical-Documentation/Check-Entitlement#the-access-request');
      await page.waitForURL(/Check-Entitlement#the-access-request$/);
      await waitUntilShownUnderNavbar(page, 'the-access-request');

      await clickAddedLink(page, '/category/objects');
      await page.waitForFunction(() => document.title.startsWith('Objects') && window.scrollY === 0);
      await clickAddedLink(page, '/Technical-Documentation/List-Entitlements#the-call');
      await waitUntilShownUnderNavbar(page, 'the-call');
      expect(await sameDocument(page)).toBe(true);
    });
  });

  describe('a path ending in .html (website spec §2)', () => {
    let served: ServeProcess;
    beforeAll(async () => {
      served = await startServe(['--root', PACKAGE_ROOT, '--out', env.outDir, '--port', '0']);
      served = { ...served, url: served.url.replace(/\/$/, '') };
    }, 30_000);
    afterAll(() => killServes());

    it('is served the not-found page, whose client shows the doc at the path without the suffix', async () => {
      // The site's pages are folders with an index.html; see below for a site with trailingSlash: false.
      for (const route of ['/Data-Sharing/Dataset-Overview.html']) {
        const response = await fetch(`${served.url}${route}`);
        expect(response.status, route).toBe(404);
        const page = await tabOf(env.browser);
        const messages = recordConsole(page);
        await page.goto(`${served.url}${route}`);
        await page.waitForFunction(() => document.title.startsWith('Dataset overview'), undefined, { timeout: 10_000 });
        expect(await page.locator('main h1').textContent(), route).toBe('Dataset overview');
        expect(await page.getByText('Page Not Found').count(), route).toBe(0);
        expect(new URL(page.url()).pathname, route).toBe('/Data-Sharing/Dataset-Overview');
        // The browser logs the 404 status of the page itself; nothing else may go wrong.
        const errors = messages.filter((message) => message.type() === 'error' && !message.text().includes('status of 404'));
        expect(
          errors.map((message) => message.text()),
          route,
        ).toEqual([]);
      }
    });

    it('stays the not-found page when no route matches without the suffix either', async () => {
      let requests: RequestLog | undefined;
      const page = await open('/Data-Sharing/Nothing-Here.html', { url: served.url, beforeLoad: (loading) => (requests = recordRequests(loading)) });
      // The client asks for the route's data without the suffix; once the answer is in, the page has acted on it (the
      // browser reports a response after the page's script has seen it).
      await requests!.waitFor((path) => path === '/assets/routes/Data-Sharing/Nothing-Here.json', { done: true });
      expect(await page.locator('main h1').textContent()).toBe('Page Not Found');
      expect(new URL(page.url()).pathname).toBe('/Data-Sharing/Nothing-Here.html');
    });
  });

  describe('the sidebar', () => {
    const caret = (page: Page, label: string) => page.getByRole('button', { name: `Toggle the collapsible sidebar category '${label}'` }).first();

    it('keeps the open category of a doc open on the category index the reader goes to next', async () => {
      const page = await open('/Technical-Documentation/List-Entitlements');
      expect(await caret(page, 'Technical documentation').getAttribute('aria-expanded')).toBe('true');
      await clickAddedLink(page, '/category/objects');
      await page.waitForFunction(() => document.title.startsWith('Objects'));
      expect(await caret(page, 'Technical documentation').getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.doc-sidebar').getByRole('link', { name: 'List entitlements' }).isVisible()).toBe(true);
      expect(await caret(page, 'Objects').getAttribute('aria-expanded')).toBe('true');
    });
  });

  describe('the mobile sidebar', () => {
    it("opens scrolled to the current page's link", async () => {
      const page = await open('/tollbooth-js/Tracking-Events/objects/object-types', { viewport: { width: 390, height: 560 } });
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const panel = page.locator(`[id="${await page.getByRole('button', { name: 'Toggle navigation bar' }).getAttribute('aria-controls')}"]`);
      const current = panel.locator('.doc-sidebar [aria-current="page"]');
      const [panelBox, currentBox, scrollTop] = await Promise.all([panel.boundingBox(), current.boundingBox(), panel.evaluate((element) => element.scrollTop)]);
      expect(scrollTop).toBeGreaterThan(0);
      expect(currentBox!.y).toBeGreaterThanOrEqual(panelBox!.y);
      expect(currentBox!.y + currentBox!.height).toBeLessThanOrEqual(panelBox!.y + panelBox!.height);
    });
  });

  describe('prefetching', () => {
    const routeDataRequests = (from: number) => env.site.requests.slice(from).filter((request) => request.startsWith('/assets/route'));
    const bytesOf = async (requests: readonly string[]) => {
      let total = 0;
      for (const request of requests) total += (await stat(path.join(env.outDir, decodeURIComponent(request)))).size;
      return total;
    };

    it('fetches ahead on load no more than the page weighs, never an API reference, and links in view within that', async () => {
      for (const route of ['/Technical-Documentation/Check-Entitlement', '/Data-Sharing/Dataset-Overview', '/category/objects']) {
        // Counted once the tab has left its last page, which could still ask the server for more until then; a page of
        // its own, whose fetch() calls are recorded from the start.
        await tabOf(env.browser);
        const page = await env.browser.newPage();
        await page.setViewportSize({ width: 1280, height: 800 });
        await recordFetches(page);
        const requests = recordRequests(page);
        const before = env.site.requests.length;
        await page.goto(`${env.site.url}${route}`);
        await page.waitForSelector('html[data-hydrated]');
        await pageLive(page, requests);
        // The links in view are decided together once the size table is in, so the first fetch comes with all of
        // theirs; those that came into view since are decided as the observer is told of them. Then each request ends.
        await routeDataFetched(page, { waitForOne: true });
        await intersectionRound(page);
        for (const ahead of await routeDataFetched(page)) await requests.waitFor((path) => path === ahead, { done: true });
        await page.close();
        const ownData = `/assets/routes${route}.json`;
        const ahead = routeDataRequests(before).filter((request) => request !== ownData);
        const html = (await stat(path.join(env.outDir, route, 'index.html'))).size;
        expect(await bytesOf(ahead), `${route}: ${ahead.join(', ')}`).toBeLessThanOrEqual(html);
        expect(
          ahead.some((request) => request.startsWith('/assets/routes/api/')),
          route,
        ).toBe(false);
        // Something in view did fit: the budget is for using, not only for refusing.
        expect(ahead.filter((request) => request.startsWith('/assets/routes/')).length, route).toBeGreaterThan(0);
      }
    });

    it('fetches the API reference when the reader hovers its link in the open dropdown, or reaches it with the keyboard', async () => {
      let requests: RequestLog | undefined;
      const page = await open('/Technical-Documentation/Check-Entitlement', { beforeLoad: (loading) => (requests = recordRequests(loading)) });
      // The prefetcher listens for hover and focus once the page is live.
      await pageLive(page, requests!);
      const before = env.site.requests.length;
      await page.getByRole('button', { name: 'API' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transaction' }).hover();
      await requests!.waitFor((path) => path === '/assets/routes/api/transaction.json', { done: true });
      expect(routeDataRequests(before)).toContain('/assets/routes/api/transaction.json');

      await page.getByRole('button', { name: 'API' }).focus();
      await page.keyboard.press('ArrowDown');
      // The first entry takes focus in the frame after the menu opens: the next key moves on from it.
      await page.waitForFunction(() => document.activeElement?.textContent === 'Transaction');
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('OpenID');
      await requests!.waitFor((path) => path === '/assets/routes/api/openid.json', { done: true });
      expect(routeDataRequests(before)).toContain('/assets/routes/api/openid.json');
    });

    it('fetches a category link in view, which the sidebar renders anew once the page is hydrated', async () => {
      let before = 0;
      let requests: RequestLog | undefined;
      // A long page, whose budget leaves room for the category after the links decided before it. Counted once the tab
      // has left its last page, which could still ask the server for more until then.
      const page = await open('/Data-Sharing/Table-Definitions', {
        beforeLoad: (loading) => {
          before = env.site.requests.length;
          requests = recordRequests(loading);
        },
      });
      // The row of a collapsible category gets its caret after hydration: its link is a new element then.
      const link = page.locator('.doc-sidebar .menu__category-row a[href="/category/tollbooth-js"]');
      expect(await link.isVisible()).toBe(true);
      await requests!.waitFor((path) => path === '/assets/routes/category/tollbooth-js.json', { done: true });
      expect(routeDataRequests(before)).toContain('/assets/routes/category/tollbooth-js.json');
    });

    it('lists every route but the API references with the size of its data in the route size table', async () => {
      const table = JSON.parse(await readFile(path.join(env.outDir, 'assets/route-sizes.json'), 'utf8')) as Record<string, number>;
      // An API reference's data is its frame only (its article is the page's HTML): it waits for hover or focus.
      expect(Object.keys(table).filter((route) => route.startsWith('/api/'))).toEqual([]);
      expect(table['/Data-Sharing/Dataset-Overview']).toBe((await stat(path.join(env.outDir, 'assets/routes/Data-Sharing/Dataset-Overview.json'))).size);
      expect(Object.keys(table)).toEqual(Object.keys(table).sort());
    });
  });

  describe('the API reference sidebar', () => {
    it('has no control inside another, and its tag links are reached by Tab and followed', async () => {
      const page = await open('/api/transaction');
      expect((await axeViolations(page)).filter((violation) => violation.id === 'nested-interactive')).toEqual([]);
      expect(await page.locator('.api-nav summary a').count()).toBe(0);
      const tagLink = page.locator('.api-nav__tag').first();
      const href = await tagLink.getAttribute('href');
      await tagLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`${href}$`));
      await waitUntilShownUnderNavbar(page, href!.slice(1));
    });
  });
});

describe.skipIf(!HAS_CHROMIUM)('in Chromium, on a site with trailingSlash: false', () => {
  const env = useSiteInBrowser(fixture('trailing-slash-false'));
  let served: ServeProcess;
  beforeAll(async () => {
    served = await startServe(['--root', fixture('trailing-slash-false'), '--out', env.outDir, '--port', '0']);
  }, 30_000);
  afterAll(() => killServes());

  it('shows the doc for a path ending in /index.html, which has no file of its own', async () => {
    const url = `${served.url.replace(/\/$/, '')}/a/b/index.html`;
    expect((await fetch(url)).status).toBe(404);
    const page = await tabOf(env.browser);
    await page.goto(url);
    await page.waitForFunction(
      () => document.querySelector('main h1')?.textContent !== 'Page Not Found' && document.querySelector('article') !== null,
      undefined,
      { timeout: 10_000 },
    );
    expect(new URL(page.url()).pathname).toBe('/a/b');
    expect(await page.locator('main h1').textContent()).toBe(await page.evaluate(() => document.title.split(' | ')[0]));
  });
});

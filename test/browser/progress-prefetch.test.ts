/**
 * The route-change progress bar and link prefetching (website spec §2, §9),
 * in Chromium against the basic fixture served with a controllable delay and
 * `Cache-Control: no-store`, so that the browser keeps no copy of its own.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedAxeViolations, HAS_CHROMIUM, openBrowserContext, serveFolder, type ServedSite, tabOf } from '../helpers/browser.js';
import { buildSite, fixture, removeTemporaryFolders } from '../helpers/cli.js';
import { intersectionRound, pageLive, recordFetches, recordRequests, type RequestLog, routeDataFetched } from '../helpers/page-events.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  let site: ServedSite;
  let browser: BrowserContext;
  let routeDelayMs = 0;

  beforeAll(async () => {
    const run = await buildSite(fixture('basic'));
    expect(run.code, run.stderr).toBe(0);
    site = await serveFolder(run.outDir, { delayMs: (path) => (path.startsWith('/assets/routes/') ? routeDelayMs : 0) });
    browser = await openBrowserContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await removeTemporaryFolders();
  });

  /**
   * Opens `path` in the tab, hydrated, recording the page's requests, once its prefetching script listens. With an `init` script to run
   * before the page's own, or `recordingFetches` (the page's fetch() calls, see recordFetches), a new page, which the
   * test closes: the tab must not keep it. `beforeLoad` runs once the page is the test's, before it loads.
   */
  async function openLive(
    path: string,
    { init, recordingFetches = false, beforeLoad }: { init?: string; recordingFetches?: boolean; beforeLoad?: () => void } = {},
  ): Promise<{ page: Page; requests: RequestLog }> {
    // The tab leaves its last page even when the test opens its own: that page could still ask the server for routes.
    const tab = await tabOf(browser);
    const page = init === undefined && !recordingFetches ? tab : await browser.newPage();
    if (init) await page.addInitScript(init);
    if (recordingFetches) await recordFetches(page);
    beforeLoad?.();
    const requests = recordRequests(page);
    await page.goto(`${site.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    await pageLive(page, requests);
    return { page, requests };
  }

  /**
   * Hovers the link to `href`, and resolves once the page has handled the mouseover: counted by a listener added
   * after the prefetcher's, it has run after the prefetcher's own, which decides at once.
   */
  async function hoverLink(page: Page, href: string): Promise<void> {
    const counted = await page.evaluate((target) => {
      const state = window as unknown as { hoversOf?: Record<string, number> };
      if (state.hoversOf === undefined) {
        const hovers: Record<string, number> = {};
        state.hoversOf = hovers;
        document.addEventListener('mouseover', (event) => {
          const link = (event.target as Element | null)?.closest('a[href]');
          if (link) hovers[link.getAttribute('href')!] = (hovers[link.getAttribute('href')!] ?? 0) + 1;
        });
      }
      return state.hoversOf[target] ?? 0;
    }, href);
    await page.locator(`.doc-sidebar a[href="${href}"]`).hover();
    await page.waitForFunction(({ target, count }) => ((window as unknown as { hoversOf: Record<string, number> }).hoversOf[target] ?? 0) > count, {
      target: href,
      count: counted,
    });
  }

  /** An init script: without an IntersectionObserver, links are fetched ahead on hover and focus only. */
  const NO_IN_VIEW = "Object.defineProperty(window, 'IntersectionObserver', { value: undefined });";

  /** Records whether a progress bar was ever in the page, from before the click until after the route change. */
  const watchForBar = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { sawBar: boolean }).sawBar = false;
      new MutationObserver(() => {
        if (document.querySelector('.route-progress')) (window as unknown as { sawBar: boolean }).sawBar = true;
      }).observe(document.body, { childList: true });
    });

  describe('the progress bar', () => {
    // Links are fetched on hover only: the data a link in view had fetched ahead would make the change quick.
    it('appears when a route change takes longer than 200 ms, starting at 0.08, and goes when it is done', async () => {
      const { page } = await openLive('/guide/install/', { init: NO_IN_VIEW });
      routeDelayMs = 900;
      await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
      const bar = page.locator('.route-progress');
      await bar.waitFor({ state: 'attached', timeout: 600 });
      const width = await bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41 / element.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(-0.93);
      await page.waitForFunction(() => document.title.startsWith('Configure the site'));
      await bar.waitFor({ state: 'detached', timeout: 2000 });
      routeDelayMs = 0;
      await page.close();
    });

    it('leaves the page without an accessibility violation while it shows', async () => {
      const { page } = await openLive('/guide/install/', { init: NO_IN_VIEW });
      routeDelayMs = 3000;
      await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
      await page.locator('.route-progress').waitFor({ state: 'attached', timeout: 1000 });
      expect(await describedAxeViolations(page)).toEqual([]);
      await page.waitForFunction(() => document.title.startsWith('Configure the site'));
      routeDelayMs = 0;
      await page.close();
    });

    it('does not appear for a route change under 200 ms', async () => {
      // The page's clock stands still while the route changes, so the change takes no time at all for the page, however
      // slow the machine; then it runs on past the 200 ms, firing any timer the change left behind. A context of its own:
      // a clock is the whole context's.
      const context = await openBrowserContext();
      try {
        const page = await context.newPage();
        await page.clock.install();
        await page.goto(`${site.url}/guide/install/`);
        await page.waitForSelector('html[data-hydrated]');
        routeDelayMs = 0;
        await watchForBar(page);
        // A moment ahead of the page's time, which runs on while this is asked: pausing in its past is refused.
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
        await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
        await page.waitForFunction(() => document.title.startsWith('Configure the site'));
        await page.clock.runFor(2_000);
        expect(await page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar)).toBe(false);
      } finally {
        await context.close();
      }
    });
  });

  describe('prefetching', () => {
    const routeRequests = () => site.requests.filter((path) => path.startsWith('/assets/routes/'));

    it('fetches the data of the in-site links in view, once each', async () => {
      let before = 0;
      // Counted once the tab has left its last page, which could still ask the server for more until then.
      const { page, requests } = await openLive('/guide/install/', { recordingFetches: true, beforeLoad: () => (before = routeRequests().length) });
      // The links in view are decided together, once the size table is in: the first fetch comes with all of theirs.
      await routeDataFetched(page, { waitForOne: true });
      // Links that came into view since are decided as the observer is told of them.
      await intersectionRound(page);
      const ahead = await routeDataFetched(page);
      expect(new Set(ahead).size).toBe(ahead.length);
      for (const path of ahead) await requests.waitFor((request) => request === path, { done: true });
      const fetched = routeRequests().slice(before);
      expect(fetched).toContain('/assets/routes/guide/configure.json');
      expect(new Set(fetched).size).toBe(fetched.length);
      await page.close();
    });

    it('fetches a hovered link, and never the same route twice', async () => {
      const { page, requests } = await openLive('/guide/install/', { init: "Object.defineProperty(window, 'IntersectionObserver', { value: undefined });" });
      const before = routeRequests().length;
      const data = '/assets/routes/guide/configure.json';
      await hoverLink(page, '/guide/configure');
      await requests.waitFor((request) => request === data, { done: true });
      await page.mouse.move(0, 0);
      await hoverLink(page, '/guide/configure');
      expect(requests.paths.filter((request) => request === data)).toHaveLength(1);
      expect(
        routeRequests()
          .slice(before)
          .filter((path) => path === '/assets/routes/guide/configure.json'),
      ).toHaveLength(1);
      await page.close();
    });

    it('fetches nothing ahead with data saving on or on a 2g connection', async () => {
      for (const connection of ['{ saveData: true }', "{ effectiveType: 'slow-2g' }"]) {
        const { page, requests } = await openLive('/guide/install/', { init: `Object.defineProperty(navigator, 'connection', { value: ${connection} });` });
        const before = routeRequests().length;
        const issued = requests.paths.length;
        await hoverLink(page, '/guide/configure');
        // Only the page's own data (already loaded for hydration) may appear.
        expect(requests.paths.slice(issued).filter((path) => path.startsWith('/assets/routes/'))).toEqual([]);
        expect(routeRequests().slice(before)).toEqual([]);
        await page.close();
      }
    });

    describe('followed, on a server that lets the browser keep nothing', () => {
      const data = '/assets/routes/guide/configure.json';
      const dataRequests = (from: number) =>
        routeRequests()
          .slice(from)
          .filter((path) => path === data);
      const NO_IN_VIEW = "Object.defineProperty(window, 'IntersectionObserver', { value: undefined });";

      /**
       * Clicks the sidebar link to the configure page and waits for it to be shown by client navigation, its text
       * included. `afterClick` runs once the click is made.
       */
      async function followToConfigure(page: Page, afterClick?: () => void): Promise<void> {
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page.locator('.doc-sidebar a[href="/guide/configure"]').click();
        afterClick?.();
        await page.waitForFunction(() => document.title.startsWith('Configure the site'));
        expect(await page.locator('main h1').textContent()).toBe('Configure the site');
        expect(await page.locator('main').textContent()).toContain('Configure it.');
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      }

      it('shows a hovered link from the data fetched on hover: the server is asked for it once', async () => {
        expect((await fetch(`${site.url}${data}`)).headers.get('cache-control')).toBe('no-store');
        const { page, requests } = await openLive('/guide/install/', { init: NO_IN_VIEW });
        const before = routeRequests().length;
        await hoverLink(page, '/guide/configure');
        await requests.waitFor((request) => request === data, { done: true });
        await followToConfigure(page);
        expect(dataRequests(before)).toEqual([data]);
        await page.close();
      });

      it('waits for the data still on its way when the link is followed right after the hover: one request', async () => {
        const { page, requests } = await openLive('/guide/install/', { init: NO_IN_VIEW });
        const before = routeRequests().length;
        routeDelayMs = 1_500;
        try {
          await hoverLink(page, '/guide/configure');
          await requests.waitFor((request) => request === data);
          expect(requests.unfinished()).toContain(data);
          await followToConfigure(page);
        } finally {
          routeDelayMs = 0;
        }
        expect(dataRequests(before)).toEqual([data]);
        await page.close();
      });

      it('shows a link in view from the data fetched for being in view: one request', async () => {
        let before = 0;
        const { page, requests } = await openLive('/guide/install/', { recordingFetches: true, beforeLoad: () => (before = routeRequests().length) });
        await requests.waitFor((request) => request === data, { done: true });
        await followToConfigure(page);
        expect(dataRequests(before)).toEqual([data]);
        // Fetched once by the page too: the click took what was fetched ahead.
        expect((await routeDataFetched(page)).filter((path) => path === data)).toEqual([data]);
        await page.close();
      });

      it('fetches again on the click what was fetched ahead more than five minutes before', async () => {
        // A context of its own: a clock is the whole context's.
        const context = await openBrowserContext();
        try {
          const page = await context.newPage();
          await page.clock.install();
          await page.addInitScript(NO_IN_VIEW);
          const requests = recordRequests(page);
          await page.goto(`${site.url}/guide/install/`);
          await page.waitForSelector('html[data-hydrated]');
          await pageLive(page, requests);
          const before = routeRequests().length;
          await hoverLink(page, '/guide/configure');
          await requests.waitFor((request) => request === data, { done: true });
          await page.clock.fastForward('05:01');
          await followToConfigure(page);
          expect(dataRequests(before)).toEqual([data, data]);
        } finally {
          await context.close();
        }
      });

      it('fetches the data itself when the fetch ahead it waits for fails, and shows the page without loading it whole', async () => {
        const { page, requests } = await openLive('/guide/install/', { init: NO_IN_VIEW });
        // The fetch ahead fails once the link has been followed; the next request for the data goes through.
        let clicked = () => {};
        const click = new Promise<void>((resolve) => (clicked = resolve));
        let intercepted = 0;
        await page.route(`**${data}`, async (route) => {
          if (++intercepted > 1) return route.continue();
          await click;
          await route.abort('connectionreset');
        });
        const before = routeRequests().length;
        await hoverLink(page, '/guide/configure');
        await requests.waitFor((request) => request === data);
        await followToConfigure(page, clicked);
        expect(intercepted).toBe(2);
        // The failed one never reached the server.
        expect(dataRequests(before)).toEqual([data]);
        await page.close();
      });
    });
  });
});

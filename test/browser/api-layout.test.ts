/**
 * The API reference pages of the Tollbooth site in Chromium, as a reader
 * meets them: three columns on a desktop (navigation, operation text, a panel
 * of examples that stays beside its operation), two, then one on narrower
 * screens; the sidebar marking the operation being read; the operations in
 * the phone drawer; "On this page" above the text on a phone; the article
 * kept as the server sent it, and taken from the page's own HTML on client
 * navigation; no layout shift; and the weight budget. Their axe checks, at
 * desktop and phone widths with the drawer closed and open, are browser/a11y.test.ts's.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { clickAddedLink, HAS_CHROMIUM, serveFolder, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { PACKAGE_ROOT } from '../helpers/cli.js';
import { animationFrames, layoutShiftOfLoading } from '../helpers/page-events.js';

const DESKTOP = { width: 1280, height: 800 };
const MEDIUM = { width: 1100, height: 800 };
const PHONE = { width: 375, height: 740 };
const API_PAGES = ['/api/transaction', '/api/openid'];

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

describe.skipIf(!HAS_CHROMIUM)('in Chromium, the API reference pages', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  /**
   * A hydrated page at `route`: the tab, or, for a test whose `beforeLoad` adds init scripts, which the tab must not
   * keep, a new page that the test closes.
   */
  async function open(route: string, viewport: { width: number; height: number }, beforeLoad?: (page: Page) => Promise<void>): Promise<Page> {
    const page = beforeLoad === undefined ? await tabOf(env.browser) : await env.browser.newPage();
    await page.setViewportSize(viewport);
    await beforeLoad?.(page);
    await page.goto(`${env.site.url}${route}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  const box = async (page: Page, selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!;
  const sidebarLinks = (page: Page) => page.locator('.api-layout__sidebar').getByRole('navigation', { name: 'API reference' });
  const markedLinks = (page: Page, scope: string) =>
    page.locator(`${scope} [aria-current="location"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  describe('layout', () => {
    it('shows the navigation, the operation text and a panel of examples side by side on a desktop, the panel in view while its operation scrolls by', async () => {
      const page = await open('/api/transaction#checkAccess', DESKTOP);
      const sidebar = await box(page, '.api-layout__sidebar');
      const text = await box(page, '#checkAccess .api-operation__text');
      const panel = await box(page, '#checkAccess .api-operation__samples');
      expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(text.x);
      expect(text.x + text.width).toBeLessThan(panel.x);
      expect(Math.abs(panel.y - text.y)).toBeLessThan(40);
      expect(panel.x + panel.width).toBeLessThanOrEqual(DESKTOP.width);

      // The operation whose text is the longest beside its panel: halfway down that stretch, its panel still sits right below the navbar.
      const { id, room } = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.api-operation:not(.api-operation--lazy)')]
          .map((row) => ({ id: row.id, room: row.offsetHeight - row.querySelector<HTMLElement>('.api-operation__samples')!.offsetHeight }))
          .reduce((best, row) => (row.room > best.room ? row : best)),
      );
      expect(room).toBeGreaterThan(200);
      await page.evaluate(({ id, room }) => window.scrollTo(0, document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - 60 + room / 2), {
        id,
        room,
      });
      // The frame at that scroll is rendered, with what its scroll event set off.
      await animationFrames(page);
      const navbarBottom = (await box(page, '.navbar')).y + (await box(page, '.navbar')).height;
      const stuck = await box(page, `#${id} .api-operation__samples`);
      expect(stuck.y).toBeGreaterThanOrEqual(navbarBottom);
      expect(stuck.y).toBeLessThan(navbarBottom + 40);
      expect(await page.locator(`#${id} .api-operation__samples`).getByText('Example request').isVisible()).toBe(true);
    });

    it('puts the panel below its operation’s text up to 1200 px, keeping the navigation beside them', async () => {
      const page = await open('/api/transaction#checkAccess', MEDIUM);
      const text = await box(page, '#checkAccess .api-operation__text');
      const panel = await box(page, '#checkAccess .api-operation__samples');
      expect(await page.locator('.api-layout__sidebar').isVisible()).toBe(true);
      expect(panel.y).toBeGreaterThanOrEqual(text.y + text.height);
    });

    it('shows one column on a phone, with the navigation in the drawer, and nothing wider than the screen', async () => {
      for (const route of API_PAGES) {
        const page = await open(route, PHONE);
        expect(await page.locator('.api-layout__sidebar').isVisible()).toBe(false);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(scrollWidth, route).toBeLessThanOrEqual(innerWidth);
        // Tables and code scroll inside their own boxes.
        const outside = await page
          .locator('.api-reference :is(.table-scroll, pre)')
          .evaluateAll((boxes) => boxes.filter((element) => element.getBoundingClientRect().right > window.innerWidth).length);
        expect(outside, route).toBe(0);
      }
    });
  });

  describe('parameters', () => {
    it('shows each parameter as a stacked row that fits its column, at 320 px and at 1,280 px, with nothing to scroll sideways', async () => {
      // Opened at an operation with parameters: the transaction page holds only its first operation whole, which has none.
      for (const route of API_PAGES.map((page) => (page === '/api/transaction' ? `${page}#listCustomerPurchases` : page))) {
        for (const viewport of [{ width: 320, height: 740 }, DESKTOP]) {
          const page = await open(route, viewport);
          if (route.includes('#'))
            await page.waitForFunction((id) => document.getElementById(id)?.querySelector('.api-parameters') !== null, route.split('#')[1]!);
          const rows = await page.locator('.api-operation:not(.api-operation--lazy) .api-parameters').evaluateAll((lists) =>
            lists.map((list) => {
              const column = list.closest('.api-operation__text')!.getBoundingClientRect();
              const box = list.getBoundingClientRect();
              const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > .api-parameter'));
              return {
                overflowing: items.filter((item) => item.scrollWidth > item.clientWidth + 1).length + (box.right > column.right + 1 ? 1 : 0),
                // The full column: the row, and so the description, is as wide as the operation's text.
                fullWidth: Math.abs(box.width - column.width) <= 1,
              };
            }),
          );
          const where = `${route} at ${viewport.width} px`;
          expect(rows.length, where).toBeGreaterThan(0);
          expect(
            rows.filter((row) => row.overflowing > 0 || !row.fullWidth),
            where,
          ).toEqual([]);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
          expect(scrollWidth, where).toBeLessThanOrEqual(innerWidth);
        }
      }
    });
  });

  describe('where the reader is', () => {
    it('marks the operation being read in the sidebar while scrolling, and keeps its link in the sidebar’s view', async () => {
      const page = await open('/api/transaction', DESKTOP);
      const anchors = await page.locator('.api-operation').evaluateAll((sections) => sections.map((section) => section.id));
      for (const anchor of [anchors[0]!, anchors[9]!, anchors.at(-1)!]) {
        await page.evaluate((id) => {
          const section = document.getElementById(id)!;
          window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 100);
        }, anchor);
        await page.waitForFunction(
          (id) => document.querySelector(`.api-layout__sidebar [aria-current="location"]`)?.getAttribute('href') === `#${id}`,
          anchor,
          {
            timeout: 5000,
          },
        );
        expect(await markedLinks(page, '.api-layout__sidebar')).toEqual([`#${anchor}`]);
        const list = await sidebarLinks(page).boundingBox();
        const link = (await page.locator('.api-layout__sidebar [aria-current="location"]').boundingBox())!;
        expect(link.y, anchor).toBeGreaterThanOrEqual(list!.y);
        expect(link.y + link.height, anchor).toBeLessThanOrEqual(list!.y + list!.height);
      }
    });

    it('lists every operation in the phone drawer, marks the one being read, and following another closes the drawer and shows it', async () => {
      const page = await open('/api/transaction#getCustomer', PHONE);
      const anchors = await page.locator('.api-operation').evaluateAll((sections) => sections.map((section) => section.id));
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      // A tap where the toggle is (Playwright's click would first scroll the page to "reveal" the sticky navbar).
      const at = (await toggle.boundingBox())!;
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
      const drawer = page.locator('.navbar__menu').getByRole('navigation', { name: 'API reference' });
      await drawer.waitFor();
      const listed = await drawer.locator('.api-nav__operation').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(listed).toEqual(anchors.map((anchor) => `#${anchor}`));
      expect(await markedLinks(page, '.navbar__menu')).toEqual(['#getCustomer']);

      const target = anchors[19]!;
      await drawer.locator(`a[href="#${target}"]`).click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.waitForURL(new RegExp(`#${target}$`));
      await page.waitForFunction(
        (id) => {
          const top = document.getElementById(id)!.getBoundingClientRect().top;
          return top >= document.querySelector('.navbar')!.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2;
        },
        target,
        { timeout: 5000 },
      );
    });

    it('offers "On this page" above the text on a phone, listing the description’s headings, the tags and the operations', async () => {
      const page = await open('/api/transaction', PHONE);
      const summary = page.locator('summary', { hasText: /^On this page$/ });
      expect((await summary.boundingBox())!.y).toBeLessThan((await box(page, 'article h1')).y);
      await summary.click();
      const entries = await page
        .locator('.toc-collapsible a')
        .evaluateAll((links) => links.map((link) => `${link.textContent} → ${link.getAttribute('href')}`));
      expect(entries).toEqual(
        expect.arrayContaining(['Token kinds → #token-kinds', 'Error model → #error-model', 'Access → #tag-access', 'Check access to content → #checkAccess']),
      );
      await page.locator('.toc-collapsible a[href="#error-model"]').click();
      await page.waitForFunction(() => {
        const top = document.getElementById('error-model')!.getBoundingClientRect().top;
        return top > 0 && top < window.innerHeight / 2;
      });
    });
  });

  describe('the article, kept as the server sent it', () => {
    it('stays the same elements once the page is live, and its code blocks get Copy buttons that copy', async () => {
      await env.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
      const page = await open('/api/transaction', DESKTOP, async (loading) => {
        await loading.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            const record = window as unknown as { serverNode: Element | null; serverSample: Element | null };
            record.serverNode = document.getElementById('checkAccess');
            record.serverSample = document.querySelector('#checkAccess .api-samples .code-block');
          }),
        );
      });
      expect(
        await page.evaluate(() => {
          const record = window as unknown as { serverNode: Element | null; serverSample: Element | null };
          return [
            document.getElementById('checkAccess') === record.serverNode,
            record.serverSample !== null && document.querySelector('#checkAccess .api-samples .code-block') === record.serverSample,
          ];
        }),
      ).toEqual([true, true]);
      // React manages the page around the article, and nothing inside it.
      const managedByReact = (selector: string) =>
        page.evaluate((target) => Object.keys(document.querySelector(target)!).some((key) => key.startsWith('__reactFiber')), selector);
      expect(await managedByReact('article.api-reference')).toBe(true);
      expect(await managedByReact('#checkAccess')).toBe(false);
      expect(await managedByReact('#checkAccess .code-block')).toBe(false);
      const copyButtons = page.locator('.api-reference .code-block__copy');
      expect(await copyButtons.count()).toBe(await page.locator('.api-reference .code-block').count());
      const button = page.locator('#checkAccess .code-block', { hasText: 'curl --request POST' }).getByRole('button', { name: 'Copy' });
      await button.click();
      await page.locator('#checkAccess .code-block__copy--copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl --request POST /);
      await page.close();
    });

    it('is taken from the page’s own HTML on client navigation, whose route data holds the navigation only', async () => {
      const page = await open('/Technical-Documentation/List-Entitlements', DESKTOP);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const before = env.site.requests.length;
      await page.locator('article a[href="/api/transaction#listEntitlements"]').click();
      await page.waitForURL(/\/api\/transaction#listEntitlements$/);
      await page.locator('#listEntitlements .code-block__copy').first().waitFor();
      const requested = env.site.requests.slice(before);
      expect(requested).toContain('/api/transaction');
      expect(requested).toContain('/assets/routes/api/transaction.json');
      expect(await page.locator('.api-operation').count()).toBe(28);
      expect(await page.locator('.api-reference .code-block__copy').count()).toBe(await page.locator('.api-reference .code-block').count());

      // On to the other reference: its article replaces this one, with its own buttons and sidebar.
      await clickAddedLink(page, '/api/openid');
      await page.waitForFunction(() => document.title.startsWith('Tollbooth OpenID'));
      await page.waitForFunction(() => document.querySelectorAll('.api-reference .code-block__copy').length > 0);
      expect(await page.locator('.api-reference .code-block__copy').count()).toBe(await page.locator('.api-reference .code-block').count());
      const operations = await page.locator('.api-operation').evaluateAll((sections) => sections.map((section) => `#${section.id}`));
      expect(
        await sidebarLinks(page)
          .locator('.api-nav__operation')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(operations);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });
  });

  describe('stability', () => {
    it('shifts nothing while either page arrives over a slow network and comes alive, on a desktop and on a phone (CLS under 0.01)', async () => {
      // About 2 Mbit/s with 40 ms of latency: a long page arrives, and is painted, in many parts.
      const slow = await serveFolder(env.outDir, { delayMs: () => 40, bytesPerSecond: 256 * 1024 });
      onTestFinished(() => slow.close());
      const shifts: Record<string, number> = {};
      const moved: Record<string, string[]> = {};
      for (const viewport of [DESKTOP, PHONE]) {
        for (const route of API_PAGES) {
          const where = `${route} at ${viewport.width} px`;
          const loading = await layoutShiftOfLoading(env.browser, `${slow.url}${route}`, viewport, where);
          shifts[where] = loading.shift;
          moved[where] = loading.moved;
        }
      }
      for (const [where, shift] of Object.entries(shifts)) expect(shift, `${where}; what moved: ${JSON.stringify(moved[where], null, 1)}`).toBeLessThan(0.01);
    }, 240_000);
  });

  describe('weight budget of /api/transaction', () => {
    it('is at most 200 KB of HTML and 3,000 elements before the reader expands anything, and client navigation fetches no copy of its content', async () => {
      const htmlBytes = (await stat(path.join(env.outDir, 'api/transaction/index.html'))).size;
      const dataBytes = (await stat(path.join(env.outDir, 'assets/routes/api/transaction.json'))).size;
      const page = await open('/api/transaction', DESKTOP);
      const elements = await page.evaluate(() => document.querySelectorAll('*').length);
      // The route data is the navigation and table of contents: a small fraction of the reference (the page and what it loads as the reader nears it).
      const fragmentsFiles = (await readdir(path.join(env.outDir, 'assets/fragments/api'))).filter((name) =>
        /^transaction\.(\d+-of-\d+\.)?[0-9a-f]{16}\.json$/.test(name),
      );
      expect(fragmentsFiles.length).toBeGreaterThan(0);
      const fragmentsBytes = (await Promise.all(fragmentsFiles.map((name) => stat(path.join(env.outDir, 'assets/fragments/api', name))))).reduce(
        (sum, file) => sum + file.size,
        0,
      );
      expect(dataBytes).toBeLessThan((htmlBytes + fragmentsBytes) / 10);
      expect({ htmlBytes: htmlBytes <= 200 * 1024, elements: elements <= 3000 }, `${htmlBytes} bytes of HTML, ${elements} elements`).toEqual({
        htmlBytes: true,
        elements: true,
      });
    });
  });
});

/**
 * The layout in Chromium, as a reader sees it. On a phone (996 px or less,
 * website spec §9): a collapsible "On this page" above the text, no page that
 * scrolls sideways at 320 px, a navbar title that is not cut off, code titles
 * that never run under the Copy button, and tables that scroll by keyboard and
 * show a shadow where there is more. On a desktop: a table of contents of
 * bounded width, card titles that wrap, the text starting at the same x on
 * every page type. Everywhere: no layout shift while a page loads and hydrates.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HAS_CHROMIUM, openBrowserContext, serveFolder, type ServedSite, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { makeSite, PACKAGE_ROOT } from '../helpers/cli.js';
import { layoutShiftOfLoading } from '../helpers/page-events.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const LONG_DOC = '/Data-Sharing/Table-Definitions';
const CATEGORY_PAGE = '/category/fragments';
/** A category index shorter than the window. */
const SHORT_CATEGORY_PAGE = '/category/journeys';
const NOT_FOUND_PAGE = '/404.html';
/** An address with no page, which the host answers with the not-found page. */
const UNKNOWN_ADDRESS = '/no/such/page';
const PAGE_TYPES = ['/', LONG_DOC, '/Technical-Documentation/Check-Entitlement', CATEGORY_PAGE, NOT_FOUND_PAGE, '/api/transaction', '/api/openid'];
/** A doc with long code-block titles. */
const TITLED_CODE_DOC = '/Technical-Documentation/Active-Access-Details';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The mean brightness (0–255) of a strip of the screen, from a screenshot
 * the page itself decodes.
 */
async function brightness(page: Page, clip: Box): Promise<number> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let sum = 0;
    for (let index = 0; index < pixels.length; index += 4) sum += (pixels[index]! + pixels[index + 1]! + pixels[index + 2]!) / 3;
    return sum / (pixels.length / 4);
  }, png);
}

describe.skipIf(!HAS_CHROMIUM)('in Chromium, the documentation website', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  async function open(route: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${env.site.url}${route}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  const summaryOf = (page: Page) => page.locator('summary', { hasText: /^On this page$/ });

  /** The entries of a table of contents, as text and target, whether shown or not. */
  const entriesOf = (list: Locator) =>
    list.locator('a').evaluateAll((links) => links.map((link) => `${link.textContent ?? ''} → ${link.getAttribute('href') ?? ''}`));

  describe('"On this page" on a phone', () => {
    it('is a closed summary above the text, with the entries of the desktop table of contents, which is hidden', async () => {
      const page = await open(LONG_DOC, PHONE);
      const summary = summaryOf(page);
      expect(await summary.count()).toBe(1);
      expect(await summary.isVisible()).toBe(true);
      const collapsible = page.locator('details', { has: summary });
      expect(await collapsible.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect((await summary.boundingBox())!.y).toBeLessThan((await page.locator('article h1').boundingBox())!.y);

      const desktopToc = page.locator('aside .table-of-contents');
      expect(await desktopToc.isVisible()).toBe(false);
      const entries = await entriesOf(collapsible);
      expect(entries.length).toBeGreaterThan(5);
      expect(entries).toEqual(await entriesOf(desktopToc));
      expect(await collapsible.getByRole('link').first().isVisible()).toBe(false);
    });

    it('opens on a tap, and following an entry closes it and brings the heading into view below the navbar', async () => {
      const page = await open(LONG_DOC, PHONE);
      const summary = summaryOf(page);
      await summary.click();
      const collapsible = page.locator('details', { has: summary });
      const entry = collapsible.getByRole('link').nth(3);
      expect(await entry.isVisible()).toBe(true);
      const target = decodeURIComponent((await entry.getAttribute('href'))!.slice(1));
      await entry.click();
      await page.waitForFunction(() => window.scrollY > 0);
      expect(await collapsible.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      const heading = (await page.locator(`[id="${target}"]`).boundingBox())!;
      const navbar = (await page.locator('.navbar').boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
      expect(heading.y).toBeLessThan(PHONE.height / 3);
    });

    it('opens without JavaScript', async () => {
      // The tab: tabOf removes this route before the next test takes it.
      const page = await tabOf(env.browser);
      await page.setViewportSize(PHONE);
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${env.site.url}${LONG_DOC}`);
      const summary = summaryOf(page);
      await summary.click();
      expect(await page.locator('details', { has: summary }).getByRole('link').first().isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    });

    it('is not offered on a desktop, which shows the table of contents beside the text', async () => {
      const page = await open(LONG_DOC, DESKTOP);
      expect(await summaryOf(page).isVisible()).toBe(false);
      expect(await page.locator('aside').getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(true);
    });

    it('is offered on the API reference pages too', async () => {
      const page = await open('/api/openid', PHONE);
      expect(await summaryOf(page).isVisible()).toBe(true);
    });
  });

  describe('on a phone', () => {
    it('scrolls no page type sideways at 320 px, nor a doc whose title is one long word', async () => {
      const wide: string[] = [];
      for (const route of [...PAGE_TYPES, '/tollbooth-js/Setup/Global-Methods/InitPurchaseFlow']) {
        const page = await open(route, { width: 320, height: 700 });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        if (scrollWidth > innerWidth) wide.push(`${route}: ${scrollWidth} px wide`);
      }
      expect(wide).toEqual([]);
    }, 60_000);

    it('shows the whole navbar title at 360 and 320 px, beside the menu toggle', async () => {
      for (const width of [360, 320]) {
        const page = await open('/', { width, height: 700 });
        const title = page.locator('.navbar__title');
        expect(await title.textContent()).toBe('Tollbooth Payments Documentation');
        expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        const box = (await title.boundingBox())!;
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
        expect(overlaps(box, (await page.getByRole('button', { name: 'Toggle navigation bar' }).boundingBox())!)).toBe(false);
      }
    });

    it('never runs a long code-block title under the Copy button', async () => {
      for (const width of [320, 390]) {
        const page = await open(TITLED_CODE_DOC, { width, height: 700 });
        const blocks = page.locator('.code-block', { has: page.locator('.code-block__title') });
        expect(await blocks.count()).toBeGreaterThan(2);
        for (const block of await blocks.all()) {
          const button = (await block.getByRole('button', { name: 'Copy' }).boundingBox())!;
          const title = block.locator('.code-block__title');
          // Where the title's words are drawn, line by line.
          const lines = await title.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return Array.from(range.getClientRects(), ({ x, y, width, height }) => ({ x, y, width, height }));
          });
          expect(
            lines.some((line) => overlaps(line, button)),
            `${await title.textContent()} at ${width} px`,
          ).toBe(false);
          expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
      }
    });

    it('lets the keyboard reach a table that scrolls, and scroll it', async () => {
      const page = await open(LONG_DOC, PHONE);
      const scrolling = page.locator('.markdown .table-scroll').filter({ has: page.locator('table') });
      const index = await scrolling.evaluateAll((boxes) => boxes.findIndex((element) => element.scrollWidth > element.clientWidth));
      expect(index).toBeGreaterThanOrEqual(0);
      const table = scrolling.nth(index);
      expect(await table.getAttribute('aria-label')).toMatch(/^Table: ./);
      // Tab from the top of the page until the focus lands on it.
      let reached = false;
      for (let presses = 0; presses < 150 && !reached; presses++) {
        await page.keyboard.press('Tab');
        reached = await table.evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((element) => element!.scrollLeft > 0, await table.elementHandle());
    });

    it('shows a shadow at the edge of a table that has more to scroll, and none at an edge it has reached', async () => {
      const page = await open(LONG_DOC, PHONE);
      // Only the backgrounds are left to compare: the same rows pass under both edges whatever the scroll position.
      await page.addStyleTag({ content: '.table-scroll, .table-scroll * { color: transparent !important; border-color: transparent !important; }' });
      const table = page
        .locator('.markdown .table-scroll')
        .nth(
          await page.locator('.markdown .table-scroll').evaluateAll((boxes) => boxes.findIndex((element) => element.scrollWidth > element.clientWidth + 100)),
        );
      await table.scrollIntoViewIfNeeded();
      const box = (await table.boundingBox())!;
      const strip = 6;
      const edges = async () => ({
        left: await brightness(page, { x: box.x + 1, y: box.y, width: strip, height: box.height }),
        right: await brightness(page, { x: box.x + box.width - strip - 1, y: box.y, width: strip, height: box.height }),
      });
      const atStart = await edges();
      await table.evaluate((element) => (element.scrollLeft = element.scrollWidth));
      const atEnd = await edges();
      expect(atStart.right).toBeLessThan(atEnd.right - 5);
      expect(atEnd.left).toBeLessThan(atStart.left - 5);
    });
  });

  describe('on a desktop', () => {
    // An API reference has columns of its own (test/browser/api-layout.test.ts).
    it('starts the text at the same x on a doc, a category page and the not-found page', async () => {
      for (const viewport of [DESKTOP, { width: 1600, height: 900 }]) {
        const xs: Record<string, number> = {};
        for (const route of [LONG_DOC, CATEGORY_PAGE, NOT_FOUND_PAGE]) {
          const page = await open(route, viewport);
          xs[route] = Math.round((await page.locator('main h1').first().boundingBox())!.x);
        }
        expect(new Set(Object.values(xs)).size, JSON.stringify(xs)).toBe(1);
      }
    });

    it('wraps category card titles instead of cutting them off', async () => {
      for (const width of [1280, 800]) {
        const page = await open(CATEGORY_PAGE, { width, height: 800 });
        const titles = page.locator('.card__title');
        expect(await titles.count()).toBeGreaterThan(10);
        const cut = await titles.evaluateAll((elements) =>
          elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent),
        );
        expect(cut, `${width} px`).toEqual([]);
        expect(await titles.filter({ hasText: 'Customer mandatory fields' }).isVisible()).toBe(true);
      }
    });
  });

  describe('while a page loads over a slow network and hydrates, as a reader meets the site', () => {
    // About 512 Kbit/s with 20 ms of latency, in slices of a twentieth of a second: a page's HTML arrives, and is
    // painted, in parts. The first page comes whole over it; the pages after it take their stylesheet and scripts from
    // the browser's cache, as a reader's next pages do, so each part of their HTML is painted as it comes. A short page
    // whose footer was pushed to the window's bottom then saw it rise with each part (the 404 page: CLS 0.195 at 390 px).
    let slow: ServedSite;
    beforeAll(async () => {
      slow = await serveFolder(env.outDir, { delayMs: () => 20, bytesPerSecond: 64 * 1024, notFoundPage: true, hashedAssetsCached: true });
    });
    afterAll(() => slow.close());

    for (const viewport of [DESKTOP, PHONE]) {
      it(`shifts nothing on any page type at ${viewport.width} px, the first page and those after it (CLS under 0.01)`, async () => {
        const context = await openBrowserContext();
        onTestFinished(() => context.close());
        const shifts: Record<string, number> = {};
        const moved: Record<string, string[]> = {};
        // The landing page first: the visit starts there, with nothing cached.
        for (const route of [...PAGE_TYPES, SHORT_CATEGORY_PAGE, UNKNOWN_ADDRESS]) {
          const loading = await layoutShiftOfLoading(context, `${slow.url}${route}`, viewport, route);
          shifts[route] = loading.shift;
          moved[route] = loading.moved;
        }
        for (const [route, shift] of Object.entries(shifts)) expect(shift, `${route}; what moved: ${JSON.stringify(moved[route], null, 1)}`).toBeLessThan(0.01);
      }, 240_000);
    }
  });
});

describe.skipIf(!HAS_CHROMIUM)('in Chromium, a doc whose table of contents has a very long entry', () => {
  const longHeading = `Configuration${'AndMoreConfiguration'.repeat(6)}`;
  const env = useSiteInBrowser(() =>
    makeSite({
      'content/index.md': '# Home\n\nWelcome.\n',
      'content/long.md': `# Long\n\n## ${longHeading}\n\nText of a section.\n\n## Short\n\nMore text.\n`,
      'content/short.md': '# Short\n\n## Setup\n\nText of a section.\n\n## Usage\n\nMore text.\n',
    }),
  );

  async function columns(route: string) {
    const page = await tabOf(env.browser);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${env.site.url}${route}`);
    await page.waitForSelector('html[data-hydrated]');
    const toc = page.locator('aside').getByRole('navigation', { name: 'On this page' });
    const result = {
      text: (await page.locator('article').boundingBox())!,
      toc: (await toc.boundingBox())!,
      tocOverflows: await toc
        .getByRole('link')
        .evaluateAll((links) => links.some((link) => link.scrollWidth > link.clientWidth || link.getBoundingClientRect().right > window.innerWidth)),
    };
    return result;
  }

  it('wraps the entry inside a table of contents as wide as any other, beside a text column as wide as any other', async () => {
    const long = await columns('/long');
    const short = await columns('/short');
    expect(long.tocOverflows).toBe(false);
    expect(long.toc.width).toBe(short.toc.width);
    expect(long.text.x).toBe(short.text.x);
    expect(long.text.width).toBe(short.text.width);
  });
});

/**
 * The navbar's logo and title in Chromium: the image of the current colour
 * mode shows, nothing in the navbar moves while the logo loads (with or without
 * its size in the config), and the title leads home.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, openBrowserContext, serveFolder, type ServedSite } from '../helpers/browser.js';
import { buildSite, configSource, makeSite, removeTemporaryFolders } from '../helpers/cli.js';

/** A wide logo (2:1), light and dark, told apart by colour. */
const logoSvg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32"><rect width="64" height="32" fill="${fill}"/></svg>\n`;
const FILES = {
  'content/index.md': '# Home\n\nWelcome.\n',
  'content/guide/install.md': '# Install\n\nNode.\n',
  'static/img/logo.svg': logoSvg('#1a73e8'),
  'static/img/logo-dark.svg': logoSvg('#fbbc04'),
};

describe.skipIf(!HAS_CHROMIUM)('the navbar logo in Chromium', () => {
  let sized: ServedSite;
  let unsized: ServedSite;

  async function serveWithLogo(logo: string): Promise<ServedSite> {
    const config = configSource(`title: 'Logo Docs', colorMode: { defaultMode: 'light' }, navbar: { title: 'Logo Docs', logo: ${logo} }`);
    const run = await buildSite(await makeSite({ ...FILES, 'site.config.ts': config }), ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    return serveFolder(run.outDir);
  }

  beforeAll(async () => {
    [sized, unsized] = await Promise.all([
      serveWithLogo(`{ src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Logo Docs home', width: 64, height: 32 }`),
      serveWithLogo(`{ src: 'img/logo.svg' }`),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([sized, unsized].map((site) => site?.close()));
    await removeTemporaryFolders();
  });

  /** Releases the images a page opened with `holdImages` asked for. */
  const imagesHeld = new WeakMap<Page, () => void>();

  /**
   * A page that records every layout shift from its start, as soon as its HTML is parsed (`hydrated`: once its
   * script has run). `holdImages`: its images arrive only once the test calls `imagesHeld.get(page)`, long after
   * the page is shown, however busy the machine.
   */
  async function open(
    site: ServedSite,
    route: string,
    { hydrated = true, holdImages = false }: { hydrated?: boolean; holdImages?: boolean } = {},
  ): Promise<Page> {
    // Each test loads the logo afresh, as a new reader does: a context of its own has an empty cache (clearing
    // the HTTP cache leaves the memory cache of a context that already showed the logo).
    const page = await (await openBrowserContext()).newPage();
    if (holdImages) {
      const released = new Promise<void>((resolve) => imagesHeld.set(page, resolve));
      await page.route('**/img/**', async (request) => {
        await released;
        await request.continue();
      });
    }
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShifts: { value: number; moved: Node[]; startTime: number }[]; parsedAndShownAt: number };
      record.layoutShifts = [];
      record.parsedAndShownAt = Number.POSITIVE_INFINITY;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
          const moved = shift.sources.flatMap((source) => (source.node === undefined ? [] : [source.node]));
          record.layoutShifts.push({ value: shift.value, moved, startTime: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // Once the whole HTML is parsed and a frame of it drawn: two frames after DOMContentLoaded.
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            record.parsedAndShownAt = performance.now();
          }),
        ),
      );
    });
    await page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
    if (hydrated) await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  /** Which logo images are shown, by file name, with their boxes. */
  const shownLogos = (page: Page) =>
    page.$$eval('.navbar__logo', (images) =>
      images
        .filter((image) => getComputedStyle(image).display !== 'none')
        .map((image) => {
          const box = image.getBoundingClientRect();
          return { file: new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src).pathname, width: box.width, height: box.height };
        }),
    );
  const titleLeft = (page: Page) => page.$eval('.navbar__title', (title) => title.getBoundingClientRect().left);
  const imagesLoaded = (page: Page) =>
    page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.navbar__logo')].every((image) => image.complete && image.naturalWidth > 0));
  /**
   * The layout shifts that moved something in the navbar once the page's HTML was parsed and shown, each with
   * the elements it moved (by tag and class, for the failure message). The logo arrives long after that. A
   * busy browser may draw a frame of a half-parsed navbar, whose first items then move as the rest is parsed:
   * not the logo's doing. What the rest of the page does is other tests' business.
   */
  const navbarShifts = (page: Page) =>
    page.evaluate(() => {
      const { layoutShifts, parsedAndShownAt } = window as unknown as {
        layoutShifts: { value: number; moved: Node[]; startTime: number }[];
        parsedAndShownAt: number;
      };
      return layoutShifts
        .filter(({ startTime }) => startTime >= parsedAndShownAt)
        .filter(({ moved }) => moved.some((node) => (node instanceof Element ? node : node.parentElement)?.closest('.navbar') != null))
        .map(({ value, moved }) => ({
          value,
          moved: moved.map((node) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : node.nodeName)),
        }));
    });

  it('shows the light logo in light mode and the dark one in dark mode', async () => {
    const light = await open(sized, '/');
    await imagesLoaded(light);
    expect(await shownLogos(light)).toEqual([{ file: '/img/logo.svg', width: 64, height: 32 }]);
    await light.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await shownLogos(light)).toEqual([{ file: '/img/logo-dark.svg', width: 64, height: 32 }]);
    await light.context().close();
  });

  it('keeps the navbar still while the logo loads, when the config gives its size', async () => {
    const page = await open(sized, '/guide/install', { hydrated: false, holdImages: true });
    const before = await titleLeft(page);
    expect(await page.$$eval('.navbar__logo', (images) => images.filter((image) => (image as HTMLImageElement).complete).length)).toBe(0);
    imagesHeld.get(page)!();
    await imagesLoaded(page);
    expect(await titleLeft(page)).toBe(before);
    expect(await navbarShifts(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the navbar still while a logo without a size loads: its box is square from the start', async () => {
    const page = await open(unsized, '/guide/install', { hydrated: false, holdImages: true });
    const before = await titleLeft(page);
    expect(await page.$eval('.navbar__logo', (image) => (image as HTMLImageElement).complete)).toBe(false);
    imagesHeld.get(page)!();
    await imagesLoaded(page);
    expect(await titleLeft(page)).toBe(before);
    expect(await shownLogos(page)).toEqual([{ file: '/img/logo.svg', width: 32, height: 32 }]);
    expect(await navbarShifts(page)).toEqual([]);
    await page.context().close();
  });

  it('leads home from the title', async () => {
    const page = await open(sized, '/guide/install');
    await page.getByRole('link', { name: 'Logo Docs home Logo Docs' }).click();
    await page.waitForURL(`${sized.url}/`);
    // The address changes first; the title once the new page is on screen.
    await page.waitForFunction(() => document.title === 'Home | Logo Docs');
    await page.context().close();
  });
});

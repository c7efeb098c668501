/**
 * Printing a doc in Chromium: the text alone, in the light colours whatever
 * the reader's theme, with the address of each link that leaves the site
 * after its text, and code that wraps instead of running off the paper.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { makeSite, PACKAGE_ROOT } from '../helpers/cli.js';

const PARAGRAPH = 'A paragraph of the guide, long enough to fill a few lines of the page whether it is read on a screen or on paper. '.repeat(4);
const LONG_LINE = `curl https://api.example.com/v1/subscriptions?${'customer=cus_1234567890&'.repeat(12)}expand=plan`;

describe.skipIf(!HAS_CHROMIUM)('in Chromium, a doc printed', () => {
  const env = useSiteInBrowser(() =>
    makeSite(
      {
        'content/guide.md': [
          '# Guide',
          '',
          `Read the [payments overview](https://www.example.org/payments) first, then the [setup](/setup).`,
          '',
          '## Install',
          '',
          PARAGRAPH,
          '',
          '```bash',
          LONG_LINE,
          '```',
          '',
          ...['Configure', 'Deploy', 'Monitor', 'Upgrade'].flatMap((title) => [`## ${title}`, '', PARAGRAPH, '', PARAGRAPH, '']),
        ].join('\n'),
        'content/setup.md': '# Setup\n\nHow to set up.\n',
      },
      `title: 'Print Docs', colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }, ` +
        `announcementBar: { id: 'print', content: 'A new release is out.', isCloseable: true }, ` +
        `footer: { links: [{ title: 'Elsewhere', items: [{ label: 'Blog', href: 'https://blog.example.org' }] }] }`,
    ),
  );

  async function openGuide(): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${env.site.url}/guide`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  /** The relative luminance (0 black – 1 white) of a computed CSS colour. */
  const luminanceOf = (page: Page, selector: string, property: 'color' | 'background-color') =>
    page
      .locator(selector)
      .first()
      .evaluate((element, name) => {
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.fillStyle = getComputedStyle(element).getPropertyValue(name);
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b] = Array.from(canvas.getImageData(0, 0, 1, 1).data.slice(0, 3), (value) => {
          const channel = value / 255;
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      }, property);

  it('shows the text alone: no announcement, navbar, sidebar, table of contents, paginator or footer', async () => {
    const page = await openGuide();
    const around = ['.announcement-bar', '.navbar', '.doc-sidebar', '.table-of-contents', '.paginator', '.footer'];
    for (const selector of around) expect(await page.locator(selector).first().isVisible(), selector).toBe(true);
    await page.emulateMedia({ media: 'print' });
    for (const selector of around) expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    expect(await page.locator('article h1').isVisible()).toBe(true);
    // The text takes the paper's width, not the column it has on a screen.
    const text = (await page.locator('article').boundingBox())!;
    expect(text.width).toBeGreaterThan(1100);
  });

  it("prints the address of a link that leaves the site after its text, and not a link's within the site", async () => {
    const page = await openGuide();
    await page.emulateMedia({ media: 'print' });
    const after = (href: string) => page.locator(`article a[href="${href}"]`).evaluate((link) => getComputedStyle(link, '::after').content);
    expect(await after('https://www.example.org/payments')).toBe('" <https://www.example.org/payments>"');
    expect(await after('/setup')).toBe('none');
  });

  it('wraps a long line of code instead of cutting it at the edge', async () => {
    const page = await openGuide();
    await page.setViewportSize({ width: 700, height: 800 });
    await page.emulateMedia({ media: 'print' });
    const pre = page.locator('article pre').first();
    expect(await pre.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // One line of code, at least three lines high once wrapped.
    expect((await pre.boundingBox())!.height).toBeGreaterThan(3 * 0.875 * 16 * 1.6);
  });

  it("prints light, though the reader's theme is dark", async () => {
    const page = await openGuide();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await luminanceOf(page, 'body', 'background-color')).toBeLessThan(0.1);
    await page.emulateMedia({ media: 'print' });
    expect(await luminanceOf(page, 'html', 'background-color')).toBeGreaterThan(0.9);
    expect(await luminanceOf(page, 'article p', 'color')).toBeLessThan(0.1);
    expect(await page.locator('article pre').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  });
});

describe.skipIf(!HAS_CHROMIUM)('in Chromium, a doc of the documentation website printed', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  it('takes fewer sheets of paper than the page as a screen shows it', async () => {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}/Data-Sharing/Cross-region-replication`);
    await page.waitForSelector('html[data-hydrated]');
    const sheets = async () => ((await page.pdf({ format: 'A4' })).toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
    await page.emulateMedia({ media: 'screen' });
    const asShown = await sheets();
    await page.emulateMedia({ media: 'print' });
    expect(await sheets()).toBeLessThan(asShown);
  });
});

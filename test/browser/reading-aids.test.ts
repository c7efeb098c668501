/**
 * Reading aids in Chromium: code blocks get a Copy button once hydrated, the
 * table of contents marks the section in view as the reader scrolls (and
 * follows the next page after client navigation), and headings carry anchor
 * links to themselves.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, HAS_CHROMIUM, holdWebFont, openBrowserContext, serveFolder, type ServedSite, tabOf } from '../helpers/browser.js';
import { fixture, removeTemporaryFolders } from '../helpers/cli.js';
import { animationFrames } from '../helpers/page-events.js';
import { sharedBuildOf } from '../helpers/shared-builds.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  let site: ServedSite;
  let browser: BrowserContext;

  beforeAll(async () => {
    const run = (await sharedBuildOf(fixture('reading')))!;
    expect(run.code, run.stderr).toBe(0);
    site = await serveFolder(run.outDir);
    browser = await openBrowserContext();
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  }, 300_000); // The shared build may still be running (shared-builds.ts).

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await removeTemporaryFolders();
  });

  async function open(path: string): Promise<Page> {
    const page = await tabOf(browser);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${site.url}${path}`);
    // Carets appear only once React has hydrated the page.
    await page.waitForSelector('.doc-sidebar .menu__caret');
    return page;
  }

  const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
  const codeBlock = (page: Page, title: string) => page.locator('.code-block', { has: page.locator('.code-block__title', { hasText: title }) });
  /** The block's only button, whatever it says at the moment. */
  const copyButton = (block: Locator) => block.getByRole('button');

  it('hydrates pages with code blocks and a table of contents without a console error or warning', async () => {
    for (const path of ['/reading/long-read', '/reading/components', '/reading/style']) {
      const page = await tabOf(browser);
      const messages: string[] = [];
      page.on('console', (message) => {
        if (!message.location().url.endsWith('/favicon.ico')) messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`error: ${error.message}`));
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector('.doc-sidebar .menu__caret');
      expect(messages, path).toEqual([]);
    }
  });

  describe('the copy button of code blocks', () => {
    it('appears on every code block once hydrated, and never in the HTML the server sends', async () => {
      const html = await (await fetch(`${site.url}/reading/long-read`)).text();
      expect(html).toContain('class="code-block"');
      expect(html).not.toContain('code-block__copy');

      const page = await open('/reading/long-read');
      const blocks = page.locator('.code-block');
      expect(await blocks.count()).toBe(2);
      for (const block of await blocks.all()) {
        expect(await copyButton(block).allTextContents()).toEqual(['Copy']);
        expect(await copyButton(block).isVisible()).toBe(true);
      }
    });

    it('copies the code of a fenced block without its line numbers, then says "Copied" for a moment', async () => {
      const page = await open('/reading/long-read');
      const block = codeBlock(page, 'install.sh');
      expect(await block.locator('.code-line').count()).toBe(2);
      await copyButton(block).click();
      expect(await readClipboard(page)).toBe('npm install --global reading-tool\nreading-tool --version');
      expect(await copyButton(block).textContent()).toBe('Copied');
      await page.waitForFunction(() => document.querySelector('.code-block__copy')?.textContent === 'Copy', undefined, { timeout: 5_000 });
    });

    it('gives a CodeBlock component one button, which copies its code', async () => {
      const page = await open('/reading/components');
      const block = codeBlock(page, 'greet.js');
      expect(await copyButton(block).count()).toBe(1);
      await copyButton(block).click();
      expect(await readClipboard(page)).toBe("const name = 'reader';\nconsole.log('Hello, ' + name);");
    });

    it('copies through a selected text area where the Clipboard API is missing (a page served over plain http)', async () => {
      const page = await browser.newPage();
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
      await page.goto(`${site.url}/reading/long-read`);
      await page.waitForSelector('.doc-sidebar .menu__caret');
      const block = page.locator('.code-block').last();
      await copyButton(block).click();
      expect(await copyButton(block).textContent()).toBe('Copied');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copied');
      // The tab, a page with the Clipboard API, reads what the other copied.
      const reader = await tabOf(browser);
      await reader.goto(`${site.url}/`);
      expect(JSON.parse(await readClipboard(reader))).toEqual({ theme: 'light', pages: 12 });
      await page.close();
    });

    it('adds the buttons to the code blocks of a page reached by client navigation', async () => {
      const page = await open('/reading/glossary');
      expect(await page.locator('.code-block').count()).toBe(0);
      await page.locator('.doc-sidebar a[href="/reading/long-read"]').first().click();
      await page.waitForFunction(() => document.title.startsWith('The long read'));
      const block = codeBlock(page, 'install.sh');
      await copyButton(block).waitFor();
      expect(await copyButton(block).count()).toBe(1);
      // The clipboard is the browser's, not the page's: what an earlier test copied must not pass for this copy.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await copyButton(block).click();
      expect(await readClipboard(page)).toContain('reading-tool --version');
    });
  });

  describe('the table of contents', () => {
    const activeLinks = (page: Page) => page.locator('.table-of-contents a[aria-current="true"]').allTextContents();

    /** Scrolls so that the heading `id` sits just below the top of the window, then waits for the table of contents to follow. */
    async function scrollToHeading(page: Page, id: string, expected: string): Promise<void> {
      await page.evaluate((headingId) => window.scrollTo(0, document.getElementById(headingId)!.offsetTop - 80), id);
      await page.waitForFunction((text) => document.querySelector('.table-of-contents a[aria-current="true"]')?.textContent === text, expected);
    }

    it('marks no section while the reader is above the first heading', async () => {
      const page = await open('/reading/long-read');
      expect(await activeLinks(page)).toEqual([]);
    });

    it('marks the section in view, and only that one, as the reader scrolls down', async () => {
      const page = await open('/reading/long-read');
      await scrollToHeading(page, 'before-you-start', 'Before you start');
      await scrollToHeading(page, 'accounts', 'Accounts');
      await scrollToHeading(page, 'configure', 'Configure');
      expect(await activeLinks(page)).toEqual(['Configure']);
      expect(await page.locator('.table-of-contents__link--active').allTextContents()).toEqual(['Configure']);
    });

    it('marks the last section once the page is scrolled to its end, though its heading never reaches the top', async () => {
      const page = await open('/reading/long-read');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => document.querySelector('.table-of-contents a[aria-current="true"]')?.textContent === 'Troubleshooting');
    });

    it('keeps the entry the reader followed marked, though its heading stops short of the reading line at the end of the page, until the reader scrolls', async () => {
      const page = await open('/reading/long-read');
      // A window taller than the text from Deploy to the end, with room for the navbar: the page ends before Deploy reaches the top.
      const tail = await page.evaluate(() => document.documentElement.scrollHeight - document.getElementById('deploy')!.offsetTop);
      await page.setViewportSize({ width: 1280, height: tail + 150 });
      const deploy = page.locator('.table-of-contents a', { hasText: 'Deploy' });
      await deploy.click();
      await page.waitForURL(/#deploy$/);
      // The page cannot scroll far enough for Deploy to reach the reading line: by position, Troubleshooting is the section in view.
      expect(await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1)).toBe(true);
      await animationFrames(page);
      expect(await activeLinks(page)).toEqual(['Deploy']);

      // By keyboard too, from another section.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.table-of-contents a', { hasText: 'Troubleshooting' }).focus();
      await deploy.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#deploy$/);
      await animationFrames(page);
      expect(await activeLinks(page)).toEqual(['Deploy']);

      // The reader scrolls back up with the wheel: the section in view is marked again.
      await page.mouse.move(600, 300);
      const configureTop = await page.evaluate(() => document.getElementById('configure')!.offsetTop - 80 - window.scrollY);
      await page.mouse.wheel(0, configureTop);
      await page.waitForFunction(() => document.querySelector('.table-of-contents a[aria-current="true"]')?.textContent === 'Configure');
    });

    it('follows the sections of the next page after client navigation', async () => {
      const page = await open('/reading/style');
      await scrollToHeading(page, 'formatting', 'Formatting');
      await page.locator('.doc-sidebar a[href="/reading/long-read"]').first().click();
      await page.waitForFunction(() => document.title.startsWith('The long read'));
      await page.waitForFunction(() => document.querySelector('.table-of-contents a[aria-current="true"]') === null);
      await scrollToHeading(page, 'deploy', 'Deploy');
      expect(await activeLinks(page)).toEqual(['Deploy']);
    });
  });

  describe('the back-to-top button', () => {
    const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });

    it('appears once the reader has scrolled a screen down, and is the next stop of Tab after the main content', async () => {
      const page = await open('/reading/long-read');
      expect(await backToTop(page).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2));
      await animationFrames(page);
      expect(await backToTop(page).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
      await backToTop(page).waitFor({ state: 'visible' });
      await page.locator('main a[href]').last().focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Back to top');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
      await backToTop(page).waitFor({ state: 'visible' });
      expect(await axeViolations(page)).toEqual([]);
    });

    it('scrolls to the top from the keyboard, gives focus to the heading, and goes away', async () => {
      const page = await open('/reading/long-read');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await backToTop(page).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('The long read');
      await backToTop(page).waitFor({ state: 'detached' });
    });

    it('glides to the top, or jumps there at once for a reader who asks for reduced motion', async () => {
      const page = await open('/reading/long-read');
      /** Where the page is right after the click, in the same task: smooth scrolling has not moved yet. */
      const scrollRightAfterClick = () =>
        page.evaluate(() => {
          document.querySelector<HTMLButtonElement>('.back-to-top')!.click();
          return window.scrollY;
        });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await backToTop(page).waitFor();
      expect(await scrollRightAfterClick()).toBeGreaterThan(0);
      await page.waitForFunction(() => window.scrollY === 0);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await backToTop(page).waitFor();
      expect(await scrollRightAfterClick()).toBe(0);
    });
  });

  describe('a web font arriving late', () => {
    it('keeps the heading the reader scrolled to in place while every line above it reflows', async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1280, height: 600 });
      const font = await holdWebFont(page);
      await page.goto(`${site.url}/reading/long-read`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('.doc-sidebar .menu__caret');
      const heading = page.locator('#configure');
      await heading.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
      await animationFrames(page, 2);
      const topOf = () => heading.evaluate((element) => element.getBoundingClientRect().top);
      const heightAbove = () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const before = { top: await topOf(), above: await heightAbove() };
      await font.release();
      await animationFrames(page, 3);
      // The font did reflow the page: the text above the heading changed height.
      expect(await heightAbove()).not.toBe(before.above);
      expect(Math.abs((await topOf()) - before.top)).toBeLessThanOrEqual(1);
      await page.close();
    });
  });

  describe('heading anchors', () => {
    it('ends every section heading with a link to its own id', async () => {
      const page = await open('/reading/long-read');
      const headings = await page
        .locator('article h2')
        .evaluateAll((elements) =>
          elements.map((heading) => ({ id: heading.id, links: Array.from(heading.querySelectorAll('a.hash-link'), (link) => link.getAttribute('href')) })),
        );
      expect(headings.map((heading) => heading.id)).toEqual(['before-you-start', 'install', 'configure', 'deploy', 'troubleshooting']);
      for (const { id, links } of headings) expect(links).toEqual([`#${id}`]);
    });

    it('puts the hash in the address and brings the heading to the top when clicked, without reloading', async () => {
      const page = await open('/reading/long-read');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByRole('link', { name: 'Direct link to Install' }).click();
      await page.waitForURL(/\/reading\/long-read#install$/);
      const top = await page.evaluate(() => document.getElementById('install')!.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(100);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await page.waitForFunction(() => document.querySelector('.table-of-contents a[aria-current="true"]')?.textContent === 'Install');
    });
  });
});

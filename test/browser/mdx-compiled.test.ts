/**
 * Compiled MDX pages in Chromium: a site component imported by a page (and
 * by a partial) hydrates from the page's own module and responds to a click,
 * also on a page reached by client navigation; pages rendered as data load
 * no compiled module; the site's theme override hydrates on every page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickAddedLink, HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('mdx-compiled'));

  async function open(path: string): Promise<{ page: Page; consoleLines: () => string[] }> {
    const page = await tabOf(env.browser);
    const messages = recordConsole(page);
    await page.goto(`${env.site.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    return { page, consoleLines: () => messages.map((message) => `${message.type()}: ${message.text()}`) };
  }

  it("hydrates a page's site component without a console message, and a click changes what it shows", async () => {
    const { page, consoleLines } = await open('/components');
    const counter = page.locator('article button.counter');
    await expect(counter.textContent()).resolves.toBe('Clicked 2 times');
    await counter.click();
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Clicked 4 times');
    // The stylesheet a component imports applies.
    await expect(page.locator('.badge').evaluate((badge) => getComputedStyle(badge).borderTopStyle)).resolves.toBe('solid');
    expect(consoleLines()).toEqual([]);
  });

  it('hydrates a component a partial renders, with the props the page gave the partial', async () => {
    const { page, consoleLines } = await open('/partials');
    const counter = page.locator('article button.counter');
    await expect(counter.textContent()).resolves.toBe('Clicked 5 times');
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Clicked 6 times');
    expect(consoleLines()).toEqual([]);
  });

  it("loads a compiled page's module on a client navigation to it, and only then", async () => {
    const { page, consoleLines } = await open('/');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    // The site's theme overrides load on every page; no page's own module does.
    const pageModule = /^\/assets\/js\/mdx\/(?!theme-overrides\.)[^/]+\.js$/;
    expect((await scripts()).filter((path) => pageModule.test(path))).toEqual([]);
    await clickAddedLink(page, '/components');
    await page.waitForURL(`${env.site.url}/components`);
    const counter = page.locator('article button.counter');
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Clicked 3 times');
    expect((await scripts()).some((path) => /^\/assets\/js\/mdx\/components\.\w+\.js$/.test(path))).toBe(true);
    await expect(page.locator('.badge').evaluate((badge) => getComputedStyle(badge).borderTopStyle)).resolves.toBe('solid');
    expect(consoleLines()).toEqual([]);
  });

  it("hydrates the site's replacement of a theme component on a page rendered as data, and after a client navigation", async () => {
    const { page, consoleLines } = await open('/install');
    await expect(page.locator('article .site-admonition[data-type="note"] .admonition').count()).resolves.toBe(1);
    await clickAddedLink(page, '/partials');
    await page.waitForURL(`${env.site.url}/partials`);
    // The address changes first; the page's content once it is on screen.
    await page.locator('article .site-admonition[data-type="info"] .admonition').first().waitFor();
    await expect(page.locator('article .site-admonition[data-type="info"] .admonition').count()).resolves.toBe(1);
    await page.locator('article button.counter').click();
    await expect(page.locator('article button.counter').textContent()).resolves.toBe('Clicked 6 times');
    expect(consoleLines()).toEqual([]);
  });
});

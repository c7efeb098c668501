/**
 * An API page holds its first operations whole and the others as their
 * method, path and summary: each of those loads from the page's fragments
 * file as the reader nears it, or at once when a link leads to it, and then
 * works as the others do (its samples in the language chosen, Copy, Try it).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, holdWebFont, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { PACKAGE_ROOT } from '../helpers/cli.js';
import { animationFrames, fetchedPaths, intersectionRound, pageLive, recordFetches, recordRequests, type RequestLog } from '../helpers/page-events.js';

const DESKTOP = { width: 1280, height: 800 };

describe.skipIf(!HAS_CHROMIUM)('in Chromium, the operations an API page loads later', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);
  const fragmentRequests = () => env.site.requests.filter((path) => path.startsWith('/assets/fragments/api/transaction.'));

  async function open(route: string, beforeLoad?: (page: Page) => Promise<void>): Promise<Page> {
    // `beforeLoad` may add init scripts, which stay with a page: it gets a page of its own, which the test closes.
    const page = beforeLoad === undefined ? await tabOf(env.browser) : await env.browser.newPage();
    await page.setViewportSize(DESKTOP);
    await beforeLoad?.(page);
    // Not until the load event: a font held back by `beforeLoad` holds it back too.
    await page.goto(`${env.site.url}${route}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  /** The page opened at an operation a link leads to, not whole in the page, once it has loaded there. */
  async function openAtLazyOperation(beforeLoad?: (page: Page) => Promise<void>) {
    const probe = await open('/api/transaction');
    const target = (await lazyOperations(probe)).at(-3)!;
    const page = await open(`/api/transaction#${target}`, beforeLoad);
    const section = page.locator(`#${target}`);
    await page.waitForFunction((id) => !document.getElementById(id)!.classList.contains('api-operation--lazy'), target);
    await section.locator('.api-operation__panel').waitFor();
    return { page, target, section };
  }

  /** The ids of the operations that are not whole in the page, in page order. */
  const lazyOperations = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('.api-operation--lazy'), (section) => section.id));

  it('shows the method, path and summary of an operation not in the page, and fetches nothing for it until the reader nears it', async () => {
    const before = fragmentRequests().length;
    let requests: RequestLog | undefined;
    const page = await open('/api/transaction', async (loading) => {
      requests = recordRequests(loading);
      await recordFetches(loading);
    });
    const lazy = await lazyOperations(page);
    expect(lazy.length).toBeGreaterThan(10);
    const lastId = lazy.at(-1)!;
    const last = page.locator(`#${lastId}`);
    expect(await last.locator('h3').textContent()).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
    expect(await last.locator('button[data-replaces]').textContent()).toMatch(/^Show (GET|POST|PUT|PATCH|DELETE) \//);
    // Whatever loads by itself has started once the page is live and every intersection observer has seen what is in view.
    await pageLive(page, requests!);
    await intersectionRound(page);
    expect((await fetchedPaths(page)).filter((url) => url.startsWith('/assets/fragments/'))).toEqual([]);
    expect(fragmentRequests().length).toBe(before);

    // Scrolled near it: it loads whole, with its samples as tabs, Copy and Try it.
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction((id) => !document.getElementById(id)!.classList.contains('api-operation--lazy'), lastId);
    // The operations near it load with it: a large page's fragments come in parts, each fetched once.
    const parts = (await page.locator('[data-fragments]').first().getAttribute('data-fragments'))!.split(' ').length;
    expect(fragmentRequests().length - before).toBeGreaterThanOrEqual(1);
    expect(fragmentRequests().length - before).toBeLessThanOrEqual(parts);
    await last.getByRole('tab', { name: 'curl' }).waitFor();
    expect(await last.locator('.api-samples pre').textContent()).toMatch(/^curl --request /);
    await last.locator('.code-block__copy').first().waitFor({ state: 'attached' });
    expect(await last.getByRole('button', { name: 'Try it' }).count()).toBe(1);
    await page.close();
  });

  it('loads an operation a link leads to, shows it under the navbar, and marks it in the sidebar', async () => {
    const { page, target, section } = await openAtLazyOperation();
    // The sidebar marks the section the page reads as in view after the scroll, in a frame; the frames after it render what
    // that scroll set off (sections near it loading in place).
    const mark = page.locator(`.api-layout__sidebar a[href="#${target}"]`);
    await page.locator(`.api-layout__sidebar a[href="#${target}"][aria-current="location"]`).waitFor();
    await animationFrames(page);
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await mark.getAttribute('aria-current')).toBe('location');
  });

  it('moves an operation a link led to by as much as the reader scrolls, and no more, while the operations around it load', async () => {
    const { page, section } = await openAtLazyOperation();
    await animationFrames(page);
    const topOf = () => section.evaluate((element) => element.getBoundingClientRect().top);
    const before = await topOf();
    const lazyBefore = (await lazyOperations(page)).length;
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 100);
    // The scroll loads the operations near the window, above the target too: each put in place keeps the target where it was.
    await page.waitForFunction((count) => document.querySelectorAll('.api-operation--lazy').length < count, lazyBefore);
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    await intersectionRound(page);
    await animationFrames(page, 3);
    // Within two pixels: positions are fractions, and each operation put in place corrects the scroll by whole pixels.
    expect(Math.abs(before - (await topOf()) - 100)).toBeLessThanOrEqual(2);
  });

  it('keeps what the reader looks at in place when they switch the colour mode', async () => {
    const { page, section } = await openAtLazyOperation();
    await animationFrames(page);
    const topOf = () => section.evaluate((element) => element.getBoundingClientRect().top);
    const before = await topOf();
    // By keyboard: focus on a control of the sticky navbar scrolled the page away.
    await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    await animationFrames(page, 3);
    expect(Math.abs((await topOf()) - before)).toBeLessThanOrEqual(1);
    await page.evaluate(() => localStorage.clear());
  });

  it('keeps what the reader looks at in place when a web font of the site arrives late and every line above reflows', async () => {
    let font: { release(): Promise<void> } | undefined;
    const { page, section } = await openAtLazyOperation(async (opened) => {
      font = await holdWebFont(opened);
    });
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    await animationFrames(page, 3);
    const topOf = () => section.evaluate((element) => element.getBoundingClientRect().top);
    const heightAbove = () => section.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = { top: await topOf(), above: await heightAbove() };
    await font!.release();
    await animationFrames(page, 3);
    // The font did reflow the page: what is above the operation changed height.
    expect(await heightAbove()).not.toBe(before.above);
    expect(Math.abs((await topOf()) - before.top)).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('shows a loaded operation’s samples in the language chosen before it loaded', async () => {
    const page = await open('/api/transaction');
    const first = page.locator('.api-samples').first();
    // Python is in the More select: the column is too narrow for every tab.
    await first.getByRole('combobox', { name: /^More languages/ }).selectOption({ label: 'Python' });
    await first.locator('pre', { hasText: 'import requests' }).waitFor();
    const lazy = (await lazyOperations(page)).at(-1)!;
    const section = page.locator(`#${lazy}`);
    await section.scrollIntoViewIfNeeded();
    await section.locator('.api-samples .tabs__panel[data-value="python"]').waitFor();
    expect(await section.getByRole('combobox', { name: /^More languages/ }).inputValue()).toBe('python');
    await section.locator('.api-samples pre', { hasText: 'import requests' }).waitFor();
    await page.evaluate(() => localStorage.clear());
  });
});

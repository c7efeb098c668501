/**
 * Image zoom in Chromium: an image of a doc's text opens enlarged in a modal
 * dialog, by click or from the keyboard; a click, Escape or Close closes it
 * and focus goes back to the image. Its script is a chunk that only pages
 * with an image in their text load.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { makeSite } from '../helpers/cli.js';

const DIAGRAM =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><rect width="200" height="100" fill="#1f5fd1"/></svg>\n';

describe.skipIf(!HAS_CHROMIUM)('in Chromium, image zoom', () => {
  const env = useSiteInBrowser(() =>
    makeSite({
      'content/plain.md': '# Plain\n\nText without a picture.\n',
      'content/pictures.md': ['# Pictures', '', '![The request flow](./flow.svg)', '', 'A linked picture: [![The home page](./flow.svg)](/plain)', ''].join(
        '\n',
      ),
      'content/flow.svg': DIAGRAM,
    }),
  );

  const zoomChunkRequests = () => env.site.requests.filter((path) => /\/image-zoom\.\w+\.js$/.test(path)).length;

  async function open(route: string): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${env.site.url}${route}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  const picture = (page: Page) => page.getByRole('button', { name: 'Enlarge image: The request flow' });
  const zoom = (page: Page) => page.getByRole('dialog', { name: 'Enlarged image' });
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

  it('is not loaded by a page without an image in its text', async () => {
    const before = zoomChunkRequests();
    const page = await open('/plain');
    await page.waitForLoadState('networkidle');
    expect(zoomChunkRequests()).toBe(before);
    expect(await page.locator('dialog').count()).toBe(0);
  });

  it('opens the image enlarged on a click, and closes on Escape with focus back on the image', async () => {
    const before = zoomChunkRequests();
    const page = await open('/pictures');
    await picture(page).waitFor();
    expect(zoomChunkRequests()).toBe(before + 1);
    const small = (await picture(page).boundingBox())!;
    await picture(page).click();
    await zoom(page).waitFor({ state: 'visible' });
    const large = (await zoom(page).locator('img').boundingBox())!;
    expect(large.width).toBeGreaterThan(small.width * 2);
    expect(await zoom(page).locator('img').getAttribute('alt')).toBe('The request flow');
    await page.keyboard.press('Escape');
    await zoom(page).waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('Enlarge image: The request flow');
  });

  it('opens from the keyboard with focus on Close, and a click anywhere closes it', async () => {
    const page = await open('/pictures');
    await picture(page).focus();
    await page.keyboard.press('Enter');
    await zoom(page).waitFor({ state: 'visible' });
    expect(await focused(page)).toBe('Close');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await zoom(page).waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('Enlarge image: The request flow');

    await page.keyboard.press('Space');
    await zoom(page).waitFor({ state: 'visible' });
    await page.mouse.click(20, 400);
    await zoom(page).waitFor({ state: 'hidden' });
  });

  it('leaves an image inside a link to the link', async () => {
    const page = await open('/pictures');
    await picture(page).waitFor();
    const linked = page.locator('a[href="/plain"] img');
    expect(await linked.getAttribute('role')).toBeNull();
    await linked.click();
    await page.waitForURL('**/plain');
    expect(await zoom(page).isVisible()).toBe(false);
  });

  it('works on a page reached by client navigation, and passes axe at phone width', async () => {
    const page = await open('/plain');
    await page.locator('.doc-sidebar a[href="/pictures"]').click();
    await page.waitForURL('**/pictures');
    await picture(page).click();
    await zoom(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await picture(page).click();
    await zoom(page).waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
  });
});

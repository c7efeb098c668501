/**
 * The blog in Chromium: a list's summaries hydrate (their tabs switch), a
 * post whose MDX runs code responds to a click, a client navigation from a
 * list to a post shows the post; axe finds nothing on a post, a list, the
 * tags and the archive, at desktop and phone widths.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsAtEachWidth, HAS_CHROMIUM, openHydrated, preloadAxe, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('the blog in Chromium', () => {
  const env = useSiteInBrowser(fixture('blog'));
  beforeAll(() => preloadAxe(env.browser));

  it("hydrates a list's summaries: a post's tabs switch there", async () => {
    const { page, consoleLines } = await openHydrated(env, '/blog/page/2');
    await page.getByRole('tab', { name: 'Two' }).click();
    await expect(page.getByRole('tabpanel').first().textContent()).resolves.toContain('Link your sources.');
    await expect(page.getByText('Keep it short.').isVisible()).resolves.toBe(false);
    expect(consoleLines()).toEqual([]);
  });

  it('goes from a list to a post by a client navigation, and a post whose MDX runs code responds to a click', async () => {
    const { page, consoleLines } = await openHydrated(env, '/blog');
    await page.getByRole('link', { name: 'A post that counts' }).first().click();
    await page.waitForURL(`${env.site.url}/blog/2024/03/20/counter`);
    const counter = page.locator('article button.post-counter');
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Count: 1');
    await expect(page.title()).resolves.toBe('A post that counts | Acme');
    expect(consoleLines()).toEqual([]);
  });

  it('lists the recent posts in the navbar menu on a phone, where the sidebar is not shown', async () => {
    const { page } = await openHydrated(env, '/blog/2024/01/10/hello', { width: 390, height: 844 });
    await expect(page.locator('.blog-sidebar').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const recent = page.getByRole('navigation', { name: 'Recent posts' });
    await expect(recent.getByRole('link').allTextContents()).resolves.toEqual(['A post that counts', 'Version one', 'Three tips', 'Hello, world']);
    await recent.getByRole('link', { name: 'Version one' }).click();
    await page.waitForURL(`${env.site.url}/blog/releases/one`);
  });

  for (const [name, route] of [
    ['a post', '/blog/2024/01/10/hello'],
    ['a list', '/blog'],
    ["a tag's list", '/blog/tags/news'],
    ['the tags', '/blog/tags'],
    ['the authors', '/blog/authors'],
    ["an author's list", '/blog/authors/ada'],
    ['the archive', '/blog/archive'],
  ] as const) {
    it(`finds no axe violation on ${name} at desktop and phone widths`, async () => {
      expect(await axeViolationsAtEachWidth(env, route)).toEqual([]);
    }, 60_000);
  }
});

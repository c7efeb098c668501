/**
 * The site's own pages in Chromium: a React landing page hydrates (a click
 * on its component changes what it shows, what needs the browser appears),
 * also when reached by a client navigation, which titles the document as
 * the page's Layout does; axe finds nothing on a React, a Markdown and a
 * Docusaurus-written page, at desktop and phone widths.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clickAddedLink, axeViolationsAtEachWidth, HAS_CHROMIUM, openHydrated, preloadAxe, useSiteInBrowser } from '../helpers/browser.js';
import { fixture, makeSite } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('pages of the site in Chromium', () => {
  const env = useSiteInBrowser(fixture('pages'));
  beforeAll(() => preloadAxe(env.browser));

  it('hydrates a React landing page: its component responds to a click, and what needs the browser shows', async () => {
    const { page, consoleLines } = await openHydrated(env, '/');
    await expect(page.locator('p.where').textContent()).resolves.toBe('In the browser');
    const counter = page.locator('main button.tally');
    await counter.click();
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('3 votes');
    // The CSS module's rule applies to the element the server rendered.
    await expect(page.locator('main header').evaluate((header) => getComputedStyle(header).borderBottomWidth)).resolves.toBe('4px');
    expect(consoleLines()).toEqual([]);
  });

  it('opens the landing page by a client navigation, titled as its Layout names it, and hydrated', async () => {
    const { page, consoleLines } = await openHydrated(env, '/docs/intro');
    await clickAddedLink(page, '/');
    await page.waitForURL(`${env.site.url}/`);
    await page.locator('main button.tally').waitFor();
    await expect(page.title()).resolves.toBe('Welcome | Pages');
    await page.locator('main button.tally').click();
    await expect(page.locator('main button.tally').textContent()).resolves.toBe('2 votes');
    await expect(page.locator('p.where').textContent()).resolves.toBe('In the browser');
    expect(consoleLines()).toEqual([]);
  });

  it("sends the reader on from a page that renders Docusaurus's <Redirect>", async () => {
    const { page, consoleLines } = await openHydrated(env, '/moved');
    await page.waitForURL(`${env.site.url}/help`);
    await expect(page.title()).resolves.toBe('Help | Pages');
    expect(consoleLines()).toEqual([]);
  });

  for (const [name, route] of [
    ['a React page', '/'],
    ['a Markdown page', '/help'],
    ['an MDX page', '/team'],
    ['a page written for Docusaurus', '/legacy'],
  ] as const) {
    it(`finds no axe violation on ${name} at desktop and phone widths`, async () => {
      expect(await axeViolationsAtEachWidth(env, route)).toEqual([]);
    }, 60_000);
  }
});

describe.skipIf(!HAS_CHROMIUM)("a page's history in Chromium", () => {
  const env = useSiteInBrowser(() =>
    makeSite({
      'content/guide.md': '# Guide\n\nThe guide.\n',
      'src/pages/start.tsx':
        "import { useHistory } from 'docs-gen/page';\n\nexport default function Start() {\n  const history = useHistory();\n  return <button type=\"button\" onClick={() => history.push('/guide')}>Open the guide</button>;\n}\n",
    }),
  );

  it('opens the page useHistory().push names when the reader clicks', async () => {
    const { page, consoleLines } = await openHydrated(env, '/start');
    await page.getByRole('button', { name: 'Open the guide' }).click();
    await page.waitForURL(`${env.site.url}/guide`);
    await expect(page.locator('article').textContent()).resolves.toContain('The guide.');
    expect(consoleLines()).toEqual([]);
  });
});

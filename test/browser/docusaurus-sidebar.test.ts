/**
 * Docusaurus's sidebar items in a browser: a category the page was sent
 * without its items loads them with their classes, HTML and ref links as the
 * server renders them, and a ref link opens its doc in the doc's own sidebar,
 * never marked as the page shown where it is a ref.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { makeSite } from '../helpers/cli.js';

const SIDEBARS = {
  guide: {
    Start: ['intro'],
    More: [
      { type: 'doc', id: 'tuning', className: 'row-tuning' },
      { type: 'html', value: '<span class="divider-label">Elsewhere</span>', defaultStyle: true },
      { type: 'ref', id: 'api', label: 'API (see reference)' },
    ],
  },
  reference: ['api'],
};

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(() =>
    makeSite(
      {
        'sidebars.json': JSON.stringify(SIDEBARS),
        'content/intro.md': '# Intro\n\nStart here.\n',
        'content/tuning.md': '# Tuning\n\nFaster.\n',
        'content/api.md': '# API\n\nThe reference.\n',
      },
      "title: 'Docs', docs: { sidebarPath: 'sidebars.json' }",
    ),
  );

  async function open(path: string): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}${path}`);
    await page.waitForSelector('.doc-sidebar .menu__caret');
    return page;
  }

  it('loads a closed category’s className, html and ref items as the server renders them', async () => {
    const page = await open('/intro');
    const console = recordConsole(page);
    expect(await page.locator('.doc-sidebar .row-tuning').count()).toBe(0);
    await page.getByRole('button', { name: "Toggle the collapsible sidebar category 'More'" }).click();
    await page.locator('.doc-sidebar li.row-tuning a[href="/tuning"]').waitFor({ state: 'visible' });
    expect(await page.locator('.doc-sidebar li.menu__html--default > span.divider-label').textContent()).toBe('Elsewhere');
    expect(await page.locator('.doc-sidebar a[href="/api"]').textContent()).toBe('API (see reference)');
    expect(console.map((message) => message.text())).toEqual([]);
  });

  it('opens a ref link’s doc in the sidebar that lists it as a doc', async () => {
    const page = await open('/tuning');
    const ref = page.locator('.doc-sidebar a[href="/api"]');
    expect(await ref.getAttribute('aria-current')).toBeNull();
    await ref.click();
    await page.waitForURL('**/api');
    await page.locator('h1', { hasText: 'API' }).waitFor();
    expect(await page.locator('.doc-sidebar a').allTextContents()).toEqual(['API']);
    expect(await page.locator('.doc-sidebar a[href="/api"]').getAttribute('aria-current')).toBe('page');
  });
});

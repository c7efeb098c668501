/**
 * The docs version dropdown in Chromium (website spec §2, §4 "Docs preferred
 * version"): it opens the same doc in the chosen version, remembers the
 * choice in localStorage, and the docs link of the navbar follows it across
 * reloads; a stored version the site no longer has is cleared.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

const STORAGE_KEY = 'docs-preferred-version-default';

describe.skipIf(!HAS_CHROMIUM)('in Chromium, a site with three docs versions', () => {
  const env = useSiteInBrowser(fixture('versions'));

  async function open(path: string): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }
  const dropdown = (page: Page) => page.locator('.navbar__item.dropdown', { has: page.getByRole('button', { name: /^Docs version:/ }) });
  const pick = async (page: Page, label: string) => {
    await dropdown(page).hover();
    await dropdown(page).getByRole('link', { name: label, exact: true }).click();
  };

  it('switches to the same doc in the chosen version, and names the version shown', async () => {
    const page = await open('/guide/setup');
    const messages = recordConsole(page);
    expect(await dropdown(page).getByRole('button').textContent()).toBe('2.0');
    await pick(page, '1.0');
    await page.waitForURL('**/1.0/guide/setup');
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Set up 1.0');
    expect(await dropdown(page).getByRole('button').textContent()).toBe('1.0');
    expect(await page.locator('.version-banner').textContent()).toContain('no longer actively maintained');

    // A doc the chosen version does not have: its first page instead.
    await page.goto(`${env.site.url}/next/guide/new-feature`);
    await page.waitForSelector('html[data-hydrated]');
    await pick(page, '1.0');
    await page.waitForURL(/\/1\.0$/);
    expect(messages.filter((message) => message.type() === 'error')).toEqual([]);
  });

  it('remembers the chosen version, and the docs link follows it after a reload', async () => {
    const page = await open('/guide/setup');
    await pick(page, 'Next');
    await page.waitForURL('**/next/guide/setup');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('current');

    await page.goto(`${env.site.url}/guide/setup`);
    await page.waitForSelector('html[data-hydrated]');
    // The docs link opens the first page of the sidebar in the preferred version, once the page knows it.
    await page.waitForFunction(() => document.querySelector('.navbar a.navbar__link')?.getAttribute('href') === '/next/guide/new-feature');
  });

  it('clears a stored version that the site does not have', async () => {
    const page = await open('/guide/setup');
    await page.evaluate((key) => localStorage.setItem(key, '0.9'), STORAGE_KEY);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForFunction((key) => localStorage.getItem(key) === null, STORAGE_KEY);
    expect(await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).getAttribute('href')).toBe('/guide/setup');
  });
});

/**
 * The documentation website in Chromium: every page hydrates, and no page
 * logs a console error or warning.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, launchBrowser, serveFolder, type ServedSite } from '../helpers/browser.js';
import { PACKAGE_ROOT, removeTemporaryFolders } from '../helpers/cli.js';
import { repositorySite } from '../helpers/repository-site.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  let site: ServedSite;
  let browser: BrowserContext;
  let routes: string[];

  beforeAll(async () => {
    const table = JSON.parse(await readFile(path.join(PACKAGE_ROOT, 'test/site-routes.json'), 'utf8')) as Record<string, string[]>;
    routes = [...table.docs!, ...table.categoryIndexes!, ...table.apiReferences!];
    const run = repositorySite();
    expect(run.code, run.stderr).toBe(0);
    site = await serveFolder(run.outDir);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await removeTemporaryFolders();
  });

  it('hydrates every page of the site without a console error or warning', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    let route = '';
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${route}: ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${route}: ${error.message}`));
    for (route of routes) {
      await page.goto(`${site.url}${encodeURI(route)}`);
      await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 });
    }
    await page.close();
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(70);
  }, 180_000);
});

/**
 * Soak: every page of the documentation website in Chromium, at phone width,
 * hydrates without a console error or warning and has no axe violation. The
 * suite CI runs checks one page of each type (browser/site.test.ts,
 * browser/a11y.test.ts); this walks all of them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describedAxeViolations, HAS_CHROMIUM, preloadAxe, useSiteInBrowser } from '../helpers/browser.js';
import { PACKAGE_ROOT } from '../helpers/cli.js';

const PHONE = { width: 390, height: 844 };

describe.skipIf(!HAS_CHROMIUM)('every page of the site in Chromium', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  it('hydrates without a console error or warning, and has no axe violation at phone width', async () => {
    const table = JSON.parse(await readFile(path.join(PACKAGE_ROOT, 'test/site-routes.json'), 'utf8')) as Record<string, string[]>;
    const routes = [...table.docs!, ...table.categoryIndexes!, ...table.apiReferences!];
    expect(routes.length).toBeGreaterThan(70);
    await preloadAxe(env.browser);
    const page = await env.browser.newPage();
    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    let route = '';
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${route}: ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${route}: ${error.message}`));
    for (route of routes) {
      await page.goto(`${env.site.url}${encodeURI(route)}`);
      await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 });
      // The API references are checked for axe at both widths by browser/a11y.test.ts; their size makes a sweep of them slow.
      if (!table.apiReferences!.includes(route)) problems.push(...(await describedAxeViolations(page)).map((violation) => `${route}: ${violation}`));
    }
    await page.close();
    expect(problems).toEqual([]);
  });
});

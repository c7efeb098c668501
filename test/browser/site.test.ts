/**
 * The documentation website in Chromium: a page of each type hydrates, and
 * logs no console error or warning. Every page of the site is walked by
 * `npm run test:soak` (soak/site-in-chromium.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, useSiteInBrowser } from '../helpers/browser.js';
import { PACKAGE_ROOT } from '../helpers/cli.js';
import { PAGE_OF_EACH_TYPE } from '../helpers/shared-builds.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  it('hydrates a page of each type without a console error or warning', async () => {
    const page = await env.browser.newPage();
    const problems: string[] = [];
    let route = '';
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${route}: ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${route}: ${error.message}`));
    for (route of Object.values(PAGE_OF_EACH_TYPE)) {
      await page.goto(`${env.site.url}${encodeURI(route)}`);
      await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 });
    }
    await page.close();
    expect(problems).toEqual([]);
  });
});

/**
 * The base URL banner in Chromium (website spec §8 "Base URL
 * misconfiguration"): a site built for baseUrl "/docs/" but served under
 * "/wrong/" loads neither its stylesheet nor its script, and its home page
 * says so in a banner that suggests "/wrong/" instead. Served under "/docs/",
 * or with baseUrlIssueBanner off, the home page shows no banner.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, openBrowserContext, tabOf } from '../helpers/browser.js';
import { buildSite, configSource, copyFixture, fixture, removeTemporaryFolders } from '../helpers/cli.js';

interface PrefixedSite {
  /** The origin the site is served from: `http://127.0.0.1:1234`. */
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves a built folder under `prefix` (`/wrong/`) only, as a host that puts the site in that folder would. */
async function serveUnder(dir: string, prefix: string): Promise<PrefixedSite> {
  const serve = sirv(dir, { dev: true });
  const server: Server = createServer((request, response) => {
    const notFound = () => {
      response.statusCode = 404;
      response.end('not found');
    };
    const url = request.url ?? '';
    if (!url.startsWith(prefix)) return notFound();
    request.url = url.slice(prefix.length - 1);
    serve(request, response, notFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  let browser: BrowserContext;
  let buildFolder: string;
  let bannerOffBuildFolder: string;
  const servers: PrefixedSite[] = [];

  beforeAll(async () => {
    const run = await buildSite(fixture('base-url'));
    expect(run.code, run.stderr).toBe(0);
    buildFolder = run.outDir;
    const bannerOff = await copyFixture('base-url', {
      'site.config.ts': configSource("baseUrl: '/docs/', title: 'Base URL Docs', baseUrlIssueBanner: false"),
    });
    const offRun = await buildSite(bannerOff);
    expect(offRun.code, offRun.stderr).toBe(0);
    bannerOffBuildFolder = offRun.outDir;
    browser = await openBrowserContext();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
    await removeTemporaryFolders();
  });

  async function open(dir: string, prefix: string, route: string): Promise<Page> {
    const server = await serveUnder(dir, prefix);
    servers.push(server);
    const page = await tabOf(browser);
    await page.goto(`${server.origin}${route}`);
    return page;
  }

  const banner = (page: Page) => page.getByRole('alert');

  describe('the base URL banner', () => {
    it('tells the reader of a home page served under another path than baseUrl why the site did not load, and suggests that path', async () => {
      const page = await open(buildFolder, '/wrong/', '/wrong/');
      await banner(page).waitFor();
      const text = await banner(page).textContent();
      expect(text).toContain('This site did not load properly.');
      expect(text).toContain('A very common reason is a wrong baseUrl setting');
      expect(text).toContain('the site is configured for /docs/, but this page is served under /wrong/.');
      expect(text).toContain('Suggested base URL: set baseUrl to /wrong/ in the site config.');
      expect(await page.locator('strong', { hasText: '/wrong/' }).isVisible()).toBe(true);
      // First in the page, above the home page's (unstyled) content.
      expect(await page.evaluate(() => document.body.firstElementChild?.getAttribute('role'))).toBe('alert');
    });

    it('suggests the folder also when the home page is opened as index.html', async () => {
      const page = await open(buildFolder, '/wrong/', '/wrong/index.html');
      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain('set baseUrl to /wrong/ in the site config');
    });

    it('shows no banner on a page other than the home page', async () => {
      const page = await open(buildFolder, '/wrong/', '/wrong/guide/');
      await page.locator('article h1', { hasText: 'Guide' }).waitFor();
      expect(await banner(page).count()).toBe(0);
    });

    it('shows no banner when the site is served under its baseUrl, and the page hydrates', async () => {
      const page = await open(buildFolder, '/docs/', '/docs/');
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await page.locator('article h1').textContent()).toBe('Base URL Docs');
      expect(await banner(page).count()).toBe(0);
    });

    it('shows no banner when baseUrlIssueBanner is false', async () => {
      const page = await open(bannerOffBuildFolder, '/wrong/', '/wrong/');
      await page.locator('article h1', { hasText: 'Base URL Docs' }).waitFor();
      expect(await banner(page).count()).toBe(0);
    });
  });
});

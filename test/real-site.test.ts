/**
 * The documentation website itself (the repository's own site.config.ts and
 * content/): it builds with --strict and no warnings, has exactly the routes of
 * test/site-routes.json, and its frame (title, navbar, footer) is the one the
 * website spec describes.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT, readText, readTree, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { repositorySite } from './helpers/shared-builds.js';
import { element, linksIn, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

interface RouteTable {
  /** The site's own pages (src/pages): its landing page. */
  readonly pages: readonly string[];
  readonly docs: readonly string[];
  readonly categoryIndexes: readonly string[];
  readonly apiReferences: readonly string[];
}

const SITE_TITLE = 'Tollbooth Payments Documentation';

/** `label → href` of every link, without the screen-reader note of external links. */
function linkList(fragment: string | undefined): string[] {
  return linksIn(fragment).map((link) => link.replace(' (opens in a new tab)', ''));
}

/** The page file of a route: `/a/b` → `a/b/index.html`. */
function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

describe('the documentation website', () => {
  let run: BuildRun;
  let table: RouteTable;
  let files: string[];

  beforeAll(async () => {
    table = JSON.parse(await readFile(path.join(PACKAGE_ROOT, 'test/site-routes.json'), 'utf8')) as RouteTable;
    run = await repositorySite();
    files = [...(await readTree(run.outDir)).keys()];
  }, 120_000);

  it('builds with --strict and not a single warning', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/\(0 errors, 0 warnings\)/);
  });

  it('has every route of the route table, and no other page besides the API references and the 404 page', () => {
    const expected = [...table.pages, ...table.docs, ...table.categoryIndexes].map(pageFile);
    const pages = files.filter((file) => file.endsWith('.html'));
    const apiPages = new Set(table.apiReferences.map(pageFile));
    expect(pages.filter((file) => !apiPages.has(file) && file !== '404.html').sort()).toEqual([...expected].sort());
    expect(files).toContain('sitemap.xml');
    for (const route of table.apiReferences) expect(pages, route).toContain(pageFile(route));
  });

  it('gives every doc page a title in the site format, at least one h2, and finished text', async () => {
    for (const route of table.docs) {
      const html = await readText(run.outDir, pageFile(route));
      expect(html, route).toMatch(new RegExp(`<title>[^<]+ \\| ${SITE_TITLE}</title>|<title>${SITE_TITLE}</title>`));
      const article = element(html, '<article')!;
      expect(article, route).toMatch(/<h2[ >]/);
      expect(textOf(article), route).not.toMatch(/PLACEHOLDER|TODO|lorem ipsum/i);
    }
  });

  it('opens on a landing page titled as the site, leading to the introduction, the API reference and each part of the docs', async () => {
    const html = await readText(run.outDir, 'index.html');
    expect(html).toContain(`<title>${SITE_TITLE}</title>`);
    expect(html).not.toContain('doc-layout__sidebar');
    const main = element(html, '<main')!;
    expect(element(main, '<h1')).toContain(SITE_TITLE);
    const links = linkList(main).filter((link) => !link.startsWith(' →'));
    expect(links.slice(0, 2)).toEqual(['Read the introduction → /introduction', 'Open the API reference → /api/transaction']);
    expect(links).toEqual(
      expect.arrayContaining([
        'tollbooth-js → /category/tollbooth-js',
        'Transaction API → /api/transaction',
        'Identity service → /api/openid',
        'Technical documentation → /Technical-Documentation',
        'Data sharing → /Data-Sharing',
        'Team portal → /User-Guide/Team/Members',
        'Check whether a reader may see an article → /Technical-Documentation/Check-Entitlement',
      ]),
    );
  });

  it('shows the navbar of the spec: Documentation, Journeys on the demo host, and an API menu', async () => {
    const html = await readText(run.outDir, pageFile('/Technical-Documentation/Check-Entitlement'));
    const navbar = element(html, '<nav class="navbar')!;
    expect(linkList(navbar)).toEqual(
      expect.arrayContaining([
        'Documentation → /introduction',
        'Journeys → https://demo.tollbooth.example/journeys',
        'Transaction → /api/transaction',
        'OpenID → /api/openid',
      ]),
    );
  });

  it('offers the colour-mode switch, and under each doc a link to edit its file in the repository and the date of its last commit', async () => {
    const doc = 'content/Technical-Documentation/Check-Entitlement.mdx';
    const html = await readText(run.outDir, pageFile('/Technical-Documentation/Check-Entitlement'));
    expect(element(html, '<nav class="navbar')).toContain('aria-label="Switch between dark and light mode"');
    const meta = element(html, '<div class="doc__meta"')!;
    expect(linkList(meta)).toEqual([`Edit this page → https://git.tollbooth.example/docs/edit/main/${doc}`]);
    // The clone the site is built from has its history: the date is that of the doc's last commit.
    const committed = new Date(Number(execFileSync('git', ['log', '-1', '--format=%at', '--', doc], { cwd: PACKAGE_ROOT, encoding: 'utf8' })) * 1000);
    expect(committed.getTime()).toBeGreaterThan(0);
    expect(meta).toContain(`<time dateTime="${committed.toISOString()}">`);
    expect(textOf(meta)).toMatch(/Last updated on \w{3} \d{1,2}, \d{4}/);
  });

  it('shows the footer of the spec: the provider, its company details and the marketing and terms links', async () => {
    const footer = element(await readText(run.outDir, 'index.html'), '<footer')!;
    const text = textOf(footer);
    for (const fact of ['supplier of content monetization tools', 'Ireland', 'Dublin', 'New York', 'info@tollbooth.example']) expect(text).toContain(fact);
    expect(footer).toContain('href="tel:+35315550100"');
    expect(footer).toContain('href="tel:+12125550100"');
    const labels = linkList(footer).map((link) => link.split(' → ')[0]);
    for (const label of [
      'Content monetization',
      'Paywall',
      'Streaming',
      'Contribution',
      'Subscription management',
      'Identity',
      'Analytics',
      'Customer service tools',
      'Print home delivery',
      'Anti churn',
      'Contact',
      'Employment',
      'Terms of service for end users',
      'Terms of service for vendors',
    ]) {
      expect(labels).toContain(label);
    }
  });
});

/**
 * Whole-site tests: build the fixture sites with the real `docs-gen` command
 * and check what a reader (and a crawler) gets.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevSite } from '../renderer/dev/dev-site.js';
import { buildSite, copyFixture, fixture, readText, readTree, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { element, linksIn, metaContent, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

/** What a draft of the basic fixture (content/01-guide/wip.md) leaves in a page: its URL, or its title. */
const DRAFT_TRACES = /\/guide\/wip|Work in progress/;

describe('the basic fixture site', () => {
  let run: BuildRun;
  const page = (file: string) => readText(run.outDir, file);

  beforeAll(async () => {
    run = await buildSite(fixture('basic'));
  });

  it('builds with exit 0 and a one-line summary', () => {
    expect(run.stdout).toBe('');
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(new RegExp(`^Built 10 pages into ${run.outDir.replace(/[/\\.]/g, '\\$&')} in \\d+\\.\\d\\ds \\(0 errors, 0 warnings\\)\\.\\n$`));
  });

  it('writes every page to <path>/index.html, the 404 page, the sitemap, the static files and nothing for drafts', async () => {
    const files = [...(await readTree(run.outDir)).keys()].filter((file) => !file.startsWith('assets/'));
    expect(files).toEqual([
      '404.html',
      'category/getting-started/index.html',
      'concepts/index.html',
      'guide/configure/index.html',
      'guide/install/index.html',
      'guide/secret/index.html',
      'img/logo.svg',
      'index.html',
      'reference/api/index.html',
      'reference/cli/index.html',
      'routing-explained/index.html',
      'sitemap.xml',
    ]);
    expect(await readFile(path.join(run.outDir, 'img/logo.svg'))).toEqual(await readFile(path.join(fixture('basic'), 'static/img/logo.svg')));
  });

  it('gives a doc its head: "Page | Site" title, lang and dir from the locale, description, canonical URL and Open Graph', async () => {
    const html = await page('guide/install/index.html');
    expect(html).toContain('<html lang="ar-EG" dir="rtl"');
    expect(html).toContain('<title>Install | Basic Docs</title>');
    expect(metaContent(html, 'description')).toBe('How to install the basic site.');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/guide/install">');
    expect(metaContent(html, 'og:title')).toBe('Install | Basic Docs');
    expect(metaContent(html, 'og:description')).toBe('How to install the basic site.');
    expect(metaContent(html, 'og:url')).toBe('https://docs.example.com/guide/install');
    expect(metaContent(html, 'og:site_name')).toBe('Basic Docs');
    expect(metaContent(html, 'og:locale')).toBe('ar_EG');
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('takes the title from front matter, and the description from the first line of text when the front matter has none, as Docusaurus does', async () => {
    const html = await page('guide/configure/index.html');
    expect(html).toContain('<title>Configure the site | Basic Docs</title>');
    expect(element(html, '<header class="doc__header"')).toBe('<header class="doc__header"><h1>Configure the site</h1></header>');
    expect(metaContent(html, 'description')).toBe('Configure it.');
    expect(metaContent(html, 'og:description')).toBe('Configure it.');
  });

  it('honours hide_table_of_contents and pagination_next: null', async () => {
    const html = await page('guide/configure/index.html');
    expect(element(html, '<div class="markdown"')).toContain(
      '<h2 id="options">Options<a class="hash-link" href="#options" aria-label="Direct link to Options" title="Direct link to Options"></a></h2>',
    );
    expect(html).not.toContain('table-of-contents');
    expect(linksIn(element(html, '<nav class="paginator"'))).toEqual(['Previous Installation → /guide/install']);
  });

  it('shows the sidebar with the active link, the generated category, the same-name index doc and the first-child link', async () => {
    const sidebar = element(await page('guide/install/index.html'), '<nav class="doc-sidebar"')!;
    expect(linksIn(sidebar)).toEqual([
      'Getting Started → /category/getting-started',
      'Installation → /guide/install',
      'Configure the site → /guide/configure',
      'Core concepts → /concepts',
      'Routing → /routing-explained',
      'Welcome → /',
      // A closed category off the active chain is sent as its label and link only (its items load on demand).
      'reference → /reference/api',
    ]);
    expect(sidebar).toContain('<a class="menu__link--active" href="/guide/install" aria-current="page">Installation</a>');
    expect(sidebar.match(/aria-current="page"/g)).toHaveLength(1);
    // Core concepts is `collapsed: false`: sent open. reference is collapsed by default and not on the active
    // chain: sent as its label only, its items left to the shared sidebar file.
    expect(sidebar).toMatch(/>Core concepts<\/a><ul class="menu__list">/);
    expect(sidebar).toMatch(/>reference<\/a><\/li>/);
  });

  it('leaves the items of closed categories to one shared sidebar file, which the page points to', async () => {
    const html = await page('guide/install/index.html');
    const nav = element(html, '<nav class="doc-sidebar"')!;
    expect(nav).toContain('data-sidebar-src="/assets/sidebars/docs.json"');
    expect(nav).not.toContain('/reference/cli');
    expect(nav).toContain('<li><a href="/reference/api">reference</a></li>');
    type Shared = { label: string; href?: string; items?: Shared[] };
    const shared = JSON.parse(await page('assets/sidebars/docs.json')) as Shared[];
    const reference = shared.find((item) => item.label === 'reference');
    expect(reference?.label).toBe('reference');
    expect(reference?.items?.map((item) => item.href)).toEqual(['/reference/api', '/reference/cli']);
    expect(html).toMatch(/<script type="module" src="\/assets\/js\/client\.[\w-]+\.js"><\/script>/);
  });

  it('shows breadcrumbs, the table of contents and previous/next links', async () => {
    const html = await page('guide/install/index.html');
    const breadcrumbs = element(html, '<nav class="breadcrumbs"')!;
    expect(linksIn(breadcrumbs)).toEqual([' → /', 'Getting Started → /category/getting-started']);
    expect(textOf(breadcrumbs)).toBe('Getting Started Install');
    expect(breadcrumbs).toContain('<span class="breadcrumbs__link" aria-current="page"><span itemProp="name">Install</span></span>');
    expect(linksIn(element(html, '<nav class="table-of-contents"'))).toEqual([
      'Requirements → #requirements',
      'Node version → #node-version',
      'Steps → #steps',
    ]);
    expect(linksIn(element(html, '<nav class="paginator"'))).toEqual([
      'Previous Getting Started → /category/getting-started',
      'Next Configure the site → /guide/configure',
    ]);
  });

  it('renders the body with its heading ids and rewrites .md links to page URLs', async () => {
    const html = await page('index.html');
    expect(html).toContain('<title>Welcome | Basic Docs</title>');
    expect(metaContent(html, 'keywords')).toBe('basics, docs');
    expect(metaContent(html, 'description')).toBe('Everything about the basic site.');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/">');
    const body = element(html, '<div class="markdown"')!;
    expect(body).toContain('<h1 id="welcome">Welcome</h1>');
    expect(linksIn(body)).toEqual(['the install guide → /guide/install#requirements', 'the example → https://example.org']);
    expect(body).toContain('<img loading="lazy" decoding="async" src="/img/logo.svg" alt="logo"/>');
    expect(linksIn(element(await page('guide/install/index.html'), '<div class="markdown"'))).toEqual([' → #requirements', ' → #node-version', ' → #steps']);
  });

  it('links the navbar docSidebar item to the sidebar’s first page and marks it on the sidebar’s pages', async () => {
    const navbar = element(await page('reference/cli/index.html'), '<nav class="navbar"')!;
    expect(navbar).toContain('<a class="navbar__link navbar__link--active" href="/category/getting-started"');
    expect(linksIn(element(navbar, '<ul class="navbar__items"'))).toEqual(['Docs → /category/getting-started']);
  });

  it('lists the category’s items as cards on its generated index page, leaving out unlisted docs', async () => {
    const html = await page('category/getting-started/index.html');
    expect(html).toContain('<title>Getting Started | Basic Docs</title>');
    expect(metaContent(html, 'description')).toBe('First steps with the basic site.');
    expect(element(html, '<header class="doc__header"')).toBe(
      '<header class="doc__header"><h1>Getting Started</h1><p class="doc__description">First steps with the basic site.</p></header>',
    );
    const cards = element(html, '<section class="card-grid"')!;
    // A doc without a description is described by its first line of text, as Docusaurus does.
    expect(linksIn(cards)).toEqual(['Installation How to install the basic site. → /guide/install', 'Configure the site Configure it. → /guide/configure']);
    expect(cards).not.toContain('secret');
    expect(textOf(element(html, '<nav class="breadcrumbs"')!)).toBe('Getting Started');
  });

  it('gives a folder’s same-name doc the folder URL, and honours an absolute slug', async () => {
    const concepts = await page('concepts/index.html');
    expect(concepts).toContain('<title>Concepts | Basic Docs</title>');
    expect(element(concepts, '<nav class="doc-sidebar"')).toContain('<a class="menu__link--active" href="/concepts" aria-current="page">Core concepts</a>');
    expect(await page('routing-explained/index.html')).toContain('<title>Routing | Basic Docs</title>');
  });

  it('builds an unlisted doc with robots noindex and shows it in the sidebar only on its own page', async () => {
    const secret = await page('guide/secret/index.html');
    expect(metaContent(secret, 'robots')).toBe('noindex, nofollow');
    expect(element(secret, '<nav class="doc-sidebar"')).toContain('<a class="menu__link--active" href="/guide/secret" aria-current="page">Secret</a>');
    expect(element(secret, '<nav class="paginator"')).toBeUndefined();
    for (const file of ['index.html', 'guide/install/index.html', 'guide/configure/index.html', 'category/getting-started/index.html']) {
      expect(await page(file), file).not.toContain('/guide/secret');
    }
  });

  it('leaves drafts out everywhere, though the fixture has one that a preview with drafts shows', async () => {
    // There is a draft to leave out: the fixture's, which `docs-gen dev` shows on its own page and in the sidebar of
    // the others (the same engine on the same source; a copy, since it keeps its trees beside the site).
    expect(await readFile(path.join(fixture('basic'), 'content/01-guide/wip.md'), 'utf8')).toBe('---\ndraft: true\n---\n\n# Work in progress\n');
    const preview = await createDevSite({ root: await copyFixture('basic'), includeDrafts: true });
    try {
      expect((await preview.update({ files: [], theme: false })).errors).toEqual([]);
      for (const file of ['guide/wip/index.html', 'guide/install/index.html']) {
        const served = preview.read(file);
        expect(served && Buffer.from(served.contents).toString('utf8'), file).toMatch(DRAFT_TRACES);
      }
    } finally {
      await preview.close();
    }

    for (const [file, contents] of await readTree(run.outDir)) {
      expect(contents.toString('utf8'), file).not.toMatch(DRAFT_TRACES);
    }
  });

  it('writes a 404 page with noindex and no canonical URL', async () => {
    const html = await page('404.html');
    expect(html).toContain('<title>Page Not Found | Basic Docs</title>');
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    expect(html).not.toContain('rel="canonical"');
    expect(textOf(element(html, '<main')!)).toContain('Page Not Found');
    expect(linksIn(element(html, '<main'))).toEqual(['Go to the home page → /']);
  });

  it('lists every indexable page in sitemap.xml, without unlisted docs, drafts or the 404 page', async () => {
    expect(await page('sitemap.xml')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://docs.example.com/</loc></url>',
        '<url><loc>https://docs.example.com/category/getting-started</loc></url>',
        '<url><loc>https://docs.example.com/concepts</loc></url>',
        '<url><loc>https://docs.example.com/guide/configure</loc></url>',
        '<url><loc>https://docs.example.com/guide/install</loc></url>',
        '<url><loc>https://docs.example.com/reference/api</loc></url>',
        '<url><loc>https://docs.example.com/reference/cli</loc></url>',
        '<url><loc>https://docs.example.com/routing-explained</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('a site with trailingSlash: false', () => {
  let run: BuildRun;

  beforeAll(async () => {
    run = await buildSite(fixture('trailing-slash-false'));
  });

  it('writes /a/b to a/b.html and links to it without a slash', async () => {
    expect(run.code).toBe(0);
    const files = [...(await readTree(run.outDir)).keys()].filter((file) => !file.startsWith('assets/'));
    expect(files).toEqual(['404.html', 'a/b.html', 'index.html', 'sitemap.xml']);
    const b = await readText(run.outDir, 'a/b.html');
    expect(b).toContain('<link rel="canonical" href="https://docs.example.com/a/b">');
    expect(linksIn(element(await readText(run.outDir, 'index.html'), '<div class="markdown"'))).toEqual(['B → /a/b']);
    expect(await readText(run.outDir, 'sitemap.xml')).toContain('<url><loc>https://docs.example.com/a/b</loc></url>\n</urlset>');
  });
});

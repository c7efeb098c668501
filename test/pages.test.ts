/**
 * The site's own pages (src/pages), as a reader of the built site sees them:
 * a React landing page, a Markdown page and an MDX page, and a page written
 * for Docusaurus, each at the URL its file names, in the site's frame
 * without a sidebar; the title and description a React page gives its
 * Layout in the document; CSS modules; the files of the folder that make no
 * page; pages in the sitemap and search; and the problems a page can have,
 * each at its file.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_ROOT_FILE } from '../renderer/shared/search-index-files.js';
import { createSearchEngine } from '../theme/components/Search/search-engine.js';
import { buildSite, copyFixture, makeSite, readText, readTree, removeTemporaryFolders, reportLines, runCli, type BuildRun } from './helpers/cli.js';
import { isReloadOf, startDev, type RunningDev } from './helpers/dev.js';
import { element, linksIn, metaContent, textOf } from './helpers/html.js';
import { sharedBuild } from './helpers/shared-builds.js';

afterAll(removeTemporaryFolders);

const main = (html: string) => element(html, '<main')!;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('a site with pages of its own', () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await sharedBuild('pages');
  }, 120_000);

  it('builds with no problem, a page for each page file and none for private files, tests and drafts', async () => {
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr)).toEqual([]);
    const pages = [...(await readTree(run.outDir)).keys()].filter((file) => file.endsWith('.html')).sort();
    expect(pages).toEqual(['404.html', 'docs/intro/index.html', 'help/index.html', 'index.html', 'legacy/index.html', 'moved/index.html', 'team/index.html']);
  });

  it('renders a React page between the navbar and the footer, without a sidebar, titled and described as its Layout says', async () => {
    const html = await readText(run.outDir, 'index.html');
    expect(titleOf(html)).toBe('Welcome | Pages');
    expect(metaContent(html, 'description')).toBe('Everything about Pages, in one place.');
    expect(html).toContain('<nav class="navbar');
    expect(html).toContain('<footer');
    expect(html).not.toContain('doc-layout__sidebar');
    const text = textOf(main(html));
    // The site's settings, a private component of the pages folder, a site component and what only the browser shows.
    expect(text).toContain('Pages Pages beside the docs Get started Features');
    expect(text).toContain('Fast Pages build in a blink. Checked Every link is checked. 1 votes On the server');
    expect(linksIn(main(html))).toEqual(['Get started → /docs/intro', ' → #features', 'Source (opens in a new tab) → https://example.org/source']);
    const data = JSON.parse(await readText(run.outDir, 'assets/routes/index.json')) as { page: { title: string; description: string } };
    expect([data.page.title, data.page.description]).toEqual(['Welcome', 'Everything about Pages, in one place.']);
  });

  it('draws an SVG file the page imports as a component, with the props the page gives it over the file’s own', async () => {
    const hero = element(main(await readText(run.outDir, 'index.html')), '<header')!;
    expect(hero).toMatch(
      /^<header class="[^"]+"><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32" stroke-width="2" class="[^"]*logo[^"]*" role="img" aria-label="Pages logo"><rect x="4" y="4" width="24" height="24" fill="#145aa0"\/><\/svg>/,
    );
  });

  it("gives a CSS module's class names to the page's HTML and to the stylesheet the page links, the same in both", async () => {
    const html = await readText(run.outDir, 'index.html');
    const hero = /<header class="([^"]+)"/.exec(main(html))?.[1];
    expect(hero).toMatch(/hero/);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/css\/mdx\/[^"]+)"/g)].map((match) => match[1]!);
    expect(stylesheets).toHaveLength(1);
    const css = await readText(run.outDir, stylesheets[0]!);
    expect(css).toContain(`.${hero}{padding:3rem 1rem`);
  });

  it('renders a Markdown page as its text, with its table of contents and without a title of its own', async () => {
    const html = await readText(run.outDir, 'help/index.html');
    expect(titleOf(html)).toBe('Help | Pages');
    expect(metaContent(html, 'description')).toBe('Where to get help with Pages.');
    expect(metaContent(html, 'keywords')).toBe('support, forum');
    expect(html).not.toContain('doc-layout__sidebar');
    expect([...main(html).matchAll(/<h1[ >]/g)]).toHaveLength(1);
    expect(linksIn(element(html, '<nav class="table-of-contents"'))).toEqual(['Forum → #forum', 'Mail → #mail']);
    expect(linksIn(element(html, '<article'))).toContain('introduction → /docs/intro');
    expect(html).not.toContain('class="breadcrumbs');
    expect(html).not.toContain('class="pagination-nav');
  });

  it('renders an MDX page with the site component it imports, described by its first paragraph', async () => {
    const html = await readText(run.outDir, 'team/index.html');
    expect(titleOf(html)).toBe('The team | Pages');
    expect(metaContent(html, 'description')).toBe('We are three.');
    expect(element(html, '<article')).toContain('<button type="button" class="tally">10<!-- --> votes</button>');
  });

  it("renders a page written for Docusaurus, with Docusaurus's module names and JSX in a .js file", async () => {
    const html = await readText(run.outDir, 'legacy/index.html');
    expect(titleOf(html)).toBe('Legacy page | Pages');
    expect(metaContent(html, 'description')).toBe('A page from before');
    expect(textOf(main(html))).toBe('Welcome to Pages Read the docs Docs');
    expect(main(html)).toContain('<img src="/img/logo.svg" alt="Logo"');
    expect(linksIn(main(html))).toEqual(['Docs → /docs/intro']);
    // Its own <main>, inside the site's, is a <div>: the page has one main landmark.
    expect([...html.matchAll(/<main[ >]/g)]).toHaveLength(1);
    expect(main(html)).toContain('<div class="container"><p>Read the docs</p>');
  });

  it('lists the pages in the sitemap and finds them in search', async () => {
    const sitemap = await readText(run.outDir, 'sitemap.xml');
    for (const url of ['/', '/help', '/team', '/legacy', '/moved']) expect(sitemap).toContain(`<loc>https://docs.example.com${url}</loc>`);
    const engine = createSearchEngine({
      rootUrl: `/${SEARCH_ROOT_FILE}`,
      fetchJson: async (url) => JSON.parse(await readFile(path.join(run.outDir, url), 'utf8')),
    });
    const urls = (await engine.search('marmalade')).groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(urls[0]).toMatch(/^\/help(#forum)?$/);
    // A React page's text is found under its headings too.
    expect((await engine.search('blink')).groups.map((group) => group.hits[0]?.url)).toEqual(['/#features']);
  });

  it('checks the links of a Markdown page and the links into every page: the docs link the landing page and the help page', async () => {
    const html = await readText(run.outDir, 'docs/intro/index.html');
    expect(linksIn(element(html, '<article'))).toEqual(['landing page → /', 'help → /help#forum']);
  });
});

describe('a page written for Docusaurus that uses its router', () => {
  it('renders where it is (useLocation) and, for a <Redirect>, says where the page moved and links it', async () => {
    const root = await makeSite(
      {
        'src/pages/where.js':
          "import { useLocation } from '@docusaurus/router';\n\nexport default function Where() {\n  return <p>You are at {useLocation().pathname}</p>;\n}\n",
        'src/pages/old.js': 'import { Redirect } from \'@docusaurus/router\';\n\nexport default function Old() {\n  return <Redirect to="/guide" />;\n}\n',
        'content/guide.md': '# Guide\n',
      },
      "title: 'Router', baseUrl: '/site/'",
    );
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    expect(textOf(main(await readText(run.outDir, 'where/index.html')))).toBe('You are at /site/where');
    expect(main(await readText(run.outDir, 'old/index.html'))).toContain('This page has moved to <a href="/site/guide">/site/guide</a>.');
  });
});

describe("the site's custom fields", () => {
  it('are what a React page reads of them, by docs-gen/page and by Docusaurus’s name', async () => {
    const root = await makeSite(
      {
        'content/index.md': '---\nslug: /docs\n---\n\n# Docs\n',
        'src/pages/index.tsx':
          "import { Layout, useSiteConfig } from 'docs-gen/page';\n\nexport default function Home() {\n  const { customFields } = useSiteConfig();\n  return <Layout><p>Plan: {String(customFields.plan)}</p></Layout>;\n}\n",
        'src/pages/old.js':
          "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\nexport default function Old() {\n  const { siteConfig } = useDocusaurusContext();\n  return <p>Seats: {siteConfig.customFields.limits.seats}</p>;\n}\n",
      },
      "title: 'Fields', customFields: { plan: 'pro', limits: { seats: 5 } }",
    );
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    expect(textOf(main(await readText(run.outDir, 'index.html')))).toBe('Plan: pro');
    expect(textOf(main(await readText(run.outDir, 'old/index.html')))).toBe('Seats: 5');
  });

  it('must be plain data: a function is refused at its field', async () => {
    const root = await makeSite({}, "title: 'Fields', customFields: { format: (value: number) => value.toFixed(2) }");
    const run = await buildSite(root);
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr).join('\n')).toMatch(/site\.config\.ts:\d+:\d+ \(field customFields\) +error +.*holds a function: only plain data/);
  });
});

describe('the problems a page can have', () => {
  it('reports a broken link of a Markdown page at its line', async () => {
    const root = await makeSite({ 'src/pages/about.md': '# About\n\nSee [the guide](/guide).\n' });
    const run = await buildSite(root, ['--strict']);
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr).join('\n')).toMatch(/src\/pages\/about\.md:3:5 +error +.*\/guide/);
  });

  it('reports an import of a Docusaurus module docs-gen does not provide at its place, naming those it does', async () => {
    const root = await makeSite({
      'src/pages/old.js':
        "import React from 'react';\nimport { useActiveVersion } from '@docusaurus/plugin-content-docs/client';\n\nexport default function Old() {\n  useActiveVersion();\n  return <p>Old</p>;\n}\n",
    });
    const run = await buildSite(root);
    expect(run.code).toBe(1);
    const lines = reportLines(run.stderr).join('\n');
    expect(lines).toContain(
      'src/pages/old.js:2:34  error  Cannot import "@docusaurus/plugin-content-docs/client": of Docusaurus\'s modules, docs-gen provides @docusaurus/Link,',
    );
    expect(lines).toContain('[mdx-import]');
  });

  it('reports a React page that throws as it renders at its file, as the page’s problem, and writes nothing', async () => {
    const root = await makeSite({
      'src/pages/index.tsx':
        'export default function Home() {\n  const items: string[] | undefined = undefined;\n  return <ul>{items!.map((item) => <li key={item}>{item}</li>)}</ul>;\n}\n',
    });
    const run = await buildSite(root);
    expect(run.code).toBe(1);
    const lines = reportLines(run.stderr).join('\n');
    expect(lines).toContain(
      "src/pages/index.tsx:1:1  error  Running this page's code failed: TypeError: Cannot read properties of undefined (reading 'map')  [page-runtime]",
    );
    expect(run.stderr).toContain('useEffect or <BrowserOnly>');
  });

  it('leaves a React page’s own links to docs-gen check-links, which finds a broken one on the built site', async () => {
    const root = await makeSite({
      'content/index.md': '# Home\n\nRead [about us](/about).\n',
      'src/pages/about.tsx':
        'import { Layout, Link } from \'docs-gen/page\';\n\nexport default function About() {\n  return <Layout><Link to="/nowhere">Gone</Link></Layout>;\n}\n',
    });
    const built = await buildSite(root, ['--strict']);
    expect(built.code, built.stderr).toBe(0);
    const checked = await runCli(['check-links', '--root', root, '--out', built.outDir]);
    expect(checked.code).toBe(1);
    expect(reportLines(checked.stderr)).toEqual(['/about  error  Link to /nowhere ("Gone") answered 404 Not Found  [crawl-broken-link]']);
  });

  it('warns when a page and a doc have the same URL, naming both, and shows the page', async () => {
    const root = await makeSite({ 'src/pages/index.md': '# Landing\n' });
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr).join('\n')).toMatch(/duplicate-route/);
    expect(reportLines(run.stderr).join('\n')).toContain('src/pages/index.md');
    expect(textOf(main(await readText(run.outDir, 'index.html')))).toContain('Landing');
  });
});

describe('pages in docs-gen dev', () => {
  let root: string;
  let dev: RunningDev;
  const page = (url: string) => dev.page(url);

  beforeAll(async () => {
    root = await copyFixture('pages');
    dev = await startDev(root);
  }, 90_000);
  afterAll(async () => {
    await dev?.stop();
  });

  it('serves the pages, and reloads a React page when it or a component it imports is saved', async () => {
    expect(titleOf((await page('/')).html)).toBe('Welcome | Pages');
    const edited = dev.nextEvent(isReloadOf('/'));
    const file = path.join(root, 'src/pages/index.tsx');
    await writeFile(file, (await readFile(file, 'utf8')).replace('title="Welcome"', 'title="Hello there"'));
    await edited;
    await expect.poll(async () => titleOf((await page('/')).html)).toBe('Hello there | Pages');

    const component = path.join(root, 'src/components/Tally.tsx');
    const both = dev.nextEvent(isReloadOf('/team'));
    await writeFile(component, (await readFile(component, 'utf8')).replace('{votes} votes', '{votes} ballots'));
    await both;
    await expect.poll(async () => (await page('/team')).html).toContain('10<!-- --> ballots');
    expect((await page('/')).html).toContain('1<!-- --> ballots');
  });

  it('picks up a new page, and reloads a deleted one to its not-found page', async () => {
    const added = dev.nextEvent(isReloadOf('/changelog'));
    await writeFile(path.join(root, 'src/pages/changelog.md'), '# Changelog\n\nVersion one.\n');
    await added;
    await expect.poll(async () => (await page('/changelog')).html).toContain('Version one.');
    // A tab open on the deleted page reloads, to say it is gone.
    const removed = dev.nextEvent(isReloadOf('/changelog'));
    await rm(path.join(root, 'src/pages/changelog.md'));
    await removed;
    await expect.poll(async () => (await page('/changelog')).status).toBe(404);
  });
});

/**
 * The config, sidebar and front matter conventions Docusaurus sites use, as
 * a reader sees them in the built pages: edit links, last updates from git,
 * tags pages, hide_title, per-doc TOC levels, og:image, sidebar classes, html
 * and ref items, pathname:// links and the footer's logo.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, makeSite, readText, removeTemporaryFolders, reportLines, type BuildRun } from './helpers/cli.js';
import { element, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const CONFIG = `title: 'Docs',
  image: 'img/card.png',
  docs: {
    editUrl: 'https://github.com/acme/docs/edit/main/website/',
    showLastUpdateTime: true,
    showLastUpdateAuthor: true,
    sidebarPath: 'sidebars.json',
  },
  navbar: { items: [{ label: 'Playground', to: 'pathname:///playground/' }] },
  footer: {
    links: [{ title: 'More', items: [{ label: 'Old docs', href: 'pathname:///legacy/index.html' }] }],
    logo: { alt: 'Acme', src: 'img/logo.svg', href: 'https://acme.example.com', width: 120, height: 40 },
  },`;

const SIDEBARS = {
  docs: {
    Start: [
      'index',
      { type: 'doc', id: 'guide', className: 'sidebar-guide', customProps: { badge: 'new' } },
      { type: 'html', value: '<span class="sidebar-divider">Reference</span>', defaultStyle: true },
      { type: 'ref', id: 'api', label: 'API (ref)' },
      'tagged',
      'custom-edit',
    ],
  },
  reference: ['api'],
};

const FILES = {
  'sidebars.json': `${JSON.stringify(SIDEBARS, null, 2)}\n`,
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"/>\n',
  'static/img/card.png': 'png',
  'static/img/guide.png': 'png',
  'content/index.md': '# Home\n\nSee [the playground](pathname:///playground/) and [the guide](guide.md).\n',
  'content/guide.md': [
    '---',
    'hide_title: true',
    'toc_min_heading_level: 2',
    'toc_max_heading_level: 4',
    'image: img/guide.png',
    'sidebar_class_name: from-front-matter',
    '---',
    '',
    'Text without a heading of its own.',
    '',
    '## Two',
    '',
    '### Three',
    '',
    '#### Four',
    '',
    '##### Five',
    '',
  ].join('\n'),
  'content/api.md': '# API\n\nThe API.\n',
  'content/tagged.md': [
    '---',
    'title: Tagged',
    'tags: [billing, { label: Web Hooks, permalink: hooks }]',
    'last_update:',
    '  date: 2023-01-15',
    '  author: Grace',
    '---',
    '',
    'Tagged text.',
    '',
  ].join('\n'),
  'content/custom-edit.md': '---\ntitle: Custom edit\ncustom_edit_url: https://example.com/edit/custom\ntags: [billing]\n---\n\nText.\n',
  'content/no-edit.md': '---\ntitle: No edit\ncustom_edit_url: null\n---\n\nText.\n',
};

let run: BuildRun;
let root: string;
const page = (file: string) => readText(run.outDir, file);

beforeAll(async () => {
  root = await makeSite(FILES, CONFIG);
  // A repository made here: the last update of each doc comes from its last commit.
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.com', ...args], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: '2024-03-01T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-01T10:00:00Z' },
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'docs');
  run = await buildSite(root);
}, 120_000);

describe('Docusaurus conventions in a built site', () => {
  it('builds without problems', () => {
    expect(reportLines(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('shows "Edit this page" from docs.editUrl joined with the doc’s file; custom_edit_url replaces it, null hides it', async () => {
    const editLink = (html: string) =>
      /<a[^>]*class="doc__edit-link"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="doc__edit-link"/.exec(html)?.slice(1).find(Boolean);
    expect(editLink(await page('index.html'))).toBe('https://github.com/acme/docs/edit/main/website/content/index.md');
    expect(editLink(await page('custom-edit/index.html'))).toBe('https://example.com/edit/custom');
    const noEdit = await page('no-edit/index.html');
    expect(noEdit).not.toContain('Edit this page');
  });

  it('shows the last update from git, and last_update in front matter over it', async () => {
    expect(textOf(element(await page('index.html'), '<span class="doc__last-updated"')!)).toBe('Last updated on Mar 1, 2024 by Ada Lovelace');
    expect(await page('index.html')).toContain('<time dateTime="2024-03-01T10:00:00.000Z">');
    expect(textOf(element(await page('tagged/index.html'), '<span class="doc__last-updated"')!)).toBe('Last updated on Jan 15, 2023 by Grace');
  });

  it('makes tags pages and lists the tags on each tagged doc', async () => {
    const tags = textOf(element(await page('tagged/index.html'), '<div class="doc__tags"')!);
    expect(tags).toBe('Tags: billing Web Hooks');
    const list = await page('tags/index.html');
    expect(textOf(element(list, '<h1')!)).toBe('Tags');
    expect(list).toContain('href="/tags/billing"');
    expect(textOf(list)).toContain('billing (2)');
    expect(textOf(list)).toContain('Web Hooks (1)');
    const billing = await page('tags/billing/index.html');
    expect(textOf(element(billing, '<h1')!)).toBe('2 docs tagged with "billing"');
    expect(billing).toContain('href="/tagged"');
    expect(billing).toContain('href="/custom-edit"');
    expect(await page('tags/hooks/index.html')).toContain('href="/tagged"');
  });

  it('hides the title with hide_title, and lists the doc’s own TOC levels', async () => {
    const guide = await page('guide/index.html');
    expect(guide).not.toContain('<h1');
    const toc = textOf(element(guide, '<nav class="table-of-contents"') ?? element(guide, '<div class="table-of-contents"') ?? '');
    expect(toc).toContain('Two');
    expect(toc).toContain('Three');
    expect(toc).toContain('Four');
    expect(toc).not.toContain('Five');
  });

  it('writes og:image from the doc’s image, else the config’s, as absolute URLs', async () => {
    expect(await page('guide/index.html')).toContain('<meta property="og:image" content="https://docs.example.com/img/guide.png">');
    expect(await page('guide/index.html')).toContain('<meta name="twitter:image" content="https://docs.example.com/img/guide.png">');
    expect(await page('index.html')).toContain('<meta property="og:image" content="https://docs.example.com/img/card.png">');
  });

  it('renders the sidebar of docs.sidebarPath: className on the row, html as given, ref items never marked current', async () => {
    const sidebar = element(await page('index.html'), '<nav class="doc-sidebar"')!;
    expect(sidebar).toContain('<li class="sidebar-guide"><a href="/guide">');
    expect(sidebar).toContain('<li class="menu__html--default"><span class="sidebar-divider">Reference</span></li>');
    expect(sidebar).toContain('<li><a href="/api">API (ref)</a></li>');
    // The ref'd doc's page shows the sidebar that lists it as a doc, and the guide's row takes the front matter's class too.
    const apiSidebar = element(await page('api/index.html'), '<nav class="doc-sidebar"')!;
    expect(textOf(apiSidebar)).toBe('API');
    expect(apiSidebar).toContain('aria-current="page"');
  });

  it('writes pathname:// links without the scheme, under baseUrl, in docs, the navbar and the footer', async () => {
    const home = await page('index.html');
    expect(element(home, '<div class="markdown"') ?? home).toContain('href="/playground/"');
    expect(element(home, '<nav class="navbar"')).toContain('href="/playground/"');
    expect(element(home, '<footer class="footer"')).toContain('href="/legacy/index.html"');
    expect(home).not.toContain('pathname:');
  });

  it('shows the footer’s logo with its size and link', async () => {
    const logo = element(await page('index.html'), '<div class="footer__logo-box"')!;
    expect(logo).toContain('href="https://acme.example.com"');
    expect(logo).toContain('<img class="footer__logo" src="/img/logo.svg" alt="Acme" width="120" height="40"/>');
  });
});

describe('Docusaurus front matter docs-gen does not act on', () => {
  it('warns at the field, never fails', async () => {
    const site = await makeSite({ 'content/a.md': '---\ntitle: A\ndisplayed_sidebar: api\n---\n\nText.\n' }, "title: 'Docs'");
    const built = await buildSite(site);
    expect(built.code).toBe(0);
    expect(reportLines(built.stderr)).toEqual([
      `content/a.md:3:1  warning  Front matter field "displayed_sidebar" is a Docusaurus field docs-gen does not act on: a doc shows the sidebar that lists it; list it in that sidebar (a \`ref\` item links it from another)  [frontmatter-unsupported]`,
    ]);
  });
});

describe('tags.yml in the docs folder', () => {
  it('gives tags their label and page, and warns at a doc’s tag it does not define', async () => {
    const site = await makeSite(
      {
        'content/tags.yml': 'billing:\n  label: Billing and invoices\n  permalink: /money\n  description: Paying for things\nsecurity:\n',
        'content/a.md': '---\ntitle: A\ntags: [billing, security]\n---\n\nText.\n',
        'content/b.md': '---\ntitle: B\ntags:\n  - billing\n  - misc\n---\n\nText.\n',
      },
      "title: 'Docs'",
    );
    const built = await buildSite(site);
    expect(built.code).toBe(0);
    expect(reportLines(built.stderr)).toEqual([
      'content/b.md:4:3  warning  Tag "misc" is not defined in the docs folder\'s tags.yml. Defined tags: billing, security  [tag-unknown]',
    ]);
    const a = await readText(built.outDir, 'a/index.html');
    expect(textOf(element(a, '<div class="doc__tags"')!)).toBe('Tags: Billing and invoices security');
    expect(a).toContain('href="/tags/money"');
    expect(textOf(element(await readText(built.outDir, 'tags/money/index.html'), '<h1')!)).toBe('2 docs tagged with "Billing and invoices"');
  });

  it('rejects a tags.yml entry that is not a tag’s settings, at its line', async () => {
    const site = await makeSite({ 'content/tags.yml': 'billing:\n  lable: Billing\n', 'content/a.md': '# A\n' }, "title: 'Docs'");
    const built = await buildSite(site);
    expect(built.code).toBe(1);
    expect(reportLines(built.stderr)).toEqual([
      'content/tags.yml:2:3  error  Unknown tag setting "billing.lable" — did you mean "billing.label"?  [tags-invalid]',
    ]);
  });
});

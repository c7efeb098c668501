import { describe, expect, it } from 'vitest';
import { buildTestSite, doc, type TestSiteOptions } from '../../test/helpers/manifest.js';
import type { ApiPage } from '../openapi/api-pages.js';
import type { ApiReference } from '../shared/api-reference.js';
import type { NavbarItemData, PageData } from '../shared/page-data.js';
import type { SidebarItem } from '../shared/sidebar.js';
import { createPageDataBuilder } from './page-data.js';
import { renderSharedSidebars, sharedSidebarFile } from './sidebar-files.js';

/** The data the theme gets for the page at `path` of a site made of `files`. */
function pageOf(files: Readonly<Record<string, string>>, path: string, options: TestSiteOptions = {}): PageData {
  const { config, manifest } = buildTestSite(files, options);
  const route = manifest.byPath.get(path);
  if (route === undefined) throw new Error(`pageOf: no route ${path} in ${[...manifest.byPath.keys()].join(', ')}`);
  return createPageDataBuilder({ config, manifest })({ route, hasOwnH1: true });
}

/** Sidebar items as `label → href`, with a category's items below it; closed categories the page was sent empty say so. */
function outline(items: readonly SidebarItem[] | undefined): unknown[] {
  return (items ?? []).map((item) => {
    if (item.type === 'html') return `html ${item.value}`;
    return item.type === 'link'
      ? `${item.label} → ${item.href}`
      : { [`${item.label} → ${item.href ?? '(first child)'}`]: item.itemsDeferred ? 'deferred' : outline(item.items) };
  });
}

const GUIDE_SITE = {
  'index.md': doc('Home', { sidebar_position: 1 }),
  'guide/_category_.json': '{ "label": "Guide", "position": 2 }',
  'guide/01-a.md': doc('A', { description: 'All about A' }),
  'guide/02-b.md': doc('B'),
  'guide/03-c.md': doc('C'),
  'reference/_category_.json': '{ "label": "Reference", "position": 3 }',
  'reference/x.md': doc('X'),
};

describe('the page URL', () => {
  it('accepts a plain route path: the URL is the path under baseUrl', () => {
    expect(pageOf(GUIDE_SITE, '/guide/b', { config: { baseUrl: '/docs/' } }).url).toBe('/docs/guide/b');
  });

  it('rejects characters a URL path cannot hold: they are percent-encoded, with the configured trailing slash', () => {
    const page = pageOf({ 'index.md': doc('Home'), '100%.md': doc('Percent'), 'café.md': doc('Coffee') }, '/100%', {
      config: { baseUrl: '/docs/', trailingSlash: true },
    });
    expect(page.url).toBe('/docs/100%25/');
    expect(outline(page.sidebar)).toEqual(['Percent → /docs/100%25/', 'Coffee → /docs/caf%C3%A9/', 'Home → /docs/']);
  });
});

describe('the sidebar a page gets', () => {
  it('accepts the categories on the page’s chain open, with every item', () => {
    expect(outline(pageOf(GUIDE_SITE, '/guide/b').sidebar)).toEqual([
      'Home → /',
      { 'Guide → (first child)': ['A → /guide/a', 'B → /guide/b', 'C → /guide/c'] },
      { 'Reference → /reference/x': 'deferred' },
    ]);
  });

  it('rejects the items of closed categories elsewhere: their label links to their first page and the items come from the shared file', () => {
    const page = pageOf(GUIDE_SITE, '/', { config: { baseUrl: '/docs/' } });
    expect(outline(page.sidebar)).toEqual(['Home → /docs/', { 'Guide → /docs/guide/a': 'deferred' }, { 'Reference → /docs/reference/x': 'deferred' }]);
    expect(page.sidebarSrc).toBe('/docs/assets/sidebars/docs.json');
  });

  it('accepts a category that is not collapsed: it is open on every page', () => {
    const files = { ...GUIDE_SITE, 'reference/_category_.json': '{ "label": "Reference", "position": 3, "collapsed": false }' };
    expect(outline(pageOf(files, '/guide/a').sidebar).at(-1)).toEqual({ 'Reference → (first child)': ['X → /reference/x'] });
  });

  it('rejects a sidebar for a page that is in none: no sidebar, no shared file, no breadcrumbs', () => {
    const page = pageOf(GUIDE_SITE, '/404');
    expect([page.sidebar, page.sidebarSrc, page.breadcrumbs]).toEqual([undefined, undefined, []]);
  });
});

describe('breadcrumbs', () => {
  it('accepts the chain down to the page, each parent linking to its first page, the page itself unlinked', () => {
    expect(pageOf(GUIDE_SITE, '/guide/c', { config: { baseUrl: '/docs/' } }).breadcrumbs).toEqual([
      { label: 'Guide', href: '/docs/guide/a' },
      { label: 'C', href: undefined },
    ]);
  });

  it('rejects a sidebar label for the page itself: its last crumb is the page title', () => {
    const files = { ...GUIDE_SITE, 'guide/03-c.md': doc('The C page', { sidebar_label: 'C' }) };
    expect(pageOf(files, '/guide/c').breadcrumbs.at(-1)).toEqual({ label: 'The C page', href: undefined });
  });
});

describe('previous and next', () => {
  it('accepts the neighbours in the sidebar’s reading order, across categories', () => {
    expect(pageOf(GUIDE_SITE, '/guide/c').pagination).toEqual({
      prev: { label: 'B', href: '/guide/b', external: false },
      next: { label: 'X', href: '/reference/x', external: false },
    });
  });

  it('rejects a neighbour the front matter overrides (by doc id) or hides (null)', () => {
    const files = { ...GUIDE_SITE, 'guide/02-b.md': '---\npagination_prev: null\npagination_next: reference/x\n---\n\n# B\n' };
    expect(pageOf(files, '/guide/b', { config: { baseUrl: '/docs/' } }).pagination).toEqual({
      prev: undefined,
      next: { label: 'X', href: '/docs/reference/x', external: false },
    });
  });

  it('rejects unlisted docs and external links as neighbours', () => {
    const files = { ...GUIDE_SITE, 'guide/02-b.md': doc('B', { unlisted: true }) };
    const sidebars = { docs: ['guide/a', { type: 'link' as const, label: 'Elsewhere', href: 'https://example.com' }, 'guide/b', 'guide/c'] };
    expect(pageOf(files, '/guide/a', { config: { docs: { sidebars } } }).pagination.next).toEqual({ label: 'C', href: '/guide/c', external: false });
  });
});

describe('cards', () => {
  const files = { ...GUIDE_SITE, 'guide/_category_.json': '{ "label": "Guide", "link": { "type": "generated-index" } }' };

  it('accepts the items of a generated category index: docs with their descriptions, listed in order', () => {
    const page = pageOf(files, '/category/guide', { config: { baseUrl: '/docs/' } });
    expect(page.kind).toBe('category');
    expect(page.cards).toEqual([
      { type: 'link', label: 'A', href: '/docs/guide/a', description: 'All about A', count: undefined },
      { type: 'link', label: 'B', href: '/docs/guide/b', description: undefined, count: undefined },
      { type: 'link', label: 'C', href: '/docs/guide/c', description: undefined, count: undefined },
    ]);
  });

  it('rejects unlisted docs from the cards, and gives none to a doc that is no category’s page', () => {
    const hidden = { ...files, 'guide/02-b.md': doc('B', { unlisted: true }) };
    expect(pageOf(hidden, '/category/guide').cards.map((card) => card.label)).toEqual(['A', 'C']);
    expect(pageOf(hidden, '/guide/a').cards).toEqual([]);
  });
});

describe('the navbar', () => {
  const navbar = (path: string, options: TestSiteOptions = {}) => pageOf(GUIDE_SITE, path, options).site.navbar.items;
  const items = [
    { type: 'docSidebar' as const, sidebarId: 'docs', label: 'Docs' },
    { label: 'Guide', to: '/guide/b' },
    {
      type: 'dropdown' as const,
      label: 'More',
      items: [
        { label: 'X', to: '/reference/x' },
        { label: 'Status', href: 'https://status.example.com' },
      ],
    },
  ];

  it('accepts in-site targets: under baseUrl, and active on the pages they name', () => {
    const onB = navbar('/guide/b', { config: { baseUrl: '/docs/', navbar: { items } } });
    expect(onB.map(summarize)).toEqual([
      'Docs → /docs/ (active)',
      'Guide → /docs/guide/b (active)',
      'More [X → /docs/reference/x, Status → https://status.example.com (external)]',
    ]);
    const onX = navbar('/reference/x', { config: { baseUrl: '/docs/', navbar: { items } } });
    expect(onX.map(summarize)).toEqual([
      'Docs → /docs/ (active)',
      'Guide → /docs/guide/b',
      'More [X → /docs/reference/x, Status → https://status.example.com (external)] (active)',
    ]);
  });

  it('rejects activity on pages outside a docSidebar item’s sidebar, and keeps external hrefs as written', () => {
    const github = { label: 'GitHub', href: 'https://github.com/example/docs' };
    expect(navbar('/404', { config: { navbar: { items: [...items.slice(0, 1), github] } } }).map(summarize)).toEqual([
      'Docs → /',
      'GitHub → https://github.com/example/docs (external)',
    ]);
  });

  it('accepts a `to` written percent-encoded or with a fragment: it names the same page', () => {
    const files = { 'index.md': doc('Home'), 'café.md': '# Café\n\n## Setup\n' };
    const { items: navbarItems } = pageOf(files, '/café', { config: { navbar: { items: [{ label: 'Coffee', to: '/caf%C3%A9#setup' }] } } }).site.navbar;
    expect(navbarItems.map(summarize)).toEqual(['Coffee → /caf%C3%A9#setup (active)']);
  });

  it('rejects a locale dropdown that hideWhenSingle hides on a one-locale site, and lists the locales otherwise', () => {
    const dropdown = (hideWhenSingle: boolean) => navbar('/', { config: { navbar: { items: [{ type: 'localeDropdown', hideWhenSingle }] } } })[0];
    expect(dropdown(true)).toMatchObject({ type: 'localeDropdown', locales: [] });
    expect(dropdown(false)).toMatchObject({ type: 'localeDropdown', locales: [{ label: 'English', href: '/', current: true }] });
  });
});

function summarize(item: NavbarItemData): string {
  const flags = (external: boolean, active: boolean) => `${external ? ' (external)' : ''}${active ? ' (active)' : ''}`;
  if (item.type === 'link') return `${item.label} → ${item.href}${flags(item.external, item.active)}`;
  if (item.type === 'dropdown')
    return `${item.label} [${item.items.map((link) => `${link.label} → ${link.href}${flags(link.external, false)}`).join(', ')}]${flags(false, item.active)}`;
  return item.type;
}

describe('the logo and the footer', () => {
  const site = (config: TestSiteOptions['config']) => pageOf(GUIDE_SITE, '/', { config: { baseUrl: '/docs/', ...config } }).site;

  it('accepts a logo under static/: its URL is under baseUrl, its alt the navbar title, its link a path of the site, under baseUrl', () => {
    expect(site({ navbar: { title: 'Tollbooth', logo: { src: 'img/my logo.svg', href: '/guide/' } } }).navbar.logo).toEqual({
      src: '/docs/img/my%20logo.svg',
      srcDark: undefined,
      alt: 'Tollbooth',
      width: undefined,
      height: undefined,
      link: { href: '/docs/guide/', external: false },
    });
  });

  it('rejects rewriting a logo given as a URL, or a link to another site', () => {
    const logo = site({ navbar: { logo: { src: 'https://cdn.example.com/logo.svg', srcDark: 'img/dark.svg', href: 'https://example.com' } } }).navbar.logo;
    expect(logo).toMatchObject({
      src: 'https://cdn.example.com/logo.svg',
      srcDark: '/docs/img/dark.svg',
      alt: 'Test Docs',
      link: { href: 'https://example.com', external: true },
    });
  });

  it('accepts footer links and HTML, and rejects scripts and event handlers in the HTML', () => {
    const { footer } = site({
      footer: {
        links: [{ title: 'Docs', items: [{ label: 'Guide', to: '/guide/a' }, { html: '<a href="/x" onclick="steal()">X</a><script>steal()</script>' }] }],
        copyright: 'Copyright <b>Example</b><img src="x" onerror="steal()">',
      },
    });
    expect(footer.columns).toEqual([{ title: 'Docs', items: [{ label: 'Guide', href: '/docs/guide/a', external: false }, { html: '<a href="/x">X</a>' }] }]);
    expect(footer.copyright).toBe('Copyright <b>Example</b><img src="x">');
  });
});

describe('versions', () => {
  const released = { '1.0': { 'index.md': doc('Old home'), 'guide/a.md': doc('Old A') } };

  it('accepts a doc that every version has: the version menu opens the same doc in each', () => {
    const page = pageOf(GUIDE_SITE, '/next/guide/a', { released });
    expect(page.version).toEqual({
      name: 'current',
      label: 'Next',
      banner: 'unreleased',
      badge: true,
      versions: [
        { name: 'current', label: 'Next', url: '/next/guide/a', isLast: false },
        { name: '1.0', label: '1.0', url: '/guide/a', isLast: true },
      ],
    });
  });

  it('rejects a link to a doc a version lacks: the menu opens that version’s first page, and the last version has no banner', () => {
    const next = pageOf(GUIDE_SITE, '/next/guide/b', { released });
    expect(next.version?.versions.map((version) => version.url)).toEqual(['/next/guide/b', '/']);
    const last = pageOf(GUIDE_SITE, '/guide/a', { released });
    expect(last.version).toMatchObject({ name: '1.0', banner: undefined });
  });

  it('rejects version data on a site with one version', () => {
    expect(pageOf(GUIDE_SITE, '/guide/a').version).toBeUndefined();
  });
});

describe('the page itself', () => {
  const headings = '# A\n\n## One\n\n### Two\n\n#### Three\n';
  const tocOfHeadings = [
    { depth: 2, text: 'One', id: 'one' },
    { depth: 3, text: 'Two', id: 'two' },
  ];

  it('accepts the title, description, table of contents and hide_table_of_contents of the doc', () => {
    const page = pageOf({ 'a.md': `---\ndescription: About A\nhide_table_of_contents: true\n---\n\n${headings}` }, '/a');
    expect(page).toMatchObject({ kind: 'doc', title: 'A', description: 'About A', hasOwnH1: true, hideTableOfContents: true, api: undefined });
    expect(page.toc).toEqual(tocOfHeadings);
  });

  it('rejects hiding the table of contents of the same doc without hide_table_of_contents: it shows its headings', () => {
    const page = pageOf({ 'a.md': `---\ndescription: About A\n---\n\n${headings}` }, '/a');
    expect(page).toMatchObject({ kind: 'doc', title: 'A', description: 'About A', hideTableOfContents: false });
    expect(page.toc).toEqual(tocOfHeadings);
  });
});

describe('API reference pages', () => {
  const reference: ApiReference = { title: 'Pets', version: '1.0', descriptionHeadings: [], servers: [], tags: [], schemas: [], securitySchemes: [] };
  const tag = { name: 'Dogs', anchor: 'tag-dogs', operations: [] };
  const apiPage = (path: string, part: Partial<ApiReference>, schemasPath?: string): ApiPage => ({
    path,
    title: 'Pets',
    file: 'specs/pets.yaml',
    reference: { ...reference, ...part },
    schemasPath,
    anchors: [],
  });

  it('accepts a reference split per tag: the overview links each tag’s page, a tag page links the schemas on the overview, under baseUrl', () => {
    const apiPages = [apiPage('/api/pets', { tags: [{ ...tag, pageUrl: '/api/pets/dogs' }] }), apiPage('/api/pets/dogs', { tags: [tag] }, '/api/pets')];
    const overview = pageOf(GUIDE_SITE, '/api/pets', { apiPages, config: { baseUrl: '/docs/' } });
    expect(overview.kind).toBe('api');
    expect(overview.api).toEqual({ sections: [], tags: [{ label: 'Dogs', href: '/docs/api/pets/dogs', operations: [] }], schemasHref: undefined });
    expect(pageOf(GUIDE_SITE, '/api/pets/dogs', { apiPages, config: { baseUrl: '/docs/' } }).api?.schemasHref).toBe('/docs/api/pets#schemas');
  });

  it('accepts the navigation and table of contents of a reference as its only data: sections, tags, operations, schemas, no reference', () => {
    const operation = (anchor: string, method: string, summary?: string) => ({
      anchor,
      method,
      path: `/${anchor}`,
      summary,
      deprecated: anchor === 'old',
      security: [],
      parameters: [],
      responses: [],
      samples: [],
    });
    const page = pageOf(GUIDE_SITE, '/api/pets', {
      apiPages: [
        apiPage('/api/pets', {
          descriptionHtml: '<h2 id="paging">Paging</h2><h3 id="cursors">Cursors</h3>',
          descriptionHeadings: [
            { depth: 2, text: 'Paging', id: 'paging' },
            { depth: 3, text: 'Cursors', id: 'cursors' },
          ],
          securitySchemes: [{ name: 'token', anchor: 'security-token', type: 'http', summary: 'HTTP bearer', flows: [] }],
          tags: [{ ...tag, operations: [operation('listDogs', 'GET', 'List dogs'), operation('old', 'DELETE')] }],
          schemas: [{ name: 'Dog', anchor: 'schema-Dog', schema: { kind: 'primitive', type: 'string', constraints: [] } }],
        }),
      ],
    });
    expect(page.api).toEqual({
      sections: [
        { label: 'Paging', href: '#paging' },
        { label: 'Authentication', href: '#authentication' },
      ],
      tags: [
        {
          label: 'Dogs',
          href: '#tag-dogs',
          operations: [
            { anchor: 'listDogs', method: 'GET', label: 'List dogs', deprecated: false },
            { anchor: 'old', method: 'DELETE', label: '/old', deprecated: true },
          ],
        },
      ],
      schemasHref: '#schemas',
    });
    expect(page.toc).toEqual([
      { depth: 2, text: 'Paging', id: 'paging' },
      { depth: 3, text: 'Cursors', id: 'cursors' },
      { depth: 2, text: 'Authentication', id: 'authentication' },
      { depth: 2, text: 'Dogs', id: 'tag-dogs' },
      { depth: 3, text: 'List dogs', id: 'listDogs' },
      { depth: 3, text: 'DELETE /old', id: 'old' },
      { depth: 2, text: 'Schemas', id: 'schemas' },
    ]);
    expect(JSON.stringify(page)).not.toContain('<h2');
  });

  it('rejects API data on a page that is not a reference', () => {
    expect(pageOf(GUIDE_SITE, '/guide/a', { apiPages: [apiPage('/api/pets', {})] }).api).toBeUndefined();
  });
});

describe('shared sidebar files', () => {
  it('accepts an id as a file name under assets/sidebars/, percent-encoded once in the name (and once more in its URL)', () => {
    expect(sharedSidebarFile('docs')).toBe('assets/sidebars/docs.json');
    expect(sharedSidebarFile('version-1.0/docs')).toBe('assets/sidebars/version-1.0/docs.json');
    const page = pageOf(GUIDE_SITE, '/guide/a', { config: { docs: { sidebars: { 'my docs': ['guide/a'] } } } });
    expect(page.sidebarSrc).toBe('/assets/sidebars/my%2520docs.json');
  });

  it('rejects an id that would reach outside the folder: `.` and `..` are encoded too', () => {
    expect(sharedSidebarFile('../route-sizes')).toBe('assets/sidebars/%2E%2E/route-sizes.json');
    expect(sharedSidebarFile('./a/../../b')).toBe('assets/sidebars/%2E/a/%2E%2E/%2E%2E/b.json');
  });

  it('accepts every item of every sidebar, with URLs under baseUrl and each category linking where its label does', () => {
    const { config, manifest } = buildTestSite(GUIDE_SITE, { config: { baseUrl: '/docs/' } });
    expect(
      renderSharedSidebars({ shared: createPageDataBuilder({ config, manifest }).shared }).map(({ path, contents }) => [path, JSON.parse(contents)]),
    ).toEqual([
      [
        'assets/sidebars/docs.json',
        [
          { label: 'Home', href: '/docs/' },
          {
            label: 'Guide',
            href: '/docs/guide/a',
            collapsible: true,
            collapsed: true,
            items: [
              { label: 'A', href: '/docs/guide/a' },
              { label: 'B', href: '/docs/guide/b' },
              { label: 'C', href: '/docs/guide/c' },
            ],
          },
          { label: 'Reference', href: '/docs/reference/x', collapsible: true, collapsed: true, items: [{ label: 'X', href: '/docs/reference/x' }] },
        ],
      ],
    ]);
  });

  it('rejects an unlisted doc’s link as a plain one: it is kept in place, marked unlisted', () => {
    const { config, manifest } = buildTestSite({ ...GUIDE_SITE, 'guide/02-b.md': doc('B', { unlisted: true }) });
    const [docsSidebar] = renderSharedSidebars({ shared: createPageDataBuilder({ config, manifest }).shared });
    expect(JSON.parse(docsSidebar!.contents)[1].items).toEqual([
      { label: 'A', href: '/guide/a' },
      { label: 'B', href: '/guide/b', unlisted: true },
      { label: 'C', href: '/guide/c' },
    ]);
  });
});

/**
 * Links written in the config are checked by every build, as links in docs
 * are: a broken one is reported at its field and the line of site.config.ts
 * that holds it, with the severity the config gives it, and `check-links`
 * finds the same ones in the built site. Also what the footer's HTML and the
 * navbar's logo become in the built pages.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, buildSiteJson, makeSite, readText, removeTemporaryFolders, reportLines, runCli } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

const PAGES = {
  'content/index.md': '# Home\n\nWelcome.\n',
  'content/guide/install.md': '# Install\n\n## Requirements\n\nNode.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#1a73e8"/></svg>\n',
  'static/img/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#fbbc04"/></svg>\n',
};

/** A site whose config holds `navbar` and the other fields given, one per line, so each field has a line of its own. */
function siteWithConfig(fields: string): Promise<string> {
  const config = `import { defineConfig } from 'docs-gen';

export default defineConfig({
  url: 'https://docs.example.com',
  title: 'Example Docs',
${fields}
});
`;
  return makeSite({ ...PAGES, 'site.config.ts': config });
}

// Line 9 of the config, column 31: the string of navbar.items[1].to.
const BROKEN_NAVBAR = `  navbar: {
    items: [
      { label: 'Install', to: '/guide/install' },
      { label: 'Missing', to: '/missing' },
    ],
  },`;
const BROKEN_LINE = 'site.config.ts:9:31 (field navbar.items[1].to)  error  Link to /missing in navbar.items[1].to does not resolve to any page  [broken-link]';

describe('config links in the build', () => {
  it('fails the build on a navbar link to a missing page, naming the field and its line in site.config.ts', async () => {
    const run = await buildSite(await siteWithConfig(BROKEN_NAVBAR));
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual([BROKEN_LINE]);
    expect(run.stderr).toContain('→ Point the link at an existing page, or create the page.');
  });

  it('says the same in --json', async () => {
    const { code, report } = await buildSiteJson(await siteWithConfig(BROKEN_NAVBAR));
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      {
        code: 'broken-link',
        severity: 'error',
        message: 'Link to /missing in navbar.items[1].to does not resolve to any page',
        hint: 'Point the link at an existing page, or create the page.',
        file: 'site.config.ts',
        line: 9,
        column: 31,
        configField: 'navbar.items[1].to',
      },
    ]);
  });

  it("follows onBrokenLinks: 'warn' builds with a warning, which --strict turns into an error", async () => {
    const root = await siteWithConfig(`${BROKEN_NAVBAR}\n  onBrokenLinks: 'warn',`);
    const warned = await buildSiteJson(root);
    expect(warned.code).toBe(0);
    expect(warned.report.warnings).toEqual([
      expect.objectContaining({ code: 'broken-link', severity: 'warning', configField: 'navbar.items[1].to', line: 9, column: 31 }),
    ]);
    const strict = await buildSite(root, ['--strict']);
    expect(strict.code).toBe(1);
    expect(reportLines(strict.stderr)).toEqual([BROKEN_LINE]);
  });

  it('reports a broken footer link, a link in the copyright and one in the announcement bar, each at its field', async () => {
    const root = await siteWithConfig(`  footer: {
    links: [{ title: 'Docs', items: [{ label: 'Gone', to: '/gone' }, { html: '<a href="/lost">Lost</a>' }] }],
    copyright: 'Copyright © 2026 <a href="/nowhere">Example</a>',
  },
  announcementBar: { id: 'news', content: 'Read <a href="/guide/install#nope">the guide</a>.' },`);
    const run = await buildSite(root, ['--strict']);
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual([
      'site.config.ts:7:59 (field footer.links[0].items[0].to)  error  Link to /gone in footer.links[0].items[0].to does not resolve to any page  [broken-link]',
      'site.config.ts:7:78 (field footer.links[0].items[1].html)  error  Link to /lost in footer.links[0].items[1].html does not resolve to any page  [broken-link]',
      'site.config.ts:8:16 (field footer.copyright)  error  Link to /nowhere in footer.copyright does not resolve to any page  [broken-link]',
      'site.config.ts:10:43 (field announcementBar.content)  error  Link /guide/install#nope in announcementBar.content points to #nope, which is not an anchor on /guide/install  [broken-anchor]',
    ]);
  });

  it("reports a sidebar's link item to a missing page or anchor at its item, as Docusaurus's link check fails on it in every page", async () => {
    const root = await siteWithConfig(`  docs: {
    sidebars: {
      docs: [
        'index',
        { type: 'link', label: 'Errors', href: '/errors' },
        { type: 'link', label: 'Install', href: '/guide/install#requirements' },
        { type: 'link', label: 'Nope', href: 'https://docs.example.com/guide/install#nope' },
        { type: 'link', label: 'Elsewhere', href: 'https://example.org/errors' },
      ],
    },
  },`);
    const run = await buildSite(root, ['--strict']);
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual([
      'site.config.ts:10:9 (field docs.sidebars.docs[1])  error  Link to /errors in docs.sidebars.docs[1] does not resolve to any page  [broken-link]',
      'site.config.ts:12:9 (field docs.sidebars.docs[3])  error  Link https://docs.example.com/guide/install#nope in docs.sidebars.docs[3] points to #nope, which is not an anchor on /guide/install  [broken-anchor]',
    ]);
  });

  it('agrees with check-links: what the build lets through with a warning, check-links reports on every page', async () => {
    const root = await siteWithConfig(`${BROKEN_NAVBAR}\n  onBrokenLinks: 'warn',`);
    const built = await buildSite(root);
    expect(built.code).toBe(0);
    const checked = await runCli(['check-links', '--root', root, '--out', built.outDir, '--json']);
    expect(checked.code).toBe(1);
    const report = JSON.parse(checked.stdout) as { errors: Array<{ code: string; page: string; link: string }> };
    expect(new Set(report.errors.map((error) => `${error.code} ${error.link}`))).toEqual(new Set(['crawl-broken-link /missing']));
    expect(new Set(report.errors.map((error) => error.page))).toEqual(new Set(['/', '/guide/install', '/404.html']));
  });

  it('builds a site whose config links all resolve, and check-links finds nothing broken in it', async () => {
    const root = await siteWithConfig(`  navbar: {
    logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/guide/install', width: 32, height: 32 },
    items: [{ type: 'dropdown', label: 'More', items: [{ label: 'Install', to: '/guide/install#requirements' }] }],
  },
  footer: { links: [{ title: 'Docs', items: [{ html: '<a href="/guide/install">Install</a>' }] }], copyright: '<a href="/">Home</a>' },`);
    const built = await buildSite(root, ['--strict']);
    expect(built.code, built.stderr).toBe(0);
    const checked = await runCli(['check-links', '--root', root, '--out', built.outDir]);
    expect(checked.stdout).toContain(': 0 broken.');
    expect(checked.code).toBe(0);
  });
});

describe('sidebars in a file of their own', () => {
  it('report a link item and an unknown doc id at their line in the sidebars file, by their path there', async () => {
    const sidebars = JSON.stringify({ docs: ['index', { type: 'link', label: 'Errors', href: '/errors' }] }, null, 2);
    const root = await makeSite({ ...PAGES, 'sidebars.json': `${sidebars}\n` }, "title: 'T', docs: { sidebarPath: './sidebars.json' }");
    const linked = await buildSite(root);
    expect(linked.code).toBe(1);
    expect(reportLines(linked.stderr)).toEqual([
      'sidebars.json:4:5 (field docs[1])  error  Link to /errors in docs[1] does not resolve to any page  [broken-link]',
    ]);
    await writeFile(path.join(root, 'sidebars.json'), `${JSON.stringify({ docs: ['index', 'guide/gone'] }, null, 2)}\n`);
    const unknown = await buildSite(root);
    expect(reportLines(unknown.stderr)).toEqual([
      'sidebars.json:4:5 (field docs[1])  error  Sidebar item refers to doc id "guide/gone", which does not exist. Available doc ids: guide/install, index  [sidebar-unknown-doc]',
    ]);
  });
});

describe('the locale dropdown', () => {
  it('lists only the locale the build makes, and says which of i18n.locales it leaves out, at the item', async () => {
    const root = await siteWithConfig(`  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ja'] },
  navbar: { items: [{ type: 'localeDropdown', position: 'right' }] },`);
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr)).toEqual([
      'site.config.ts:7:21 (field navbar.items[0])  warning  The locale dropdown lists en only: docs-gen builds no translations, so fr, ja of i18n.locales would be links to nothing  [locale-not-built]',
    ]);
    const html = await readText(run.outDir, 'guide/install/index.html');
    expect(html).toContain('English');
    expect(html).not.toMatch(/href="\/(fr|ja)\/"/);
    expect(html).not.toContain('Français');
  });
});

describe('footer HTML and the navbar logo in the built pages', () => {
  it('sanitises the copyright and HTML items: markup stays, scripts, handlers, iframes and javascript: URLs go', async () => {
    const root = await siteWithConfig(`  footer: {
    links: [{ title: 'More', items: [{ html: '<a href="https://status.example.com" onclick="steal()">Status <b>page</b></a><script>steal()</script>' }] }],
    copyright: 'Copyright © 2026 <a href="https://example.com">Example</a><iframe src="https://evil.example"></iframe> <a href="javascript:steal()">x</a>',
  },`);
    const built = await buildSite(root, ['--strict']);
    expect(built.code, built.stderr).toBe(0);
    const html = await readText(built.outDir, 'index.html');
    expect(html).toContain('<li class="footer__item"><a href="https://status.example.com">Status <b>page</b></a></li>');
    expect(html).toContain('<div class="footer__copyright">Copyright © 2026 <a href="https://example.com">Example</a> <a>x</a></div>');
    expect(html).not.toMatch(/steal|<iframe|<script>steal/);
  });

  it('shows the logo at its size, with its dark version, linking where it says; the title alone links home', async () => {
    const withLogo = await siteWithConfig(`  baseUrl: '/docs/',
  navbar: { title: 'Docs', logo: { src: 'img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Example', href: '/guide/install', width: 32, height: 32 } },`);
    const built = await buildSite(withLogo, ['--strict']);
    expect(built.code, built.stderr).toBe(0);
    expect(await readText(built.outDir, 'index.html')).toContain(
      '<a class="navbar__brand" href="/docs/guide/install">' +
        '<img class="navbar__logo navbar__logo--light" src="/docs/img/logo.svg" alt="Example" width="32" height="32"/>' +
        '<img class="navbar__logo navbar__logo--dark" src="/docs/img/logo-dark.svg" alt="Example" width="32" height="32"/>' +
        '<span class="navbar__title">Docs</span></a>',
    );

    const titleOnly = await buildSite(await siteWithConfig(`  baseUrl: '/docs/',\n  navbar: { title: 'Docs' },`), ['--strict']);
    expect(await readText(titleOnly.outDir, 'guide/install/index.html')).toContain(
      '<a class="navbar__brand" href="/docs/"><span class="navbar__title">Docs</span></a>',
    );
  });

  it('links the brand to the page the docs root opens when no page is at the root, as a migrated site without its landing page is', async () => {
    const root = await makeSite({
      'content/guide/install.md': '# Install\n\nNode.\n',
      'site.config.ts':
        "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ url: 'https://docs.example.com', title: 'Docs', docs: { routeBasePath: '/docs' } });\n",
    });
    // No page at / nor at the docs root /docs: the docs root opens the sidebar's first page.
    await rm(path.join(root, 'content/index.md'));
    const built = await buildSite(root, ['--strict']);
    expect(built.code, built.stderr).toBe(0);
    expect(await readText(built.outDir, 'docs/guide/install/index.html')).toContain(
      '<a class="navbar__brand" href="/docs/guide/install"><span class="navbar__title">Docs</span></a>',
    );
  });

  it('rejects a logo that is not under static/, at its field', async () => {
    const run = await buildSite(await siteWithConfig(`  navbar: {\n    logo: { src: 'img/missing.svg' },\n  },`));
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual([
      'site.config.ts:7:18 (field navbar.logo.src)  error  navbar.logo.src names img/missing.svg, which is not a file under static/  [broken-link]',
    ]);
  });
});

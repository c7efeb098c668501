/**
 * Config `redirects`, as Docusaurus's client-redirects plugin: a page at
 * `<path>.<extension>` for each page, and one at each old path, that opens
 * the new one; never in the place of a page or a static file; each target
 * checked as a link; made again as the pages come and go.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, makeSite, readText, readTree, removeTemporaryFolders, reportLines } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

const PAGES = {
  'content/guide/install.md': '# Install\n\n## Setup\n\nRun it.\n',
  'content/guide/usage.md': '# Usage\n',
  'static/legacy.html': '<p>Kept as it is.</p>\n',
};

const REDIRECTS =
  "title: 'T', redirects: { fromExtensions: ['html'], items: [{ from: ['/setup', '/start.html'], to: '/guide/install#setup' }, { from: '/legacy.html', to: '/guide/usage' }] }";

describe('config redirects', () => {
  it('writes a page at each old path that opens the new one, keeping the query and the fragment', async () => {
    const root = await makeSite(PAGES, REDIRECTS);
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    const setup = await readText(run.outDir, 'setup/index.html');
    expect(setup).toContain('<link rel="canonical" href="https://docs.example.com/guide/install/#setup">');
    expect(setup).toContain('<meta http-equiv="refresh" content="0; url=/guide/install/#setup">');
    expect(setup).toContain('<script>location.replace("/guide/install/#setup" + location.search);</script>');
    expect(setup).toContain('<meta name="robots" content="noindex">');
    expect(await readText(run.outDir, 'start.html')).toContain('url=/guide/install/#setup');
    // Each page at <path>.html, the reader's own fragment carried over.
    const install = await readText(run.outDir, 'guide/install.html');
    expect(install).toContain('<script>location.replace("/guide/install/" + location.search + location.hash);</script>');
    expect(await readText(run.outDir, 'guide/usage.html')).toContain('url=/guide/usage/"');
    // Not in the sitemap: they are no pages.
    expect(await readText(run.outDir, 'sitemap.xml')).not.toContain('.html');
    // A file of static/ stays, and the item that would replace it is reported at its field.
    expect(await readText(run.outDir, 'legacy.html')).toBe('<p>Kept as it is.</p>\n');
    expect(reportLines(run.stderr)).toEqual([
      'site.config.ts:3:196 (field redirects.items[1].from)  warning  No redirect is made from /legacy.html: the file static/legacy.html is there  [redirect-conflict]',
    ]);
  });

  it('never takes the place of a page: with trailingSlash false a page is its .html file', async () => {
    const root = await makeSite(PAGES, "title: 'T', trailingSlash: false, redirects: { fromExtensions: ['html', 'php'] }");
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(await readText(run.outDir, 'guide/install.html')).toContain('<h1');
    expect(await readText(run.outDir, 'guide/install.php')).toContain('url=/guide/install"');
  });

  it('never takes the place of a file docs-gen writes itself', async () => {
    const root = await makeSite(PAGES, "title: 'T', redirects: { items: [{ from: ['/sitemap.xml', '/assets/old.html'], to: '/guide/usage' }] }");
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(await readText(run.outDir, 'sitemap.xml')).toContain('<urlset');
    expect([...(await readTree(run.outDir)).keys()]).not.toContain('assets/old.html');
    expect(reportLines(run.stderr).map((line) => line.replace(/^\S+ \(field (\S+)\)/, '$1'))).toEqual([
      "redirects.items[0].from[0]  warning  No redirect is made from /sitemap.xml: docs-gen's own sitemap.xml is there  [redirect-conflict]",
      "redirects.items[0].from[1]  warning  No redirect is made from /assets/old.html: docs-gen's own assets/old.html is there  [redirect-conflict]",
    ]);
  });

  it('checks each target as a link, and fails the build on one to no page', async () => {
    const root = await makeSite(PAGES, "title: 'T', redirects: { items: [{ from: '/old', to: '/guide/gone' }] }");
    const run = await buildSite(root);
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual([
      'site.config.ts:3:117 (field redirects.items[0].to)  error  Link to /guide/gone in redirects.items[0].to does not resolve to any page  [broken-link]',
    ]);
  });

  it('follows the pages as they come and go in a rebuild', async () => {
    const root = await makeSite(PAGES, "title: 'T', redirects: { fromExtensions: ['html'] }");
    const cache = ['--cache-dir', path.join(root, '..', 'cache')];
    const out = path.join(root, '..', 'out', 'build');
    expect((await buildSite(root, cache, out)).code).toBe(0);
    await writeFile(path.join(root, 'content/guide/faq.md'), '# FAQ\n');
    expect((await buildSite(root, cache, out)).code).toBe(0);
    const files = [...(await readTree(out)).keys()];
    expect(files).toContain('guide/faq.html');
    expect(files).toContain('guide/install.html');
  });
});

/**
 * MDX as Docusaurus has it, as a reader of the built pages sees it:
 * `markdown.format`, HTML comments, pages compiled because they import
 * partials, site components or packages, export values or compute
 * expressions (while the others stay data), TOCInline with the page's `toc`,
 * partials' headings in the page's table of contents and their links checked
 * in the page's context, compile errors at file:line:column, and byte-equal
 * output from two builds.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSite,
  buildSiteJson,
  copyFixture,
  fixture,
  makeSite,
  readText,
  readTree,
  removeTemporaryFolders,
  reportLines,
  type BuildRun,
} from './helpers/cli.js';
import { sharedBuild } from './helpers/shared-builds.js';
import { element, linksIn, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const article = (html: string) => element(html, '<article')!;
const routeData = async (outDir: string, route: string) =>
  JSON.parse(await readText(outDir, `assets/routes/${route}.json`)) as { body: unknown; page: { toc: Array<{ id: string }> } };

describe('a site whose .md files are MDX (markdown.format: mdx)', () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await sharedBuild('mdx-compiled');
  }, 60_000);

  it('builds with no problem', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr)).toEqual([]);
  });

  it('renders a partial where the page renders it, with its admonition, headings and links (each resolved from its own file, as Docusaurus does)', async () => {
    const html = article(await readText(run.outDir, 'partials/index.html'));
    expect(textOf(html)).toContain(
      'Own section Info These examples need the setup first. Before you start Read the upgrade notes . Some text between the partials.',
    );
    expect(html).not.toContain('import');
    // `_shared/_footer.mdx` links `../install.md#setup`: from its own folder, not the page's.
    expect(linksIn(html).filter((link) => !link.startsWith(' →'))).toEqual([
      'setup → /install#setup',
      'upgrade notes → /install#upgrade',
      'the setup → /install#setup',
    ]);
  });

  it("lists a partial's headings in the page's table of contents", async () => {
    const html = await readText(run.outDir, 'partials/index.html');
    expect(linksIn(element(html, '<nav class="table-of-contents"'))).toEqual([
      'Own section → #own-section',
      'Before you start → #before-you-start',
      'Try it → #try-it',
    ]);
  });

  it('passes props to a partial, and renders a site component it imports by @site/', async () => {
    expect(article(await readText(run.outDir, 'partials/index.html'))).toContain(
      '<button type="button" class="counter">Clicked <!-- -->5<!-- --> times</button>',
    );
  });

  it('renders site components (by relative path and @site/), a package installed in the site, exported values and computed expressions', async () => {
    const html = article(await readText(run.outDir, 'components/index.html'));
    expect(html).toContain('<span class="badge">PRO!</span>');
    expect(textOf(html)).toContain('The Pro plan costs 108 a year.');
    expect(html).toContain('class="counter">Clicked <!-- -->2<!-- --> times</button>');
    expect(html).toContain('<div class="admonition admonition--tip" role="note">');
  });

  it('gives a link written as JSX its final URL, as a Markdown link gets', async () => {
    expect(article(await readText(run.outDir, 'components/index.html'))).toContain('<a href="/install#setup" class="jsx-link">setup</a>');
  });

  it('links the stylesheet a component imports, and hydrates the page from its own module, which pages rendered as data do not load', async () => {
    const html = await readText(run.outDir, 'components/index.html');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/css\/mdx\/components\.\w+\.css">/);
    // A url() of inline data stays as written: no file to bundle.
    const stylesheet = /href="\/(assets\/css\/mdx\/components\.\w+\.css)"/.exec(html)![1]!;
    expect(await readText(run.outDir, stylesheet)).toContain('url(data:image/gif;base64,R0lGODlhAQABAIAAAP');
    const data = await routeData(run.outDir, 'components');
    expect(data.body).toEqual([
      '$CompiledPage',
      {
        script: expect.stringMatching(/^\/assets\/js\/mdx\/components\.\w+\.js$/),
        stylesheets: [expect.stringMatching(/^\/assets\/css\/mdx\/components\.\w+\.css$/)],
        links: { './install.md#setup': '/install#setup' },
      },
    ]);
    const files = [...(await readTree(run.outDir)).keys()];
    expect(files).toContain((data.body as [string, { script: string }])[1].script.slice(1));
    const plain = await routeData(run.outDir, 'index');
    expect(JSON.stringify(plain.body)).not.toContain('CompiledPage');
    expect(await readText(run.outDir, 'index.html')).not.toContain('/assets/css/mdx/');
  });

  it("renders TOCInline from the page's toc export (toc.slice(1)), within levels 2 to 3, and evaluates expressions", async () => {
    const html = article(await readText(run.outDir, 'toc/index.html'));
    expect(linksIn(element(html, '<div class="toc-inline"'))).toEqual(['Second → #second', 'Second, deeper → #second-deeper', 'Third → #custom-third']);
    expect(textOf(html)).toMatch(/Copyright 1970 kept text ?\./);
  });

  it("renders TOCInline on a page rendered as data, from the page's table of contents", async () => {
    const html = article(await readText(run.outDir, 'install/index.html'));
    expect(linksIn(element(html, '<div class="toc-inline"'))).toEqual(['Setup → #setup', 'Upgrade → #upgrade']);
    expect(JSON.stringify((await routeData(run.outDir, 'install')).body)).toContain('"$TOCInline"');
  });

  it('drops HTML comments, over several lines and inside elements, and keeps them in code', async () => {
    const html = article(await readText(run.outDir, 'toc/index.html'));
    expect(html).not.toMatch(/several lines|dropped|leave notes/);
    expect(html).toContain('&lt;!-- a comment in code stays --&gt;');
    expect(article(await readText(run.outDir, 'index.html'))).not.toContain('leave notes');
  });

  it("renders the site's theme/Admonition.tsx in place of the theme's, on compiled pages and pages rendered as data, wrapping the original", async () => {
    for (const [route, type] of [
      ['install', 'note'],
      ['partials', 'info'],
      ['components', 'tip'],
    ]) {
      const html = article(await readText(run.outDir, `${route}/index.html`));
      expect(html, route).toContain(`<div class="site-admonition" data-type="${type}"><div class="admonition admonition--${type}" role="note">`);
    }
    expect(await readText(run.outDir, 'index.html')).toMatch(
      /<link rel="modulepreload" href="\/assets\/js\/mdx\/theme-overrides\.\w+\.js" data-theme-overrides="">/,
    );
  });

  it('writes the same bytes on a second build', async () => {
    const again = await buildSite(fixture('mdx-compiled'));
    expect(again.code, again.stderr).toBe(0);
    const [first, second] = [await readTree(run.outDir), await readTree(again.outDir)];
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [file, bytes] of first) expect(second.get(file)?.equals(bytes), file).toBe(true);
  });
});

describe('a rebuild with the build cache', () => {
  it('re-renders the pages using a component that changed, and only those', async () => {
    const root = await copyFixture('mdx-compiled');
    const cache = ['--cache-dir', path.join(root, '..', 'cache'), '--json'];
    const out = path.join(root, '..', 'out', 'build');
    const first = await buildSite(root, cache, out);
    expect(first.code, first.stderr).toBe(0);
    await writeFile(
      path.join(root, 'components/Counter.tsx'),
      'export default function Counter() {\n  return <output className="counter">Pressed</output>;\n}\n',
    );
    const second = await buildSite(root, cache, out);
    expect(second.code, second.stderr).toBe(0);
    expect((JSON.parse(second.stdout) as { work: { rendered: number } }).work.rendered).toBe(2);
    for (const route of ['components', 'partials'])
      expect(article(await readText(out, `${route}/index.html`))).toContain('<output class="counter">Pressed</output>');
  });
});

describe('a compiled page', () => {
  it('has the Markdown conventions of a page rendered as data: npm2yarn tabs, GitHub alerts, styled <details>, magic comments', async () => {
    const root = await copyFixture('mdx-compiled', {
      'content/conventions.mdx': [
        'export const year = new Date(0).getUTCFullYear();',
        '',
        '# Conventions {year}',
        '',
        '```bash npm2yarn',
        'npm install jest',
        '```',
        '',
        '> [!NOTE]',
        '> An alert.',
        '',
        '<details><summary>More</summary>Inside</details>',
        '',
        '```js',
        '// highlight-next-line',
        'const a = 1;',
        '```',
        '',
      ].join('\n'),
    });
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    const html = article(await readText(run.outDir, 'conventions/index.html'));
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)/g)].map((match) => match[1])).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    expect(textOf(html)).toContain('yarn add jest');
    expect(html).toContain('admonition--note');
    expect(html).toContain('<details class="details"');
    expect(html).not.toContain('highlight-next-line');
    expect(html).toMatch(/class="[^"]*highlighted[^"]*"[^>]*>[\s\S]*?const/);
  }, 60_000);
});

describe('markdown.format', () => {
  const withFormat = (format: string) =>
    copyFixture('mdx-compiled', {
      'site.config.ts': `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ url: 'https://docs.example.com', title: 'Compiled MDX', markdown: { format: '${format}' } });\n`,
    });

  it("'detect' reads .md as CommonMark and warns about each .md file that holds MDX, at its first import, export or JSX tag", async () => {
    const { report } = await buildSiteJson(await withFormat('detect'));
    const warnings = report.warnings
      .filter((warning) => warning.code === 'mdx-in-md')
      .map(({ file, line, column, message }) => ({ file, line, column, message }));
    expect(warnings).toEqual([
      { file: 'content/install.md', line: 3, column: 1, message: expect.stringContaining('holds MDX (the JSX tag <TOCInline>)') },
      { file: 'content/partials.md', line: 5, column: 1, message: expect.stringContaining('holds MDX (an `import` line), but is read as CommonMark') },
      { file: 'content/toc.md', line: 3, column: 1, message: expect.stringContaining('holds MDX (an `import` line)') },
    ]);
    expect(report.warnings.find((warning) => warning.code === 'mdx-in-md')?.hint).toContain("set `markdown: { format: 'mdx' }`");
  });

  it("'md' reads every file as CommonMark, as its author asked: no warning, import lines are text", async () => {
    const root = await makeSite(
      { 'content/index.md': "# Home\n\nimport Note from './_note.md';\n\nText {1 +} <Note />\n" },
      "title: 'T', markdown: { format: 'md' }",
    );
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    const html = article(await readText(run.outDir, 'index.html'));
    expect(textOf(html)).toContain("import Note from './_note.md'; Text {1 +}");
  });
});

describe('partials', () => {
  it('are no pages', async () => {
    const files = [...(await readTree((await sharedBuild('mdx-compiled')).outDir)).keys()];
    expect(files.filter((file) => file.includes('_note') || file.includes('_shared') || file.includes('_footer'))).toEqual([]);
  });

  it('link the same files from pages in any folder: a Markdown link resolves from the partial, as in Docusaurus', async () => {
    const root = await copyFixture('mdx-compiled', {
      'content/_shared/_warning.md': ':::warning\n\nRead [the setup](../install.md#setup) and [the upgrade notes](/install.md#upgrade) first.\n\n:::\n',
      'content/guide/deep/one.mdx': "import Warning from '../../_shared/_warning.md';\n\n# One\n\n<Warning />\n",
      'content/two.mdx': "import Warning from '@site/content/_shared/_warning.md';\n\n# Two\n\n<Warning />\n",
    });
    const { report, outDir } = await buildSiteJson(root);
    expect([...report.errors, ...report.warnings]).toEqual([]);
    for (const page of ['guide/deep/one/index.html', 'two/index.html'])
      expect(linksIn(await readText(outDir, page)).filter((link) => link.startsWith('the '))).toEqual([
        'the setup → /install#setup',
        'the upgrade notes → /install#upgrade',
      ]);
  });

  it('resolve a relative Markdown link that is not beside the doc from the docs root, as Docusaurus does', async () => {
    const root = await copyFixture('mdx-compiled', {
      'content/guide/glossary.md': '# Glossary\n\nSee [the setup](install.md#setup), and [nothing](guide/nowhere.md).\n',
    });
    const { report, outDir } = await buildSiteJson(root);
    expect(linksIn(await readText(outDir, 'guide/glossary/index.html')).filter((link) => link.startsWith('the '))).toEqual(['the setup → /install#setup']);
    expect(report.warnings.map(({ code, file, line, message }) => ({ code, file, line, message }))).toEqual([
      { code: 'broken-markdown-link', file: 'content/guide/glossary.md', line: 3, message: expect.stringContaining('guide/nowhere.md') },
    ]);
  });

  it("have their links and anchors checked in the importing page's context, reported at the element that renders them", async () => {
    const root = await copyFixture('mdx-compiled', {
      'content/_note.md': 'See [nowhere](./missing.md) and [a lost anchor](./install.md#nope).\n',
    });
    const { report } = await buildSiteJson(root);
    expect(report.exitCode).toBe(0);
    const found = report.warnings.map(({ code, file, line, column }) => ({ code, file, line, column }));
    expect(found).toEqual([
      { code: 'broken-markdown-link', file: 'content/partials.md', line: 10, column: 1 },
      { code: 'broken-anchor', file: 'content/partials.md', line: 10, column: 1 },
    ]);
  });
});

describe('problems of compiled pages, at file:line:column', () => {
  let report: Awaited<ReturnType<typeof buildSiteJson>>['report'];
  beforeAll(async () => {
    const root = await makeSite(
      {
        'content/index.md': '# Home\n',
        'content/broken.mdx':
          "# Broken\n\nimport Widget from '../components/Widget';\nimport Gone from 'not-installed';\nimport Nope from '@theme/Nope';\n\n<Widget />\n",
        'content/bad-partial.mdx': "import Part from './_part.mdx';\n\n<Part />\n",
        'content/_part.mdx': '# Part\n\n<div>\n',
        'components/Widget.jsx': 'export default function Widget() {\n  return <p>{oops(</p>;\n}\n',
      },
      "title: 'T', markdown: { format: 'mdx' }",
    );
    ({ report } = await buildSiteJson(root));
  }, 60_000);

  it('fails the build', () => {
    expect(report.exitCode).toBe(1);
  });

  it('reports an import of an unknown theme component at the import', () => {
    expect(report.errors).toContainEqual(
      expect.objectContaining({
        code: 'unknown-component',
        file: 'content/broken.mdx',
        line: 5,
        column: 1,
        message: expect.stringContaining('no theme component Nope'),
      }),
    );
  });

  it('reports a partial that does not parse at the element that renders it, naming the partial and its line', () => {
    expect(report.errors).toContainEqual(
      expect.objectContaining({
        code: 'mdx-syntax',
        file: 'content/bad-partial.mdx',
        line: 3,
        column: 1,
        message: expect.stringContaining('The partial content/_part.mdx:3:1 does not parse'),
      }),
    );
  });

  it('reports a package the site has not installed at its import, and says how to install it', async () => {
    // esbuild stops at the first broken file of a bundle: without the parse errors above, the bundle's problems show.
    const root = await makeSite(
      {
        'content/broken.mdx': "# Broken\n\nimport Widget from '../components/Widget';\nimport Gone from 'not-installed';\n\n<Widget /> <Gone />\n",
        'components/Widget.jsx': 'export default function Widget() {\n  return <p>{oops(</p>;\n}\n',
      },
      "title: 'T', markdown: { format: 'mdx' }",
    );
    const { report: bundled } = await buildSiteJson(root);
    expect(bundled.exitCode).toBe(1);
    const found = bundled.errors.map(({ code, file, line, column, message }) => ({ code, file, line, column, message }));
    expect(found).toContainEqual({
      code: 'mdx-import',
      file: 'content/broken.mdx',
      line: 4,
      column: 18,
      message: 'Cannot import "not-installed": no package of that name is installed in the site (run `npm install not-installed` in the site folder)',
    });
    expect(found).toContainEqual(expect.objectContaining({ code: 'mdx-bundle', file: 'components/Widget.jsx', line: 2 }));
  });

  it('reports a file the MDX compiler fails on, though it parsed, at the file', async () => {
    // @mdx-js/mdx 3.1 parses `{((1))}` and then fails while writing the module's JavaScript.
    const root = await makeSite({ 'content/parens.mdx': '# Parens\n\nTwice {((1))} wrapped.\n' }, "title: 'T'");
    const { report: failed } = await buildSiteJson(root);
    expect(failed.exitCode).toBe(1);
    expect(failed.errors.map(({ code, file, line, message }) => ({ code, file, line, message }))).toEqual([
      { code: 'mdx-syntax', file: 'content/parens.mdx', line: 1, message: expect.stringContaining('The MDX compiler failed on this file') },
    ]);
  });

  it('reports an expression naming what the page never defines at its use, not as a bug of docs-gen', async () => {
    const root = await makeSite({ 'content/undefined.mdx': '# Undefined\n\nSend your clientId as {clientId.trim()} here.\n' }, "title: 'T'");
    const { report: failed } = await buildSiteJson(root);
    expect(failed.exitCode).toBe(1);
    expect(failed.errors.map(({ code, file, line, column, message }) => ({ code, file, line, column, message }))).toEqual([
      {
        code: 'mdx-runtime',
        file: 'content/undefined.mdx',
        line: 3,
        column: 24,
        message: "Running this page's code failed: ReferenceError: clientId is not defined",
      },
    ]);
  });

  it('refuses an import that leaves the site folder', async () => {
    const root = await makeSite({ 'content/out.mdx': "import secret from '../../outside.js';\n\n{secret}\n" }, "title: 'T'");
    await writeFile(path.join(root, '..', 'outside.js'), "export default 'a secret';\n");
    const { report: refused } = await buildSiteJson(root);
    expect(refused.errors.map(({ code, file, line, column, message }) => ({ code, file, line, column, message }))).toEqual([
      {
        code: 'mdx-import',
        file: 'content/out.mdx',
        line: 1,
        column: 20,
        message: `Cannot import "../../outside.js": it resolves to ${path.join(root, '..', 'outside.js')}, outside the site folder; docs-gen reads no file outside the site`,
      },
    ]);
  });
});

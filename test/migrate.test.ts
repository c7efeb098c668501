/**
 * `docs-gen migrate` on Docusaurus sites (test/fixtures/docusaurus): what it
 * writes, what it reports (printed and in MIGRATION.md, at file and line),
 * what it refuses, and that the new site builds and shows what the
 * Docusaurus site set up. The Jest site (MIT, a copy of part of Jest's
 * repository) is migrated end to end.
 */
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../renderer/config/load.js';
import type { ResolvedConfig } from '../renderer/config/types.js';
import {
  buildSite,
  docsGenApi,
  makeTemporaryFolder,
  PACKAGE_ROOT,
  readText,
  readTree,
  removeTemporaryFolders,
  reportLines,
  runCli,
  type CliRun,
} from './helpers/cli.js';
import { element, linksIn, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const DOCUSAURUS_FIXTURES = path.join(PACKAGE_ROOT, 'test/fixtures/docusaurus');

/** A copy of a Docusaurus fixture in a temp folder, and an output folder beside it that does not exist yet. */
async function copyDocusaurusSite(name: string): Promise<{ source: string; out: string }> {
  const parent = await makeTemporaryFolder('docs-gen-docusaurus-');
  const source = path.join(parent, name);
  await cp(path.join(DOCUSAURUS_FIXTURES, name), source, { recursive: true });
  return { source, out: path.join(parent, `${name}-docs-gen`) };
}

function migrate(source: string, ...options: string[]): Promise<CliRun> {
  return runCli(['migrate', source, ...options]);
}

async function resolvedConfigOf(root: string): Promise<ResolvedConfig> {
  const loaded = await loadConfig({ root });
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((diagnostic) => diagnostic.message).join('\n'));
  return loaded.config;
}

describe('migrate a classic-preset site with a CommonJS config and sidebars.js', () => {
  let source: string;
  let out: string;
  let run: CliRun;
  let before: Map<string, Buffer>;

  beforeAll(async () => {
    ({ source, out } = await copyDocusaurusSite('classic-js'));
    before = await readTree(source);
    // No --out: the new site goes beside the Docusaurus one.
    run = await migrate(source);
  });

  it('writes the site beside the source, says so, and leaves the source as it was', async () => {
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `Migrated Acme Docs into ${out}: 4 docs, 2 static files. 5 things not carried over, listed in MIGRATION.md. Next: cd ${out} && npm install && docs-gen build\n`,
    );
    expect(await readTree(source)).toEqual(before);
    const written = [...(await readTree(out)).keys()];
    expect(written).toEqual([
      'MIGRATION.md',
      'content/advanced/tuning.md',
      'content/api.md',
      'content/install.md',
      'content/intro.md',
      'package.json',
      'sidebars.json',
      'site.config.ts',
      'src/components/Hello.js',
      'src/css/custom.css',
      'src/css/infima-bridge.css',
      // The landing page; not the page that imports what docs-gen does not provide.
      'src/pages/index.js',
      'src/theme/Footer/index.js',
      'static/img/favicon.svg',
      'static/img/logo.svg',
    ]);
  });

  it('translates the config: site fields, docs options, navbar, footer with logo, theme settings', async () => {
    const config = await resolvedConfigOf(out);
    expect(config).toMatchObject({
      url: 'https://docs.acme.example',
      title: 'Acme Docs',
      tagline: 'Build things that last',
      trailingSlash: false,
      favicon: 'img/favicon.svg',
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'warn',
      markdown: { format: 'mdx' },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      announcementBar: { id: 'launch', content: 'We launched!', isCloseable: true },
    });
    expect(config.docs).toMatchObject({
      routeBasePath: '/docs',
      sidebarPath: 'sidebars.json',
      editUrl: 'https://github.com/acme/docs/tree/main/',
      showLastUpdateTime: true,
    });
    expect(config.navbar.items).toEqual([
      { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
      { label: 'Playground', to: 'pathname:///playground/' },
      { label: 'GitHub', href: 'https://github.com/acme', position: 'right' },
    ]);
    expect(config.footer.logo).toEqual({ alt: 'Acme Inc', src: 'img/logo.svg', href: 'https://acme.example', width: 160, height: 51 });
    // The sidebars.js was run and written as data, shorthand and all.
    expect(JSON.parse(await readText(out, 'sidebars.json'))).toMatchObject({
      guide: { 'Getting started': ['intro', 'install', { Advanced: ['advanced/tuning'] }] },
      reference: [
        { type: 'doc', id: 'api', className: 'api-row', customProps: { badge: 'beta' } },
        { type: 'html' },
        { type: 'ref', id: 'intro' },
        { type: 'link' },
      ],
    });
  });

  it('reports what it did not carry over at its file and line, printed and in MIGRATION.md', async () => {
    expect(reportLines(run.stderr)).toEqual([
      'docusaurus.config.js:35:13  warning  The plugin docusaurus-plugin-image-zoom is not carried over: docs-gen does not run Docusaurus plugins  [migrate-not-carried]',
      'docusaurus.config.js:60:14  warning  themeConfig.prism.theme is not carried over: code is highlighted in the site’s colours for each mode  [migrate-not-carried]',
      'docusaurus.config.js:64:5  warning  themeConfig.zoom is not carried over: docs-gen has no such option  [migrate-not-carried]',
      'src/pages/old.js  warning  The page /old (src/pages/old.js) is not carried over: it imports @docusaurus/plugin-content-docs/client, which docs-gen does not provide  [migrate-not-carried]',
      'src/theme/Footer/index.js  warning  src/theme/Footer replaces Docusaurus’s Footer (swizzled); it is copied, but docs-gen’s theme differs from Docusaurus’s  [migrate-not-carried]',
    ]);
    const report = await readText(out, 'MIGRATION.md');
    expect(report).toContain('## Not carried over (5)');
    expect(report).toContain('- 1 page of the site’s own in `src/pages`: /.');
    expect(report).toContain(
      '- `docusaurus.config.js:35:13` (plugins[0]): The plugin docusaurus-plugin-image-zoom is not carried over: docs-gen does not run Docusaurus plugins. Find the docs-gen feature that does what it did, or leave it out.',
    );
    expect(report).toContain('- 4 docs in `content/`, from `docs`.');
    expect(report).toContain('- `package.json`, with the site’s own dependencies (clsx): run `npm install` before building.');
    // A search theme of Docusaurus's needs Docusaurus and its React as peers: `npm install` would fail on it.
    expect(report).toContain(
      '- Not in `package.json`: @getcanary/docusaurus-theme-search-pagefind, Docusaurus plugins or themes that no page imports (their Docusaurus peers would stop `npm install`).',
    );
    expect(Object.keys(JSON.parse(await readText(out, 'package.json')).dependencies)).toEqual(['clsx']);
  });

  it('builds, with the sidebars, links and footer the Docusaurus site had', async () => {
    const built = await buildSite(out);
    expect(reportLines(built.stderr)).toEqual([]);
    expect(built.code).toBe(0);
    const intro = await readText(built.outDir, 'docs/intro.html');
    const sidebar = element(intro, '<nav class="doc-sidebar"')!;
    expect(textOf(sidebar)).toBe('Getting started Introduction Install Advanced');
    expect(element(intro, '<div class="markdown"') ?? intro).toContain('href="/playground/"');
    expect(element(intro, '<nav class="navbar"')).toContain('href="/playground/"');
    expect(element(intro, '<div class="footer__logo-box"')).toContain('<img class="footer__logo" src="/img/logo.svg" alt="Acme Inc" width="160" height="51"/>');
    expect(intro).toContain('href="https://github.com/acme/docs/tree/main/content/intro.md"');
    const api = element(await readText(built.outDir, 'docs/api.html'), '<nav class="doc-sidebar"')!;
    expect(api).toContain('<li class="api-row"><a');
    expect(api).toContain('<li class="menu__html--default"><span class="sidebar-title">More</span></li>');
    expect(api).toContain('<li><a href="/docs/intro">Back to the guide</a></li>');
    expect(api).toContain('<li class="status-link"><a');
    expect(await readText(built.outDir, 'docs/tags/basics.html')).toContain('2 docs tagged with &quot;basics&quot;');
    // Its landing page, with the site's customFields, the component it imports and its link; not the page left behind.
    const home = await readText(built.outDir, 'index.html');
    expect(home).toContain('<title>Home | Acme Docs</title>');
    expect(textOf(element(home, '<main')!)).toBe('Acme Docs Release 3 Start Hello');
    expect(linksIn(element(home, '<main')!)).toEqual(['Start → /docs/intro']);
    await expect(readText(built.outDir, 'old.html')).rejects.toThrow();
  });
});

/** Copies packages installed here, with the packages they depend on, into another node_modules folder, as npm would install them. */
async function copyInstalled(names: readonly string[], to: string): Promise<void> {
  const pending = [...names];
  const copied = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    const from = path.join(PACKAGE_ROOT, 'node_modules', name);
    if (copied.has(name) || name === 'react' || name === 'react-dom') continue;
    copied.add(name);
    await cp(from, path.join(to, name), { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(from, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    pending.push(...Object.keys(manifest.dependencies ?? {}));
  }
}

/** Rewrites a file of a copied site. */
async function editFile(file: string, edit: (text: string) => string): Promise<void> {
  await writeFile(file, edit(await readFile(file, 'utf8')));
}

describe('migrate a footer made with the current year', () => {
  it('keeps the year live: the new config asks for it at each build', async () => {
    const { source, out } = await copyDocusaurusSite('classic-js');
    await editFile(path.join(source, 'docusaurus.config.js'), (text) =>
      text.replace("copyright: 'Copyright © Acme',", 'copyright: `Copyright © ${new Date().getFullYear()} Acme`,'),
    );
    const run = await migrate(source);
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(out, 'site.config.ts'), 'utf8')).toContain('copyright: `Copyright © ${new Date().getFullYear()} Acme`,');
    expect((await resolvedConfigOf(out)).footer.copyright).toBe(`Copyright © ${new Date().getFullYear()} Acme`);
  });
});

describe('migrate a site’s custom CSS', () => {
  it('loads it on every page, passes its Infima properties to the theme in both modes, and reports what styles nothing', async () => {
    const { source, out } = await copyDocusaurusSite('classic-js');
    await writeFile(
      path.join(source, 'src/css/custom.css'),
      [
        ':root {',
        '  --ifm-color-primary: #2e8555;',
        '  --ifm-color-primary-darker: #277148;',
        '  --ifm-code-font-size: 95%;',
        '  --ifm-hero-background-color: #f5f5f5;',
        '}',
        '',
        "[data-theme='dark'] {",
        '  --ifm-color-primary: #25c2a0;',
        '  --ifm-color-primary-lighter: #32d8b4;',
        '}',
        '',
        '.hero__banner {',
        '  padding: 4rem 0;',
        '}',
        '',
        '.markdown h2 {',
        '  letter-spacing: -0.01em;',
        '}',
        '',
      ].join('\n'),
    );
    const run = await migrate(source);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr).filter((line) => line.startsWith('src/css/'))).toEqual([
      'src/css/custom.css:5:3  warning  The property --ifm-hero-background-color has no counterpart in docs-gen’s theme and style nothing  [migrate-not-carried]',
      'src/css/custom.css:13:1  warning  The rule .hero__banner (line 13) styles nothing docs-gen renders: no page of the migrated site has .hero__banner  [migrate-not-carried]',
    ]);
    expect((await resolvedConfigOf(out)).stylesheets).toEqual(['src/css/custom.css', 'src/css/infima-bridge.css']);
    expect(await readText(out, 'src/css/infima-bridge.css')).toContain(
      [
        ':root {',
        '  --color-primary: var(--ifm-color-primary);',
        '  --color-primary-strong: var(--ifm-color-primary-darker);',
        '  --code-font-size: var(--ifm-code-font-size);',
        '}',
        '',
        "[data-theme='dark'] {",
        '  --color-primary: var(--ifm-color-primary);',
        '  --color-primary-strong: var(--ifm-color-primary-lighter);',
        '}',
      ].join('\n'),
    );

    const built = await buildSite(out);
    expect(built.code, built.stderr).toBe(0);
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/css\/mdx\/site-stylesheets\.\w+\.css)">/.exec(
      await readText(built.outDir, 'docs/intro.html'),
    )?.[1];
    const css = await readText(built.outDir, stylesheet!);
    expect(css).toContain('--ifm-color-primary: #2e8555');
    expect(css).toContain('--color-primary: var(--ifm-color-primary)');
    expect(css.indexOf('--ifm-color-primary: #2e8555')).toBeLessThan(css.indexOf('--color-primary: var(--ifm-color-primary)'));
  });
});

describe('migrate the docs’ Markdown plugins', () => {
  /** A remark plugin as Docusaurus sites have them: it adds JSX (Tabs) and the import of its component, which MDX resolves. */
  const STAMP_PLUGIN = `export default function remarkStamp({ text }) {
  return (tree) => {
    const item = (value, words) => ({
      type: 'mdxJsxFlowElement', name: 'TabItem',
      attributes: [{ type: 'mdxJsxAttribute', name: 'value', value }, { type: 'mdxJsxAttribute', name: 'label', value: words }],
      children: [{ type: 'paragraph', children: [{ type: 'text', value: words + ': ' + text }] }],
    });
    tree.children.unshift({ type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';\\nimport TabItem from '@theme/TabItem';", data: { estree: {
      type: 'Program', sourceType: 'module', body: ['Tabs', 'TabItem'].map((name) => ({ type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: '@theme/' + name, raw: "'@theme/" + name + "'" } })) } } });
    tree.children.push({ type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: [item('first', 'First'), item('second', 'Second')] });
  };
}
`;

  it('imports each plugin the config names by its module into the new config, with its options, and the new site runs them', async () => {
    const { source, out } = await copyDocusaurusSite('classic-js');
    await editFile(path.join(source, 'docusaurus.config.js'), (text) =>
      text.replace(
        "remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]],",
        "remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }], [require('docusaurus-remark-plugin-stamp').default, { text: 'stamped' }], require('./src/remark/shout.js'), [require('./src/remark/mark.js'), { words: ['Welcome', 'API'], mark: () => '★' }]],\n          rehypePlugins: [[require('rehype-mark'), { pick: () => true }]],",
      ),
    );
    await mkdir(path.join(source, 'src/remark'), { recursive: true });
    await writeFile(
      path.join(source, 'src/remark/shout.js'),
      "module.exports = function remarkShout() {\n  return (tree) => {\n    for (const node of tree.children) if (node.type === 'heading' && node.depth === 2) for (const child of node.children) if (child.type === 'text') child.value = child.value.toUpperCase();\n  };\n};\n",
    );
    // A plugin of the site whose options hold a function: it cannot be carried, but it runs where the config runs.
    await writeFile(
      path.join(source, 'src/remark/mark.js'),
      "module.exports = function remarkMark({ words, mark }) {\n  const walk = (node) => {\n    if (node.type === 'text') for (const word of words) node.value = node.value.replaceAll(word, word + mark());\n    for (const child of node.children ?? []) walk(child);\n  };\n  return walk;\n};\n",
    );
    await editFile(path.join(source, 'package.json'), (text) =>
      text.replace('"clsx": "^2.0.0",', '"clsx": "^2.0.0",\n    "docusaurus-remark-plugin-stamp": "^1.0.0",'),
    );

    const run = await migrate(source);
    expect(run.code, run.stderr).toBe(0);
    const config = await readText(out, 'site.config.ts');
    expect(config).toContain("import docusaurusRemarkPluginStamp from 'docusaurus-remark-plugin-stamp';\nimport shout from './src/remark/shout.js';");
    expect(config).toMatch(/remarkPlugins: \[\s*\[\s*docusaurusRemarkPluginStamp,\s*\{\s*text: 'stamped',\s*\},?\s*\],\s*shout,\s*\]/);
    // Its options hold a function: the new config could not write them. A package the site has not installed cannot be
    // run to find the docs it changes; the site's own plugin is run on each doc, and the docs it changes are named.
    expect(reportLines(run.stderr)).toContainEqual(
      expect.stringMatching(
        /^docusaurus\.config\.js:\d+:\d+ {2}warning {2}The Markdown plugin rehype-mark is not carried over: its options hold code \(functions or values of packages\), which the new config cannot be given as written {2}\[migrate-not-carried\]$/,
      ),
    );
    expect(reportLines(run.stderr)).toContainEqual(
      expect.stringMatching(
        /^docusaurus\.config\.js:\d+:\d+ {2}warning {2}The Markdown plugin \.\/src\/remark\/mark\.js is not carried over: its options hold code \(functions or values of packages\), which the new config cannot be given as written; it changes these 2 docs: api\.md, intro\.md {2}\[migrate-not-carried\]$/,
      ),
    );
    // Its name says Docusaurus, but the new config imports it: package.json keeps it.
    expect(JSON.parse(await readText(out, 'package.json')).dependencies).toHaveProperty('docusaurus-remark-plugin-stamp');
    expect(await readText(out, 'MIGRATION.md')).toContain(
      '- The docs’ Markdown plugins, imported by `site.config.ts` into `markdown`: docusaurus-remark-plugin-stamp, ./src/remark/shout.js.',
    );

    // What `npm install` gives the new site.
    await mkdir(path.join(out, 'node_modules/docusaurus-remark-plugin-stamp'), { recursive: true });
    await writeFile(
      path.join(out, 'node_modules/docusaurus-remark-plugin-stamp/package.json'),
      '{ "name": "docusaurus-remark-plugin-stamp", "type": "module", "main": "index.js" }\n',
    );
    await writeFile(path.join(out, 'node_modules/docusaurus-remark-plugin-stamp/index.js'), STAMP_PLUGIN);
    const built = await buildSite(out);
    expect(built.code, built.stderr).toBe(0);
    const intro = element(await readText(built.outDir, 'docs/intro.html'), '<article')!;
    expect(intro).toMatch(/<h2[^>]*>FIRST STEPS/);
    expect(intro).toContain('role="tablist"');
    expect(textOf(intro)).toContain('First: stamped');
  });
});

describe('migrate a site with dotfiles in static/', () => {
  it('lists those Docusaurus published in static.include, leaves secrets and tool state off with a note, and the new site publishes the listed ones', async () => {
    const { source, out } = await copyDocusaurusSite('classic-js');
    await mkdir(path.join(source, 'static/.well-known'), { recursive: true });
    await writeFile(path.join(source, 'static/.nojekyll'), '');
    await writeFile(path.join(source, 'static/.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
    await writeFile(path.join(source, 'static/.env'), 'TOKEN=secret\n');
    const run = await migrate(source);
    expect(run.code, run.stderr).toBe(0);
    expect((await resolvedConfigOf(out)).static.include).toEqual(['.nojekyll', '.well-known']);
    expect(await readFile(path.join(out, 'MIGRATION.md'), 'utf8')).toContain('static/.env is not published by the new site');

    const built = await buildSite(out, ['--json']);
    expect(built.code, built.stdout).toBe(0);
    const tree = await readTree(built.outDir);
    expect(tree.has('.nojekyll')).toBe(true);
    expect(tree.has('.well-known/security.txt')).toBe(true);
    expect(tree.has('.env')).toBe(false);
  });
});

describe('migrate a site’s own pages', () => {
  it('carries the pages the new site can build, with the site files they import, and names each page left behind with why', async () => {
    const { source, out } = await copyDocusaurusSite('classic-js');
    await writeFile(path.join(source, 'users.json'), '[{ "name": "Ada" }, { "name": "Grace" }]\n');
    await writeFile(
      path.join(source, 'src/pages/users.js'),
      "import Layout from '@theme/Layout';\nimport users from '@site/users.json';\n\nexport default function Users() {\n  return <Layout title=\"Users\"><ul>{users.map((user) => <li key={user.name}>{user.name}</li>)}</ul></Layout>;\n}\n",
    );
    await writeFile(path.join(source, 'src/pages/chart.js'), "import Chart from 'chart.js';\n\nexport default function Page() {\n  return <Chart />;\n}\n");
    await writeFile(path.join(source, 'src/pages/notes.md'), '# Notes\n\nRelease notes live here.\n');
    await mkdir(path.join(source, 'src/pages/_parts'), { recursive: true });
    await writeFile(path.join(source, 'src/pages/_parts/box.js'), 'export const Box = () => null;\n');
    const run = await migrate(source);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr).filter((line) => line.startsWith('src/pages/'))).toEqual([
      'src/pages/chart.js  warning  The page /chart (src/pages/chart.js) is not carried over: it imports chart.js, a package the site’s package.json does not list  [migrate-not-carried]',
      'src/pages/old.js  warning  The page /old (src/pages/old.js) is not carried over: it imports @docusaurus/plugin-content-docs/client, which docs-gen does not provide  [migrate-not-carried]',
    ]);
    expect(await readText(out, 'MIGRATION.md')).toContain('- 3 pages of the site’s own in `src/pages`: /, /notes, /users.');
    // The data file the page imports, from outside src/, is carried with it; a private file of the folder too.
    expect(await readText(out, 'users.json')).toBe('[{ "name": "Ada" }, { "name": "Grace" }]\n');
    expect(await readText(out, 'src/pages/_parts/box.js')).toContain('Box');

    const built = await buildSite(out);
    expect(built.code, built.stderr).toBe(0);
    expect(textOf(element(await readText(built.outDir, 'users.html'), '<main')!)).toBe('Ada Grace');
    expect(textOf(element(await readText(built.outDir, 'notes.html'), '<article')!)).toBe('Notes Release notes live here.');
  });
});

describe('migrate a site’s blog', () => {
  it('carries its posts and authors, and its settings as blog; links to it stay, and the new site builds it', async () => {
    const { source, out } = await copyDocusaurusSite('classic-js');
    await editFile(path.join(source, 'docusaurus.config.js'), (text) =>
      text
        .replace(
          'blog: false,',
          "blog: { blogTitle: 'News', blogDescription: 'What is new at Acme', postsPerPage: 5, blogSidebarCount: 'ALL', authorsMapPath: '../people.yml', feedOptions: { type: 'all', copyright: 'Acme Inc.', xslt: true }, editUrl: 'https://github.com/acme/site/edit/main/website/' },",
        )
        .replace(
          "{ to: 'pathname:///playground/', label: 'Playground' },",
          "{ to: 'pathname:///playground/', label: 'Playground' },\n        { to: '/blog', label: 'News' },",
        ),
    );
    await mkdir(path.join(source, 'blog'), { recursive: true });
    await writeFile(path.join(source, 'people.yml'), 'ada:\n  name: Ada Lovelace\n  title: Engineer\n');
    await writeFile(
      path.join(source, 'blog/2024-06-01-launch.md'),
      '---\ntitle: We launched\nauthors: [ada]\ntags: [launch]\n---\n\nAcme is live.\n\n<!-- truncate -->\n\nThe details.\n',
    );
    const run = await migrate(source);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr).filter((line) => line.includes('blog'))).toEqual([
      'docusaurus.config.js:30:203  warning  presets[0][1].blog.feedOptions.xslt is not carried over: the feeds take the blog’s title and description  [migrate-not-carried]',
    ]);
    expect((await resolvedConfigOf(out)).blog).toMatchObject({
      title: 'News',
      description: 'What is new at Acme',
      postsPerPage: 5,
      sidebarCount: 1000,
      feeds: ['rss', 'atom'],
      copyright: 'Acme Inc.',
      editUrl: 'https://github.com/acme/site/edit/main/website/',
    });
    expect(await readText(out, 'MIGRATION.md')).toContain('- The blog: 1 post in `blog/`, with its authors and its settings as `blog`.');
    expect(await readText(out, 'blog/authors.yml')).toContain('Ada Lovelace');

    const built = await buildSite(out);
    expect(built.code, built.stderr).toBe(0);
    const post = await readText(built.outDir, 'blog/2024/06/01/launch.html');
    expect(textOf(element(post, '<header class="blog-post__header"')!)).toBe('We launched June 1, 2024 · 1 min read Ada Lovelace Engineer');
    expect(element(await readText(built.outDir, 'docs/intro.html'), '<nav class="navbar"')).toContain('href="/blog"');
    expect(await readText(built.outDir, 'blog/rss.xml')).toContain('<copyright>Acme Inc.</copyright>');
  });
});

describe('migrate a config that makes its own require', () => {
  it('runs it with the stand-ins: require.resolve of a package the site has not installed names where it would be', async () => {
    const { source, out } = await copyDocusaurusSite('versioned-mjs');
    await editFile(
      path.join(source, 'docusaurus.config.mjs'),
      (text) =>
        `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nconst tweetStyles = require.resolve('react-tweet/theme.css');\n${text}`,
    );
    const run = await migrate(source);
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(out, 'MIGRATION.md'), 'utf8')).toContain('(run as Docusaurus runs it)');
    expect((await resolvedConfigOf(out)).url).toBe('https://widgets.example');
  });
});

describe('migrate an ES module config exporting an async function, with versions and an editUrl function', () => {
  let out: string;
  let run: CliRun;

  beforeAll(async () => {
    const copied = await copyDocusaurusSite('versioned-mjs');
    out = path.join(path.dirname(copied.out), 'widgets-site');
    run = await migrate(copied.source, '--out', out);
  });

  it('copies the versions, and keeps the versions’ settings', async () => {
    expect(run.code).toBe(0);
    expect(reportLines(run.stderr)).toEqual([]);
    expect(await readText(out, 'versions.json')).toBe('["1.0"]\n');
    expect(await readText(out, 'versioned_docs/version-1.0/start.md')).toContain('Start here (1.0).');
    expect(await readText(out, 'versioned_sidebars/version-1.0-sidebars.json')).toContain('"Basics": ["start"]');
    const config = await resolvedConfigOf(out);
    expect(config.baseUrl).toBe('/widgets/');
    expect(config.docs).toMatchObject({
      routeBasePath: '/',
      sidebarPath: 'sidebars.json',
      versions: { current: { label: 'After 1.0', banner: 'unreleased' } },
    });
    expect(config.docs.editUrl).toBeUndefined();
  });

  it('runs the editUrl function for each doc: links that are no base joined with the file become custom_edit_url, a doc’s own is kept', async () => {
    expect(await readText(out, 'content/start.md')).toBe(
      '---\ncustom_edit_url: "https://cms.widgets.example/edit?version=current&doc=start.md"\ntitle: Start\n---\n\nStart here (unreleased).\n',
    );
    expect(await readText(out, 'versioned_docs/version-1.0/start.md')).toContain(
      'custom_edit_url: "https://cms.widgets.example/edit?version=1.0&doc=start.md"',
    );
    expect(await readText(out, 'content/gears.md')).toContain('custom_edit_url: https://elsewhere.example/gears\n');
    expect(await readText(out, 'MIGRATION.md')).toContain('- Edit links: each doc’s custom_edit_url, as the editUrl function gave it for the doc (3 docs).');
  });

  it('builds both versions with their shorthand sidebars', async () => {
    const built = await buildSite(out);
    expect(reportLines(built.stderr)).toEqual([]);
    expect(built.code).toBe(0);
    const released = await readText(built.outDir, 'start/index.html');
    expect(textOf(element(released, '<nav class="doc-sidebar"')!)).toBe('Basics Start');
    expect(released).toContain('href="https://cms.widgets.example/edit?version=1.0&amp;doc=start.md"');
    const next = await readText(built.outDir, 'next/gears/index.html');
    expect(textOf(element(next, '<nav class="doc-sidebar"')!)).toBe('Basics Start Gears');
    expect(next).toContain('href="https://elsewhere.example/gears"');
  });
});

describe('migrate a TypeScript config that cannot run', () => {
  it('reads it without running it and reports each value it could not read, at its line', async () => {
    const { source, out } = await copyDocusaurusSite('static-ts');
    const run = await migrate(source, '--out', out);
    expect(run.code).toBe(0);
    expect(reportLines(run.stderr)).toEqual([
      "docusaurus.config.ts  warning  The config could not be run (ENOENT: no such file or directory, open './release.json'); it was read without running it, and the values that need running are listed below  [migrate-not-carried]",
      'docusaurus.config.ts:20:11  warning  presets[0][1].docs.editUrl could not be read without running the config (a function)  [migrate-not-carried]',
      'docusaurus.config.ts:27:7  warning  themeConfig.navbar.title could not be read without running the config (a template string whose placeholders are not constants)  [migrate-not-carried]',
    ]);
    const config = await resolvedConfigOf(out);
    expect(config).toMatchObject({ title: 'Static Docs', url: 'https://static.example', docs: { routeBasePath: '/guide' } });
    expect(config.navbar.items).toEqual([{ label: 'Guide', to: '/guide/intro' }]);
    expect(await readText(out, 'MIGRATION.md')).toContain('- `site.config.ts`, from `docusaurus.config.ts` (read without running it).');
    const built = await buildSite(out);
    expect(built.code).toBe(0);
  });
});

/** A small Docusaurus site whose config and sidebars.js start with the given code. */
async function siteRunning({ config = '', sidebars = '' }: { config?: string; sidebars?: string }): Promise<{ source: string; out: string }> {
  const parent = await makeTemporaryFolder('docs-gen-docusaurus-');
  const source = path.join(parent, 'hostile');
  await mkdir(path.join(source, 'docs'), { recursive: true });
  await writeFile(path.join(source, 'docs/intro.md'), '# Intro\n\nHello.\n');
  await writeFile(
    path.join(source, 'docusaurus.config.js'),
    `${config}\nmodule.exports = {\n  title: 'Hostile',\n  url: 'https://hostile.example',\n  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],\n};\n`,
  );
  await writeFile(path.join(source, 'sidebars.js'), `${sidebars}\nmodule.exports = { docs: ['intro'] };\n`);
  return { source, out: path.join(parent, 'hostile-docs-gen') };
}

/** Code that leaves a file named `name` holding its process id in the site's folder: proof that it ran, and where. */
const leaveMark = (name: string) => `require('fs').writeFileSync(require('path').join(__dirname, '${name}'), String(process.pid));`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('migrate runs the config and sidebars.js in a process of its own', () => {
  it('says so before running each, and --no-exec reads both without running either', async () => {
    const ran = await siteRunning({ config: leaveMark('config-ran'), sidebars: leaveMark('sidebars-ran') });
    const run = await migrate(ran.source, '--out', ran.out);
    expect(run.code).toBe(0);
    expect(run.stderr.split('\n').filter((line) => line.startsWith('Running '))).toEqual([
      'Running docusaurus.config.js in a separate Node process, with your permissions, to read its values (stopped after 15 s); --no-exec reads it without running it.',
      'Running sidebars.js in a separate Node process, with your permissions, to read its values (stopped after 15 s); --no-exec reads it without running it.',
    ]);
    const configPid = Number(await readText(ran.source, 'config-ran'));
    expect(configPid).not.toBe(process.pid);
    expect(await readText(ran.source, 'sidebars-ran')).not.toBe(String(configPid));
    expect(processAlive(configPid)).toBe(false);

    const read = await siteRunning({ config: leaveMark('config-ran'), sidebars: leaveMark('sidebars-ran') });
    const notRun = await migrate(read.source, '--out', read.out, '--no-exec');
    expect(notRun.code).toBe(0);
    expect(notRun.stderr).not.toContain('Running ');
    expect(reportLines(notRun.stderr)).toEqual([]);
    expect((await readdir(read.source)).sort()).toEqual(['docs', 'docusaurus.config.js', 'sidebars.js']);
    expect((await resolvedConfigOf(read.out)).title).toBe('Hostile');
    expect(JSON.parse(await readText(read.out, 'sidebars.json'))).toEqual({ docs: ['intro'] });
    expect(await readText(read.out, 'MIGRATION.md')).toContain('- `site.config.ts`, from `docusaurus.config.js` (read without running it).');
  });

  it('stops a config or sidebars.js that never finishes, and goes on without running it', async () => {
    const { migrate: migrateApi } = await docsGenApi();
    const looping = await siteRunning({ config: 'while (true) {}' });
    const started = Date.now();
    const config = await migrateApi({ source: looping.source, outDir: looping.out, moduleTimeLimitMs: 1000 });
    expect(config.exitCode).toBe(0);
    expect(config.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      'The config could not be run (it did not give its value within 1 s, and was stopped); it was read without running it, and the values that need running are listed below',
    ]);
    expect((await resolvedConfigOf(looping.out)).title).toBe('Hostile');

    const loopingSidebars = await siteRunning({ sidebars: 'while (true) {}' });
    const sidebars = await migrateApi({ source: loopingSidebars.source, outDir: loopingSidebars.out, moduleTimeLimitMs: 1000 });
    expect(sidebars.exitCode).toBe(0);
    expect(sidebars.diagnostics.map((diagnostic) => `${JSON.stringify(diagnostic.location)} ${diagnostic.message}`)).toEqual([
      '{"file":"sidebars.js"} The sidebars could not be read (it did not give its value within 1 s, and was stopped); the site uses the sidebar generated from the docs’ folders',
    ]);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('ends though the config leaves a timer running, and a config that ends its process has failed to run, whatever its exit code', async () => {
    const timer = await siteRunning({ config: `${leaveMark('config-ran')}\nsetInterval(() => {}, 1000);` });
    const run = await migrate(timer.source, '--out', timer.out);
    expect(run.code).toBe(0);
    expect(reportLines(run.stderr)).toEqual([]);
    expect(processAlive(Number(await readText(timer.source, 'config-ran')))).toBe(false);

    const exiting = await siteRunning({ config: 'process.reallyExit(0);' });
    const exited = await migrate(exiting.source, '--out', exiting.out);
    expect(exited.code).toBe(0);
    expect(reportLines(exited.stderr)).toEqual([
      'docusaurus.config.js  warning  The config could not be run (it ended its process (exit code 0) before it was done); it was read without running it, and the values that need running are listed below  [migrate-not-carried]',
    ]);
    expect((await resolvedConfigOf(exiting.out)).title).toBe('Hostile');
    expect(await readText(exiting.out, 'MIGRATION.md')).toContain('(read without running it)');
  });
});

describe('migrate refuses', () => {
  it('a folder without a Docusaurus config, with exit code 2', async () => {
    const empty = await makeTemporaryFolder('docs-gen-not-docusaurus-');
    const run = await migrate(empty);
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([
      `argument <docusaurus-site>  error  ${empty} holds no docusaurus.config.js, .mjs, .cjs or .ts (nor does its website/ folder)  [migrate-source-invalid]`,
    ]);
  });

  it('an output folder inside the Docusaurus site, writing nothing', async () => {
    const { source } = await copyDocusaurusSite('static-ts');
    const before = await readTree(source);
    const run = await migrate(source, '--out', path.join(source, 'new-site'));
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([
      `option --out  error  ${path.join(source, 'new-site')} is inside the Docusaurus site ${source}, which migrate only reads  [output-invalid]`,
    ]);
    expect(await readTree(source)).toEqual(before);
  });

  it('an output folder that is a link leading inside the Docusaurus site, even with --force, writing nothing', async () => {
    const { source, out } = await copyDocusaurusSite('static-ts');
    await mkdir(path.join(source, 'new-site'));
    await symlink(path.join(source, 'new-site'), out);
    const before = await readTree(source);
    for (const options of [[], ['--force']]) {
      const run = await migrate(source, '--out', out, ...options);
      expect(run.code).toBe(2);
      expect(reportLines(run.stderr)).toEqual([
        `option --out  error  ${out} (through a link, ${path.join(source, 'new-site')}) is inside the Docusaurus site ${source}, which migrate only reads  [output-invalid]`,
      ]);
    }
    expect(await readTree(source)).toEqual(before);
  });

  it('an output folder that is not empty, unless --force', async () => {
    const { source, out } = await copyDocusaurusSite('static-ts');
    await mkdir(out);
    await writeFile(path.join(out, 'notes.txt'), 'mine\n');
    const refused = await migrate(source, '--out', out);
    expect(refused.code).toBe(2);
    expect(reportLines(refused.stderr)).toEqual([`option --out  error  ${out} is not empty  [output-invalid]`]);
    const forced = await migrate(source, '--out', out, '--force');
    expect(forced.code).toBe(0);
    expect(await readText(out, 'notes.txt')).toBe('mine\n');
    expect(await readText(out, 'site.config.ts')).toContain("title: 'Static Docs'");
  });

  it('a config that does not parse, at its line and column', async () => {
    const { source, out } = await copyDocusaurusSite('static-ts');
    await writeFile(path.join(source, 'docusaurus.config.ts'), "const config = {\n  title: 'Broken',\n  url: \n};\nexport default config;\n");
    const run = await migrate(source, '--out', out);
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([
      'docusaurus.config.ts:4:1  error  The Docusaurus config could not be run or read: docusaurus.config.ts does not parse: Unexpected "}"  [migrate-source-invalid]',
    ]);
  });
});

describe('migrate Jest’s documentation (a copy of part of its repository)', () => {
  let parent: string;
  let out: string;
  let run: CliRun;

  beforeAll(async () => {
    parent = await makeTemporaryFolder('docs-gen-jest-');
    await cp(path.join(DOCUSAURUS_FIXTURES, 'jest'), path.join(parent, 'jest'), { recursive: true });
    out = path.join(parent, 'jest-docs-gen');
    // The repository's folder: the site is found in its website/ folder.
    run = await migrate(path.join(parent, 'jest'));
    // What `npm install` in the migrated site gives the packages its docs, its stylesheets, its pages and its config import.
    await copyInstalled(['react-lite-youtube-embed', 'docusaurus-remark-plugin-tab-blocks', 'react-markdown', 'clsx'], path.join(out, 'node_modules'));
  }, 120_000);

  it('writes the site, running the config with stand-ins for the packages that are not installed', async () => {
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `Migrated Jest into ${out}: 37 docs, 3 released versions, 32 static files. 22 things not carried over, listed in MIGRATION.md. Next: cd ${out} && npm install && docs-gen build\n`,
    );
    expect(JSON.parse(await readText(out, 'package.json')).dependencies).toHaveProperty('react-lite-youtube-embed');
    const config = await resolvedConfigOf(out);
    expect(config).toMatchObject({
      title: 'Jest',
      titleDelimiter: '·',
      url: 'https://jestjs.io',
      favicon: 'img/favicon/favicon.ico',
      image: 'img/opengraph.png',
      onBrokenLinks: 'warn',
      onBrokenMarkdownLinks: 'warn',
      markdown: { format: 'mdx' },
      announcementBar: { id: 'support_ukraine', isCloseable: false, backgroundColor: '#20232a', textColor: '#fff' },
      footer: { logo: { alt: 'OpenJS Foundation Logo', href: 'https://openjsf.org/' } },
    });
    expect(config.i18n.locales).toEqual(['en', 'ja', 'es-ES', 'fr', 'pt-BR', 'ro', 'ru', 'uk', 'zh-Hans']);
    // Its client redirects, for the URLs of its first site (`/docs/api.html`).
    expect(config.redirects).toEqual({ fromExtensions: ['html'], items: [] });
    // The editUrl function, run for each doc, is one base joined with the doc's file.
    expect(config.docs).toMatchObject({
      routeBasePath: '/docs',
      sidebarPath: 'sidebars.json',
      editUrl: 'https://github.com/jestjs/jest/edit/main/website/',
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    });
    expect(config.navbar.items.map((item) => ('label' in item ? item.label : item.type))).toEqual([
      'docsVersionDropdown',
      'Docs',
      'API',
      'Help',
      'localeDropdown',
      'GitHub repository',
    ]);
    expect(await readText(out, 'versions.json')).toBe(await readFile(path.join(parent, 'jest/website/versions.json'), 'utf8'));
    expect(await readText(out, 'sidebars.json')).toBe(await readFile(path.join(parent, 'jest/website/sidebars.json'), 'utf8'));
  });

  it('lists what it did not carry over, file by file, in MIGRATION.md', async () => {
    const report = await readText(out, 'MIGRATION.md');
    expect(report).toContain('## Not carried over (22)');
    expect(report).toContain('- 2 pages of the site’s own in `src/pages`: /help, /versions.');
    expect(report).toContain('- The docs’ Markdown plugins, imported by `site.config.ts` into `markdown`: docusaurus-remark-plugin-tab-blocks.');
    for (const line of [
      '- `docusaurus.config.mjs:15:23`: The config imports js-yaml, which is not installed in the Docusaurus site: what it gives the config was left out.',
      // The copy of Jest's repository has no blog folder.
      '- `blog`: The config sets up a blog, but blog/ holds no posts: there is no blog to carry over, and links to it were left out.',
      '- `docusaurus.config.mjs:102:5` (plugins[1]): The plugin @docusaurus/plugin-pwa is not carried over',
      '- `docusaurus.config.mjs:212:12` (themeConfig.navbar.items[4].to): themeConfig.navbar.items[4] links to blog, a page of the Docusaurus site that the new site does not build',
      '- `docusaurus.config.mjs:305:7` (themeConfig.algolia): Algolia DocSearch is not carried over.',
      // Its landing page reads the sponsors a script of Jest's fetches before each build: the copy has none.
      '- `src/pages/index.js`: The page / (src/pages/index.js) is not carried over: it imports @site/backers.json, which is not a file of the site.',
    ]) {
      expect(report).toContain(line);
    }
  });

  it('builds every version once its packages are installed; what it warns about is links to pages it did not carry over or that are broken in Jest’s docs, and the locales it does not build', async () => {
    const built = await buildSite(out);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toContain('Built 152 pages');
    const codes = new Set(reportLines(built.stderr).map((line) => /\[([a-z-]+)\]$/.exec(line)![1]));
    // Jest's translations are not built: its locale dropdown lists English alone, and the build says which it left out.
    expect(codes).toEqual(new Set(['broken-link', 'broken-anchor', 'locale-not-built']));
    const page = await readText(built.outDir, 'docs/getting-started/index.html');
    expect(textOf(element(page, '<nav class="doc-sidebar"')!)).toBe(
      'Introduction Getting Started Using Matchers Testing Asynchronous Code Setup and Teardown Mock Functions Jest Platform Jest Community More Resources Guides Framework Guides Upgrade Guides',
    );
    expect(page).toContain('href="https://github.com/jestjs/jest/edit/main/website/versioned_docs/version-30.4/GettingStarted.md"');
    expect(await readText(built.outDir, 'docs/next/getting-started/index.html')).toContain(
      'href="https://github.com/jestjs/jest/edit/main/website/content/GettingStarted.md"',
    );

    // .md read as MDX, as Docusaurus reads it: no import line shows, the partial is where it is used,
    // TOCInline lists the page's headings after the first, and the YouTube embed is there.
    const globals = element(await readText(built.outDir, 'docs/api/index.html'), '<article')!;
    expect(globals).not.toContain('import TypeScriptExamplesNote');
    expect(globals).not.toContain('import TOCInline');
    expect(textOf(globals)).toContain('The TypeScript examples from this page will only work as documented if you explicitly import Jest APIs');
    expect(globals).toContain('<div class="toc-inline"><ul><li><a href="#reference">Reference</a><ul><li><a href="#afterallfn-timeout">');
    const architecture = element(await readText(built.outDir, 'docs/architecture/index.html'), '<article')!;
    expect(architecture).toContain('yt-lite');

    // Its tab-blocks plugin makes a JavaScript and a TypeScript tab of each pair of code blocks marked `tab`.
    const mockApi = element(await readText(built.outDir, 'docs/mock-function-api/index.html'), '<article')!;
    const tabLists = [...mockApi.matchAll(/role="tablist"[^>]*>(.*?)<\/div>/g)].map((match) => textOf(match[1]!));
    expect(tabLists).toHaveLength(10);
    expect(new Set(tabLists)).toEqual(new Set(['JavaScript TypeScript']));

    // Its own pages, with the components of src/ they share (Docusaurus 1's Container and GridBlock, react-markdown inside).
    const help = element(await readText(built.outDir, 'help/index.html'), '<main')!;
    expect(textOf(help)).toContain('Need help? Jest is worked on by a team of volunteers in their spare time.');
    expect(linksIn(help)).toEqual(expect.arrayContaining(['get started → /docs/getting-started', 'configure Jest → /docs/configuration']));
    const versions = element(await readText(built.outDir, 'versions/index.html'), '<main')!;
    expect(textOf(versions)).toContain('Jest Versions Current version (Stable) Latest stable version of Jest 30.4 Documentation Release Notes');

    // The URL of the old site opens the page.
    expect(await readText(built.outDir, 'docs/api.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/api/">');

    // Jest's green, light and dark, from its custom CSS, with the embed's stylesheet from its package.
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/css\/mdx\/site-stylesheets\.\w+\.css)">/.exec(page)?.[1];
    const css = await readText(built.outDir, stylesheet!);
    for (const rule of ['--ifm-color-primary: #10910e', '--ifm-color-primary: #18df16', '--color-primary: var(--ifm-color-primary)', '.yt-lite'])
      expect(css).toContain(rule);
    // A whole build of 150 pages: about 17 s on a quiet 2-core machine, over a minute on a busy one.
  }, 300_000);
});

describe('migrate reads nothing outside the Docusaurus site', () => {
  /** A folder outside the site, holding a doc and a static file that must not be carried over. */
  async function outsideFolder(): Promise<string> {
    const outside = await makeTemporaryFolder('docs-gen-outside-');
    await writeFile(path.join(outside, 'leak.md'), '# Leak\n\nTOP-SECRET\n');
    return outside;
  }

  it('refuses a docs.path or a static folder that leads out of it, at the config field, writing nothing', async () => {
    const { migrate: migrateSite } = await docsGenApi();
    for (const field of ['presets[0][1].docs.path', 'staticDirectories[1]']) {
      const { source, out } = await copyDocusaurusSite('classic-js');
      const outside = await outsideFolder();
      const configFile = path.join(source, 'docusaurus.config.js');
      const config = await readFile(configFile, 'utf8');
      await writeFile(
        configFile,
        field === 'staticDirectories[1]'
          ? config.replace(
              "favicon: 'img/favicon.svg',",
              `favicon: 'img/favicon.svg', staticDirectories: ['static', ${JSON.stringify(path.relative(source, outside))}],`,
            )
          : config.replace("sidebarPath: './sidebars.js',", `sidebarPath: './sidebars.js', path: ${JSON.stringify(outside)},`),
      );
      const result = await migrateSite({ source, outDir: out });
      expect(result.exitCode).toBe(2);
      expect(result.diagnostics.map(({ code, message, location }) => ({ code, message, location }))).toEqual([
        {
          code: 'source-outside-site',
          message: expect.stringMatching(
            new RegExp(`^${field.replace(/[[\].]/g, '\\$&')} \\(.*\\) leads to ${outside}, outside .*, the folder given to migrate`),
          ),
          location: expect.objectContaining({ file: 'docusaurus.config.js', line: expect.any(Number) }),
        },
      ]);
      expect(await readTree(out).catch(() => undefined)).toBeUndefined();
    }
  });

  it('refuses a docs folder that is itself a link out of it, and leaves out the links inside it that lead out', async () => {
    const { migrate: migrateSite } = await docsGenApi();
    const outside = await outsideFolder();
    const linked = await copyDocusaurusSite('classic-js');
    await rm(path.join(linked.source, 'docs'), { recursive: true });
    await symlink(outside, path.join(linked.source, 'docs'));
    const refused = await migrateSite({ source: linked.source, outDir: linked.out });
    expect(refused.diagnostics.map(({ code, location }) => [code, location])).toEqual([['source-outside-site', { file: 'docs' }]]);

    const { source, out } = await copyDocusaurusSite('classic-js');
    await symlink(path.join(outside, 'leak.md'), path.join(source, 'docs/leak.md'));
    await symlink(outside, path.join(source, 'static/leaks'));
    const migrated = await migrateSite({ source, outDir: out });
    expect(migrated.exitCode).toBe(0);
    expect(migrated.diagnostics.filter(({ message }) => message.includes('leak')).map(({ code, location }) => [code, location])).toEqual([
      ['migrate-not-carried', { file: 'docs/leak.md' }],
      ['migrate-not-carried', { file: 'static/leaks' }],
    ]);
    // Neither the files nor links to them.
    expect((await readdir(out, { recursive: true })).filter((file) => file.includes('leak'))).toEqual([]);
    expect(await readdir(path.join(out, 'content'))).toContain('intro.md');
  });
});

import { describe, expect, it } from 'vitest';
import { UnreadValue } from './read-config-statically.js';
import { createStub } from './stub-module.js';
import { docsLocationOf, translateConfig, type TranslateInput } from './translate-config.js';

function translate(config: Record<string, unknown>, input: Partial<TranslateInput> = {}) {
  return translateConfig({
    config,
    configFile: 'docusaurus.config.js',
    locate: (field) => ({ line: field.length, column: 1 }),
    docPermalinks: new Map([['intro', '/docs/intro']]),
    staticFiles: new Set(['files/guide.pdf']),
    ...input,
  });
}

const SITE = { title: 'Docs', url: 'https://docs.example.com/', baseUrl: '/' };

describe('translateConfig', () => {
  it('accepts a minimal site: Docusaurus’s defaults written out where docs-gen’s differ', () => {
    const { config, notes } = translate(SITE);
    expect(config).toEqual({ title: 'Docs', url: 'https://docs.example.com', baseUrl: '/', docs: { routeBasePath: '/docs' }, markdown: { format: 'mdx' } });
    expect(notes).toEqual([]);
  });

  it('carries the client-redirects plugin’s extensions and redirects, and reports what runs code or redirects to extensions', () => {
    const { config, notes } = translate({
      ...SITE,
      plugins: [
        [
          '@docusaurus/plugin-client-redirects',
          {
            fromExtensions: ['.html', 'htm'],
            redirects: [{ from: ['/a', '/b'], to: '/docs/intro' }, { from: '/c', to: 'https://example.org/' }, { to: '/x' }],
            createRedirects: createStub('createRedirects'),
            toExtensions: ['html'],
          },
        ],
      ],
    });
    expect(config.redirects).toEqual({
      fromExtensions: ['html', 'htm'],
      items: [
        { from: ['/a', '/b'], to: '/docs/intro' },
        { from: '/c', to: 'https://example.org/' },
      ],
    });
    expect(notes.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'plugins[0][1].redirects[2]', message: 'plugins[0][1].redirects[2] is not carried over: a redirect is { from, to }, with paths' },
      {
        field: 'plugins[0][1].createRedirects',
        message: 'plugins[0][1].createRedirects is not carried over: it is code run for each page: list its redirects in redirects.items',
      },
      {
        field: 'plugins[0][1].toExtensions',
        message: 'plugins[0][1].toExtensions is not carried over: docs-gen makes redirects from paths with an extension, not to them',
      },
    ]);
  });

  it('accepts the docs options of a docs plugin of its own, and markdown.hooks.onBrokenMarkdownLinks', () => {
    const { config, docs } = translate({
      ...SITE,
      markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'throw' } },
      plugins: [['@docusaurus/plugin-content-docs', { path: 'guides', routeBasePath: '/', sidebarPath: '/site/sidebars.js', lastVersion: 'current' }]],
    });
    expect(config).toMatchObject({
      onBrokenMarkdownLinks: 'throw',
      markdown: { format: 'detect' },
      docs: { routeBasePath: '/', sidebarPath: 'sidebars.json', lastVersion: 'current' },
    });
    expect(docs.path).toBe('guides');
    expect(docsLocationOf({ plugins: [['content-docs', { routeBasePath: 'ref/' }]] })).toEqual({ path: 'docs', routeBasePath: '/ref' });
  });

  it("carries each version's label, path, banner and badge", () => {
    const { config, notes } = translate({
      ...SITE,
      presets: [['classic', { docs: { versions: { current: { label: 'Canary', badge: false }, '29.7': { banner: 'none', className: 'v29' } } } }]],
    });
    expect(config).toMatchObject({ docs: { versions: { current: { label: 'Canary', badge: false }, '29.7': { banner: 'none' } } } });
    expect(notes).toEqual([]);
  });

  it('carries the admonition keywords docs-gen lacks as markdown.admonitionTypes, and notes a keyword no :::block can be named', () => {
    const { config, notes } = translate({
      ...SITE,
      markdown: { format: 'md' },
      presets: [['classic', { docs: { admonitions: { keywords: ['note', 'important', 'release', 'my-custom', 'Bad Name'], extendDefaults: true } } }]],
    });
    expect(config).toMatchObject({ markdown: { format: 'md', admonitionTypes: ['release', 'my-custom'] } });
    expect(notes.map((note) => note.message)).toEqual([expect.stringMatching(/^presets\[0\]\[1\]\.docs\.admonitions\.keywords\[4\] is not carried over/)]);
  });

  it('accepts navbar items of Docusaurus’s kinds, each as docs-gen has it', () => {
    const { config, notes } = translate({
      ...SITE,
      themeConfig: {
        navbar: {
          items: [
            { type: 'doc', docId: 'intro', label: 'Start' },
            { to: 'docs/intro', label: 'Relative' },
            { to: '/files/guide.pdf', label: 'PDF' },
            { to: 'pathname:///app/', label: 'App', position: 'right' },
            { href: 'https://github.com/acme', 'aria-label': 'GitHub' },
            {
              type: 'dropdown',
              label: 'More',
              items: [
                { to: '/docs/intro', label: 'Intro' },
                { to: '/blog', label: 'Blog' },
              ],
            },
            { type: 'search', position: 'right' },
          ],
        },
      },
    });
    expect((config.navbar as { items: unknown[] }).items).toEqual([
      { label: 'Start', to: '/docs/intro' },
      { label: 'Relative', to: '/docs/intro' },
      { label: 'PDF', to: '/files/guide.pdf' },
      { label: 'App', to: 'pathname:///app/', position: 'right' },
      { label: 'GitHub', href: 'https://github.com/acme' },
      { type: 'dropdown', label: 'More', items: [{ label: 'Intro', to: '/docs/intro' }] },
    ]);
    expect(notes.map((note) => note.field)).toEqual(['themeConfig.navbar.items[5].items[1].to', 'themeConfig.navbar.items[6]']);
  });

  it('rejects what docs-gen does not do, with a note naming the field at its line', () => {
    const { notes } = translate({
      ...SITE,
      presets: [['classic', { blog: { showReadingTime: true, include: ['**/*.md'] }, docs: { exclude: ['**/_*'] } }]],
      plugins: ['@docusaurus/plugin-ideal-image', '@docusaurus/theme-mermaid'],
      themeConfig: { algolia: { appId: 'x' }, hotjar: { id: 1 } },
      webpack: { jsLoader: 'babel' },
    });
    expect(notes.map(({ field, line, message }) => `${line} ${field}: ${message}`)).toEqual([
      '5 presets[0][1].blog.include: presets[0][1].blog.include is not carried over: docs-gen has no such blog option',
      '2 plugins[0]: The plugin @docusaurus/plugin-ideal-image is not carried over: docs-gen does not run Docusaurus plugins',
      '2 themeConfig.algolia: Algolia DocSearch is not carried over',
      '2 themeConfig.hotjar: themeConfig.hotjar is not carried over: docs-gen has no such option',
      '5 presets[0][1].docs.exclude: presets[0][1].docs.exclude is not carried over: docs-gen has no such option',
    ]);
  });

  it('rejects values it could not read or that come from a missing package, carrying the rest', () => {
    const { config, notes } = translate({ ...SITE, tagline: new UnreadValue('a call of t', 7, 12), favicon: createStub('favicons') });
    expect(config.tagline).toBeUndefined();
    expect(config.favicon).toBeUndefined();
    expect(notes.map((note) => note.message)).toEqual([
      'tagline could not be read without running the config (a call of t)',
      'favicon comes from a package the site has not installed',
    ]);
  });

  it('accepts a simple footer (links without columns) as one column, and its logo in pixels', () => {
    const { config } = translate({
      ...SITE,
      themeConfig: {
        footer: { links: [{ label: 'Intro', to: '/docs/intro' }, { html: '<b>Hi</b>' }], logo: { src: 'img/logo.svg', width: '120px', height: 40 } },
      },
    });
    expect(config.footer).toEqual({
      links: [{ title: 'Links', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<b>Hi</b>' }] }],
      logo: { src: 'img/logo.svg', width: 120, height: 40 },
    });
  });
});

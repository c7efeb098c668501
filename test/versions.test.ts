/**
 * Versioned docs, built: a fixture keeps three versions (2.0, the last, at
 * the docs root; 1.0 at /1.0; the unreleased docs of content/ at /next). Each
 * version has its own routes, sidebars and link checks; old and unreleased
 * pages carry a banner to the same page in the last version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, buildSiteJson, configSource, copyFixture, readText, removeTemporaryFolders, reportLines, type BuildRun } from './helpers/cli.js';
import { sharedBuild } from './helpers/shared-builds.js';
import { element, linksIn, textOf } from './helpers/html.js';

describe('a site with three docs versions', () => {
  let run: BuildRun;
  const page = (file: string) => readText(run.outDir, file);
  beforeAll(async () => {
    run = await sharedBuild('versions');
  }, 60_000);
  afterAll(removeTemporaryFolders);

  it('builds with --strict and serves the last version at the docs root, the others under their paths', async () => {
    expect(run.code, run.stderr).toBe(0);
    expect(textOf(element(await page('index.html'), '<h1') ?? '')).toBe('Welcome to 2.0');
    expect(textOf(element(await page('guide/setup/index.html'), '<h1') ?? '')).toBe('Set up 2.0');
    expect(textOf(element(await page('next/guide/new-feature/index.html'), '<h1') ?? '')).toBe('New feature');
    expect(textOf(element(await page('1.0/guide/legacy/index.html'), '<h1') ?? '')).toBe('Legacy mode');
  });

  it('shows each version its own sidebar', async () => {
    expect(linksIn(element(await page('1.0/guide/setup/index.html'), '<nav class="doc-sidebar"'))).toEqual([
      'guide → /1.0/guide/legacy',
      'Legacy mode → /1.0/guide/legacy',
      'Set up 1.0 → /1.0/guide/setup',
      'Welcome to 1.0 → /1.0',
    ]);
    expect(linksIn(element(await page('next/guide/setup/index.html'), '<nav class="doc-sidebar"'))).toContain('New feature → /next/guide/new-feature');
    expect(linksIn(element(await page('guide/setup/index.html'), '<nav class="doc-sidebar"'))).toEqual([
      'guide → /guide/setup',
      'Set up 2.0 → /guide/setup',
      'Welcome to 2.0 → /',
    ]);
  });

  it('puts a banner on old and unreleased pages, linking to the same page in the last version or to its root', async () => {
    const unmaintained = element(await page('1.0/guide/setup/index.html'), '<div class="version-banner"');
    expect(textOf(unmaintained ?? '')).toContain('This is documentation for Versioned Docs 1.0, which is no longer actively maintained.');
    expect(linksIn(unmaintained)).toEqual(['latest version → /guide/setup']);
    // Legacy mode is gone from 2.0: the banner links to the docs root.
    expect(linksIn(element(await page('1.0/guide/legacy/index.html'), '<div class="version-banner"'))).toEqual(['latest version → /']);
    const unreleased = element(await page('next/guide/new-feature/index.html'), '<div class="version-banner"');
    expect(textOf(unreleased ?? '')).toContain('This is unreleased documentation for Versioned Docs Next.');
    expect(linksIn(unreleased)).toEqual(['latest version → /']);
    expect(await page('guide/setup/index.html')).not.toContain('version-banner');
  });

  it('shows "Version: <label>" above the text of every version\'s docs, as Docusaurus does on a site of several versions', async () => {
    expect(element(await page('guide/setup/index.html'), '<span class="version-badge"')).toBe('<span class="version-badge">Version: 2.0</span>');
    expect(element(await page('1.0/guide/setup/index.html'), '<span class="version-badge"')).toBe('<span class="version-badge">Version: 1.0</span>');
    expect(element(await page('next/guide/new-feature/index.html'), '<span class="version-badge"')).toBe('<span class="version-badge">Version: Next</span>');
  });

  it('lists only the last version in the sitemap', async () => {
    const sitemap = await page('sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.example.com/guide/setup</loc>');
    expect(sitemap).not.toContain('/1.0/');
    expect(sitemap).not.toContain('/next');
  });
});

describe('versions and the link rules', () => {
  afterAll(removeTemporaryFolders);

  it('checks a link of an old version against its own version', async () => {
    const root = await copyFixture('versions', { 'versioned_docs/version-1.0/guide/legacy.md': '# Legacy mode\n\nSee [the new feature](./new-feature.md).\n' });
    const { code, report } = await buildSiteJson(root, ['--strict']);
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({ code: 'broken-markdown-link', file: 'versioned_docs/version-1.0/guide/legacy.md', line: 3, column: 5 }),
    ]);
  });
});

describe('doc ids across versions', () => {
  afterAll(removeTemporaryFolders);

  it('rejects a pagination link to a doc its version does not have, listing the ids it has', async () => {
    const root = await copyFixture('versions', { 'versioned_docs/version-2.0/guide/setup.md': '---\npagination_next: guide/legacy\n---\n\n# Set up 2.0\n' });
    const { code, report } = await buildSiteJson(root);
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'doc-unknown',
        file: 'versioned_docs/version-2.0/guide/setup.md',
        line: 2,
        column: 18,
        message: 'pagination_next refers to doc id "guide/legacy", which does not exist in this version. Available doc ids: guide/setup, index',
      }),
    ]);
  });
});

describe('version config', () => {
  afterAll(removeTemporaryFolders);

  it('builds only the versions onlyIncludeVersions names', async () => {
    const root = await copyFixture('versions', {
      'site.config.ts': configSource("title: 'Versioned Docs', docs: { onlyIncludeVersions: ['2.0'] }"),
    });
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    // One version built: no banner, and no badge, as in Docusaurus.
    expect(await readText(run.outDir, 'guide/setup/index.html')).not.toMatch(/version-banner|version-badge/);
    await expect(readText(run.outDir, 'next/index.html')).rejects.toThrow();
    await expect(readText(run.outDir, '1.0/index.html')).rejects.toThrow();
  });

  it('leaves the badge off the versions whose badge is false', async () => {
    const root = await copyFixture('versions', { 'site.config.ts': configSource("title: 'Versioned Docs', docs: { versions: { '2.0': { badge: false } } }") });
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    expect(await readText(run.outDir, 'guide/setup/index.html')).not.toContain('version-badge');
    expect(await readText(run.outDir, '1.0/guide/setup/index.html')).toContain('<span class="version-badge">Version: 1.0</span>');
  });

  it('lists a version in the sitemap when the config asks for it', async () => {
    const root = await copyFixture('versions', { 'site.config.ts': configSource("title: 'Versioned Docs', docs: { versions: { '1.0': { sitemap: true } } }") });
    const run = await buildSite(root, ['--strict']);
    const sitemap = await readText(run.outDir, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.example.com/1.0/guide/legacy</loc>');
    expect(sitemap).not.toContain('/next');
  });

  it('rejects a last version that does not exist, listing those that do', async () => {
    const root = await copyFixture('versions', { 'site.config.ts': configSource("title: 'Versioned Docs', docs: { lastVersion: '3.0' }") });
    const { code, report } = await buildSiteJson(root);
    expect(code).toBe(2);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'config-invalid',
        message: 'docs.lastVersion names version "3.0", which does not exist. Available versions: current, 2.0, 1.0',
      }),
    ]);
  });

  it('rejects a versioned sidebars file naming the file and the field in it, at the line that writes it', async () => {
    const sidebars = '{\n  "docs": [\n    "index",\n    { "type": "doc" }\n  ]\n}\n';
    const root = await copyFixture('versions', { 'versioned_sidebars/version-1.0-sidebars.json': sidebars });
    const run = await buildSite(root);
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([
      'versioned_sidebars/version-1.0-sidebars.json:4:5  error  docs[1].id is required and must be a non-empty string  [versions-invalid]',
    ]);
  });

  it('rejects a versions.json that is not a list of names, at its position', async () => {
    const root = await copyFixture('versions', { 'versions.json': '["2.0", 1.0]\n' });
    const { code, report } = await buildSiteJson(root);
    expect(code).toBe(2);
    expect(report.errors[0]).toMatchObject({ code: 'versions-invalid', file: 'versions.json' });
  });
});

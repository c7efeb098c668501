import { describe, expect, it } from 'vitest';
import { buildTestSite, doc, type TestSite, type TestSiteOptions } from '../../test/helpers/manifest.js';
import type { ReportingSeverity } from '../config/types.js';
import { changedKeys } from './map-update.js';
import { NOT_FOUND_PATH } from './route-records.js';

describe('buildManifest routes', () => {
  it('accepts every doc as a route, sorted by path, plus the not-found page', () => {
    const { manifest, diagnostics } = buildTestSite({
      'index.md': doc('Home'),
      'guide/02-b.md': doc('B'),
      'guide/01-a.md': doc('A'),
    });
    expect(diagnostics).toEqual([]);
    expect(manifest.routes.map((route) => [route.path, route.kind, route.outputFile])).toEqual([
      ['/', 'doc', 'index.html'],
      ['/404', 'not-found', '404.html'],
      ['/guide/a', 'doc', 'guide/a/index.html'],
      ['/guide/b', 'doc', 'guide/b/index.html'],
    ]);
    expect(manifest.byPath.get(NOT_FOUND_PATH)).toMatchObject({ title: 'Page Not Found', noIndex: true, source: { type: 'builtin' } });
  });

  it('records the doc route’s source, title, description, id, sidebar and version', () => {
    const { manifest } = buildTestSite({ 'guide/01-a.md': '---\ndescription: About A\n---\n\n# Alpha\n' });
    expect(manifest.byPath.get('/guide/a')).toMatchObject({
      source: { type: 'file', file: 'content/guide/01-a.md' },
      title: 'Alpha',
      description: 'About A',
      docId: 'guide/a',
      sidebarId: 'docs',
      version: 'current',
      noIndex: false,
    });
    expect(manifest.byFile.get('content/guide/01-a.md')).toBe('/guide/a');
    expect(manifest.docs.get('guide/a')?.file).toBe('content/guide/01-a.md');
  });

  it('writes /a/b to a/b.html when trailingSlash is false, and to a/b/index.html otherwise', () => {
    const files = { 'index.md': doc('Home'), 'a/b.md': doc('B') };
    const outputs = (trailingSlash: boolean | undefined) =>
      buildTestSite(files, { config: { trailingSlash } }).manifest.routes.map((route) => route.outputFile);
    expect(outputs(false)).toEqual(['index.html', '404.html', 'a/b.html']);
    expect(outputs(true)).toEqual(['index.html', '404.html', 'a/b/index.html']);
    expect(outputs(undefined)).toEqual(['index.html', '404.html', 'a/b/index.html']);
  });

  it('keeps headings within the configured TOC levels and every id as an anchor', () => {
    const source = '# Title\n\n## Two\n\n### Three\n\n#### Four {#custom-four}\n\n<a id="raw-anchor"></a>\n';
    const defaults = buildTestSite({ 'a.md': source }).manifest.byPath.get('/a')!;
    expect(defaults.headings.map((heading) => heading.id)).toEqual(['two', 'three']);
    expect(defaults.anchors).toEqual(expect.arrayContaining(['title', 'two', 'three', 'custom-four', 'raw-anchor']));
    const deeper = buildTestSite({ 'a.md': source }, { config: { tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 4 } } }).manifest.byPath.get('/a')!;
    expect(deeper.headings).toEqual([
      { depth: 3, text: 'Three', id: 'three' },
      { depth: 4, text: 'Four', id: 'custom-four' },
    ]);
  });

  it('records outgoing links with their source positions', () => {
    const { manifest } = buildTestSite({ 'a.md': '# A\n\nSee [b](./b.md) and\n  [c](/c#x).\n', 'b.md': doc('B') });
    expect(manifest.byPath.get('/a')?.links).toEqual([
      { url: './b.md', line: 3, column: 5 },
      { url: '/c#x', line: 4, column: 3 },
    ]);
  });
});

describe('drafts and unlisted docs', () => {
  const files = {
    'a.md': doc('A'),
    'wip.md': doc('Work in progress', { draft: true }),
    'secret.md': doc('Secret', { unlisted: true }),
  };

  it('rejects drafts from a build: no route, no doc, no sidebar item; their ids are kept in the version', () => {
    const { manifest } = buildTestSite(files);
    expect(manifest.byPath.has('/wip')).toBe(false);
    expect(manifest.docs.has('wip')).toBe(false);
    expect(manifest.sidebars.docs!.map((item) => (item.type === 'html' ? item.value : item.label))).toEqual(['A', 'Secret']);
    expect(manifest.versions).toEqual([
      {
        name: 'current',
        label: 'Next',
        path: '/',
        isLast: true,
        banner: 'none',
        badge: true,
        inSitemap: true,
        sidebars: ['docs'],
        docs: ['a', 'secret'],
        draftIds: ['wip'],
      },
    ]);
  });

  it('accepts drafts when includeDrafts is set (dev), with noindex', () => {
    const { manifest } = buildTestSite(files, { includeDrafts: true });
    expect(manifest.byPath.get('/wip')).toMatchObject({ kind: 'doc', noIndex: true });
    expect(manifest.sidebars.docs!.map((item) => (item.type === 'html' ? item.value : item.label))).toEqual(['A', 'Secret', 'Work in progress']);
  });

  it('builds unlisted docs with noindex', () => {
    const { manifest } = buildTestSite(files);
    expect(manifest.byPath.get('/secret')).toMatchObject({ kind: 'doc', noIndex: true, sidebarId: 'docs' });
    expect(manifest.byPath.get('/a')?.noIndex).toBe(false);
  });
});

describe('duplicate routes', () => {
  const files = { 'guide/a.md': doc('A'), 'moved.md': doc('Moved', { slug: '/guide/a' }) };
  const duplicates = (onDuplicateRoutes?: ReportingSeverity) =>
    buildTestSite(files, { config: onDuplicateRoutes === undefined ? {} : { onDuplicateRoutes } }).diagnostics;

  it('warns by default, at the later source, and keeps the later one', () => {
    const { manifest, diagnostics } = buildTestSite(files);
    expect(diagnostics).toEqual([
      {
        code: 'duplicate-route',
        severity: 'warning',
        message: 'Route /guide/a is produced by both content/guide/a.md and content/moved.md; only the last is kept',
        location: { file: 'content/moved.md', line: 1, column: 1 },
      },
    ]);
    expect(manifest.byPath.get('/guide/a')?.title).toBe('Moved');
    expect(manifest.routes.filter((route) => route.path === '/guide/a')).toHaveLength(1);
  });

  it('takes the severity from onDuplicateRoutes: throw → error, ignore → nothing', () => {
    expect(duplicates('throw').map((d) => [d.code, d.severity])).toEqual([['duplicate-route', 'error']]);
    expect(duplicates('warn').map((d) => [d.code, d.severity])).toEqual([['duplicate-route', 'warning']]);
    expect(duplicates('ignore')).toEqual([]);
  });

  it('rejects a doc at the route of a generated category index', () => {
    const { diagnostics } = buildTestSite({
      'guide/_category_.json': '{ "label": "Guide", "link": { "type": "generated-index" } }',
      'guide/a.md': doc('A'),
      'clash.md': doc('Clash', { slug: '/category/guide' }),
    });
    expect(diagnostics).toMatchObject([
      {
        code: 'duplicate-route',
        message: 'Route /category/guide is produced by both content/clash.md and content/guide/_category_.json; only the last is kept',
      },
    ]);
  });
});

describe('a manifest with three versions', () => {
  const site = () =>
    buildTestSite(
      { 'intro.md': doc('Intro next'), 'guide/new.md': doc('New'), 'guide/setup.md': doc('Setup next') },
      {
        released: {
          '2.0': { 'intro.md': doc('Intro 2.0'), 'guide/setup.md': doc('Setup 2.0') },
          '1.0': { 'intro.md': doc('Intro 1.0'), 'guide/old.md': doc('Old') },
        },
      },
    );

  it('accepts a doc id in every version: each doc belongs to one version, at its own path', () => {
    const { manifest, diagnostics } = site();
    expect(diagnostics).toEqual([]);
    expect(manifest.versions.map(({ name, path, isLast, banner, docs }) => ({ name, path, isLast, banner, docs }))).toEqual([
      { name: 'current', path: '/next', isLast: false, banner: 'unreleased', docs: ['guide/new', 'guide/setup', 'intro'] },
      { name: '2.0', path: '/', isLast: true, banner: 'none', docs: ['guide/setup', 'intro'] },
      { name: '1.0', path: '/1.0', isLast: false, banner: 'unmaintained', docs: ['guide/old', 'intro'] },
    ]);
    expect(manifest.byPath.get('/intro')).toMatchObject({ docId: 'intro', version: '2.0', title: 'Intro 2.0', sidebarId: 'docs' });
    expect(manifest.byPath.get('/next/intro')).toMatchObject({ docId: 'intro', version: 'current', title: 'Intro next' });
    expect(manifest.byPath.get('/1.0/guide/old')).toMatchObject({ docId: 'guide/old', version: '1.0' });
    expect(manifest.docs.get('version-1.0/intro')?.permalink).toBe('/1.0/intro');
    expect(manifest.docs.get('intro')?.permalink).toBe('/next/intro');
  });

  it('gives each version its own sidebars, keyed by version', () => {
    const { manifest } = site();
    expect(Object.keys(manifest.sidebars).sort()).toEqual(['docs', 'version-1.0/docs', 'version-2.0/docs']);
    const hrefs = (key: string) => JSON.stringify(manifest.sidebars[key]).match(/"href":"[^"]*"/g);
    expect(hrefs('version-1.0/docs')).toEqual(['"href":"/1.0/guide/old"', '"href":"/1.0/intro"']);
  });

  it('rejects a sidebar doc id that its version does not have, listing the ids it does', () => {
    const { diagnostics } = buildTestSite({ 'intro.md': doc('Intro') }, { config: { docs: { sidebars: { docs: ['intro', 'missing'] } } } });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'sidebar-unknown-doc',
        message: 'Sidebar item refers to doc id "missing", which does not exist. Available doc ids: intro',
      }),
    ]);
  });
});

describe('pagination front matter', () => {
  it('accepts a doc id of the same version, and a draft left out of the build (no link, no error)', () => {
    const { diagnostics } = buildTestSite({
      'a.md': doc('A', { pagination_next: 'b' }),
      'b.md': doc('B', { pagination_prev: 'wip' }),
      'wip.md': doc('WIP', { draft: true }),
    });
    expect(diagnostics).toEqual([]);
  });

  it('rejects an id that names no doc, listing the ids there are', () => {
    const { diagnostics } = buildTestSite({ 'a.md': doc('A', { pagination_next: 'nope' }), 'b.md': doc('B') });
    expect(diagnostics).toEqual([
      {
        code: 'doc-unknown',
        severity: 'error',
        message: 'pagination_next refers to doc id "nope", which does not exist in this version. Available doc ids: a, b',
        location: { file: 'content/a.md', line: 2, column: 18 },
      },
    ]);
  });
});

describe('a manifest built on the last one after an edit', () => {
  /** Enough docs that an update of the maps is laid over the last ones, not folded into new maps. */
  const MANY = Object.fromEntries(Array.from({ length: 40 }, (_, at) => [`ref/page-${at}.md`, doc(`Page ${at}`)]));
  const SITE = {
    'index.md': doc('Home'),
    'guide/_category_.json': '{ "label": "Guide", "link": { "type": "generated-index" } }\n',
    'guide/a.md': doc('A'),
    'guide/b.md': doc('B'),
    'linked/_category_.json': '{ "label": "Linked", "link": { "type": "doc", "id": "ref/page-1" } }\n',
    'linked/x.md': doc('X'),
    ...MANY,
  };

  /** Everything a manifest holds, in an order that does not depend on how its maps were made. */
  function contentsOf(site: TestSite) {
    const sorted = <V>(map: ReadonlyMap<string, V>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));
    const { manifest } = site;
    return {
      routes: manifest.routes,
      byPath: sorted(manifest.byPath),
      byFile: sorted(manifest.byFile),
      docs: sorted(manifest.docs),
      sidebars: manifest.sidebars,
      categoryIndexes: sorted(manifest.categoryIndexes),
      versions: manifest.versions,
      assets: [...manifest.assets].sort(),
      diagnostics: site.diagnostics,
    };
  }

  /** `files` built on `previous`, checked to be what the same files give built from nothing. */
  function rebuilt(files: Readonly<Record<string, string>>, previous: TestSite, options: TestSiteOptions = {}): TestSite {
    const updated = buildTestSite(files, { ...options, previous });
    expect(contentsOf(updated)).toEqual(contentsOf(buildTestSite(files, options)));
    return updated;
  }

  it('accepts a new title, a new doc, a deleted doc and a new URL as a build from nothing gives them', () => {
    const first = buildTestSite(SITE);
    expect(first.diagnostics).toEqual([]);
    const retitled = rebuilt({ ...SITE, 'guide/a.md': doc('A, renamed') }, first);
    // Only the edited doc's entries changed: the maps are the last ones with that doc's laid over them.
    expect([...changedKeys(first.manifest.byPath, retitled.manifest.byPath)!]).toEqual(['/guide/a']);
    expect([...changedKeys(first.manifest.docs, retitled.manifest.docs)!]).toEqual(['guide/a']);
    expect(retitled.manifest.byFile).toBe(first.manifest.byFile);
    expect(retitled.manifest.categoryIndexes.get('/category/guide')?.items.map((item) => (item.type === 'html' ? '' : item.label))).toEqual([
      'A, renamed',
      'B',
    ]);

    const added = rebuilt({ ...SITE, 'guide/a.md': doc('A, renamed'), 'guide/c.md': doc('C') }, retitled);
    expect([...changedKeys(retitled.manifest.byPath, added.manifest.byPath)!]).toEqual(['/guide/c']);
    expect(added.manifest.routes.map((route) => route.path).slice(0, 6)).toEqual(['/', '/404', '/category/guide', '/guide/a', '/guide/b', '/guide/c']);

    const { 'guide/b.md': _gone, ...withoutB } = { ...SITE, 'guide/a.md': doc('A, renamed'), 'guide/c.md': doc('C') };
    const deleted = rebuilt(withoutB, added);
    expect(deleted.manifest.byPath.has('/guide/b')).toBe(false);
    const moved = rebuilt({ ...withoutB, 'guide/c.md': doc('C', { slug: '/elsewhere' }) }, deleted);
    expect(moved.manifest.byPath.has('/elsewhere')).toBe(true);
  });

  it('rejects a new doc at another’s URL, at a static file’s, or at one that cannot be written, as a build from nothing does, until it moves', () => {
    const options = { assets: ['guide/taken/index.html'] };
    const first = buildTestSite(SITE, options);
    const duplicate = rebuilt({ ...SITE, 'other.md': doc('Other', { slug: '/guide/a' }) }, first, options);
    expect(duplicate.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['duplicate-route']);
    const fixed = rebuilt({ ...SITE, 'other.md': doc('Other') }, duplicate, options);
    expect(fixed.diagnostics).toEqual([]);
    const onStatic = rebuilt({ ...SITE, 'other.md': doc('Other'), 'guide/taken.md': doc('Taken') }, fixed, options);
    expect(onStatic.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['static-conflict']);
    const reserved = rebuilt({ ...SITE, 'other.md': doc('Other', { slug: '/assets/other' }) }, onStatic, options);
    expect(reserved.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['route-invalid']);
    expect(rebuilt({ ...SITE, 'other.md': doc('Other') }, reserved, options).diagnostics).toEqual([]);
  });

  it('makes a folder of the sidebar again when the doc its category links to moves, or a category changes, and not otherwise', () => {
    const first = buildTestSite(SITE);
    const linked = () => first.manifest.sidebars.docs!.find((item) => item.type !== 'html' && item.label === 'Linked');
    expect(linked()).toMatchObject({ href: '/ref/page-1' });
    // An edit elsewhere keeps the folder's category as it was.
    const elsewhere = rebuilt({ ...SITE, 'guide/a.md': doc('A, renamed') }, first);
    expect(elsewhere.manifest.sidebars.docs!.find((item) => item.type !== 'html' && item.label === 'Linked')).toBe(linked());
    const moved = rebuilt({ ...SITE, 'ref/page-1.md': doc('Page 1', { slug: '/first' }) }, elsewhere);
    expect(moved.manifest.sidebars.docs!.find((item) => item.type !== 'html' && item.label === 'Linked')).toMatchObject({ href: '/first' });
    const relabelled = rebuilt({ ...SITE, 'guide/_category_.json': '{ "label": "Manual", "link": { "type": "generated-index" } }\n' }, moved);
    expect([...relabelled.manifest.categoryIndexes.keys()]).toEqual(['/category/manual']);
  });

  it('rejects a category link to a doc that is not there on every run, listing the ids there are then', () => {
    const missing = { ...SITE, 'linked/_category_.json': '{ "label": "Linked", "link": { "type": "doc", "id": "nope" } }\n' };
    const first = buildTestSite(missing);
    expect(first.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['sidebar-unknown-doc']);
    const again = rebuilt({ ...missing, 'guide/a.md': doc('A, renamed') }, first);
    expect(again.diagnostics).toEqual(first.diagnostics);
    const withNew = rebuilt({ ...missing, 'aaa.md': doc('First of all') }, again);
    expect(withNew.diagnostics[0]?.message).toContain('aaa');
    expect(rebuilt({ ...missing, 'nope.md': doc('Nope') }, withNew).diagnostics).toEqual([]);
  });
});

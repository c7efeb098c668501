import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, makeSite, removeTemporaryFolders } from '../../test/helpers/cli.js';
import { build } from '../commands/build.js';
import { DEFAULT_CACHE_DIR } from '../pipeline/build-cache.js';
import { createDevSite, type DevSite, type DevUpdate } from './dev-site.js';

const text = (site: DevSite, file: string) => Buffer.from(site.read(file)!.contents).toString();

/** Every file the site serves, with its text, and the problems of the update. */
function snapshotOf(site: DevSite, update: DevUpdate) {
  return { files: new Map(site.paths().map((file) => [file, text(site, file)])), errors: update.errors, warnings: update.warnings };
}

/** What a dev site started now on `root` serves: the engine run from nothing. */
async function freshSnapshot(root: string) {
  const site = await createDevSite({ root });
  try {
    return snapshotOf(site, await site.update({ files: [], theme: false }));
  } finally {
    await site.close();
  }
}

const problemsAt = (update: DevUpdate, code: string) =>
  [...update.errors, ...update.warnings]
    .filter((d) => d.code === code)
    .map((d) => `${d.location && 'file' in d.location ? d.location.file : ''}: ${d.message}`);

describe('the dev site', () => {
  afterAll(removeTemporaryFolders);

  it('loads the theme afresh after a theme change: every page is new, and renders as before', async () => {
    const site = await createDevSite({ root: await copyFixture('basic') });
    try {
      const first = await site.update({ files: [], theme: false });
      expect(first.changedPages).toBe('all');
      const before = site.read('guide/install/index.html');
      expect(Buffer.from(before!.contents).toString()).toContain('Read this first.');

      const unchanged = await site.update({ files: [], theme: false });
      expect(unchanged.changedPages).toEqual([]);
      expect(unchanged.parsed).toBe(0);

      const reloaded = await site.update({ files: [], theme: true });
      expect(reloaded.errors).toEqual([]);
      expect(reloaded.changedPages).toBe('all');
      // Bundled again from the same sources, the theme renders the same page, and every doc was parsed again.
      expect(reloaded.parsed).toBe(first.parsed);
      expect(Buffer.from(site.read('guide/install/index.html')!.contents).toString()).toBe(Buffer.from(before!.contents).toString());
      expect(site.read('assets/routes/guide/install.json')).toBeDefined();
    } finally {
      await site.close();
    }
  }, 60_000);

  it('keeps showing the last page of a doc whose text now has an error, reports the error at its line, and shows the fixed text', async () => {
    const root = await makeSite({
      'content/a.mdx': '---\nsidebar_position: 1\n---\n\n# Alpha\n\nFirst text.\n',
      'content/b.md': '---\nsidebar_position: 2\n---\n\n# Beta\n\nSecond.\n',
    });
    const site = await createDevSite({ root });
    try {
      await site.update({ files: [], theme: false });
      const good = text(site, 'a/index.html');
      await writeFile(path.join(root, 'content/a.mdx'), '---\nsidebar_position: 1\n---\n\n# Alpha\n\nFirst <Unclosed text.\n');
      const broken = await site.update({ files: ['content/a.mdx'], theme: false });
      expect(broken.errors.map((d) => [d.code, d.location && 'line' in d.location ? d.location.line : undefined])).toEqual([['mdx-syntax', 7]]);
      // Not a page titled after its file, listed last in the sidebar: the page as it was.
      expect(text(site, 'a/index.html')).toBe(good);
      const again = await site.update({ files: ['content/a.mdx'], theme: false });
      expect(again.errors).toHaveLength(1);
      expect(text(site, 'a/index.html')).toBe(good);
      await writeFile(path.join(root, 'content/a.mdx'), '---\nsidebar_position: 1\n---\n\n# Alpha\n\nFixed text.\n');
      const fixed = await site.update({ files: ['content/a.mdx'], theme: false });
      expect(fixed.errors).toEqual([]);
      expect(text(site, 'a/index.html')).toContain('Fixed text.');
    } finally {
      await site.close();
    }
  }, 60_000);

  it('after each edit, addition, deletion and rename serves what a dev site started afresh serves, links in other pages included', async () => {
    const root = await makeSite(
      {
        'content/a.md': '# Page A\n\n## Setup\n\nSee [the usage](./b.md#usage) and [page C](/c).\n',
        'content/b.md': '# Page B\n\n## Usage\n\nBack to [the setup](/a#setup).\n',
        'content/c.md': '# Page C\n\nThe [next page](/d) comes later.\n',
        'content/guide/_category_.json': '{ "label": "Guide" }\n',
        'content/guide/one.md': '# One\n\nText.\n',
      },
      "title: 'Test', onBrokenLinks: 'warn'",
    );
    const site = await createDevSite({ root });
    const write = (file: string, contents: string) => writeFile(path.join(root, file), contents);
    const update = (...files: string[]) => site.update({ files, theme: false });
    const expectFresh = async (result: DevUpdate) => expect(snapshotOf(site, result)).toEqual(await freshSnapshot(root));
    try {
      const first = await update();
      expect(problemsAt(first, 'broken-link')).toEqual(['content/c.md: Link to /d does not resolve to any page']);

      // A change of the text alone: that doc is parsed, its page alone changes.
      await write('content/b.md', '# Page B\n\n## Usage\n\nBack to [the setup](/a#setup), now with more words.\n');
      const edited = await update('content/b.md');
      expect(edited.parsed).toBe(1);
      expect(edited.changedPages).toEqual(['/b']);
      expect(text(site, 'b/index.html')).toContain('now with more words');
      await expectFresh(edited);

      // The heading a link of another page points to goes away, then comes back.
      await write('content/b.md', '# Page B\n\nBack to [the setup](/a#setup).\n');
      const headingGone = await update('content/b.md');
      expect(problemsAt(headingGone, 'broken-anchor')).toEqual(['content/a.md: Link ./b.md#usage points to #usage, which is not an anchor on /b']);
      await expectFresh(headingGone);
      await write('content/b.md', '# Page B\n\n## Usage\n\nBack to [the setup](/a#setup).\n');
      const headingBack = await update('content/b.md');
      expect(problemsAt(headingBack, 'broken-anchor')).toEqual([]);
      await expectFresh(headingBack);

      // A new page fixes another page's link; deleting it breaks the link again.
      await write('content/d.md', '# Page D\n');
      const added = await update('content/d.md');
      expect(problemsAt(added, 'broken-link')).toEqual([]);
      expect(text(site, 'd/index.html')).toContain('Page D');
      await expectFresh(added);
      await rm(path.join(root, 'content/d.md'));
      const deleted = await update('content/d.md');
      expect(problemsAt(deleted, 'broken-link')).toEqual(['content/c.md: Link to /d does not resolve to any page']);
      expect(site.read('d/index.html')).toBeUndefined();
      await expectFresh(deleted);

      // A renamed page: the other page's link to its old file is broken, the new URL serves it.
      await rename(path.join(root, 'content/b.md'), path.join(root, 'content/b2.md'));
      const renamed = await update('content/b.md', 'content/b2.md');
      expect(problemsAt(renamed, 'broken-markdown-link')).toEqual([
        'content/a.md: Markdown link ./b.md#usage points to content/b.md, which is not a doc of this site',
      ]);
      expect(site.read('b/index.html')).toBeUndefined();
      expect(text(site, 'b2/index.html')).toContain('Page B');
      await expectFresh(renamed);

      // A new title reaches every page that shows it: the sidebar, the previous/next links.
      await write('content/c.md', '---\ntitle: Page C, renamed\n---\n\nThe [next page](/d) comes later.\n');
      const retitled = await update('content/c.md');
      expect(text(site, 'a/index.html')).toContain('Page C, renamed');
      await expectFresh(retitled);

      // A category file and the config: everything they reach.
      await write('content/guide/_category_.json', '{ "label": "The guide" }\n');
      await expectFresh(await update('content/guide/_category_.json'));
      await write(
        'site.config.ts',
        "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ url: 'https://docs.example.com', title: 'Test', onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'ignore' });\n",
      );
      const reconfigured = await update('site.config.ts');
      expect(problemsAt(reconfigured, 'broken-markdown-link')).toEqual([]);
      await expectFresh(reconfigured);
    } finally {
      await site.close();
    }
  }, 120_000);

  it('renders a page as a build does: what its code throws, or a render past the time limit, is a 500 page naming the doc, and the rest is served', async () => {
    const root = await makeSite(
      {
        'content/a.md': '# Page A\n\nFine.\n',
        'content/undefined.mdx': '# Undefined\n\nSend your clientId as {clientId.trim()} here.\n',
        'content/loop.mdx': 'export function Loop() {\n  while (true) {}\n}\n\n# Loop\n\n<Loop />\n',
      },
      "title: 'T'",
    );
    const site = await createDevSite({ root, docTimeoutMs: 500 });
    try {
      await site.update({ files: [], theme: false });
      const thrown = site.read('undefined/index.html')!;
      expect(thrown.status).toBe(500);
      expect(Buffer.from(thrown.contents).toString()).toContain(
        'content/undefined.mdx:3:24  error  Running this page&#39;s code failed: ReferenceError: clientId is not defined  [mdx-runtime]',
      );
      expect(site.read('assets/routes/undefined.json')!.status).toBe(500);
      const stopped = site.read('loop/index.html')!;
      expect(stopped.status).toBe(500);
      expect(Buffer.from(stopped.contents).toString()).toContain(
        'content/loop.mdx  error  Rendering this page took longer than 0.5 s and was stopped  [doc-timeout]',
      );
      expect(text(site, 'a/index.html')).toContain('Fine.');
      expect(site.read('a/index.html')!.status).toBeUndefined();

      await writeFile(path.join(root, 'content/undefined.mdx'), '# Undefined\n\nSend your clientId as {"abc".trim()} here.\n');
      await site.update({ files: ['content/undefined.mdx'], theme: false });
      expect(site.read('undefined/index.html')!.status).toBeUndefined();
      expect(text(site, 'undefined/index.html')).toMatch(/Send your clientId as (<!-- -->)?abc(<!-- -->)? here\./);
    } finally {
      await site.close();
    }
  }, 60_000);

  it('loads the sidebars file of docs.sidebarPath again when it is edited', async () => {
    const root = await makeSite(
      { 'sidebars.json': '{ "docs": { "Start": ["index"] } }\n', 'content/index.md': '# Home\n' },
      "title: 'Test', docs: { sidebarPath: 'sidebars.json' }",
    );
    const site = await createDevSite({ root });
    try {
      await site.update({ files: [], theme: false });
      expect(text(site, 'index.html')).toContain('>Start<');
      await writeFile(path.join(root, 'sidebars.json'), '{ "docs": { "First steps": ["index"] } }\n');
      const edited = await site.update({ files: ['sidebars.json'], theme: false });
      expect(text(site, 'index.html')).toContain('>First steps<');
      expect(snapshotOf(site, edited)).toEqual(await freshSnapshot(root));
    } finally {
      await site.close();
    }
  });

  describe.each([
    { drafts: 'shown', includeDrafts: true },
    { drafts: 'left out', includeDrafts: false },
  ])('with drafts $drafts, after each edit of what other pages show of a doc', ({ includeDrafts }) => {
    it('serves what a dev site started afresh serves: sidebars, breadcrumbs, previous/next, category cards, links, the sitemap and the problems', async () => {
      const install = (extra = '') => `---\ntitle: Install\nsidebar_position: 1\n${extra}---\n\n## Steps\n\nSee [the options](./configure.md#options).\n`;
      const configure = (frontMatter: string, body = '## Options\n\nText.\n') => `---\n${frontMatter}---\n\n${body}`;
      const root = await makeSite(
        {
          'content/intro.md': '---\ntitle: Intro\nsidebar_position: 1\n---\n\nStart with [the install](./guide/install.md).\n',
          'content/guide/_category_.json': '{ "label": "Guide", "position": 2, "link": { "type": "generated-index" } }\n',
          'content/guide/install.md': install(),
          'content/guide/configure.md': configure('title: Configure\nsidebar_position: 2\n'),
          'content/guide/deploy.md': '---\ntitle: Deploy\nsidebar_position: 3\npagination_prev: intro\n---\n\nText.\n',
          'content/guide/advanced/index.md': '# Advanced\n\nThe pages below.\n',
          'content/guide/advanced/tuning.md': '# Tuning\n',
          'content/reference/_category_.json': '{ "label": "Reference", "position": 3, "collapsed": false }\n',
          'content/reference/api.md': '# API\n\nBack to [the steps](/guide/install#steps).\n',
          'content/reference/cli.md': '# CLI\n\nSee [the tuning](../guide/advanced/tuning.md).\n',
        },
        "title: 'Test', onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn'",
      );
      const site = await createDevSite({ root, includeDrafts });
      const write = (file: string, contents: string) => writeFile(path.join(root, file), contents);
      const update = (...files: string[]) => site.update({ files, theme: false });
      const fresh = async () => {
        const other = await createDevSite({ root, includeDrafts });
        try {
          return snapshotOf(other, await other.update({ files: [], theme: false }));
        } finally {
          await other.close();
        }
      };
      const expectFresh = async (result: DevUpdate) => {
        const served = snapshotOf(site, result);
        const expected = await fresh();
        expect([...served.files.keys()]).toEqual([...expected.files.keys()]);
        for (const [file, contents] of expected.files) expect(served.files.get(file), `${file} differs from a fresh dev site's`).toBe(contents);
        expect({ errors: served.errors, warnings: served.warnings }).toEqual({ errors: expected.errors, warnings: expected.warnings });
      };
      try {
        await update();

        // A title: the page, its neighbours' previous/next links and the category's cards show it; a page
        // of another category, whose sidebar shows the guide closed, is left as it was.
        await write('content/guide/configure.md', configure('title: Configure it\nsidebar_position: 2\n'));
        const retitled = await update('content/guide/configure.md');
        expect(retitled.changedPages).toEqual(expect.arrayContaining(['/guide/configure', '/guide/install', '/guide/deploy', '/category/guide']));
        expect(retitled.changedPages).not.toContain('/reference/cli');
        expect(text(site, 'guide/install/index.html')).toContain('Configure it');
        await expectFresh(retitled);

        await write('content/guide/configure.md', configure('title: Configure it\nsidebar_label: Setup\nsidebar_position: 2\n'));
        await expectFresh(await update('content/guide/configure.md'));

        // Moved first: the reading order, and so previous/next, change around it.
        await write('content/guide/deploy.md', '---\ntitle: Deploy\nsidebar_position: 0\npagination_prev: intro\n---\n\nText.\n');
        await expectFresh(await update('content/guide/deploy.md'));

        // A new URL: the link of another page to its file follows it.
        await write('content/guide/configure.md', configure('title: Configure it\nsidebar_label: Setup\nsidebar_position: 2\nslug: /setup\n'));
        const moved = await update('content/guide/configure.md');
        expect(site.read('guide/configure/index.html')).toBeUndefined();
        expect(text(site, 'guide/install/index.html')).toContain('href="/setup#options"');
        await expectFresh(moved);

        // A draft and back: shown in dev, left out of builds (and then the links to it are broken).
        await write('content/guide/install.md', install('draft: true\n'));
        const drafted = await update('content/guide/install.md');
        expect(site.read('guide/install/index.html') === undefined).toBe(!includeDrafts);
        await expectFresh(drafted);
        await write('content/guide/install.md', install());
        await expectFresh(await update('content/guide/install.md'));

        // A category's label (which names its generated index page) and another's position.
        await write('content/guide/_category_.json', '{ "label": "The guide", "position": 2, "link": { "type": "generated-index" } }\n');
        const relabelled = await update('content/guide/_category_.json');
        expect(text(site, 'category/the-guide/index.html')).toContain('The guide');
        await expectFresh(relabelled);
        await write('content/reference/_category_.json', '{ "label": "Reference", "position": 1, "collapsed": false }\n');
        await expectFresh(await update('content/reference/_category_.json'));

        // The title of a category's own page, which shows its items as cards.
        await write('content/guide/advanced/index.md', '---\ntitle: Going further\n---\n\nThe pages below.\n');
        await expectFresh(await update('content/guide/advanced/index.md'));

        // A page added to a category, one deleted (another page's link to it breaks), one renamed.
        await write('content/guide/advanced/caching.md', '# Caching\n');
        const added = await update('content/guide/advanced/caching.md');
        expect(text(site, 'guide/advanced/caching/index.html')).toContain('Caching');
        await expectFresh(added);
        await rm(path.join(root, 'content/guide/advanced/tuning.md'));
        const deleted = await update('content/guide/advanced/tuning.md');
        expect(problemsAt(deleted, 'broken-markdown-link')).toEqual([
          'content/reference/cli.md: Markdown link ../guide/advanced/tuning.md points to content/guide/advanced/tuning.md, which is not a doc of this site',
        ]);
        await expectFresh(deleted);
        await rename(path.join(root, 'content/reference/cli.md'), path.join(root, 'content/reference/commands.md'));
        await expectFresh(await update('content/reference/cli.md', 'content/reference/commands.md'));

        // A heading another page links to goes, then comes back.
        await write('content/guide/configure.md', configure('title: Configure it\nsidebar_label: Setup\nsidebar_position: 2\nslug: /setup\n', 'Text.\n'));
        const headingGone = await update('content/guide/configure.md');
        expect(problemsAt(headingGone, 'broken-anchor')).toEqual([
          'content/guide/install.md: Link ./configure.md#options points to #options, which is not an anchor on /setup',
        ]);
        await expectFresh(headingGone);
        await write(
          'content/guide/configure.md',
          configure('title: Configure it\nsidebar_label: Setup\nsidebar_position: 2\nslug: /setup\n', '## Options\n\nText.\n'),
        );
        await expectFresh(await update('content/guide/configure.md'));
      } finally {
        await site.close();
      }
    }, 120_000);
  });

  it('re-renders the pages that import a partial when it changes, and the compiled pages when a component they import does', async () => {
    const root = await copyFixture('mdx-compiled');
    const site = await createDevSite({ root });
    const write = (file: string, contents: string) => writeFile(path.join(root, file), contents);
    const update = (...files: string[]) => site.update({ files, theme: false });
    try {
      const first = await update();
      expect(first.errors).toEqual([]);
      expect(text(site, 'partials/index.html')).toContain('These examples need the');

      await write('content/_note.md', '## Read this first\n\nThe [setup](./install.md#setup) comes first.\n');
      const partialEdited = await update('content/_note.md');
      expect(partialEdited.errors).toEqual([]);
      expect(partialEdited.parsed).toBe(1);
      expect(partialEdited.changedPages).toEqual(['/partials']);
      const page = text(site, 'partials/index.html');
      expect(page).toContain('The <a href="/install#setup">setup</a> comes first.');
      expect(page).toContain('href="#read-this-first"');
      expect(page).not.toContain('These examples need the');
      expect(snapshotOf(site, partialEdited)).toEqual(await freshSnapshot(root));

      await write('content/_note.md', 'See [nowhere](./nope.md).\n');
      expect(problemsAt(await update('content/_note.md'), 'broken-markdown-link')).toEqual([
        'content/partials.md: Markdown link ./nope.md in content/_note.md points to content/nope.md, which is not a doc of this site',
      ]);

      await write(
        'components/Counter.tsx',
        'export default function Counter({ start }: { start: number }) {\n  return <output className="counter">Pressed {start}</output>;\n}\n',
      );
      const componentEdited = await update('components/Counter.tsx');
      expect(componentEdited.errors).toEqual([]);
      expect(componentEdited.parsed).toBe(0);
      expect([...componentEdited.changedPages].sort()).toEqual(['/components', '/partials']);
      expect(text(site, 'components/index.html')).toContain('<output class="counter">Pressed <!-- -->2</output>');
      expect(snapshotOf(site, componentEdited)).toEqual(await freshSnapshot(root));
    } finally {
      await site.close();
    }
  }, 60_000);
  it("starts from the site's build cache, read-only: what the last build parsed and loaded is neither parsed nor loaded again", async () => {
    const root = await copyFixture('api-spec-info');
    await writeFile(path.join(root, 'content/guide.md'), '# Guide\n\nRead the [events API](/api/events) first.\n');
    const built = await build({ root, outDir: path.join(root, 'build') });
    expect(built.exitCode).toBe(0);
    const cacheDir = path.join(root, DEFAULT_CACHE_DIR);
    const cacheBefore = await snapshotOfFolder(cacheDir);

    const site = await createDevSite({ root });
    try {
      const first = await site.update({ files: [], theme: false });
      expect(first).toMatchObject({ parsed: 0, specsLoaded: 0, errors: [] });
      // The build's packs go; dev reads the links it made to them.
      await rm(path.join(cacheDir, 'packs'), { recursive: true });
      expect(text(site, 'guide/index.html')).toContain('first.');
      const fromCache = snapshotOf(site, first);

      await writeFile(path.join(root, 'content/guide.md'), '# Guide\n\nRead the [events API](/api/events) last.\n');
      const edited = await site.update({ files: ['content/guide.md'], theme: false });
      expect(edited).toMatchObject({ parsed: 1, specsLoaded: 0, changedPages: ['/guide'] });
      expect(text(site, 'guide/index.html')).toContain('last.');

      // What dev wrote is in its own folder: the build cache is as the build left it, but for the packs removed above.
      const cacheAfter = await snapshotOfFolder(cacheDir);
      expect(new Map([...cacheAfter].filter(([name]) => !name.startsWith('dev-')))).toEqual(
        new Map([...cacheBefore].filter(([name]) => !name.startsWith('packs/'))),
      );

      await rm(cacheDir, { recursive: true });
      await writeFile(path.join(root, 'content/guide.md'), '# Guide\n\nRead the [events API](/api/events) first.\n');
      const fresh = await freshSnapshot(root);
      expect(fromCache.files).toEqual(fresh.files);
    } finally {
      await site.close();
    }
  }, 60_000);
});

/** Each file under `dir` (`packs/x.pack`) with its bytes. */
async function snapshotOfFolder(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return new Map(await Promise.all(files.sort().map(async (file) => [file, (await readFile(path.join(dir, file))).toString('base64')] as const)));
}

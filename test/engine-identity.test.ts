/**
 * `build` and `dev` are one engine: every fixture site, and the repository's
 * own site (the run's shared build of it), built by `build` and served by a
 * dev site (drafts left out, as a
 * build does) give the same files, byte for byte. Pages, their route data,
 * the client bundle, the shared sidebars, the sitemap and the search index
 * are compared; dev
 * serves static/ from the folder itself and writes no route size table.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createDevSite, type DevSite } from '../renderer/dev/dev-site.js';
import { build, type BuildResult } from '../renderer/index.js';
import { ROUTE_SIZES_FILE } from '../renderer/shared/routes.js';
import { copyFixture, FIXTURES, makeTemporaryFolder, PACKAGE_ROOT, readTree, removeTemporaryFolders } from './helpers/cli.js';
import { sharedBuildOf } from './helpers/shared-builds.js';

afterAll(removeTemporaryFolders);

const fixtureNames = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The site built: the run's shared build when it has one (built by the command, as users build), else a build of
 * its own through the public API.
 */
async function builtSite(
  root: string,
  original: string,
): Promise<{ result: Pick<BuildResult, 'exitCode' | 'diagnostics' | 'pages'>; files: Map<string, Buffer> }> {
  const shared = sharedBuildOf(original);
  if (shared !== undefined) {
    const { code, stderr, outDir } = await shared;
    expect(code, stderr).toBe(0);
    return { result: { exitCode: 0, diagnostics: [], pages: Number(/Built (\d+) pages/.exec(stderr)![1]) }, files: await readTree(outDir) };
  }
  const parent = await makeTemporaryFolder('docs-gen-identity-');
  const result = await build({ root, outDir: path.join(parent, 'build'), cacheDir: path.join(parent, 'cache') });
  return { result, files: result.exitCode === 0 ? await readTree(result.outDir) : new Map() };
}

/**
 * Builds the site (or takes the run's shared build of `original`, the folder it is a copy of), serves it with a
 * dev site, and compares every file; a site that does not build must fail in dev with the same errors.
 */
async function expectSameOutput(root: string, original = root): Promise<{ built: boolean; pages: number }> {
  const { result, files } = await builtSite(root, original);
  const site = await createDevSite({ root, includeDrafts: false });
  try {
    const update = await site.update({ files: [], theme: false });
    if (result.exitCode !== 0) {
      // Dev lists broken links among the warnings (they never block the preview); every error is there, by code.
      const devCodes = new Set([...update.errors, ...update.warnings].map((d) => d.code));
      const buildErrors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
      expect(buildErrors.filter((code) => !devCodes.has(code))).toEqual([]);
      return { built: false, pages: 0 };
    }
    expect(update.errors).toEqual([]);
    await expectServedAsBuilt(site, files);
    return { built: true, pages: result.pages };
  } finally {
    await site.close();
  }
}

/**
 * Every file the dev site serves is the build's, byte for byte, but the route size table, which dev serves empty
 * (it renders pages on request); the build's other files come from static/.
 */
async function expectServedAsBuilt(site: DevSite, files: ReadonlyMap<string, Buffer>, when = ''): Promise<void> {
  await site.searchIndex();
  const served = site.paths();
  const fromStatic = [...files.keys()].filter((file) => !served.includes(file));
  for (const file of fromStatic) expect(site.read(file), `${when}${file} is served by dev from static/ only`).toBeUndefined();
  expect(
    served.filter((file) => !files.has(file)),
    `${when}files dev serves that the build did not write`,
  ).toEqual([]);
  expect(Buffer.from(site.read(ROUTE_SIZES_FILE)!.contents).toString()).toBe('{}');
  for (const file of served.filter((file) => file !== ROUTE_SIZES_FILE)) {
    const fromDev = Buffer.from(site.read(file)!.contents);
    expect(fromDev.equals(files.get(file)!), `${when}${file} differs between build and dev`).toBe(true);
  }
}

/**
 * The fixture sites about errors, which do not build: dev must fail on them with the same errors. Every other
 * fixture must build, and is compared byte for byte; one that stopped building would compare nothing, so each
 * test below says which it expects.
 */
const FIXTURES_ABOUT_ERRORS: ReadonlySet<string> = new Set([
  'api-broken',
  'bad-category',
  'bad-frontmatter',
  'bad-mdx',
  'config-wrong-type',
  'links',
  'no-content',
  'sidebar-unknown',
  'sidebar-unknown-doc',
  'unknown-component',
]);

describe('build and dev give the same site', () => {
  it.each(fixtureNames)(
    'the fixture site %s',
    async (name) => {
      // Dev runs on a copy (it keeps its scratch files in the site's cache folder), built from that copy too.
      const outcome = await expectSameOutput(await copyFixture(name));
      expect(outcome.built, FIXTURES_ABOUT_ERRORS.has(name) ? `${name} is about errors` : `${name} builds`).toBe(!FIXTURES_ABOUT_ERRORS.has(name));
    },
    60_000,
  );

  it('compares most fixture sites byte for byte (the others are about errors)', () => {
    expect(fixtureNames).toEqual(expect.arrayContaining([...FIXTURES_ABOUT_ERRORS]));
    const compared = fixtureNames.filter((name) => !FIXTURES_ABOUT_ERRORS.has(name));
    expect(compared.length).toBeGreaterThanOrEqual(14);
    expect(compared).toEqual(expect.arrayContaining(['api', 'basic', 'file-names', 'versions']));
  });

  it('the repository’s own site', async () => {
    const outcome = await expectSameOutput(PACKAGE_ROOT);
    expect(outcome).toEqual({ built: true, pages: expect.any(Number) });
    expect(outcome.pages).toBeGreaterThan(70);
  }, 120_000);
});

/** An edit of the site: what it does to the files, and the files it changed, as the watcher names them. */
interface SiteEdit {
  readonly name: string;
  readonly apply: (root: string) => Promise<readonly string[]>;
}

/** Replaces `from` with `to` in a file of the site; the edit fails if `from` is not there. */
async function replaceIn(root: string, file: string, from: string, to: string): Promise<readonly string[]> {
  const text = await readFile(path.join(root, file), 'utf8');
  expect(text, `${file} holds ${JSON.stringify(from)}`).toContain(from);
  await writeFile(path.join(root, file), text.replace(from, to));
  return [file];
}

const EDITS: readonly SiteEdit[] = [
  { name: 'a body', apply: (root) => replaceIn(root, 'content/01-guide/01-install.md', 'Read this first.', 'Read this first, then configure.') },
  { name: 'a title', apply: (root) => replaceIn(root, 'content/concepts/routing.md', '# Routing', '# Routing rules') },
  {
    name: 'a new page',
    apply: async (root) => {
      await writeFile(path.join(root, 'content/reference/upgrade.md'), '# Upgrade\n\nSee [the install guide](../01-guide/01-install.md).\n');
      return ['content/reference/upgrade.md'];
    },
  },
  {
    name: 'a deleted page',
    apply: async (root) => {
      await rm(path.join(root, 'content/reference/cli.md'));
      return ['content/reference/cli.md'];
    },
  },
  {
    name: 'a renamed page',
    apply: async (root) => {
      await rename(path.join(root, 'content/reference/api.md'), path.join(root, 'content/reference/api-overview.md'));
      return ['content/reference/api.md', 'content/reference/api-overview.md'];
    },
  },
  { name: 'the config', apply: (root) => replaceIn(root, 'site.config.ts', "title: 'Basic Docs',", "title: 'Basic Documentation',") },
  { name: 'a sidebar category', apply: (root) => replaceIn(root, 'content/concepts/_category_.json', '"Core concepts"', '"Key concepts"') },
  {
    name: 'a new spec',
    apply: async (root) => {
      await mkdir(path.join(root, 'specs'), { recursive: true });
      await copyFile(path.join(FIXTURES, 'api/specs/petstore.yaml'), path.join(root, 'specs/petstore.yaml'));
      return ['specs/petstore.yaml'];
    },
  },
  {
    name: 'a spec edit',
    apply: async (root) => {
      const file = 'specs/petstore.yaml';
      const text = await readFile(path.join(root, file), 'utf8');
      const title = /^ {2}title: (.+)$/m.exec(text)?.[1];
      expect(title, 'the spec has a title').toBeDefined();
      return replaceIn(root, file, `  title: ${title}`, `  title: ${title} (edited)`);
    },
  },
];

describe('a dev site updated after each edit serves what a fresh build writes', () => {
  it(`after ${EDITS.map((edit) => edit.name).join(', ')}`, async () => {
    const root = await copyFixture('basic');
    const site = await createDevSite({ root, includeDrafts: false });
    try {
      expect((await site.update({ files: [], theme: false })).errors).toEqual([]);
      for (const edit of EDITS) {
        const changed = await edit.apply(root);
        const update = await site.update({ files: changed, theme: false });
        expect(update.errors, `after ${edit.name}`).toEqual([]);
        const parent = await makeTemporaryFolder('docs-gen-identity-');
        const result = await build({ root, outDir: path.join(parent, 'build'), cache: false });
        expect(result.diagnostics, `the build after ${edit.name}`).toEqual([]);
        const files = await readTree(result.outDir);
        await expectServedAsBuilt(site, files, `after ${edit.name}: `);
      }
    } finally {
      await site.close();
    }
  }, 120_000);
});

/**
 * Sites that many test files read as they are, built with `--strict` once
 * for the whole test run and shared by the whole-site and browser tests that
 * look at them: the repository's own site, the fixture sites read by more
 * than one file, and the site of the large spec. The global setup starts
 * their builds, one after another, as the command (which parses and renders
 * on every core), and does not wait for them: the test files start at once,
 * and a file that reads a site waits for its build alone. Their folders are
 * shared, so a test must not change them; a test that needs a changed copy
 * builds its own. `vitest` in watch mode builds them when it starts: restart
 * it after changing a site or docs-gen.
 */
import { watch } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { fixture, makeTemporaryFolder, PACKAGE_ROOT, runCli, type BuildRun, type CliRun } from './cli.js';
import { makeLargeSpec, makeLargeSpecSite } from './large-spec.js';

/** A site built once for the run, and the folder it was built from. */
export interface SharedBuild extends BuildRun {
  readonly root: string;
}

/** The fixture sites read as they are by more than one test file. */
const SHARED_FIXTURES = [
  'api',
  'api-samples',
  'api-schemas',
  'api-spec-info',
  'basic',
  'blog',
  'docusaurus-markdown',
  'mdx-compiled',
  'pages',
  'reading',
  'trailing-slash-false',
  'versions',
] as const;

export type SharedSite = 'repository' | 'large-spec' | (typeof SHARED_FIXTURES)[number];

/** Where the shared sites are and where each build's result is written once it ends. */
export interface SharedSites {
  readonly roots: Readonly<Record<SharedSite, string>>;
  readonly resultsDir: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    sharedSites: SharedSites;
    /** Where each test worker's Chromium listens (global-setup.ts), by worker. */
    chromiumEndpoints: string[];
  }
}

/**
 * Starts the builds of every shared site, one after another, the large
 * spec's (the longest) last; resolves with where they are at once, and
 * with `finished` once every build has ended.
 */
export async function startSharedBuilds(): Promise<{ sites: SharedSites; finished: Promise<void> }> {
  const roots = {
    repository: PACKAGE_ROOT,
    ...Object.fromEntries(SHARED_FIXTURES.map((name) => [name, fixture(name)])),
    'large-spec': await makeLargeSpecSite(makeLargeSpec()),
  } as Record<SharedSite, string>;
  const resultsDir = await makeTemporaryFolder('docs-gen-shared-');
  const finished = (async () => {
    for (const [name, root] of Object.entries(roots)) {
      const parent = await makeTemporaryFolder('docs-gen-out-');
      const outDir = path.join(parent, 'build');
      const run = await runCli(['build', '--root', root, '--out', outDir, '--cache-dir', path.join(parent, 'cache'), '--strict']).catch(
        (error: unknown): CliRun => ({ code: -1, stdout: '', stderr: `docs-gen could not be started: ${String(error)}` }),
      );
      const build: SharedBuild = { ...run, parent, outDir, root };
      // Whole or not at all: a reader never sees half a result.
      const result = path.join(resultsDir, `${name}.json`);
      await writeFile(`${result}.partial`, JSON.stringify(build));
      await rename(`${result}.partial`, result);
    }
  })();
  return { sites: { roots, resultsDir }, finished };
}

/** The shared build of `site`, once it has ended. */
export async function sharedBuild(site: SharedSite): Promise<SharedBuild> {
  const { resultsDir } = inject('sharedSites');
  const result = path.join(resultsDir, `${site}.json`);
  const watcher = watch(resultsDir);
  try {
    const written = new Promise<void>((resolve) => watcher.on('change', (_event, name) => name === `${site}.json` && resolve()));
    const read = () => readFile(result, 'utf8').catch(() => undefined);
    const text = (await read()) ?? (await written.then(read));
    return JSON.parse(text!) as SharedBuild;
  } finally {
    watcher.close();
  }
}

/** The folder a shared site is built from, known before its build ends. */
export function sharedRoot(site: SharedSite): string {
  return inject('sharedSites').roots[site];
}

/** The shared build of `root`, when the run has one. */
export function sharedBuildOf(root: string): Promise<SharedBuild> | undefined {
  const site = (Object.entries(inject('sharedSites').roots) as Array<[SharedSite, string]>).find(([, shared]) => shared === root)?.[0];
  return site === undefined ? undefined : sharedBuild(site);
}

/** The repository's own site. */
export function repositorySite(): Promise<SharedBuild> {
  return sharedBuild('repository');
}

/** One page of each type the repository's site has, by what it is. */
export const PAGE_OF_EACH_TYPE = {
  home: '/',
  'a long doc': '/Data-Sharing/Table-Definitions',
  'a doc with tabs': '/Technical-Documentation/Check-Entitlement',
  'a category page': '/category/fragments',
  'the not-found page': '/404.html',
  'the transaction API reference': '/api/transaction',
  'the OpenID API reference': '/api/openid',
} as const;

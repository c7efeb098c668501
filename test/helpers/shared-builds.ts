/**
 * Sites that many test files read as they are, built with `--strict` once
 * for the whole test run (global-setup.ts) and shared by the whole-site and
 * browser tests that look at them: the repository's own site, the fixture
 * sites read by more than one file, and the site of the large spec. Their
 * folders are shared, so a test must not change them; a test that needs a
 * changed copy builds its own. `vitest` in watch mode builds them when it
 * starts: restart it after changing a site or docs-gen.
 */
import { inject } from 'vitest';
import { buildSite, fixture, PACKAGE_ROOT, type BuildRun } from './cli.js';
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
  'docusaurus-markdown',
  'mdx-compiled',
  'reading',
  'trailing-slash-false',
  'versions',
] as const;

export type SharedSite = 'repository' | 'large-spec' | (typeof SHARED_FIXTURES)[number];

declare module 'vitest' {
  interface ProvidedContext {
    sharedBuilds: Record<SharedSite, SharedBuild>;
    /** Where each test worker's Chromium listens (global-setup.ts), by worker. */
    chromiumEndpoints: string[];
  }
}

/** Builds every shared site, one after another (each build uses every core it can). */
export async function buildSharedSites(): Promise<Record<SharedSite, SharedBuild>> {
  const roots: Array<[SharedSite, string]> = [
    ['repository', PACKAGE_ROOT],
    ...SHARED_FIXTURES.map((name): [SharedSite, string] => [name, fixture(name)]),
    ['large-spec', await makeLargeSpecSite(makeLargeSpec())],
  ];
  const builds: Partial<Record<SharedSite, SharedBuild>> = {};
  for (const [name, root] of roots) builds[name] = { ...(await buildSite(root, ['--strict'])), root };
  return builds as Record<SharedSite, SharedBuild>;
}

export function sharedBuild(site: SharedSite): SharedBuild {
  return inject('sharedBuilds')[site];
}

/** The shared build of `root`, when the run has one. */
export function sharedBuildOf(root: string): SharedBuild | undefined {
  return Object.values(inject('sharedBuilds')).find((build) => build.root === root);
}

/** The repository's own site. */
export function repositorySite(): SharedBuild {
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

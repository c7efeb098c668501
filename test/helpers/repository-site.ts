/**
 * The repository's own site, built with `--strict` once for the whole test
 * run (global-setup.ts) and shared by the test files that look at it as it
 * is: a dozen of them building it again each cost about a minute of both
 * cores in CI. Its folder is shared, so a test must not change it; a test
 * that needs a changed copy builds its own. `vitest` in watch mode builds it
 * when it starts: restart it after changing the site's content or docs-gen.
 */
import { inject } from 'vitest';
import type { BuildRun } from './cli.js';

declare module 'vitest' {
  interface ProvidedContext {
    repositorySite: BuildRun;
    /** Where each test worker's Chromium listens (global-setup.ts), by worker. */
    chromiumEndpoints: string[];
  }
}

export function repositorySite(): BuildRun {
  return inject('repositorySite');
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

/**
 * vitest's global setup: builds the repository's own site once for the whole
 * run (see repository-site.ts), before the test files start, and removes it
 * after they end.
 */
import type { TestProject } from 'vitest/node';
import { buildSite, PACKAGE_ROOT, removeTemporaryFolders } from './cli.js';

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('repositorySite', await buildSite(PACKAGE_ROOT, ['--strict']));
  return removeTemporaryFolders;
}

/**
 * vitest's global setup: compiles docs-gen when its sources are newer than
 * dist/ (the whole-site tests build through the compiled API, as the command
 * does), starts a Chromium for each test worker, and starts the builds of
 * the sites many test files read (see shared-builds.ts); removes them all
 * once the run ends.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: the compile script is plain JavaScript, run by Node before any TypeScript is built.
import { compile } from '../../cli/compile.mjs';
// @ts-expect-error: plain JavaScript, run by Node before any TypeScript is built.
import { needsCompile } from '../../cli/compiled-state.cjs';
import { CHROMIUM_LAUNCH, HAS_CHROMIUM } from './chromium.js';
import { PACKAGE_ROOT, removeTemporaryFolders } from './cli.js';
import { startSharedBuilds } from './shared-builds.js';

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (needsCompile(PACKAGE_ROOT)) await compile();
  // One Chromium per test worker, shared by the browser test files that worker runs (browser.ts).
  const browsers = HAS_CHROMIUM ? await Promise.all(Array.from({ length: project.config.maxWorkers }, () => chromium.launchServer(CHROMIUM_LAUNCH))) : [];
  project.provide(
    'chromiumEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  const shared = await startSharedBuilds();
  project.provide('sharedSites', shared.sites);
  return async () => {
    await shared.finished;
    await Promise.all(browsers.map((browser) => browser.close()));
    await removeTemporaryFolders();
  };
}

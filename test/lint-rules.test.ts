/**
 * The linter keeps Node out of the theme: a module under theme/ that imports
 * a Node built-in, or renderer/ code other than renderer/shared, fails
 * `npm run lint` (and so CI). Checked on probe files in a copy of the
 * project's biome.json, so the tree itself is never touched.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTemporaryFolder, PACKAGE_ROOT, removeTemporaryFolders } from './helpers/cli.js';

interface LintDiagnostic {
  readonly category: string;
  readonly location: { readonly path: string; readonly start: { readonly line: number } };
}

const PROBE = [
  "import fs from 'node:fs';",
  "import { loadConfig } from '../../../renderer/config/load.js';",
  "import { routeUrl } from '../../../renderer/shared/routes.js';",
  'export const used = [fs, loadConfig, routeUrl];',
  '',
].join('\n');

async function lintProbes(files: readonly string[]): Promise<LintDiagnostic[]> {
  const dir = await makeTemporaryFolder('docs-gen-lint-');
  copyFileSync(path.join(PACKAGE_ROOT, 'biome.json'), path.join(dir, 'biome.json'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), PROBE);
  }
  const biome = path.join(PACKAGE_ROOT, 'node_modules/.bin/biome');
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', '.'], { cwd: dir, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: LintDiagnostic[] };
  return report.diagnostics;
}

afterAll(removeTemporaryFolders);

describe('the theme lint rule', () => {
  it('rejects a Node built-in and renderer/ code outside renderer/shared in theme/, and accepts both elsewhere', async () => {
    const diagnostics = await lintProbes(['theme/components/Probe/index.tsx', 'renderer/config/probe.ts']);
    const found = diagnostics.map((d) => `${d.location.path}:${d.location.start.line} ${d.category}`).sort();
    expect(found).toEqual([
      'theme/components/Probe/index.tsx:1 lint/correctness/noNodejsModules',
      'theme/components/Probe/index.tsx:2 lint/style/noRestrictedImports',
    ]);
  });
});

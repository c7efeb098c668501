/**
 * A site larger than the heap Node gives docs-gen: the build stops with an
 * `out-of-memory` diagnostic saying what to do, where V8 would abort the
 * process (exit 134, a native stack trace) after minutes of collecting.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planSite, renderSite } from '../bench/generate-site.js';
import { makeTemporaryFolder, removeTemporaryFolders, runCli } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

describe('a build that runs out of heap', () => {
  it('stops with an out-of-memory diagnostic, not V8’s abort, and writes no output', async () => {
    const root = path.join(await makeTemporaryFolder('docs-gen-memory-'), 'site');
    for (const [file, text] of renderSite(planSite({ pages: 300 }))) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    // 32 MB of old generation: a third of what this site needs.
    const run = await runCli(['build', '--root', root, '--no-cache', '--threads', '1'], { env: { NODE_OPTIONS: '--max-old-space-size=32' } });
    expect(run.stderr).not.toContain('FATAL ERROR');
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n').filter((line) => line.endsWith(']'))).toEqual([
      expect.stringMatching(
        /^error {2}The build ran out of memory while (loading the site|parsing \d+ of 300 docs|[a-z ]+ all 300 docs): \d+ MB of the 32 MB Node allows its heap were still in use after a full garbage collection; it was stopped before Node would abort, and the output was not changed {2}\[out-of-memory\]$/,
      ),
    ]);
    expect(run.stderr).toContain('→ Give Node a larger heap, in MB: NODE_OPTIONS=--max-old-space-size=8192 docs-gen build');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

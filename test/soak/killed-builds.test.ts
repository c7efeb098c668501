/**
 * Soak: builds killed again and again while they write a site of a few
 * hundred docs, at random file counts (`DOCS_GEN_CRASH_AT=writing:<n>`) and after
 * random delays, each leave the complete old site or the complete new one,
 * and the next build cleans up after them. The suite CI runs kills once at
 * each commit point and at two chosen points mid-write
 * (test/output-safety.test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTemporaryFolder, PACKAGE_ROOT, readTree, removeTemporaryFolders, runCli } from '../helpers/cli.js';
import { crashReport, expectOnlyTheOutput, twoVersions, watchWrittenFiles } from '../helpers/two-versions.js';

afterAll(removeTemporaryFolders);

/** Enough docs that the build renders on worker threads too, and writes for a good part of its run. */
const PAGES = 400;
/** Half at a random file count, half after a random delay. */
const KILLS = 24;

type Landing = 'before writing' | 'mid-write' | 'after writing';

/** Runs the command, kills it (SIGKILL) `delayMs` after starting it, and resolves once it has ended. */
function killAfter(args: readonly string[], delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['cli/docs-gen.cjs', ...args], { cwd: PACKAGE_ROOT, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe('a killed build', () => {
  it('at random file counts and moments always leaves a complete site, old or new, and mostly lands mid-write', { timeout: 1_200_000 }, async () => {
    const { root, oldTree, newTree, use, isOld } = await twoVersions(PAGES);
    const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    // One output for every kill, so that most killed builds write over the spare generation, itself often left
    // half-written by the build killed before.
    const args = ['build', '--root', root, '--out', outDir, '--no-cache'];
    const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
      const start = performance.now();
      const result = await run();
      return [result, performance.now() - start];
    };

    // How far into a build writing starts, as a share of the whole build: the random delays are drawn from there to
    // the end of the build before each kill (the build of the old site, as long as the new one's). The machine's load
    // still moves them, which is why each kill is classed by what it left, not by its delay.
    await use('new');
    const [, writingStarts] = await timed(() => runCli(args, { env: { DOCS_GEN_CRASH_AT: 'writing:1' } }));
    const [, buildEnds] = await timed(() => runCli(args));
    const writingFrom = Math.min(writingStarts / buildEnds, 0.9);

    const landings: Record<Landing, number> = { 'before writing': 0, 'mid-write': 0, 'after writing': 0 };
    const kills: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      // The old site, built over what the last kill left: it cleans up after it.
      await use('old');
      const [reset, resetMs] = await timed(() => runCli(args));
      expect(reset.code, reset.stderr).toBe(0);
      expect(await readTree(outDir)).toEqual(oldTree);
      await expectOnlyTheOutput(outDir);

      await use('new');
      const writtenFiles = await watchWrittenFiles(outDir);
      let how: string;
      if (kill % 2 === 0) {
        const point = `writing:${1 + Math.floor(Math.random() * (newTree.size - 1))}`;
        how = point;
        const killed = await runCli(args, { env: { DOCS_GEN_CRASH_AT: point } });
        expect(killed.signal, `${how}: ${killed.stderr}`).toBe('SIGKILL');
        expect(killed.stderr).toContain(crashReport(point));
      } else {
        const delayMs = Math.round(resetMs * (writingFrom + Math.random() * (1 - writingFrom)));
        how = `after ${delayMs} ms`;
        await killAfter(args, delayMs);
      }

      const written = await writtenFiles();
      // A kill between the two renames of the switch leaves no output folder, which the next command puts in place.
      const tree = existsSync(outDir) ? await readTree(outDir) : undefined;
      // Only a kill that found some of the new site's files written, and not all, counts as mid-write.
      const landing: Landing =
        tree === undefined || !isOld(tree) || written === newTree.size ? 'after writing' : written === 0 ? 'before writing' : 'mid-write';
      landings[landing]++;
      kills.push(`${how}: ${landing} (${written} of ${newTree.size} files${tree === undefined ? ', killed mid-switch' : ''})`);
      // Until every file of the new site is written, the output must be the old site; then either, or none mid-switch.
      if (tree !== undefined) expect(tree, kills.at(-1)).toEqual(landing === 'after writing' && !isOld(tree) ? newTree : oldTree);
      else expect(written, kills.at(-1)).toBe(newTree.size);
    }

    await use('new');
    const last = await runCli(args);
    expect(last.code, last.stderr).toBe(0);
    expect(await readTree(outDir)).toEqual(newTree);
    await expectOnlyTheOutput(outDir);

    const summary = `${KILLS} kills of a build writing ${newTree.size} files (writing from ${Math.round(writingStarts)} ms of ${Math.round(buildEnds)} ms): ${landings['mid-write']} mid-write, ${landings['before writing']} before writing, ${landings['after writing']} after writing`;
    console.info(`${summary}\n  ${kills.join('\n  ')}`);
    expect(landings['mid-write'], summary).toBeGreaterThan(KILLS / 2);
  });
});

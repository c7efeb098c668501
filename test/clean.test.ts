/**
 * `docs-gen clean` as a user runs it: it removes the output docs-gen wrote
 * (the folder or link and its generations), the build cache and dead dev servers'
 * trees, and nothing else: a folder docs-gen did not write, a cache folder
 * holding anything else, and what a running docs-gen uses are left, each
 * with a warning.
 */
import { existsSync } from 'node:fs';
import { appendFile, lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, makeTemporaryFolder, readTree, removeTemporaryFolders, reportLines, runCli, type CliRun, type JsonDiagnostic } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

const CACHE = 'node_modules/.cache/docs-gen';
/** No process has this pid (Linux's limit is 2^22), so what carries it was left by a process that is gone. */
const DEAD_PID = 999_999_999;

interface CleanReport {
  readonly ok: boolean;
  readonly exitCode: number;
  readonly removed: string[];
  readonly warnings: JsonDiagnostic[];
  readonly errors: JsonDiagnostic[];
}

function clean(root: string, extra: readonly string[] = []): Promise<CliRun> {
  return runCli(['clean', '--root', root, ...extra]);
}

async function cleanJson(root: string, extra: readonly string[] = []): Promise<CliRun & { report: CleanReport }> {
  const run = await clean(root, ['--json', ...extra]);
  return { ...run, report: JSON.parse(run.stdout) as CleanReport };
}

/** The basic site built twice into `build/` with its default cache (so there is a spare generation), plus a dead dev server's trees. */
async function builtSite(): Promise<string> {
  const root = await copyFixture('basic');
  for (const edit of ['', '\nEdited.\n']) {
    await appendFile(path.join(root, 'content/index.md'), edit);
    const run = await runCli(['build', '--root', root]);
    expect(run.code, run.stderr).toBe(0);
  }
  await mkdir(path.join(root, CACHE, `dev-lq3x9k-${DEAD_PID}`, 'packs'), { recursive: true });
  return root;
}

describe('docs-gen clean on a built site', () => {
  it('removes the output folder, its generations, the build cache and dead dev servers’ trees, and nothing else', async () => {
    const root = await builtSite();
    expect((await lstat(path.join(root, 'build'))).isDirectory()).toBe(true);
    expect((await readdir(path.join(root, '.docs-gen-build'))).sort()).toEqual(['output.json', 'spare']);
    expect((await readdir(path.join(root, CACHE))).sort()).toEqual(expect.arrayContaining(['index.json', 'packs', `dev-lq3x9k-${DEAD_PID}`]));
    const sources = await readTree(path.join(root, 'content'));

    const run = await clean(root);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(`Removed build, .docs-gen-build, ${CACHE}.\n`);
    for (const gone of ['build', '.docs-gen-build', CACHE]) expect(existsSync(path.join(root, gone))).toBe(false);
    expect((await readdir(root)).sort()).toEqual(['content', 'node_modules', 'site.config.ts', 'static']);
    expect(await readTree(path.join(root, 'content'))).toEqual(sources);

    const again = await clean(root);
    expect([again.code, again.stdout, again.stderr]).toEqual([0, 'Nothing to remove.\n', '']);
  });

  it('removes the output and cache folders given with --out and --cache-dir', async () => {
    const root = await copyFixture('basic');
    const elsewhere = await makeTemporaryFolder('docs-gen-clean-');
    const [out, cache] = [path.join(elsewhere, 'site'), path.join(elsewhere, 'cache')];
    expect((await runCli(['build', '--root', root, '--out', out, '--cache-dir', cache])).code).toBe(0);
    const { code, report } = await cleanJson(root, ['--out', out, '--cache-dir', cache]);
    expect(code).toBe(0);
    expect(report).toEqual({ ok: true, exitCode: 0, removed: [out, path.join(elsewhere, '.docs-gen-site'), cache], warnings: [], errors: [] });
    expect(await readdir(elsewhere)).toEqual([]);
  });
});

describe('docs-gen clean leaves alone what docs-gen did not write', () => {
  it('keeps an output folder docs-gen did not make, with a warning at it, and exits 0', async () => {
    const root = await copyFixture('basic');
    await mkdir(path.join(root, 'build'));
    await writeFile(path.join(root, 'build/notes.txt'), 'mine');
    const run = await clean(root);
    expect(run.code).toBe(0);
    expect(reportLines(run.stderr)).toEqual([
      'build  warning  build was not written by docs-gen (it is a folder docs-gen did not record as its output); it was left alone  [clean-skipped]',
    ]);
    expect(run.stderr).toContain('\n    → docs-gen removes only what it wrote; remove this yourself if you no longer need it.\n');
    expect(run.stdout).toBe('Nothing to remove.\n');
    expect(await readdir(path.join(root, 'build'))).toEqual(['notes.txt']);
  });

  it('keeps a cache folder that holds anything else, whole, also when it is the site folder itself', async () => {
    const root = await builtSite();
    await writeFile(path.join(root, CACHE, 'mine.txt'), 'mine');
    const { code, report } = await cleanJson(root, ['--cache-dir', root]);
    expect(code).toBe(0);
    expect(report.removed).toEqual(['build', '.docs-gen-build']);
    // Sorted by file, as every report is: the site folder's absolute path first.
    expect(report.warnings.map(({ code: warning, file, message }) => ({ warning, file, message }))).toEqual([
      {
        warning: 'clean-skipped',
        file: root,
        message: `${root} is not a cache folder docs-gen made (it has no CACHEDIR.TAG of docs-gen); it was left alone`,
      },
      { warning: 'clean-skipped', file: CACHE, message: `${CACHE} holds files docs-gen did not write (mine.txt); it was left alone` },
    ]);
    expect((await readdir(path.join(root, CACHE))).sort()).toEqual(expect.arrayContaining(['index.json', 'mine.txt', 'packs']));
    expect((await readdir(root)).sort()).toEqual(['content', 'node_modules', 'site.config.ts', 'static']);
  });

  it('keeps a --cache-dir folder docs-gen did not tag as its cache, even when it holds only names the cache uses', async () => {
    const root = await copyFixture('basic');
    const data = path.join(await makeTemporaryFolder('docs-gen-clean-'), 'data');
    await mkdir(path.join(data, 'packs'), { recursive: true });
    await writeFile(path.join(data, 'index.json'), '{"mine":true}');
    const { code, report } = await cleanJson(root, ['--cache-dir', data]);
    expect(code).toBe(0);
    expect(report.removed).toEqual([]);
    expect(report.warnings).toEqual([
      expect.objectContaining({
        code: 'clean-skipped',
        message: `${data} is not a cache folder docs-gen made (it has no CACHEDIR.TAG of docs-gen); it was left alone`,
      }),
    ]);
    expect((await readdir(data)).sort()).toEqual(['index.json', 'packs']);
  });

  it('keeps the trees of a dev server still running, and removes the rest of the cache', async () => {
    const root = await builtSite();
    // This test's own process stands for a running dev server.
    const running = `dev-lq3x9k-${process.pid}`;
    await mkdir(path.join(root, CACHE, running, 'packs'), { recursive: true });
    const { code, report } = await cleanJson(root);
    expect(code).toBe(0);
    expect(report.removed).toEqual(
      expect.arrayContaining(['build', '.docs-gen-build', `${CACHE}/index.json`, `${CACHE}/packs`, `${CACHE}/dev-lq3x9k-${DEAD_PID}`]),
    );
    expect(report.warnings).toEqual([
      expect.objectContaining({
        code: 'clean-skipped',
        file: `${CACHE}/${running}`,
        message: `${CACHE}/${running} is in use by docs-gen (process ${process.pid}); it was left alone`,
      }),
    ]);
    expect(await readdir(path.join(root, CACHE))).toEqual([running]);
  });
});

describe('docs-gen clean exit codes', () => {
  it('exits 2 on a mistyped option, with one JSON object under --json', async () => {
    const root = await copyFixture('basic');
    const run = await clean(root, ['--json', '--bogus']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, exitCode: 2, warnings: [], errors: [{ code: 'option-invalid', option: '--bogus' }] });
  });
});

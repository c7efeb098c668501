/**
 * What a build may write and delete, tried as a careless user, an attacker
 * editing one doc and a flaky CI runner would: no page leaves the output
 * folder, no --out deletes the site, and a failed or killed build leaves the
 * complete previous site (or the complete new one) where users deploy it.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildSite,
  buildSiteJson,
  copyFixture,
  docsGenApi,
  fixture,
  makeTemporaryFolder,
  PACKAGE_ROOT,
  readTree,
  removeTemporaryFolders,
  reportLines,
  runCli,
} from './helpers/cli.js';
import { crashReport, expectOnlyTheOutput, twoVersions, watchWrittenFiles } from './helpers/two-versions.js';

afterAll(removeTemporaryFolders);

const execFileAsync = promisify(execFile);

/** The pid of a process that has ended. */
function deadPid(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.on('exit', () => resolve(child.pid!));
  });
}

function doc(frontMatter: string, title: string): string {
  return `---\n${frontMatter}\n---\n\n# ${title}\n\nText.\n`;
}

describe('pages stay inside the output folder', () => {
  it('refuses a slug or id that climbs out of the output, at its front matter line, and writes nothing', async () => {
    const root = await copyFixture('basic', {
      'content/a.md': doc('slug: /../../../package', 'A'),
      'content/b.md': doc('id: ".."', 'B'),
      'content/c.md': doc('slug: ../../../../x', 'C'),
    });
    await writeFile(path.join(root, 'package.json'), '{"name":"the-site"}\n');
    // Into the command's default output, <root>/build: one level up are the site's own files, which no page may reach.
    const run = await buildSite(root, ['--no-cache'], path.join(root, 'build'));
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual([
      'content/a.md:2:7  error  The page URL "/../../../package" (from its front matter slug) has a "." or ".." segment, which would place the page outside its folder, or outside the site  [route-invalid]',
      'content/b.md:2:5  error  The page URL "/.." (from its front matter id) has a "." or ".." segment, which would place the page outside its folder, or outside the site  [route-invalid]',
      'content/c.md:2:7  error  The page URL "/../../../../x" (from its front matter slug) has a "." or ".." segment, which would place the page outside its folder, or outside the site  [route-invalid]',
    ]);
    expect(await readFile(path.join(root, 'package.json'), 'utf8')).toBe('{"name":"the-site"}\n');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    expect(existsSync(path.join(root, '../x'))).toBe(false);
    expect(existsSync(path.join(root, 'index.html'))).toBe(false);
  });

  it('refuses a slug or category whose URL Windows cannot hold as a file (a backslash, CON, a:b*c, a trailing dot), at its place, and writes nothing', async () => {
    const root = await copyFixture('basic', {
      'content/a.md': doc('slug: /..\\..\\x', 'A'),
      'content/con/_category_.json': '{ "label": "Devices", "link": { "type": "generated-index" } }\n',
      'content/con/d.md': '# D\n',
      'content/e.md': doc('slug: /docs/LPT1.txt', 'E'),
      'content/f.md': doc('slug: /a:b*c', 'F'),
      'content/g.md': doc('id: "notes."', 'G'),
      'content/pipe|folder/h.md': '# H\n',
      'content/q.md': doc('slug: "/what?"', 'Q'),
    });
    const run = await buildSite(root, ['--no-cache']);
    expect(run.code).toBe(1);
    const lines = reportLines(run.stderr);
    expect(lines.filter((line) => line.endsWith('[route-invalid]'))).toEqual([
      'content/a.md:2:7  error  The page URL "/..\\\\..\\\\x" (from its front matter slug) contains a backslash, which Windows, and a zip of the site opened there, read as a folder separator (`..\\x` would leave the site)  [route-invalid]',
      'content/con/d.md:1:1  error  The page URL "/con/d" (from its file name) has the segment "con", a name Windows keeps for a device  [route-invalid]',
      'content/e.md:2:7  error  The page URL "/docs/LPT1.txt" (from its front matter slug) has the segment "LPT1.txt", a name Windows keeps for a device  [route-invalid]',
      'content/f.md:2:7  error  The page URL "/a:b*c" (from its front matter slug) contains ":", a character Windows does not allow in file names (none of < > : " | ? * may appear)  [route-invalid]',
      'content/g.md:2:5  error  The page URL "/notes." (from its front matter id) has the segment "notes.", which ends with a dot or a space that Windows drops from file names  [route-invalid]',
      'content/pipe|folder/h.md:1:1  error  The page URL "/pipe|folder/h" (from its file name) contains "|", a character Windows does not allow in file names (none of < > : " | ? * may appear)  [route-invalid]',
      'content/q.md:2:7  error  The page URL "/what?" (from its front matter slug) contains "?", a character Windows does not allow in file names (none of < > : " | ? * may appear)  [route-invalid]',
    ]);
    expect(existsSync(run.outDir)).toBe(false);
  });

  it('refuses a climbing slug with trailingSlash: false, which would write a .html file beside the site', async () => {
    const root = await copyFixture('trailing-slash-false', { 'content/v.md': doc('slug: /../victim', 'V') });
    const victim = path.join(root, '../victim.html');
    await writeFile(victim, 'not docs-gen’s');
    const run = await buildSite(root, ['--no-cache'], path.join(root, 'build'));
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual([
      'content/v.md:2:7  error  The page URL "/../victim" (from its front matter slug) has a "." or ".." segment, which would place the page outside its folder, or outside the site  [route-invalid]',
    ]);
    expect(await readFile(victim, 'utf8')).toBe('not docs-gen’s');
  });

  it('refuses URLs that take a file docs-gen writes itself, another page’s file, or a name too long to write', async () => {
    const root = await copyFixture('basic', {
      'content/s.md': doc('slug: /sitemap.xml', 'S'),
      'content/t.md': doc('slug: /assets/js', 'T'),
      'content/u.md': doc('slug: /index.html', 'U'),
      'content/w.md': doc(`slug: /${'w'.repeat(300)}`, 'W'),
    });
    const run = await buildSiteJson(root);
    expect(run.code).toBe(1);
    expect(run.report.errors.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      'content/s.md:2:7 route-invalid The page URL "/sitemap.xml" (from its front matter slug) starts with "sitemap.xml", which docs-gen writes itself',
      'content/t.md:2:7 route-invalid The page URL "/assets/js" (from its front matter slug) starts with "assets", which docs-gen writes itself',
      'content/u.md:2:7 route-invalid The page URL "/index.html" (from its front matter slug) needs the folder index.html/, which is the file of the page /',
      `content/w.md:2:7 route-invalid The page URL "/${'w'.repeat(300)}" (from its front matter slug) has a segment of 300 bytes, longer than file systems allow (255)`,
    ]);
  });

  it('refuses a file whose name makes a climbing id', async () => {
    // A number prefix is left out of ids: `01-..` is the id `..`.
    const root = await copyFixture('basic', { 'content/01-...md': '# Dots\n' });
    const run = await buildSiteJson(root);
    expect(run.code).toBe(1);
    expect(run.report.errors.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(['content/01-...md:1:1 route-invalid']);
    expect(run.report.errors[0]!.message).toContain('(from its file name)');
  });
});

describe('--out', () => {
  const refusals: Array<[string, (root: string) => string, RegExp]> = [
    [
      'the site folder',
      (root) => root,
      /^option --out {2}error {2}The output folder .* is the site folder itself: the build replaces its output folder, so it would delete the site {2}\[output-invalid\]$/,
    ],
    ['a folder holding the site', (root) => path.dirname(root), /holds the site folder/],
    ['content/', (root) => path.join(root, 'content'), /is inside the site's content\/ folder, whose files the build reads/],
    ['a folder inside content/', (root) => path.join(root, 'content/guide'), /is inside the site's content\/ folder/],
    ['static/', (root) => path.join(root, 'static'), /is inside the site's static\/ folder/],
    ['an existing file', (root) => path.join(root, 'site.config.ts'), /is a file {2}\[output-invalid\]$/],
  ];
  for (const [what, outOf, message] of refusals) {
    it(`refuses ${what} with exit 2, and deletes nothing`, async () => {
      const root = await copyFixture('basic');
      const before = await readTree(root);
      const run = await buildSite(root, ['--no-cache'], outOf(root));
      expect(run.code).toBe(2);
      expect(reportLines(run.stderr)).toEqual([expect.stringMatching(message)]);
      expect(await readTree(root)).toEqual(before);
    });
  }

  it('says why in --json too, naming the option', async () => {
    const root = await copyFixture('basic');
    const run = await buildSite(root, ['--json'], root);
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout) as { ok: boolean; errors: Array<{ code: string; option?: string }> };
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([expect.objectContaining({ code: 'output-invalid', option: '--out' })]);
  });

  it('refuses a folder with files docs-gen did not write, unless --force, and then builds there without it', async () => {
    const parent = await makeTemporaryFolder('docs-gen-out-');
    const outDir = path.join(parent, 'public');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'notes.txt'), 'mine');
    const refused = await buildSite(fixture('basic'), [], outDir);
    expect(refused.code).toBe(2);
    expect(reportLines(refused.stderr)).toEqual([
      expect.stringMatching(
        /^option --out {2}error {2}The output folder .*public holds files docs-gen did not write; the build would replace them {2}\[output-invalid\]$/,
      ),
    ]);
    expect(refused.stderr).toContain('pass --force to replace this folder');
    expect(await readFile(path.join(outDir, 'notes.txt'), 'utf8')).toBe('mine');

    const forced = await buildSite(fixture('basic'), ['--force'], outDir);
    expect(forced.code, forced.stderr).toBe(0);
    expect(existsSync(path.join(outDir, 'notes.txt'))).toBe(false);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    await expectOnlyTheOutput(outDir);

    const again = await buildSite(fixture('basic'), [], outDir);
    expect(again.code, again.stderr).toBe(0);
    await expectOnlyTheOutput(outDir);
  });

  it('never replaces a repository, nor a folder holding one, even with --force', async () => {
    const parent = await makeTemporaryFolder('docs-gen-out-');
    const project = path.join(parent, 'project');
    await mkdir(path.join(project, '.git'), { recursive: true });
    await writeFile(path.join(project, '.git/HEAD'), 'ref: refs/heads/main\n');
    await writeFile(path.join(project, 'notes.txt'), 'mine');
    for (const [outDir, message] of [
      [path.join(project, '.git'), "is a repository's .git folder"],
      [project, 'holds a repository (.git)'],
    ]) {
      const refused = await buildSite(fixture('basic'), ['--force'], outDir);
      expect(refused.code).toBe(2);
      expect(reportLines(refused.stderr)).toEqual([
        expect.stringContaining(`${message}; the build would replace it, and even --force does not  [output-invalid]`),
      ]);
    }
    expect(await readFile(path.join(project, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
    expect(await readFile(path.join(project, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('builds into an empty folder the user made', async () => {
    const parent = await makeTemporaryFolder('docs-gen-out-');
    const outDir = path.join(parent, 'build');
    await mkdir(outDir);
    const run = await buildSite(fixture('basic'), [], outDir);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    await expectOnlyTheOutput(outDir);
  });

  it('replaces a link it did not make only with --force, leaving what it pointed to', async () => {
    const parent = await makeTemporaryFolder('docs-gen-out-');
    const elsewhere = path.join(parent, 'elsewhere');
    await mkdir(elsewhere);
    await writeFile(path.join(elsewhere, 'keep.txt'), 'keep');
    const outDir = path.join(parent, 'build');
    await symlink(elsewhere, outDir);
    expect((await buildSite(fixture('basic'), [], outDir)).code).toBe(2);
    const forced = await buildSite(fixture('basic'), ['--force'], outDir);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await readFile(path.join(elsewhere, 'keep.txt'), 'utf8')).toBe('keep');
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });
});

/** Deploy steps written for Docusaurus, Hugo or VitePress, run as they are on the built output (its default layout). */
describe('the output folder, as deploy steps copy it', () => {
  const run = (cwd: string, command: string) => execFileAsync('sh', ['-c', command], { cwd });

  it('is a plain folder that cp, rsync, tar, zip, git and mv carry whole', { timeout: 60_000 }, async () => {
    const parent = await makeTemporaryFolder('docs-gen-deploy-');
    const outDir = path.join(parent, 'build');
    const built = await buildSite(fixture('basic'), ['--no-cache'], outDir);
    expect(built.code, built.stderr).toBe(0);
    const site = await readTree(outDir);
    expect(site.size).toBeGreaterThan(20);
    const steps: Array<[string, string]> = [
      ['cp -r build dest', 'dest'],
      ['cp -R build dest', 'dest'],
      ['cp -a build dest', 'dest'],
      ['mkdir dest && rsync -a build dest/', 'dest/build'],
      ['tar czf site.tgz build && mkdir dest && tar xzf site.tgz -C dest', 'dest/build'],
      ['mkdir dest && tar -c build | tar -x -C dest', 'dest/build'],
      ['zip -qry site.zip build && mkdir dest && cd dest && unzip -q ../site.zip', 'dest/build'],
    ];
    for (const [command, copy] of steps) {
      await run(parent, command);
      expect(await readTree(path.join(parent, copy)), command).toEqual(site);
      await rm(path.join(parent, 'dest'), { recursive: true });
    }
    await run(parent, 'git init -q . && git add build');
    const { stdout: tracked } = await run(parent, 'git ls-files build');
    expect(tracked.trim().split('\n').sort()).toEqual([...site.keys()].map((file) => `build/${file}`).sort());
    await run(parent, 'mv build moved');
    expect(await readTree(path.join(parent, 'moved'))).toEqual(site);
  });
});

describe('successive builds', () => {
  it('write over the spare generation, whatever its layout, into exactly what a clean build writes', { timeout: 120_000 }, async () => {
    const root = await copyFixture('basic');
    const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    const cacheDir = await makeTemporaryFolder('docs-gen-cache-');
    const configFile = path.join(root, 'site.config.ts');
    const config = await readFile(configFile, 'utf8');
    // Each step changes the layout of the output: pages as folders, then as .html files (folders become files and back),
    // a page removed, a page added.
    const steps: Array<() => Promise<void>> = [
      async () => {},
      () => writeFile(configFile, config.replace("title: 'Basic Docs',", "title: 'Basic Docs',\n  trailingSlash: false,")),
      async () => {
        await writeFile(configFile, config);
        await rm(path.join(root, 'content/reference/cli.md'));
      },
      () => writeFile(path.join(root, 'content/reference/cli.md'), '# CLI\n\nBack again.\n'),
    ];
    for (const [index, step] of steps.entries()) {
      await step();
      const run = await buildSite(root, ['--cache-dir', cacheDir], outDir);
      expect(run.code, `step ${index}: ${run.stderr}`).toBe(0);
      const clean = await buildSite(root, ['--no-cache']);
      expect(await readTree(outDir), `step ${index}`).toEqual(await readTree(clean.outDir));
      await expectOnlyTheOutput(outDir);
    }
  });

  it('after a first build, has the folders of the next build ready as the spare, and the next build writes into it', async () => {
    const root = await copyFixture('basic');
    const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    const cacheDir = await makeTemporaryFolder('docs-gen-cache-');
    expect((await buildSite(root, ['--cache-dir', cacheDir], outDir)).code).toBe(0);
    // Every folder of the site, and not one file: the next build's files are its own.
    const spare = path.join(path.dirname(outDir), '.docs-gen-build/spare');
    const entries = async (dir: string) =>
      (await readdir(dir, { recursive: true, withFileTypes: true })).map((entry) => ({
        entry,
        at: path.relative(dir, path.join(entry.parentPath, entry.name)),
      }));
    const folders = async (dir: string) =>
      (await entries(dir))
        .filter(({ entry }) => entry.isDirectory())
        .map(({ at }) => at)
        .sort();
    expect((await folders(outDir)).length).toBeGreaterThan(5);
    expect(await folders(spare)).toEqual(await folders(outDir));
    expect((await entries(spare)).filter(({ entry }) => !entry.isDirectory())).toEqual([]);

    const spareInode = lstatSync(spare).ino;
    await writeFile(path.join(root, 'content/01-guide/01-install.md'), '# Install\n\nEdited.\n');
    expect((await buildSite(root, ['--cache-dir', cacheDir], outDir)).code).toBe(0);
    expect(lstatSync(outDir).ino).toBe(spareInode);
    const clean = await buildSite(root, ['--no-cache']);
    expect(await readTree(outDir)).toEqual(await readTree(clean.outDir));
    await expectOnlyTheOutput(outDir);
  });

  it('clear files and folders added by hand to a generation out of the spare when they write over it', async () => {
    const root = await copyFixture('basic');
    const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    const cacheDir = await makeTemporaryFolder('docs-gen-cache-');
    const rebuild = async () => expect((await buildSite(root, ['--cache-dir', cacheDir], outDir)).code).toBe(0);
    await rebuild();
    // Written into the site the output shows: the next build makes it the spare, the one after writes over it.
    await mkdir(path.join(outDir, 'guide/notes/deeper'), { recursive: true });
    await writeFile(path.join(outDir, 'guide/notes/deeper/todo.txt'), 'mine\n');
    await writeFile(path.join(outDir, 'stray.html'), '<p>stray</p>\n');
    await rebuild();
    await rebuild();
    const clean = await buildSite(root, ['--no-cache']);
    expect(await readTree(outDir)).toEqual(await readTree(clean.outDir));
    await expectOnlyTheOutput(outDir);
  });
});

describe('a failed build', () => {
  it('leaves the previous site byte-identical and nothing beside it when the checks fail', async () => {
    const good = await buildSite(fixture('basic'));
    expect(good.code).toBe(0);
    const before = await readTree(good.outDir);

    const root = await copyFixture('basic', { 'content/index.md': '# Welcome\n\nA [broken link](/nowhere).\n' });
    const failed = await buildSite(root, [], good.outDir);
    expect(failed.code).toBe(1);
    expect(reportLines(failed.stderr)).toEqual(['content/index.md:3:3  error  Link to /nowhere does not resolve to any page  [broken-link]']);
    expect(await readTree(good.outDir)).toEqual(before);
    await expectOnlyTheOutput(good.outDir);
  });

  it('gives back the spare generation it claimed before the checks failed, for the next build to write over', async () => {
    const root = await copyFixture('basic');
    const first = await buildSite(root);
    expect((await buildSite(root, [], first.outDir)).code).toBe(0);
    const generations = path.join(path.dirname(first.outDir), `.docs-gen-${path.basename(first.outDir)}`);
    expect(await readdir(generations)).toContain('spare');
    const before = await readTree(first.outDir);

    await writeFile(path.join(root, 'content/index.md'), '# Welcome\n\nA [broken link](/nowhere).\n');
    expect((await buildSite(root, [], first.outDir)).code).toBe(1);
    expect(await readTree(first.outDir)).toEqual(before);
    expect(await readdir(generations)).toContain('spare');
    await expectOnlyTheOutput(first.outDir);
  });

  it('leaves the previous site byte-identical and nothing beside it when writing fails half way', async () => {
    const good = await buildSite(fixture('basic'));
    expect(good.code).toBe(0);
    const before = await readTree(good.outDir);

    // Each segment is short enough, but the whole path is longer than the file system allows: the write fails.
    const deep = Array.from({ length: 20 }, () => 'd'.repeat(250)).join('/');
    const root = await copyFixture('basic', { 'content/deep.md': doc(`slug: /${deep}`, 'Deep') });
    const failed = await buildSite(root, [], good.outDir);
    expect(failed.code).toBe(1);
    expect(reportLines(failed.stderr)).toEqual([
      expect.stringMatching(
        /^content\/deep\.md {2}error {2}A file could not be read or written while writing the site \(the page \/d+\/.*\): ENAMETOOLONG: name too long {2}\[io-failed\]$/,
      ),
    ]);
    expect(await readTree(good.outDir)).toEqual(before);
    await expectOnlyTheOutput(good.outDir);
  });
});

/**
 * Kills land where the build says they do (`DOCS_GEN_CRASH_AT`, renderer/fs/crash-point.ts), not after a delay, which
 * under load can land before writing starts. Many kills at random points: test/soak/killed-builds.test.ts.
 */
describe('a killed build', () => {
  /**
   * A site built once in its old version, from a cache, and the command that builds it again (as an incremental build);
   * with `output.layout` set when given.
   */
  async function builtOldVersion(layout?: 'folder' | 'link') {
    const site = await twoVersions(20);
    if (layout !== undefined) {
      const configFile = path.join(site.root, 'site.config.ts');
      await writeFile(
        configFile,
        (await readFile(configFile, 'utf8')).replace("title: 'Basic Docs',", `title: 'Basic Docs',\n  output: { layout: '${layout}' },`),
      );
    }
    const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    const cacheDir = await makeTemporaryFolder('docs-gen-cache-');
    const args = ['build', '--root', site.root, '--out', outDir, '--cache-dir', cacheDir];
    const first = await runCli(args);
    expect(first.code, first.stderr).toBe(0);
    expect(await readTree(outDir)).toEqual(site.oldTree);
    await site.use('new');
    return { ...site, outDir, args };
  }

  // What the output path holds once the build is killed there: the old site, no site (between the two renames of the
  // folder layout), or the new one. From its journal on, the next command finishes the switch the killed build began
  // (the next build then renders nothing); before it, the next build removes the killed build's generation.
  for (const [layout, point, expected, finished] of [
    ['folder', 'staged', 'old', false],
    ['folder', 'journaled', 'old', true],
    ['folder', 'moved-aside', 'none', true],
    ['folder', 'switched', 'new', true],
    ['link', 'linked', 'old', false],
    ['link', 'switched', 'new', true],
  ] as const) {
    const left = expected === 'none' ? 'no site at the output path' : `the complete ${expected} site`;
    it(`with output.layout '${layout}', at "${point}" leaves ${left}, and the next build ${finished ? 'finishes the switch' : 'cleans up after it'}`, async () => {
      const { oldTree, newTree, outDir, args } = await builtOldVersion(layout === 'folder' ? undefined : layout);
      const writtenFiles = await watchWrittenFiles(outDir);
      const killed = await runCli(args, { env: { DOCS_GEN_CRASH_AT: point } });
      expect(killed.signal, killed.stderr).toBe('SIGKILL');
      expect(killed.stderr).toContain(crashReport(point));
      // Until the switch, the new generation waits beside the output, whole; after it, it is the output.
      expect(await writtenFiles()).toBe(expected === 'new' ? 0 : newTree.size);
      if (expected === 'none') expect(existsSync(outDir)).toBe(false);
      else expect(await readTree(outDir)).toEqual(expected === 'old' ? oldTree : newTree);

      const next = await runCli(args);
      expect(next.code, next.stderr).toBe(0);
      if (finished) expect(next.stderr).toMatch(/; 0 rendered, \d+ unchanged from the cache\)/);
      else expect(next.stderr).not.toContain('; 0 rendered');
      expect(await readTree(outDir)).toEqual(newTree);
      await expectOnlyTheOutput(outDir, layout);
    });
  }

  // Writing the new generation (most of a build's output stage): just after it starts, and half-way through.
  for (const [where, afterFiles] of [
    ['after its first file', (_total: number) => 1],
    ['half-way', (total: number) => Math.floor(total / 2)],
  ] as const) {
    it(`while writing the new site, ${where}, leaves the complete old site, and the next build cleans up after it`, async () => {
      const { oldTree, newTree, outDir, args } = await builtOldVersion();
      const point = `writing:${afterFiles(newTree.size)}`;
      const writtenFiles = await watchWrittenFiles(outDir);
      const killed = await runCli(args, { env: { DOCS_GEN_CRASH_AT: point } });
      expect(killed.signal, killed.stderr).toBe('SIGKILL');
      expect(killed.stderr).toContain(crashReport(point));
      // The kill landed mid-write: the new generation held some of the new site's files (pages being rendered then may
      // have written theirs past the count), not all of them.
      const written = await writtenFiles();
      expect(written).toBeGreaterThanOrEqual(afterFiles(newTree.size));
      expect(written).toBeLessThan(newTree.size);
      expect(await readTree(outDir)).toEqual(oldTree);

      const next = await runCli(args);
      expect(next.code, next.stderr).toBe(0);
      expect(await readTree(outDir)).toEqual(newTree);
      await expectOnlyTheOutput(outDir);
    });
  }

  it('moves nothing a switch journal it did not write names, however it names it', async () => {
    const parent = await makeTemporaryFolder('docs-gen-out-');
    const outDir = path.join(parent, 'build');
    await mkdir(path.join(parent, 'victim'));
    await writeFile(path.join(parent, 'victim/keep.txt'), 'mine');
    await mkdir(path.join(parent, '.docs-gen-build'));
    const journal = { pid: await deadPid(), layout: 'folder', generation: '../victim', replaced: { kind: 'link', generation: '../victim' } };
    await writeFile(path.join(parent, '.docs-gen-build/switch.json'), JSON.stringify(journal));
    const run = await runCli(['build', '--root', fixture('basic'), '--out', outDir, '--no-cache']);
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(parent, 'victim/keep.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });

  it('leaves nothing in the system temp folder, and its leftovers beside the output are removed by the next build', async () => {
    const temp = await makeTemporaryFolder('docs-gen-tmpdir-');
    const parent = await makeTemporaryFolder('docs-gen-out-');
    const outDir = path.join(parent, 'build');
    const dead = await deadPid();
    const leftovers = [
      `.docs-gen-tmp-build-${dead}`,
      `.docs-gen-old-build-${dead}`,
      `.docs-gen-build/lq3x9k-${dead}`,
      `.docs-gen-build/scratch-lq3x9k-${dead}`,
      // The folders of a spare a build was making for the next one.
      `.docs-gen-build/spare-lq3x9k-${dead}/guide`,
      // The lock, the record and the journal, each as a build killed while writing it left it.
      `.docs-gen-build/lock.${dead}-0.tmp`,
      `.docs-gen-build/output.json.${dead}-0.tmp`,
      `.docs-gen-build/switch.json.${dead}-0.tmp`,
    ];
    for (const leftover of leftovers) await mkdir(path.join(parent, leftover), { recursive: true });
    // A build still running (this test's own process) keeps its folder.
    const running = `.docs-gen-build/lq3x9k-${process.pid}`;
    await mkdir(path.join(parent, running));

    const run = await runCli(['build', '--root', fixture('basic'), '--out', outDir, '--no-cache'], { env: { TMPDIR: temp } });
    expect(run.code, run.stderr).toBe(0);
    expect(await readdir(temp)).toEqual([]);
    for (const leftover of leftovers) expect(existsSync(path.join(parent, leftover)), leftover).toBe(false);
    expect(existsSync(path.join(parent, running))).toBe(true);
  });
});

describe('builds of one output at the same time', () => {
  it('take turns: both succeed, and the output is exactly what one build writes', async () => {
    const root = await copyFixture('basic');
    const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    const { build } = await docsGenApi();
    const waited: number[] = [];
    const runs = await Promise.all([build({ root, outDir }), build({ root, outDir, onWait: (holder) => waited.push(holder) })]);
    expect(runs.map((run) => [run.exitCode, run.diagnostics])).toEqual([
      [0, []],
      [0, []],
    ]);
    // The second build found the first one's lock (this process) and waited for it.
    expect(waited).toEqual([process.pid]);
    expect(await readTree(outDir)).toEqual(await readTree((await buildSite(root, ['--no-cache'])).outDir));
    await expectOnlyTheOutput(outDir);
  });

  it('waits for the build holding the lock, says so, and builds once it is released; a dead build’s lock is taken over', async () => {
    const parent = await makeTemporaryFolder('docs-gen-out-');
    const outDir = path.join(parent, 'build');
    const lock = path.join(parent, '.docs-gen-build/lock');
    await mkdir(path.dirname(lock));
    // Held by a running process: this test's own.
    await writeFile(lock, String(process.pid));
    const child = spawn(process.execPath, ['cli/docs-gen.cjs', 'build', '--root', fixture('basic'), '--out', outDir, '--no-cache'], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stderr = '';
    const said = new Promise<void>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
        if (stderr.includes('waiting for it to end')) resolve();
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await said;
    expect(stderr).toContain(`Another docs-gen build (process ${process.pid}) is writing this output; waiting for it to end before building.\n`);
    expect(existsSync(outDir)).toBe(false);
    await rm(lock);
    expect(await exited, stderr).toBe(0);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(lock)).toBe(false);

    await writeFile(lock, String(await deadPid()));
    const next = await runCli(['build', '--root', fixture('basic'), '--out', outDir, '--no-cache']);
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).not.toContain('waiting');
    expect(existsSync(lock)).toBe(false);
  });
});

describe('the build cache', () => {
  it('heals from entries replaced by the wrong kind, and builds what a clean build does', { timeout: 120_000 }, async () => {
    const root = await copyFixture('basic');
    const outDir = path.join(root, 'build');
    const cacheDir = path.join(root, 'node_modules/.cache/docs-gen');
    const clean = await readTree((await buildSite(root, ['--no-cache'])).outDir);
    const replaceWithFolder = (name: string) => async () => {
      await rm(path.join(cacheDir, name), { recursive: true, force: true });
      await mkdir(path.join(cacheDir, name, 'inner'), { recursive: true });
    };
    const replaceWithFile = (name: string) => async () => {
      await rm(path.join(cacheDir, name), { recursive: true, force: true });
      await writeFile(path.join(cacheDir, name), 'not a folder');
    };
    const damages: Array<[string, () => Promise<void>]> = [
      ['index.json is a folder', replaceWithFolder('index.json')],
      ['index.journal is a folder', replaceWithFolder('index.journal')],
      ['client-bundle.json is a folder', replaceWithFolder('client-bundle.json')],
      ['packs/ is a file', replaceWithFile('packs')],
      ['the cache folder is a file', replaceWithFile('')],
    ];
    // build() itself rather than buildSite, which names a cache folder: only the default one is healed when it is a file.
    const { build } = await docsGenApi();
    const first = await build({ root, outDir });
    expect(first.exitCode, JSON.stringify(first.diagnostics)).toBe(0);
    for (const [damage, apply] of damages) {
      await apply();
      for (const attempt of ['first', 'second']) {
        const run = await build({ root, outDir });
        expect(run.exitCode, `${damage}, ${attempt} build after it: ${JSON.stringify(run.diagnostics)}`).toBe(0);
      }
      expect(await readTree(outDir)).toEqual(clean);
    }
  });

  it('leaves no cache space behind after a disk-full failure at each write stage, and the next build equals a clean one', async () => {
    const root = await copyFixture('basic');
    const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    const cacheDir = await makeTemporaryFolder('docs-gen-cache-');
    const args = ['build', '--root', root, '--out', outDir, '--cache-dir', cacheDir];
    expect((await runCli(args)).code).toBe(0);
    const packs = () => readdir(path.join(cacheDir, 'packs')).then((names) => names.sort());
    const cacheFiles = () => readdir(cacheDir).then((names) => names.sort());
    const filesBefore = await cacheFiles();
    for (const stage of ['parse', 'write', 'render', 'save-cache']) {
      // Twice: a second failure after the first adds nothing either.
      for (const attempt of [1, 2]) {
        // An edited doc is parsed again, into a new pack.
        await writeFile(path.join(root, 'content/index.md'), `# Welcome\n\nEdit ${stage} ${attempt}.\n`);
        const before = await packs();
        const failed = await runCli(args, { env: { DOCS_GEN_CRASH_AT: `disk-full:${stage}` } });
        expect(failed.code, failed.stderr).toBe(1);
        expect(failed.stderr).toMatch(/^error {2}A file could not be read or written while .*: ENOSPC: no space left on device, write {2}\[io-failed\]$/m);
        expect(await packs(), `${stage}, failure ${attempt}`).toEqual(before);
        // Nothing else is left either: the pages' search records, kept there while the build ran, are gone.
        expect(
          (await cacheFiles()).filter((name) => !filesBefore.includes(name)),
          `${stage}, failure ${attempt}`,
        ).toEqual([]);
      }
    }
    const next = await runCli(args);
    expect(next.code, next.stderr).toBe(0);
    expect(await readTree(outDir)).toEqual(await readTree((await buildSite(root, ['--no-cache'])).outDir));
  });

  it('refuses a --cache-dir that is a file, and leaves the file alone', async () => {
    const folder = await makeTemporaryFolder('docs-gen-cache-');
    const file = path.join(folder, 'cache');
    await writeFile(file, 'mine');
    const run = await buildSite(fixture('basic'), ['--cache-dir', file], path.join(folder, 'build'));
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([
      expect.stringMatching(
        /^option --cache-dir {2}error {2}The cache folder .*cache is a file; docs-gen writes over and removes what its cache folder holds {2}\[cache-invalid\]$/,
      ),
    ]);
    expect(await readFile(file, 'utf8')).toBe('mine');
  });

  it('refuses a --cache-dir holding files it did not write, even of the cache’s names, and writes nothing there', async () => {
    const folder = await makeTemporaryFolder('docs-gen-cache-');
    const data = path.join(folder, 'data');
    await mkdir(path.join(data, 'packs'), { recursive: true });
    await writeFile(path.join(data, 'packs/photo.jpg'), 'a photo');
    await writeFile(path.join(data, 'index.json'), '{"mine":true}');
    const before = await readTree(data);
    const run = await buildSite(fixture('basic'), ['--cache-dir', data], path.join(folder, 'build'));
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([
      expect.stringMatching(
        /^option --cache-dir {2}error {2}The cache folder .*data holds files docs-gen did not write \(index\.json, packs\) and no docs-gen CACHEDIR\.TAG; .* {2}\[cache-invalid\]$/,
      ),
    ]);
    expect(run.stderr).toContain('Give --cache-dir a new or empty folder');
    expect(await readTree(data)).toEqual(before);
    expect(existsSync(path.join(folder, 'build'))).toBe(false);
  });

  it('tags a new or empty --cache-dir as its own, and uses it again build after build', async () => {
    const folder = await makeTemporaryFolder('docs-gen-cache-');
    const cacheDir = path.join(folder, 'empty');
    await mkdir(cacheDir);
    for (const attempt of ['first', 'second']) {
      const run = await buildSite(fixture('basic'), ['--cache-dir', cacheDir], path.join(folder, 'build'));
      expect(run.code, `${attempt}: ${run.stderr}`).toBe(0);
    }
    // The Cache Directory Tagging Specification's signature, which backup tools look for too.
    expect(await readFile(path.join(cacheDir, 'CACHEDIR.TAG'), 'utf8')).toMatch(/^Signature: 8a477f597d28d172789f06886806bc55\n# .*docs-gen/);
    expect(await readdir(cacheDir)).toEqual(expect.arrayContaining(['CACHEDIR.TAG', 'index.json', 'packs']));
  });
});

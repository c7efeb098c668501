/**
 * Inputs that used to crash the build with an unlocated internal error, or
 * build silently: each gets a located diagnostic, in the terminal and in
 * --json, with the exit code of its kind.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, buildSiteJson, copyFixture, readText, removeTemporaryFolders, reportLines, runCli } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

describe('the content folder', () => {
  it('is a file: content-missing, exit 2', async () => {
    const root = await copyFixture('basic');
    await rm(path.join(root, 'content'), { recursive: true });
    await writeFile(path.join(root, 'content'), 'not a folder');
    const run = await buildSite(root);
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([`content  error  The content folder ${path.join(root, 'content')} is a file, not a folder  [content-missing]`]);
  });

  it('is empty: a warning, which --strict turns into an error', async () => {
    const root = await copyFixture('basic');
    await rm(path.join(root, 'content'), { recursive: true });
    await mkdir(path.join(root, 'content'));
    const run = await buildSite(root);
    expect(run.code).toBe(0);
    expect(reportLines(run.stderr)).toEqual(['content  warning  content/ holds no .md or .mdx docs: the site has no doc pages  [content-empty]']);
    expect((await buildSite(root, ['--strict'])).code).toBe(1);
  });
});

describe('docs that are not text', () => {
  it('reports binary data and bytes that are not UTF-8 at their line and column', async () => {
    const root = await copyFixture('basic');
    await writeFile(path.join(root, 'content/binary.md'), Buffer.from('# Binary\n\nabc\u0000def\n', 'latin1'));
    await writeFile(path.join(root, 'content/latin.md'), Buffer.from('# Latin\n\nA café au lait.\n', 'latin1'));
    const run = await buildSiteJson(root);
    expect(run.code).toBe(1);
    expect(run.report.errors.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      'content/binary.md:3:4 content-not-text content/binary.md is not UTF-8 text: at line 3, column 4 there is a NUL byte, so it holds binary data',
      'content/latin.md:3:6 content-not-text content/latin.md is not UTF-8 text: at line 3, column 6 there is the byte 0xe9, which does not start valid UTF-8 here',
    ]);
  });
});

describe('links in the site', () => {
  it('are followed inside the site, and skipped with a warning when they lead out of it or nowhere', async () => {
    const root = await copyFixture('basic');
    const outside = path.join(path.dirname(root), 'outside.md');
    await writeFile(outside, '# Outside\n\nA secret.\n');
    await symlink(outside, path.join(root, 'content/outside.md'));
    await symlink('/etc', path.join(root, 'static/etc'));
    await symlink(path.join(root, 'nowhere.png'), path.join(root, 'static/gone.png'));
    await mkdir(path.join(root, 'shared'));
    await writeFile(path.join(root, 'shared/faq.md'), '# FAQ\n\nAsked often.\n');
    await symlink(path.join(root, 'shared/faq.md'), path.join(root, 'content/faq.md'));
    const run = await buildSite(root);
    expect(run.code).toBe(0);
    expect(reportLines(run.stderr)).toEqual([
      `content/outside.md  warning  content/outside.md is a link to ${outside}, outside the site folder; docs-gen reads no file outside the site, so it was skipped  [link-not-followed]`,
      'static/etc  warning  static/etc is a link to /etc, outside the site folder; docs-gen reads no file outside the site, so it was skipped  [link-not-followed]',
      'static/gone.png  warning  static/gone.png is a link to nothing (its target does not exist), so it was skipped  [link-not-followed]',
    ]);
    expect(await readText(run.outDir, 'faq/index.html')).toContain('Asked often.');
    expect(existsSync(path.join(run.outDir, 'outside/index.html'))).toBe(false);
    expect(existsSync(path.join(run.outDir, 'etc'))).toBe(false);
  });
});

describe('the site config', () => {
  const cases: Array<[string, string, RegExp]> = [
    [
      'throws while loading: at its line',
      `import { defineConfig } from 'docs-gen';\nconst ready = false;\nif (!ready) throw new Error('not ready');\nexport default defineConfig({ url: 'https://x.com', title: 'T' });\n`,
      /^site\.config\.ts:3:19 {2}error {2}site\.config\.ts threw while loading: not ready {2}\[config-load-failed\]$/,
    ],
    [
      'leaves a promise rejected: at its line, no raw stack trace',
      `import { defineConfig } from 'docs-gen';\nPromise.reject(new Error('later'));\nexport default defineConfig({ url: 'https://x.com', title: 'T' });\n`,
      /^site\.config\.ts:2:16 {2}error {2}site\.config\.ts left a promise rejected while loading: later {2}\[config-load-failed\]$/,
    ],
    [
      'calls process.exit(0): an error, not a silent exit 0',
      `import { defineConfig } from 'docs-gen';\nprocess.exit(0);\nexport default defineConfig({ url: 'https://x.com', title: 'T' });\n`,
      /^site\.config\.ts:2:9 {2}error {2}site\.config\.ts threw while loading: it called process\.exit\(0\); a config only exports its settings {2}\[config-load-failed\]$/,
    ],
    [
      'has a getter that throws: at its field',
      `import { defineConfig } from 'docs-gen';\nexport default defineConfig({ url: 'https://x.com', get title(): string { throw new Error('no title today'); } });\n`,
      /^site\.config\.ts:2:57 \(field title\) {2}error {2}title threw when read: no title today {2}\[config-invalid\]$/,
    ],
  ];
  for (const [what, source, line] of cases) {
    it(what, async () => {
      const root = await copyFixture('basic', { 'site.config.ts': source });
      const run = await buildSite(root);
      expect(run.code).toBe(2);
      expect(reportLines(run.stderr)).toEqual([expect.stringMatching(line)]);
      expect(run.stderr).not.toMatch(/data:text\/javascript|\n\s+at /);
    });
  }

  it('exits 1 with a message, not 0, when it ends the process after it loaded', async () => {
    const root = await copyFixture('basic', {
      'site.config.ts': `import { defineConfig } from 'docs-gen';\nsetTimeout(() => process.exit(0), 1);\nexport default defineConfig({ url: 'https://x.com', title: 'T' });\n`,
    });
    const run = await runCli(['build', '--root', root, '--no-cache', '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      ok: false,
      errors: [expect.objectContaining({ message: expect.stringContaining('Something called process.exit before the build finished') })],
    });
  });

  it('refuses a getter-made loop of objects without hanging', async () => {
    const root = await copyFixture('basic', {
      'site.config.ts': `import { defineConfig } from 'docs-gen';\nconst footer: Record<string, unknown> = {};\nfooter.self = footer;\nexport default defineConfig({ url: 'https://x.com', title: 'T', footer });\n`,
    });
    const run = await buildSite(root);
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([
      'site.config.ts:2:41 (field footer.self)  error  footer.self refers back to an object that holds it  [config-invalid]',
    ]);
  });
});

/**
 * The `docs-gen build` command as a user runs it: exit codes, the exact
 * diagnostic text with file:line:col, --json, --strict, bad input, atomic
 * and deterministic output.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSite,
  buildSiteJson,
  configSource,
  copyFixture,
  fixture,
  makeTemporaryFolder,
  readTree,
  removeTemporaryFolders,
  reportLines,
  runCli,
  type BuildRun,
  type JsonReport,
} from './helpers/cli.js';

afterAll(removeTemporaryFolders);

/** Each JSON diagnostic as `code severity file:line:column`. */
function where(report: JsonReport): string[] {
  return [...report.errors, ...report.warnings].map((d) => `${d.code} ${d.severity} ${d.file}:${d.line}:${d.column}`).sort();
}

const LINK_LINES = {
  anchorSamePage: 'content/index.md:6:3  warning  Link #nowhere points to #nowhere, which is not an anchor on /  [broken-anchor]',
  anchorOtherPage: 'content/index.md:8:3  warning  Link /guide/a#missing points to #missing, which is not an anchor on /guide/a  [broken-anchor]',
  anchorMarkdown: 'content/index.md:9:3  warning  Link ./guide/a.md#gone points to #gone, which is not an anchor on /guide/a  [broken-anchor]',
  brokenLink: 'content/index.md:10:3  error  Link to /guide/nope does not resolve to any page  [broken-link]',
  markdownLink:
    'content/index.md:11:3  warning  Markdown link ./guide/ghost.md points to content/guide/ghost.md, which is not a doc of this site  [broken-markdown-link]',
  duplicate:
    'content/moved.md:1:1  warning  Route /guide/b is produced by both content/guide/b.md and content/moved.md; only the last is kept  [duplicate-route]',
};

describe('link rules (fixture "links", one problem of each kind)', () => {
  describe('with the default severities', () => {
    let run: BuildRun;
    beforeAll(async () => {
      run = await buildSite(fixture('links'));
    });

    it('fails with exit 1 on the broken link and warns about the rest, each at file:line:col, sorted', () => {
      expect(run.code).toBe(1);
      expect(reportLines(run.stderr)).toEqual([
        LINK_LINES.anchorSamePage,
        LINK_LINES.anchorOtherPage,
        LINK_LINES.anchorMarkdown,
        LINK_LINES.brokenLink,
        LINK_LINES.markdownLink,
        LINK_LINES.duplicate,
      ]);
    });

    it('says what to do under each line and ends with the counts', () => {
      expect(run.stderr).toContain(`${LINK_LINES.brokenLink}\n    → Point the link at an existing page, or create the page.\n`);
      expect(run.stderr).toMatch(/\nBuild failed: 1 error, 5 warnings\. Nothing was written; the previous output is unchanged\. \(\d+\.\d\ds\)\n$/);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    });

    it('writes nothing', () => {
      expect(existsSync(run.outDir)).toBe(false);
    });
  });

  it('builds (exit 0) when broken links only warn, and shows the warnings', async () => {
    const root = await copyFixture('links', { 'site.config.ts': configSource("title: 'Links', onBrokenLinks: 'warn'") });
    const run = await buildSite(root);
    expect(run.code).toBe(0);
    expect(reportLines(run.stderr)).toEqual([
      LINK_LINES.anchorSamePage,
      LINK_LINES.anchorOtherPage,
      LINK_LINES.anchorMarkdown,
      LINK_LINES.brokenLink.replace('  error  ', '  warning  '),
      LINK_LINES.markdownLink,
      LINK_LINES.duplicate,
    ]);
    expect(run.stderr).toMatch(/Built 4 pages into .* \(0 errors, 6 warnings\)\.\n$/);
    expect(existsSync(path.join(run.outDir, 'guide/a/index.html'))).toBe(true);
  });

  it('turns every warning into an error with --strict (exit 1, nothing written)', async () => {
    const root = await copyFixture('links', { 'site.config.ts': configSource("title: 'Links', onBrokenLinks: 'warn'") });
    const run = await buildSite(root, ['--strict']);
    expect(run.code).toBe(1);
    const lines = reportLines(run.stderr);
    expect(lines).toHaveLength(6);
    expect(lines.every((line) => line.includes('  error  '))).toBe(true);
    expect(lines).toContain(LINK_LINES.anchorSamePage.replace('  warning  ', '  error  '));
    expect(lines).toContain(LINK_LINES.duplicate.replace('  warning  ', '  error  '));
    expect(run.stderr).toMatch(/Build failed: 6 errors, 0 warnings\./);
    expect(existsSync(run.outDir)).toBe(false);
  });

  it('fails on markdown links and anchors set to throw, and keeps duplicate routes a warning', async () => {
    const fields = "title: 'Links', onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'throw', onBrokenAnchors: 'throw'";
    const { code, report } = await buildSiteJson(await copyFixture('links', { 'site.config.ts': configSource(fields) }));
    expect(code).toBe(1);
    expect(where(report)).toEqual([
      'broken-anchor error content/index.md:6:3',
      'broken-anchor error content/index.md:8:3',
      'broken-anchor error content/index.md:9:3',
      'broken-markdown-link error content/index.md:11:3',
      'duplicate-route warning content/moved.md:1:1',
    ]);
  });

  it('fails on a duplicate route set to throw', async () => {
    const fields = "title: 'Links', onBrokenLinks: 'ignore', onDuplicateRoutes: 'throw'";
    const run = await buildSite(await copyFixture('links', { 'site.config.ts': configSource(fields) }));
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toContain(LINK_LINES.duplicate.replace('  warning  ', '  error  '));
    expect(existsSync(run.outDir)).toBe(false);
  });

  it('drops every problem set to ignore, even with --strict', async () => {
    const fields = "title: 'Links', onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore', onDuplicateRoutes: 'ignore'";
    const run = await buildSite(await copyFixture('links', { 'site.config.ts': configSource(fields) }), ['--strict']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^Built 4 pages into .* \(0 errors, 0 warnings\)\.\n$/);
  });
});

describe('--json', () => {
  it('prints one JSON object with pages, durationMs, warnings and errors, each with code, message, file, line and column', async () => {
    const { code, stdout, stderr, report } = await buildSiteJson(fixture('links'));
    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(report).sort()).toEqual(['durationMs', 'errors', 'exitCode', 'ok', 'outDir', 'pages', 'warnings', 'work']);
    expect(report).toMatchObject({ ok: false, exitCode: 1, pages: 0 });
    expect(typeof report.durationMs).toBe('number');
    expect(report.errors).toEqual([
      {
        code: 'broken-link',
        severity: 'error',
        message: 'Link to /guide/nope does not resolve to any page',
        hint: 'Point the link at an existing page, or create the page.',
        file: 'content/index.md',
        line: 10,
        column: 3,
      },
    ]);
    expect(where(report)).toEqual([
      'broken-anchor warning content/index.md:6:3',
      'broken-anchor warning content/index.md:8:3',
      'broken-anchor warning content/index.md:9:3',
      'broken-link error content/index.md:10:3',
      'broken-markdown-link warning content/index.md:11:3',
      'duplicate-route warning content/moved.md:1:1',
    ]);
  });

  it('reports the pages written on success', async () => {
    const { code, report, outDir } = await buildSiteJson(fixture('basic'));
    expect(code).toBe(0);
    expect(report).toMatchObject({ ok: true, exitCode: 0, pages: 10, outDir, warnings: [], errors: [] });
    expect(report.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('names the config field of a config error, with file, line and column where the field is written', async () => {
    const { code, report } = await buildSiteJson(fixture('config-wrong-type'));
    expect(code).toBe(2);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'config-invalid',
        file: 'site.config.ts',
        line: 6,
        column: 10,
        configField: 'title',
        message: 'title must be a non-empty string, got number',
      }),
      expect.objectContaining({
        code: 'config-invalid',
        line: 8,
        column: 18,
        configField: 'onBrokenLinks',
        message: 'onBrokenLinks must be one of "throw", "warn", "ignore", got true',
      }),
    ]);
  });
});

// Each case builds its own fixture into its own folder, so they run side by side.
describe.concurrent('bad input gets a clear error with its location, never a stack trace', () => {
  /** Fixture → exit code, the report line and the hint that follows it. */
  const cases: Array<{ site: string; code: number; line: string; hint: string; frame?: string }> = [
    {
      site: 'bad-mdx',
      code: 1,
      line: 'content/broken.mdx:5:1  error  Expected a closing tag for `<div>`  [mdx-syntax]',
      hint: 'Fix the MDX at the position shown.',
      frame: '    > 5 | <div>\n        | ^',
    },
    {
      site: 'bad-frontmatter',
      code: 1,
      line: 'content/guide.md:3:16  error  Front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]  [invalid-frontmatter]',
      hint: 'Fix the YAML between the two `---` lines at the top of the file.',
    },
    {
      site: 'bad-category',
      code: 1,
      line: 'content/guide/_category_.json:3:17  error  Cannot parse the category file: Unexpected , in flow map  [invalid-category]',
      hint: 'Fix the _category_ file: it must be a JSON or YAML object',
    },
    {
      site: 'unknown-component',
      code: 1,
      line: 'content/widget.mdx:5:1  error  Unknown component <FancyWidget>. Available components: Admonition, CodeBlock, Details, DocCardList, Mermaid, TOCInline, TabItem, Tabs  [unknown-component]',
      hint: 'Use one of the theme components, or a lower-case HTML element.',
      frame: '    > 5 | <FancyWidget size="large" />\n        | ^',
    },
    {
      site: 'sidebar-unknown-doc',
      code: 2,
      line: 'site.config.ts:8:82 (field docs.sidebars.guide[1].items[1])  error  Sidebar item refers to doc id "guide/instal", which does not exist. Available doc ids: guide/install, guide/setup, intro  [sidebar-unknown-doc]',
      hint: 'Use one of the available doc ids',
    },
    {
      site: 'sidebar-unknown',
      code: 2,
      line: 'site.config.ts:9:40 (field navbar.items[1].sidebarId)  error  Navbar item "Guides" refers to sidebar "guides", which does not exist. Available sidebars: docs  [sidebar-unknown]',
      hint: 'Use one of the sidebar ids defined in docs.sidebars.',
    },
    {
      site: 'config-wrong-type',
      code: 2,
      line: 'site.config.ts:6:10 (field title)  error  title must be a non-empty string, got number  [config-invalid]',
      hint: 'Correct the field named in the message',
    },
  ];

  for (const { site, code, line, hint, frame } of cases) {
    it(`${site}: exit ${code}, ${line.split('  ')[0]}`, async ({ expect }) => {
      const run = await buildSite(fixture(site));
      expect(run.code).toBe(code);
      expect(reportLines(run.stderr)).toContain(line);
      const after = run.stderr.slice(run.stderr.indexOf(line) + line.length);
      if (frame) expect(after).toContain(frame);
      expect(after).toContain(`→ ${hint}`);
      expect(run.stderr).toMatch(/Build failed: \d+ errors?, 0 warnings\. Nothing was written/);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(existsSync(run.outDir)).toBe(false);
    });
  }

  it('no-content: exit 2, names the missing content folder', async ({ expect }) => {
    const run = await buildSite(fixture('no-content'));
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([
      `content  error  The content folder ${path.join(fixture('no-content'), 'content')} does not exist  [content-missing]`,
    ]);
    expect(run.stderr).toContain('→ Create a content/ folder with at least one .md or .mdx file, or pass the right --root.');
    expect(existsSync(run.outDir)).toBe(false);
  });

  it('reports every broken config field at once (exit 2)', async ({ expect }) => {
    const run = await buildSite(fixture('config-wrong-type'));
    expect(reportLines(run.stderr)).toEqual([
      'site.config.ts:6:10 (field title)  error  title must be a non-empty string, got number  [config-invalid]',
      'site.config.ts:8:18 (field onBrokenLinks)  error  onBrokenLinks must be one of "throw", "warn", "ignore", got true  [config-invalid]',
    ]);
    expect(run.stderr).toMatch(/Build failed: 2 errors, 0 warnings\./);
  });

  it('exits 2 when the root has no site config', async ({ expect }) => {
    const empty = await makeTemporaryFolder();
    const run = await buildSite(empty);
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual([]);
    expect(run.stderr).toContain(`error  No site.config.ts, .mts, .js or .mjs in ${empty}  [config-not-found]`);
  });

  it('exits 2 on a usage error', async ({ expect }) => {
    const run = await runCli(['build', '--no-such-flag']);
    expect(run.code).toBe(2);
    expect(reportLines(run.stderr)).toEqual(["option --no-such-flag  error  unknown option '--no-such-flag'  [option-invalid]"]);
  });

  it('answers every command’s --help and unknown options alike, whether it runs alone or with the others (docs-gen help <command>)', async () => {
    for (const command of ['build', 'dev', 'serve', 'check-links', 'version', 'clean']) {
      const [alone, withOthers] = await Promise.all([runCli([command, '--help']), runCli(['help', command])]);
      expect(alone.code, command).toBe(0);
      expect(alone.stdout, command).toContain(`Usage: docs-gen ${command} [options]`);
      expect(alone, command).toEqual(withOthers);
      const unknown = await runCli([command, '--no-such-flag']);
      expect([unknown.code, reportLines(unknown.stderr)], command).toEqual([
        2,
        ["option --no-such-flag  error  unknown option '--no-such-flag'  [option-invalid]"],
      ]);
    }
  });

  it('exits 2 on a thread count that is not a whole number from 1 to the cores of the machine', async () => {
    for (const value of ['0', 'two', '1.5', String(availableParallelism() + 1), '256']) {
      const run = await runCli(['build', '--threads', value]);
      expect(run.code, value).toBe(2);
      expect(run.stderr).toContain(`Give a whole number of threads from 1 to ${availableParallelism()} (the cores of this machine).`);
    }
  });

  it('prints one JSON object for a usage error under --json, naming the option', async () => {
    for (const args of [['--no-such-flag'], ['--threads', '256']]) {
      const run = await runCli(['build', ...args, '--json']);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout) as JsonReport & { errors: Array<{ option?: string }> };
      expect(report).toMatchObject({ ok: false, exitCode: 2, warnings: [] });
      expect(report.errors).toEqual([expect.objectContaining({ code: 'option-invalid', option: args[0] })]);
    }
  });
});

describe('static files', () => {
  it('fails when a static file would take the place of a page or of its folder, naming both', async () => {
    const root = await copyFixture('basic');
    await writeFile(path.join(root, 'static/concepts'), 'a file where /concepts needs a folder');
    await mkdir(path.join(root, 'static/reference/api'), { recursive: true });
    await writeFile(path.join(root, 'static/reference/api/index.html'), 'over the page');
    const run = await buildSite(root);
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual([
      'static/concepts  error  static/concepts is a file where the page /concepts needs a folder (concepts/index.html)  [static-conflict]',
      'static/reference/api/index.html  error  static/reference/api/index.html would overwrite the page /reference/api (reference/api/index.html)  [static-conflict]',
    ]);
  });
});

describe('determinism', () => {
  it('builds the same input into byte-identical folders', async () => {
    const first = await buildSite(fixture('basic'));
    const second = await buildSite(fixture('basic'));
    expect([first.code, second.code]).toEqual([0, 0]);
    const a = await readTree(first.outDir);
    const b = await readTree(second.outDir);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [file, contents] of a) expect(b.get(file)?.equals(contents), file).toBe(true);
    expect(a.size).toBeGreaterThan(10);
  });
});

/**
 * Issue 14: every input fails in bounded time with an error located in its
 * file. Docs nested too deep or too complex to parse, docs too slow to parse
 * or render, and exceptions while parsing or rendering one doc each become a
 * diagnostic naming that doc; the rest of the site is parsed as usual, and
 * `--json` prints its object.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { build } from '../renderer/index.js';
import type { ResolvedConfig } from '../renderer/config/types.js';
import { createTaskRunner, type ParseResult, type ParseTask, type TaskOutcome } from '../renderer/pipeline/tasks.js';
import { buildSiteJson, copyFixture, makeSite, makeTemporaryFolder, PACKAGE_ROOT, removeTemporaryFolders, runCli, type JsonDiagnostic } from './helpers/cli.js';
import { recordMarkdownParsesOf } from './helpers/markdown-parses.js';

afterAll(removeTemporaryFolders);

/** One doc per case of issue 14 (items 5 and 6); each crashed the build or took from seconds to minutes. */
const PATHOLOGICAL: ReadonlyArray<{ file: string; source: string; code: string; line: number; column: number }> = [
  { file: 'deep/divs-one-line.md', source: `# Divs\n\n${'<div>'.repeat(2_000)}\n`, code: 'content-too-deep', line: 3, column: 501 },
  { file: 'deep/div-lines.md', source: `# Divs\n\n${'<div>\n'.repeat(5_000)}`, code: 'content-too-deep', line: 103, column: 1 },
  { file: 'deep/quotes.md', source: `# Quotes\n\n${'>'.repeat(10_000)} x\n`, code: 'content-too-deep', line: 3, column: 101 },
  { file: 'deep/dashes.md', source: `# Dashes\n\n${'- '.repeat(10_000)}x\n`, code: 'content-too-deep', line: 3, column: 201 },
  { file: 'deep/jsx.mdx', source: `# JSX\n\n${'<div>\n'.repeat(5_000)}x\n${'</div>\n'.repeat(5_000)}`, code: 'content-too-deep', line: 103, column: 1 },
  { file: 'deep/inline-jsx.mdx', source: `# JSX\n\nx ${'<b>'.repeat(5_000)}a${'</b>'.repeat(5_000)}\n`, code: 'content-too-deep', line: 3, column: 303 },
  {
    file: 'deep/tabs.mdx',
    source: `# Tabs\n\n${'<Tabs><TabItem value="a">\n'.repeat(925)}x\n${'</TabItem></Tabs>\n'.repeat(925)}`,
    code: 'content-too-deep',
    line: 53,
    column: 1,
  },
  { file: 'deep/details.md', source: `# Details\n\n${'<details>\n'.repeat(925)}x\n`, code: 'content-too-deep', line: 103, column: 1 },
  { file: 'deep/notes.md', source: `# Notes\n\n${':::note\n'.repeat(2_000)}`, code: 'content-too-deep', line: 23, column: 1 },
  { file: 'deep/tips.mdx', source: `# Tips\n\n${':::tip[T]\n'.repeat(8_000)}`, code: 'content-too-deep', line: 23, column: 1 },
  {
    file: 'deep/indented-list.md',
    source: `# List\n\n${Array.from({ length: 2_000 }, (_, level) => `${' '.repeat(2 * level)}- item`).join('\n')}\n`,
    code: 'content-too-deep',
    line: 103,
    column: 201,
  },
  {
    file: 'deep/quote-lines.md',
    source: `# Quotes\n\n${Array.from({ length: 1_000 }, (_, level) => '>'.repeat(level + 1)).join('\n')}\n`,
    code: 'content-too-deep',
    line: 103,
    column: 101,
  },
  { file: 'complex/stars.md', source: `# Stars\n\n${'*'.repeat(5_000)}a${'*'.repeat(5_000)}\n`, code: 'content-too-complex', line: 3, column: 501 },
  { file: 'complex/star-a.md', source: `# Stars\n\n${'*a'.repeat(50_000)}\n`, code: 'content-too-complex', line: 3, column: 1_001 },
  { file: 'complex/strong-a.md', source: `# Strong\n\n${'**a'.repeat(20_000)}\n`, code: 'content-too-complex', line: 3, column: 751 },
  { file: 'complex/tilde-a.md', source: `# Tildes\n\n${'~a'.repeat(20_000)}\n`, code: 'content-too-complex', line: 3, column: 1_001 },
  { file: 'complex/links.md', source: `# Links\n\n${'[a]('.repeat(20_000)}\n`, code: 'content-too-complex', line: 3, column: 1_001 },
  { file: 'complex/images.md', source: `# Images\n\n${'!['.repeat(5_000)}a${'](b)'.repeat(5_000)}\n`, code: 'content-too-complex', line: 3, column: 1_002 },
];

describe('docs-gen build on docs too deep or too complex to parse', () => {
  // Each of these docs took micromark seconds to minutes, or crashed it; the pre-scan refuses them before micromark
  // starts, which renderer/content/source-limits.test.ts shows by recording micromark's runs rather than by a clock.
  it('reports each with its code, file, line and column, exits 1, and parses the other docs', async () => {
    const root = await copyFixture('basic');
    await mkdir(path.join(root, 'content/deep'));
    await mkdir(path.join(root, 'content/complex'));
    for (const { file, source } of PATHOLOGICAL) await writeFile(path.join(root, 'content', file), source);
    const { code, report } = await buildSiteJson(root);

    expect(code).toBe(1);
    expect(report).toMatchObject({ ok: false, exitCode: 1, warnings: [] });
    const byFile = new Map(report.errors.map((error) => [error.file, error]));
    for (const { file, code: expected, line, column } of PATHOLOGICAL) {
      expect(byFile.get(`content/${file}`), file).toMatchObject({ code: expected, severity: 'error', line, column } satisfies Partial<JsonDiagnostic>);
    }
    // Nothing else: the fixture's own docs parsed as always.
    expect(report.errors).toHaveLength(PATHOLOGICAL.length);
  });
});

describe('the per-doc time limit', () => {
  // Tens of milliseconds or more to parse, and to render, even warm: a limit of 1 ms certainly stops either, however fast the machine.
  const table = `# Table\n\n| a | b |\n| - | - |\n${'| x | *y* |\n'.repeat(2_000)}`;

  it('stops a doc that parses longer than the limit in the middle, and reports it with its file', async () => {
    // The table is the site's only doc: under a 1 ms limit, any doc may be stopped, even a small one parsed first with cold code.
    const root = await makeSite({ 'content/index.md': table });
    // One thread, this one, where the record sees the parse.
    const buildWithLimit = async (docTimeoutMs?: number) =>
      build({ root, outDir: path.join(await makeTemporaryFolder(), 'build'), cache: false, threads: 1, docTimeoutMs });

    const stopped = await recordMarkdownParsesOf(() => buildWithLimit(1));
    expect(stopped.result.exitCode).toBe(1);
    expect(stopped.result.diagnostics).toEqual([
      { code: 'doc-timeout', severity: 'error', message: 'Parsing this doc took longer than 0.001 s and was stopped', location: { file: 'content/index.md' } },
    ]);
    // Stopped, not waited for: its parse never returned (it was stopped in the pre-scan or in micromark).
    expect(stopped.parses.finished).toEqual([]);

    // The pair: under the default limit the same doc parses to the end, and the record sees it.
    const parsed = await recordMarkdownParsesOf(() => buildWithLimit(undefined));
    expect(parsed.result.diagnostics).toEqual([]);
    expect(parsed.parses.finished).toEqual(['content/index.md']);
  });

  it('gives each doc the whole limit, however long the docs before it took', async () => {
    // Each doc takes 0.4 s (a plugin of the site's waits that long), under a 1 s limit: three in a row take longer
    // than the limit together, and none may be stopped for that. One thread runs them, this one, one after another.
    const spin = `export default function remarkSlow() {
  return () => {
    const until = Date.now() + 400;
    while (Date.now() < until) {}
  };
}
`;
    const root = await makeSite(
      { 'plugins/remark-slow.mjs': spin, 'content/a.md': '# A\n', 'content/b.md': '# B\n', 'content/c.md': '# C\n' },
      "title: 'Slow', markdown: { remarkPlugins: [remarkSlow] }",
    );
    const config = path.join(root, 'site.config.ts');
    await writeFile(config, `import remarkSlow from './plugins/remark-slow.mjs';\n${await readFile(config, 'utf8')}`);
    const result = await build({ root, outDir: path.join(await makeTemporaryFolder(), 'build'), cache: false, threads: 1, docTimeoutMs: 1_000 });
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('hands over each task of a row once it ends, wherever in the row the watchdog fires', async () => {
    // Under a 1 ms limit the watchdog fires anywhere: in a task, between two, or after the last was handed over.
    const runner = createTaskRunner({
      config: {
        markdown: { rawHtml: 'allow', beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] },
      } as unknown as ResolvedConfig,
      components: [],
      cacheDir: await makeTemporaryFolder(),
      buildId: 'rows',
      docTimeoutMs: 1,
    });
    try {
      // Rows of small docs, from one to twenty: some end about when the limit does.
      for (let row = 0; row < 300; row++) {
        const tasks: ParseTask[] = Array.from({ length: 1 + (row % 20) }, (_, at) => ({
          type: 'parse',
          doc: { file: `content/${row}-${at}.md`, format: 'md', source: '# Short\n\nA paragraph.\n', key: `${row}-${at}` },
        }));
        const settled = new Map<number, TaskOutcome>();
        runner.runEach(tasks, (index, outcome) => {
          expect(index).toBeLessThan(tasks.length);
          settled.set(index, outcome);
        });
        expect([...settled.keys()].sort((a, b) => a - b)).toEqual(tasks.map((_, at) => at));
        for (const outcome of settled.values()) expect(outcome.error).toBeUndefined();
      }
    } finally {
      runner.close();
    }
  });

  it('stops a doc on a worker thread too, where large sites parse', async () => {
    // The launcher brings the compiled worker (dist/worker.cjs) up to date with the sources.
    expect((await runCli(['--version'])).code).toBe(0);
    const worker = new Worker(path.join(PACKAGE_ROOT, 'cli/worker-thread.cjs'), {
      // The parse task reads only the config's raw HTML policy and Markdown plugins.
      workerData: {
        config: { markdown: { rawHtml: 'allow', beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] } },
        components: [],
        cacheDir: await makeTemporaryFolder(),
        buildId: 'test',
        docTimeoutMs: 1,
      },
    });
    try {
      const reply = new Promise<{ result: ParseResult }>((resolve) => worker.once('message', resolve));
      worker.postMessage({ id: 1, task: { type: 'parse', doc: { file: 'content/table.md', format: 'md', source: table, key: 'k' } } satisfies ParseTask });
      expect((await reply).result.info.diagnostics).toEqual([
        {
          code: 'doc-timeout',
          severity: 'error',
          message: 'Parsing this doc took longer than 0.001 s and was stopped',
          location: { file: 'content/table.md' },
        },
      ]);
    } finally {
      await worker.terminate();
    }
  });

  it('stops a page that renders longer than the limit, fails the build and leaves the output as it was', async () => {
    const root = await copyFixture('basic', { 'content/table.md': table });
    const outDir = path.join(await makeTemporaryFolder(), 'build');
    const cacheDir = await makeTemporaryFolder();
    expect((await build({ root, outDir, cacheDir })).exitCode).toBe(0);
    const before = await readFile(path.join(outDir, 'table/index.html'), 'utf8');

    // A config change renders every page again; the docs come parsed from the cache.
    const config = path.join(root, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Basic Docs'", "title: 'Renamed Docs'"));
    const result = await build({ root, outDir, cacheDir, docTimeoutMs: 1 });
    expect(result.exitCode).toBe(1);
    expect(result.work.parsed).toBe(0);
    expect(result.diagnostics).toContainEqual({
      code: 'doc-timeout',
      severity: 'error',
      message: 'Rendering this page took longer than 0.001 s and was stopped',
      location: { file: 'content/table.md' },
    });
    expect(await readFile(path.join(outDir, 'table/index.html'), 'utf8')).toBe(before);
  });
});

describe('an exception while rendering one page', () => {
  it('becomes an internal-error diagnostic naming the page, and --json prints its object', async () => {
    // A theme component given what it cannot render: an object as text.
    const root = await copyFixture('basic', { 'content/broken.mdx': '# Broken\n\n<Details summary={{ a: 1 }}>x</Details>\n' });
    const { code, report } = await buildSiteJson(root);
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'internal-error',
        file: 'content/broken.mdx',
        message: expect.stringMatching(/^Internal error while rendering this page: Objects are not valid as a React child/),
      }),
    ]);
  });
});

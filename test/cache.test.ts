/**
 * The build cache, seen from outside: a warm rebuild does only the work its
 * edit calls for, and its output is byte for byte what a cold build of the
 * same sources writes. A damaged, stale or tampered cache or output is
 * detected and rebuilt, never served.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, lstat, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, makeTemporaryFolder, readTree, removeTemporaryFolders } from './helpers/cli.js';
import { buildWithThreads, type WorkReport } from './helpers/threaded-build.js';
import { stampOf } from '../renderer/fs/file-stamp.js';

afterAll(removeTemporaryFolders);

const execFileAsync = promisify(execFile);

/** A site copy with its own output and cache folders, built with --json. */
async function siteUnderTest(fixtureName = 'basic') {
  const root = await copyFixture(fixtureName);
  const outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
  const cacheDir = await makeTemporaryFolder('docs-gen-cache-');
  const build = async (extra: readonly string[] = []) => {
    const run = await buildSite(root, ['--json', '--cache-dir', cacheDir, ...extra], outDir);
    const report = JSON.parse(run.stdout) as WorkReport;
    expect(report.errors, run.stderr).toEqual([]);
    return report;
  };
  return { root, outDir, cacheDir, build };
}

/** What a cold build of the same sources writes, to compare a warm build with. */
async function coldBuildOf(root: string): Promise<Map<string, Buffer>> {
  const cold = await buildSite(root, ['--no-cache']);
  expect(cold.code, cold.stderr).toBe(0);
  return readTree(cold.outDir);
}

async function expectSameAsColdBuild(root: string, outDir: string): Promise<void> {
  const expected = await coldBuildOf(root);
  const actual = await readTree(outDir);
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  for (const [file, contents] of expected) expect(actual.get(file)?.equals(contents), file).toBe(true);
}

describe('warm rebuilds', () => {
  it('parse only the edited doc and re-render only its page when the edit changes nothing else', async () => {
    const site = await siteUnderTest();
    const cold = await site.build();
    expect(cold.work).toMatchObject({ cache: 'empty', parsed: cold.work.docs, planned: cold.pages, rendered: cold.pages });

    await appendFile(path.join(site.root, 'content/reference/cli.md'), '\nA new paragraph about flags.\n');
    const warm = await site.build();
    // The other pages' files were made from the same site, manifest, route and doc: they are not even planned.
    expect(warm.work).toMatchObject({ cache: 'reused', parsed: 1, planned: 1, rendered: 1 });
    expect(await readFile(path.join(site.outDir, 'reference/cli/index.html'), 'utf8')).toContain('A new paragraph about flags.');
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('do no work at all when nothing changed', async () => {
    const site = await siteUnderTest();
    await site.build();
    const again = await site.build();
    expect(again.work).toMatchObject({ cache: 'reused', parsed: 0, planned: 0, rendered: 0 });
  });

  it('re-render the pages that show a changed title (sidebar, pagination), and only those', async () => {
    const site = await siteUnderTest();
    const cold = await site.build();
    const file = path.join(site.root, 'content/reference/cli.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('# CLI', '# Command line'));
    const warm = await site.build();
    // Any page may show a title: every page is planned, and only those whose plan changed are rendered.
    expect(warm.work).toMatchObject({ parsed: 1, planned: cold.pages });
    expect(warm.work.rendered).toBeGreaterThan(1);
    expect(warm.work.rendered).toBeLessThan(cold.pages);
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('plan only the edited page when a paragraph added above its links moves them down the file', async () => {
    const site = await siteUnderTest();
    await site.build();
    const file = path.join(site.root, 'content/index.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('# Welcome\n', '# Welcome\n\nA first paragraph.\n'));
    const warm = await site.build();
    expect(warm.work).toMatchObject({ parsed: 1, planned: 1, rendered: 1 });
    expect(await readFile(path.join(site.outDir, 'index.html'), 'utf8')).toContain('A first paragraph.');
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('plan every page again after a heading edit, and re-render only the edited one', async () => {
    const site = await siteUnderTest();
    const cold = await site.build();
    const file = path.join(site.root, 'content/01-guide/02-configure.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('## Options', '## Settings'));
    const warm = await site.build();
    expect(warm.work).toMatchObject({ parsed: 1, planned: cold.pages, rendered: 1 });
    expect(await readFile(path.join(site.outDir, 'guide/configure/index.html'), 'utf8')).toContain('Settings');
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('check no links when the build before found nothing wrong with the same links, and every page again while a warning stands', async () => {
    const site = await siteUnderTest();
    expect((await site.build()).work.linksChecked).toBeGreaterThan(1);
    const file = path.join(site.root, 'content/reference/cli.md');
    await appendFile(file, '\nA new paragraph about flags.\n');
    expect((await site.build()).work.linksChecked).toBe(0);

    // A broken anchor is a warning, which each build reports while it stands.
    await appendFile(file, '\nSee [the flags](#no-such-heading).\n');
    const warned = await site.build();
    expect(warned.work.linksChecked).toBeGreaterThan(1);
    expect(warned.warnings).toMatchObject([{ code: 'broken-anchor', file: 'content/reference/cli.md' }]);
    await appendFile(file, '\nA paragraph below it.\n');
    const again = await site.build();
    expect(again.work.linksChecked).toBeGreaterThan(1);
    expect(again.warnings).toMatchObject([{ code: 'broken-anchor', line: warned.warnings[0]!.line }]);

    // Fixed: checked once more, then known to be clean.
    await writeFile(file, (await readFile(file, 'utf8')).replace('[the flags](#no-such-heading)', 'the flags'));
    const fixed = await site.build();
    expect(fixed.warnings).toEqual([]);
    expect(fixed.work.linksChecked).toBeGreaterThan(1);
    await appendFile(file, '\nA last paragraph.\n');
    expect((await site.build()).work.linksChecked).toBe(0);
  });

  it('re-render every page, and check every link again, when the config changes', async () => {
    const site = await siteUnderTest();
    const cold = await site.build();
    const config = path.join(site.root, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Basic Docs'", "title: 'Renamed Docs'"));
    const warm = await site.build();
    expect(warm.work).toMatchObject({ parsed: 0, linksChecked: cold.work.linksChecked, planned: cold.pages, rendered: cold.pages });
    expect(await readFile(path.join(site.outDir, 'index.html'), 'utf8')).toContain('Renamed Docs');
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('run the config compiled by the build before until the config or a file it imports changes', async () => {
    const site = await siteUnderTest();
    const config = path.join(site.root, 'site.config.ts');
    await writeFile(path.join(site.root, 'site-title.ts'), "export const siteTitle = 'Imported Docs';\n");
    await writeFile(
      config,
      `import { siteTitle } from './site-title';\n${(await readFile(config, 'utf8')).replace("title: 'Basic Docs'", 'title: siteTitle')}`,
    );
    await site.build();
    expect(await readFile(path.join(site.outDir, 'index.html'), 'utf8')).toContain('Imported Docs');
    const compiled = path.join(site.cacheDir, 'compiled-config.json');
    const firstCompile = (await stat(compiled)).mtimeMs;
    await site.build();
    expect((await stat(compiled)).mtimeMs).toBe(firstCompile);

    await writeFile(path.join(site.root, 'site-title.ts'), "export const siteTitle = 'Edited Docs';\n");
    await site.build();
    expect(await readFile(path.join(site.outDir, 'index.html'), 'utf8')).toContain('Edited Docs');
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('remove the pages of deleted docs, and files the site never made', async () => {
    const site = await siteUnderTest();
    await site.build();
    await rm(path.join(site.root, 'content/reference/api.md'));
    await writeFile(path.join(site.outDir, 'stray.html'), 'not from docs-gen');
    const warm = await site.build();
    expect(warm.work.parsed).toBe(0);
    expect(existsSync(path.join(site.outDir, 'reference/api/index.html'))).toBe(false);
    expect(existsSync(path.join(site.outDir, 'stray.html'))).toBe(false);
    await expectSameAsColdBuild(site.root, site.outDir);
  });
  it('append what they change to the index journal, and fold it into the index once it grows past a quarter of it', async () => {
    const site = await siteUnderTest();
    await site.build();
    // The second build writes the index whole: each file it keeps is linked into a new folder, which changes its stamp.
    await appendFile(path.join(site.root, 'content/index.md'), '\nA paragraph.\n');
    await site.build();
    const index = path.join(site.cacheDir, 'index.json');
    const journal = path.join(site.cacheDir, 'index.journal');
    const written = await readFile(index);
    await appendFile(path.join(site.root, 'content/reference/cli.md'), '\nFirst added paragraph.\n');
    expect((await site.build()).work).toMatchObject({ cache: 'reused', parsed: 1, rendered: 1 });
    expect((await readFile(index)).equals(written)).toBe(true);
    expect(existsSync(journal)).toBe(true);
    let folded = false;
    for (let edit = 1; edit <= 20 && !folded; edit++) {
      await appendFile(path.join(site.root, 'content/reference/cli.md'), `\nParagraph ${edit}.\n`);
      expect((await site.build()).work).toMatchObject({ cache: 'reused', parsed: 1, rendered: 1 });
      folded = !existsSync(journal);
    }
    expect(folded).toBe(true);
    expect((await readFile(index)).equals(written)).toBe(false);
    // What the folded index and what the journal since hold is what the next builds work from.
    await appendFile(path.join(site.root, 'content/reference/cli.md'), '\nLast paragraph.\n');
    expect((await site.build()).work).toMatchObject({ cache: 'reused', parsed: 1, rendered: 1 });
    expect((await site.build()).work).toMatchObject({ cache: 'reused', parsed: 0, rendered: 0 });
    await expectSameAsColdBuild(site.root, site.outDir);
  });
});

describe('markdown.admonitionTypes', () => {
  it('is part of every parse key: a type the config adds turns the :::blocks of docs parsed before into admonitions', async () => {
    const site = await siteUnderTest();
    await writeFile(path.join(site.root, 'content/release.md'), '# Release\n\n:::release[Version 2]\nPlans are offers now.\n:::\n');
    const before = await site.build();
    expect(before.warnings.map((warning) => `${warning.code} ${warning.file}:${warning.line}`)).toEqual(['directive-unknown content/release.md:3']);
    expect(await readFile(path.join(site.outDir, 'release/index.html'), 'utf8')).toContain(':::release[Version 2]');

    const config = path.join(site.root, 'site.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace("title: 'Basic Docs',", "title: 'Basic Docs',\n  markdown: { admonitionTypes: ['release'] },"),
    );
    const after = await site.build();
    expect(after.warnings).toEqual([]);
    expect(after.work).toMatchObject({ parsed: after.work.docs });
    expect(await readFile(path.join(site.outDir, 'release/index.html'), 'utf8')).toMatch(
      /class="admonition admonition--release"[\s\S]*Version 2[\s\S]*Plans are offers now/,
    );
    await expectSameAsColdBuild(site.root, site.outDir);
  });
});

describe('API specs', () => {
  it('are taken from the cache while the specs and every file their $refs name read the same, and loaded again when one changes', async () => {
    const site = await siteUnderTest('api-spec-info');
    const cold = await site.build();
    expect(cold.work).toMatchObject({ specsLoaded: 2 });
    const warm = await site.build();
    expect(warm.work).toMatchObject({ specsLoaded: 0, rendered: 0 });
    await expectSameAsColdBuild(site.root, site.outDir);

    // A file only a $ref names: the spec files themselves are unchanged.
    const money = path.join(site.root, 'specs/parts/money.yaml');
    await writeFile(money, (await readFile(money, 'utf8')).replace("In the currency's smallest unit.", 'In cents, or the smallest unit.'));
    const edited = await site.build();
    expect(edited.work).toMatchObject({ specsLoaded: 2 });
    expect(await readFile(path.join(site.outDir, 'assets/specs/bundled/events.yaml.json'), 'utf8')).toContain('In cents, or the smallest unit.');
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('are loaded again once a file a $ref named, and that was missing, is there', async () => {
    const site = await siteUnderTest('api-spec-info');
    const events = path.join(site.root, 'specs/events.yaml');
    await writeFile(events, (await readFile(events, 'utf8')).replace('./parts/money.yaml#/Money', './parts/amount.yaml#/Money'));
    const missing = await buildSite(site.root, ['--json', '--cache-dir', site.cacheDir], site.outDir);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('Cannot read specs/parts/amount.yaml: there is no such file');

    await writeFile(path.join(site.root, 'specs/parts/amount.yaml'), await readFile(path.join(site.root, 'specs/parts/money.yaml')));
    const found = await site.build();
    expect(found.work).toMatchObject({ specsLoaded: 2 });
    await expectSameAsColdBuild(site.root, site.outDir);
  });
});

describe('a cache that cannot be trusted', () => {
  it('is rebuilt when its index is corrupt', async () => {
    const site = await siteUnderTest();
    await site.build();
    const index = path.join(site.cacheDir, 'index.json');
    const text = await readFile(index, 'utf8');
    await writeFile(index, text.replace('"docs":{', '"docs":{"x":1,'));
    const warm = await site.build();
    expect(warm.work).toMatchObject({ cache: 'corrupt', parsed: warm.work.docs });
    await expectSameAsColdBuild(site.root, site.outDir);
    expect((await site.build()).work.cache).toBe('reused');
  });

  it('reads the index journal up to a damaged record, then works from there and writes the index whole', async () => {
    const site = await siteUnderTest();
    await site.build();
    await appendFile(path.join(site.root, 'content/index.md'), '\nA paragraph.\n');
    await site.build();
    await appendFile(path.join(site.root, 'content/reference/cli.md'), '\nA paragraph the journal records.\n');
    await site.build();
    const journal = path.join(site.cacheDir, 'index.journal');
    const text = await readFile(journal, 'utf8');
    // The last record, the build's after the edit: its JSON no longer matches its digest.
    const last = text.lastIndexOf('content/reference/cli.md');
    expect(last).toBeGreaterThan(text.lastIndexOf('\n', text.length - 2));
    await writeFile(journal, `${text.slice(0, last)}content/reference/clj.md${text.slice(last + 'content/reference/cli.md'.length)}`);
    const warm = await site.build();
    // The edited doc's entry was in the damaged record: it is parsed again, its page found as it is.
    expect(warm.work).toMatchObject({ cache: 'reused', parsed: 1 });
    expect(existsSync(journal)).toBe(false);
    await expectSameAsColdBuild(site.root, site.outDir);
    expect((await site.build()).work).toMatchObject({ cache: 'reused', parsed: 0, rendered: 0 });
  });

  it('is ignored when it was written by other code (a different fingerprint)', async () => {
    const site = await siteUnderTest();
    await site.build();
    const index = path.join(site.cacheDir, 'index.json');
    const text = await readFile(index, 'utf8');
    await writeFile(index, text.replace(/"fingerprint":"[0-9a-f]+"/, '"fingerprint":"0000"'));
    expect((await site.build()).work.cache).toBe('stale');
  });

  it('parses a doc again when its stored tree is damaged', async () => {
    const site = await siteUnderTest();
    await site.build();
    // Damage every stored tree, then make every page render again (a config change) so each one is read.
    const packs = path.join(site.cacheDir, 'packs');
    for (const pack of await readdir(packs)) {
      const bytes = await readFile(path.join(packs, pack));
      await writeFile(path.join(packs, pack), Buffer.from(bytes.toString('latin1').replaceAll('"text"', '"TEXT"'), 'latin1'));
    }
    const config = path.join(site.root, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Basic Docs'", "title: 'Renamed Docs'"));
    const warm = await site.build();
    expect(warm.work.parsed).toBe(0);
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('rewrites an output page that was changed or deleted since it was written', async () => {
    const site = await siteUnderTest();
    await site.build();
    await writeFile(path.join(site.outDir, 'index.html'), 'tampered');
    await rm(path.join(site.outDir, 'reference/cli/index.html'));
    const warm = await site.build();
    expect(warm.work.rendered).toBe(2);
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('rewrites an output page edited in place with its size and modification time kept, also after a build that kept it', async () => {
    const site = await siteUnderTest();
    await site.build();
    // This build keeps every file: the page below is then the same file in both generations.
    expect((await site.build()).work.rendered).toBe(0);
    const page = path.join(site.outDir, 'reference/cli/index.html');
    const before = await stat(page, { bigint: true });
    const html = await readFile(page, 'utf8');
    await writeFile(page, html.replace('<html', '<HTML'));
    // To the nanosecond, which fs.utimes cannot do.
    await execFileAsync('touch', ['-m', '-d', `@${before.mtimeNs / 1_000_000_000n}.${String(before.mtimeNs % 1_000_000_000n).padStart(9, '0')}`, page]);
    const after = await stat(page, { bigint: true });
    expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
    const warm = await site.build();
    expect(warm.work.rendered).toBe(1);
    await expectSameAsColdBuild(site.root, site.outDir);
  });

  it('keeps an unchanged page as the same file as the build before (a hard link, not a copy)', async () => {
    const site = await siteUnderTest();
    await site.build();
    const unchanged = path.join(site.outDir, 'index.html');
    const first = await stat(unchanged);
    await appendFile(path.join(site.root, 'content/reference/cli.md'), '\nA new paragraph about flags.\n');
    expect((await site.build()).work.rendered).toBe(1);
    expect((await stat(unchanged)).ino).toBe(first.ino);
  });

  it('records each file it writes with the stamp the output shows, so the next build trusts it without reading it', async () => {
    const site = await siteUnderTest();
    const recordedStamps = async () => {
      const index = await readFile(path.join(site.cacheDir, 'index.json'), 'utf8');
      const body = JSON.parse(index.slice(index.indexOf('\n') + 1)) as { output: { files: Record<string, { stamp: string }> } };
      return Object.entries(body.output.files);
    };
    const expectStampsOfOutput = async () => {
      const files = await recordedStamps();
      expect(files.length).toBeGreaterThan(10);
      for (const [file, { stamp }] of files) expect(stamp, file).toBe(stampOf(await lstat(path.join(site.outDir, file))));
    };
    // Into a new folder, and into the spare the first build left, where files of the live site are linked.
    await site.build();
    await expectStampsOfOutput();
    await appendFile(path.join(site.root, 'content/reference/cli.md'), '\nA new paragraph about flags.\n');
    // Written whole again: each file it keeps is linked into a new folder, which changes its stamp.
    await site.build();
    expect(existsSync(path.join(site.cacheDir, 'index.journal'))).toBe(false);
    await expectStampsOfOutput();
  });

  it('rebuilds everything into a different output folder', async () => {
    const site = await siteUnderTest();
    const first = await site.build();
    const elsewhere = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    const run = await buildSite(site.root, ['--json', '--cache-dir', site.cacheDir], elsewhere);
    const report = JSON.parse(run.stdout) as WorkReport;
    expect(report.work).toMatchObject({ parsed: 0, rendered: first.pages });
  });
});

describe('--no-cache', () => {
  it('builds from scratch and leaves no cache folder behind', async () => {
    const root = await copyFixture('basic');
    const run = await buildSite(root, ['--json', '--no-cache']);
    const report = JSON.parse(run.stdout) as WorkReport;
    expect(report.work).toMatchObject({ cache: 'disabled', parsed: report.work.docs, rendered: report.pages });
    expect(existsSync(path.join(root, 'node_modules/.cache/docs-gen'))).toBe(false);
  });
});

/**
 * Through the command: the threads a build uses are its `--threads`. Workers start for jobs of 250 docs or pages
 * (MIN_TASKS_FOR_WORKERS, renderer/pipeline/pool.ts), the main thread taking tasks with them below 5,000
 * (MAIN_THREAD_TASK_LIMIT). No option lowers the second threshold, so only a site of 5,000 docs reaches it: that
 * build (workers alone) is in test/soak/worker-threads.test.ts; this one checks the first.
 */
describe('worker threads', () => {
  it('write the same site as the main thread alone', async () => {
    // Enough docs that the build starts workers.
    const root = await copyFixture('basic');
    await mkdir(path.join(root, 'content/many'), { recursive: true });
    for (let index = 0; index < 260; index++) {
      const next = (index + 1) % 260;
      await writeFile(
        path.join(root, `content/many/page-${index}.md`),
        `# Page ${index}\n\nSee [the next page](./page-${next}.md#details).\n\n## Details\n\n\`\`\`ts\nconst page = ${index};\n\`\`\`\n\n:::note\nNumber ${index}.\n:::\n`,
      );
    }
    const threaded = await buildWithThreads(root, 2);
    const single = await buildWithThreads(root, 1);
    expect(threaded.report.work).toMatchObject({ threads: 2, workers: 1 });
    expect(single.report.work).toMatchObject({ threads: 1, workers: 0 });
    const a = await readTree(threaded.outDir);
    const b = await readTree(single.outDir);
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [file, contents] of b) expect(a.get(file)?.equals(contents), file).toBe(true);
    expect(a.size).toBeGreaterThan(260);
  });
});

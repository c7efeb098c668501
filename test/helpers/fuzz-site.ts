/**
 * Fuzzing (issue 14), shared by the small case `npm test` runs
 * (test/fuzz.test.ts) and the full-size soak run (test/soak/fuzz.test.ts):
 * docs of this site and the Markdown fixtures, mutated with a seeded
 * generator (runs of syntax characters, deep nesting of every construct,
 * truncation, splicing, amplification), are built as a site. Whatever the
 * input, the build gives its --json object, reports no internal error,
 * locates every diagnostic in a file and line, and stops no doc at the
 * per-doc time limit; the docs that parse are rendered too.
 *
 * The seeds are fixed, so a failure reproduces with its seed and size.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { buildSiteJson, configSource, copyFixture, makeTemporaryFolder, type JsonReport } from './cli.js';
import { mutateDoc, Random, readSeedDocs } from './mutate-docs.js';

export interface FuzzCase {
  readonly seed: number;
  /** Mutated docs in the site, beside the basic fixture's own. */
  readonly docs: number;
}

/** A site of the basic fixture plus the mutated docs; broken links are not the point here. */
async function makeFuzzSite({ seed, docs }: FuzzCase): Promise<{ root: string; files: string[] }> {
  const root = await copyFixture('basic', {
    'site.config.ts': configSource(
      "title: 'Fuzz', onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore', onDuplicateRoutes: 'ignore'",
    ),
  });
  await mkdir(path.join(root, 'content/fuzz'));
  const random = new Random(seed);
  const seedDocs = readSeedDocs();
  const files: string[] = [];
  for (let index = 0; index < docs; index++) {
    const doc = mutateDoc(random, seedDocs);
    const file = `content/fuzz/doc-${index}.${doc.format}`;
    await writeFile(path.join(root, file), doc.source);
    files.push(file);
  }
  return { root, files };
}

function expectBoundedAndLocated(report: JsonReport, fuzzCase: FuzzCase): void {
  const diagnostics = [...report.errors, ...report.warnings];
  const where = `(seed ${fuzzCase.seed}, ${fuzzCase.docs} docs)`;
  expect(
    diagnostics.filter((diagnostic) => diagnostic.code === 'internal-error'),
    where,
  ).toEqual([]);
  expect(
    diagnostics.filter((diagnostic) => typeof diagnostic.file !== 'string' || typeof diagnostic.line !== 'number'),
    where,
  ).toEqual([]);
  // Bounded time without a clock: the build stops any doc at the per-doc time limit (limits.test.ts tests the stop
  // with a tiny limit), and no fuzzed doc may need it: each one is parsed, or refused by a limit that counts.
  expect(
    diagnostics.filter((diagnostic) => diagnostic.code === 'doc-timeout'),
    where,
  ).toEqual([]);
}

/**
 * Builds the fuzzed site; then, without the docs that failed, builds it again (every page renders, from the cached
 * parse), but for compiled pages whose expressions throw as they run, which only rendering finds: those are
 * located too, and without them the rest builds clean.
 */
export async function expectFuzzedSiteBuilds(fuzzCase: FuzzCase): Promise<void> {
  const where = `(seed ${fuzzCase.seed}, ${fuzzCase.docs} docs)`;
  const { root, files } = await makeFuzzSite(fuzzCase);
  const cacheDir = await makeTemporaryFolder('docs-gen-cache-');
  const parsed = await buildSiteJson(root, ['--cache-dir', cacheDir]);
  expectBoundedAndLocated(parsed.report, fuzzCase);
  expect(parsed.report.errors.length, `some docs are expected to be refused ${where}`).toBeGreaterThan(0);

  const failed = new Set(parsed.report.errors.map((error) => error.file));
  for (const file of files) if (failed.has(file)) await rm(path.join(root, file));
  const rendered = await buildSiteJson(root, ['--cache-dir', cacheDir]);
  expectBoundedAndLocated(rendered.report, fuzzCase);
  expect(
    rendered.report.errors.filter((error) => error.code !== 'mdx-runtime'),
    where,
  ).toEqual([]);
  const threw = new Set(rendered.report.errors.map((error) => error.file));
  for (const file of threw) await rm(path.join(root, file!));
  const rest = threw.size === 0 ? rendered : await buildSiteJson(root, ['--cache-dir', cacheDir]);
  expect(rest.report.errors, where).toEqual([]);
  expect(rest.report.pages).toBeGreaterThan(files.length - failed.size - threw.size);
}

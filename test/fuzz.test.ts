/**
 * Fuzzing (issue 14): a few hundred docs of this site and the Markdown
 * fixtures, mutated with a seeded generator (runs of syntax characters, deep
 * nesting of every construct, truncation, splicing, amplification), are built
 * as sites. Whatever the input, the build prints its --json object, reports
 * no internal error, locates every diagnostic in a file and line, and
 * finishes in bounded time; the docs that parse are rendered too.
 *
 * The seeds are fixed, so a failure reproduces with its seed. A site of
 * more than 250 docs parses on worker threads, as large sites do.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSiteJson, configSource, copyFixture, makeTemporaryFolder, removeTemporaryFolders, type JsonReport } from './helpers/cli.js';
import { mutateDoc, Random, readSeedDocs } from './helpers/mutate-docs.js';

afterAll(removeTemporaryFolders);

const SEEDS = [14, 1_401] as const;
const DOCS_PER_SITE = 260;
/** Refused or not, no doc may hold a build for long: about a second per ten docs is the budget. */
const BUILD_MS = 30_000;

/** A site of the basic fixture plus the mutated docs; broken links are not the point here. */
async function fuzzSite(seed: number): Promise<{ root: string; files: string[] }> {
  const root = await copyFixture('basic', {
    'site.config.ts': configSource(
      "title: 'Fuzz', onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore', onDuplicateRoutes: 'ignore'",
    ),
  });
  await mkdir(path.join(root, 'content/fuzz'));
  const random = new Random(seed);
  const seedDocs = readSeedDocs();
  const files: string[] = [];
  for (let index = 0; index < DOCS_PER_SITE; index++) {
    const doc = mutateDoc(random, seedDocs);
    const file = `content/fuzz/doc-${index}.${doc.format}`;
    await writeFile(path.join(root, file), doc.source);
    files.push(file);
  }
  return { root, files };
}

function expectBoundedAndLocated(report: JsonReport, seed: number): void {
  const diagnostics = [...report.errors, ...report.warnings];
  const where = `(seed ${seed})`;
  expect(
    diagnostics.filter((diagnostic) => diagnostic.code === 'internal-error'),
    where,
  ).toEqual([]);
  expect(
    diagnostics.filter((diagnostic) => typeof diagnostic.file !== 'string' || typeof diagnostic.line !== 'number'),
    where,
  ).toEqual([]);
  expect(report.durationMs, where).toBeLessThan(BUILD_MS);
}

describe('fuzzed docs', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: ${DOCS_PER_SITE} mutated docs build with located diagnostics only, in bounded time, and those that parse render`, async () => {
      const { root, files } = await fuzzSite(seed);
      const cacheDir = await makeTemporaryFolder('docs-gen-cache-');
      const parsed = await buildSiteJson(root, ['--cache-dir', cacheDir]);
      expectBoundedAndLocated(parsed.report, seed);
      expect(parsed.report.errors.length, 'some docs are expected to be refused').toBeGreaterThan(0);

      // Without the docs that failed, the site builds and every page renders (from the cached parse), but for
      // compiled pages whose expressions throw as they run, which only rendering finds: those are located too.
      const failed = new Set(parsed.report.errors.map((error) => error.file));
      for (const file of files) if (failed.has(file)) await rm(path.join(root, file));
      const rendered = await buildSiteJson(root, ['--cache-dir', cacheDir]);
      expectBoundedAndLocated(rendered.report, seed);
      expect(
        rendered.report.errors.filter((error) => error.code !== 'mdx-runtime'),
        `(seed ${seed})`,
      ).toEqual([]);
      const threw = new Set(rendered.report.errors.map((error) => error.file));
      for (const file of threw) await rm(path.join(root, file!));
      const rest = threw.size === 0 ? rendered : await buildSiteJson(root, ['--cache-dir', cacheDir]);
      expect(rest.report.errors, `(seed ${seed})`).toEqual([]);
      expect(rest.report.pages).toBeGreaterThan(files.length - failed.size - threw.size);
    }, 120_000);
  }
});

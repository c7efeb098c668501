/**
 * The docs-gen benchmark (`npm run bench`). For each size it generates a
 * synthetic site once (cached), then times, as child processes:
 * - cold `docs-gen build`s (output and caches deleted first),
 * - a warm rebuild after appending a paragraph to one page,
 * - the bare unified + React baseline (bench/baseline.tsx) on the same tree,
 * and reports medians, output size, the JavaScript a doc page loads, the dev
 * server's edit latency when `docs-gen dev` exists, and the issue's targets.
 *
 * It measures; it does not judge: the exit code is 0 whatever the figures,
 * and 1 only when a build fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measureDevLatency, type DevLatency, type EditLatency } from './dev-latency.js';
import { table } from './format.js';
import { LIGHTHOUSE_USAGE, lighthouseMain } from './lighthouse.js';
import { GENERATOR_VERSION, planSite, renderPage, writeGeneratedSite, generateMain, type PlannedPage, type SitePlan } from './generate-site.js';
import { measureJsWeight, type JsWeight } from './js-weight.js';
import { measureSearchQuery, type SearchQueryFigures } from './search.js';
import { hasGnuTime, measureCommand, median, type Measurement } from './measure.js';
import { PAGE_BUDGET, type Weight, weigh, withinBudget } from '../renderer/render/page-weight.js';

// ---------------------------------------------------------------------------
// Options

interface BenchOptions {
  readonly sizes: readonly number[];
  /** undefined: 3 runs up to 1,000 pages, 1 above. */
  readonly runs: number | undefined;
  readonly seed: number;
  readonly json: boolean;
  /** Skip the warm rebuilds. */
  readonly warm: boolean;
  /** Leave docs-gen's output in the cache folder (a 10,000-page output can be gigabytes). */
  readonly keepOutput: boolean;
  /** Build the GitHub REST API description as an extra spec. */
  readonly largeSpec: boolean;
  /** Measure what search adds: builds without it, and the first query and keystrokes in Chromium. */
  readonly search: boolean;
}

const DEFAULT_SIZES = [100, 1000, 10000, 30000];
const USAGE = `usage: npm run bench [-- --sizes 100,1000,10000] [--runs N] [--seed S] [--json] [--no-warm] [--keep-output] [--no-large-spec] [--no-search]
       node bench/run.mjs generate --pages N [--seed S] --out DIR
       node bench/run.mjs baseline --root SITE --out DIR
       node bench/run.mjs dev --pages N [--seed S] --root DIR [--edits N]
       ${LIGHTHOUSE_USAGE}`;

function parseOptions(argv: readonly string[]): BenchOptions | string {
  let sizes = DEFAULT_SIZES;
  let runs: number | undefined;
  let seed = 1;
  let json = false;
  let warm = true;
  let keepOutput = false;
  let largeSpec = true;
  let search = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    if (name === '--json') json = true;
    else if (name === '--no-warm') warm = false;
    else if (name === '--keep-output') keepOutput = true;
    else if (name === '--no-large-spec') largeSpec = false;
    else if (name === '--no-search') search = false;
    else if (name === '--sizes') {
      sizes = (value() ?? '').split(',').map((s) => Number(s.trim().replace(/_/g, '')));
      if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 2))
        return '--sizes takes page counts of at least 2, comma-separated: --sizes 100,1000';
    } else if (name === '--runs') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) return '--runs takes a positive integer';
    } else if (name === '--seed') {
      seed = Number(value());
      if (!Number.isInteger(seed)) return '--seed takes an integer';
    } else if (name === '--help' || name === '-h') return '';
    else return `unknown option ${arg}`;
  }
  return { sizes, runs, seed, json, warm, keepOutput, largeSpec, search };
}

/** Cold builds with and without search at any size: one pair says little of a share of 15% on a shared machine. */
const SEARCH_PAIRS = 3;

function runsFor(size: number, options: BenchOptions): number {
  return options.runs ?? (size <= 1000 ? 3 : 1);
}

/** Warm rebuilds take seconds even at 10,000 pages, and a shared machine makes single runs noisy: more of them. */
function warmRunsFor(size: number, options: BenchOptions): number {
  return options.runs ?? (size <= 1000 ? 5 : 3);
}

// ---------------------------------------------------------------------------
// What docs-gen offers today

interface DocsGenCapabilities {
  readonly version: string;
  /** `build --no-cache` is listed in `build --help`. */
  readonly noCacheFlag: boolean;
  /** `dev` is listed in `--help`. */
  readonly devCommand: boolean;
}

function runCli(packageRoot: string, args: readonly string[]): { status: number; output: string } {
  const result = spawnSync(process.execPath, [path.join(packageRoot, 'cli/docs-gen.cjs'), ...args], { encoding: 'utf8' });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/**
 * Also makes sure dist/ is up to date: the launcher recompiles it when a
 * source is newer, and that compile must not be timed as part of a build.
 */
function probeDocsGen(packageRoot: string): DocsGenCapabilities {
  const help = runCli(packageRoot, ['--help']).output;
  const buildHelp = runCli(packageRoot, ['build', '--help']).output;
  const version = runCli(packageRoot, ['--version']).output.trim();
  return { version, noCacheFlag: /--no-cache\b/.test(buildHelp), devCommand: /^\s+dev\b/m.test(help) };
}

// ---------------------------------------------------------------------------
// Generated sites, cached between runs

interface SiteStamp {
  readonly generatorVersion: number;
  readonly generatorHash: string;
  readonly pages: number;
  readonly seed: number;
  readonly treeHash: string;
}

interface PreparedSite {
  readonly dir: string;
  readonly plan: SitePlan;
  readonly reused: boolean;
  readonly generateMs: number;
  readonly sourceBytes: number;
  readonly sourceFiles: number;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (relative: string): void => {
    const entries = readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out;
}

/** Hash of every path and its bytes: tells a cached tree from one left edited by an interrupted run. */
function hashTree(dir: string): { hash: string; bytes: number; files: number } {
  const hash = createHash('sha256');
  let bytes = 0;
  const files = listFiles(dir);
  for (const file of files) {
    const contents = readFileSync(path.join(dir, file));
    hash.update(`${file}\0${contents.length}\0`).update(contents);
    bytes += contents.length;
  }
  return { hash: hash.digest('hex'), bytes, files: files.length };
}

async function prepareSite({
  cacheDir,
  packageRoot,
  pages,
  seed,
  trash,
}: {
  cacheDir: string;
  packageRoot: string;
  pages: number;
  seed: number;
  trash: Trash;
}): Promise<PreparedSite> {
  const dir = path.join(cacheDir, `site-${pages}`);
  const stampFile = path.join(cacheDir, `site-${pages}.json`);
  const generatorHash = createHash('sha256')
    .update(readFileSync(path.join(packageRoot, 'bench/generate-site.ts')))
    .digest('hex');
  const started = performance.now();
  if (existsSync(stampFile) && existsSync(dir)) {
    try {
      const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as SiteStamp;
      if (stamp.generatorVersion === GENERATOR_VERSION && stamp.generatorHash === generatorHash && stamp.pages === pages && stamp.seed === seed) {
        const tree = hashTree(dir);
        if (tree.hash === stamp.treeHash) {
          return {
            dir,
            plan: planSite({ pages, seed }),
            reused: true,
            generateMs: performance.now() - started,
            sourceBytes: tree.bytes,
            sourceFiles: tree.files,
          };
        }
      }
    } catch {
      // An unreadable stamp: generate again.
    }
  }
  rmSync(stampFile, { force: true });
  trash.discard(dir);
  const { plan } = await writeGeneratedSite({ dir, pages, seed });
  const tree = hashTree(dir);
  const stamp: SiteStamp = { generatorVersion: GENERATOR_VERSION, generatorHash, pages, seed, treeHash: tree.hash };
  await writeFile(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
  return { dir, plan, reused: false, generateMs: performance.now() - started, sourceBytes: tree.bytes, sourceFiles: tree.files };
}

// ---------------------------------------------------------------------------
// Builds

/**
 * Where docs-gen keeps (or may one day keep) a build cache. A cold build
 * deletes all of them; add the real location here when the cache lands.
 */
function docsGenCacheDirs(siteDir: string, packageRoot: string): string[] {
  return [
    path.join(siteDir, '.docs-gen'),
    path.join(siteDir, '.docs-gen-cache'),
    path.join(siteDir, '.cache/docs-gen'),
    path.join(siteDir, 'node_modules/.cache/docs-gen'),
    path.join(packageRoot, 'node_modules/.cache/docs-gen'),
  ];
}

function cleanForColdBuild({ siteDir, outDir, packageRoot, trash }: { siteDir: string; outDir: string; packageRoot: string; trash: Trash }): void {
  trash.discardOutput(outDir);
  // Leftovers of an interrupted build of an older docs-gen.
  const parent = path.dirname(outDir);
  if (existsSync(parent)) {
    for (const entry of readdirSync(parent)) {
      if (entry.startsWith(`.docs-gen-tmp-${path.basename(outDir)}-`) || entry.startsWith(`.docs-gen-old-${path.basename(outDir)}-`)) {
        trash.discard(path.join(parent, entry));
      }
    }
  }
  for (const dir of docsGenCacheDirs(siteDir, packageRoot)) trash.discard(dir);
}

/**
 * Where folders the benchmark is done with wait until every figure is taken.
 * On ext4 without a journal (as on the machine the README's figures come
 * from), creating a file in the minute after many were deleted is slow: the
 * kernel steps over each recently freed inode of the group, one by one.
 * Deleting one build's output just before the next timed build charged that
 * to the build: up to a second at 1,000 pages, on docs-gen and the baseline
 * alike. A rename costs nothing; the trash is emptied at the end.
 */
class Trash {
  private count = 0;
  constructor(private readonly dir: string) {}

  discard(target: string): void {
    // lstat: the output is a link, which counts even when what it points to was discarded first.
    if (lstatOrUndefined(target) === undefined) return;
    mkdirSync(this.dir, { recursive: true });
    renameSync(target, path.join(this.dir, `${++this.count}-${path.basename(target)}`));
  }

  empty(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A build's output: the link and the folder of generations beside it (renderer/emit/write-site.ts). */
  discardOutput(outDir: string): void {
    this.discard(outDir);
    this.discard(path.join(path.dirname(outDir), `.docs-gen-${path.basename(outDir)}`));
  }
}

function lstatOrUndefined(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/**
 * docs-gen runs the way a user runs `npx docs-gen build`: without NODE_ENV,
 * whatever the shell that started the benchmark has, so figures do not
 * depend on it. (Choosing production React is docs-gen's job.)
 */
function docsGenEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

/** The baseline is the floor: the production builds of React, as any tool should use. */
function baselineEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production' };
}

interface BuildJson {
  readonly ok: boolean;
  readonly exitCode: number;
  readonly pages: number;
  readonly durationMs: number;
  readonly outDir: string;
  readonly warnings: readonly unknown[];
  readonly errors: readonly unknown[];
}

class BuildFailed extends Error {
  constructor(
    message: string,
    readonly measurement: Measurement,
  ) {
    super(message);
  }
}

function parseBuildJson(stdout: string): BuildJson | undefined {
  for (const line of stdout.trim().split('\n').reverse()) {
    try {
      const value = JSON.parse(line) as BuildJson;
      if (typeof value === 'object' && value !== null && 'exitCode' in value) return value;
    } catch {
      // Not the JSON line.
    }
  }
  return undefined;
}

async function runDocsGenBuild({
  packageRoot,
  siteDir,
  outDir,
  extraArgs,
}: {
  packageRoot: string;
  siteDir: string;
  outDir: string;
  extraArgs: readonly string[];
}): Promise<{ measurement: Measurement; result: BuildJson }> {
  // Recompiles dist/ now, untimed, if someone edited docs-gen since the last build.
  runCli(packageRoot, ['--version']);
  const measurement = await measureCommand({
    command: process.execPath,
    args: [path.join(packageRoot, 'cli/docs-gen.cjs'), 'build', '--root', siteDir, '--out', outDir, '--json', ...extraArgs],
    cwd: packageRoot,
    env: docsGenEnv(),
  });
  const result = parseBuildJson(measurement.stdout);
  if (measurement.exitCode !== 0 || result === undefined || result.exitCode !== 0) {
    throw new BuildFailed(`docs-gen build of ${siteDir} failed (exit ${measurement.exitCode})`, measurement);
  }
  return { measurement, result };
}

interface OutputStats {
  readonly bytes: number;
  readonly files: number;
  readonly htmlBytes: number;
  readonly htmlFiles: number;
}

function measureOutput(dir: string): OutputStats {
  let bytes = 0;
  let files = 0;
  let htmlBytes = 0;
  let htmlFiles = 0;
  for (const file of listFiles(dir)) {
    const size = statSync(path.join(dir, file)).size;
    bytes += size;
    files++;
    if (file.endsWith('.html')) {
      htmlBytes += size;
      htmlFiles++;
    }
  }
  return { bytes, files, htmlBytes, htmlFiles };
}

/** Where docs-gen wrote a route: `a/b/index.html`, or `a/b.html` with trailingSlash: false. */
function findPageFile(outDir: string, route: string): string | undefined {
  const base = route.replace(/^\/+|\/+$/g, '');
  const candidates = base === '' ? ['index.html'] : [`${base}/index.html`, `${base}.html`];
  return candidates.find((candidate) => existsSync(path.join(outDir, candidate)));
}

// ---------------------------------------------------------------------------
// One size

interface Summary {
  readonly runs: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly peakRssBytes: number;
  readonly samples: ReadonlyArray<{ readonly wallMs: number; readonly cpuMs: number; readonly peakRssBytes: number; readonly reportedMs?: number }>;
}

function summarize(samples: ReadonlyArray<{ measurement: Measurement; reportedMs?: number }>): Summary {
  return {
    runs: samples.length,
    wallMs: Math.round(median(samples.map((s) => s.measurement.wallMs))),
    cpuMs: Math.round(median(samples.map((s) => s.measurement.cpuMs))),
    peakRssBytes: median(samples.map((s) => s.measurement.peakRssBytes)),
    samples: samples.map(({ measurement, reportedMs }) => ({
      wallMs: Math.round(measurement.wallMs),
      cpuMs: Math.round(measurement.cpuMs),
      peakRssBytes: measurement.peakRssBytes,
      ...(reportedMs === undefined ? {} : { reportedMs }),
    })),
  };
}

interface SizeResult {
  /** Source pages (.md/.mdx files) generated. */
  readonly sourcePages: number;
  /** Pages docs-gen reports having built (doc, category and 404 routes). */
  readonly builtPages: number;
  readonly site: { readonly dir: string; readonly reused: boolean; readonly generateMs: number; readonly sourceBytes: number; readonly sourceFiles: number };
  readonly cold: Summary & { readonly reportedMs: number };
  readonly msPerPage: number;
  readonly output: OutputStats & { readonly bytesPerPage: number; readonly htmlBytesPerPage: number };
  readonly warnings: number;
  /** `firstWallMs`: the first rebuild after a cold build, which has no earlier generation of the site to write over. */
  readonly warm: (Summary & { readonly editedFile: string; readonly editVisible: boolean; readonly firstWallMs: number }) | undefined;
  readonly baseline: Summary & { readonly pages: number };
  /** docs-gen cold wall time / baseline wall time: the median of the pairs' ratios, each baseline run right after a cold build. */
  readonly ratio: number;
  readonly jsPerPage: { readonly md: JsWeight | undefined; readonly mdx: JsWeight | undefined };
  /** The same builds with `search: false`, and the reader's side of search; undefined with --no-search. */
  readonly search: SearchResult | undefined;
}

interface SearchResult {
  readonly coldWithout: Summary;
  /** Cold build time with search / without: the median of each pair's ratio. */
  readonly coldRatio: number;
  /** Pairs of cold builds (without, then with) the ratio is the median of. */
  readonly pairs: number;
  readonly warmWithout: Summary | undefined;
  /** undefined without Chromium. */
  readonly query: SearchQueryFigures | undefined;
}

interface Context {
  readonly packageRoot: string;
  readonly trash: Trash;
  readonly baselineScript: string;
  readonly cacheDir: string;
  readonly capabilities: DocsGenCapabilities;
  readonly log: (line: string) => void;
}

const seconds = (ms: number): string => (ms / 1000).toFixed(2);

async function benchSize(size: number, options: BenchOptions, context: Context): Promise<SizeResult> {
  const { packageRoot, cacheDir, capabilities, log, trash } = context;
  const runs = runsFor(size, options);
  log(`[${size} pages] preparing the site…`);
  const site = await prepareSite({ cacheDir, packageRoot, pages: size, seed: options.seed, trash });
  log(
    `[${size} pages] ${site.reused ? 'reused' : 'generated'} ${site.dir} (${site.sourceFiles} files, ${(site.sourceBytes / 1024 / 1024).toFixed(1)} MiB, ${seconds(site.generateMs)} s)`,
  );
  const outDir = path.join(cacheDir, `out-${size}`);

  const cold: { measurement: Measurement; reportedMs: number }[] = [];
  const coldWithoutSearch: { measurement: Measurement; reportedMs: number }[] = [];
  let lastResult: BuildJson | undefined;
  const baselineOut = path.join(cacheDir, `baseline-${size}`);
  const baselineSamples: { measurement: Measurement; reportedMs?: number }[] = [];
  let baselinePages = 0;
  const coldRuns = options.search && options.runs === undefined ? Math.max(runs, SEARCH_PAIRS) : runs;
  for (let run = 1; run <= coldRuns; run++) {
    // Without search first, alternating, so both meet the machine in the same state; the output kept is the one with it.
    if (options.search) {
      cleanForColdBuild({ siteDir: site.dir, outDir, packageRoot, trash });
      const { measurement, result } = await withoutSearch(site.dir, () =>
        runDocsGenBuild({ packageRoot, siteDir: site.dir, outDir, extraArgs: capabilities.noCacheFlag ? ['--no-cache'] : [] }),
      );
      coldWithoutSearch.push({ measurement, reportedMs: result.durationMs });
      log(`[${size} pages] cold build without search ${run}/${coldRuns}: ${seconds(measurement.wallMs)} s wall`);
    }
    cleanForColdBuild({ siteDir: site.dir, outDir, packageRoot, trash });
    const { measurement, result } = await runDocsGenBuild({
      packageRoot,
      siteDir: site.dir,
      outDir,
      extraArgs: capabilities.noCacheFlag ? ['--no-cache'] : [],
    });
    cold.push({ measurement, reportedMs: result.durationMs });
    lastResult = result;
    log(
      `[${size} pages] cold build ${run}/${coldRuns}: ${seconds(measurement.wallMs)} s wall, ${seconds(measurement.cpuMs)} s cpu, ${(measurement.peakRssBytes / 2 ** 20).toFixed(0)} MiB peak`,
    );
    // The baseline right after, so that each pair meets the machine in the same state (see the ratio below).
    trash.discard(baselineOut);
    const baselineRun = await measureCommand({
      command: process.execPath,
      args: [context.baselineScript, '--root', site.dir, '--out', baselineOut],
      cwd: packageRoot,
      env: baselineEnv(),
    });
    if (baselineRun.exitCode !== 0) throw new BuildFailed(`the baseline build of ${site.dir} failed (exit ${baselineRun.exitCode})`, baselineRun);
    const reported = JSON.parse(baselineRun.stdout.trim().split('\n').at(-1) ?? '{}') as { pages?: number; durationMs?: number };
    baselinePages = reported.pages ?? 0;
    baselineSamples.push({ measurement: baselineRun, ...(reported.durationMs === undefined ? {} : { reportedMs: reported.durationMs }) });
    log(`[${size} pages] baseline ${run}/${coldRuns}: ${seconds(baselineRun.wallMs)} s wall`);
  }
  // The baseline's output is only there to be written.
  trash.discard(baselineOut);
  const builtPages = lastResult!.pages;
  const output = measureOutput(outDir);

  const firstMd = site.plan.pages.find((page) => page.index > 0 && page.format === 'md');
  const firstTabs = site.plan.pages.find((page) => page.format === 'mdx' && renderPage(site.plan, page).includes('<Tabs'));
  const jsOf = (page: PlannedPage | undefined): JsWeight | undefined => {
    const file = page && findPageFile(outDir, page.route);
    return file === undefined ? undefined : measureJsWeight({ outDir, page: file });
  };
  const jsPerPage = { md: jsOf(firstMd), mdx: jsOf(firstTabs) };

  const query = options.search ? await measureSearchOf({ site, outDir, log: (line) => log(`[${size} pages] ${line}`) }) : undefined;
  const warm = options.warm ? await benchWarmRebuild({ site, outDir, runs: warmRunsFor(size, options), context }) : undefined;
  const warmWithout =
    options.warm && options.search
      ? await withoutSearch(site.dir, () => benchWarmRebuild({ site, outDir, runs: warmRunsFor(size, options), context, label: 'without search' }))
      : undefined;
  if (!options.keepOutput) trash.discardOutput(outDir);

  const coldSummary = summarize(cold);
  const baseline = { ...summarize(baselineSamples), pages: baselinePages };
  return {
    sourcePages: size,
    builtPages,
    site: { dir: site.dir, reused: site.reused, generateMs: Math.round(site.generateMs), sourceBytes: site.sourceBytes, sourceFiles: site.sourceFiles },
    cold: { ...coldSummary, reportedMs: median(cold.map((c) => c.reportedMs)) },
    msPerPage: coldSummary.wallMs / builtPages,
    output: { ...output, bytesPerPage: output.bytes / builtPages, htmlBytesPerPage: output.htmlBytes / Math.max(1, output.htmlFiles) },
    warnings: lastResult!.warnings.length,
    warm,
    baseline,
    // Pair by pair: each baseline ran right after a cold build, so the ratio holds while the machine's speed drifts.
    ratio: median(cold.map((sample, index) => sample.measurement.wallMs / baselineSamples[index]!.measurement.wallMs)),
    jsPerPage,
    search: options.search
      ? {
          coldWithout: summarize(coldWithoutSearch),
          // Pair by pair: each build with search ran right after one without, so the ratio holds while the machine's speed drifts.
          coldRatio: median(cold.map((sample, index) => sample.measurement.wallMs / coldWithoutSearch[index]!.measurement.wallMs)),
          pairs: coldWithoutSearch.length,
          warmWithout,
          query,
        }
      : undefined,
  };
}

/** Runs `work` with the site's config set to `search: false`, and puts the config back. */
async function withoutSearch<T>(siteDir: string, work: () => Promise<T>): Promise<T> {
  const configFile = path.join(siteDir, 'site.config.ts');
  const original = await readFile(configFile, 'utf8');
  await writeFile(configFile, original.replace('defineConfig({', 'defineConfig({\n  search: false,'));
  try {
    return await work();
  } finally {
    await writeFile(configFile, original);
  }
}

/** The first query and keystrokes in Chromium: a page in the middle of the site, searching for a heading of another page. */
async function measureSearchOf({
  site,
  outDir,
  log,
}: {
  site: PreparedSite;
  outDir: string;
  log: (line: string) => void;
}): Promise<SearchQueryFigures | undefined> {
  const docs = site.plan.pages.filter((page) => page.index > 0 && page.headings.length > 0);
  const reading = docs[Math.floor(docs.length / 3)]!;
  const sought = docs[Math.floor((docs.length * 2) / 3)]!;
  const figures = await measureSearchQuery({ outDir, page: reading.route, query: sought.headings[0]!.text });
  log(
    figures === undefined
      ? 'search in Chromium: not measured (no /usr/bin/chromium)'
      : `search in Chromium: first query "${figures.query}" ${formatBytes(figures.firstQuery.gzipBytes)} gzip in ${figures.firstQuery.files.length} files, keystroke to results ${figures.keystrokeMedianMs.toFixed(1)} ms median`,
  );
  return figures;
}

/**
 * After a build, append a paragraph to one page and build again without
 * deleting the output or any cache: what an author waits for after an edit.
 * The page is restored afterwards, so the cached tree stays as generated.
 */
async function benchWarmRebuild({
  site,
  outDir,
  runs,
  context,
  label = '',
}: {
  site: PreparedSite;
  outDir: string;
  runs: number;
  context: Context;
  /** What the log says of these rebuilds (`without search`). */
  label?: string;
}): Promise<SizeResult['warm']> {
  const { packageRoot, log } = context;
  const docs = site.plan.pages.filter((page) => page.index > 0);
  const page = docs[Math.floor(docs.length / 2)]!;
  const sourceFile = path.join(site.dir, 'content', page.file);
  const original = await readFile(sourceFile);
  // The rebuilds follow a cold build with the cache, as an author's do: nothing of the site before it, neither output
  // nor cache (the timed cold builds ran without the cache, and may have left their outputs as earlier generations).
  cleanForColdBuild({ siteDir: site.dir, outDir, packageRoot, trash: context.trash });
  await runDocsGenBuild({ packageRoot, siteDir: site.dir, outDir, extraArgs: [] });
  const samples: { measurement: Measurement; reportedMs: number }[] = [];
  let editVisible = true;
  try {
    for (let run = 1; run <= runs; run++) {
      const marker = `bench-warm-edit-${run}`;
      await writeFile(sourceFile, Buffer.concat([original, Buffer.from(`\n\nThis paragraph was added by the benchmark (${marker}).\n`)]));
      const { measurement, result } = await runDocsGenBuild({ packageRoot, siteDir: site.dir, outDir, extraArgs: [] });
      samples.push({ measurement, reportedMs: result.durationMs });
      const pageFile = findPageFile(outDir, page.route);
      if (pageFile === undefined || !readFileSync(path.join(outDir, pageFile), 'utf8').includes(marker)) editVisible = false;
      log(`[${site.plan.pages.length} pages] warm rebuild${label ? ` ${label}` : ''} ${run}/${runs}: ${seconds(measurement.wallMs)} s wall`);
    }
  } finally {
    await writeFile(sourceFile, original);
    // The site's tree goes back to what was generated (its hash decides whether the next run reuses it).
    for (const dir of docsGenCacheDirs(site.dir, packageRoot)) context.trash.discard(dir);
  }
  return { ...summarize(samples), editedFile: `content/${page.file}`, editVisible, firstWallMs: Math.round(samples[0]!.measurement.wallMs) };
}

// ---------------------------------------------------------------------------
// Targets (from the performance issue)

interface TargetResult {
  readonly id: string;
  readonly target: string;
  readonly measured: string;
  /** null: the size it needs was not benchmarked. */
  readonly met: boolean | null;
}

const GiB = 2 ** 30;
const MiB = 2 ** 20;

/** The warm rebuild after a one-page edit at `pages` pages: wall time from start to exit, the median of the runs and the first after a cold build. */
function warmTarget({ id, pages, limitMs, result }: { id: string; pages: number; limitMs: number; result: SizeResult | undefined }): TargetResult {
  const target = `warm rebuild after editing one page of ${pages.toLocaleString('en-US')} ≤ ${limitMs / 1000} s, the first after a cold build too`;
  if (result === undefined) return { id, target, measured: `not measured (needs --sizes ${pages})`, met: null };
  if (result.warm === undefined) return { id, target, measured: 'not measured (--no-warm)', met: null };
  const { wallMs, firstWallMs } = result.warm;
  return { id, target, measured: `${seconds(wallMs)} s median, the first ${seconds(firstWallMs)} s`, met: wallMs <= limitMs && firstWallMs <= limitMs };
}

function evaluateTargets(results: readonly SizeResult[]): TargetResult[] {
  const at = (size: number) => results.find((r) => r.sourcePages === size);
  const notMeasured = (id: string, target: string, sizes: string): TargetResult => ({
    id,
    target,
    measured: `not measured (needs --sizes ${sizes})`,
    met: null,
  });
  const targets: TargetResult[] = [];
  const r100 = at(100);
  const r1k = at(1000);
  const r10k = at(10000);
  const r30k = at(30000);

  targets.push(
    r1k
      ? { id: 'cold-1000', target: '1,000-page cold build ≤ 5 s wall', measured: `${seconds(r1k.cold.wallMs)} s`, met: r1k.cold.wallMs <= 5000 }
      : notMeasured('cold-1000', '1,000-page cold build ≤ 5 s wall', '1000'),
  );
  targets.push(
    r10k
      ? {
          id: 'cold-10000',
          target: '10,000-page cold build ≤ 40 s wall and peak RSS ≤ 1 GiB',
          measured: `${seconds(r10k.cold.wallMs)} s, ${(r10k.cold.peakRssBytes / MiB).toFixed(0)} MiB`,
          met: r10k.cold.wallMs <= 40_000 && r10k.cold.peakRssBytes <= GiB,
        }
      : notMeasured('cold-10000', '10,000-page cold build ≤ 40 s wall and peak RSS ≤ 1 GiB', '10000'),
  );
  targets.push(
    r30k
      ? {
          id: 'memory-30000',
          target: '30,000-page cold build: peak RSS ≤ 1.5 GiB',
          measured: `${(r30k.cold.peakRssBytes / MiB).toFixed(0)} MiB (${seconds(r30k.cold.wallMs)} s)`,
          met: r30k.cold.peakRssBytes <= 1.5 * GiB,
        }
      : notMeasured('memory-30000', '30,000-page cold build: peak RSS ≤ 1.5 GiB', '30000'),
  );
  if (r1k && r10k) {
    const ratio = r10k.msPerPage / r1k.msPerPage;
    targets.push({
      id: 'per-page-scaling',
      target: 'time per page at 10,000 ≤ 1.25 × at 1,000',
      measured: `${ratio.toFixed(2)} × (${r10k.msPerPage.toFixed(2)} vs ${r1k.msPerPage.toFixed(2)} ms)`,
      met: ratio <= 1.25,
    });
  } else targets.push(notMeasured('per-page-scaling', 'time per page at 10,000 ≤ 1.25 × at 1,000', '1000,10000'));
  if (r100 && r10k) {
    const ratio = r10k.output.htmlBytesPerPage / r100.output.htmlBytesPerPage;
    targets.push({
      id: 'bytes-per-page-scaling',
      target: 'HTML bytes per page at 10,000 ≤ 1.3 × at 100',
      measured: `${ratio.toFixed(2)} × (${formatBytes(r10k.output.htmlBytesPerPage)} vs ${formatBytes(r100.output.htmlBytesPerPage)})`,
      met: ratio <= 1.3,
    });
  } else targets.push(notMeasured('bytes-per-page-scaling', 'HTML bytes per page at 10,000 ≤ 1.3 × at 100', '100,10000'));
  for (const [pages, r] of [
    [1000, r1k],
    [10000, r10k],
  ] as const) {
    const target = `docs-gen / bare baseline at ${pages.toLocaleString('en-US')} pages ≤ 1.2`;
    targets.push(
      r
        ? {
            id: `baseline-ratio-${pages}`,
            target,
            measured: `${r.ratio.toFixed(2)} × (${seconds(r.cold.wallMs)} s vs ${seconds(r.baseline.wallMs)} s)`,
            met: r.ratio <= 1.2,
          }
        : notMeasured(`baseline-ratio-${pages}`, target, String(pages)),
    );
  }
  targets.push(
    warmTarget({ id: 'warm-1000', pages: 1000, limitMs: 500, result: r1k }),
    warmTarget({ id: 'warm-10000', pages: 10000, limitMs: 3000, result: r10k }),
  );
  // Search (issue 18): what it adds to a build, and what the reader fetches and waits for.
  for (const [pages, r] of [
    [1000, r1k],
    [10000, r10k],
  ] as const) {
    const target = `build time added by search at ${pages.toLocaleString('en-US')} pages ≤ 15%`;
    targets.push(
      r?.search
        ? {
            id: `search-build-${pages}`,
            target,
            measured: `${r.search.coldRatio >= 1 ? '+' : ''}${((r.search.coldRatio - 1) * 100).toFixed(1)}%, median of ${r.search.pairs} pairs (${seconds(r.cold.wallMs)} s vs ${seconds(r.search.coldWithout.wallMs)} s)`,
            met: r.search.coldRatio <= 1.15,
          }
        : notMeasured(`search-build-${pages}`, target, String(pages)),
    );
  }
  const firstQuery = 'bytes fetched for the first query at 10,000 pages ≤ 150 KB gzip';
  targets.push(
    r10k?.search?.query
      ? {
          id: 'search-first-query',
          target: firstQuery,
          measured: formatBytes(r10k.search.query.firstQuery.gzipBytes),
          met: r10k.search.query.firstQuery.gzipBytes <= 150 * 1024,
        }
      : notMeasured('search-first-query', firstQuery, '10000 (and Chromium)'),
  );
  const largest = [...results].reverse().find((r) => r.search?.query !== undefined);
  const keystroke = 'keystroke to results after the first query ≤ 50 ms median';
  targets.push(
    largest?.search?.query
      ? {
          id: 'search-keystroke',
          target: keystroke,
          measured: `${largest.search.query.keystrokeMedianMs.toFixed(1)} ms at ${largest.sourcePages} pages`,
          met: largest.search.query.keystrokeMedianMs <= 50,
        }
      : { id: 'search-keystroke', target: keystroke, measured: 'not measured', met: null },
  );
  const before = results.flatMap((r) => (r.search?.query ? [r.search.query.fetchedBeforeOpening.length] : []));
  targets.push({
    id: 'search-nothing-before',
    target: 'nothing of search fetched before it is opened',
    measured: before.length === 0 ? 'not measured' : `${before.reduce((sum, count) => sum + count, 0)} files`,
    met: before.length === 0 ? null : before.every((count) => count === 0),
  });
  // The client budget: React and react-dom are about 69 KB of it.
  const jsBudget = 'JavaScript a doc page without diagrams loads ≤ 85 KB gzip';
  const weight = results[0]?.jsPerPage.md;
  targets.push(
    weight
      ? {
          id: 'js-budget',
          target: jsBudget,
          measured: `${(weight.gzipBytes / 1024).toFixed(1)} KB gzip in ${weight.files.length} file(s)`,
          met: weight.gzipBytes <= 85 * 1024,
        }
      : { id: 'js-budget', target: jsBudget, measured: 'not measured', met: null },
  );
  return targets;
}

// ---------------------------------------------------------------------------
// Report

interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryBytes: number;
  readonly node: string;
  readonly platform: string;
  readonly gnuTime: boolean;
}

function describeMachine(gnuTime: boolean): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: typeof os.availableParallelism === 'function' ? os.availableParallelism() : cpus.length,
    memoryBytes: os.totalmem(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    gnuTime,
  };
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < MiB) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < GiB) return `${(bytes / MiB).toFixed(1)} MiB`;
  return `${(bytes / GiB).toFixed(2)} GiB`;
}

function describeJs(weight: JsWeight | undefined): string {
  if (weight === undefined) return 'page not found';
  if (weight.gzipBytes === 0 && weight.missing.length === 0) return `0 B (no script) [${weight.page}]`;
  const missing = weight.missing.length > 0 ? `, missing: ${weight.missing.join(', ')}` : '';
  return `${formatBytes(weight.gzipBytes)} gzip in ${weight.files.length} file${weight.files.length === 1 ? '' : 's'}${weight.inlineGzipBytes > 0 ? ` + inline` : ''}${missing} [${weight.page}]`;
}

function formatReport({ machine, capabilities, options, results, largeSpec, dev, targets }: Report): string {
  const lines: string[] = [];
  lines.push(`docs-gen ${capabilities.version} benchmark, seed ${options.seed}; figures are medians of the runs`);
  lines.push(`machine: ${machine.cpu}, ${machine.cores} cores, ${formatBytes(machine.memoryBytes)} RAM, Node ${machine.node}, ${machine.platform}`);
  lines.push('');
  lines.push(
    table(
      [
        'pages',
        'built',
        'runs',
        'wall s',
        'cpu s',
        'peak RSS MiB',
        'output MiB',
        'files',
        'B/page html',
        'B/page total',
        'ms/page',
        'warm s',
        'baseline s',
        'ratio',
      ],
      results.map((r) => [
        String(r.sourcePages),
        String(r.builtPages),
        String(r.cold.runs),
        seconds(r.cold.wallMs),
        seconds(r.cold.cpuMs),
        (r.cold.peakRssBytes / MiB).toFixed(0),
        (r.output.bytes / MiB).toFixed(1),
        String(r.output.files),
        r.output.htmlBytesPerPage.toFixed(0),
        r.output.bytesPerPage.toFixed(0),
        r.msPerPage.toFixed(2),
        r.warm ? seconds(r.warm.wallMs) : '-',
        seconds(r.baseline.wallMs),
        r.ratio.toFixed(2),
      ]),
    ),
  );
  lines.push('');
  for (const r of results) {
    lines.push(
      `JS a doc page loads (gzip), ${r.sourcePages} pages: .md page ${describeJs(r.jsPerPage.md)}; .mdx page with Tabs ${describeJs(r.jsPerPage.mdx)}`,
    );
  }
  lines.push(
    `Large spec: ${
      'reason' in largeSpec
        ? largeSpec.reason
        : `${largeSpec.source}, ${largeSpec.operations} operations and ${largeSpec.schemas} schemas: ${largeSpec.pages} pages (one per tag) in ${seconds(largeSpec.measurement.wallMs)} s, peak RSS ${(largeSpec.measurement.peakRssBytes / MiB).toFixed(0)} MiB, ${(largeSpec.outputBytes / MiB).toFixed(1)} MiB written; ${largeSpec.renderedOperations} of ${largeSpec.operations} operations rendered; largest page ${largeSpec.largestPage.path}, ${formatBytes(largeSpec.largestPage.bytes)} of HTML; most elements ${largeSpec.mostElements.path}, ${largeSpec.mostElements.elements} in its HTML; ${describeBudget(largeSpec.overBudget)}`
    }`,
  );
  for (const r of results) {
    if (r.search === undefined) continue;
    const { coldWithout, coldRatio, pairs, warmWithout, query } = r.search;
    const warm = r.warm && warmWithout ? `; warm rebuild ${seconds(r.warm.wallMs)} s with it, ${seconds(warmWithout.wallMs)} s without` : '';
    const reader =
      query === undefined
        ? 'not measured in a browser (no /usr/bin/chromium)'
        : `first query "${query.query}" from ${query.page}: ${formatBytes(query.firstQuery.gzipBytes)} gzip in ${query.firstQuery.files.length} files (${query.firstQuery.files.map((file) => `${path.basename(file.path)} ${formatBytes(file.gzipBytes)}`).join(', ')}); keystroke to results ${query.keystrokeMedianMs.toFixed(1)} ms median of ${query.keystrokeMs.length}; search files fetched before opening: ${query.fetchedBeforeOpening.length}`;
    lines.push(
      `Search, ${r.sourcePages} pages: cold build ${seconds(r.cold.wallMs)} s with it, ${seconds(coldWithout.wallMs)} s without (${coldRatio.toFixed(2)} ×, median of ${pairs} pairs)${warm}; ${reader}`,
    );
  }
  if (dev.length === 0) lines.push('Dev server edit-to-updated-page latency: n/a (no dev command)');
  for (const r of dev) {
    const kinds = 'reason' in r ? [] : DEV_CHANGES.map(({ kind, name }) => `${name} ${describeEdits(r[kind])}`);
    const measured = 'reason' in r ? r.reason : `${kinds.join('; ')}; server up in ${seconds(r.startupMs)} s`;
    lines.push(`Dev server edit-to-updated-page latency, ${r.sitePages} pages: ${measured}`);
  }
  const warnings = results.filter((r) => r.warnings > 0);
  for (const r of warnings)
    lines.push(`note: the ${r.sourcePages}-page build reported ${r.warnings} warning(s); the generated tree is meant to build clean with --strict`);
  for (const r of results)
    if (r.warm && !r.warm.editVisible) lines.push(`note: the warm rebuild at ${r.sourcePages} pages did not show the edit in ${r.warm.editedFile}'s page`);
  lines.push('');
  lines.push('Targets:');
  for (const t of targets) lines.push(`  ${t.met === null ? '[ -- ]' : t.met ? '[ met ]' : '[ NOT met ]'} ${t.target}: ${t.measured}`);
  return lines.join('\n');
}

type DevResult = (DevLatency | { readonly reason: string }) & { readonly sitePages: number };

/** Edits timed per site and kind: the median of five shrugs off one slow turn of a shared machine. */
const DEV_EDITS = 5;

/** The kinds of change timed, as the report names them. */
const DEV_CHANGES: ReadonlyArray<{ readonly kind: 'body' | 'title' | 'addPage'; readonly name: string }> = [
  { kind: 'body', name: 'body edit' },
  { kind: 'title', name: 'title edit' },
  { kind: 'addPage', name: 'new page' },
];

/** The dev server answers each kind of change within these medians (the incremental engine's issue). */
const DEV_TARGETS_MS: ReadonlyArray<readonly [pages: number, ms: number]> = [
  [100, 60],
  [10000, 200],
];

function describeEdits(edits: EditLatency): string {
  return `${edits.medianMs.toFixed(0)} ms median of ${edits.latenciesMs.length} (${edits.latenciesMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`;
}

function evaluateDevTargets(dev: readonly DevResult[], sizes: readonly number[]): TargetResult[] {
  return DEV_TARGETS_MS.flatMap(([pages, ms]) =>
    DEV_CHANGES.map(({ kind, name }): TargetResult => {
      const id = `dev-${kind}-${pages}`;
      const target = `dev ${name}-to-updated-page at ${pages.toLocaleString('en')} pages ≤ ${ms} ms median`;
      const result = dev.find((r) => r.sitePages === pages);
      if (result === undefined)
        return { id, target, measured: sizes.includes(pages) ? 'not measured (no dev command)' : `not measured (needs --sizes ${pages})`, met: null };
      if ('reason' in result) return { id, target, measured: result.reason, met: false };
      return { id, target, measured: `${result[kind].medianMs.toFixed(0)} ms`, met: result[kind].medianMs <= ms };
    }),
  );
}

interface Report {
  readonly machine: Machine;
  readonly capabilities: DocsGenCapabilities;
  readonly options: BenchOptions;
  readonly results: readonly SizeResult[];
  readonly largeSpec: LargeSpecResult;
  /** One per size. */
  readonly dev: readonly DevResult[];
  readonly targets: readonly TargetResult[];
  /** Set when a build failed: the sizes before it are reported, then the benchmark exits 1. */
  readonly failure?: { readonly message: string; readonly exitCode: number; readonly stderr: string };
}

// ---------------------------------------------------------------------------
// A large real spec: the GitHub REST API description

type LargeSpecResult =
  | {
      readonly source: string;
      readonly operations: number;
      readonly schemas: number;
      readonly pages: number;
      readonly renderedOperations: number;
      readonly outputBytes: number;
      /** The largest page's HTML: its URL path and raw bytes. */
      readonly largestPage: { readonly path: string; readonly bytes: number };
      /** The page with the most elements in its HTML (start tags: what the browser makes before scripts add anything), and their count. */
      readonly mostElements: { readonly path: string; readonly elements: number };
      /** The pages over the page budget (PAGE_BUDGET), with their weight; none when every page is within it. */
      readonly overBudget: ReadonlyArray<{ readonly path: string } & Weight>;
      readonly measurement: Measurement;
    }
  | { readonly reason: string };

/** Whether every page is within the page budget, else which are over it (the report flags them). */
function describeBudget(overBudget: ReadonlyArray<{ readonly path: string } & Weight>): string {
  const budget = `${formatBytes(PAGE_BUDGET.bytes)} and ${PAGE_BUDGET.elements} elements`;
  if (overBudget.length === 0) return `every page within the budget of ${budget}`;
  const pages = overBudget.map((page) => `${page.path} (${formatBytes(page.bytes)}, ${page.elements} elements)`).join(', ');
  return `OVER THE BUDGET of ${budget}: ${pages}`;
}

const LARGE_SPEC_PACKAGE = '@octokit/openapi';
const LARGE_SPEC_FILE = 'package/generated/api.github.com.json';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Fetches the package on demand (npm pack, into the benchmark's cache folder;
 * it is far too big to be a dependency), keeps only the api.github.com
 * description, and builds it as the one spec of a small site, one page per tag.
 */
async function benchLargeSpec(context: Context): Promise<LargeSpecResult> {
  const dir = path.join(context.cacheDir, 'github-rest');
  const specFile = path.join(dir, 'site/specs/github.json');
  if (!existsSync(specFile)) {
    context.log(`[large spec] fetching ${LARGE_SPEC_PACKAGE} with npm pack…`);
    mkdirSync(path.join(dir, 'site/specs'), { recursive: true });
    const packed = spawnSync('npm', ['pack', LARGE_SPEC_PACKAGE, '--pack-destination', dir, '--silent'], { cwd: dir, encoding: 'utf8' });
    const tarball = packed.stdout.trim().split('\n').at(-1);
    if (packed.status !== 0 || !tarball) return { reason: `n/a (npm pack ${LARGE_SPEC_PACKAGE} failed: ${packed.stderr.trim().split('\n')[0] ?? ''})` };
    const extracted = spawnSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir, LARGE_SPEC_FILE], { encoding: 'utf8' });
    if (extracted.status !== 0) return { reason: `n/a (could not extract ${LARGE_SPEC_FILE}: ${extracted.stderr.trim()})` };
    renameSync(path.join(dir, LARGE_SPEC_FILE), specFile);
    writeFileSync(path.join(dir, 'source.txt'), `${tarball.replace(/\.tgz$/, '')} ${LARGE_SPEC_FILE}\n`);
    rmSync(path.join(dir, tarball), { force: true });
    rmSync(path.join(dir, 'package'), { recursive: true, force: true });
  }
  const siteDir = path.join(dir, 'site');
  writeFileSync(
    path.join(siteDir, 'site.config.ts'),
    "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ url: 'https://docs.example.com', title: 'GitHub REST API', api: { specs: { github: { pagePerTag: true } } } });\n",
  );
  mkdirSync(path.join(siteDir, 'content'), { recursive: true });
  writeFileSync(path.join(siteDir, 'content/index.md'), '---\ntitle: Home\n---\n\n## GitHub REST API\n\nThe reference is under /api/github.\n');
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const operations = Object.values(spec.paths).reduce((count, item) => count + Object.keys(item).filter((key) => HTTP_METHODS.has(key)).length, 0);
  const outDir = path.join(dir, 'out');
  cleanForColdBuild({ siteDir, outDir, packageRoot: context.packageRoot, trash: context.trash });
  context.log(`[large spec] building ${operations} operations…`);
  const { measurement, result } = await runDocsGenBuild({
    packageRoot: context.packageRoot,
    siteDir,
    outDir,
    extraArgs: context.capabilities.noCacheFlag ? ['--no-cache'] : [],
  });
  let renderedOperations = 0;
  let largestPage = { path: '', bytes: 0 };
  let mostElements = { path: '', elements: 0 };
  const overBudget: Array<{ path: string } & Weight> = [];
  for (const file of listFiles(outDir)) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(path.join(outDir, file), 'utf8');
    // Whole in the page, or their method, path and summary with the rest loaded as the reader nears them.
    renderedOperations += html.match(/<section class="api-operation( api-operation--lazy)?" id="/g)?.length ?? 0;
    const page = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    const weight = weigh(html);
    if (weight.bytes > largestPage.bytes) largestPage = { path: page, bytes: weight.bytes };
    if (weight.elements > mostElements.elements) mostElements = { path: page, elements: weight.elements };
    if (!withinBudget(weight)) overBudget.push({ path: page, ...weight });
  }
  const outputBytes = measureOutput(outDir).bytes;
  context.trash.discardOutput(outDir);
  context.log(`[large spec] ${seconds(measurement.wallMs)} s wall, ${(measurement.peakRssBytes / MiB).toFixed(0)} MiB peak`);
  return {
    source: readFileSync(path.join(dir, 'source.txt'), 'utf8').trim(),
    operations,
    schemas: Object.keys(spec.components?.schemas ?? {}).length,
    pages: result.pages,
    renderedOperations,
    outputBytes,
    largestPage,
    mostElements,
    overBudget,
    measurement,
  };
}

// ---------------------------------------------------------------------------

export async function main(argv: readonly string[], { packageRoot, baselineScript }: { packageRoot: string; baselineScript: string }): Promise<number> {
  if (argv[0] === 'generate') return generateMain(argv.slice(1));
  if (argv[0] === 'dev') return devMain(argv.slice(1), packageRoot);
  const cacheDir = path.join(packageRoot, 'node_modules/.cache/docs-gen-bench');
  if (argv[0] === 'lighthouse') {
    return lighthouseMain(argv.slice(1), {
      packageRoot,
      cacheDir,
      buildSite: async (siteDir, outDir) => {
        try {
          await runDocsGenBuild({ packageRoot, siteDir, outDir, extraArgs: [] });
          return undefined;
        } catch (error) {
          if (!(error instanceof BuildFailed)) throw error;
          return `${error.message}\n${error.measurement.stderr}${error.measurement.stdout}`;
        }
      },
    });
  }
  if (argv[0] === 'baseline') {
    const child = spawn(process.execPath, [baselineScript, ...argv.slice(1)], { stdio: 'inherit' });
    return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  }
  const options = parseOptions(argv);
  if (typeof options === 'string') {
    process.stderr.write(options === '' ? `${USAGE}\n` : `bench: ${options}\n${USAGE}\n`);
    return options === '' ? 0 : 2;
  }
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const capabilities = probeDocsGen(packageRoot);
  const machine = describeMachine(hasGnuTime());
  const trash = new Trash(path.join(cacheDir, 'trash'));
  // An interrupted run's leftovers.
  trash.empty();
  const context: Context = { packageRoot, baselineScript, cacheDir, capabilities, log, trash };

  const results: SizeResult[] = [];
  let failure: BuildFailed | undefined;
  try {
    for (const size of [...options.sizes].sort((a, b) => a - b)) results.push(await benchSize(size, options, context));
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    failure = error;
  }

  let largeSpec: LargeSpecResult = { reason: 'skipped (--no-large-spec)' };
  if (failure === undefined && options.largeSpec) {
    try {
      largeSpec = await benchLargeSpec(context);
    } catch (error) {
      if (!(error instanceof BuildFailed)) throw error;
      failure = error;
    }
  }

  // At every size: an edit must be served as fast on the largest site as the targets say.
  const dev: DevResult[] = [];
  if (failure === undefined && capabilities.devCommand) {
    for (const size of [...options.sizes].sort((a, b) => a - b)) {
      const site = await prepareSite({ cacheDir, packageRoot, pages: size, seed: options.seed, trash });
      try {
        log(`[dev] measuring edit latency on the ${size}-page site…`);
        dev.push({ ...(await measureDevLatency({ packageRoot, siteDir: site.dir, page: pageToEdit(site.plan), edits: DEV_EDITS })), sitePages: size });
      } catch (error) {
        dev.push({ reason: `failed: ${error instanceof Error ? error.message : String(error)}`, sitePages: size });
      }
    }
  }

  trash.empty();

  const report: Report = {
    machine,
    capabilities,
    options,
    results,
    largeSpec,
    dev,
    targets: [...evaluateTargets(results), ...evaluateDevTargets(dev, options.sizes)],
    ...(failure ? { failure: { message: failure.message, exitCode: failure.measurement.exitCode, stderr: failure.measurement.stderr } } : {}),
  };
  // The last report stays beside the cached sites, whatever was printed.
  await writeFile(path.join(cacheDir, 'last-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (options.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else if (results.length > 0) process.stdout.write(`\n${formatReport(report)}\n`);
  if (failure) {
    // A failed build is the one thing the benchmark reports as a failure: its output, then exit 1.
    process.stderr.write(`\nbench: ${failure.message}\n${failure.measurement.stderr}${failure.measurement.stdout}\n`);
    return 1;
  }
  return 0;
}

/**
 * `node bench/run.mjs dev --pages N --root DIR`: the dev server's edit latency alone, on a site
 * generated with `generate --pages N` (same seed), editing the page the full benchmark edits.
 */
async function devMain(argv: readonly string[], packageRoot: string): Promise<number> {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : argv[at + 1];
  };
  const pages = Number(option('--pages'));
  const root = option('--root');
  const edits = Number(option('--edits') ?? 5);
  if (!Number.isInteger(pages) || root === undefined || !Number.isInteger(edits) || edits < 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const page = pageToEdit(planSite({ pages, seed: Number(option('--seed') ?? 1) }));
  const result = await measureDevLatency({ packageRoot, siteDir: path.resolve(root), page, edits });
  process.stdout.write(`${JSON.stringify({ pages, page: page.route, ...result })}\n`);
  return 0;
}

/** A page in the middle of the site, not its home page. */
function pageToEdit(plan: SitePlan): PlannedPage {
  const docs = plan.pages.filter((page) => page.index > 0);
  return docs[Math.floor(docs.length / 2)]!;
}

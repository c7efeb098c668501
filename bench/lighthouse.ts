/**
 * Lighthouse figures of a site as `docs-gen serve` serves it
 * (`node bench/run.mjs lighthouse`): builds the site, serves it on
 * 127.0.0.1, runs Lighthouse's Node API on each page with Debian's Chromium
 * (mobile emulation and simulated throttling, Lighthouse's defaults), several
 * times, and prints the median score of each category, with the audits that
 * keep a category under 100.
 *
 * Lighthouse is no dependency of docs-gen (it weighs about 185 MB): it is
 * installed on demand into the benchmark's cache folder, at a pinned version.
 * Like the rest of the benchmark it measures and does not judge: the exit
 * code is 0 whatever the scores, 1 when the build fails, 2 for a bad option.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { table } from './format.js';
import { median } from './measure.js';

/** 12.x is the last line that runs on Node 20 (13 needs Node 22.19), and docs-gen supports Node 20.19. */
export const LIGHTHOUSE_VERSION = '12.8.2';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The two API references of this repository's site and one of its doc pages. */
export const DEFAULT_PAGES: readonly string[] = ['/api/transaction', '/api/openid', '/tollbooth-js/Configuration/Client'];
const DEFAULT_RUNS = 3;

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse marks an audit green from this score up; below it the report lists it as one to fix. */
const PASS_THRESHOLD = 0.9;
/** Audits that do not grade the page: they are never "failed". */
const UNGRADED_MODES = new Set(['notApplicable', 'manual', 'informative']);

export const LIGHTHOUSE_USAGE = 'node bench/run.mjs lighthouse [--site DIR] [--pages /a,/b] [--runs N] [--json]';

// ---------------------------------------------------------------------------
// Options

export interface LighthouseOptions {
  /** The site folder; undefined: this repository's own site. */
  readonly site: string | undefined;
  /** URL paths under the site's baseUrl. */
  readonly pages: readonly string[];
  readonly runs: number;
  readonly json: boolean;
}

/** The options, or the message saying what is wrong ('' for --help). */
export function parseLighthouseOptions(argv: readonly string[]): LighthouseOptions | string {
  let site: string | undefined;
  let pages: readonly string[] | undefined;
  let runs = DEFAULT_RUNS;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    const value = (): string | undefined => (equals === -1 ? argv[++i] : arg.slice(equals + 1));
    if (name === '--json') json = true;
    else if (name === '--site') {
      site = value();
      if (site === undefined || site === '') return '--site takes the folder of a site: --site path/to/site';
    } else if (name === '--pages') {
      const list = (value() ?? '')
        .split(',')
        .map((page) => page.trim())
        .filter((page) => page !== '');
      const bad = list.find((page) => !page.startsWith('/'));
      if (list.length === 0 || bad !== undefined)
        return `--pages takes URL paths starting with /, comma-separated: --pages /api/transaction,/api/openid${bad === undefined ? '' : ` (not a path: ${bad})`}`;
      pages = list;
    } else if (name === '--runs') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) return '--runs takes a positive integer';
    } else if (name === '--help' || name === '-h') return '';
    else return `unknown option ${arg}`;
  }
  if (site !== undefined && pages === undefined) return `--site needs --pages: the default pages (${DEFAULT_PAGES.join(', ')}) are this repository's`;
  return { site, pages: pages ?? DEFAULT_PAGES, runs, json };
}

// ---------------------------------------------------------------------------
// Figures (pure)

/** The part of Lighthouse's result (its "LHR") the figures are taken from. */
export interface LighthouseResult {
  readonly lighthouseVersion: string;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly categories: Readonly<
    Record<
      string,
      { readonly score: number | null; readonly auditRefs: ReadonlyArray<{ readonly id: string; readonly group?: string; readonly acronym?: string }> }
    >
  >;
  readonly audits: Readonly<
    Record<
      string,
      {
        readonly id: string;
        readonly title: string;
        readonly score: number | null;
        readonly scoreDisplayMode: string;
        readonly displayValue?: string;
        readonly errorMessage?: string;
      }
    >
  >;
}

export interface FailedAudit {
  readonly id: string;
  readonly title: string;
  /** What Lighthouse measured or found ("5.2 s", "3 elements"), or why the audit could not run. */
  readonly displayValue?: string;
}

/** A performance metric as Lighthouse shows it: "LCP", "2.3 s". */
export interface Metric {
  readonly name: string;
  readonly value: string;
}

/** One Lighthouse run of one page: scores from 0 to 100 (null when the category could not be scored). */
export interface RunFigures {
  readonly scores: Readonly<Record<CategoryId, number | null>>;
  readonly failedAudits: Readonly<Record<CategoryId, readonly FailedAudit[]>>;
  /** The metrics the performance score is made of (FCP, LCP, TBT, CLS, SI). */
  readonly metrics: readonly Metric[];
  /** Lighthouse's own error for the run (the page did not load, Chromium crashed…). */
  readonly error?: string;
}

export function runFigures(result: LighthouseResult): RunFigures {
  const scores = {} as Record<CategoryId, number | null>;
  const failedAudits = {} as Record<CategoryId, FailedAudit[]>;
  for (const category of CATEGORIES) {
    const entry = result.categories[category];
    scores[category] = entry?.score == null ? null : Math.round(entry.score * 100);
    failedAudits[category] = (entry?.auditRefs ?? []).flatMap(({ id, group }) => {
      const audit = result.audits[id];
      // Lighthouse's own report leaves the "hidden" group out (in 12.x, the insights that repeat the classic audits).
      if (audit === undefined || group === 'hidden' || UNGRADED_MODES.has(audit.scoreDisplayMode)) return [];
      if (audit.scoreDisplayMode === 'error') return [{ id, title: audit.title, displayValue: `audit failed to run: ${audit.errorMessage ?? 'no message'}` }];
      if (audit.score === null || audit.score >= PASS_THRESHOLD) return [];
      return [{ id, title: audit.title, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) }];
    });
  }
  const metrics = (result.categories.performance?.auditRefs ?? []).flatMap(({ id, group, acronym }) => {
    const value = result.audits[id]?.displayValue;
    return group === 'metrics' && value ? [{ name: acronym ?? id, value }] : [];
  });
  return { scores, failedAudits, metrics, ...(result.runtimeError ? { error: `${result.runtimeError.code}: ${result.runtimeError.message}` } : {}) };
}

/** The run whose score of the category is the median, or closest to it (the first of equals). */
function runClosestTo(scored: readonly RunFigures[], category: CategoryId, middle: number): RunFigures {
  const distance = (run: RunFigures) => Math.abs(run.scores[category]! - middle);
  return scored.reduce((best, run) => (distance(run) < distance(best) ? run : best));
}

/** The figures of one page over its runs. */
export interface PageFigures {
  readonly page: string;
  readonly runs: readonly RunFigures[];
  /** The median score of each category over the runs that scored it; null when none did. */
  readonly scores: Readonly<Record<CategoryId, number | null>>;
  /**
   * For each category whose median is under 100: the failed audits of the run
   * whose score is the median (or closest to it), so what is listed matches
   * the score shown.
   */
  readonly failedAudits: Readonly<Partial<Record<CategoryId, readonly FailedAudit[]>>>;
  /** The metrics of the run whose performance score is the median. */
  readonly metrics: readonly Metric[];
  /** Why the page has no figures, or the errors of runs that failed. */
  readonly errors: readonly string[];
}

export function pageFigures(page: string, runs: readonly RunFigures[], pageError?: string): PageFigures {
  const scores = {} as Record<CategoryId, number | null>;
  const failedAudits: Partial<Record<CategoryId, readonly FailedAudit[]>> = {};
  let metrics: readonly Metric[] = [];
  for (const category of CATEGORIES) {
    const scored = runs.filter((run) => run.scores[category] !== null);
    if (scored.length === 0) {
      scores[category] = null;
      continue;
    }
    const middle = median(scored.map((run) => run.scores[category]!));
    scores[category] = middle;
    const representative = runClosestTo(scored, category, middle);
    if (category === 'performance') metrics = representative.metrics;
    if (middle < 100) failedAudits[category] = representative.failedAudits[category];
  }
  const errors = [
    ...(pageError === undefined ? [] : [pageError]),
    ...runs.flatMap((run, i) => (run.error === undefined ? [] : [`run ${i + 1}: ${run.error}`])),
  ];
  return { page, runs, scores, failedAudits, metrics, errors };
}

/** "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)" → "Chromium 156.0.8078.79" (the user agent says only "156.0.0.0"). */
export function browserOf(versionOutput: string): string {
  const version = /\b(\d+\.\d+\.\d+\.\d+)\b/.exec(versionOutput)?.[1];
  return version === undefined ? 'Chromium (version unknown)' : `Chromium ${version}`;
}

export interface LighthouseReport {
  readonly lighthouseVersion: string;
  readonly browser: string;
  readonly site: string;
  readonly url: string;
  readonly runs: number;
  readonly pages: readonly PageFigures[];
}

function formatScore(score: number | null): string {
  return score === null ? 'n/a' : String(Math.round(score * 10) / 10);
}

export function formatLighthouseReport(report: LighthouseReport): string {
  const lines = [
    `Lighthouse ${report.lighthouseVersion}, mobile emulation and simulated throttling (its defaults), ${report.browser}`,
    `site ${report.site}, served by docs-gen serve at ${report.url}`,
    `median of ${report.runs} run${report.runs === 1 ? '' : 's'} per page`,
    '',
    table(
      ['page', ...CATEGORIES],
      report.pages.map((page) => [page.page, ...CATEGORIES.map((category) => formatScore(page.scores[category]))]),
    ),
  ];
  for (const page of report.pages) {
    const details: string[] = page.errors.map((error) => `  error: ${error}`);
    if (page.metrics.length > 0) details.push(`  metrics: ${page.metrics.map(({ name, value }) => `${name} ${value}`).join(', ')}`);
    for (const category of CATEGORIES) {
      const failed = page.failedAudits[category];
      if (failed === undefined) continue;
      details.push(`  ${category} ${formatScore(page.scores[category])}:`);
      if (failed.length === 0) details.push('    (no audit under 90 in the run shown: the points were lost on audits that nearly passed)');
      for (const audit of failed) details.push(`    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
    if (details.length > 0) lines.push('', page.page, ...details);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// Running it

/** What Lighthouse's Node API and chrome-launcher offer that this file uses. */
interface LighthouseModule {
  default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
}
interface ChromeLauncherModule {
  launch: (options: {
    chromePath: string;
    chromeFlags: readonly string[];
    userDataDir: string;
    handleSIGINT: boolean;
    logLevel: 'silent';
  }) => Promise<{ port: number; kill: () => void }>;
}

/**
 * Installs Lighthouse into the cache folder unless it is there already: into
 * a folder beside it first, renamed into place once complete, so an
 * interrupted install is never taken for a finished one. Returns its
 * node_modules folder, or why it could not.
 */
function installLighthouse(cacheDir: string, log: (line: string) => void): { modules: string } | { reason: string } {
  const dir = path.join(cacheDir, `lighthouse-${LIGHTHOUSE_VERSION}`);
  const modules = path.join(dir, 'node_modules');
  if (existsSync(path.join(modules, 'lighthouse/package.json')) && existsSync(path.join(modules, 'chrome-launcher/package.json'))) return { modules };
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
  log(`[lighthouse] installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir}…`);
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', partial, `lighthouse@${LIGHTHOUSE_VERSION}`, '--save-exact', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts'],
    { encoding: 'utf8' },
  );
  if (installed.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    const why = `${installed.stderr ?? ''}`.split('\n').find((line) => /^npm (error|ERR!)/.test(line) && !/^npm (error|ERR!)\s*$/.test(line));
    return { reason: `n/a (npm install lighthouse@${LIGHTHOUSE_VERSION} failed, offline?${why ? ` ${why.trim()}` : ''})` };
  }
  renameSync(partial, dir);
  return { modules };
}

/** Starts `docs-gen serve` on a port the system picks; resolves with the address it prints, or rejects with its output. */
function startServe(packageRoot: string, siteDir: string, outDir: string): Promise<{ url: string; stop: () => void }> {
  const server = spawn(
    process.execPath,
    [path.join(packageRoot, 'cli/docs-gen.cjs'), 'serve', '--root', siteDir, '--out', outDir, '--port', '0', '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /^Serving .* at (http:\/\/\S+)$/m.exec(output)?.[1];
      if (url !== undefined) resolve({ url, stop: () => server.kill('SIGTERM') });
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`docs-gen serve exited (${code}) before serving:\n${output}`)));
  });
}

async function statusOf(url: string): Promise<number | string> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** One Lighthouse run in a Chromium of its own, with a fresh profile: no cache or storage carried between runs. */
async function runLighthouse(lighthouse: LighthouseModule, launcher: ChromeLauncherModule, url: string): Promise<RunFigures> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docs-gen-lighthouse-'));
  let chrome: { port: number; kill: () => void } | undefined;
  try {
    chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, userDataDir: profile, handleSIGINT: false, logLevel: 'silent' });
    const result = await lighthouse.default(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    return result === undefined ? failedRun('Lighthouse returned no result') : runFigures(result.lhr);
  } catch (error) {
    return failedRun(error instanceof Error ? error.message : String(error));
  } finally {
    chrome?.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

function failedRun(error: string): RunFigures {
  const scores = {} as Record<CategoryId, null>;
  const failedAudits = {} as Record<CategoryId, never[]>;
  for (const category of CATEGORIES) {
    scores[category] = null;
    failedAudits[category] = [];
  }
  return { scores, failedAudits, metrics: [], error };
}

export interface LighthouseContext {
  readonly packageRoot: string;
  readonly cacheDir: string;
  /** Builds a site into a folder; the failure's output, or undefined when it succeeded. */
  readonly buildSite: (siteDir: string, outDir: string) => Promise<string | undefined>;
}

export async function lighthouseMain(argv: readonly string[], { packageRoot, cacheDir, buildSite }: LighthouseContext): Promise<number> {
  const options = parseLighthouseOptions(argv);
  if (typeof options === 'string') {
    process.stderr.write(options === '' ? `usage: ${LIGHTHOUSE_USAGE}\n` : `bench: ${options}\nusage: ${LIGHTHOUSE_USAGE}\n`);
    return options === '' ? 0 : 2;
  }
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const notAvailable = (reason: string): number => {
    process.stdout.write(options.json ? `${JSON.stringify({ reason })}\n` : `lighthouse: ${reason}\n`);
    return 0;
  };
  if (!existsSync(CHROMIUM)) return notAvailable(`n/a (${CHROMIUM} is missing: apt-get install chromium; no browser is downloaded)`);
  const installed = installLighthouse(cacheDir, log);
  if ('reason' in installed) return notAvailable(installed.reason);
  const lighthouse = (await import(pathToFileURL(path.join(installed.modules, 'lighthouse/core/index.js')).href)) as LighthouseModule;
  const launcher = (await import(pathToFileURL(path.join(installed.modules, 'chrome-launcher/dist/index.js')).href)) as ChromeLauncherModule;
  const lighthouseVersion = (JSON.parse(readFileSync(path.join(installed.modules, 'lighthouse/package.json'), 'utf8')) as { version: string }).version;

  const siteDir = path.resolve(options.site ?? packageRoot);
  const outDir = path.join(cacheDir, 'lighthouse-out');
  log(`[lighthouse] building ${siteDir}…`);
  const buildFailure = await buildSite(siteDir, outDir);
  if (buildFailure !== undefined) {
    process.stderr.write(`\nbench: ${buildFailure}\n`);
    return 1;
  }
  const server = await startServe(packageRoot, siteDir, outDir);
  const pages: PageFigures[] = [];
  try {
    for (const page of options.pages) {
      const url = new URL(page.replace(/^\/+/, ''), server.url).href;
      const status = await statusOf(url);
      if (status !== 200) {
        pages.push(pageFigures(page, [], `${url} answered ${status}, not 200: no page there?`));
        continue;
      }
      const runs: RunFigures[] = [];
      for (let run = 1; run <= options.runs; run++) {
        log(`[lighthouse] ${page}, run ${run} of ${options.runs}…`);
        runs.push(await runLighthouse(lighthouse, launcher, url));
      }
      pages.push(pageFigures(page, runs));
    }
  } finally {
    server.stop();
  }
  const report: LighthouseReport = {
    lighthouseVersion,
    browser: browserOf(spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? ''),
    site: siteDir,
    url: server.url,
    runs: options.runs,
    pages,
  };
  process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : `\n${formatLighthouseReport(report)}\n`);
  return 0;
}

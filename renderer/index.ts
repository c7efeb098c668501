/**
 * docs-gen's public API. The whole build is one chain of named stages:
 *
 *   loadConfig → openBuildCache → collectSources → parseDoc (each changed doc, on the task pool)
 *     → buildManifest → checkLinks → the client bundle (made when docs-gen was compiled) → planPage (each route)
 *     → renderPage (each page whose plan changed, on the task pool) → write and swap → save the cache
 *
 * The task pool is the main thread plus worker threads (renderer/pipeline/pool.ts); the
 * cache (renderer/pipeline/build-cache.ts) says which docs and pages changed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { bundleClient, type ClientBundle } from './bundle/bundle-client.js';
import { readPrebuiltClient } from './bundle/prebuilt-client.js';
import { checkLinks } from './check/check-links.js';
import { loadConfig } from './config/load.js';
import type { ResolvedConfig } from './config/types.js';
import { describeCode } from './diagnostics/codes.js';
import type { Diagnostic } from './diagnostics/types.js';
import { createSiteWriter, type OutputFile } from './emit/write-site.js';
import { renderSitemap } from './emit/sitemap.js';
import type { Route } from './manifest/types.js';
import { openBuildCache, type BuildCache, type OutputFileRecord, type OutputRecord } from './pipeline/build-cache.js';
import { digestOf, keyOf, type TreeRef } from './pipeline/cache-files.js';
import { codeFingerprint } from './pipeline/code-fingerprint.js';
import { defaultThreadCount } from './pipeline/pool.js';
import { checkContentFolder, createPools, readSite, STATIC_DIR, type BuildProgress, type ReadSiteContext, type SiteSources } from './pipeline/read-site.js';
import type { DocInput } from './pipeline/tasks.js';
import { joinBase, type DocumentAssets } from './render/document.js';
import { renderSharedSidebars } from './render/page-data.js';
import { createPagePlanner, type PagePlan } from './render/plan-page.js';
import { mdxComponents } from '../theme/index.js';

export { defineConfig } from './config/define-config.js';
export type { UserConfig, ResolvedConfig } from './config/types.js';
export type { Diagnostic } from './diagnostics/types.js';
export type { RouteManifest, Route } from './manifest/types.js';
export type { BuildProgress } from './pipeline/read-site.js';

export interface BuildOptions {
  /** Folder holding site.config.ts, content/ and specs/. */
  readonly root: string;
  /** @default <root>/build */
  readonly outDir?: string;
  /** Turn every warning into an error. @default false */
  readonly strict?: boolean;
  /** Reuse and update the build cache; false builds from scratch and leaves no cache behind. @default true */
  readonly cache?: boolean;
  /** @default <root>/node_modules/.cache/docs-gen */
  readonly cacheDir?: string;
  /** Threads that parse and render, the main thread included (on the largest sites it only hands out the work); 1 uses no workers. @default the available cores */
  readonly threads?: number;
  /** Called as docs are parsed and pages rendered. */
  readonly onProgress?: (progress: BuildProgress) => void;
  /** How long one doc may take to parse, or its page to render, before it is stopped and reported (`doc-timeout`). @default 30000 */
  readonly docTimeoutMs?: number;
}


export interface BuildResult {
  /** 0 success, 1 build errors, 2 usage or config errors. */
  readonly exitCode: 0 | 1 | 2;
  readonly pages: number;
  readonly durationMs: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly outDir: string;
  /** What the build cache saved: docs parsed and pages rendered this time, out of all. */
  readonly work: BuildWork;
  /** Milliseconds spent in each stage, in order: `{ config: 40, read: 900, … }`. */
  readonly timings: Readonly<Record<string, number>>;
}

export interface BuildWork {
  readonly cache: BuildCache['state'];
  readonly parsed: number;
  readonly docs: number;
  readonly rendered: number;
  /** Threads that parsed and rendered. */
  readonly threads: number;
  /** Worker threads among them: on a large site, all of them, while the main thread hands out the work. */
  readonly workers: number;
}

export const DEFAULT_CACHE_DIR = 'node_modules/.cache/docs-gen';

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { strict = false } = options;
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const work = { cache: 'disabled' as BuildCache['state'], parsed: 0, docs: 0, rendered: 0, threads: 1, workers: 0 };
  const timings: Record<string, number> = {};
  let stageStarted = started;
  const endStage = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - stageStarted);
    stageStarted = now;
  };
  const finish = (diagnostics: readonly Diagnostic[], pages: number): BuildResult => {
    const final = strict ? diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' as const } : d)) : [...diagnostics];
    return { exitCode: exitCodeOf(final), pages, durationMs: Math.round(performance.now() - started), diagnostics: final, outDir, work, timings };
  };

  const loaded = await loadConfig({ root });
  endStage('config');
  if (!loaded.ok) return finish(loaded.diagnostics, 0);
  const { config, configFile } = loaded;

  const noContent = checkContentFolder(root);
  if (noContent) return finish([noContent], 0);

  const fingerprint = codeFingerprint();
  const cache = await openBuildCache({ dir: path.resolve(root, options.cacheDir ?? DEFAULT_CACHE_DIR), fingerprint, persistent: options.cache !== false });
  work.cache = cache.state;
  endStage('open-cache');
  const pools = createPools({
    setup: { config, components: Object.keys(mdxComponents), cacheDir: cache.dir, buildId: `${Date.now().toString(36)}-${process.pid}`, docTimeoutMs: options.docTimeoutMs },
    threads: options.threads ?? defaultThreadCount(),
    onWorkers: ({ threads, workers }) => Object.assign(work, { threads, workers }),
  });
  const report = options.onProgress ?? (() => {});
  // esbuild bundles the client in its own process: started now, it runs while the docs are parsed.
  const clientBundle = loadClientBundle(cache);
  clientBundle.catch(() => {});
  try {
    const site = await readSite({ root, config, configFile, includeDrafts: false, cache, fingerprint, pools, report });
    work.parsed = site.parsed;
    endStage('read');
    work.docs = site.docs.size;
    // Link checks on a site with unparsable pages would only add noise about their missing anchors.
    // Only errors stop here: warnings that --strict turns into errors still get the link checks, so one
    // strict run reports every problem.
    const diagnostics = exitCodeOf(site.diagnostics) !== 0 ? site.diagnostics : [...site.diagnostics, ...checkLinks({ manifest: site.manifest, config })];
    endStage('check');
    const checked = finish(diagnostics, 0);
    if (checked.exitCode !== 0) {
      await cache.save({ docs: site.cacheEntries, output: undefined });
      return checked;
    }
    const written = await writeSite({ root, outDir, config, site, bundle: await clientBundle, cache, fingerprint, pools, report });
    work.rendered = written.rendered;
    endStage('write');
    if (written.output === undefined) {
      await cache.save({ docs: site.cacheEntries, output: undefined });
      return finish([...diagnostics, ...written.failures], 0);
    }
    await cache.save({ docs: site.cacheEntries, output: written.output });
    endStage('save-cache');
    return finish(diagnostics, site.manifest.routes.length);
  } finally {
    await pools.close();
    await cache.dispose();
  }
}

/** The bundle compiled with docs-gen, else one an earlier build made with the same code, else a new one (kept for the next build). */
async function loadClientBundle(cache: BuildCache): Promise<ClientBundle> {
  const prebuilt = readPrebuiltClient();
  if (prebuilt !== undefined) return prebuilt;
  const cached = await cache.clientBundle();
  if (cached !== undefined) return cached;
  const bundle = await bundleClient();
  cache.saveClientBundle(bundle);
  return bundle;
}

interface PipelineContext extends ReadSiteContext {
  readonly cache: BuildCache;
}

/**
 * Writes every output file whose inputs changed since the last build into
 * this folder (all of them, the first time), and puts them in place.
 */
async function writeSite({
  root,
  outDir,
  config,
  site,
  bundle,
  cache,
  fingerprint,
  pools,
  report,
}: { root: string; outDir: string; config: ResolvedConfig; site: SiteSources; bundle: ClientBundle } & PipelineContext): Promise<
  { rendered: number; output: OutputRecord } | { rendered: number; output: undefined; failures: readonly Diagnostic[] }
> {
  const { manifest } = site;
  const assets: DocumentAssets = {
    stylesheets: bundle.stylesheets.map((file) => joinBase(config.baseUrl, file)),
    scripts: bundle.scripts.map((file) => joinBase(config.baseUrl, file)),
  };
  const docOf = (route: Route) => (route.source.type === 'file' ? site.docs.get(route.source.file) : undefined);
  const planPage = createPagePlanner({ config, manifest, hasOwnH1: (route) => docOf(route)?.info.contentTitle !== undefined });
  // What every page depends on: the code (fingerprint), the whole config, the client bundle's file names.
  const siteKey = keyOf(fingerprint, 'render', JSON.stringify(config), JSON.stringify(assets));

  const previous = existsSync(outDir) ? cache.previousOutput(outDir) : undefined;
  const writer = await createSiteWriter(outDir, { incremental: previous !== undefined });
  try {
    const files: Record<string, OutputFileRecord> = {};
    // An output file is kept when it was made from the same inputs and still holds what was written.
    const limitReads = pLimit(READS_IN_FLIGHT);
    // Read synchronously: nothing else runs meanwhile, and a promise-based read costs four round trips.
    const isCurrent = async (file: string, key: string) => {
      const before = previous?.[file];
      if (before === undefined || before.key !== key) return false;
      const contents = readIfExists(path.join(outDir, file));
      if (contents === undefined || digestOf(contents) !== before.digest) return false;
      files[file] = before;
      return true;
    };
    const writeIfChanged = async (file: OutputFile) => {
      const digest = digestOf(file.contents);
      if (await isCurrent(file.path, digest)) return;
      await writer.write(file);
      files[file.path] = { key: digest, digest };
    };

    const staticDir = path.join(root, STATIC_DIR);
    const staticFiles = await allOrFirstError(
      [...manifest.assets].map((file) => limitReads(async () => ({ path: file, contents: await readFile(path.join(staticDir, file)) }))),
    );
    await allOrFirstError([...staticFiles, ...bundle.files, ...renderSharedSidebars({ config, manifest })].map(writeIfChanged));

    const jobs = manifest.routes.map((route): RenderJob => {
      const plan = planPage(route);
      const doc = docOf(route);
      return { plan, doc: doc && { input: doc.input, tree: doc.tree }, renderKey: keyOf(siteKey, doc?.input.key ?? '', JSON.stringify(plan)) };
    });
    const current = await allOrFirstError(jobs.map(async (job) => (await isCurrent(job.plan.outputFile, job.renderKey)) && isCurrent(job.plan.dataFile, job.renderKey)));
    const toRender = jobs.filter((_, index) => !current[index]);
    const total = toRender.length;
    let done = 0;
    const pool = pools.forTasks(toRender.length);
    const limitRenders = pLimit(pool.capacity);
    const failures: Diagnostic[] = [];
    await allOrFirstError(
      toRender.map(({ plan, doc, renderKey }) =>
        limitRenders(async () => {
          const result = await pool.run({ type: 'render', plan, doc, assets, outDir: writer.stagingDir });
          if (result.type === 'render') {
            files[plan.outputFile] = { key: renderKey, digest: result.digest };
            files[plan.dataFile] = { key: renderKey, digest: result.dataDigest };
          } else if (result.type === 'render-failed') {
            failures.push(result.diagnostic);
          }
          writer.written(plan.outputFile);
          writer.written(plan.dataFile);
          report({ phase: 'render', done: ++done, total });
        }),
      ),
    );
    // A page that could not be rendered fails the build: the output stays as it was.
    if (failures.length > 0) {
      await writer.abort();
      return { rendered: toRender.length, output: undefined, failures };
    }
    await writeIfChanged({ path: 'sitemap.xml', contents: renderSitemap({ manifest, config }) });
    await writer.commit({ files: new Set(Object.keys(files)) });
    return { rendered: toRender.length, output: { dir: outDir, files: sortedByKey(files) } };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/**
 * Promise.all, but settles every promise before rejecting with the first
 * error: the staging folder may only be removed once nothing writes into it.
 */
async function allOrFirstError<T>(promises: ReadonlyArray<Promise<T>>): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** The index is part of the cache's digest; a stable order keeps it byte-identical for identical builds. */
function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

interface RenderJob {
  readonly plan: PagePlan;
  readonly doc: { readonly input: DocInput; readonly tree: TreeRef } | undefined;
  readonly renderKey: string;
}

function readIfExists(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Enough reads in flight to keep the disk busy, few enough for any limit on open files. */
const READS_IN_FLIGHT = 32;

function exitCodeOf(diagnostics: readonly Diagnostic[]): 0 | 1 | 2 {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return 0;
  return errors.some((d) => describeCode(d.code).exitCode === 2) ? 2 : 1;
}

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
import { readFile, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { bundleClient, type ClientBundle } from './bundle/bundle-client.js';
import { readPrebuiltClient } from './bundle/prebuilt-client.js';
import { checkLinks } from './check/check-links.js';
import { loadConfig } from './config/load.js';
import { locateConfigFields } from './config/locate-field.js';
import type { ResolvedConfig } from './config/types.js';
import { describeCode } from './diagnostics/codes.js';
import type { Diagnostic } from './diagnostics/types.js';
import { checkOutputFolder } from './emit/check-output-folder.js';
import { createSiteWriter, generationsDirOf, removeStaleLeftovers } from './emit/write-site.js';
import { renderRouteSizes } from './emit/route-sizes.js';
import { renderSitemap } from './emit/sitemap.js';
import type { Route } from './manifest/types.js';
import { checkCacheFolder, DEFAULT_CACHE_DIR, openBuildCache, type BuildCache, type OutputRecord } from './pipeline/build-cache.js';
import { digestOfData, keyOf, type TreeRef } from './pipeline/cache-files.js';
import { codeFingerprint } from './pipeline/code-fingerprint.js';
import { defaultThreadCount, maxThreadCount } from './pipeline/pool.js';
import { checkContentFolder, createPools, readSite, STATIC_DIR, type BuildProgress, type ReadSiteContext, type SiteSources } from './pipeline/read-site.js';
import type { DocInput } from './pipeline/tasks.js';
import { joinBase, type DocumentAssets } from './render/document.js';
import { renderSharedSidebars } from './render/page-data.js';
import { createPagePlanner, type PagePlan } from './render/plan-page.js';
import { ROUTE_SIZES_FILE, routeDataFile } from './shared/routes.js';
import { mdxComponents } from '../theme/index.js';

export { defineConfig } from './config/define-config.js';
export type { UserConfig, ResolvedConfig } from './config/types.js';
export type { Diagnostic } from './diagnostics/types.js';
export type { RouteManifest, Route } from './manifest/types.js';
export type { BuildProgress } from './pipeline/read-site.js';
export { DEFAULT_CACHE_DIR } from './pipeline/build-cache.js';

export interface BuildOptions {
  /** Folder holding site.config.ts, content/ and specs/. */
  readonly root: string;
  /** @default <root>/build */
  readonly outDir?: string;
  /** Replace an output folder that holds files docs-gen did not write. @default false */
  readonly force?: boolean;
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

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { strict = false } = options;
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const cacheDir = path.resolve(root, options.cacheDir ?? DEFAULT_CACHE_DIR);
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
  const stage = { name: 'checking the options' };
  try {
    const result = await runStages({ options, root, outDir, cacheDir, work, endStage, finish, stage });
    return { ...result, diagnostics: await locateConfigFields(result.diagnostics, { root }) };
  } catch (error) {
    // Whatever a stage throws is reported as a diagnostic, so --json prints its object and the output stays as it was.
    return finish([diagnosticOfError(error, { root, during: stage.name })], 0);
  }
}

interface StageContext {
  readonly options: BuildOptions;
  readonly root: string;
  readonly outDir: string;
  readonly cacheDir: string;
  readonly work: { -readonly [K in keyof BuildWork]: BuildWork[K] };
  readonly endStage: (name: string) => void;
  readonly finish: (diagnostics: readonly Diagnostic[], pages: number) => BuildResult;
  /** What the build is doing, for the report of an error it did not expect. */
  readonly stage: { name: string };
}

async function runStages({ options, root, outDir, cacheDir, work, endStage, finish, stage }: StageContext): Promise<BuildResult> {

  if (options.threads !== undefined && !(Number.isInteger(options.threads) && options.threads >= 1 && options.threads <= maxThreadCount())) {
    return finish([{ code: 'option-invalid', severity: 'error', message: `threads must be a whole number from 1 to ${maxThreadCount()} (the cores of this machine), got ${options.threads}`, location: { option: '--threads' } }], 0);
  }
  stage.name = 'checking the output folder';
  const badOutput = await checkOutputFolder({ root, outDir, cacheDir, force: options.force === true });
  if (badOutput) return finish([badOutput], 0);
  const badCache = options.cacheDir === undefined || options.cache === false ? undefined : await checkCacheFolder(cacheDir);
  if (badCache) return finish([badCache], 0);
  await removeStaleLeftovers(outDir);

  stage.name = 'loading the config';
  const loaded = await loadConfig({ root });
  endStage('config');
  if (!loaded.ok) return finish(loaded.diagnostics, 0);
  const { config, configFile } = loaded;

  const noContent = checkContentFolder(root);
  if (noContent) return finish([noContent], 0);

  stage.name = 'opening the build cache';
  const fingerprint = codeFingerprint();
  const cache = await openBuildCache({
    dir: cacheDir,
    fingerprint,
    persistent: options.cache !== false,
    scratchDir: path.join(generationsDirOf(outDir), `scratch-${Date.now().toString(36)}-${process.pid}`),
  });
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
    stage.name = 'reading the site';
    const site = await readSite({ root, config, configFile, includeDrafts: false, cache, fingerprint, pools, report });
    work.parsed = site.parsed;
    endStage('read');
    work.docs = site.docs.size;
    // Link checks on a site with unparsable pages would only add noise about their missing anchors.
    // Only errors stop here: warnings that --strict turns into errors still get the link checks, so one
    // strict run reports every problem.
    stage.name = 'checking links';
    const diagnostics = exitCodeOf(site.diagnostics) !== 0 ? site.diagnostics : [...site.diagnostics, ...checkLinks({ manifest: site.manifest, config, configFile })];
    endStage('check');
    const checked = finish(diagnostics, 0);
    if (checked.exitCode !== 0) {
      await cache.save({ docs: site.cacheEntries, output: undefined });
      return checked;
    }
    stage.name = 'writing the site';
    const staged = await stageSite({ root, outDir, config, site, bundle: await clientBundle, cache, fingerprint, pools, report });
    work.rendered = staged.rendered;
    endStage('write');
    if (staged.output === undefined) {
      await cache.save({ docs: site.cacheEntries, output: undefined });
      return finish([...diagnostics, ...staged.failures], 0);
    }
    // Saved before the output is switched: a build killed in between leaves the old output, which the
    // next build checks against the digests recorded here and re-renders where they differ.
    stage.name = 'saving the build cache';
    await cache.save({ docs: site.cacheEntries, output: staged.output });
    endStage('save-cache');
    stage.name = 'putting the new site in place';
    await staged.commit();
    endStage('commit');
    return finish(diagnostics, site.manifest.routes.length);
  } finally {
    await pools.close();
    await cache.dispose();
    // Left only when this build made it and wrote no output into it.
    await rmdir(generationsDirOf(outDir)).catch(() => {});
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
 * Writes every output file whose inputs changed since the last build into a
 * new staging folder (all of them, the first time), takes the rest from the
 * current output, and returns the step that puts the new site in place.
 */
async function stageSite({
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
  | { rendered: number; output: OutputRecord; commit: () => Promise<void> }
  | { rendered: number; output: undefined; failures: readonly Diagnostic[] }
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

  // An output file is kept when it was made from the same inputs and still holds what was written.
  const writer = await createSiteWriter(outDir, { previous: cache.previousOutput(outDir) });
  try {
    const limitReads = pLimit(READS_IN_FLIGHT);
    const writeIfChanged = writer.writeIfChanged;

    const staticDir = path.join(root, STATIC_DIR);
    const staticFiles = await allOrFirstError(
      [...manifest.assets].map((file) => limitReads(async () => ({ path: file, contents: await readFile(path.join(staticDir, file)) }))),
    );
    await allOrFirstError([...staticFiles, ...bundle.files, ...renderSharedSidebars({ config, manifest })].map(writeIfChanged));

    // A page is kept without planning it when what its plan is made from (the site, the manifest, its route and doc)
    // is what the kept page's was; else it is planned, and kept when its plan is the same.
    const manifestKey = digestOfData(manifest, { omit: SOURCE_POSITION_KEYS });
    const toRender: RenderJob[] = [];
    for (const route of manifest.routes) {
      const doc = docOf(route);
      const dataFile = routeDataFile(route.path);
      const inputs = keyOf(siteKey, manifestKey, route.path, doc?.input.key ?? '');
      const keptAs = (key: string | undefined) => {
        if (key === undefined || !writer.isCurrent(route.outputFile, key) || !writer.isCurrent(dataFile, key)) return false;
        writer.keep(route.outputFile, inputs);
        writer.keep(dataFile, inputs);
        return true;
      };
      if (keptAs(writer.keyFromInputs(route.outputFile, inputs))) continue;
      const plan = planPage(route);
      const renderKey = keyOf(siteKey, doc?.input.key ?? '', JSON.stringify(plan));
      if (keptAs(renderKey)) continue;
      const source = 'file' in route.source ? route.source.file : undefined;
      toRender.push({ plan, path: route.path, source, doc: doc && { input: doc.input, tree: doc.tree }, renderKey, inputs });
    }
    const total = toRender.length;
    let done = 0;
    const pool = pools.forTasks(toRender.length);
    const limitRenders = pLimit(pool.capacity);
    const failures: Diagnostic[] = [];
    await allOrFirstError(
      toRender.map(({ plan, path: pagePath, source, doc, renderKey, inputs }) =>
        limitRenders(async () => {
          const result = await pool.run({ type: 'render', plan, doc, assets, outDir: writer.stagingDir }).catch((error: unknown) => {
            throw new PageError(`the page ${pagePath}`, source, error);
          });
          if (result.type === 'render') {
            writer.written(plan.outputFile, { key: renderKey, digest: result.digest, inputs });
            writer.written(plan.dataFile, { key: renderKey, digest: result.dataDigest, inputs });
          } else if (result.type === 'render-failed') {
            failures.push(result.diagnostic);
          }
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
    // Rendered or kept, every route's data is in the staging folder now.
    const dataSizes = manifest.routes.map((route) => [route.path, writer.sizeOf(routeDataFile(route.path))] as const);
    await writeIfChanged({ path: ROUTE_SIZES_FILE, contents: renderRouteSizes(dataSizes) });
    return {
      rendered: toRender.length,
      output: { dir: outDir, files: writer.records() },
      commit: async () => {
        try {
          await writer.commit();
        } catch (error) {
          await writer.abort();
          throw error;
        }
      },
    };
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

interface RenderJob {
  readonly plan: PagePlan;
  /** The page's route path and the file it comes from, for the report of a failure to render or write it. */
  readonly path: string;
  readonly source: string | undefined;
  readonly doc: { readonly input: DocInput; readonly tree: TreeRef } | undefined;
  readonly renderKey: string;
  /** What renderKey was computed from, recorded with the page (see OutputFileRecord). */
  readonly inputs: string;
}

/** Source positions in the manifest only place diagnostics: a link moved down its page changes no page's plan. */
const SOURCE_POSITION_KEYS: ReadonlySet<string> = new Set(['line', 'column']);

/** Enough reads in flight to keep the disk busy, few enough for any limit on open files. */
const READS_IN_FLIGHT = 32;

/** Codes of errors that come from the machine (permissions, space, limits), not from a bug. */
const IO_ERROR_CODES = new Set(['EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'EMFILE', 'ENFILE', 'ENAMETOOLONG', 'EDQUOT', 'EIO', 'ELOOP', 'ENOTDIR', 'EISDIR', 'EEXIST', 'ENOENT']);

/** A failure to render or write one page, with the file the page comes from. */
class PageError extends Error {
  constructor(
    readonly page: string,
    readonly file: string | undefined,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

function diagnosticOfError(error: unknown, { root, during }: { root: string; during: string }): Diagnostic {
  const reason = error instanceof PageError ? error.reason : error;
  const doing = error instanceof PageError ? `${during} (${error.page})` : during;
  const errno = reason as NodeJS.ErrnoException;
  // Node's messages end with the path (`ENOSPC: no space left on device, write '/…'`), which the location gives.
  const message = (reason instanceof Error ? reason.message : String(reason)).replace(/, \w+ '[^]*'$/, '');
  const stack = process.env.DEBUG?.split(',').includes('docs-gen') && reason instanceof Error ? { codeFrame: reason.stack } : {};
  const file = error instanceof PageError ? error.file : typeof errno.path === 'string' ? path.relative(root, errno.path).split(path.sep).join('/') : undefined;
  const location = file === undefined ? {} : { location: { file } };
  if (typeof errno.code === 'string' && IO_ERROR_CODES.has(errno.code)) {
    return { code: 'io-failed', severity: 'error', message: `A file could not be read or written while ${doing}: ${message}`, ...location, ...stack };
  }
  return { code: 'internal-error', severity: 'error', message: `Internal error while ${doing}: ${message}`, ...location, ...stack };
}

function exitCodeOf(diagnostics: readonly Diagnostic[]): 0 | 1 | 2 {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return 0;
  return errors.some((d) => describeCode(d.code).exitCode === 2) ? 2 : 1;
}

/**
 * `docs-gen build`: runs the engine (engine/engine.ts) once, from the config
 * to the search index, into a new generation of the output that is put in
 * place only when every stage succeeded; the build cache makes the next
 * build redo only what changed.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { rmdir } from 'node:fs/promises';
import { locateConfigFields } from '../config/locate-field.js';
import { cacheEntriesOf, type ParseProgress } from '../pipeline/parse-docs.js';
import { exitCodeOf, type ExitCode } from '../diagnostics/exit-code.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { debugEnabled, internalErrorOf } from '../diagnostics/internal-error.js';
import { checkOutputContents, checkOutputPlace } from '../emit/check-output-folder.js';
import { lockOutput, type OutputLock } from '../emit/output-lock.js';
import { diskFullPointForTests } from '../fs/crash-point.js';
import { stageSite } from '../emit/stage-site.js';
import { PageError, type RenderProgress } from '../emit/render-pages.js';
import { claimStagingFolder, removeStaleLeftovers, type StagingFolder } from '../emit/write-site.js';
import { finishInterruptedSwitch, generationsDirOf } from '../emit/output-switch.js';
import { claimCacheFolder, DEFAULT_CACHE_DIR, openBuildCache, type BuildCache } from '../pipeline/build-cache.js';
import { codeFingerprint } from '../fs/code-fingerprint.js';
import { defaultThreadCount, maxThreadCount } from '../pipeline/pool.js';
import { searchablePages, searchVersions } from '../search/searchable-pages.js';
import { relativePosixPath } from '../fs/posix-path.js';
import { createEngine, type CheckedSite, type Engine } from '../engine/engine.js';
import { DEFAULT_OUT_DIR } from '../config/defaults.js';

export type BuildProgress = ParseProgress | RenderProgress;

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
  /** Called once when another build (process `holder`) is writing the same output, which this build then waits for. */
  readonly onWait?: (holder: number) => void;
}

export interface BuildResult {
  /** 0 success, 1 build errors, 2 usage or config errors. */
  readonly exitCode: ExitCode;
  readonly pages: number;
  readonly durationMs: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly outDir: string;
  /** What the build cache saved: docs parsed, pages planned and pages rendered this time, out of all. */
  readonly work: BuildWork;
  /** Milliseconds spent in each stage, in order: `{ config: 40, read: 900, … }`. */
  readonly timings: Readonly<Record<string, number>>;
}

export interface BuildWork {
  readonly cache: BuildCache['state'];
  readonly parsed: number;
  readonly docs: number;
  /** Spec files validated and rendered: none when the build cache held their pages. */
  readonly specsLoaded: number;
  /** Pages whose links were checked: none when the last build found nothing wrong with the same links (same manifest, config and code). */
  readonly linksChecked: number;
  /** Pages planned: those whose plan may differ from the one their output files were made from. */
  readonly planned: number;
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
  const outDir = path.resolve(root, options.outDir ?? DEFAULT_OUT_DIR);
  const cacheDir = path.resolve(root, options.cacheDir ?? DEFAULT_CACHE_DIR);
  const work = {
    cache: 'disabled' as BuildCache['state'],
    parsed: 0,
    docs: 0,
    specsLoaded: 0,
    linksChecked: 0,
    planned: 0,
    rendered: 0,
    threads: 1,
    workers: 0,
  };
  const timings: Record<string, number> = {};
  let stageStarted = started;
  /** What the build is doing, for the report of an error it did not expect. */
  let doing = 'checking the options';
  const startStage = (name: string, description: string) => {
    const now = performance.now();
    timings[name] = 0;
    const previous = Object.keys(timings).at(-2);
    if (previous !== undefined) timings[previous] = Math.round(now - stageStarted);
    stageStarted = now;
    doing = description;
  };
  const finish = (diagnostics: readonly Diagnostic[], pages: number): BuildResult => {
    const last = Object.keys(timings).at(-1);
    if (last !== undefined) timings[last] = Math.round(performance.now() - stageStarted);
    const final = strict ? diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' as const } : d)) : [...diagnostics];
    return { exitCode: exitCodeOf(final), pages, durationMs: Math.round(performance.now() - started), diagnostics: final, outDir, work, timings };
  };

  if (options.threads !== undefined && !(Number.isInteger(options.threads) && options.threads >= 1 && options.threads <= maxThreadCount())) {
    return finish(
      [
        {
          code: 'option-invalid',
          severity: 'error',
          message: `threads must be a whole number from 1 to ${maxThreadCount()} (the cores of this machine), got ${options.threads}`,
          location: { option: '--threads' },
        },
      ],
      0,
    );
  }
  let engine: Engine | undefined;
  let cache: BuildCache | undefined;
  /** The folder the new site is staged in, until stageSite takes it. */
  let staging: StagingFolder | undefined;
  let lock: OutputLock | undefined;
  /** Whether the cache's index now refers to what this build wrote into it. */
  let saved = false;
  try {
    doing = 'checking the output folder';
    const badPlace = checkOutputPlace({ root, outDir, cacheDir });
    if (badPlace) return finish([badPlace], 0);
    doing = 'waiting for another build of the same output to end';
    lock = await lockOutput(outDir, { onWait: options.onWait });
    doing = 'checking the output folder';
    // A killed build's switch is finished before anything looks at the output: until then its path may not exist.
    await finishInterruptedSwitch(outDir);
    const badOutput = await checkOutputContents({ outDir, force: options.force === true });
    if (badOutput) return finish([badOutput], 0);
    const badCache = options.cache === false ? undefined : await claimCacheFolder(cacheDir, { named: options.cacheDir !== undefined });
    if (badCache) return finish([badCache], 0);
    await removeStaleLeftovers(outDir);
    // Claimed now: what the spare holds (a folder per page) is listed while the site is read and checked.
    staging = await claimStagingFolder(outDir, { stamps: options.cache !== false });

    engine = createEngine({
      root,
      includeDrafts: false,
      threads: options.threads ?? defaultThreadCount(),
      docTimeoutMs: options.docTimeoutMs,
      configCacheDir: options.cache === false ? undefined : cacheDir,
      runsOnce: true,
      openStore: async () => {
        cache = await openBuildCache({
          dir: cacheDir,
          fingerprint: codeFingerprint(),
          persistent: options.cache !== false,
          scratchDir: path.join(generationsDirOf(outDir), `scratch-${Date.now().toString(36)}-${process.pid}`),
        });
        work.cache = cache.state;
        return cache;
      },
      onStage: startStage,
      onProgress: options.onProgress,
      onWorkers: ({ threads, workers }) => Object.assign(work, { threads, workers }),
    });
    const checked = await engine.update({ files: 'all' });
    if (!checked.ok) return await located(finish(checked.diagnostics, 0), root);
    work.parsed = checked.parsed;
    work.docs = checked.docs;
    work.specsLoaded = checked.specsLoaded;
    work.linksChecked = checked.linksChecked;
    const result = finish(checked.diagnostics, 0);
    if (result.exitCode !== 0) {
      await cache!.save({ docs: cacheEntriesOf(checked.site.docs), output: undefined });
      saved = true;
      return await located(result, root);
    }
    const planned = await engine.planner();
    if (!planned.ok) return await located(finish([...checked.diagnostics, ...planned.diagnostics], 0), root);

    startStage('write', 'writing the site');
    diskFullPointForTests('write');
    const claimed = staging;
    staging = undefined;
    const staged = await stageSite({
      staging: claimed,
      root,
      outDir,
      layout: checked.site.config.output.layout,
      manifest: checked.site.manifest,
      planner: planned.planner,
      previousOutput: cache!.previousOutput(outDir),
      pools: engine.pools()!,
      report: options.onProgress ?? (() => {}),
      search: searchOf({ site: checked.site, cache: cache! }),
      scratchDir: cache!.dir,
      onStage: startStage,
    });
    work.planned = staged.planned;
    work.rendered = staged.rendered;
    if (staged.output === undefined) {
      await cache!.save({ docs: cacheEntriesOf(checked.site.docs), output: undefined });
      saved = true;
      return await located(finish([...checked.diagnostics, ...staged.failures], 0), root);
    }
    // Saved before the output is switched: a build killed in between leaves the old output, which the
    // next build checks against the digests recorded here and re-renders where they differ.
    startStage('save-cache', 'saving the build cache');
    diskFullPointForTests('save-cache');
    await cache!.save({ docs: cacheEntriesOf(checked.site.docs), output: staged.output, search: staged.search, cleanLinks: checked.cleanLinks });
    saved = true;
    startStage('commit', 'putting the new site in place');
    await staged.commit();
    return await located(finish(checked.diagnostics, checked.site.manifest.routes.length), root);
  } catch (error) {
    // Whatever a stage throws is reported as a diagnostic, so --json prints its object and the output stays as it was.
    return finish([diagnosticOfError(error, { root, during: doing })], 0);
  } finally {
    await staging?.release();
    await engine?.close();
    if (!saved) await cache?.discardUnsaved();
    await cache?.dispose();
    lock?.release();
    // Left only when this build made it and wrote no output into it.
    await rmdir(generationsDirOf(outDir)).catch(() => {});
  }
}

/** What the search index stage of a build needs: the pages it holds, the versions, the records of earlier builds. */
function searchOf({ site, cache }: { site: CheckedSite; cache: BuildCache }): Parameters<typeof stageSite>[0]['search'] {
  if (!site.config.search.enabled) return undefined;
  return { pages: searchablePages(site), versions: searchVersions(site.manifest), previous: cache.searchState };
}

/** Config problems get the line where site.config.ts writes their field. */
async function located(result: BuildResult, root: string): Promise<BuildResult> {
  return { ...result, diagnostics: await locateConfigFields(result.diagnostics, { root }) };
}

/** Codes of errors that come from the machine (permissions, space, limits), not from a bug. */
const IO_ERROR_CODES = new Set([
  'EACCES',
  'EPERM',
  'ENOSPC',
  'EROFS',
  'EMFILE',
  'ENFILE',
  'ENAMETOOLONG',
  'EDQUOT',
  'EIO',
  'ELOOP',
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'ENOENT',
]);

function diagnosticOfError(error: unknown, { root, during }: { root: string; during: string }): Diagnostic {
  const reason = error instanceof PageError ? error.reason : error;
  const doing = error instanceof PageError ? `${during} (${error.page})` : during;
  const errno = reason as NodeJS.ErrnoException;
  // Node's messages end with the path (`ENOSPC: no space left on device, write '/…'`), which the location gives.
  const message = (reason instanceof Error ? reason.message : String(reason)).replace(/, \w+ '[\s\S]*'$/, '');
  const stack = debugEnabled() && reason instanceof Error ? { codeFrame: reason.stack } : {};
  const file = error instanceof PageError ? error.file : typeof errno.path === 'string' ? relativePosixPath(root, errno.path) : undefined;
  const location = file === undefined ? {} : { location: { file } };
  if (errno.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return {
      code: 'out-of-memory',
      severity: 'error',
      message: `A build thread ran out of memory while ${doing}; the output was not changed`,
      ...location,
      ...stack,
    };
  }
  if (typeof errno.code === 'string' && IO_ERROR_CODES.has(errno.code)) {
    return { code: 'io-failed', severity: 'error', message: `A file could not be read or written while ${doing}: ${message}`, ...location, ...stack };
  }
  return internalErrorOf(reason, { doing, location: file === undefined ? undefined : { file } });
}

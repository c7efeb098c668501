/**
 * The reading half of a build, shared by `build` and `dev`: every source of
 * the site, parsed (or taken from what an earlier build parsed), and the
 * route manifest built from them.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { parseCategoryMeta, type CategoryMeta } from '../content/category-meta.js';
import { collectSources } from '../content/collect-sources.js';
import { listAssets } from '../content/list-assets.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { buildManifest, type VersionSources } from '../manifest/build-manifest.js';
import { CURRENT_VERSION, planVersions } from '../manifest/versions.js';
import { readVersions, readVersionSidebars } from '../versions/versions-file.js';
import type { RouteManifest } from '../manifest/types.js';
import { loadApiPages } from '../openapi/load-specs.js';
import type { BuildCache, CachedDoc } from './build-cache.js';
import { keyOf } from './cache-files.js';
import { createTaskPool, MAIN_THREAD_TASK_LIMIT, MIN_TASKS_FOR_WORKERS, type TaskPool } from './pool.js';
import type { DocInput, TaskSetup } from './tasks.js';

export const CONTENT_DIR = 'content';
export const STATIC_DIR = 'static';

/** The site has no content folder: nothing to build (checked before reading, by build and dev alike). */
export function checkContentFolder(root: string): Diagnostic | undefined {
  const dir = path.join(root, CONTENT_DIR);
  const stats = statOrUndefined(dir);
  if (stats?.isDirectory()) return undefined;
  const problem = stats === undefined ? 'does not exist' : 'is a file, not a folder';
  return { code: 'content-missing', severity: 'error', message: `The content folder ${dir} ${problem}`, location: { file: CONTENT_DIR } };
}

function statOrUndefined(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

export interface BuildProgress {
  readonly phase: 'parse' | 'render';
  readonly done: number;
  readonly total: number;
}

export interface Pools {
  /** Workers when there are enough tasks to repay starting them, else the main thread. */
  forTasks(count: number): TaskPool;
  close(): Promise<void>;
}

export function createPools({ setup, threads, onWorkers }: { setup: TaskSetup; threads: number; onWorkers: (pool: Pick<TaskPool, 'threads' | 'workers'>) => void }): Pools {
  let mainOnly: TaskPool | undefined;
  let withWorkers: TaskPool | undefined;
  return {
    forTasks(count) {
      if (withWorkers) return withWorkers;
      if (count >= MIN_TASKS_FOR_WORKERS && threads > 1) {
        withWorkers = createTaskPool({ setup, threads, mainTakesTasks: count < MAIN_THREAD_TASK_LIMIT });
        onWorkers(withWorkers);
        return withWorkers;
      }
      mainOnly ??= createTaskPool({ setup, threads: 1 });
      return mainOnly;
    },
    close: async () => {
      await Promise.all([mainOnly?.close(), withWorkers?.close()]);
    },
  };
}

export interface ReadSiteContext {
  /** Docs parsed before, by parse key. */
  readonly cache: Pick<BuildCache, 'parsedDoc'>;
  readonly fingerprint: string;
  readonly pools: Pools;
  readonly report: (progress: BuildProgress) => void;
}

export interface SiteSources {
  readonly manifest: RouteManifest;
  /** Each doc's input and parse results, by file. */
  readonly docs: ReadonlyMap<string, { readonly input: DocInput } & CachedDoc>;
  /** The docs as the cache records them, by parse key. */
  readonly cacheEntries: Record<string, CachedDoc>;
  /** Docs parsed by this build (the rest came from the cache). */
  readonly parsed: number;
  /** Threads that parsed them. */
  readonly threads: number;
  readonly diagnostics: readonly Diagnostic[];
}

/** Every source of the site, parsed (or taken from the cache), and the manifest built from them. */
export async function readSite({
  root,
  config,
  configFile,
  includeDrafts,
  cache,
  fingerprint,
  pools,
  report,
  loadApi = loadApiPages,
}: {
  root: string;
  config: ResolvedConfig;
  configFile: string;
  includeDrafts: boolean;
  /** The API pages of the specs (dev passes one that remembers specs that did not change). */
  loadApi?: typeof loadApiPages;
} & ReadSiteContext): Promise<SiteSources> {
  const released = readVersions(root);
  const planned = planVersions({ config, configFile, released: released.names });
  const diagnostics: Diagnostic[] = [...released.diagnostics, ...planned.diagnostics];
  const versions = await Promise.all(
    planned.versions.map(async (version) => {
      const sidebars = version.name === CURRENT_VERSION ? { sidebars: config.docs.sidebars, diagnostics: [] } : readVersionSidebars(root, version.name);
      diagnostics.push(...sidebars.diagnostics);
      return { version, sidebars: sidebars.sidebars, sources: await collectSources({ root, contentDir: version.docsDir }) };
    }),
  );
  for (const { version, sources } of versions) {
    diagnostics.push(...sources.diagnostics);
    if (sources.docs.length === 0) {
      diagnostics.push({ code: 'content-empty', severity: 'warning', message: `${version.docsDir}/ holds no .md or .mdx docs: the site has no doc pages`, location: { file: version.docsDir } });
    }
  }
  const allSources = versions.flatMap(({ sources }) => sources.docs);
  // What a doc's parse depends on: the code, the doc, and the config that changes how it parses.
  const inputs: DocInput[] = allSources.map(({ file, format, source }) => ({ file, format, source, key: keyOf(fingerprint, 'parse', config.markdown.rawHtml, file, format, source) }));
  const missing = inputs.filter((input) => cache.parsedDoc(input.key) === undefined);
  const pool = pools.forTasks(missing.length);
  let done = 0;
  const parsedNow = new Map<string, CachedDoc>();
  await Promise.all(
    missing.map(async (doc) => {
      const result = await pool.run({ type: 'parse', doc });
      if (result.type === 'parse') parsedNow.set(doc.key, { info: result.info, tree: result.tree });
      report({ phase: 'parse', done: ++done, total: missing.length });
    }),
  );

  const docs = new Map<string, { input: DocInput } & CachedDoc>();
  const cacheEntries: Record<string, CachedDoc> = {};
  for (const input of inputs) {
    const parsed = parsedNow.get(input.key) ?? cache.parsedDoc(input.key)!;
    docs.set(input.file, { input, ...parsed });
    cacheEntries[input.key] = parsed;
  }
  diagnostics.push(...[...docs.values()].flatMap(({ info }) => info.diagnostics));

  const versionSources: VersionSources[] = versions.map(({ version, sidebars, sources }) => {
    const categories = new Map<string, { meta: CategoryMeta; file: string }>();
    for (const category of sources.categories) {
      const { meta, diagnostics: categoryDiagnostics } = parseCategoryMeta(category);
      diagnostics.push(...categoryDiagnostics);
      categories.set(category.dir, { meta, file: category.file });
    }
    return { version, sidebars, docs: sources.docs.map((source) => ({ source, parsed: docs.get(source.file)!.info })), categories, dirs: sources.dirs };
  });
  const { assets, diagnostics: assetDiagnostics } = await listAssets({ root, staticDir: STATIC_DIR });
  diagnostics.push(...assetDiagnostics);
  const api = await loadApi({ root, config });
  diagnostics.push(...api.diagnostics);
  const { manifest, diagnostics: manifestDiagnostics } = buildManifest({
    config,
    configFile,
    versions: versionSources,
    assets,
    includeDrafts,
    apiPages: api.pages,
  });
  diagnostics.push(...manifestDiagnostics);
  return { manifest, docs, cacheEntries, parsed: missing.length, threads: pool.threads, diagnostics };
}

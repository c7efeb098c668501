/**
 * The engine every command runs: one chain of named stages, each a function
 * of the previous stages' outputs (and of its own output from the last run,
 * which it may reuse):
 *
 *   config          site.config.ts → ResolvedConfig                         (I/O)    config/load.ts
 *   read sources    content/, versions, static/ → texts and names            (I/O)    content/read-sources.ts
 *   parse           each doc that changed, on the task pool                          pipeline/parse-docs.ts
 *   load specs      specs/ → API pages, while the docs parse                 (I/O)    openapi/load-specs.ts
 *   local files     the files docs link beside themselves (`./img/a.png`)    (I/O)    content/local-files.ts
 *   manifest        everything read → the route manifest                     (pure)   manifest/assemble-manifest.ts
 *   compile MDX     the pages whose MDX runs code, bundled with esbuild      (I/O)    mdx/compile-pages.ts
 *   checks          links and anchors of the pages they reach                 (pure)   check/check-links.ts
 *   client bundle   the theme's scripts and stylesheets                              pipeline/load-client-bundle.ts
 *   plan            each route's page plan and render key, site-wide files    (pure)   render/plan-site.ts
 *   render, write   `build`: the pages whose key changed, into a new output   (I/O)    emit/stage-site.ts, emit/render-pages.ts
 *   render, serve   `dev`: a page when a browser asks for it, by the task     (I/O)    dev/dev-site.ts, pipeline/tasks.ts
 *                   runner a build's render threads use
 *   search index    the searchable pages' records → assets/search/           (pure)   search/search-index.ts, emit/write-search-index.ts
 *
 * `build` (commands/build.ts) runs the engine once. `dev` (dev/dev-site.ts)
 * keeps one alive and runs it again for each batch of files the watcher
 * reports: every stage then redoes only what those files reach, and gives
 * what a run from nothing would.
 */
import type { ClientBundle } from '../bundle/bundle-client.js';
import { loadClientBundle } from '../pipeline/load-client-bundle.js';
import { noLinkProblems, updateLinkChecks, type LinkChecks } from '../check/check-links.js';
import { loadConfig } from '../config/load.js';
import type { ResolvedConfig } from '../config/types.js';
import { parseDocs, type ParsedDocs, type ParseProgress } from '../pipeline/parse-docs.js';
import { readGitHistory, type FileHistory } from '../content/git-history.js';
import { checkContentFolder, readSources, type SiteSources } from '../content/read-sources.js';
import { readSiteText } from '../content/site-files.js';
import { checkSourceFolders } from '../content/source-folders.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { OutputFile } from '../fs/output-file.js';
import { touchesConfig, touchesVersions, type ChangedFiles } from '../engine/changes.js';
import { assembleManifest, type ManifestStage } from '../manifest/assemble-manifest.js';
import { manifestDigestOf } from '../manifest/manifest-digest.js';
import { compileMdxPages, type CompiledMdx } from '../mdx/compile-pages.js';
import { loadSpecs, type LoadedSpecs } from '../openapi/load-specs.js';
import type { BuildCache } from '../pipeline/build-cache.js';
import { keyOf } from '../fs/digest.js';
import { codeFingerprint } from '../fs/code-fingerprint.js';
import { createPools, type Pools, type TaskPool } from '../pipeline/pool.js';
import { createSitePlanner, planSite, type SitePlan, type SitePlanner } from '../render/plan-site.js';
import { mdxComponents } from '../../theme/index.js';
import { VERSIONED_DOCS_DIR } from '../config/versions-file.js';
import type { CompiledModule } from '../config/compiled-config-cache.js';
import { hasSitePlugins } from '../content/site-plugins.js';
import { findLocalFiles } from '../content/local-files.js';

export interface EngineOptions {
  readonly root: string;
  /** `dev` shows drafts; `build` leaves them out. */
  readonly includeDrafts: boolean;
  /** Threads that may parse (and, for `build`, render). */
  readonly threads: number;
  readonly docTimeoutMs?: number;
  /** Where body trees are kept, and what earlier builds left there; opened once the config has loaded. */
  readonly openStore: () => Promise<EngineStore>;
  /** The build cache's folder, where the compiled config is kept from one build to the next; none compiles it every run. */
  readonly configCacheDir?: string;
  /** `build` runs the engine once: what only a next run would build on (the index of what links looked at) is not kept. */
  readonly runsOnce?: boolean;
  /** The code that parses and renders; `dev` passes a new one with each edit of the theme. @default docs-gen's own */
  readonly code?: EngineCode;
  /** Called as each stage starts: a short name (`read`) and what it does (`reading the site`). */
  readonly onStage?: (name: string, description: string) => void;
  readonly onProgress?: (progress: ParseProgress) => void;
  readonly onWorkers?: (pool: Pick<TaskPool, 'threads' | 'workers'>) => void;
}

export interface EngineStore {
  /** Where body trees are kept. */
  readonly dir: string;
  /** Docs parsed by earlier builds, by parse key. */
  readonly parsedDoc?: BuildCache['parsedDoc'];
  readonly clientBundle?: BuildCache['clientBundle'];
  readonly saveClientBundle?: BuildCache['saveClientBundle'];
  readonly loadedSpecs?: BuildCache['loadedSpecs'];
  readonly saveLoadedSpecs?: BuildCache['saveLoadedSpecs'];
  /** The key of the links the last build found nothing wrong with (see {@link EngineRun}'s `cleanLinks`). */
  readonly cleanLinks?: string;
}

export interface EngineCode {
  /** Part of every parse and render key. */
  readonly fingerprint: string;
  /** Theme components MDX may use. */
  readonly components: readonly string[];
  /** The theme was edited since docs-gen was compiled: its client bundle is made afresh. */
  readonly themeEdited: boolean;
}

export interface EngineChanges {
  /** Files changed since the last run, relative to the root (`content/guide/a.md`); `all` for the first run. */
  readonly files: ChangedFiles;
  /** The theme was loaded again: everything is parsed and planned again. */
  readonly code?: EngineCode;
}

/** The site after the checks: what the pages are made from. */
export interface CheckedSite {
  readonly config: ResolvedConfig;
  readonly configFile: string;
  readonly manifest: ManifestStage['manifest'];
  readonly docs: ParsedDocs['docs'];
}

export type EngineRun =
  /** Nothing to build: the config, or the content folder, is missing or wrong. */
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] }
  | {
      readonly ok: true;
      readonly site: CheckedSite;
      /** Every problem the stages found, in the order of the stages. */
      readonly diagnostics: readonly Diagnostic[];
      /** Docs parsed by this run, of `docs`. */
      readonly parsed: number;
      readonly docs: number;
      readonly threads: number;
      /** Spec files this run validated and rendered (none when they did not change, or the build cache held them). */
      readonly specsLoaded: number;
      /** Pages whose links this run checked. */
      readonly linksChecked: number;
      /**
       * For a run that runs once: the key of its manifest, config and code when its link checks found nothing
       * wrong, for the store to keep. The checks read nothing else, so the next build that finds the same
       * key knows their result without checking.
       */
      readonly cleanLinks?: string;
    };

export type EnginePlan =
  /** `diagnostics`: the client bundle failed after an edit of the theme, and the pages link the one made before. */
  | { readonly ok: true; readonly plan: SitePlan; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

export type EngineSitePlanner =
  /** `diagnostics`: as for {@link EnginePlan}. */
  | { readonly ok: true; readonly planner: SitePlanner; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

export interface Engine {
  /** Runs the stages up to the checks over what changed. */
  update(changes: EngineChanges): Promise<EngineRun>;
  /** Plans the pages of the last successful update (and makes the client bundle, if the code changed). */
  plan(): Promise<EnginePlan>;
  /**
   * For `build`: the site-wide files of the last successful update, and a planner of one page at a time,
   * so that pages the output already holds as they would be planned are not planned at all.
   */
  planner(): Promise<EngineSitePlanner>;
  /** The task pools of the current config and code. */
  pools(): Pools | undefined;
  /**
   * The site's files the last run read besides its folders' own (relative to the root): what the config imports
   * (a Markdown plugin of the site), and what compiled pages and the site's stylesheets were bundled from. `dev`
   * watches them wherever they are.
   */
  inputFiles(): readonly string[];
  close(): Promise<void>;
}

/** The last output of each stage: what the next run builds on. */
interface EngineMemory {
  /** The last run did not finish: the next one reads everything. */
  stale: boolean;
  code: EngineCode;
  store?: EngineStore;
  /**
   * `json`: what the config reads as, and so, while it is the same, gives the same site; with Markdown plugins, the
   * config's code is part of it (`pluginsKey`), for their code and options are. `pluginsModule`: the config compiled, when it has them.
   */
  loaded?: {
    readonly config: ResolvedConfig;
    readonly configFile: string;
    readonly json: string;
    readonly pluginsModule?: CompiledModule;
    /** A key of the config's code when it has Markdown plugins (their code and options are in it); empty without. */
    readonly pluginsKey: string;
  };
  /** The files the config was compiled from (itself and what it imports), relative to the root. */
  configInputs?: readonly string[];
  pools?: { readonly key: string; readonly pools: Pools };
  sources?: SiteSources;
  docs?: ParsedDocs;
  specs?: LoadedSpecs;
  manifest?: ManifestStage;
  compiled?: CompiledMdx;
  /**
   * The files the plan writes as they are: the specs' downloads, the compiled pages' browser files and the files docs link
   * beside themselves, one list while none changes.
   */
  extraFiles?: {
    readonly downloads: readonly OutputFile[];
    readonly compiled: readonly OutputFile[];
    readonly local: readonly OutputFile[];
    readonly files: readonly OutputFile[];
  };
  /** Each doc file's last commit, read for the config `historyOf`. */
  history?: ReadonlyMap<string, FileHistory>;
  historyOf?: ResolvedConfig;
  /** The files docs link beside themselves, read for this run. */
  localFiles?: ReturnType<typeof findLocalFiles>;
  links?: LinkChecks;
  bundle?: { readonly code: EngineCode; readonly bundle: Promise<ClientBundle> };
  /** The last client bundle that was made. */
  lastBundle?: ClientBundle;
  plan?: SitePlan;
}

export function createEngine(options: EngineOptions): Engine {
  const memory: EngineMemory = {
    stale: true,
    code: options.code ?? { fingerprint: codeFingerprint(), components: Object.keys(mdxComponents), themeEdited: false },
  };
  const stage = options.onStage ?? (() => {});
  return {
    async update(changes) {
      if (changes.code !== undefined) memory.code = changes.code;
      const wasStale = memory.stale;
      // A run that did not finish may have left the link index half updated.
      if (wasStale) memory.links = undefined;
      memory.stale = true;
      const run = await runStages({ options, memory, changed: wasStale ? 'all' : changes.files, stage });
      memory.stale = !run.ok;
      return run;
    },
    async plan() {
      const ready = await readyToPlan({ memory, stage });
      if (!ready.ok) return ready;
      const { config, manifest, docs, bundle, downloads, compiled, overrides, siteStylesheets, diagnostics } = ready;
      const previous = memory.plan;
      // The next plan builds on this one's index of what each page read, which planning updates in place:
      // a plan that does not finish leaves nothing to build on.
      memory.plan = undefined;
      memory.plan = planSite({
        config,
        manifest: manifest.manifest,
        changes: manifest.changes,
        docs,
        bundle,
        fingerprint: memory.code.fingerprint,
        previous,
        downloads,
        compiled,
        overrides,
        siteStylesheets,
      });
      return { ok: true, plan: memory.plan, diagnostics };
    },
    async planner() {
      const ready = await readyToPlan({ memory, stage });
      if (!ready.ok) return ready;
      const { config, manifest, docs, bundle, downloads, compiled, overrides, siteStylesheets, diagnostics } = ready;
      return {
        ok: true,
        planner: createSitePlanner({
          config,
          manifest: manifest.manifest,
          docs,
          bundle,
          fingerprint: memory.code.fingerprint,
          downloads,
          compiled,
          overrides,
          siteStylesheets,
        }),
        diagnostics,
      };
    },
    pools: () => memory.pools?.pools,
    inputFiles: () =>
      [...new Set([...(memory.configInputs ?? []), ...(memory.compiled?.inputs ?? [])])].filter((file) => !file.split('/').includes('node_modules')).sort(),
    async close() {
      await memory.pools?.pools.close();
    },
  };
}

/** What the plan stage starts from: the last update's stages and the client bundle (the one made before, if the theme's edit does not bundle). */
async function readyToPlan({ memory, stage }: { memory: EngineMemory; stage: (name: string, description: string) => void }): Promise<
  | {
      readonly ok: true;
      readonly config: ResolvedConfig;
      readonly manifest: ManifestStage;
      readonly docs: ParsedDocs['docs'];
      readonly bundle: ClientBundle;
      /** The specs' files to download, and the compiled pages' browser files. */
      readonly downloads: readonly OutputFile[];
      readonly compiled: CompiledMdx['pages'];
      readonly overrides: CompiledMdx['overrides'];
      readonly siteStylesheets: CompiledMdx['stylesheets'];
      readonly diagnostics: readonly Diagnostic[];
    }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] }
> {
  const { loaded, manifest, docs, bundle, specs } = memory;
  if (loaded === undefined || manifest === undefined || docs === undefined || bundle === undefined)
    throw new Error('The engine plans the pages of an update: update it first');
  stage('plan', 'planning the pages');
  const diagnostics: Diagnostic[] = [];
  try {
    memory.lastBundle = await bundle.bundle;
  } catch (error) {
    diagnostics.push({
      code: 'theme-build-failed',
      severity: 'error',
      message: `The client bundle failed: ${error instanceof Error ? error.message : String(error)}`,
    });
    // The bundle made before an edit of the theme still serves while the edit does not bundle.
    if (memory.lastBundle === undefined) return { ok: false, diagnostics };
  }
  const downloads = specs?.downloads ?? [];
  const compiledFiles = memory.compiled?.files ?? [];
  const localFiles = memory.localFiles?.files ?? [];
  // One list while no part changes: the plan keeps its site-wide files while the list is the same.
  if (memory.extraFiles?.downloads !== downloads || memory.extraFiles.compiled !== compiledFiles || memory.extraFiles.local !== localFiles)
    memory.extraFiles = {
      downloads,
      compiled: compiledFiles,
      local: localFiles,
      files: compiledFiles.length + localFiles.length === 0 ? downloads : [...downloads, ...compiledFiles, ...localFiles],
    };
  return {
    ok: true,
    config: loaded.config,
    manifest,
    docs: docs.docs,
    bundle: memory.lastBundle,
    downloads: memory.extraFiles.files,
    compiled: memory.compiled?.pages ?? new Map(),
    overrides: memory.compiled?.overrides,
    siteStylesheets: memory.compiled?.stylesheets ?? [],
    diagnostics,
  };
}

/** One run of the chain, config to checks: each stage gets what the earlier ones gave, and its own last output. */
async function runStages({
  options,
  memory,
  changed,
  stage,
}: {
  options: EngineOptions;
  memory: EngineMemory;
  changed: ChangedFiles;
  stage: (name: string, description: string) => void;
}): Promise<EngineRun> {
  const { root } = options;
  stage('config', 'loading the config');
  const loadedBefore = memory.loaded;
  if (touchesConfig(changed, memory.configInputs) || memory.loaded === undefined) {
    const loaded = await loadConfig({ root, cacheDir: options.configCacheDir });
    if (!loaded.ok) return { ok: false, diagnostics: loaded.diagnostics };
    memory.configInputs = loaded.module.inputs;
    const pluginsModule = hasSitePlugins(loaded.config.markdown) ? loaded.module : undefined;
    const pluginsKey = pluginsModule === undefined ? '' : keyOf('markdown plugins', pluginsModule.code);
    const json = JSON.stringify(loaded.config) + (pluginsKey === '' ? '' : `\n${pluginsKey}`);
    // A config that reads the same (an edited comment) changes nothing downstream.
    if (memory.loaded?.json !== json || memory.loaded.configFile !== loaded.configFile)
      memory.loaded = { config: loaded.config, configFile: loaded.configFile, json, pluginsModule, pluginsKey };
  }
  const { config, configFile } = memory.loaded;
  const outside = checkSourceFolders(root);
  if (outside.length > 0) return { ok: false, diagnostics: outside };
  const noContent = checkContentFolder(root);
  if (noContent) return { ok: false, diagnostics: [noContent] };

  stage('open-cache', 'opening the build cache');
  memory.store ??= await options.openStore();
  const pools = poolsFor({ options, memory, config });
  // esbuild bundles the client in its own process: started now, it runs while the docs are parsed.
  if (memory.bundle?.code !== memory.code) {
    const code = memory.code;
    memory.bundle = { code, bundle: loadClientBundle({ cache: memory.store, themeEdited: code.themeEdited }) };
    memory.bundle.bundle.catch(() => {});
  }

  stage('read', 'reading the site');
  // The config says which versions there are and gives the sidebars of content/.
  const sourcesChanged = memory.loaded !== loadedBefore || touchesVersions(changed) ? 'all' : changed;
  const sources = (memory.sources = await readSources({ root, config, configFile, previous: memory.sources, changed: sourcesChanged }));
  // The specs load on this thread while the task pool parses the docs.
  const specsBefore = memory.specs;
  const loadingSpecs = loadSpecs({ root, config, previous: specsBefore, changed, store: memory.store });
  loadingSpecs.catch(() => {});
  stage('parse', 'parsing the docs');
  const docs = (memory.docs = await parseDocs({
    sources,
    fingerprint: memory.code.fingerprint,
    rawHtml: config.markdown.rawHtml,
    markdownFormat: config.markdown.format,
    admonitionTypes: config.markdown.admonitionTypes,
    sitePluginsKey: memory.loaded.pluginsKey,
    readPartial: (file) => readSiteText(root, file),
    previous: memory.docs,
    parsedBefore: memory.store.parsedDoc,
    pools,
    report: options.onProgress,
    keepLastGood: !options.runsOnce,
  }));
  stage('specs', 'loading the API specs');
  const specs = (memory.specs = await loadingSpecs);
  const history = await historyOf({ root, config, memory });
  const localFiles = (memory.localFiles = findLocalFiles({
    root,
    docs: [...docs.docs.values()].map((doc) => ({ file: doc.input.file, links: doc.info.links })),
    previous: memory.localFiles,
  }));
  stage('manifest', 'assembling the route manifest');
  const manifest = (memory.manifest = assembleManifest({
    config,
    configFile,
    sources,
    docs: docs.docs,
    changedDocs: docs.changed,
    apiPages: specs.pages,
    includeDrafts: options.includeDrafts,
    history,
    localFiles: localFiles.outputs,
    previous: memory.manifest,
  }));
  stage('compile', 'compiling MDX pages');
  const compiled = (memory.compiled = await compileMdxPages({
    root,
    config,
    manifest: manifest.manifest,
    docs: docs.docs,
    previous: memory.compiled,
    changed,
    themeComponents: memory.code.components,
  }));
  const found = [
    ...sources.diagnostics,
    ...docs.diagnostics,
    ...manifest.categoryDiagnostics,
    ...sources.assetDiagnostics,
    ...specs.diagnostics,
    ...manifest.diagnostics,
    ...compiled.diagnostics,
  ];

  stage('check', 'checking links');
  // Link checks on a site with unparsable pages would only add noise about their missing anchors.
  // Only errors stop here: warnings that --strict turns into errors still get the link checks, so one
  // strict run reports every problem.
  const checkable = !found.some((diagnostic) => diagnostic.severity === 'error');
  const linksKey = options.runsOnce ? keyOf(memory.code.fingerprint, 'links', manifestDigestOf(manifest.manifest), memory.loaded.json, configFile) : undefined;
  memory.links = !checkable
    ? undefined
    : linksKey !== undefined && linksKey === memory.store.cleanLinks
      ? noLinkProblems({ manifest: manifest.manifest, config, configFile })
      : updateLinkChecks({ manifest: manifest.manifest, config, configFile, previous: memory.links, indexed: !options.runsOnce });
  return {
    ok: true,
    site: { config, configFile, manifest: manifest.manifest, docs: docs.docs },
    diagnostics: [...found, ...(memory.links?.diagnostics ?? [])],
    parsed: docs.parsed,
    docs: docs.docs.size,
    threads: docs.threads,
    specsLoaded: specs === specsBefore ? 0 : specs.loaded,
    linksChecked: memory.links?.checked ?? 0,
    ...(linksKey !== undefined && memory.links?.diagnostics.length === 0 && { cleanLinks: linksKey }),
  };
}

/**
 * When each doc last changed, from git, when the config shows it: read once per config (a build reads
 * it once; `dev` again when the config changes).
 */
async function historyOf({ root, config, memory }: { root: string; config: ResolvedConfig; memory: EngineMemory }): Promise<EngineMemory['history']> {
  if (!config.docs.showLastUpdateTime && !config.docs.showLastUpdateAuthor) return undefined;
  if (memory.historyOf !== config) {
    memory.historyOf = config;
    memory.history = await readGitHistory({ root, folders: ['content', VERSIONED_DOCS_DIR] });
  }
  return memory.history;
}

/** The pools of the current config and code: workers are set up with both. */
function poolsFor({ options, memory, config }: { options: EngineOptions; memory: EngineMemory; config: ResolvedConfig }): Pools {
  const key = `${memory.code.fingerprint}\n${memory.loaded!.json}`;
  if (memory.pools?.key !== key) {
    void memory.pools?.pools.close();
    memory.pools = {
      key,
      pools: createPools({
        setup: {
          config,
          components: memory.code.components,
          cacheDir: memory.store!.dir,
          buildId: `${Date.now().toString(36)}-${process.pid}`,
          docTimeoutMs: options.docTimeoutMs,
          ...(memory.loaded!.pluginsModule && {
            configModule: { ...memory.loaded!.pluginsModule, rootDir: options.root, configFile: memory.loaded!.configFile },
          }),
        },
        threads: options.threads,
        onWorkers: options.onWorkers ?? (() => {}),
      }),
    };
  }
  return memory.pools.pools;
}

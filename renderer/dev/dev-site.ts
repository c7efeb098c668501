/**
 * The site as `docs-gen dev` holds it: one engine (engine/engine.ts) kept
 * alive, run again for each batch of changed files, whose pages are rendered
 * when a browser asks for them and kept until their render key changes.
 * The stages are build's, so the pages are build's, byte for byte; drafts
 * are shown unless told otherwise. Problems never stop the preview: they
 * are reported with the update, and the pages render from what parsed.
 */
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { ResolvedConfig } from '../config/types.js';
import { formatDiagnosticsForTerminal } from '../diagnostics/format.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { createEngine, type EngineCode } from '../engine/engine.js';
import { openDevStore } from '../pipeline/build-cache.js';
import { digestOf } from '../fs/digest.js';
import { codeFingerprint } from '../fs/code-fingerprint.js';
import { defaultThreadCount } from '../pipeline/pool.js';
import { createTaskRunner, type TaskRunner } from '../pipeline/tasks.js';
import type { OutputFile } from '../fs/output-file.js';
import type { PlannedPage, SitePlan } from '../render/plan-site.js';
import { FRAGMENTS_DIR } from '../render/render-fragments.js';
import { ROUTE_SIZES_FILE } from '../shared/routes.js';
import { renderRouteSizes } from '../emit/route-sizes.js';
import { escapeHtml } from '../shared/escape-html.js';
import type { FileInMemory } from '../serve/site-handler.js';
import { searchablePages, searchVersions } from '../search/searchable-pages.js';
import { createDevSearch } from './dev-search.js';
import { loadThemeAfresh, startingTheme, type ThemeRenderer } from './hot-theme.js';

/** What changed since the last update. */
export interface DevChanges {
  /** Files changed, relative to the root (`content/guide/a.md`); none for the first update. */
  readonly files: readonly string[];
  /** A file under the theme changed: bundle and load the theme again. */
  readonly theme: boolean;
}

export interface DevUpdate {
  readonly durationMs: number;
  /** Docs parsed by this update. */
  readonly parsed: number;
  /** Threads that parsed them (more than one only for a first build of a large site, or a large change). */
  readonly threads: number;
  /** Spec files validated and rendered by this update: none when they did not change, or the first took them from the build cache. */
  readonly specsLoaded: number;
  readonly pages: number;
  /** URLs of the pages that differ from the last update's (new ones included), or `all`. */
  readonly changedPages: readonly string[] | 'all';
  /** Problems that make the preview wrong: parse errors, config and spec errors. */
  readonly errors: readonly Diagnostic[];
  /** Broken links and anchors, and every warning: listed, but the preview is right. */
  readonly warnings: readonly Diagnostic[];
}

export interface DevSite {
  /** The config of the site being served; undefined until a config has loaded. */
  readonly config: ResolvedConfig | undefined;
  update(changes: DevChanges): Promise<DevUpdate>;
  /**
   * A file of the site by output path (`guide/install/index.html`); static/ files are not included. A page that
   * could not be rendered is a page that says why, with status 500.
   */
  read(file: string): FileInMemory | undefined;
  /** Whether `file` (`img/logo.svg`) is one of static/'s files the site publishes (not a dotfile static.include leaves out). */
  isStaticFile(file: string): boolean;
  /** The output path of every file `read` serves, sorted: each page's HTML and data, the client bundle, the shared sidebars, the sitemap, the search index once it is made. */
  paths(): string[];
  /** The site's files the last update read besides its folders' own (Engine.inputFiles): the watcher adds them. */
  inputFiles(): readonly string[];
  /** Makes the search index of the pages as they are now (the dialog's first request starts it in the background). */
  searchIndex(): Promise<void>;
  close(): Promise<void>;
}

/** What the last update that planned the pages made; replaced whole, so a request never sees half an update. */
interface SiteState {
  readonly config: ResolvedConfig;
  readonly plan: SitePlan;
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Renders pages as a build's render task does (body read, time limit, failures as diagnostics), with the theme loaded last. */
  readonly runner: TaskRunner;
}

export async function createDevSite({
  root,
  includeDrafts = true,
  docTimeoutMs,
}: {
  root: string;
  includeDrafts?: boolean;
  /** How long a page may take to render. @default DEFAULT_DOC_TIMEOUT_MS */
  docTimeoutMs?: number;
}): Promise<DevSite> {
  const store = await openDevStore(root, codeFingerprint());
  let theme: ThemeRenderer = startingTheme;
  let themeGeneration = 0;
  let themeErrors: Diagnostic[] = [];
  const codeOf = (): EngineCode => ({
    fingerprint: themeGeneration === 0 ? codeFingerprint() : `${codeFingerprint()}:${themeGeneration}`,
    components: theme.components,
    themeEdited: themeGeneration > 0,
  });
  const engine = createEngine({ root, includeDrafts, threads: defaultThreadCount(), openStore: async () => store, code: codeOf() });
  let state: SiteState | undefined;
  /** static/'s files as the last update that read the site listed them: only these are served. */
  let staticFiles: ReadonlySet<string> = new Set();
  const search = createDevSearch();
  /** Pages rendered since their key last changed, or why they could not be, by HTML file. */
  const rendered = new Map<string, { readonly key: string; readonly outcome: ReturnType<TaskRunner['render']> }>();

  const renderPage = (page: PlannedPage): ReturnType<TaskRunner['render']> => {
    let result = rendered.get(page.plan.outputFile);
    if (result?.key !== page.key) {
      result = { key: page.key, outcome: state!.runner.render({ plan: page.plan, doc: page.doc, assets: state!.plan.assets }) };
      rendered.set(page.plan.outputFile, result);
    }
    return result.outcome;
  };

  /**
   * The files pages make with their HTML (fragments files), by path. Their names are hashes of what the
   * render made, so every page that may have one (API pages) is rendered to know them.
   */
  const pageFiles = (): Map<string, Uint8Array> => {
    const files = new Map<string, Uint8Array>();
    for (const page of state?.plan.pages ?? []) {
      if (page.plan.kind !== 'api') continue;
      const rendered = renderPage(page);
      if ('diagnostic' in rendered) continue;
      for (const file of rendered.page.files) files.set(file.path, typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents);
    }
    return files;
  };

  return {
    get config() {
      return state?.config;
    },

    async update(changes) {
      const started = performance.now();
      let code: EngineCode | undefined;
      if (changes.theme) {
        const loaded = await loadThemeAfresh({ generation: ++themeGeneration, root });
        themeErrors = loaded.ok ? [] : loaded.diagnostics;
        if (loaded.ok) theme = loaded.theme;
        code = codeOf();
      }
      const unchanged = { parsed: 0, threads: 1, specsLoaded: 0, pages: state?.plan.pages.length ?? 0, changedPages: [], warnings: [] };
      const run = await engine.update({ files: changes.files, code });
      if (!run.ok) return summary({ started, ...unchanged, errors: [...themeErrors, ...run.diagnostics] });
      const planned = await engine.plan();
      const problems = run.diagnostics;
      const errors = [...themeErrors, ...planned.diagnostics, ...problems.filter((d) => d.severity === 'error' && !isLinkProblem(d))];
      if (!planned.ok) return summary({ started, ...unchanged, errors });
      const { plan } = planned;
      state = nextState({ state, config: run.site.config, plan, theme, themeGeneration, treesDir: store.dir, docTimeoutMs });
      staticFiles = run.site.manifest.assets;
      for (const [file, page] of rendered) if (plan.byFile.get(file)?.key !== page.key) rendered.delete(file);
      const { config, manifest } = run.site;
      search.changed(
        config.search.enabled
          ? {
              pages: () => searchablePages({ manifest, config }),
              versions: searchVersions(manifest),
              recordOf: (page) => {
                const planned = state?.plan.byFile.get(page.route.outputFile);
                const rendered = planned && renderPage(planned);
                // A page that does not render is reported when it is asked for; the index goes without it.
                return rendered === undefined || 'diagnostic' in rendered ? undefined : rendered.page.search;
              },
            }
          : undefined,
      );
      const { changedPages } = plan;
      return summary({
        started,
        parsed: run.parsed,
        threads: run.threads,
        specsLoaded: run.specsLoaded,
        pages: plan.pages.length,
        changedPages: changedPages !== 'all' && changedPages.length === plan.pages.length && plan.pages.length > 1 ? 'all' : changedPages,
        errors,
        // Said as what they are here: the terminal's lines and its count agree.
        warnings: problems.flatMap((d) => (isLinkProblem(d) ? [{ ...d, severity: 'warning' as const }] : d.severity === 'warning' ? [d] : [])),
      });
    },

    isStaticFile: (file) => staticFiles.has(file),
    inputFiles: () => engine.inputFiles(),
    read(file) {
      if (state === undefined) return undefined;
      const searched = search.read(file);
      if (searched !== undefined) return { contents: searched, etag: `"${digestOf(searched)}"` };
      if (file === ROUTE_SIZES_FILE) return { contents: NO_ROUTE_SIZES, etag: `"${digestOf(NO_ROUTE_SIZES)}"` };
      const fixed = state.files.get(file);
      if (fixed !== undefined) return { contents: fixed, etag: `"${digestOf(fixed)}"` };
      const page = state.plan.byFile.get(file);
      if (page === undefined) {
        const made = file.startsWith(FRAGMENTS_DIR) ? pageFiles().get(file) : undefined;
        return made === undefined ? undefined : { contents: made, etag: `"${digestOf(made)}"` };
      }
      const rendered = renderPage(page);
      const isHtml = file === page.plan.outputFile;
      if ('diagnostic' in rendered) {
        const problem = formatDiagnosticsForTerminal([rendered.diagnostic]);
        return isHtml
          ? { contents: Buffer.from(renderFailedPage(problem)), status: 500 }
          : { contents: Buffer.from(JSON.stringify({ error: problem })), status: 500 };
      }
      const { html, data } = rendered.page;
      return { contents: Buffer.from(isHtml ? html : data), etag: `"${page.key}${isHtml ? '' : '-data'}"` };
    },

    paths() {
      if (state === undefined) return [];
      return [...state.files.keys(), ...state.plan.byFile.keys(), ...pageFiles().keys(), ...search.paths(), ROUTE_SIZES_FILE].sort();
    },

    searchIndex: () => search.ready(),

    async close() {
      state?.runner.close();
      await engine.close();
      await rm(store.dir, { recursive: true, force: true });
    },
  };
}

/** The state for a new plan, keeping the renderer, the body reader and the site-wide files while what they depend on stays. */
function nextState({
  state,
  config,
  plan,
  theme,
  themeGeneration,
  treesDir,
  docTimeoutMs,
}: {
  state: SiteState | undefined;
  config: ResolvedConfig;
  plan: SitePlan;
  theme: ThemeRenderer;
  themeGeneration: number;
  treesDir: string;
  docTimeoutMs: number | undefined;
}): SiteState {
  const sameSite = state !== undefined && state.config === config && state.plan.basis.siteKey === plan.basis.siteKey;
  // A file the plan kept (the client bundle; sidebars and the sitemap an edit did not change) keeps its bytes.
  const kept = new Set(state?.plan.files);
  const bytesOf = (file: OutputFile) =>
    (kept.has(file) ? state!.files.get(file.path) : undefined) ?? (typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents);
  const files = sameSite && state.plan.files === plan.files ? state.files : new Map(plan.files.map((file) => [file.path, bytesOf(file)]));
  if (sameSite) return { ...state, plan, files };
  state?.runner.close();
  return {
    config,
    plan,
    files,
    runner: createTaskRunner(
      {
        config,
        components: theme.components,
        cacheDir: treesDir,
        buildId: `dev-${process.pid}-${themeGeneration}-${Date.now().toString(36)}`,
        docTimeoutMs,
      },
      { pageRenderer: theme.createPageRenderer },
    ),
  };
}

/**
 * Dev's route size table is empty: it renders a page when it is asked for, and sizing every route would render
 * every page. Links are then prefetched on hover and focus only, as a build's API pages are.
 */
const NO_ROUTE_SIZES = Buffer.from(renderRouteSizes([]));

const LINK_CODES = new Set(['broken-link', 'broken-markdown-link', 'broken-anchor']);

/** Broken links never block the preview, whatever severity the config gives them. */
function isLinkProblem(diagnostic: Diagnostic): boolean {
  return LINK_CODES.has(diagnostic.code);
}

function summary({ started, ...rest }: { started: number } & Omit<DevUpdate, 'durationMs'>): DevUpdate {
  return { durationMs: Math.round(performance.now() - started), ...rest };
}

/** What dev serves for a page that could not be rendered: the problem, as the terminal shows it; the dev client reloads it once fixed. */
function renderFailedPage(problem: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>This page could not be rendered</title></head><body><main><h1>This page could not be rendered</h1><pre>${escapeHtml(problem)}</pre></main></body></html>`;
}

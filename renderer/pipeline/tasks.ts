/**
 * The per-page work of a build, as tasks a worker thread (or the main thread,
 * for small jobs) runs: parse one doc, render one page. Tasks and results are
 * plain data; body trees travel through pack files in the cache folder, not
 * through messages, so memory holds one page per thread, not the whole site.
 *
 * Whatever goes wrong with one doc stays with that doc: parsing or rendering
 * it runs under a time limit, and an exception (a bug, or nesting that
 * overflows the stack) becomes a diagnostic naming its file (issue 14).
 */
import { closeSync, fstatSync, openSync, writeFileSync } from 'node:fs';
import type { Root as HastRoot } from 'hast';
import { forEachNode } from '../content/walk-tree.js';
import { resolveInside } from '../fs/contained-path.js';
import { clearPlaceFor } from '../fs/clear-place.js';
import type { ResolvedConfig } from '../config/types.js';
import { createDocParser, failed, isStackOverflow, type DocParser, type ParsedDoc, type ParsedDocInfo } from '../content/parse-doc.js';
import type { DocInput } from '../content/site-doc.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { internalErrorOf } from '../diagnostics/internal-error.js';
import type { DocumentAssets } from '../render/document.js';
import type { PagePlan } from '../render/plan-page.js';
import { createPageRenderer, type PageRenderer, type RenderedPage } from '../render/render-page.js';
import { locateRuntimeError } from '../mdx/locate-runtime-error.js';
import type { PageSearchRecord } from '../search/page-record.js';
import { encodeIndexedPage, factsOf, indexedPageOf, type RecordedSearchPage } from '../search/search-index.js';
import { createTreePackWriter, readTree, type TreePackWriter } from './cache-files.js';
import type { TreeRef } from '../content/site-doc.js';
import { digestOf } from '../fs/digest.js';
import { runWithTimeLimit } from './time-limit.js';
import type { StampedFacts } from '../fs/file-stamp.js';
import type { CompiledModule } from '../config/compiled-config-cache.js';
import { hasSitePlugins, SITE_PLUGIN_FIELDS, sitePluginsOf } from '../content/site-plugins.js';

/** How long one doc may take to parse, or its page to render: far beyond any real doc (the largest take a few hundred ms). */
export const DEFAULT_DOC_TIMEOUT_MS = 30_000;

/** Given once to every thread. */
export interface TaskSetup {
  readonly config: ResolvedConfig;
  /** Theme components MDX may use. */
  readonly components: readonly string[];
  /** Where body trees are kept. */
  readonly cacheDir: string;
  /** Names this build's pack files apart from earlier builds'. */
  readonly buildId: string;
  /** @default DEFAULT_DOC_TIMEOUT_MS */
  readonly docTimeoutMs?: number;
  /**
   * The config compiled, when it has Markdown plugins: their functions cannot travel to a worker thread, which
   * runs the config again for them (setupInWorker).
   */
  readonly configModule?: CompiledModule & { readonly rootDir: string; readonly configFile: string };
}

/** What a worker thread is given: the setup without the plugins' functions, which it gets by running the config. */
export function setupForWorker(setup: TaskSetup): TaskSetup {
  if (!hasSitePlugins(setup.config.markdown)) return setup;
  const markdown = { ...setup.config.markdown, ...Object.fromEntries(SITE_PLUGIN_FIELDS.map((field) => [field, []])) };
  return { ...setup, config: { ...setup.config, markdown } };
}

/** In a worker thread: the setup with the Markdown plugins of the config, run again here. */
export async function setupInWorker(setup: TaskSetup): Promise<TaskSetup> {
  if (setup.configModule === undefined) return setup;
  const { evaluateModule } = await import('../config/compile-module.js');
  const exported = await evaluateModule({ ...setup.configModule, what: 'config' });
  if (!exported.ok) throw new Error(`The config did not run again in a worker thread: ${exported.diagnostics.map((problem) => problem.message).join('; ')}`);
  const written = (exported.value as { markdown?: Partial<Record<(typeof SITE_PLUGIN_FIELDS)[number], unknown>> }).markdown ?? {};
  const plugins = Object.fromEntries(SITE_PLUGIN_FIELDS.map((field) => [field, written[field] ?? []]));
  return { ...setup, config: { ...setup.config, markdown: { ...setup.config.markdown, ...plugins } } };
}

export interface ParseTask {
  readonly type: 'parse';
  readonly doc: DocInput;
}

/** A page to render: its plan, the doc whose body it shows, and the assets its HTML loads. */
export interface PageToRun {
  readonly plan: PagePlan;
  /** The doc whose body the page shows: its stored tree, else (missing or damaged) its source to parse again. */
  readonly doc: { readonly input: DocInput; readonly tree: TreeRef } | undefined;
  readonly assets: DocumentAssets;
}

export interface RenderTask extends PageToRun {
  readonly type: 'render';
  /** The page goes to `<outDir>/<plan.outputFile>`. */
  readonly outDir: string;
  /**
   * `outDir` was made empty for this build, and nothing in it is linked to a file of the live site: what is at
   * a page's place can only be this build's own, so it is written over without looking.
   */
  readonly outDirStartedEmpty?: boolean;
}

export type Task = ParseTask | RenderTask;

export interface ParseResult {
  readonly type: 'parse';
  readonly info: ParsedDocInfo;
  readonly tree: TreeRef;
}

export interface RenderResult {
  readonly type: 'render';
  /** Digests of the written HTML and route data, and what their stamps are made of. */
  readonly digest: string;
  readonly dataDigest: string;
  readonly stats: StampedFacts;
  readonly dataStats: StampedFacts;
  /** The files the page's HTML refers to, written with it (its fragments file), their digests and stamps' facts. */
  readonly files: ReadonlyArray<{ readonly path: string; readonly digest: string; readonly stats: StampedFacts }>;
  /** The page's search record, if it has one: as text (`encodeIndexedPage`), and what the build cache records of it. */
  readonly search?: { readonly recorded: RecordedSearchPage; readonly text: string };
}

/** The page could not be rendered; nothing was written. */
export interface RenderFailure {
  readonly type: 'render-failed';
  readonly diagnostic: Diagnostic;
}

export type TaskResult = ParseResult | RenderResult | RenderFailure;

/** How a task ended: its result, or an exception outside what its doc can cause (a disk that is full). */
export type TaskOutcome = { readonly result: TaskResult; readonly error?: undefined } | { readonly error: Error };

export interface TaskRunner {
  /**
   * Runs tasks in order, each under the time limit, and settles each as it ends (so a worker hands its result
   * over at once); a render task writes the page's files. The tasks in a row share one watchdog: it is a thread
   * started and joined for each run, and on a machine whose cores are all busy the join waits for the scheduler,
   * which cost 0.25 to 0.5 ms a call, 8% of a cold build when every task had its own. When the watchdog fires,
   * the task it stopped runs again alone with the whole limit, so a task is stopped only when it alone takes
   * longer than the limit (and reported at most twice the limit after it started).
   */
  runEach(tasks: readonly Task[], settle: (index: number, outcome: TaskOutcome) => void): void;
  /**
   * Renders a page, as a render task does, without writing it: `dev` serves what it gives. Its body is the
   * stored tree, else (missing or damaged) its doc parsed again, whose failure now fails the page; the page is
   * rendered under the time limit; what fails is a diagnostic naming the doc.
   */
  render(page: PageToRun): { readonly page: RenderedPage } | { readonly diagnostic: Diagnostic };
  /** Closes this thread's pack file. */
  close(): void;
}

/**
 * `pageRenderer` makes the renderer of a set of assets: the theme docs-gen was built with, unless `dev` loaded the
 * theme afresh after an edit (a function cannot travel to a worker thread, so only the main thread's runner has one).
 */
export function createTaskRunner(setup: TaskSetup, { pageRenderer = createPageRenderer }: { pageRenderer?: typeof createPageRenderer } = {}): TaskRunner {
  let parser: DocParser | undefined;
  let packs: TreePackWriter | undefined;
  const renderers = new Map<string, PageRenderer>();
  const knownDirs = new Set<string>();

  const timeoutMs = setup.docTimeoutMs ?? DEFAULT_DOC_TIMEOUT_MS;

  const parse = (doc: DocInput) => {
    const parseDoc = (parser ??= createDocParser({
      components: setup.components,
      rawHtml: setup.config.markdown.rawHtml,
      markdownFormat: setup.config.markdown.format,
      admonitionTypes: setup.config.markdown.admonitionTypes,
      sitePlugins: sitePluginsOf(setup.config.markdown),
    }));
    const outcome = caught({ file: doc.file, stage: 'parse', work: () => parseDoc(doc) });
    return 'diagnostic' in outcome ? outcome : store(outcome.value);
  };

  const store = ({ tree, ...info }: ParsedDoc) => {
    dropPositions(tree);
    packs ??= createTreePackWriter(setup.cacheDir, setup.buildId);
    return { info, tree, ref: packs.write(tree) };
  };

  const rendererFor = (assets: DocumentAssets): PageRenderer => {
    const id = JSON.stringify(assets);
    let renderer = renderers.get(id);
    if (renderer === undefined) {
      renderer = pageRenderer({ config: setup.config, assets });
      renderers.set(id, renderer);
    }
    return renderer;
  };

  /** Writes a file of a page and tells what its stamp is made of, taken from the open file rather than by its path again. */
  const writePage = (file: string, contents: string | Uint8Array, occupied: boolean): StampedFacts => {
    clearPlaceFor(file, knownDirs, { occupied });
    const descriptor = openSync(file, 'w');
    try {
      writeFileSync(descriptor, contents);
      const { size, mtimeMs, ctimeMs, ino } = fstatSync(descriptor);
      return { size, mtimeMs, ctimeMs, ino };
    } finally {
      closeSync(descriptor);
    }
  };

  const readBody = (doc: NonNullable<PageToRun['doc']>): { readonly tree: HastRoot } | { readonly diagnostic: Diagnostic } => {
    const stored = readTree(setup.cacheDir, doc.tree);
    return stored === undefined ? parse(doc.input) : { tree: stored };
  };

  const renderWithoutLimit: TaskRunner['render'] = ({ plan, doc, assets }) => {
    let body: HastRoot | undefined;
    if (doc) {
      const parsed = readBody(doc);
      if ('diagnostic' in parsed) return parsed;
      body = parsed.tree;
    }
    const renderPage = rendererFor(assets);
    const page = caught({
      file: fileOfPage({ plan, doc }),
      stage: 'render',
      work: () => renderPage(plan, body),
      // A compiled page runs the site's own code: what it throws is the page's problem, not docs-gen's.
      siteCode: plan.mdx === undefined ? undefined : (doc?.input.source ?? ''),
      component: plan.component !== undefined,
    });
    return 'diagnostic' in page ? page : { page: page.value };
  };

  const runWithoutLimit = (task: Task): TaskResult => {
    if (task.type === 'parse') {
      const parsed = parse(task.doc);
      const { info, ref } = 'diagnostic' in parsed ? store(failed(task.doc, [parsed.diagnostic])) : parsed;
      return { type: 'parse', info, tree: ref };
    }
    const rendered = renderWithoutLimit(task);
    if ('diagnostic' in rendered) return { type: 'render-failed', diagnostic: rendered.diagnostic };
    const { html, data, files, search } = rendered.page;
    const occupied = task.outDirStartedEmpty !== true;
    const stats = writePage(resolveInside(task.outDir, task.plan.outputFile), html, occupied);
    const dataStats = writePage(resolveInside(task.outDir, task.plan.dataFile), data, occupied);
    return {
      type: 'render',
      digest: digestOf(html),
      dataDigest: digestOf(data),
      stats,
      dataStats,
      files: files.map((file) => ({
        path: file.path,
        digest: digestOf(file.contents),
        stats: writePage(resolveInside(task.outDir, file.path), file.contents, occupied),
      })),
      ...(search && { search: searchRecordOf(search) }),
    };
  };

  const attempt = (task: Task): TaskOutcome => {
    try {
      return { result: runWithoutLimit(task) };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  };

  /** What a task stopped at the time limit gives. */
  const stopped = (task: Task): TaskResult => {
    if (task.type === 'parse') {
      const { info, ref } = store(failed(task.doc, [timedOut(task.doc.file, 'parse', timeoutMs)]));
      return { type: 'parse', info, tree: ref };
    }
    return { type: 'render-failed', diagnostic: timedOut(fileOfPage(task), 'render', timeoutMs) };
  };

  return {
    render(page) {
      const run = runWithTimeLimit(() => renderWithoutLimit(page), timeoutMs);
      return run.done ? run.value : { diagnostic: timedOut(fileOfPage(page), 'render', timeoutMs) };
    },
    runEach(tasks, settle) {
      // One watchdog for the tasks in a row (see runEach's description); `next` is the task running when it fired.
      let next = 0;
      let settled = 0;
      let last: TaskOutcome | undefined;
      const runFromNext = () => {
        while (next < tasks.length) {
          last = attempt(tasks[next]!);
          next++;
          settle(next - 1, last);
          settled = next;
        }
      };
      while (settled < tasks.length) {
        if (runWithTimeLimit(runFromNext, timeoutMs).done) return;
        // Stopped while handing over an outcome: it is handed over again (a second settle of one task is ignored).
        if (settled < next) {
          settle(next - 1, last!);
          settled = next;
          continue;
        }
        // Stopped once the last outcome was handed over, before the run returned: nothing is left.
        if (next >= tasks.length) return;
        // Stopped in a task, which may have started with little of the limit left: it runs again alone, with all of it.
        const task = tasks[next]!;
        const alone = runWithTimeLimit(() => attempt(task), timeoutMs);
        next++;
        settle(next - 1, alone.done ? alone.value : { result: stopped(task) });
        settled = next;
      }
    },
    close() {
      packs?.close();
    },
  };
}

function searchRecordOf(record: PageSearchRecord): NonNullable<RenderResult['search']> {
  const text = encodeIndexedPage(indexedPageOf(record));
  return { recorded: { digest: digestOf(text), ...factsOf(record) }, text };
}

/** The file a page's failures are reported at: its doc, else its React component, else its HTML. */
function fileOfPage({ plan, doc }: Pick<PageToRun, 'plan' | 'doc'>): string {
  return doc?.input.file ?? plan.component ?? plan.outputFile;
}

/** What a stage was doing, as its diagnostics say it. */
const DOING = { parse: 'Parsing this doc', render: 'Rendering this page' } as const;

function timedOut(file: string, stage: 'parse' | 'render', timeoutMs: number): Diagnostic {
  return { code: 'doc-timeout', severity: 'error', message: `${DOING[stage]} took longer than ${timeoutMs / 1000} s and was stopped`, location: { file } };
}

/** Runs one doc's parse or its page's render; an exception becomes a diagnostic for its file. */
function caught<T>({
  file,
  stage,
  work,
  siteCode,
  component = false,
}: {
  file: string;
  stage: 'parse' | 'render';
  work: () => T;
  /** The source of the doc when `work` runs the site's own code (a compiled page); empty for a React page. */
  siteCode?: string;
  /** `work` renders a React page of the pages folder. */
  component?: boolean;
}): { readonly value: T } | { readonly diagnostic: Diagnostic } {
  const doing = DOING[stage];
  const failure = (code: Diagnostic['code'], message: string) => ({ diagnostic: { code, severity: 'error' as const, message, location: { file } } });
  try {
    return { value: work() };
  } catch (error) {
    if (isStackOverflow(error)) return failure('content-too-deep', `${doing} ran out of stack: the document nests too deeply`);
    if (siteCode !== undefined) {
      const message = `Running this page's code failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
      const location = { file, ...(component ? { line: 1, column: 1 } : locateRuntimeError(siteCode, error)) };
      return { diagnostic: { code: component ? 'page-runtime' : 'mdx-runtime', severity: 'error', message, location } };
    }
    return { diagnostic: internalErrorOf(error, { doing: doing.toLowerCase(), location: { file } }) };
  }
}

/**
 * Source positions served the diagnostics, which are made by now; without them a stored tree is about half the size.
 * Set to undefined, which JSON leaves out, rather than deleted: a deleted property turns each node into a slow
 * dictionary object for the rest of its life.
 */
function dropPositions(tree: HastRoot): void {
  forEachNode(tree, (node) => {
    node.position = undefined;
  });
}

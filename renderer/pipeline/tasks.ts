/**
 * The per-page work of a build, as tasks a worker thread (or the main thread,
 * for small jobs) runs: parse one doc, render one page. Tasks and results are
 * plain data; body trees travel through pack files in the cache folder, not
 * through messages, so memory holds one page per thread, not the whole site.
 */
import { writeFileSync } from 'node:fs';
import type { Root as HastRoot } from 'hast';
import { forEachNode } from '../content/walk-tree.js';
import { resolveInside } from '../emit/contained-path.js';
import { clearPlaceFor } from '../emit/write-site.js';
import type { ResolvedConfig } from '../config/types.js';
import { createDocParser, type DocFormat, type DocParser, type ParsedDocInfo } from '../content/parse-doc.js';
import type { DocumentAssets } from '../render/document.js';
import type { PagePlan } from '../render/plan-page.js';
import { createPageRenderer, type PageRenderer } from '../render/render-page.js';
import { createTreePackWriter, digestOf, readTree, type TreePackWriter, type TreeRef } from './cache-files.js';

/** Given once to every thread. */
export interface TaskSetup {
  readonly config: ResolvedConfig;
  /** Theme components MDX may use. */
  readonly components: readonly string[];
  /** Where body trees are kept. */
  readonly cacheDir: string;
  /** Names this build's pack files apart from earlier builds'. */
  readonly buildId: string;
}

export interface DocInput {
  /** `content/guide/install.md` */
  readonly file: string;
  readonly format: DocFormat;
  readonly source: string;
  /** Cache key of this exact source and code. */
  readonly key: string;
}

export interface ParseTask {
  readonly type: 'parse';
  readonly doc: DocInput;
}

export interface RenderTask {
  readonly type: 'render';
  readonly plan: PagePlan;
  /** The doc whose body the page shows: its stored tree, else (missing or damaged) its source to parse again. */
  readonly doc: { readonly input: DocInput; readonly tree: TreeRef } | undefined;
  readonly assets: DocumentAssets;
  /** The page goes to `<outDir>/<plan.outputFile>`. */
  readonly outDir: string;
}

export type Task = ParseTask | RenderTask;

export interface ParseResult {
  readonly type: 'parse';
  readonly info: ParsedDocInfo;
  readonly tree: TreeRef;
}

export interface RenderResult {
  readonly type: 'render';
  /** Digests of the written HTML and route data. */
  readonly digest: string;
  readonly dataDigest: string;
}

export type TaskResult = ParseResult | RenderResult;

export interface TaskRunner {
  run(task: Task): TaskResult;
  /** Closes this thread's pack file. */
  close(): void;
}

export function createTaskRunner(setup: TaskSetup): TaskRunner {
  let parser: DocParser | undefined;
  let packs: TreePackWriter | undefined;
  const renderers = new Map<string, PageRenderer>();
  const knownDirs = new Set<string>();

  const parse = (doc: DocInput) => {
    parser ??= createDocParser({ components: setup.components, rawHtml: setup.config.markdown.rawHtml });
    const { tree, ...info } = parser(doc);
    dropPositions(tree);
    packs ??= createTreePackWriter(setup.cacheDir, setup.buildId);
    return { info, tree, ref: packs.write(tree) };
  };

  const rendererFor = (assets: DocumentAssets): PageRenderer => {
    const id = JSON.stringify(assets);
    let renderer = renderers.get(id);
    if (renderer === undefined) {
      renderer = createPageRenderer({ config: setup.config, assets });
      renderers.set(id, renderer);
    }
    return renderer;
  };

  const writePage = (file: string, html: string) => {
    clearPlaceFor(file, knownDirs);
    writeFileSync(file, html);
  };

  return {
    run(task) {
      if (task.type === 'parse') {
        const { info, ref } = parse(task.doc);
        return { type: 'parse', info, tree: ref };
      }
      const body = task.doc ? (readTree(setup.cacheDir, task.doc.tree) ?? parse(task.doc.input).tree) : undefined;
      const { html, data } = rendererFor(task.assets)(task.plan, body);
      writePage(resolveInside(task.outDir, task.plan.outputFile), html);
      writePage(resolveInside(task.outDir, task.plan.dataFile), data);
      return { type: 'render', digest: digestOf(html), dataDigest: digestOf(data) };
    },
    close() {
      packs?.close();
    },
  };
}

/** Source positions served the diagnostics, which are made by now; without them a stored tree is about half the size. */
function dropPositions(tree: HastRoot): void {
  forEachNode(tree, (node) => {
    delete node.position;
  });
}

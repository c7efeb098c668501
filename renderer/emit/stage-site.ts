/**
 * Stages "render" and "write" of a build (I/O): writes every output file
 * whose inputs changed since the last build into a new generation of the
 * output (all of them, the first time), takes the rest from the current
 * one, and returns the step that puts the new site in place. Pages are
 * rendered on the task pool, straight into the new generation.
 *
 * A page is planned only when its files were not recorded with the key of
 * what its plan is made from (`SitePlanner.inputsOf`): planning every page
 * only to find its render key unchanged took most of a warm rebuild of a
 * large site.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { STATIC_DIR } from '../content/read-sources.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { RouteManifest } from '../manifest/types.js';
import type { OutputRecord } from '../pipeline/build-cache.js';
import type { Pools } from '../pipeline/pool.js';
import type { PlannedPage, SitePlanner } from '../render/plan-site.js';
import { ROUTE_SIZES_FILE, routeDataFile } from '../shared/routes.js';
import { renderRouteSizes } from './route-sizes.js';
import { createSiteWriter, type SiteWriter, type StagingFolder } from './write-site.js';
import type { OutputLayout } from './output-switch.js';
import { decodeIndexedPage, RecordsNeeded, type SearchIndexState, type SearchVersion, updateSearchIndex } from '../search/search-index.js';
import { SEARCH_DIR } from '../shared/search-index-files.js';
import type { SearchablePage } from '../search/searchable-pages.js';

export interface RenderProgress {
  readonly phase: 'render';
  readonly done: number;
  readonly total: number;
}

/** `planned`: pages planned; `rendered`: pages rendered (or tried). */
export type StagedSite =
  | {
      readonly planned: number;
      readonly rendered: number;
      readonly output: OutputRecord;
      /** The state the search index was left in, for the next build; undefined without search. */
      readonly search: SearchIndexState | undefined;
      readonly commit: () => Promise<void>;
    }
  | { readonly planned: number; readonly rendered: number; readonly output: undefined; readonly failures: readonly Diagnostic[] };

/** A failure to render or write one page, with the file the page comes from. */
export class PageError extends Error {
  constructor(
    readonly page: string,
    readonly file: string | undefined,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

export async function stageSite({
  root,
  outDir,
  manifest,
  planner,
  previousOutput,
  pools,
  report,
  search,
  onStage,
  staging,
  layout,
}: {
  root: string;
  outDir: string;
  /** How the new site is put in place (config `output.layout`). */
  layout: OutputLayout;
  /** The folder claimed for the new site, if the build claimed one before; this stage then gives it up or puts it in place. */
  staging?: StagingFolder;
  manifest: RouteManifest;
  planner: SitePlanner;
  /** What the last build wrote to `outDir`, if it was that folder and the output is still as docs-gen left it. */
  previousOutput: OutputRecord['files'] | undefined;
  pools: Pools;
  report: (progress: RenderProgress) => void;
  /** The pages the search index holds, where records are stored, and the state the last build left the index in; undefined without search. */
  search: SearchStage | undefined;
  /** Told when the search index stage starts, for the build's timings. */
  onStage?: (name: string, description: string) => void;
}): Promise<StagedSite> {
  // An output file is kept when it was made from the same inputs and still holds what was written.
  const writer = await createSiteWriter(outDir, { previous: previousOutput, staging, layout });
  try {
    const limitReads = pLimit(READS_IN_FLIGHT);
    const staticDir = path.join(root, STATIC_DIR);
    const staticFiles = await allOrFirstError(
      [...manifest.assets].map((file) => limitReads(async () => ({ path: file, contents: await readFile(path.join(staticDir, file)) }))),
    );
    await allOrFirstError([...staticFiles, ...planner.files].map((file) => writer.writeIfChanged(file)));

    // A page is kept without planning it when its files were made from what its plan is made from now;
    // else it is planned, and kept when its plan is the one they were made from (a title it does not show changed).
    // A page the search index has no record of (an output of a build without search) is rendered again to read it.
    const searched = new Set(search?.pages.map((page) => page.route.path));
    const toRender: PageToRender[] = [];
    let planned = 0;
    for (const route of manifest.routes) {
      const inputs = planner.inputsOf(route);
      const files = [route.outputFile, routeDataFile(route.path), ...writer.companionsOf(route.outputFile)];
      const keptAs = (key: string | undefined): boolean => {
        if (key === undefined || !files.every((file) => writer.isCurrent(file, key))) return false;
        for (const file of files) writer.keep(file, inputs);
        return true;
      };
      const recordMissing = searched.has(route.path) && previousOutput?.[route.outputFile]?.search === undefined;
      if (!recordMissing && keptAs(writer.keyFromInputs(route.outputFile, inputs))) continue;
      const page = planner.planPage(route);
      planned++;
      if (recordMissing || !keptAs(page.key)) toRender.push({ page, inputs });
    }
    /** The search records of the pages rendered now, as text, by HTML file: read without reading them back from the packs. */
    const records = new Map<string, string>();
    const render = (pages: readonly PageToRender[]) =>
      renderPages({ pages, assets: planner.assets, stagingDir: writer.stagingDir, pools, report, written: writer.written, records });
    const failures = await render(toRender);
    // A page that could not be rendered fails the build: the output stays as it was.
    if (failures.length > 0) {
      await writer.abort();
      return { planned, rendered: toRender.length, output: undefined, failures };
    }
    // An API reference's data is only its frame: following its link also fetches its article, the page's HTML. Left out
    // of the table, it is prefetched on hover or focus, never merely for being in view.
    const dataSizes = manifest.routes.flatMap((route) => (route.kind === 'api' ? [] : [[route.path, writer.sizeOf(routeDataFile(route.path))] as const]));
    await writer.writeIfChanged({ path: ROUTE_SIZES_FILE, contents: renderRouteSizes(dataSizes) });
    let searchState: SearchIndexState | undefined;
    /** Pages rendered again for the search index's records. */
    let rerendered = 0;
    if (search !== undefined) {
      onStage?.('search', 'making the search index');
      const made = await writeSearchIndex({
        search,
        writer,
        records,
        rerender: (routes) => {
          rerendered += routes.length;
          return render(routes.map((route) => ({ page: planner.planPage(route), inputs: planner.inputsOf(route) })));
        },
      });
      if (made.failures.length > 0) {
        await writer.abort();
        return { planned, rendered: toRender.length + rerendered, output: undefined, failures: made.failures };
      }
      searchState = made.state;
    }
    return {
      planned,
      rendered: toRender.length + rerendered,
      output: { dir: outDir, files: writer.records() },
      search: searchState,
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

interface PageToRender {
  readonly page: PlannedPage;
  /** What its plan was made from, recorded with its files. */
  readonly inputs: string;
}

/** Renders each page into the staging folder on the task pool, and records what it wrote; returns the pages that failed. */
async function renderPages({
  pages,
  assets,
  stagingDir,
  pools,
  report,
  written,
  records,
}: {
  pages: readonly PageToRender[];
  assets: SitePlanner['assets'];
  stagingDir: string;
  pools: Pools;
  report: (progress: RenderProgress) => void;
  written: SiteWriter['written'];
  /** Told the search record (as text, `encodeIndexedPage`) of each page rendered that has one, by HTML file. */
  records: Map<string, string>;
}): Promise<Diagnostic[]> {
  let done = 0;
  const pool = pools.forTasks(pages.length);
  const limitRenders = pLimit(pool.capacity);
  const failures: Diagnostic[] = [];
  await allOrFirstError(
    pages.map(({ page: { plan, route, doc, key }, inputs }) =>
      limitRenders(async () => {
        const result = await pool
          .run({ type: 'render', plan, doc: doc && { input: doc.input, tree: doc.tree }, assets, outDir: stagingDir })
          .catch((error: unknown) => {
            throw new PageError(`the page ${route.path}`, 'file' in route.source ? route.source.file : undefined, error);
          });
        if (result.type === 'render') {
          const companions = result.files.map((file) => file.path);
          written(plan.outputFile, {
            key,
            digest: result.digest,
            inputs,
            ...(companions.length > 0 && { companions }),
            ...(result.search !== undefined && { search: result.search.recorded }),
          });
          if (result.search !== undefined) records.set(plan.outputFile, result.search.text);
          written(plan.dataFile, { key, digest: result.dataDigest, inputs });
          for (const file of result.files) written(file.path, { key, digest: file.digest, inputs });
        } else if (result.type === 'render-failed') {
          failures.push(result.diagnostic);
        }
        report({ phase: 'render', done: ++done, total: pages.length });
      }),
    ),
  );
  return failures;
}

export interface SearchStage {
  readonly pages: readonly SearchablePage[];
  readonly versions: readonly SearchVersion[];
  readonly previous: () => Promise<SearchIndexState | undefined>;
}

/**
 * Stage "search index": the index of the searchable pages, updated from the state the last build left it in
 * with the records of the pages rendered now; pages kept from the last build are taken from the last index.
 * Files the update leaves as they were are kept from the current output; the others are written. When the
 * last index cannot give what a kept page needs (no state, or its page file is gone from the output), that
 * page is rendered again for its record.
 */
async function writeSearchIndex({
  search,
  writer,
  records,
  rerender,
}: {
  search: SearchStage;
  writer: SiteWriter;
  records: ReadonlyMap<string, string>;
  rerender: (routes: readonly SearchablePage['route'][]) => Promise<Diagnostic[]>;
}): Promise<{ readonly state: SearchIndexState | undefined; readonly failures: readonly Diagnostic[] }> {
  const previous = await search.previous();
  const previousEntries = (file: number): string[] | undefined => {
    const digest = previous?.pageFiles[file];
    const contents = digest === undefined ? undefined : writer.currentContents(`${SEARCH_DIR}p.${digest.slice(0, 12)}.json`, digest);
    try {
      return contents === undefined ? undefined : (JSON.parse(contents) as unknown[]).map((entry) => JSON.stringify(entry));
    } catch {
      return undefined;
    }
  };
  const update = () =>
    updateSearchIndex({
      pages: search.pages.map((page) => {
        const recorded = writer.recordOf(page.route.outputFile)?.search;
        if (recorded === undefined) throw new Error(`No search record for ${page.route.path}`);
        const text = records.get(page.route.outputFile);
        return {
          url: page.url,
          version: page.version,
          ...recorded,
          record:
            text === undefined
              ? undefined
              : () => {
                  const record = decodeIndexedPage(text);
                  if (record === undefined) throw new Error(`The search record of ${page.route.path} does not read back`);
                  return record;
                },
        };
      }),
      versions: search.versions,
      previous,
      previousEntries,
      available: (path, digest) => writer.isCurrent(path, digest),
    });
  let made: ReturnType<typeof updateSearchIndex> | undefined;
  // Each round renders the pages the last one could not do without; a second is rare, a third never needed.
  for (let round = 0; made === undefined; round++) {
    try {
      made = update();
    } catch (error) {
      if (!(error instanceof RecordsNeeded) || round === 2) throw error;
      const byUrl = new Map(search.pages.map((page) => [page.url, page.route]));
      const failures = await rerender(error.urls.map((url) => byUrl.get(url)!));
      if (failures.length > 0) return { state: undefined, failures };
    }
  }
  // A file the update left as it was is kept as the output holds it; the others are written (or kept, when equal).
  await Promise.all(
    made.files.map((file) =>
      made.kept.has(file.path) ? writer.keep(file.path) : writer.writeIfChanged({ path: file.path, contents: file.contents }, file.digest),
    ),
  );
  return { state: made.state, failures: [] };
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

/** Enough reads in flight to keep the disk busy, few enough for any limit on open files. */
const READS_IN_FLIGHT = 32;

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
import type { Route, RouteManifest } from '../manifest/types.js';
import type { OutputRecord } from '../pipeline/cache-records.js';
import type { Pools } from '../pipeline/pool.js';
import type { PlannedPage, SitePlanner } from '../render/plan-site.js';
import { ROUTE_SIZES_FILE, routeDataFile } from '../shared/routes.js';
import { renderRouteSizes } from './route-sizes.js';
import { createSiteWriter, type SiteWriter, type StagingFolder } from './write-site.js';
import { openTextSpool, type TextSpool } from './text-spool.js';
import { temporaryPathFor } from '../fs/atomic-write.js';
import type { OutputLayout } from './output-switch.js';
import { decodeIndexedPage, RecordsNeeded, type SearchIndexState, type SearchVersion, searchIndexFiles } from '../search/search-index.js';
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
  scratchDir,
}: {
  root: string;
  /** A folder of the build's own where this stage keeps what it needs again at its end (the pages' search records); left as it was. */
  scratchDir: string;
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
  /** The search records of the pages rendered now, as text, by HTML file: read without reading them back from the packs. */
  const records = openTextSpool(temporaryPathFor(path.join(scratchDir, 'search-records')));
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
    // Pages are planned as the render threads take them, not all first: a plan holds the page's data and its doc's
    // source, and holding every page's at once took most of a large site's memory.
    const searched = new Set(search?.pages.map((page) => page.route.path));
    const keptAs = (route: Route, inputs: string, key: string | undefined): boolean => {
      const files = [route.outputFile, routeDataFile(route.path), ...writer.companionsOf(route.outputFile)];
      if (key === undefined || !files.every((file) => writer.isCurrent(file, key))) return false;
      for (const file of files) writer.keep(file, inputs);
      return true;
    };
    const recordMissing = (route: Route) => searched.has(route.path) && previousOutput?.[route.outputFile]?.search === undefined;
    const toPlan = manifest.routes.flatMap((route) => {
      const inputs = planner.inputsOf(route);
      return !recordMissing(route) && keptAs(route, inputs, writer.keyFromInputs(route.outputFile, inputs)) ? [] : [{ route, inputs }];
    });
    let planned = 0;
    let rendered = 0;
    const render = (routes: readonly RouteToPlan[], { keepCurrent }: { keepCurrent: boolean }) =>
      renderPages({
        routes,
        toRender: ({ route, inputs }) => {
          const page = planner.planPage(route);
          planned++;
          if (keepCurrent && !recordMissing(route) && keptAs(route, inputs, page.key)) return undefined;
          rendered++;
          return { page, inputs };
        },
        assets: planner.assets,
        stagingDir: writer.stagingDir,
        pools,
        report,
        written: writer.written,
        records,
      });
    const failures = await render(toPlan, { keepCurrent: true });
    // A page that could not be rendered fails the build: the output stays as it was.
    if (failures.length > 0) {
      await writer.abort();
      return { planned, rendered, output: undefined, failures };
    }
    // An API reference's data is only its frame: following its link also fetches its article, the page's HTML. Left out
    // of the table, it is prefetched on hover or focus, never merely for being in view.
    const dataSizes = manifest.routes.flatMap((route) => (route.kind === 'api' ? [] : [[route.path, writer.sizeOf(routeDataFile(route.path))] as const]));
    await writer.writeIfChanged({ path: ROUTE_SIZES_FILE, contents: renderRouteSizes(dataSizes) });
    let searchState: SearchIndexState | undefined;
    if (search !== undefined) {
      onStage?.('search', 'making the search index');
      const made = await writeSearchIndex({
        search,
        writer,
        records,
        rerender: (routes) =>
          render(
            routes.map((route) => ({ route, inputs: planner.inputsOf(route) })),
            { keepCurrent: false },
          ),
      });
      if (made.failures.length > 0) {
        await writer.abort();
        return { planned, rendered, output: undefined, failures: made.failures };
      }
      searchState = made.state;
    }
    return {
      planned,
      rendered,
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
  } finally {
    records.close();
  }
}

interface RouteToPlan {
  readonly route: Route;
  /** What its plan is made from (`SitePlanner.inputsOf`). */
  readonly inputs: string;
}

interface PageToRender {
  readonly page: PlannedPage;
  /** What its plan was made from, recorded with its files. */
  readonly inputs: string;
}

/**
 * Renders the pages of `routes` that `toRender` plans (undefined: the page is kept as it is) into the staging
 * folder on the task pool, as many at once as the pool takes, and records what it wrote; returns the pages that
 * failed. A page is planned when a thread is free for it, and its plan let go once it is rendered.
 */
async function renderPages({
  routes,
  toRender,
  assets,
  stagingDir,
  pools,
  report,
  written,
  records,
}: {
  routes: readonly RouteToPlan[];
  toRender: (route: RouteToPlan) => PageToRender | undefined;
  assets: SitePlanner['assets'];
  stagingDir: string;
  pools: Pools;
  report: (progress: RenderProgress) => void;
  written: SiteWriter['written'];
  /** Given the search record (as text, `encodeIndexedPage`) of each page rendered that has one, by HTML file. */
  records: TextSpool;
}): Promise<Diagnostic[]> {
  let done = 0;
  let next = 0;
  const pool = pools.forTasks(routes.length);
  const failures: Diagnostic[] = [];
  const renderOne = async ({ page: { plan, route, doc, key }, inputs }: PageToRender) => {
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
      if (result.search !== undefined) records.put(plan.outputFile, result.search.text);
      written(plan.dataFile, { key, digest: result.dataDigest, inputs });
      for (const file of result.files) written(file.path, { key, digest: file.digest, inputs });
    } else if (result.type === 'render-failed') {
      failures.push(result.diagnostic);
    }
  };
  // Each lane takes the next route when its page is done; once one fails, no lane takes another.
  let failed = false;
  const lane = async () => {
    while (next < routes.length && !failed) {
      try {
        const page = toRender(routes[next++]!);
        if (page !== undefined) await renderOne(page);
      } catch (error) {
        failed = true;
        throw error;
      }
      report({ phase: 'render', done: ++done, total: routes.length });
    }
  };
  await allOrFirstError(Array.from({ length: Math.max(1, Math.min(pool.capacity, routes.length)) }, lane));
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
  records: TextSpool;
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
    searchIndexFiles({
      pages: search.pages.map((page) => {
        const recorded = writer.recordOf(page.route.outputFile)?.search;
        if (recorded === undefined) throw new Error(`No search record for ${page.route.path}`);
        const rendered = records.has(page.route.outputFile);
        return {
          url: page.url,
          version: page.version,
          ...recorded,
          record: !rendered
            ? undefined
            : () => {
                const text = records.get(page.route.outputFile);
                const record = text === undefined ? undefined : decodeIndexedPage(text);
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
  // Each round renders the pages the last one could not do without; a second is rare, a third never needed.
  for (let round = 0; ; round++) {
    const made = update();
    let next: ReturnType<typeof made.next>;
    try {
      next = made.next();
    } catch (error) {
      if (!(error instanceof RecordsNeeded) || round === 2) throw error;
      const byUrl = new Map(search.pages.map((page) => [page.url, page.route]));
      const failures = await rerender(error.urls.map((url) => byUrl.get(url)!));
      if (failures.length > 0) return { state: undefined, failures };
      continue;
    }
    // Written one by one as they are made, so that the index's files are never all in memory at once. A file the
    // update left as it was is kept as the output holds it; the others are written (or kept, when equal).
    for (; next.done !== true; next = made.next()) {
      const file = next.value;
      if (file.kept) writer.keep(file.path);
      else await writer.writeIfChanged({ path: file.path, contents: file.contents }, file.digest);
    }
    return { state: next.value, failures: [] };
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

/** Enough reads in flight to keep the disk busy, few enough for any limit on open files. */
const READS_IN_FLIGHT = 32;

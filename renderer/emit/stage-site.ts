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
import { createSiteWriter, type SiteWriter } from './write-site.js';
import type { SearchRecordStore } from '../pipeline/search-records.js';
import type { PageSearchRecord } from '../search/page-record.js';
import { buildSearchIndex, type SearchVersion } from '../search/search-index.js';
import type { SearchablePage } from '../search/searchable-pages.js';

export interface RenderProgress {
  readonly phase: 'render';
  readonly done: number;
  readonly total: number;
}

/** `planned`: pages planned; `rendered`: pages rendered (or tried). */
export type StagedSite =
  | { readonly planned: number; readonly rendered: number; readonly output: OutputRecord; readonly commit: () => Promise<void> }
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
}: {
  root: string;
  outDir: string;
  manifest: RouteManifest;
  planner: SitePlanner;
  /** What the last build wrote to `outDir`, if it was that folder and the output is still as docs-gen left it. */
  previousOutput: OutputRecord['files'] | undefined;
  pools: Pools;
  report: (progress: RenderProgress) => void;
  /** The pages the search index holds, and where the records of pages rendered before are kept; undefined without search. */
  search:
    | { readonly pages: readonly SearchablePage[]; readonly versions: readonly SearchVersion[]; readonly records: () => Promise<SearchRecordStore> }
    | undefined;
}): Promise<StagedSite> {
  // An output file is kept when it was made from the same inputs and still holds what was written.
  const writer = await createSiteWriter(outDir, { previous: previousOutput });
  try {
    const limitReads = pLimit(READS_IN_FLIGHT);
    const staticDir = path.join(root, STATIC_DIR);
    const staticFiles = await allOrFirstError(
      [...manifest.assets].map((file) => limitReads(async () => ({ path: file, contents: await readFile(path.join(staticDir, file)) }))),
    );
    await allOrFirstError([...staticFiles, ...planner.files].map(writer.writeIfChanged));

    // A page is kept without planning it when its files were made from what its plan is made from now;
    // else it is planned, and kept when its plan is the one they were made from (a title it does not show changed).
    // A page the search index needs a record of that the cache does not have is rendered again to read it.
    const searched = new Set(search?.pages.map((page) => page.route.path));
    const records = search !== undefined && previousOutput !== undefined ? await search.records() : undefined;
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
      const recordMissing = searched.has(route.path) && records?.get(previousOutput?.[route.outputFile]?.digest ?? '') === undefined;
      if (!recordMissing && keptAs(writer.keyFromInputs(route.outputFile, inputs))) continue;
      const page = planner.planPage(route);
      planned++;
      if (recordMissing || !keptAs(page.key)) toRender.push({ page, inputs });
    }
    const read = new Map<string, PageSearchRecord>();
    const failures = await renderPages({
      pages: toRender,
      assets: planner.assets,
      stagingDir: writer.stagingDir,
      pools,
      report,
      written: writer.written,
      onRecord: (digest, record) => read.set(digest, record),
    });
    // A page that could not be rendered fails the build: the output stays as it was.
    if (failures.length > 0) {
      await writer.abort();
      return { planned, rendered: toRender.length, output: undefined, failures };
    }
    const dataSizes = manifest.routes.map((route) => [route.path, writer.sizeOf(routeDataFile(route.path))] as const);
    await writer.writeIfChanged({ path: ROUTE_SIZES_FILE, contents: renderRouteSizes(dataSizes) });
    if (search !== undefined) await writeSearchIndex({ search, writer, read });
    return {
      planned,
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
  onRecord,
}: {
  pages: readonly PageToRender[];
  assets: SitePlanner['assets'];
  stagingDir: string;
  pools: Pools;
  report: (progress: RenderProgress) => void;
  written: SiteWriter['written'];
  /** Told the search record of each page rendered that has one, with the digest of its HTML. */
  onRecord: (htmlDigest: string, record: PageSearchRecord) => void;
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
          written(plan.outputFile, companions.length === 0 ? { key, digest: result.digest, inputs } : { key, digest: result.digest, inputs, companions });
          written(plan.dataFile, { key, digest: result.dataDigest, inputs });
          for (const file of result.files) written(file.path, { key, digest: file.digest, inputs });
          if (result.search !== undefined) onRecord(result.digest, result.search);
        } else if (result.type === 'render-failed') {
          failures.push(result.diagnostic);
        }
        report({ phase: 'render', done: ++done, total: pages.length });
      }),
    ),
  );
  return failures;
}

/**
 * Stage "search index": the index of the searchable pages, from the records of the pages rendered now and,
 * for the pages kept, those the cache holds for their HTML; the records of the new site are kept for the next build.
 */
async function writeSearchIndex({
  search,
  writer,
  read,
}: {
  search: NonNullable<Parameters<typeof stageSite>[0]['search']>;
  writer: SiteWriter;
  read: ReadonlyMap<string, PageSearchRecord>;
}): Promise<void> {
  const store = await search.records();
  for (const [digest, record] of read) store.set(digest, record);
  const outputs = writer.records();
  const live = new Set<string>();
  const pages = search.pages.map(({ route, url, version }) => {
    const digest = outputs[route.outputFile]?.digest ?? '';
    const record = store.get(digest);
    if (record === undefined) throw new Error(`No search record for ${route.path}`);
    live.add(digest);
    return { url, version, record };
  });
  await Promise.all(buildSearchIndex({ pages, versions: search.versions }).map(writer.writeIfChanged));
  store.save(live);
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

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
import type { SitePlanner } from '../render/plan-site.js';
import { ROUTE_SIZES_FILE, routeDataFile } from '../shared/routes.js';
import { renderRouteSizes } from './route-sizes.js';
import { createSiteWriter, type StagingFolder } from './write-site.js';
import { openTextSpool } from './text-spool.js';
import { temporaryPathFor } from '../fs/atomic-write.js';
import type { OutputLayout } from './output-switch.js';
import type { SearchIndexState } from '../search/search-index.js';
import { allOrFirstError, type RenderProgress, renderPages, type RouteToPlan } from './render-pages.js';
import { type SearchStage, writeSearchIndex } from './write-search-index.js';

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
  /** The search records of the pages rendered now, as text, by HTML file: kept in a file until the search stage reads them. */
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
        stagingStartedEmpty: writer.stagingStartedEmpty,
        pools,
        report,
        written: writer.written,
        records,
      });
    const failures = await render(toPlan, { keepCurrent: true });
    pools.releaseWorkers();
    // A page that could not be rendered fails the build: the output stays as it was.
    if (failures.length > 0) {
      await writer.abort();
      return { planned, rendered, output: undefined, failures };
    }
    // An API reference's data is only its frame: following its link also fetches its article, the page's HTML. Left out
    // of the table, it is prefetched on hover or focus, never merely for being in view.
    const dataSizes = manifest.routes.flatMap((route) => (route.kind === 'api' ? [] : [[route.path, writer.sizeOf(routeDataFile(route.path))] as const]));
    await writer.writeIfChanged({ path: ROUTE_SIZES_FILE, contents: renderRouteSizes(dataSizes) });
    writer.startNextSpare();
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

/** Enough reads in flight to keep the disk busy, few enough for any limit on open files. */
const READS_IN_FLIGHT = 32;

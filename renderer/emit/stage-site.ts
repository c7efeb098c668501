/**
 * Stages "render" and "write" of a build (I/O): writes every output file
 * whose inputs changed since the last build into a new generation of the
 * output (all of them, the first time), takes the rest from the current
 * one, and returns the step that puts the new site in place. Pages are
 * rendered on the task pool, straight into the new generation.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { STATIC_DIR } from '../content/read-sources.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { RouteManifest } from '../manifest/types.js';
import type { OutputRecord } from '../pipeline/build-cache.js';
import type { Pools } from '../pipeline/pool.js';
import type { PlannedPage, SitePlan } from '../render/plan-site.js';
import { ROUTE_SIZES_FILE } from '../shared/routes.js';
import { renderRouteSizes } from './route-sizes.js';
import { createSiteWriter, type SiteWriter } from './write-site.js';

export interface RenderProgress {
  readonly phase: 'render';
  readonly done: number;
  readonly total: number;
}

export type StagedSite =
  | { readonly rendered: number; readonly output: OutputRecord; readonly commit: () => Promise<void> }
  | { readonly rendered: number; readonly output: undefined; readonly failures: readonly Diagnostic[] };

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
  plan,
  previousOutput,
  pools,
  report,
}: {
  root: string;
  outDir: string;
  manifest: RouteManifest;
  plan: SitePlan;
  /** What the last build wrote to `outDir`, if it was that folder and the output is still as docs-gen left it. */
  previousOutput: OutputRecord['files'] | undefined;
  pools: Pools;
  report: (progress: RenderProgress) => void;
}): Promise<StagedSite> {
  // An output file is kept when it was made from the same inputs and still holds what was written.
  const writer = await createSiteWriter(outDir, { previous: previousOutput });
  try {
    const limitReads = pLimit(READS_IN_FLIGHT);
    const staticDir = path.join(root, STATIC_DIR);
    const staticFiles = await allOrFirstError(
      [...manifest.assets].map((file) => limitReads(async () => ({ path: file, contents: await readFile(path.join(staticDir, file)) }))),
    );
    await allOrFirstError([...staticFiles, ...plan.files].map(writer.writeIfChanged));

    const current = plan.pages.map((page) => writer.isCurrent(page.plan.outputFile, page.key) && writer.isCurrent(page.plan.dataFile, page.key));
    for (const page of plan.pages.filter((_, index) => current[index])) {
      writer.keep(page.plan.outputFile);
      writer.keep(page.plan.dataFile);
    }
    const toRender = plan.pages.filter((_, index) => !current[index]);
    const failures = await renderPages({ pages: toRender, assets: plan.assets, stagingDir: writer.stagingDir, pools, report, written: writer.written });
    // A page that could not be rendered fails the build: the output stays as it was.
    if (failures.length > 0) {
      await writer.abort();
      return { rendered: toRender.length, output: undefined, failures };
    }
    const dataSizes = plan.pages.map(({ plan: page, route }) => [route.path, writer.sizeOf(page.dataFile)] as const);
    await writer.writeIfChanged({ path: ROUTE_SIZES_FILE, contents: renderRouteSizes(dataSizes) });
    return {
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

/** Renders each page into the staging folder on the task pool, and records what it wrote; returns the pages that failed. */
async function renderPages({
  pages,
  assets,
  stagingDir,
  pools,
  report,
  written,
}: {
  pages: readonly PlannedPage[];
  assets: SitePlan['assets'];
  stagingDir: string;
  pools: Pools;
  report: (progress: RenderProgress) => void;
  written: SiteWriter['written'];
}): Promise<Diagnostic[]> {
  let done = 0;
  const pool = pools.forTasks(pages.length);
  const limitRenders = pLimit(pool.capacity);
  const failures: Diagnostic[] = [];
  await allOrFirstError(
    pages.map(({ plan, route, doc, key }) =>
      limitRenders(async () => {
        const result = await pool
          .run({ type: 'render', plan, doc: doc && { input: doc.input, tree: doc.tree }, assets, outDir: stagingDir })
          .catch((error: unknown) => {
            throw new PageError(`the page ${route.path}`, 'file' in route.source ? route.source.file : undefined, error);
          });
        if (result.type === 'render') {
          written(plan.outputFile, { key, digest: result.digest });
          written(plan.dataFile, { key, digest: result.dataDigest });
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

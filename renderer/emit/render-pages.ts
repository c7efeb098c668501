/**
 * Rendering pages into the new generation of the output, on the task pool:
 * each page is planned when a render thread is free for it, and its plan let
 * go once the page is written.
 */
import type { Diagnostic } from '../diagnostics/types.js';
import type { Route } from '../manifest/types.js';
import type { Pools } from '../pipeline/pool.js';
import type { PlannedPage, SitePlanner } from '../render/plan-site.js';
import type { SiteWriter } from './write-site.js';
import type { TextSpool } from './text-spool.js';

export interface RenderProgress {
  readonly phase: 'render';
  readonly done: number;
  readonly total: number;
}

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

export interface RouteToPlan {
  readonly route: Route;
  /** What its plan is made from (`SitePlanner.inputsOf`). */
  readonly inputs: string;
}

export interface PageToRender {
  readonly page: PlannedPage;
  /** What its plan was made from, recorded with its files. */
  readonly inputs: string;
}

/**
 * Renders the pages of `routes` that `toRender` plans (undefined: the page is kept as it is) into the staging
 * folder on the task pool, as many at once as the pool takes, and records what it wrote; returns the pages that
 * failed. A page is planned when a thread is free for it, and its plan let go once it is rendered.
 */
export async function renderPages({
  routes,
  toRender,
  assets,
  stagingDir,
  stagingStartedEmpty,
  pools,
  report,
  written,
  records,
}: {
  routes: readonly RouteToPlan[];
  toRender: (route: RouteToPlan) => PageToRender | undefined;
  assets: SitePlanner['assets'];
  stagingDir: string;
  /** See SiteWriter's `stagingStartedEmpty`. */
  stagingStartedEmpty: boolean;
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
      .run({ type: 'render', plan, doc: doc && { input: doc.input, tree: doc.tree }, assets, outDir: stagingDir, outDirStartedEmpty: stagingStartedEmpty })
      .catch((error: unknown) => {
        throw new PageError(`the page ${route.path}`, 'file' in route.source ? route.source.file : undefined, error);
      });
    if (result.type === 'render') {
      const companions = result.files.map((file) => file.path);
      written(
        plan.outputFile,
        {
          key,
          digest: result.digest,
          inputs,
          ...(companions.length > 0 && { companions }),
          ...(result.search !== undefined && { search: result.search.recorded }),
        },
        result.stats,
      );
      if (result.search !== undefined) records.put(plan.outputFile, result.search.text);
      written(plan.dataFile, { key, digest: result.dataDigest, inputs }, result.dataStats);
      for (const file of result.files) written(file.path, { key, digest: file.digest, inputs }, file.stats);
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

/**
 * Promise.all, but settles every promise before rejecting with the first
 * error: the staging folder may only be removed once nothing writes into it.
 */
export async function allOrFirstError<T>(promises: ReadonlyArray<Promise<T>>): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

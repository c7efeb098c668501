/**
 * `docs-gen serve`: the build folder served as a static host would serve it,
 * under the site's baseUrl and with its trailingSlash rule.
 */
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { finishInterruptedSwitch } from '../emit/output-switch.js';
import { loadConfig } from '../config/load.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { folderFiles } from './folder-files.js';
import { listenOnFreePort } from './listen.js';
import { createSiteHandler } from './site-handler.js';
import { DEFAULT_OUT_DIR } from '../config/defaults.js';

/** A built folder and the settings it was built with that decide its URLs. */
export interface BuiltSite {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly trailingSlash: boolean | undefined;
  /** Where the site is deployed: `https://docs.example.com`; undefined for a site without a config. */
  readonly url: string | undefined;
}

export type FindBuiltSiteResult =
  | { readonly ok: true; readonly site: BuiltSite }
  /** No built folder (`site-not-built`), or a site config that does not load. */
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/**
 * The build folder of the site in `root` (default `<root>/build`, as `build` resolves it) and its
 * baseUrl and trailingSlash from the site config; without a config, `/` and undefined.
 */
export async function findBuiltSite({ root, outDir }: { root: string; outDir?: string }): Promise<FindBuiltSiteResult> {
  const rootDir = path.resolve(root);
  const loaded = await loadConfig({ root: rootDir });
  if (!loaded.ok && loaded.diagnostics.some((d) => d.code !== 'config-not-found')) return { ok: false, diagnostics: loaded.diagnostics };
  const dir = path.resolve(rootDir, outDir ?? DEFAULT_OUT_DIR);
  // A build killed while it switched the output left it for the next command to finish: until then there may be no folder.
  await finishInterruptedSwitch(dir);
  const stats = await stat(dir).catch(() => undefined);
  if (stats === undefined || !stats.isDirectory()) {
    return { ok: false, diagnostics: [{ code: 'site-not-built', severity: 'error', message: `No built site in ${dir}`, location: { option: '--out' } }] };
  }
  const site: BuiltSite = loaded.ok
    ? { outDir: dir, baseUrl: loaded.config.baseUrl, trailingSlash: loaded.config.trailingSlash, url: loaded.config.url }
    : { outDir: dir, baseUrl: '/', trailingSlash: undefined, url: undefined };
  return { ok: true, site };
}

export interface ServedSite {
  /** The site's root: `http://127.0.0.1:3000/docs/`. */
  readonly url: string;
  /** Every port tried, in order; the last is the one served on. */
  readonly tried: readonly number[];
  readonly site: BuiltSite;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Serves a built folder; also what check-links crawls. */
export async function startSiteServer({ site, host, port }: { site: BuiltSite; host: string; port: number }): Promise<ServedSite> {
  const server = createServer(createSiteHandler({ files: folderFiles(site.outDir), baseUrl: site.baseUrl, trailingSlash: site.trailingSlash, compress: true }));
  const address = await listenOnFreePort(server, { host, port });
  return {
    url: new URL(site.baseUrl, address.url).href,
    tried: address.tried,
    site,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; without this, close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

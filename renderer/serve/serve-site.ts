/**
 * `docs-gen serve`: the build folder served as a static host would serve it,
 * under the site's baseUrl and with its trailingSlash rule.
 */
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { folderFiles } from './folder-files.js';
import { listenOnFreePort } from './listen.js';
import { createSiteHandler } from './site-handler.js';

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
  /** The site config exists but does not load: a configuration error, exit code 2. */
  | { readonly ok: false; readonly exitCode: 2; readonly diagnostics: readonly Diagnostic[] }
  /** No build folder; `message`: `No built site in /site/build: run \`docs-gen build\` first.` */
  | { readonly ok: false; readonly exitCode: 1; readonly message: string };

/**
 * The build folder of the site in `root` (default `<root>/build`, as `build` resolves it) and its
 * baseUrl and trailingSlash from the site config; without a config, `/` and undefined.
 */
export async function findBuiltSite({ root, outDir }: { root: string; outDir?: string }): Promise<FindBuiltSiteResult> {
  const rootDir = path.resolve(root);
  const loaded = await loadConfig({ root: rootDir });
  if (!loaded.ok && loaded.diagnostics.some((d) => d.code !== 'config-not-found')) return { ok: false, exitCode: 2, diagnostics: loaded.diagnostics };
  const dir = path.resolve(rootDir, outDir ?? 'build');
  const stats = await stat(dir).catch(() => undefined);
  if (stats === undefined || !stats.isDirectory()) return { ok: false, exitCode: 1, message: `No built site in ${dir}: run \`docs-gen build\` first.` };
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

export type ServeSiteResult = Exclude<FindBuiltSiteResult, { ok: true }> | ({ readonly ok: true } & ServedSite);

export async function serveSite({ root, outDir, host, port }: { root: string; outDir?: string; host: string; port: number }): Promise<ServeSiteResult> {
  const found = await findBuiltSite({ root, outDir });
  if (!found.ok) return found;
  const served = await startSiteServer({ site: found.site, host, port });
  return { ok: true, ...served };
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

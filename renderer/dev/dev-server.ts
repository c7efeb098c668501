/**
 * `docs-gen dev`: builds the site in memory, serves it, and keeps it up to
 * date while the writer edits. The watcher batches file events; each batch
 * runs one update of the dev site (only what changed is parsed and
 * rendered), then tells the open pages over Server-Sent Events which pages
 * changed and what problems the site has now. The server never stops on bad
 * input: problems are reported, and it recovers when the file is fixed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatLocation } from '../diagnostics/format.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { internalErrorOf } from '../diagnostics/internal-error.js';
import { THEME_DIR } from '../fs/package-root.js';
import { STATIC_DIR } from '../content/read-sources.js';
import { folderFiles } from '../serve/folder-files.js';
import { DEV_CLIENT_PATH, DEV_EVENT, DEV_EVENTS_PATH, type DevProblem, type DevProblems, type DevReload } from '../shared/dev-protocol.js';
import { listenOnFreePort } from '../serve/listen.js';
import { createSiteHandler, type SiteFiles, type SiteHandler } from '../serve/site-handler.js';
import { createDevSite, type DevUpdate } from './dev-site.js';
import { watchSite } from './watch-site.js';

export interface DevServerOptions {
  readonly root: string;
  readonly host: string;
  readonly port: number;
  /** Reports each update: the first build, then one per batch of changes. */
  readonly onUpdate?: (event: DevServerEvent) => void;
}

export interface DevServerEvent {
  /** Files that changed, relative to the root; empty for the first build. */
  readonly changed: readonly string[];
  readonly update: DevUpdate;
}

export interface DevServer {
  /** The site's address: `http://127.0.0.1:3000/`, with the baseUrl. */
  readonly url: string;
  /** Every port tried; more than one when the one asked for was busy. */
  readonly tried: readonly number[];
  close(): Promise<void>;
}

/** File events closer together than this are one change (an editor's save is often several). */
const BATCH_MS = 30;
/** Longer than the watcher's 50 ms window for repeated changes of one file. */
const RECHECK_MS = 80;
/** Comments keep idle event streams open through proxies and sleeping laptops. */
const HEARTBEAT_MS = 15_000;

export async function startDevServer({ root: rootOption, host, port, onUpdate = () => {} }: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(rootOption);
  const site = await createDevSite({ root });
  const first = await site.update({ files: [], theme: false });
  let problems = problemsOf(first);
  onUpdate({ changed: [], update: first });

  const clientScript = await bundleDevClient();
  const staticFiles = folderFiles(path.join(root, STATIC_DIR));
  const files: SiteFiles = {
    async read(file) {
      if (site.config === undefined && file.endsWith('.html')) return { contents: Buffer.from(PLACEHOLDER_PAGE) };
      // Only what the build would publish: not a dotfile static.include leaves out (`.env`).
      return site.read(file) ?? (site.isStaticFile(file) ? staticFiles.read(file) : undefined);
    },
  };
  const injectClient = (html: string) => html.replace(/<\/body>|$/, (end) => `<script src="${DEV_CLIENT_PATH}" defer></script>${end}`);
  let handler: { handler: SiteHandler; key: string } | undefined;
  const currentHandler = (): SiteHandler => {
    const baseUrl = site.config?.baseUrl ?? '/';
    const trailingSlash = site.config?.trailingSlash;
    const key = `${baseUrl}\n${trailingSlash}`;
    if (handler?.key !== key) handler = { key, handler: createSiteHandler({ files, baseUrl, trailingSlash, dev: true, transformHtml: injectClient }) };
    return handler.handler;
  };

  const streams = new Set<ServerResponse>();
  const send = (response: ServerResponse, message: DevMessage) => response.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
  const broadcast = (message: DevMessage) => {
    for (const response of streams) send(response, message);
  };
  const openStream = (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    response.write('retry: 500\n\n');
    send(response, { event: DEV_EVENT.problems, data: problems });
    streams.add(response);
    request.on('close', () => streams.delete(response));
  };

  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname === DEV_EVENTS_PATH) return openStream(request, response);
    if (pathname === DEV_CLIENT_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return response.end(clientScript);
    }
    void currentHandler()(request, response);
  });
  const heartbeat = setInterval(() => {
    for (const response of streams) response.write(': still here\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // One update at a time; changes that arrive meanwhile make the next batch. The watcher drops a second
  // change to a file within 50 ms of the first, so each batch is followed by one more look, which
  // announces something only when it finds what the batch missed.
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let settleTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const runBatch = ({ recheckOf }: { recheckOf?: readonly string[] } = {}) => {
    settleTimer = undefined;
    // A second look at the last batch leaves the changes noted since to the batch they are waiting for.
    if (recheckOf === undefined) timer = undefined;
    const changed = recheckOf ?? [...pending].sort();
    if (recheckOf === undefined) pending = new Set();
    if (changed.length === 0) return;
    running = running.then(async () => {
      const started = performance.now();
      const theme = recheckOf === undefined && changed.some((file) => file.startsWith('theme:'));
      let update: DevUpdate;
      try {
        update = await site.update({ files: changed.filter((file) => !file.startsWith('theme:')), theme });
      } catch (error) {
        update = {
          durationMs: Math.round(performance.now() - started),
          parsed: 0,
          threads: 1,
          specsLoaded: 0,
          pages: 0,
          changedPages: [],
          errors: [internalErrorOf(error, { doing: 'updating the preview' })],
          warnings: [],
        };
      }
      const reload = update.changedPages === 'all' || update.changedPages.length > 0;
      const nowProblems = problemsOf(update);
      const problemsChanged = JSON.stringify(nowProblems) !== JSON.stringify(problems);
      if (recheckOf === undefined) {
        clearTimeout(settleTimer);
        // Changes noted meanwhile make the next batch, which is looked at again after it.
        if (pending.size === 0) settleTimer = setTimeout(() => runBatch({ recheckOf: changed }), RECHECK_MS);
      } else if (!reload && !problemsChanged) {
        return;
      }
      problems = nowProblems;
      broadcast({ event: DEV_EVENT.problems, data: problems });
      if (reload) broadcast({ event: DEV_EVENT.reload, data: { pages: update.changedPages } });
      watcher.watchFiles(site.inputFiles());
      onUpdate({ changed: changed.map((file) => file.replace(/^theme:/, '')), update });
    });
  };
  const noteChange = (file: string) => {
    pending.add(file);
    clearTimeout(timer);
    clearTimeout(settleTimer);
    settleTimer = undefined;
    timer = setTimeout(runBatch, BATCH_MS);
  };

  const watcher = await watchSite({ root, onChange: noteChange });
  watcher.watchFiles(site.inputFiles());

  let address: Awaited<ReturnType<typeof listenOnFreePort>>;
  try {
    address = await listenOnFreePort(server, { host, port });
  } catch (error) {
    await Promise.all([watcher.close(), site.close()]);
    throw error;
  }

  return {
    url: new URL(site.config?.baseUrl ?? '/', address.url).href,
    tried: address.tried,
    async close() {
      clearInterval(heartbeat);
      clearTimeout(timer);
      clearTimeout(settleTimer);
      for (const response of streams) response.end();
      await watcher.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await running;
      await site.close();
    },
  };
}

/** An event of the stream with the data the protocol gives it. */
type DevMessage =
  | { readonly event: typeof DEV_EVENT.problems; readonly data: DevProblems }
  | { readonly event: typeof DEV_EVENT.reload; readonly data: DevReload };

/** What the open pages are told: each problem as the overlay and the badge show it. */
function problemsOf(update: DevUpdate): DevProblems {
  const forBrowser = (diagnostic: Diagnostic): DevProblem => ({
    code: diagnostic.code,
    severity: diagnostic.severity,
    message: diagnostic.message,
    hint: diagnostic.hint,
    where: formatLocation(diagnostic.location) || undefined,
    codeFrame: diagnostic.codeFrame,
  });
  return { errors: update.errors.map(forBrowser), warnings: update.warnings.map(forBrowser) };
}

/** The dev client (theme/client/dev-client.ts), bundled for the browser once per server. */
async function bundleDevClient(): Promise<string> {
  // Loaded on use, as everywhere: a build loads this module but never starts a dev server.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(THEME_DIR, 'client/dev-client.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Served for every page while the site has never built (no valid config yet): the client shows why. */
const PLACEHOLDER_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>docs-gen dev</title></head><body><p>The site has not built yet.</p></body></html>';

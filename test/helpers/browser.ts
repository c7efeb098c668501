/**
 * Browser tests: Debian's Chromium driven by playwright-core, headless, with
 * a fresh profile, looking at a built site served on 127.0.0.1.
 */
import type { EventEmitter } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { isHashedAsset } from '../../renderer/serve/site-handler.js';
import { CHROMIUM } from './chromium.js';
import { buildSite, removeTemporaryFolders } from './cli.js';
import { sharedBuildOf } from './shared-builds.js';

export { CHROMIUM, HAS_CHROMIUM } from './chromium.js';

export interface ServedSite {
  readonly url: string;
  /** Paths requested so far, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * Serves a built folder on a free port of 127.0.0.1, recording every request
 * path. `delayMs(path)` holds a response back, and `bytesPerSecond` sends
 * every response through one link of that speed, to test what a slow
 * network shows. The server slows the link itself: Chromium's own network
 * emulation now and then never fires a throttled page's load event.
 * `notFoundPage` answers an unknown address with the site's 404.html, as
 * static hosts do, instead of a bare "not found". Everything is served
 * `Cache-Control: no-store`, unless `hashedAssetsCached`: then the
 * content-hashed scripts and stylesheets are served to be kept for good, as
 * `docs-gen serve` and hosts serve them, so that a page loaded after another
 * takes them from the browser's cache.
 */
export async function serveFolder(
  dir: string,
  {
    delayMs = () => 0,
    bytesPerSecond,
    notFoundPage = false,
    hashedAssetsCached = false,
  }: { delayMs?: (path: string) => number; bytesPerSecond?: number; notFoundPage?: boolean; hashedAssetsCached?: boolean } = {},
): Promise<ServedSite> {
  const uncached = sirv(dir, { dev: true });
  const cached = hashedAssetsCached ? sirv(dir, { maxAge: 31_536_000, immutable: true }) : undefined;
  const serverOf = (url: string) => (cached !== undefined && isHashedAsset(new URL(url, 'http://host').pathname.slice(1)) ? cached : uncached);
  const notFound = notFoundPage ? await readFile(path.join(dir, '404.html')) : undefined;
  const requests: string[] = [];
  const slowDown = bytesPerSecond === undefined ? undefined : slowLink(bytesPerSecond);
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    slowDown?.(response);
    setTimeout(
      () => {
        serverOf(request.url ?? '/')(request, response, () => {
          response.statusCode = 404;
          if (notFound === undefined) {
            response.end('not found');
            return;
          }
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(notFound);
        });
      },
      delayMs(request.url ?? ''),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    // Connections a browser context keeps open (idle keep-alive, a request its closed page left) would hold
    // close() until they end: the tests are done with them, so they are ended.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * One link of `bytesPerSecond` that the responses it is given share: what
 * they write leaves in slices of a twentieth of a second, each once the link
 * is free, so a long page arrives in many parts as over a real connection.
 */
function slowLink(bytesPerSecond: number): (response: ServerResponse) => void {
  const sliceBytes = Math.max(1024, Math.round(bytesPerSecond / 20));
  let freeAt = 0;
  return (response) => {
    const write = response.write.bind(response) as (chunk: Buffer) => boolean;
    const end = response.end.bind(response) as () => ServerResponse;
    let sent = Promise.resolve();
    const send = (chunk: unknown) => {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      sent = sent.then(async () => {
        for (let start = 0; start < bytes.length; start += sliceBytes) {
          const slice = bytes.subarray(start, start + sliceBytes);
          freeAt = Math.max(freeAt, Date.now()) + (slice.length * 1000) / bytesPerSecond;
          await delay(freeAt - Date.now());
          if (response.destroyed) return;
          write(slice);
        }
      });
    };
    response.write = ((chunk: unknown) => {
      send(chunk);
      return true;
    }) as typeof response.write;
    response.end = ((chunk?: unknown) => {
      if (chunk !== undefined && typeof chunk !== 'function') send(chunk);
      void sent.then(() => end());
      return response;
    }) as typeof response.end;
  };
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker: the tests' global setup starts one per
 * worker (global-setup.ts), and each test file connects to its worker's
 * instead of starting its own, which cost about a second a file.
 */
function connectWorkerBrowser(): Promise<Browser> {
  if (workerBrowser === undefined) {
    const endpoints = inject('chromiumEndpoints');
    const endpoint = endpoints[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % endpoints.length];
    if (endpoint === undefined) throw new Error(`No Chromium was started for the tests: is ${CHROMIUM} installed?`);
    workerBrowser = chromium.connect(endpoint);
    afterAll(async () => (await workerBrowser)?.close());
  }
  return workerBrowser;
}

/** A new browser context (its own cookies, storage and cache, as a fresh profile has) in this worker's Chromium. */
export async function openBrowserContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await connectWorkerBrowser()).newContext(options);
}

interface Tab {
  readonly page: Page;
  /** Chromium's protocol, for what Playwright has no call for: forgetting the tab's history. */
  readonly session: CDPSession;
  readonly viewport: { width: number; height: number } | null;
  /** The listeners Playwright itself keeps on a page (its close and crash handling), which a reset must keep. */
  readonly ownListeners: ReadonlySet<Listener>;
}

const tabs = new WeakMap<BrowserContext, Tab>();

/**
 * The one tab of a browser context that its tests take turns in, handed
 * over as a new page would be: on about:blank, with none of the last test's
 * listeners, routes or history, the context's viewport, no emulated media,
 * the mouse at the corner, and the local and session storage of the site it
 * was on empty. Opening a page costs Chromium a new renderer process, whose
 * scripts are compiled again: about twice what navigating a tab costs, a
 * minute of both cores over a run of the browser tests.
 *
 * A test that adds init scripts, bindings or a clock to a page opens its
 * own page; no test closes the tab.
 */
export async function tabOf(context: BrowserContext): Promise<Page> {
  const tab = tabs.get(context);
  if (tab === undefined || tab.page.isClosed()) {
    const page = await context.newPage();
    const ownListeners = new Set(listenersOf(page).map(({ listener }) => listener));
    tabs.set(context, { page, session: await context.newCDPSession(page), viewport: page.viewportSize(), ownListeners });
    return page;
  }
  const { page, session, viewport, ownListeners } = tab;
  for (const { name, listener } of listenersOf(page)) if (!ownListeners.has(listener)) (page as unknown as EventEmitter).off(name, listener);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    })
    .catch(() => undefined); // about:blank, a page of another origin, or a page that blocks site data has none to clear
  await leaveFor(page, 'about:blank');
  await session.send('Page.resetNavigationHistory');
  if (viewport !== null) await page.setViewportSize(viewport);
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
  await page.mouse.move(0, 0);
  return page;
}

/**
 * Navigates to `url` even when the last test's page starts navigations of its own meanwhile (a dev page reloading
 * after each of several saves): Chromium then abandons ours, and going again once theirs has loaded succeeds.
 */
async function leaveFor(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt === 5 || !/is interrupted by another navigation/.test(String(error))) throw error;
      await page.waitForLoadState('load', { timeout: 5_000 }).catch(() => undefined);
    }
  }
}

type Listener = (...args: unknown[]) => void;

/** The listeners on a page, by event: Playwright's Page is an event emitter, which its types do not say. */
function listenersOf(page: Page): { name: string | symbol; listener: Listener }[] {
  const emitter = page as unknown as EventEmitter;
  return emitter.eventNames().flatMap((name) => emitter.listeners(name).map((listener) => ({ name, listener: listener as Listener })));
}

export interface BrowserSite {
  readonly site: ServedSite;
  readonly browser: BrowserContext;
  readonly outDir: string;
}

/**
 * For a browser test file: builds a site once (`root`, or the folder `root()`
 * makes), serves it and opens a browser context before the tests, and closes
 * them after. `prepare` may change the built folder before it is served. A
 * site the whole run shares, unprepared, is not built again (shared-builds.ts).
 */
export function useSiteInBrowser(
  root: string | (() => Promise<string>),
  { prepare, delayMs }: { prepare?: (outDir: string) => Promise<void>; delayMs?: (path: string) => number } = {},
): BrowserSite {
  let state: BrowserSite | undefined;
  beforeAll(async () => {
    const shared = typeof root === 'string' && prepare === undefined ? await sharedBuildOf(root) : undefined;
    const run = shared ?? (await buildSite(typeof root === 'string' ? root : await root()));
    expect(run.code, run.stderr).toBe(0);
    await prepare?.(run.outDir);
    state = { site: await serveFolder(run.outDir, { delayMs }), browser: await openBrowserContext(), outDir: run.outDir };
  }, 300_000); // A shared site may still be building (shared-builds.ts).
  afterAll(async () => {
    await state?.browser.close();
    await state?.site.close();
    await removeTemporaryFolders();
  });
  const current = () => {
    if (state === undefined) throw new Error('The site is not built yet: use it inside a test.');
    return state;
  };
  return {
    get site() {
      return current().site;
    },
    get browser() {
      return current().browser;
    },
    get outDir() {
      return current().outDir;
    },
  };
}

/** Console messages and uncaught errors of a page, except the browser's own request for a favicon a fixture may not have. */
export function recordConsole(page: Page): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (!message.location().url.endsWith('/favicon.ico')) messages.push(message);
  });
  page.on('pageerror', (error) =>
    messages.push({ type: () => 'error', text: () => error.message, location: () => ({ url: '' }) } as unknown as ConsoleMessage),
  );
  return messages;
}

/** Makes every use of localStorage throw, as in a browser that blocks site data. Call before the page loads. */
export async function blockSiteData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The user has blocked site data.', 'SecurityError');
      },
    });
  });
}

/**
 * Clicks a link to `href` added to the page, as a reader clicks one in the
 * content. It is fixed in view, so reaching it scrolls nothing.
 */
export async function clickAddedLink(page: Page, href: string): Promise<void> {
  await (await addLink(page, href)).click();
}

/** A link to `href` added to the page (see {@link clickAddedLink}), replacing the one added before. */
export async function addLink(page: Page, href: string): Promise<Locator> {
  await page.evaluate((target) => {
    document.getElementById('added-link')?.remove();
    const link = document.createElement('a');
    link.id = 'added-link';
    link.href = target;
    link.textContent = 'added link';
    Object.assign(link.style, { position: 'fixed', top: '100px', left: '100px', zIndex: '10000' });
    document.body.append(link);
  }, href);
  return page.locator('#added-link');
}

/** An axe-core violation, as much of it as a failing test needs to show what to fix. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  /** CSS selectors of the offending elements, with axe's summary of each. */
  readonly nodes: ReadonlyArray<{ readonly target: string; readonly summary: string }>;
}

/** {@link axeViolations}, one line each with the elements axe names, so that a failing test says what to fix. */
export async function describedAxeViolations(page: Page, options: { within?: string } = {}): Promise<string[]> {
  return (await axeViolations(page, options)).map(({ id, help, nodes }) => `${id}: ${help} — ${nodes.map((node) => node.target).join(', ')}`);
}

/**
 * Has every page the browser opens from now on load axe-core before its own
 * scripts, for a file that runs axe on many pages: the browser then compiles
 * it as it loads the page, where adding it to each loaded page took longer
 * than running it.
 */
export async function preloadAxe(browser: BrowserContext): Promise<void> {
  const { source } = await import('axe-core');
  await browser.addInitScript({ content: source });
}

/**
 * Runs axe-core (its default rule set: WCAG 2.0–2.2 A and AA, and best
 * practices) on the page as it is now, or on the elements `within` selects,
 * and returns the violations.
 */
export async function axeViolations(page: Page, { within }: { within?: string } = {}): Promise<AxeViolation[]> {
  const { source } = await import('axe-core');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  return page.evaluate(async (selector) => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(selector === undefined ? document : { include: [selector] });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
    }));
  }, within);
}

/** Has the page sum its layout shifts from its start, as Core Web Vitals counts them (shifts right after input excluded); read with {@link layoutShift}. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Gives the page a web font of the site's, as a brand's stylesheet does (`body { font-family: … }`), whose file is
 * held back until `release` is called: what the page shows in the fallback font then reflows in the web font, as
 * on a slow network. Call before the page loads, and load it without waiting for the load event, which the font
 * holds back too. `release` resolves once the page has the font.
 */
export async function holdWebFont(page: Page): Promise<{ release(): Promise<void> }> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route('**/held-web-font.ttf', async (route) => {
    await held;
    await route.fulfill({ contentType: 'font/ttf', body: readFileSync(firstSystemFont()) });
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = "@font-face { font-family: HeldWebFont; src: url('/held-web-font.ttf'); } body { font-family: HeldWebFont, serif; }";
      document.head.append(style);
    });
  });
  return {
    async release() {
      letGo();
      await page.waitForFunction(() => document.fonts.check('16px HeldWebFont'));
    },
  };
}

/** A TrueType font of the system's (Chromium brings fontconfig and its fonts): a real font's metrics, unlike the fallback's. */
function firstSystemFont(dir = '/usr/share/fonts'): string {
  const font = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.ttf')).sort()[0];
  if (font === undefined) throw new Error(`No .ttf font under ${dir}: install fonts-dejavu-core`);
  return path.join(dir, font);
}

/** The layout shift a page has had so far. Needs {@link recordLayoutShifts} before the page loads. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/**
 * A new tab on `path` of a site served for a test file, at `viewport`, once the page is hydrated, with what it
 * logs to the console (as `type: text`).
 */
export async function openHydrated(
  env: BrowserSite,
  path: string,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<{ page: Page; consoleLines: () => string[] }> {
  const page = await tabOf(env.browser);
  await page.setViewportSize(viewport);
  const messages = recordConsole(page);
  await page.goto(`${env.site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return { page, consoleLines: () => messages.map((message) => `${message.type()}: ${message.text()}`) };
}

/** What axe finds on `path`, hydrated, at desktop width and then at phone width, each violation named with the width. */
export async function axeViolationsAtEachWidth(env: BrowserSite, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const { page } = await openHydrated(env, path, viewport);
    for (const violation of await describedAxeViolations(page)) found.push(`${viewport.width} px: ${violation}`);
  }
  return found;
}

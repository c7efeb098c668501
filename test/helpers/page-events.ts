/**
 * What a browser test waits for instead of a pause: the request, event or
 * rendered frame that proves something happened in a page, or that the
 * moment it would have happened has passed. A pause proves neither: on a
 * slow machine it ends too early, and a test that asserts that nothing
 * happened then passes without its feature.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';

/** The requests a page made, in the order the browser issued them (it reports them in that order). */
export interface RequestLog {
  /** Each request's path and query: `/assets/js/chunks/prefetch.BSC4PXHS.js`. */
  readonly paths: readonly string[];
  /**
   * Resolves with the path of the first request of the log, made already or to come, whose path passes
   * `accept`; with `done`, once its response has arrived whole, or the request failed.
   */
  waitFor(accept: (path: string) => boolean, options?: { done?: boolean; timeoutMs?: number }): Promise<string>;
  /** The requests made whose response has not arrived whole, nor failed, yet. */
  unfinished(): string[];
}

/** Records the requests of `page` from now on. Call it before the page loads to see those of its loading. */
export function recordRequests(page: Page): RequestLog {
  const requested = arrivals<string>();
  const ended = arrivals<string>();
  const pathOf = (request: Request) => {
    const url = new URL(request.url());
    return `${url.pathname}${url.search}`;
  };
  page.on('request', (request) => requested.add(pathOf(request)));
  // A request ends either way: an API answering 404 "finishes", a fetch the page aborts "fails".
  page.on('requestfinished', (request) => ended.add(pathOf(request)));
  page.on('requestfailed', (request) => ended.add(pathOf(request)));
  return {
    paths: requested.items,
    waitFor: (accept, { done = false, timeoutMs = 15_000 } = {}) =>
      (done ? ended : requested).first(
        accept,
        timeoutMs,
        () => `The page made no matching request${done ? ' that ended' : ''} within ${timeoutMs} ms; it requested: ${requested.items.join(', ')}`,
      ),
    unfinished: () => {
      const left = [...ended.items];
      return requested.items.filter((path) => {
        const index = left.indexOf(path);
        if (index === -1) return true;
        left.splice(index, 1);
        return false;
      });
    },
  };
}

/** Items recorded as they arrive, and a wait for the first that passes a test, arrived already or to come. */
function arrivals<T>() {
  const items: T[] = [];
  const waiters = new Set<() => void>();
  return {
    items: items as readonly T[],
    add(item: T): void {
      items.push(item);
      for (const waiter of [...waiters]) waiter();
    },
    first(accept: (item: T) => boolean, timeoutMs: number, describeFailure: () => string): Promise<T> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = items.find(accept);
          if (found === undefined) return;
          cleanup();
          resolve(found);
        };
        // Bounds a wait for what never comes, so that the failure names what came instead.
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(describeFailure()));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/**
 * `work`, or a failure naming `step` once `ms` have passed: a wait with no
 * limit of its own (a navigation given all the test's time, a script run in
 * the page) that never ends then says where it stuck, instead of timing out
 * the whole test without a word, with `whatWasLeft()` (say, the requests
 * still waiting) after it.
 */
function withinDeadline<T>(step: string, ms: number, work: Promise<T>, whatWasLeft: () => string = () => ''): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not done within ${ms / 1000} s${whatWasLeft()}`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The chunk of the prefetching script (theme/client/prefetch.ts). */
const PREFETCH_SCRIPT = /\/assets\/js\/chunks\/prefetch\.\w+\.js$/;

/**
 * Resolves once the page is live and its prefetching script has run. The
 * entry imports that script last, once the page is shown and hydrated
 * (theme/client/entry.ts): whatever a page loads by itself as it starts (a
 * layout's chunk, a component's, a diagram library) it has asked for before,
 * so `log` holds it by then. `log` must have recorded the page's loading.
 */
export async function pageLive(page: Page, log: RequestLog): Promise<void> {
  const script = await log.waitFor((path) => PREFETCH_SCRIPT.test(path));
  // Importing the same module resolves once it has run, and after the entry's own import of it has resolved (the
  // reactions of one module's loading run in the order they were asked for): the prefetcher then listens.
  // As source text: vitest rewrites an import() written in a function, which then runs in the page without its rewriter.
  await page.evaluate(`import(${JSON.stringify(new URL(script, page.url()).href)}).then(() => undefined)`);
}

/**
 * Resolves once `count` more frames have been rendered. Changes made before
 * the call (a class, a scroll, a node added) are laid out, painted and
 * reported (scroll events, layout shifts) by the end of the first; the second
 * also renders what the first frame's own handlers changed.
 */
export function animationFrames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/**
 * Resolves once every intersection observer of the page has been told what
 * is in view now. A new observer's first notification is delivered with the
 * pending ones of the observers made before it, or after them (the browser
 * notifies a document's observers together, in the order they were made).
 */
export function intersectionRound(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      }),
  );
}

/**
 * Records the path of every fetch() the page's scripts call, at the call
 * (read with {@link fetchedPaths}): a fetch started is in it at once, where
 * the server may not have seen it yet. Call before the page loads.
 */
export async function recordFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { fetchedPaths: string[] }).fetchedPaths = calls;
    const fetchOfPage = window.fetch.bind(window);
    window.fetch = (input, init) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname);
      return fetchOfPage(input, init);
    };
  });
}

/** The paths the page's scripts have passed to fetch() so far. Needs {@link recordFetches} before the page loads. */
export function fetchedPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { fetchedPaths: string[] }).fetchedPaths]);
}

/**
 * The route data (`/assets/routes/…`) the page's scripts have fetched so far besides that of the page loaded: what
 * its prefetcher fetched ahead, and the data of the pages it has shown since. With `waitForOne`, once there is
 * some. Needs {@link recordFetches} before the page loads.
 */
export async function routeDataFetched(page: Page, { waitForOne = false }: { waitForOne?: boolean } = {}): Promise<string[]> {
  const own = await page.evaluate(() => new URL(document.querySelector<HTMLLinkElement>('link[data-route-data]')!.href).pathname);
  if (waitForOne) {
    await page.waitForFunction(
      (ownData) => (window as unknown as { fetchedPaths: string[] }).fetchedPaths.some((path) => path.startsWith('/assets/routes/') && path !== ownData),
      own,
    );
  }
  return (await fetchedPaths(page)).filter((path) => path.startsWith('/assets/routes/') && path !== own);
}

/**
 * Has each document `page` loads from now on sum its layout shifts from its
 * start, as Core Web Vitals counts them (shifts right after input apart);
 * read with {@link settledLayoutShift}. Unlike recordLayoutShifts
 * (browser.ts), it keeps its observer, so that a read can take the entries
 * the browser has queued but not delivered yet, rather than wait for them.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let counted = 0;
    let all = 0;
    const moved: string[] = [];
    type Shift = {
      value: number;
      hadRecentInput: boolean;
      startTime: number;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = (node: Node | undefined) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length > 0 ? `.${[...node.classList].join('.')}` : ''}`
        : String(node?.nodeName);
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Shift[]) {
        all += entry.value;
        if (entry.hadRecentInput) continue;
        counted += entry.value;
        for (const { node, previousRect: from, currentRect: to } of entry.sources ?? [])
          moved.push(
            `${describe(node)} at ${Math.round(entry.startTime)} ms: (${from.x}, ${from.y}, ${from.width}×${from.height}) → (${to.x}, ${to.y}, ${to.width}×${to.height})`,
          );
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShiftWatch: LayoutShiftWatch }).layoutShiftWatch = {
      take: () => add(observer.takeRecords()),
      total: (afterInputToo) => (afterInputToo ? all : counted),
      moved: () => [...moved],
    };
  });
}

interface LayoutShiftWatch {
  /** Adds the entries the browser has queued for the observer but not delivered yet. */
  take(): void;
  total(afterInputToo: boolean): number;
  /** What moved in the shifts counted, for a failure to show: element, when, and its box before and after. */
  moved(): string[];
}

/** What moved in the layout shifts of `page` counted so far (see {@link watchLayoutShifts}), to say where a shift came from. */
function layoutShiftSources(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShiftWatch: LayoutShiftWatch }).layoutShiftWatch.moved());
}

/**
 * The page's layout shift once it has loaded (its images, its stylesheets)
 * and rendered two more frames: the shifts of every change made before the
 * call are reported by the end of the first (see {@link animationFrames}).
 * `afterInputToo` counts the shifts right after input as well. Needs
 * {@link watchLayoutShifts} before the page loads.
 */
export async function settledLayoutShift(page: Page, { afterInputToo = false }: { afterInputToo?: boolean } = {}): Promise<number> {
  await page.waitForLoadState('load');
  await animationFrames(page);
  return page.evaluate((everyShift) => {
    const watch = (window as unknown as { layoutShiftWatch: LayoutShiftWatch }).layoutShiftWatch;
    watch.take();
    return watch.total(everyShift);
  }, afterInputToo);
}

/**
 * Opens `url` in a new page of `context` at `viewport` and returns the layout
 * shift of its whole loading, once hydrated, live ({@link pageLive}) and
 * settled ({@link settledLayoutShift}), with what moved when anything did.
 * For a page served over a slow link: each step has a deadline that names
 * it (`where`, then the step) and the requests still unanswered, in place of
 * the usual 30 s a busy machine may exceed.
 */
export async function layoutShiftOfLoading(
  context: BrowserContext,
  url: string,
  viewport: { width: number; height: number },
  where: string,
): Promise<{ shift: number; moved: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  page.setDefaultNavigationTimeout(0);
  await watchLayoutShifts(page);
  const requests = recordRequests(page);
  const unanswered = () => `; requests not answered: ${requests.unfinished().join(', ') || 'none'}`;
  const loaded = async () => {
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]');
  };
  await withinDeadline(`${where}: loading and hydrating`, 120_000, loaded(), unanswered);
  await withinDeadline(`${where}: running its prefetcher`, 60_000, pageLive(page, requests), unanswered);
  const shift = await withinDeadline(`${where}: the load event and two frames`, 60_000, settledLayoutShift(page), unanswered);
  const moved = shift > 0 ? await layoutShiftSources(page) : [];
  await withinDeadline(`${where}: closing`, 30_000, page.close());
  return { shift, moved };
}

/** A `reload` event of `docs-gen dev`, as the page's dev client received it. */
export interface DevReloadSeen {
  /** The pages the rebuild changed, as the event names them. */
  readonly pages: readonly string[] | 'all';
  /** Whether the page had started a navigation (a reload) by the time its client had handled the event. */
  readonly navigated: boolean;
}

/**
 * Watches the `reload` events that the page's dev client
 * (theme/client/dev-client.ts) receives from now on. Call once the client is
 * connected: its own listener is added before this one, so by the time this
 * one runs the client has handled the same event, and a reload it started
 * has fired `navigate` (location.reload() fires it at once). Reported to the
 * test as they come, so a page that then goes away still tells.
 */
export async function watchDevReloads(page: Page): Promise<{ first(accept: (seen: DevReloadSeen) => boolean, timeoutMs?: number): Promise<DevReloadSeen> }> {
  const received = arrivals<DevReloadSeen>();
  const binding = `docsGenTestDevReload${Math.random().toString(36).slice(2)}`;
  await page.exposeBinding(binding, (_source, seen: DevReloadSeen) => received.add(seen));
  await page.evaluate((name) => {
    const sources = (window as unknown as { devEventSources?: EventSource[] }).devEventSources ?? [];
    if (sources.length !== 1)
      throw new Error(`Expected the dev client's one event source, found ${sources.length}: call watchDevSources before the page loads.`);
    // Navigations that leave the document: a reload is one; a hash or a pushState is not.
    let navigations = 0;
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (event) => {
      if (!(event as Event & { destination: { sameDocument: boolean } }).destination.sameDocument) navigations++;
    });
    sources[0]!.addEventListener('reload', (event) => {
      const { pages } = JSON.parse((event as MessageEvent<string>).data) as { pages: readonly string[] | 'all' };
      (window as unknown as Record<string, (seen: DevReloadSeen) => void>)[name]!({ pages, navigated: navigations > 0 });
    });
  }, binding);
  return {
    /** The first event received since the watch began that passes `accept`, received already or to come. */
    first: (accept, timeoutMs = 30_000) =>
      received.first(
        accept,
        timeoutMs,
        () => `The page's dev client received no matching reload within ${timeoutMs} ms; it received: ${JSON.stringify(received.items)}`,
      ),
  };
}

/** Keeps the EventSources the page makes, for {@link watchDevReloads}. Call before the page loads. */
export async function watchDevSources(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sources: EventSource[] = [];
    (window as unknown as { devEventSources: EventSource[] }).devEventSources = sources;
    const EventSourceOfPage = window.EventSource;
    window.EventSource = class extends EventSourceOfPage {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        sources.push(this);
      }
    };
  });
}

/**
 * Turns the mouse wheel by `pixels` where the mouse is, as a reader
 * scrolls, and resolves with the page's scroll position once the wheel has
 * had its effect. `scrolls`: whether the test expects the page to scroll;
 * then once the scroll has ended (`scrollend`). Otherwise once the page has
 * handled the wheel event and rendered two more frames: the browser starts a
 * scroll only after a listener that may cancel the wheel has run (this one
 * may), and the page's next frame carries it (a scroll event); a scroll that
 * began after all is waited out too, so the position returned is where it
 * ended.
 */
export async function wheelAndSettle(page: Page, pixels: number, { scrolls }: { scrolls: boolean }): Promise<number> {
  await page.evaluate(() => {
    const probe = { wheeled: false, scrolled: false, ended: false };
    (window as unknown as { wheelProbe: typeof probe }).wheelProbe = probe;
    // Not passive: the browser must wait for it before scrolling, so any scroll the wheel makes comes after it.
    window.addEventListener('wheel', () => (probe.wheeled = true), { passive: false, once: true });
    window.addEventListener('scroll', () => (probe.scrolled = true), { once: true });
    window.addEventListener('scrollend', () => (probe.ended = true), { once: true });
  });
  await page.mouse.wheel(0, pixels);
  type Probe = { wheelProbe: { wheeled: boolean; scrolled: boolean; ended: boolean } };
  await page.waitForFunction(() => (window as unknown as Probe).wheelProbe.wheeled);
  if (!scrolls) {
    await animationFrames(page);
    if (!(await page.evaluate(() => (window as unknown as Probe).wheelProbe.scrolled))) return page.evaluate(() => window.scrollY);
  }
  await page.waitForFunction(() => (window as unknown as Probe).wheelProbe.ended);
  return page.evaluate(() => window.scrollY);
}

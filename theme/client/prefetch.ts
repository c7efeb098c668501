/**
 * Prefetching (website spec §2): an in-site link's route data is fetched
 * ahead, and kept for the navigation that follows the link (fetched-ahead.ts).
 * Never twice for the same route, and not at all on 2g connections or with
 * data saving on.
 *
 * A GET (fetch()), not <link rel="prefetch"> as the spec has it where the
 * browser supports one: the browser keeps a prefetched response only where
 * the server lets it be stored, so under `Cache-Control: no-store` the click
 * asked again, and a link fetched ahead for being in view was not fetched on
 * hover either (never twice): the links most likely followed were the ones
 * asked for twice. A link the reader points at is fetched at high priority,
 * one merely in view at low: in Chromium, Low, where a prefetch hint is
 * VeryLow; both below the page's own scripts, styles and data (High),
 * and the prefetcher starts only once the page is live.
 *
 * A link the reader hovers or focuses is fetched whatever its size: the
 * reader is about to follow it. A link that merely comes into view is fetched
 * only within a budget, so that reading a page never costs much more than the
 * page itself: a page the reader loaded may fetch ahead as many bytes as its
 * own HTML, a page shown by client navigation as many as its own data. Sizes
 * come from the site's route size table (`assets/route-sizes.json`, itself
 * paid from the first budget); a route missing from it (an API reference,
 * whose article is its page's HTML), or larger than what is left, waits for
 * hover or focus. Links that are in
 * view but not visible (a closed dropdown menu) do not count as seen.
 */
import { ROUTE_SIZES_FILE } from '../../renderer/shared/routes.js';
import { fetchAhead } from './fetched-ahead.js';

export interface Prefetcher {
  /** Watches the links under `root`, those there now and those added later (a re-rendered sidebar row is a new link). Call once. */
  watch(root: Node): void;
  /** The page the reader loaded, of `bytes` bytes of HTML: links coming into view may be fetched ahead for as much. */
  pageLoaded(bytes: number): void;
  /** Client navigation showed `route`: links coming into view may be fetched ahead for as much as its data. */
  routeShown(route: string): void;
}

export interface PrefetcherInput {
  /** The route path of an in-site link, undefined for other links. */
  readonly routeOf: (href: string) => string | undefined;
  readonly dataUrl: (route: string) => string;
  /** The site's base URL, where the route size table lives. */
  readonly baseUrl: string;
}

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Route path → bytes of its data. */
type RouteSizes = ReadonlyMap<string, number>;

export function createPrefetcher({ routeOf, dataUrl, baseUrl }: PrefetcherInput): Prefetcher {
  const fetched = new Set<string>();
  let budget = 0;
  let sizes: Promise<RouteSizes> | undefined;

  const prefetch = (route: string, priority: RequestPriority) => {
    const url = dataUrl(route);
    // The page in view has its data already.
    if (route === routeOf(location.href) || fetched.has(url) || constrainedNetwork()) return;
    fetched.add(url);
    // Failed, it may be tried again on the next hover.
    void fetchAhead(url, priority).then((came) => came || fetched.delete(url));
  };

  const routeSizes = (): Promise<RouteSizes> => {
    sizes ??= fetchJsonWithin(`${baseUrl.replace(/\/?$/, '/')}${ROUTE_SIZES_FILE}`, budget).then((table) => {
      if (table === undefined) return new Map();
      budget -= table.bytes;
      return new Map(Object.entries(table.value as Record<string, number>));
    });
    return sizes;
  };

  /** In view: fetched if it fits in what is left of the budget. Links are decided in the order they came into view. */
  let decided = Promise.resolve();
  const prefetchInView = (route: string) => {
    if (constrainedNetwork() || fetched.has(dataUrl(route)) || route === routeOf(location.href)) return;
    decided = decided.then(async () => {
      const size = (await routeSizes()).get(route);
      if (size === undefined || size > budget || fetched.has(dataUrl(route))) return;
      budget -= size;
      prefetch(route, 'low');
    });
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const link = entry.target as HTMLAnchorElement;
            if (!entry.isIntersecting || !link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
            observer?.unobserve(link);
            const route = routeOf(link.href);
            if (route !== undefined) prefetchInView(route);
          }
        })
      : undefined;

  const prefetchLinkOf = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const route = routeOf(link.href);
    if (route !== undefined) prefetch(route, 'high');
  };
  document.addEventListener('mouseover', prefetchLinkOf);
  document.addEventListener('focusin', prefetchLinkOf);

  const linksIn = (node: Node): HTMLAnchorElement[] => {
    if (!(node instanceof Element)) return [];
    const links = [...node.querySelectorAll<HTMLAnchorElement>('a[href]')];
    return node instanceof HTMLAnchorElement && node.hasAttribute('href') ? [node, ...links] : links;
  };

  return {
    watch(root) {
      if (observer === undefined) return;
      const observe = (link: HTMLAnchorElement) => {
        if (routeOf(link.href) !== undefined) observer.observe(link);
      };
      linksIn(root).forEach(observe);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) for (const link of linksIn(node)) observe(link);
          for (const node of record.removedNodes) for (const link of linksIn(node)) observer.unobserve(link);
        }
      }).observe(root, { childList: true, subtree: true });
    },
    pageLoaded(bytes) {
      budget += bytes;
    },
    routeShown(route) {
      decided = decided.then(async () => {
        budget += (await routeSizes()).get(route) ?? 0;
      });
    },
  };
}

/** The JSON at `url` and its size, unless it is larger than `limit` bytes: then it is not read any further. */
async function fetchJsonWithin(url: string, limit: number): Promise<{ value: unknown; bytes: number } | undefined> {
  try {
    const controller = new AbortController();
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok || response.body === null) return undefined;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let bytes = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      if (bytes > limit) {
        controller.abort();
        return undefined;
      }
      text += decoder.decode(chunk.value, { stream: true });
    }
    return { value: JSON.parse(text + decoder.decode()), bytes };
  } catch {
    return undefined;
  }
}

function constrainedNetwork(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
}

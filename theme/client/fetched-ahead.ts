/**
 * Route data the prefetcher (prefetch.ts) fetched ahead, kept in memory for
 * the navigation that shows its route (router.ts): the data is then fetched
 * once whatever the server's caching headers. The browser's own copy of a
 * prefetched response is kept only where the server lets it be stored: a
 * `Cache-Control: no-store` server (some hosts, `docs-gen dev`) was asked
 * again on the click. A navigation started while the data is on its way
 * waits for that same request.
 *
 * Each copy is taken once, within five minutes (as long as browsers keep a
 * prefetched response), and only the last few are kept: route data is a few
 * kilobytes, and what merely comes into view is fetched within a budget.
 * Past that, or when fetching ahead failed, the navigation fetches the data
 * itself.
 */
import { PAGES_CHANGED_EVENT } from '../../renderer/shared/dev-protocol.js';

const FRESH_MS = 5 * 60_000;
const KEPT = 16;

/** URL → when it was fetched ahead, and its data (parsed JSON) on its way or come. Oldest first. */
const kept = new Map<string, { readonly at: number; readonly data: Promise<unknown> }>();

/**
 * Fetches the route data at `url` ahead: at high priority for a link the reader is about to follow, low for one
 * that is only in view. Resolves to whether it came.
 */
export function fetchAhead(url: string, priority: RequestPriority): Promise<boolean> {
  const data = fetchJson(url, { priority });
  kept.delete(url);
  kept.set(url, { at: Date.now(), data });
  for (const [oldest, { at }] of kept) {
    if (kept.size <= KEPT && Date.now() - at < FRESH_MS) break;
    kept.delete(oldest);
  }
  return data.then(
    () => true,
    () => {
      if (kept.get(url)?.data === data) kept.delete(url);
      return false;
    },
  );
}

/** The route data at `url`: the copy fetched ahead, come or on its way, or else fetched now. */
export function routeDataAt(url: string): Promise<unknown> {
  const ahead = kept.get(url);
  kept.delete(url);
  if (ahead === undefined || Date.now() - ahead.at >= FRESH_MS) return fetchJson(url);
  return ahead.data.catch(() => fetchJson(url));
}

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json();
}

// `docs-gen dev` rebuilt pages other than the one shown: what was fetched ahead may be theirs, as they were.
addEventListener(PAGES_CHANGED_EVENT, () => kept.clear());

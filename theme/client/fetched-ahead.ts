/**
 * Route data the prefetcher (prefetch.ts) fetched ahead during this page's
 * life. The navigation that shows such a route takes the browser's copy as
 * it is: served with `Cache-Control: no-cache`, the copy would otherwise be
 * asked for again (a second request for data fetched a moment before). For a
 * few minutes only, as browsers keep a prefetched response; after that, or
 * when nothing was fetched ahead, the data is fetched as usual.
 */

/** How long data fetched ahead is taken as it is. */
const FRESH_MS = 5 * 60_000;

const fetchedAt = new Map<string, number>();

export function markFetchedAhead(url: string): void {
  fetchedAt.set(url, Date.now());
}

/** How the navigation fetches `url`: from the browser's copy when it was fetched ahead a moment ago. */
export function cacheModeOf(url: string): RequestCache {
  const at = fetchedAt.get(url);
  return at !== undefined && Date.now() - at < FRESH_MS ? 'force-cache' : 'default';
}

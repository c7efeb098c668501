/**
 * The route size table (`ROUTE_SIZES_FILE`): how many bytes each route's data
 * weighs, so the client can keep what it prefetches within a budget without
 * fetching first. Sorted by route path in code-point order, so two builds of
 * the same site write the same bytes.
 */
export function renderRouteSizes(sizes: Iterable<readonly [route: string, bytes: number]>): string {
  const sorted = [...sizes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(sorted));
}

/** Whether two lists hold the same items in the same order (compared with ===). */
export function sameItems<T>(a: ArrayLike<T>, b: ArrayLike<T>): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return false;
  return true;
}

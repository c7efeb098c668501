/** Whether two lists hold the same items in the same order (compared with ===). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((item, at) => item === b[at]));
}

/**
 * The reader's recent searches: the queries of the last results they opened,
 * newest first, kept in localStorage. When the browser refuses storage
 * (private modes, storage turned off, a full quota), there are none and
 * nothing is kept: the dialog then shows no list.
 */

const STORAGE_KEY = 'docs-gen.search.recent';
/** As many as the dialog shows. */
export const MAX_RECENT_SEARCHES = 5;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((query): query is string => typeof query === 'string').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Puts `query` first (once); gives the list as kept. */
export function rememberSearch(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return readRecentSearches();
  const recent = [trimmed, ...readRecentSearches().filter((earlier) => earlier !== trimmed)].slice(0, MAX_RECENT_SEARCHES);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(recent));
    return recent;
  } catch {
    return [];
  }
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

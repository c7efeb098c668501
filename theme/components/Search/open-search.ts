/**
 * Opening the search dialog from anywhere on the page (the 404 page's
 * suggestion): an event on window that the navbar's search button answers.
 */
const OPEN_SEARCH_EVENT = 'docs-gen:open-search';

export function openSearch(query = ''): void {
  window.dispatchEvent(new CustomEvent<string>(OPEN_SEARCH_EVENT, { detail: query }));
}

/** Calls `open` with the query of each request to open the dialog; returns what stops listening. */
export function onOpenSearch(open: (query: string) => void): () => void {
  const listener = (event: Event) => open((event as CustomEvent<string>).detail);
  window.addEventListener(OPEN_SEARCH_EVENT, listener);
  return () => window.removeEventListener(OPEN_SEARCH_EVENT, listener);
}

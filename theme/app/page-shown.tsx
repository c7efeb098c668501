import { createContext, useContext, useEffect } from 'react';

/**
 * Called once a route's page is on screen. The browser's App provides it; on
 * the server there is no provider and nothing is called.
 */
export const PageShownContext = createContext<(() => void) | undefined>(undefined);

/**
 * Rendered last inside a page, so its effect runs only once the page itself is
 * in the document: an API reference's layout arrives in a chunk of its own, and
 * scrolling to a hash or focusing the heading before then would find nothing.
 */
export function PageShown({ page }: { readonly page: unknown }) {
  const signal = useContext(PageShownContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what makes the signal due again
  useEffect(() => signal?.(), [signal, page]);
  return null;
}

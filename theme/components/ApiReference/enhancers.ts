import { enhanceDeferred } from './deferred-enhancer.js';
import { enhanceExamples } from './example-enhancer.js';
import { enhanceVariants } from './variant-enhancer.js';

/**
 * A behaviour of the server-rendered API article: attaches delegated
 * listeners to it and returns what removes them. The article's markup
 * carries `data-*` attributes the enhancers act on; nothing in it is a React
 * tree, so nothing here fights React for the DOM.
 */
export type Enhancer = (article: HTMLElement) => () => void;

export const API_ENHANCERS: readonly Enhancer[] = [enhanceDeferred, enhanceVariants, enhanceExamples];

/** Runs every enhancer on the article; the returned function undoes them all (before the article is replaced). */
export function runEnhancers(article: HTMLElement): () => void {
  const cleanups = API_ENHANCERS.map((enhance) => enhance(article));
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

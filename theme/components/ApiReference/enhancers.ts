/**
 * The behaviours of an API reference article. The article is the server's
 * HTML, kept as it is in the browser (no React inside it), so what it does is
 * done by enhancers: each is given the article once it is in the document,
 * attaches what it needs (delegated listeners, at most a few elements), reads
 * the `data-*` attributes of the markup, and returns a cleanup that undoes it
 * all. The ApiPage layout runs the list after mount and after each client
 * navigation to another API page. Everything readable works without them.
 */
import { addCopyButtons } from './copy-buttons.js';
import type { Enhancer } from './enhancer.js';
import { enhanceCodeSamples } from './enhance-code-samples.js';
import { enhanceServerChoice } from './enhance-server-choice.js';
import { enhanceDeferred } from './deferred-enhancer.js';
import { enhanceExamples } from './example-enhancer.js';
import { enhanceTryIt } from './try-it-enhancer.js';
import { enhanceVariants } from './variant-enhancer.js';

/** Every enhancer, in the order they run. */
export const ENHANCERS: readonly Enhancer[] = [
  addCopyButtons,
  enhanceCodeSamples,
  enhanceServerChoice,
  enhanceDeferred,
  enhanceVariants,
  enhanceExamples,
  enhanceTryIt,
];

/**
 * Runs `enhancers` on `article`; the returned cleanup undoes them, last first. One that throws is
 * reported and skipped: the others still run, and the article stays readable.
 */
export function enhanceArticle(article: HTMLElement, enhancers: readonly Enhancer[] = ENHANCERS): () => void {
  const cleanups = enhancers.flatMap((enhance) => {
    try {
      return [enhance(article)];
    } catch (error) {
      console.warn(`docs-gen: an API reference behaviour failed (${error instanceof Error ? error.message : String(error)})`);
      return [];
    }
  });
  return () => {
    for (const cleanup of cleanups.reverse()) cleanup();
  };
}

/**
 * Shows the named example picked in a `data-example-select` select; the
 * examples are `data-example` panels beside it, the first shown by the server.
 */
import type { Enhancer } from './enhancer.js';

export const enhanceExamples: Enhancer = (article) => {
  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement | null;
    const group = select?.closest<HTMLElement>('[data-examples]');
    if (!select || select.dataset.exampleSelect === undefined || !group || !article.contains(group)) return;
    for (const panel of group.querySelectorAll<HTMLElement>('[data-example]')) panel.hidden = panel.dataset.example !== select.value;
  };
  article.addEventListener('change', onChange);
  return () => article.removeEventListener('change', onChange);
};

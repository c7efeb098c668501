/**
 * Switches the variant a `oneOf`/`anyOf` shows: its buttons carry
 * `data-variant` (the index) and `aria-pressed`; the panels `data-variant-panel`.
 * The first variant is shown by the server.
 */
import type { Enhancer } from './enhancer.js';

export const enhanceVariants: Enhancer = (article) => {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-variant]');
    const choice = button?.closest<HTMLElement>('[data-choice]');
    if (!button || !choice || !article.contains(choice)) return;
    const chosen = button.dataset.variant;
    // Only this choice's own buttons and panels: a variant may hold a choice of its own.
    for (const other of choice.querySelectorAll<HTMLButtonElement>('button[data-variant]')) {
      if (other.closest('[data-choice]') === choice) other.setAttribute('aria-pressed', String(other.dataset.variant === chosen));
    }
    for (const panel of choice.querySelectorAll<HTMLElement>('[data-variant-panel]')) {
      if (panel.closest('[data-choice]') === choice) panel.hidden = panel.dataset.variantPanel !== chosen;
    }
  };
  article.addEventListener('click', onClick);
  return () => article.removeEventListener('click', onClick);
};

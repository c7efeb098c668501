/**
 * The Copy buttons of an API reference article, which is kept as the
 * server's HTML, with no React inside: added once the page runs. A module of
 * its own, so that pages without an API reference do not load it.
 */
import { COPIED_LABEL_MS, copyCodeOf, warnCopyFailed } from '../CodeBlock/copy-code.js';

/**
 * Enhancer (see ApiReference/enhancers.ts): gives every code block of `area`
 * a Copy button, also those inserted later (content opened on demand), and
 * answers their clicks with one listener. The cleanup removes what it added.
 */
export function addCopyButtons(area: HTMLElement): () => void {
  const buttons = new Set<HTMLButtonElement>();
  const timers = new Map<HTMLButtonElement, number>();
  const equip = (root: Element) => {
    for (const block of root.matches('.code-block') ? [root] : root.querySelectorAll('.code-block')) {
      if (block.querySelector(':scope > .code-block__copy') !== null) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'code-block__copy';
      button.setAttribute('aria-live', 'polite');
      button.textContent = 'Copy';
      block.append(button);
      buttons.add(button);
    }
  };
  const showCopied = (button: HTMLButtonElement) => {
    window.clearTimeout(timers.get(button));
    button.textContent = 'Copied';
    button.classList.add('code-block__copy--copied');
    timers.set(
      button,
      window.setTimeout(() => {
        button.textContent = 'Copy';
        button.classList.remove('code-block__copy--copied');
        timers.delete(button);
      }, COPIED_LABEL_MS),
    );
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('.code-block__copy');
    if (!(button instanceof HTMLButtonElement) || !buttons.has(button)) return;
    copyCodeOf(button).then(() => showCopied(button), warnCopyFailed);
  };
  equip(area);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) if (node instanceof Element && !buttons.has(node as HTMLButtonElement)) equip(node);
  });
  observer.observe(area, { childList: true, subtree: true });
  area.addEventListener('click', onClick);
  return () => {
    observer.disconnect();
    area.removeEventListener('click', onClick);
    for (const timer of timers.values()) window.clearTimeout(timer);
    for (const button of buttons) button.remove();
  };
}

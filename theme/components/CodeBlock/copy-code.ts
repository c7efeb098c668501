/**
 * Copying a code block's code, shared by the React copy button (docs) and the
 * copy buttons an API reference article gets once the page runs (it is kept
 * as the server's HTML, with no React inside).
 */

/** How long a button says "Copied" before offering to copy again. */
export const COPIED_LABEL_MS = 2000;

/** Copies the code of the `.code-block` that holds `control`. */
export function copyCodeOf(control: Element): Promise<void> {
  const code = control.closest('.code-block')?.querySelector('pre code');
  // Line numbers are CSS counters, never text; the newline after the last line ends the block rather than belonging to the code.
  return copyText((code?.textContent ?? '').replace(/\n$/, ''));
}

/** Says why copying failed, on the console: the reader sees the button stay as it was. */
export function warnCopyFailed(error: unknown): void {
  console.warn(`docs-gen: could not copy the code (${error instanceof Error ? error.message : String(error)})`);
}

/**
 * The Clipboard API exists only in secure contexts; a site previewed over
 * plain http on another machine still copies through a selected textarea.
 */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const focused = document.activeElement;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  const copied = document.execCommand('copy');
  textarea.remove();
  // Selecting the textarea took the focus: give it back to the button.
  if (focused instanceof HTMLElement) focused.focus();
  if (!copied) throw new Error('the browser refused');
}

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

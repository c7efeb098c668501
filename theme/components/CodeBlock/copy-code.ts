/**
 * Copying a code block's code, shared by the React copy button (docs) and the
 * copy buttons an API reference article gets once the page runs
 * (ApiReference/copy-buttons.ts).
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

import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../../utils/class-names.js';

/** How long the button says "Copied" before offering to copy again. */
const COPIED_LABEL_MS = 2000;

/** True inside a CopyableCodeArea, which gives every code block its button, so a CodeBlock there does not add a second one. */
const InCopyableCodeArea = createContext(false);

export function useInCopyableCodeArea(): boolean {
  return useContext(InCopyableCodeArea);
}

/**
 * Copies the code of the `.code-block` it sits in. It reads the text when
 * clicked, so the same button serves a CodeBlock and a block highlighted at
 * build time. It only works with JavaScript: render it once hydrated.
 */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = (event: MouseEvent<HTMLButtonElement>) => {
    const code = event.currentTarget.closest('.code-block')?.querySelector('pre code');
    // Line numbers are CSS counters, never text; the newline after the last line ends the block rather than belonging to the code.
    copyText((code?.textContent ?? '').replace(/\n$/, '')).then(
      () => setCopied(true),
      (error: unknown) => console.warn(`docs-gen: could not copy the code (${error instanceof Error ? error.message : String(error)})`),
    );
  };

  return (
    <button type="button" className={classNames('code-block__copy', copied && 'code-block__copy--copied')} aria-live="polite" onClick={copy}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
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

export interface CopyableCodeAreaProps {
  readonly className: string;
  /** @default 'div' */
  readonly as?: 'div' | 'article';
  /** `data-*` attributes of the element (an API article names its fragments file). */
  readonly attributes?: Readonly<Record<`data-${string}`, string>>;
  readonly children?: ReactNode;
}

/**
 * A `<div className>` whose code blocks each get a copy button once hydrated.
 * Fenced code in a page body (or in an API description's HTML) arrives as
 * plain elements, not as CodeBlock components, so the buttons are portalled
 * into the blocks found in the DOM, again whenever the children change
 * (client navigation). The server HTML is the div and its children alone.
 */
export function CopyableCodeArea({ className, as: Element = 'div', attributes, children }: CopyableCodeAreaProps) {
  const area = useRef<HTMLElement>(null);
  const [blocks, setBlocks] = useState<readonly Element[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new children (client navigation) bring new code blocks to find
  useEffect(() => {
    setBlocks(Array.from(area.current?.querySelectorAll('.code-block') ?? []));
  }, [children]);
  return (
    <Element className={className} ref={area as Ref<HTMLDivElement>} {...attributes}>
      <InCopyableCodeArea.Provider value={true}>{children}</InCopyableCodeArea.Provider>
      {blocks.map((block, index) => createPortal(<CopyButton />, block, String(index)))}
    </Element>
  );
}

import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../../utils/class-names.js';
import { copyCodeOf, warnCopyFailed } from './copy-code.js';
import { useCopiedFlag } from './use-copied-flag.js';

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
  const [copied, markCopied] = useCopiedFlag();

  const copy = (event: MouseEvent<HTMLButtonElement>) => {
    copyCodeOf(event.currentTarget).then(markCopied, warnCopyFailed);
  };

  return (
    <button type="button" className={classNames('code-block__copy', copied && 'code-block__copy--copied')} aria-live="polite" onClick={copy}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

export interface CopyableCodeAreaProps {
  readonly className: string;
  readonly children?: ReactNode;
}

/**
 * A `<div className>` whose code blocks each get a copy button once hydrated.
 * Fenced code in a page body arrives as
 * plain elements, not as CodeBlock components, so the buttons are portalled
 * into the blocks found in the DOM, again whenever the children change
 * (client navigation). The server HTML is the div and its children alone.
 */
export function CopyableCodeArea({ className, children }: CopyableCodeAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  const [blocks, setBlocks] = useState<readonly Element[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new children (client navigation) bring new code blocks to find
  useEffect(() => {
    setBlocks(Array.from(area.current?.querySelectorAll('.code-block') ?? []));
  }, [children]);
  return (
    <div className={className} ref={area}>
      <InCopyableCodeArea.Provider value={true}>{children}</InCopyableCodeArea.Provider>
      {blocks.map((block, index) => createPortal(<CopyButton />, block, String(index)))}
    </div>
  );
}

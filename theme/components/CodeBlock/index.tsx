import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { lineNumberVariables, type ShowLineNumbers } from '../../../renderer/shared/line-numbers.js';
import { classNames } from '../../utils/class-names.js';
import { CopyButton, useInCopyableCodeArea } from './CopyButton.js';

export interface CodeBlockProps {
  readonly language?: string;
  readonly title?: string;
  /** The code as plain text. */
  readonly children?: ReactNode;
  /** Numbers the lines, from 1 or from the number given (as Docusaurus's CodeBlock takes it). */
  readonly showLineNumbers?: ShowLineNumbers;
}

/**
 * The same markup build-time highlighting emits for fenced code, so both
 * share one stylesheet. The pre is focusable because it may scroll sideways.
 * The copy button appears once hydrated, from the block itself or, in a page
 * body, from the CopyableCodeArea that serves fenced code too.
 */
export function CodeBlock({ language, title, children, showLineNumbers = false }: CodeBlockProps) {
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  const hydrated = useHydrated();
  const areaGivesButton = useInCopyableCodeArea();
  const numberedCode = showLineNumbers !== false && typeof code === 'string' ? code : undefined;
  return (
    <div className={classNames('code-block', numberedCode !== undefined && 'code-block--line-numbers')}>
      {title !== undefined && <div className="code-block__title">{title}</div>}
      <pre className={language === undefined ? undefined : `language-${language}`} tabIndex={0}>
        {numberedCode !== undefined ? (
          <code style={lineNumberVariables(showLineNumbers, numberedCode.split('\n').length) as CSSProperties}>
            <CodeLines code={numberedCode} />
          </code>
        ) : (
          <code>{code}</code>
        )}
      </pre>
      {hydrated && !areaGivesButton && <CopyButton />}
    </div>
  );
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Line numbers are CSS counters on per-line spans, so copying the code never copies the numbers. */
function CodeLines({ code }: { readonly code: string }) {
  return code.split('\n').map((line, index) => (
    <span key={index} className="code-line">
      {`${line}\n`}
    </span>
  ));
}

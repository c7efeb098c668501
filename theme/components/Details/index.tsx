import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface DetailsProps {
  /** The disclosure's label; without it, a `<summary>` child's content (as Docusaurus's Details reads it), else "Details". */
  readonly summary?: ReactNode;
  readonly children?: ReactNode;
}

export function Details({ summary, children }: DetailsProps) {
  const summaryChild = summary === undefined ? Children.toArray(children).find(isSummaryElement) : undefined;
  const content = summaryChild === undefined ? children : Children.toArray(children).filter((child) => !isSummaryElement(child));
  return (
    <details className="details">
      <summary className="details__summary">{summary ?? summaryChild?.props.children ?? 'Details'}</summary>
      <div className="details__content">{content}</div>
    </details>
  );
}

function isSummaryElement(node: ReactNode): node is ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && node.type === 'summary';
}

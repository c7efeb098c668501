import type { ReactNode } from 'react';

export interface DetailsProps {
  /** @default "Details" */
  readonly summary?: ReactNode;
  readonly children?: ReactNode;
}

export function Details({ summary = 'Details', children }: DetailsProps) {
  return (
    <details className="details">
      <summary className="details__summary">{summary}</summary>
      <div className="details__content">{children}</div>
    </details>
  );
}

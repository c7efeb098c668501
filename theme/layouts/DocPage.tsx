import { CopyableCodeArea } from '../components/CodeBlock/CopyButton.js';
import { DocFrame } from './DocFrame.js';
import type { PageLayoutProps } from './types.js';

export function DocPage({ page, children }: PageLayoutProps) {
  return (
    <DocFrame page={page}>
      <article className="doc">
        {!page.hasOwnH1 && (
          <header className="doc__header">
            <h1>{page.title}</h1>
          </header>
        )}
        <CopyableCodeArea className="markdown">{children}</CopyableCodeArea>
      </article>
    </DocFrame>
  );
}

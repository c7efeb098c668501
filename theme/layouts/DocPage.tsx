import type { ReactNode } from 'react';
import type { PageData } from '../../renderer/shared/page-data.js';
import { CopyableCodeArea } from '../components/CodeBlock/CopyButton.js';
import { DocFrame } from './DocFrame.js';
import type { PageLayoutProps } from './types.js';

export function DocPage({ page, children }: PageLayoutProps) {
  return (
    <DocFrame page={page}>
      <DocArticle page={page}>{children}</DocArticle>
    </DocFrame>
  );
}

/** A doc's article, the part of a doc page that is not the frame shared with category indexes. */
export function DocArticle({ page, children }: { readonly page: PageData; readonly children?: ReactNode }) {
  return (
    <article className="doc">
      {!page.hasOwnH1 && (
        <header className="doc__header">
          <h1>{page.title}</h1>
        </header>
      )}
      <CopyableCodeArea className="markdown">{children}</CopyableCodeArea>
    </article>
  );
}

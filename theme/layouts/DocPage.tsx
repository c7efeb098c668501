import type { ReactNode } from 'react';
import type { DocFooterData, PageData } from '../../renderer/shared/page-data.js';
import { IconEdit } from '../components/Icons/index.js';
import { Link } from '../components/Link/index.js';
import { CopyableCodeArea } from '../components/CodeBlock/CopyButton.js';
import { DocFrame } from './DocFrame.js';
import { classNames } from '../utils/class-names.js';
import { formatDate } from '../utils/format-date.js';
import type { PageLayoutProps } from './types.js';

export function DocPage({ page, children }: PageLayoutProps) {
  return (
    <DocFrame page={page}>
      <DocArticle page={page}>{children}</DocArticle>
    </DocFrame>
  );
}

/** A doc's article, the part of a doc page that is not the frame shared with category indexes. */
export function DocArticle({ page, className, children }: { readonly page: PageData; readonly className?: string; readonly children?: ReactNode }) {
  return (
    <article className={classNames('doc', className)}>
      {!page.hasOwnH1 && !page.hideTitle && (
        <header className="doc__header">
          <h1>{page.title}</h1>
        </header>
      )}
      <CopyableCodeArea className="markdown">{children}</CopyableCodeArea>
      {page.docFooter !== undefined && <DocFooter footer={page.docFooter} />}
    </article>
  );
}

/** Under a doc's text, as in Docusaurus: its tags, then the edit link and when (and by whom) it last changed. */
function DocFooter({ footer }: { readonly footer: DocFooterData }) {
  const { tags, editUrl, lastUpdatedAt, lastUpdatedBy } = footer;
  return (
    <footer className="doc__footer">
      {tags.length > 0 && (
        <div className="doc__tags">
          <b>Tags:</b>
          <ul className="doc__tag-list">
            {tags.map((tag) => (
              <li key={tag.href}>
                <Link href={tag.href} external={false} className="doc__tag">
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(editUrl !== undefined || lastUpdatedAt !== undefined || lastUpdatedBy !== undefined) && (
        <div className="doc__meta">
          {editUrl !== undefined && (
            <Link href={editUrl} className="doc__edit-link">
              <IconEdit />
              Edit this page
            </Link>
          )}
          {(lastUpdatedAt !== undefined || lastUpdatedBy !== undefined) && (
            <span className="doc__last-updated">
              Last updated
              {lastUpdatedAt !== undefined && (
                <>
                  {' on '}
                  <time dateTime={lastUpdatedAt}>{formatDate(lastUpdatedAt)}</time>
                </>
              )}
              {lastUpdatedBy !== undefined && (
                <>
                  {' by '}
                  <b>{lastUpdatedBy}</b>
                </>
              )}
            </span>
          )}
        </div>
      )}
    </footer>
  );
}

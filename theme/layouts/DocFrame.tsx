import type { ReactNode } from 'react';
import type { PageData } from '../../renderer/shared/page-data.js';
import { Breadcrumbs } from '../components/Breadcrumbs/index.js';
import { VersionBadge } from '../components/VersionBadge/index.js';
import { VersionBanner } from '../components/VersionBanner/index.js';
import { DocSidebar } from '../components/DocSidebar/index.js';
import { Layout } from '../components/Layout/index.js';
import { Paginator } from '../components/Paginator/index.js';
import { CollapsibleTableOfContents, TableOfContents } from '../components/TableOfContents/index.js';
import { classNames } from '../utils/class-names.js';

export interface DocFrameProps {
  readonly page: PageData;
  /** The `<article>` of the page. */
  readonly children: ReactNode;
}

/** The three columns shared by docs and category indexes: sidebar, content, table of contents. */
export function DocFrame({ page, children }: DocFrameProps) {
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <Layout page={page}>
      <div className={classNames('doc-layout', page.sidebar === undefined && 'doc-layout--no-sidebar')}>
        {page.sidebar !== undefined && (
          <aside className="doc-layout__sidebar" aria-label="Sidebar">
            <DocSidebar items={page.sidebar} activePath={page.url} src={page.sidebarSrc} />
          </aside>
        )}
        <div className="doc-layout__main">
          <div className="doc-layout__content">
            <VersionBanner siteTitle={page.site.title} version={page.version} />
            <Breadcrumbs items={page.breadcrumbs} />
            <VersionBadge version={page.version} />
            {showToc && <CollapsibleTableOfContents toc={page.toc} />}
            {children}
            <Paginator prev={page.pagination.prev} next={page.pagination.next} />
          </div>
          {showToc && (
            <aside className="doc-layout__toc" aria-label="Table of contents">
              <TableOfContents toc={page.toc} />
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}

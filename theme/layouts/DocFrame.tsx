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
  /** A sidebar of the page's own (an `<aside>`), in the place of the docs sidebar: the blog's recent posts. */
  readonly sidebar?: ReactNode;
  /** What the open navbar menu shows on a phone, instead of the docs sidebar. */
  readonly drawer?: ReactNode;
}

/** The three columns shared by docs, category indexes, pages and the blog: sidebar, content, table of contents. */
export function DocFrame({ page, children, sidebar, drawer }: DocFrameProps) {
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  const docsSidebar = page.sidebar !== undefined && (
    <aside className="doc-layout__sidebar" aria-label="Sidebar">
      <DocSidebar items={page.sidebar} activePath={page.url} src={page.sidebarSrc} />
    </aside>
  );
  const shownSidebar = sidebar ?? docsSidebar;
  return (
    <Layout page={page} drawer={drawer}>
      <div className={classNames('doc-layout', !shownSidebar && 'doc-layout--no-sidebar')}>
        {shownSidebar}
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

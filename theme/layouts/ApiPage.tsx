import { useLayoutEffect, useRef } from 'react';
import { ApiNav, navTargetIds } from '../components/ApiReference/ApiNav.js';
import { enhanceArticle } from '../components/ApiReference/enhancers.js';
import { Layout } from '../components/Layout/index.js';
import { CollapsibleTableOfContents, useSectionInView } from '../components/TableOfContents/index.js';
import type { PageLayoutProps } from './types.js';

export interface ApiPageProps extends PageLayoutProps {
  /**
   * In the browser: the article's HTML as the server rendered it (from this document, or from the
   * page's own HTML after client navigation), kept as it is. On the server the article is `children`.
   */
  readonly articleHtml?: string;
}

/**
 * An API reference page: the site's frame, a sidebar of the page's sections,
 * tags and operations that marks the one being read, the table of contents
 * (above the text on narrow screens, where the operations are in the
 * navbar's drawer), and the reference article.
 *
 * The article is a static island: the server renders it, and the browser
 * keeps that HTML instead of hydrating a React tree for it, so the reference
 * is neither built twice nor sent as data. Its behaviours are the enhancers,
 * run once the article is in the document and again for each new article.
 */
export function ApiPage({ page, children, articleHtml }: ApiPageProps) {
  const api = page.api!;
  const article = useRef<HTMLElement>(null);
  // Before the browser paints, so what the enhancers apply (a remembered language or server) is there from the first frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new article (another API page) needs its behaviours again
  useLayoutEffect(() => (article.current === null ? undefined : enhanceArticle(article.current)), [articleHtml]);
  const activeId = useSectionInView(navTargetIds(api));
  return (
    <Layout page={page} drawer={<ApiNav api={api} activeId={activeId} />}>
      <div className="api-layout">
        <aside className="api-layout__sidebar" aria-label="Sidebar">
          <ApiNav api={api} activeId={activeId} followActive />
        </aside>
        <div className="api-layout__main">
          <CollapsibleTableOfContents toc={page.toc} />
          {articleHtml === undefined ? (
            <article ref={article} className="api-reference">
              {children}
            </article>
          ) : (
            // React sets this HTML when it changes (another API page) and otherwise leaves the article's DOM alone.
            <article ref={article} className="api-reference" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: articleHtml }} />
          )}
        </div>
      </div>
    </Layout>
  );
}

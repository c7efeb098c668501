import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { PageData } from '../../renderer/shared/page-data.js';
import { CategoryArticle } from '../layouts/CategoryIndex.js';
import { Layout } from '../components/Layout/index.js';
import type { BlogPageProps } from '../layouts/Blog.js';
import { DocFrame } from '../layouts/DocFrame.js';
import { DocArticle } from '../layouts/DocPage.js';
import { NotFound } from '../layouts/NotFound.js';
import type { ApiPageProps } from '../layouts/ApiPage.js';
import { PageShown } from './page-shown.js';
import { RouteAnnouncer } from './route-announcer.js';

/**
 * The whole page for a route: the same element on the server and in the
 * browser, so hydration matches. The API reference layout is passed in: the
 * server renders it directly, the browser loads it as a chunk of its own
 * (only API pages need it), inside the same Suspense boundary. An API page's
 * article is `body` on the server and `articleHtml` in the browser (see ApiPage).
 *
 * Docs and category indexes share one frame element, so going from one to the
 * other keeps the frame mounted and the sidebar's open categories open
 * (website spec §9: categories do not auto-collapse). The route announcer
 * comes after the page, at a place no route changes.
 */
export function pageView(
  page: PageData,
  body: ReactNode,
  { ApiPage, BlogPage, articleHtml }: { ApiPage: ComponentType<ApiPageProps>; BlogPage: ComponentType<BlogPageProps>; articleHtml?: string },
): ReactElement {
  return (
    <>
      {routePage(page, body, { ApiPage, BlogPage }, articleHtml)}
      <RouteAnnouncer />
    </>
  );
}

function routePage(
  page: PageData,
  body: ReactNode,
  { ApiPage, BlogPage }: { ApiPage: ComponentType<ApiPageProps>; BlogPage: ComponentType<BlogPageProps> },
  articleHtml: string | undefined,
): ReactElement {
  switch (page.kind) {
    case 'doc':
    case 'category':
      return (
        <>
          <DocFrame page={page}>{page.kind === 'doc' ? <DocArticle page={page}>{body}</DocArticle> : <CategoryArticle page={page} />}</DocFrame>
          <PageShown page={page} />
        </>
      );
    case 'api':
      return (
        <Suspense fallback={null}>
          <ApiPage page={page} articleHtml={articleHtml}>
            {body}
          </ApiPage>
          <PageShown page={page} />
        </Suspense>
      );
    case 'page':
      return (
        <>
          {page.ownPage?.component ? (
            <Layout page={page}>{body}</Layout>
          ) : (
            <DocFrame page={page}>
              <DocArticle page={page} className={page.ownPage?.wrapperClassName}>
                {body}
              </DocArticle>
            </DocFrame>
          )}
          <PageShown page={page} />
        </>
      );
    case 'blog-post':
    case 'blog-list':
    case 'blog-tags':
    case 'blog-archive':
      return (
        <Suspense fallback={null}>
          <BlogPage page={page}>{body}</BlogPage>
          <PageShown page={page} />
        </Suspense>
      );
    case 'not-found':
      return (
        <>
          <NotFound page={page} />
          <PageShown page={page} />
        </>
      );
  }
}

import { lazy, useEffect, useMemo, useState } from 'react';
import type { ShownRoute } from '../client/api-article.js';
import { documentTitle } from '../../renderer/shared/document-title.js';
import { bodyComponents } from '../mdx/compiled-page.js';
import { bodyToReact } from './body.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { PageShownContext } from './page-shown.js';
import { pageView } from './page-view.js';

export interface AppProps {
  readonly initial: ShownRoute;
  /** Called with a setter once the app is mounted, for the router to show new routes. */
  readonly onReady: (show: (data: ShownRoute) => Promise<void>) => void;
}

/** The browser side of a page: the same element tree as the server's, swapped for the next route's on navigation. */
export function App({ initial, onReady }: AppProps) {
  // For scripts and tests that need to know the page is live: set once the first page is in the document
  // with its behaviours attached (an API page's come with its layout's chunk, after this component mounts).
  const [state, setState] = useState<{ data: ShownRoute; shown: () => void }>({ data: initial, shown: markHydrated });

  useEffect(() => {
    onReady((data) => new Promise<void>((resolve) => setState({ data, shown: resolve })));
  }, [onReady]);

  // `show` resolves when the page says it is in the document (PageShown, or the crash screen), not when
  // this component commits: an API page's layout may still be loading then.
  return (
    <PageShownContext.Provider value={state.shown}>
      <ErrorBoundary resetKey={state.data}>
        <RoutePage data={state.data} />
      </ErrorBoundary>
    </PageShownContext.Provider>
  );
}

function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * One route's page. Its body is built here, inside the error boundary, so a
 * body the client cannot render shows the crash screen; and the title is set
 * here, so it never overwrites the crash screen's (a parent's effects run
 * after its children's).
 */
function RoutePage({ data }: { readonly data: ShownRoute }) {
  const body = useMemo(() => bodyToReact(data.body, bodyComponents()), [data]);

  useEffect(() => {
    document.title = documentTitle(data.page);
  }, [data]);

  return pageView(data.page, body, { ApiPage: LazyApiPage, BlogPage: LazyBlogPage, articleHtml: data.articleHtml });
}

const LazyApiPage = lazy(() => import('../layouts/ApiPage.js').then(({ ApiPage }) => ({ default: ApiPage })));
const LazyBlogPage = lazy(() => import('../layouts/Blog.js').then(({ BlogPage }) => ({ default: BlogPage })));

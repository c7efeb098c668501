import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { PageData } from '../../renderer/shared/page-data.js';
import { CategoryIndex } from '../layouts/CategoryIndex.js';
import { DocPage } from '../layouts/DocPage.js';
import { NotFound } from '../layouts/NotFound.js';
import type { PageLayoutProps } from '../layouts/types.js';

/**
 * The whole page for a route: the same element on the server and in the
 * browser, so hydration matches. The API reference layout is passed in: the
 * server renders it directly, the browser loads it as a chunk of its own
 * (only API pages need it), inside the same Suspense boundary.
 */
export function pageView(page: PageData, body: ReactNode, { ApiPage }: { ApiPage: ComponentType<PageLayoutProps> }): ReactElement {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page}>{body}</DocPage>;
    case 'category':
      return <CategoryIndex page={page} />;
    case 'api':
      return (
        <Suspense fallback={null}>
          <ApiPage page={page} />
        </Suspense>
      );
    case 'not-found':
      return <NotFound page={page} />;
  }
}

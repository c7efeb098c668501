import type { ReactElement, ReactNode } from 'react';
import type { PageData } from '../../renderer/shared/page-data.js';
import { ApiPage } from '../layouts/ApiPage.js';
import { CategoryIndex } from '../layouts/CategoryIndex.js';
import { DocPage } from '../layouts/DocPage.js';
import { NotFound } from '../layouts/NotFound.js';

/** The whole page for a route: the same element on the server and in the browser, so hydration matches. */
export function pageView(page: PageData, body: ReactNode): ReactElement {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page}>{body}</DocPage>;
    case 'category':
      return <CategoryIndex page={page} />;
    case 'api':
      return <ApiPage page={page} />;
    case 'not-found':
      return <NotFound page={page} />;
  }
}

import { Layout } from '../components/Layout/index.js';
import type { PageLayoutProps } from './types.js';

/**
 * Laid out in the doc columns, with an empty sidebar column, so a reader who
 * follows a broken link sees the text start where it started on the page they
 * came from.
 */
export function NotFound({ page }: PageLayoutProps) {
  return (
    <Layout page={page}>
      <div className="doc-layout">
        <div className="doc-layout__sidebar doc-layout__sidebar--empty" />
        <div className="doc-layout__main">
          <div className="doc-layout__content not-found">
            <h1>Page Not Found</h1>
            <p>
              We could not find what you were looking for. The page may have moved, or the link that brought you here may be out of date.{' '}
              <a href={page.site.baseUrl}>Go to the home page</a> or use the navigation above.
            </p>
          </div>
        </div>
      </div>
    </Layout>
  );
}

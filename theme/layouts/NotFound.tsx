import { Layout } from '../components/Layout/index.js';
import type { PageLayoutProps } from './types.js';

export function NotFound({ page }: PageLayoutProps) {
  return (
    <Layout page={page}>
      <div className="not-found">
        <h1>Page Not Found</h1>
        <p>
          We could not find what you were looking for. The page may have moved, or the link that brought you here may be out
          of date. <a href={page.site.baseUrl}>Go to the home page</a> or use the navigation above.
        </p>
      </div>
    </Layout>
  );
}

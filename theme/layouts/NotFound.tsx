import { useEffect, useState } from 'react';
import { decodeUrlPath } from '../../renderer/shared/routes.js';
import { Layout } from '../components/Layout/index.js';
import { openSearch } from '../components/Search/open-search.js';
import { usePageData } from '../page-context.js';
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
            <SearchSuggestion />
          </div>
        </div>
      </div>
    </Layout>
  );
}

/**
 * A search for the words of the path that was not found, which likely name
 * the page that was meant (`/guide/instal-sdk` → "guide instal sdk"). The
 * path is the browser's, so the button appears once the page runs; its line
 * is kept from the start, so nothing moves.
 */
function SearchSuggestion() {
  const { site } = usePageData();
  const [words, setWords] = useState<string | undefined>(undefined);
  useEffect(() => setWords(wordsOfPath(location.pathname, site.baseUrl)), [site.baseUrl]);
  if (site.search === undefined) return null;
  return (
    <p className="not-found__search">
      {words !== undefined && words !== '' && (
        <button type="button" className="not-found__search-button" onClick={() => openSearch(words)}>
          Search the docs for “{words}”
        </button>
      )}
    </p>
  );
}

/** The words of a path's last two segments, without the baseUrl and file endings. */
export function wordsOfPath(pathname: string, baseUrl: string): string {
  const path = decodeUrlPath(pathname).slice(pathname.startsWith(baseUrl) ? baseUrl.length : 0);
  const segments = path
    .replace(/(\/index)?\.html?$/, '')
    .split('/')
    .filter((segment) => segment !== '');
  return segments
    .slice(-2)
    .join(' ')
    .replace(/[-_.+~]+/g, ' ')
    .trim();
}

import { createContext, useContext } from 'react';
import type { PageData } from '../renderer/shared/page-data.js';

/** Set once per page by `Layout`, so site chrome (navbar, footer) needs no prop drilling. */
export const PageContext = createContext<PageData | undefined>(undefined);

export function usePageData(): PageData {
  const page = useContext(PageContext);
  if (page === undefined) {
    throw new Error('usePageData() was called outside <PageContext.Provider>: render the component inside <Layout page={…}>.');
  }
  return page;
}

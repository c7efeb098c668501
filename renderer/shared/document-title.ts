import type { PageData } from './page-data.js';

/** The document title (website spec §1): `Page | Site`, or the site title alone on the home page titled like the site and on a page without a title. */
export function documentTitle(page: PageData): string {
  const { site } = page;
  // A page that names no title of its own (a landing page written as a React component) is the site's.
  if (page.title === '' || ((page.kind === 'doc' || page.kind === 'page') && page.url === site.baseUrl && page.title === site.title)) return site.title;
  return `${page.title} ${site.titleDelimiter} ${site.title}`;
}

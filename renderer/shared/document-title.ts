import type { PageData } from './page-data.js';

/** The document title (website spec §1): `Page | Site`, or the site title alone on the home page titled like the site. */
export function documentTitle(page: PageData): string {
  const { site } = page;
  if (page.kind === 'doc' && page.url === site.baseUrl && page.title === site.title) return site.title;
  return `${page.title} ${site.titleDelimiter} ${site.title}`;
}

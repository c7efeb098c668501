/**
 * An API route's page, in two parts: the reference its article shows, which
 * only the server renders (to HTML), and what the browser gets as data: the
 * navigation and the table of contents, a few kilobytes whatever the spec's
 * size, so the reference is never sent twice.
 */
import type { RouteManifest, Route } from '../manifest/types.js';
import type { ApiReference } from '../shared/api-reference.js';
import type { ApiPageData, TocEntry } from '../shared/page-data.js';

/** What the article of an API page is rendered from. */
export interface ApiArticleData {
  /** Tag page URLs already made URLs (baseUrl joined). */
  readonly reference: ApiReference;
  /** URL of the page holding the schemas section when it is another page (one page per tag); undefined: this page. */
  readonly schemasUrl: string | undefined;
}

export function apiArticleOf(route: Route, manifest: RouteManifest, toUrl: (path: string) => string): ApiArticleData | undefined {
  const page = route.kind === 'api' ? manifest.apiPages.get(route.path) : undefined;
  if (page === undefined) return undefined;
  const tags = page.reference.tags.map((tag) => (tag.pageUrl === undefined ? tag : { ...tag, pageUrl: toUrl(tag.pageUrl) }));
  return { reference: { ...page.reference, tags }, schemasUrl: page.schemasPath === undefined ? undefined : toUrl(page.schemasPath) };
}

/** The sidebar's lists: the description's top sections, Authentication, each tag with its operations, the schemas. */
export function apiNavOf({ reference, schemasUrl }: ApiArticleData): ApiPageData {
  const topDepth = Math.min(...reference.descriptionHeadings.map((heading) => heading.depth));
  return {
    sections: [
      ...reference.descriptionHeadings.filter((heading) => heading.depth === topDepth).map((heading) => ({ label: heading.text, href: `#${heading.id}` })),
      ...(reference.securitySchemes.length > 0 ? [{ label: 'Authentication', href: '#authentication' }] : []),
    ],
    tags: reference.tags.map((tag) => ({
      label: tag.name,
      href: tag.pageUrl ?? `#${tag.anchor}`,
      operations: tag.operations.map((operation) => ({
        anchor: operation.anchor,
        method: operation.method,
        label: operation.summary ?? operation.path,
        deprecated: operation.deprecated,
      })),
    })),
    schemasHref: reference.schemas.length > 0 ? '#schemas' : schemasUrl === undefined ? undefined : `${schemasUrl}#schemas`,
  };
}

/** The page's table of contents: the description's headings, Authentication, each tag and its operations, the schemas. */
export function apiTocOf({ reference }: ApiArticleData): TocEntry[] {
  return [
    ...reference.descriptionHeadings,
    ...(reference.securitySchemes.length > 0 ? [{ depth: 2, text: 'Authentication', id: 'authentication' }] : []),
    ...reference.tags.flatMap((tag) => [
      { depth: 2, text: tag.name, id: tag.anchor },
      ...tag.operations.map((operation) => ({ depth: 3, text: operation.summary ?? `${operation.method} ${operation.path}`, id: operation.anchor })),
    ]),
    ...(reference.schemas.length > 0 ? [{ depth: 2, text: 'Schemas', id: 'schemas' }] : []),
  ];
}

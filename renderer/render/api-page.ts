/**
 * An API route's page, in two parts: the reference its article shows, which
 * only the server renders (to HTML), and what the browser gets as data: the
 * navigation and the table of contents, a few kilobytes whatever the spec's
 * size, so the reference is never sent twice.
 */
import type { RouteManifest, Route } from '../manifest/types.js';
import { securitySectionTitle, type ApiReference, type OperationView, type SpecDownloadView, type TagView } from '../shared/api-reference.js';
import { groupedTags } from '../shared/api-tag-groups.js';
import { authorizesByCode, OAUTH_REDIRECT_FILE } from '../shared/oauth-redirect.js';
import type { ApiNavTag, ApiPageData, TocEntry } from '../shared/page-data.js';
import { encodeUrlPath } from '../shared/routes.js';
import { joinBase } from './document.js';

/** What the article of an API page is rendered from. */
export interface ApiArticleData {
  /** Tag page URLs and download links already made URLs (baseUrl joined). */
  readonly reference: ApiReference;
  /** URL of the page holding the schemas section when it is another page (one page per tag); undefined: this page. */
  readonly schemasUrl: string | undefined;
  /** URL of the page a console's sign-in returns to, when a console of the page can sign in by an authorization code. */
  readonly oauthRedirectUrl?: string;
}

export function apiArticleOf({
  route,
  manifest,
  toUrl,
  baseUrl,
}: {
  route: Route;
  manifest: RouteManifest;
  /** A route's path → its URL. */
  toUrl: (path: string) => string;
  /** The site's `baseUrl`, for the files the page links (they are not routes). */
  baseUrl: string;
}): ApiArticleData | undefined {
  const page = route.kind === 'api' ? manifest.apiPages.get(route.path) : undefined;
  if (page === undefined) return undefined;
  const tags = page.reference.tags.map((tag) => (tag.pageUrl === undefined ? tag : { ...tag, pageUrl: toUrl(tag.pageUrl) }));
  const fileUrl = (download: SpecDownloadView) => ({ ...download, href: joinBase(baseUrl, encodeUrlPath(download.href)) });
  const { downloads, webhookPages } = page.reference;
  const pageUrl = (url: string) => {
    const [path, hash] = url.split('#');
    return `${toUrl(path!)}${hash === undefined ? '' : `#${hash}`}`;
  };
  return {
    reference: {
      ...page.reference,
      tags,
      downloads: downloads && { original: fileUrl(downloads.original), bundled: fileUrl(downloads.bundled) },
      ...(webhookPages !== undefined && { webhookPages: webhookPages.map((entry) => ({ ...entry, pageUrl: pageUrl(entry.pageUrl) })) }),
    },
    schemasUrl: page.schemasPath === undefined ? undefined : toUrl(page.schemasPath),
    ...(authorizesByCode(page.reference) && { oauthRedirectUrl: joinBase(baseUrl, OAUTH_REDIRECT_FILE) }),
  };
}

/** The sidebar's lists: the description's top sections, Authentication, the tag groups and each tag with its operations, the webhooks, the schemas. */
export function apiNavOf({ reference, schemasUrl }: ApiArticleData): ApiPageData {
  const topDepth = Math.min(...reference.descriptionHeadings.map((heading) => heading.depth));
  const { groups, ungrouped } = groupedTags(reference);
  const webhooks = reference.webhooks ?? [];
  return {
    sections: [
      ...reference.descriptionHeadings.filter((heading) => heading.depth === topDepth).map((heading) => ({ label: heading.text, href: `#${heading.id}` })),
      ...(reference.securitySchemes.length > 0 ? [{ label: securitySectionTitle(reference), href: '#authentication' }] : []),
    ],
    ...(groups.length > 0 && { tagGroups: groups.map(({ group, tags }) => ({ label: group.name, href: `#${group.anchor}`, tags: tags.map(navTag) })) }),
    tags: ungrouped.map(navTag),
    ...((webhooks.length > 0 || reference.webhookPages !== undefined) && {
      // On a split reference's overview, the link goes to the webhooks' own page when they have one.
      webhooks: { label: 'Webhooks', href: reference.webhookPages?.[0]?.pageUrl ?? '#webhooks', operations: webhooks.map(navOperation) },
    }),
    schemasHref: reference.schemas.length > 0 ? '#schemas' : schemasUrl === undefined ? undefined : `${schemasUrl}#schemas`,
  };
}

function navTag(tag: TagView): ApiNavTag {
  return { label: tag.name, href: tag.pageUrl ?? `#${tag.anchor}`, operations: tag.operations.map(navOperation) };
}

function navOperation(operation: OperationView): ApiNavTag['operations'][number] {
  return { anchor: operation.anchor, method: operation.method, label: operation.summary ?? operation.path, deprecated: operation.deprecated };
}

/** The page's table of contents: the description's headings, Authentication, the tag groups, each tag and its operations, the webhooks, the schemas. */
export function apiTocOf({ reference }: ApiArticleData): TocEntry[] {
  const { groups, ungrouped } = groupedTags(reference);
  const webhooks = reference.webhooks ?? [];
  const tagEntries = (tag: TagView, depth: number): TocEntry[] => [
    { depth, text: tag.name, id: tag.anchor },
    ...tag.operations.map((operation) => operationEntry(operation, depth + 1)),
  ];
  return [
    ...reference.descriptionHeadings,
    ...(reference.securitySchemes.length > 0 ? [{ depth: 2, text: securitySectionTitle(reference), id: 'authentication' }] : []),
    ...groups.flatMap(({ group, tags }) => [{ depth: 2, text: group.name, id: group.anchor }, ...tags.flatMap((tag) => tagEntries(tag, 3))]),
    ...ungrouped.flatMap((tag) => tagEntries(tag, 2)),
    ...(webhooks.length > 0 || reference.webhookPages !== undefined
      ? [{ depth: 2, text: 'Webhooks', id: 'webhooks' }, ...webhooks.map((operation) => operationEntry(operation, 3))]
      : []),
    ...(reference.schemas.length > 0 ? [{ depth: 2, text: 'Schemas', id: 'schemas' }] : []),
  ];
}

function operationEntry(operation: OperationView, depth: number): TocEntry {
  return { depth, text: operation.summary ?? `${operation.method} ${operation.path}`, id: operation.anchor };
}

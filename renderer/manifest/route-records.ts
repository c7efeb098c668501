/**
 * The routes of a manifest, one maker per kind: a doc's page, a generated
 * index (a category's or a tags page), an API reference page and the 404
 * page; and the tags pages a version's docs call for.
 */
import type { ResolvedConfig } from '../config/types.js';
import { CURRENT_VERSION } from '../config/version-plan.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import type { ApiPage } from '../openapi/api-pages.js';
import { outputFileFor } from '../shared/routes.js';
import type { SidebarLink } from '../shared/sidebar.js';
import { tocHeadings } from './doc-meta.js';
import type { GeneratedIndex } from './sidebars.js';
import type { CategoryIndex, DocMeta, Route } from './types.js';

export const NOT_FOUND_PATH = '/404';

/** A generated index, with the version and sidebar it belongs to. */
export type PlacedIndex = GeneratedIndex & { readonly version: string; readonly sidebarId: string | undefined };

export function docRoute({
  meta,
  parsed,
  sidebarId,
  config,
}: {
  meta: DocMeta;
  parsed: ParsedDocInfo;
  sidebarId: string | undefined;
  config: ResolvedConfig;
}): Route {
  return routeOf(config, {
    path: meta.permalink,
    kind: 'doc',
    source: { type: 'file', file: meta.file },
    title: meta.title,
    description: meta.description,
    headings: tocHeadings(parsed.headings, parsed.frontMatter, config.tableOfContents),
    anchors: parsed.anchors,
    links: parsed.links,
    docId: meta.id,
    sidebarId,
    version: meta.version,
    noIndex: meta.unlisted || meta.draft,
  });
}

export function categoryIndexOf(index: PlacedIndex): CategoryIndex {
  return { path: index.path, title: index.title, description: index.description, items: index.items, sidebarId: index.sidebarId };
}

export function categoryRoute(index: PlacedIndex, config: ResolvedConfig): Route {
  const { path, sourceFile, title, description, sidebarId, version } = index;
  return routeOf(config, { path, kind: 'category', source: { type: 'category', file: sourceFile }, title, description, sidebarId, version });
}

export function apiRoute(page: ApiPage, config: ResolvedConfig): Route {
  const { path, file, title, description, anchors } = page;
  return routeOf(config, { path, kind: 'api', source: { type: 'spec', file, pointer: '' }, title, description, anchors, version: CURRENT_VERSION });
}

/** A route written where its path says; what a kind has none of (headings, anchors, links, a doc, a sidebar) left empty, and indexed. */
export function routeOf(
  config: ResolvedConfig,
  {
    path,
    kind,
    source,
    title,
    description,
    headings = [],
    anchors = [],
    links = [],
    docId,
    sidebarId,
    version,
    noIndex = false,
  }: Omit<Route, 'headings' | 'anchors' | 'links' | 'docId' | 'sidebarId' | 'noIndex' | 'outputFile'> &
    Partial<Pick<Route, 'headings' | 'anchors' | 'links' | 'docId' | 'sidebarId' | 'noIndex'>>,
): Route {
  return {
    path,
    kind,
    source,
    title,
    description,
    headings,
    anchors,
    links,
    docId,
    sidebarId,
    version,
    noIndex,
    outputFile: outputFileFor(path, config.trailingSlash),
  };
}

export const NOT_FOUND_ROUTE: Route = {
  path: NOT_FOUND_PATH,
  kind: 'not-found',
  source: { type: 'builtin' },
  title: 'Page Not Found',
  description: undefined,
  headings: [],
  anchors: [],
  links: [],
  docId: undefined,
  sidebarId: undefined,
  version: CURRENT_VERSION,
  noIndex: true,
  outputFile: '404.html',
};

/**
 * The tags pages of a version, as Docusaurus has them: `<tagsPath>` lists every tag with how many
 * docs have it, and `<tagsPath>/<tag>` lists those docs. None when no doc has a tag. Unlisted docs
 * are left out, as from sidebars.
 */
export function tagIndexes(docs: readonly DocMeta[], tagsPath: string): GeneratedIndex[] {
  const byTag = new Map<string, { label: string; docs: DocMeta[] }>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags) {
      const entry = byTag.get(tag.permalink) ?? { label: tag.label, docs: [] };
      if (!entry.docs.includes(doc)) entry.docs.push(doc);
      byTag.set(tag.permalink, entry);
    }
  }
  if (byTag.size === 0) return [];
  const tags = [...byTag].sort(([, a], [, b]) => a.label.localeCompare(b.label, 'en'));
  const sourceFile = (entry: { docs: readonly DocMeta[] }) => entry.docs[0]!.file;
  const pages: GeneratedIndex[] = tags.map(([permalink, entry]) => ({
    path: permalink,
    title: `${entry.docs.length} doc${entry.docs.length === 1 ? '' : 's'} tagged with "${entry.label}"`,
    description: undefined,
    items: entry.docs
      .map((doc): SidebarLink => ({ type: 'link', label: doc.title, href: doc.permalink, docId: doc.id, unlisted: false }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    sourceFile: sourceFile(entry),
  }));
  const list: GeneratedIndex = {
    path: tagsPath,
    title: 'Tags',
    description: undefined,
    items: tags.map(([permalink, entry]): SidebarLink => ({ type: 'link', label: `${entry.label} (${entry.docs.length})`, href: permalink, unlisted: false })),
    sourceFile: sourceFile(tags[0]![1]),
  };
  return [list, ...pages];
}

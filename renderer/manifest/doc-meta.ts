/**
 * A doc's id, route path, title and sidebar settings from its file path and
 * front matter (the conventions Docusaurus users expect).
 */
import type { FrontMatter } from '../content/front-matter.js';
import { githubSlug } from '../content/slug.js';
import { joinRoutePath } from '../shared/routes.js';
import type { DocMeta, LastUpdate } from './types.js';
import type { Heading, TagLink } from '../content/doc-refs.js';

/** What a doc's metadata takes from the config and the site besides its own file. */
export interface DocSettings {
  /** `docs.editUrl`: the doc's file (relative to the site root) is joined to it. */
  readonly editUrl: string | undefined;
  readonly showLastUpdateTime: boolean;
  readonly showLastUpdateAuthor: boolean;
  /** The last commit that changed the file, if git knows it. */
  readonly history: { readonly time: number; readonly author: string } | undefined;
  /** Route path of the version's tags page: `/docs/tags`. */
  readonly tagsPath: string;
  /** Tags defined in tags.yml, by key. */
  readonly tagDefinitions: ReadonlyMap<string, TagLink>;
}

export const NO_DOC_SETTINGS: DocSettings = {
  editUrl: undefined,
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  history: undefined,
  tagsPath: '/tags',
  tagDefinitions: new Map(),
};

/**
 * `01-intro` → { name: 'intro', position: 1 }; a number prefix orders items and is not part of ids or URLs.
 * Date- and version-like names (`2024-01-15-release`, `1.2-upgrade`) keep their numbers, as in Docusaurus.
 */
export function stripNumberPrefix(segment: string): { name: string; position: number | undefined } {
  if (/^\d+[-_.]\d/.test(segment)) return { name: segment, position: undefined };
  const match = /^(\d+)[-_.]\s*(?=\S)/.exec(segment);
  if (!match) return { name: segment, position: undefined };
  return { name: segment.slice(match[0].length), position: Number(match[1]) };
}

export function stripNumberPrefixes(relativePath: string): string {
  return relativePath
    .split('/')
    .map((segment) => stripNumberPrefix(segment).name)
    .join('/');
}

/** `index.md`, `README.md`, or a file named like its folder stands for the folder itself. */
export function isIndexDoc(relativePath: string): boolean {
  const segments = stripNumberPrefixes(relativePath.replace(/\.mdx?$/, '')).split('/');
  const name = segments.at(-1)!.toLowerCase();
  const folder = segments.at(-2)?.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== undefined && name === folder);
}

export function computeDocMeta({
  file,
  relativePath,
  frontMatter,
  contentTitle,
  excerpt,
  routeBasePath,
  version,
  settings = NO_DOC_SETTINGS,
}: {
  file: string;
  relativePath: string;
  frontMatter: FrontMatter;
  contentTitle: string | undefined;
  /** The doc's first line of text: its description when the front matter has none, as in Docusaurus. */
  excerpt?: string;
  routeBasePath: string;
  version: string;
  settings?: DocSettings;
}): DocMeta {
  const withoutExtension = relativePath.replace(/\.mdx?$/, '');
  const segments = stripNumberPrefixes(withoutExtension).split('/');
  const fileName = segments.pop()!;
  const dir = segments.join('/');
  const idName = frontMatter.id ?? fileName;
  const id = dir === '' ? idName : `${dir}/${idName}`;
  const permalink = computePermalink({ dir, idName, isIndex: isIndexDoc(relativePath), slug: frontMatter.slug, routeBasePath });
  const title = frontMatter.title ?? contentTitle ?? fileName;
  return {
    id,
    file,
    dir,
    title,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    sidebarPosition: frontMatter.sidebar_position ?? stripNumberPrefix(withoutExtension.split('/').at(-1)!).position,
    description: frontMatter.description ?? excerpt,
    keywords: frontMatter.keywords ?? [],
    draft: frontMatter.draft ?? false,
    unlisted: frontMatter.unlisted ?? false,
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
    search: frontMatter.search ?? true,
    paginationPrev: frontMatter.pagination_prev,
    paginationNext: frontMatter.pagination_next,
    permalink,
    version,
    hideTitle: frontMatter.hide_title ?? false,
    tocLevels: { min: frontMatter.toc_min_heading_level, max: frontMatter.toc_max_heading_level },
    image: frontMatter.image,
    editUrl: frontMatter.custom_edit_url === null ? undefined : (frontMatter.custom_edit_url ?? joinEditUrl(settings.editUrl, file)),
    lastUpdate: lastUpdateOf(frontMatter.last_update, settings),
    tags: (frontMatter.tags ?? []).map((tag) => tagLinkOf(tag, settings)),
    sidebarClassName: frontMatter.sidebar_class_name,
    sidebarCustomProps: frontMatter.sidebar_custom_props,
  };
}

/** The headings the doc's table of contents lists: the config's levels, or the doc's own. */
export function tocHeadings(
  headings: readonly Heading[],
  frontMatter: Pick<FrontMatter, 'toc_min_heading_level' | 'toc_max_heading_level'>,
  levels: { readonly minHeadingLevel: number; readonly maxHeadingLevel: number },
): Heading[] {
  const min = frontMatter.toc_min_heading_level ?? levels.minHeadingLevel;
  const max = frontMatter.toc_max_heading_level ?? levels.maxHeadingLevel;
  return headings.filter((heading) => heading.depth >= min && heading.depth <= max);
}

/** As Docusaurus joins a string editUrl: the base, then the file's path from the site root. */
export function joinEditUrl(base: string | undefined, file: string): string | undefined {
  if (base === undefined) return undefined;
  return `${base.replace(/\/+$/, '')}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** Front matter's `last_update` wins over git, field by field; only what the config asks to show is kept. */
function lastUpdateOf(given: FrontMatter['last_update'], settings: DocSettings): LastUpdate | undefined {
  const { history, showLastUpdateTime, showLastUpdateAuthor } = settings;
  const date = showLastUpdateTime
    ? given?.date !== undefined
      ? new Date(given.date).toISOString()
      : history && new Date(history.time * 1000).toISOString()
    : undefined;
  const author = showLastUpdateAuthor ? (given?.author ?? history?.author) : undefined;
  return date === undefined && author === undefined ? undefined : { date, author };
}

/** A tag named by a key of tags.yml takes its label and page from there; any other is its own label, its page at its slug. */
function tagLinkOf(tag: NonNullable<FrontMatter['tags']>[number], { tagsPath, tagDefinitions }: DocSettings): TagLink {
  if (typeof tag === 'string') return tagDefinitions.get(tag) ?? { label: tag, permalink: joinRoutePath(tagsPath, githubSlug(tag)) };
  return { label: tag.label, permalink: joinRoutePath(tagsPath, tag.permalink ?? githubSlug(tag.label)) };
}

function computePermalink({
  dir,
  idName,
  isIndex,
  slug,
  routeBasePath,
}: {
  dir: string;
  idName: string;
  isIndex: boolean;
  slug: string | undefined;
  routeBasePath: string;
}): string {
  if (slug !== undefined) {
    return slug.startsWith('/') ? joinRoutePath(routeBasePath, slug) : joinRoutePath(routeBasePath, dir, slug);
  }
  return isIndex ? joinRoutePath(routeBasePath, dir) : joinRoutePath(routeBasePath, dir, idName);
}

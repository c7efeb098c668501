/**
 * A doc's id, route path, title and sidebar settings from its file path and
 * front matter (the conventions Docusaurus users expect).
 */
import type { FrontMatter } from '../content/front-matter.js';
import { joinRoutePath } from '../shared/routes.js';
import type { DocMeta } from './types.js';

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
  routeBasePath,
  version,
}: {
  file: string;
  relativePath: string;
  frontMatter: FrontMatter;
  contentTitle: string | undefined;
  routeBasePath: string;
  version: string;
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
    description: frontMatter.description,
    keywords: frontMatter.keywords ?? [],
    draft: frontMatter.draft ?? false,
    unlisted: frontMatter.unlisted ?? false,
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
    paginationPrev: frontMatter.pagination_prev,
    paginationNext: frontMatter.pagination_next,
    permalink,
    version,
  };
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

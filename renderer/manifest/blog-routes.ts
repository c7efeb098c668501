/**
 * The blog's routes and metadata, as Docusaurus's blog makes them from the
 * posts in blog/: a page per post (its URL from its slug, else from the date
 * and name of its file: `2024-03-01-launch.md` → `/blog/2024/03/01/launch`),
 * the newest posts a page at a time (`/blog`, `/blog/page/2`), the same for
 * each tag (`/blog/tags/release`), the list of tags and the archive. Drafts
 * are left out of builds; unlisted posts have their page and are in no list.
 * Pure: the posts' parse results in, routes and metadata out.
 */
import type { ResolvedConfig } from '../config/types.js';
import { CURRENT_VERSION } from '../config/version-plan.js';
import { authorOf, type BlogAuthor } from '../content/authors-file.js';
import type { TagLink } from '../content/doc-refs.js';
import type { FrontMatter, FrontMatterPositions } from '../content/front-matter.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import { githubSlug } from '../content/slug.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { joinRoutePath } from '../shared/routes.js';
import { joinEditUrl, tocHeadings } from './doc-meta.js';
import { routeOf } from './route-records.js';
import type { BlogListMeta, BlogManifest, BlogPostMeta, Route } from './types.js';

/** A post: its file, its path in the blog folder, its text and its parse results. */
export interface PostInput {
  /** `blog/2024-03-01-launch.md` */
  readonly file: string;
  /** `2024-03-01-launch.md` */
  readonly relativePath: string;
  readonly source: string;
  readonly parsed: ParsedDocInfo;
}

export interface BlogRoutes {
  readonly routes: readonly Route[];
  readonly blog: BlogManifest;
  readonly diagnostics: readonly Diagnostic[];
}

/** `2024-03-01-launch.md`, `2024/03/01/launch/index.mdx`: the date a post's path starts with (after its folders), and the rest. */
const DATED_FILE = /^(?<folder>.*?)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})[-/]?(?<name>.*?)(?:\/index)?\.mdx?$/;

const WORDS_PER_MINUTE = 200;

export function blogRoutes({
  posts,
  authors,
  authorsFile,
  tagDefinitions = new Map(),
  config,
  includeDrafts,
}: {
  posts: readonly PostInput[];
  /** blog/authors.yml's authors, by key. */
  authors: ReadonlyMap<string, BlogAuthor>;
  authorsFile: string;
  /** blog/tags.yml's tags, by key. */
  tagDefinitions?: ReadonlyMap<string, TagLink>;
  config: ResolvedConfig;
  includeDrafts: boolean;
}): BlogRoutes {
  const settings = config.blog;
  const base = settings.routeBasePath;
  const tagsPath = joinRoutePath(base, 'tags');
  const diagnostics: Diagnostic[] = [];
  const metas: BlogPostMeta[] = [];
  const routes: Route[] = [];
  for (const post of posts) {
    const { frontMatter } = post.parsed;
    if (frontMatter.draft === true && !includeDrafts) continue;
    const meta = postMetaOf(post, { base, tagsPath, authors, authorsFile, tagDefinitions, settings, diagnostics });
    metas.push(meta);
    routes.push(
      routeOf(config, {
        path: meta.path,
        kind: 'blog-post',
        source: { type: 'file', file: post.file },
        title: meta.title,
        description: meta.description,
        headings: tocHeadings(post.parsed.headings, frontMatter, config.tableOfContents),
        anchors: post.parsed.anchors,
        links: post.parsed.links,
        version: CURRENT_VERSION,
        noIndex: !meta.listed,
      }),
    );
  }
  // Newest first; posts of the same day (or undated) by path, so the order never depends on the file system's.
  metas.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.path.localeCompare(b.path));
  const listed = metas.filter((meta) => meta.listed);

  const lists = new Map<string, BlogListMeta>();
  const addList = (
    first: string,
    posts: readonly BlogPostMeta[],
    title: string,
    description: string | undefined,
    index: BlogListMeta['index'],
    author?: BlogAuthor,
  ) => {
    const pages = Math.max(1, Math.ceil(posts.length / settings.postsPerPage));
    const pathOf = (page: number) => (page === 1 ? first : joinRoutePath(first, 'page', String(page)));
    for (let page = 1; page <= pages; page++) {
      lists.set(pathOf(page), {
        path: pathOf(page),
        title,
        description,
        posts: posts.slice((page - 1) * settings.postsPerPage, page * settings.postsPerPage).map((meta) => meta.path),
        page,
        pages,
        newer: page > 1 ? pathOf(page - 1) : undefined,
        older: page < pages ? pathOf(page + 1) : undefined,
        index,
        ...(author !== undefined && { author }),
      });
    }
  };
  addList(base, listed, settings.title, settings.description, undefined);
  const byTag = new Map<string, { tag: TagLink; posts: BlogPostMeta[] }>();
  for (const meta of listed)
    for (const tag of meta.tags) {
      const entry = byTag.get(tag.permalink) ?? { tag, posts: [] };
      entry.posts.push(meta);
      byTag.set(tag.permalink, entry);
    }
  const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en'));
  for (const { tag, posts } of tags)
    addList(tag.permalink, posts, `${postCount(posts.length)} tagged with "${tag.label}"`, tag.description, { path: tagsPath, label: 'View all tags' });
  const authorsPath = joinRoutePath(base, 'authors');
  const byAuthor = new Map<string, { author: BlogAuthor; posts: BlogPostMeta[] }>();
  for (const meta of listed)
    for (const author of meta.authors) {
      if (author.page === undefined) continue;
      const path = joinRoutePath(authorsPath, author.page);
      byAuthor.set(path, { author, posts: [...(byAuthor.get(path)?.posts ?? []), meta] });
    }
  // In the order of authors.yml, as Docusaurus lists them.
  const order = [...authors.values()];
  const authorPages = [...byAuthor].sort(([, a], [, b]) => order.indexOf(a.author) - order.indexOf(b.author));
  for (const [path, { author, posts }] of authorPages)
    addList(path, posts, `${author.name} - ${postCount(posts.length)}`, author.description, { path: authorsPath, label: 'View all authors' }, author);

  const blogSource = { type: 'blog', file: 'blog' } as const;
  for (const list of lists.values())
    routes.push(
      routeOf(config, {
        path: list.path,
        kind: 'blog-list',
        source: blogSource,
        title: list.title,
        description: list.description,
        version: CURRENT_VERSION,
      }),
    );
  const archivePath = joinRoutePath(base, 'archive');
  if (tags.length > 0)
    routes.push(routeOf(config, { path: tagsPath, kind: 'blog-tags', source: blogSource, title: 'Tags', description: undefined, version: CURRENT_VERSION }));
  if (byAuthor.size > 0)
    routes.push(
      routeOf(config, { path: authorsPath, kind: 'blog-tags', source: blogSource, title: 'Authors', description: undefined, version: CURRENT_VERSION }),
    );
  routes.push(
    routeOf(config, { path: archivePath, kind: 'blog-archive', source: blogSource, title: 'Archive', description: undefined, version: CURRENT_VERSION }),
  );

  const feedDir = base.replace(/^\//, '');
  return {
    routes,
    diagnostics,
    blog: {
      path: base,
      title: settings.title,
      description: settings.description,
      posts: new Map(metas.map((meta) => [meta.path, meta])),
      lists,
      tags: tags.map(({ tag, posts }) => ({ label: tag.label, path: tag.permalink, count: posts.length })),
      tagsPath,
      authors: authorPages.map(([path, { author, posts }]) => ({ author, path, count: posts.length })),
      authorsPath,
      archivePath,
      recent: listed.slice(0, settings.sidebarCount).map((meta) => meta.path),
      feeds: settings.feeds.map((type) => ({ type, file: `${feedDir === '' ? '' : `${feedDir}/`}${type}.xml` })),
    },
  };
}

/** What every post's metadata is made with besides the post. */
interface PostContext {
  readonly base: string;
  readonly tagsPath: string;
  readonly authors: ReadonlyMap<string, BlogAuthor>;
  readonly authorsFile: string;
  readonly tagDefinitions: ReadonlyMap<string, TagLink>;
  readonly settings: ResolvedConfig['blog'];
  readonly diagnostics: Diagnostic[];
}

function postMetaOf(post: PostInput, { base, tagsPath, authors, authorsFile, tagDefinitions, settings, diagnostics }: PostContext): BlogPostMeta {
  const { frontMatter, frontMatterPositions } = post.parsed;
  const dated = DATED_FILE.exec(post.relativePath)?.groups;
  const fileDate = dated && `${dated.year}-${dated.month!.padStart(2, '0')}-${dated.day!.padStart(2, '0')}`;
  const writtenDate = frontMatter.date ?? fileDate;
  const withoutExtension = post.relativePath.replace(/(?:\/index)?\.mdx?$/, '');
  const defaultSlug = dated ? `${dated.folder}${dated.year}/${dated.month}/${dated.day}/${dated.name}` : withoutExtension;
  const slug = frontMatter.slug;
  const path =
    slug === undefined
      ? joinRoutePath(base, defaultSlug)
      : joinRoutePath(base, slug.startsWith('/') ? slug : `${withoutExtension.split('/').slice(0, -1).join('/')}/${slug}`);
  return {
    file: post.file,
    path,
    title: frontMatter.title ?? post.parsed.contentTitle ?? (dated?.name || withoutExtension.split('/').at(-1)!),
    description: frontMatter.description ?? post.parsed.excerpt,
    date: writtenDate === undefined ? undefined : new Date(writtenDate).toISOString(),
    authors: authorsOf({ frontMatter, positions: frontMatterPositions, authors, file: post.file, authorsFile, diagnostics }),
    tags: (frontMatter.tags ?? []).map((tag) => {
      if (typeof tag !== 'string') return { label: tag.label, permalink: joinRoutePath(tagsPath, tag.permalink ?? githubSlug(tag.label)) };
      const defined = tagDefinitions.get(tag);
      if (defined !== undefined) return defined;
      if (tagDefinitions.size > 0)
        diagnostics.push({
          code: 'tag-unknown',
          severity: 'warning',
          message: `Tag "${tag}" is not defined in the blog's tags.yml. Defined tags: ${[...tagDefinitions.keys()].join(', ')}`,
          location: { file: post.file, ...(frontMatterPositions.tags ?? { line: 1, column: 1 }) },
        });
      return { label: tag, permalink: joinRoutePath(tagsPath, githubSlug(tag)) };
    }),
    readingMinutes: settings.showReadingTime ? readingMinutesOf(post.source) : undefined,
    keywords: frontMatter.keywords ?? [],
    image: frontMatter.image,
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
    editUrl: frontMatter.custom_edit_url === null ? undefined : (frontMatter.custom_edit_url ?? joinEditUrl(settings.editUrl, post.file)),
    listed: frontMatter.draft !== true && frontMatter.unlisted !== true,
  };
}

/** The post's authors: keys of authors.yml (an unknown key is a warning at the front matter), authors written out, or the old single-author fields. */
function authorsOf({
  frontMatter,
  positions,
  authors,
  file,
  authorsFile,
  diagnostics,
}: {
  frontMatter: FrontMatter;
  positions: FrontMatterPositions;
  authors: ReadonlyMap<string, BlogAuthor>;
  file: string;
  authorsFile: string;
  diagnostics: Diagnostic[];
}): BlogAuthor[] {
  const written = frontMatter.authors === undefined ? [] : Array.isArray(frontMatter.authors) ? frontMatter.authors : [frontMatter.authors];
  const found = written.flatMap((author): BlogAuthor[] => {
    if (typeof author !== 'string') return [authorOf(author)];
    const known = authors.get(author);
    if (known !== undefined) return [known];
    diagnostics.push({
      code: 'author-unknown',
      severity: 'warning',
      message: `The author "${author}" is not in ${authorsFile}: the post shows no author for it`,
      location: { file, ...(positions.authors ?? { line: 1, column: 1 }) },
    });
    return [];
  });
  if (frontMatter.author !== undefined)
    found.push({ name: frontMatter.author, title: frontMatter.author_title, url: frontMatter.author_url, imageUrl: frontMatter.author_image_url });
  return found;
}

/** `One post`, `3 posts`: as Docusaurus counts them in its lists' titles. */
function postCount(count: number): string {
  return count === 1 ? 'One post' : `${count} posts`;
}

/** Minutes to read the post's text, at 200 words a minute, at least one. */
function readingMinutesOf(source: string): number {
  const text = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '').replace(/```[\s\S]*?```/g, (code) => code.replace(/[^\s]+/g, 'w'));
  const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * The blog's pages, as Docusaurus lays them out: the newest posts in a
 * sidebar, then a post (its date, reading time and authors over its text,
 * its tags and the newer and older posts under it, its table of contents
 * beside it), a list of posts with their summaries a page at a time, the
 * tags, or the archive.
 */
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { BlogAuthorData, BlogPageData, BlogPostData, PageData } from '../../renderer/shared/page-data.js';
import { CopyableCodeArea } from '../components/CodeBlock/CopyButton.js';
import { IconEdit } from '../components/Icons/index.js';
import { Link } from '../components/Link/index.js';
import { Paginator } from '../components/Paginator/index.js';
import { formatDate } from '../utils/format-date.js';
import { DocFrame } from './DocFrame.js';

export interface BlogPageProps {
  readonly page: PageData;
  readonly children?: ReactNode;
}

/** A page of the blog in the docs' frame: its text, the blog's sidebar, and for a post its table of contents. */
export function BlogPage({ page, children }: BlogPageProps) {
  const blog = page.blog!;
  const sidebar = blog.sidebar;
  return (
    <DocFrame
      page={page}
      sidebar={sidebar === undefined ? undefined : <BlogSidebar sidebar={sidebar} current={page.url} />}
      // On a phone the open navbar menu lists the recent posts, where a doc's sidebar would be.
      drawer={sidebar === undefined ? undefined : <BlogSidebarNav sidebar={sidebar} current={page.url} id="blog-drawer-title" />}
    >
      <BlogContent page={page} blog={blog}>
        {children}
      </BlogContent>
    </DocFrame>
  );
}

function BlogContent({ page, blog, children }: { readonly page: PageData; readonly blog: BlogPageData; readonly children?: ReactNode }) {
  if (blog.post !== undefined)
    return (
      <>
        <article className="blog-post">
          <PostHeader post={blog.post} heading={page.hasOwnH1 ? undefined : 'h1'} />
          <CopyableCodeArea className="markdown">{children}</CopyableCodeArea>
          <PostTags post={blog.post} />
          {blog.post.editUrl !== undefined && (
            <div className="doc__meta">
              <Link href={blog.post.editUrl} className="doc__edit-link">
                <IconEdit />
                Edit this page
              </Link>
            </div>
          )}
        </article>
        <Paginator prev={blog.post.newer} next={blog.post.older} label="Blog post pages" sublabels={['Newer post', 'Older post']} />
      </>
    );
  if (blog.list !== undefined) {
    // The body is one fragment holding each post's summary, in the order of the posts.
    const summaries = Children.toArray(isValidElement<{ children?: ReactNode }>(children) && children.type === Fragment ? children.props.children : children);
    return (
      <>
        <header className="blog-list__header">
          {blog.author === undefined ? <h1>{page.title}</h1> : <AuthorCard author={blog.author} heading="h1" />}
          {blog.list.description !== undefined && <p>{blog.list.description}</p>}
          {blog.list.index !== undefined && <Link href={blog.list.index.href}>{blog.list.index.label}</Link>}
        </header>
        {blog.list.posts.map((post, index) => (
          <article key={post.href} className="blog-post blog-post--summary">
            <PostHeader post={post} heading="h2" />
            <CopyableCodeArea className="markdown">{summaries[index]}</CopyableCodeArea>
            <footer className="blog-post__footer">
              <PostTags post={post} />
              {post.truncated && (
                <a className="blog-post__read-more" href={post.href}>
                  Read more<span className="visually-hidden"> about {post.title}</span>
                </a>
              )}
            </footer>
          </article>
        ))}
        <Paginator prev={blog.list.newer} next={blog.list.older} label="Blog list pages" sublabels={['Newer', 'Older']} />
      </>
    );
  }
  if (blog.authors !== undefined)
    return (
      <article className="blog-authors">
        <h1>{page.title}</h1>
        <ul className="blog-authors__list">
          {blog.authors.map((author) => (
            <li key={author.href}>
              <AuthorCard author={{ ...author, url: author.href }} heading="h2" count={author.count} />
            </li>
          ))}
        </ul>
      </article>
    );
  if (blog.tags !== undefined)
    return (
      <article className="blog-tags">
        <h1>{page.title}</h1>
        {/* By their first letter, as Docusaurus lists them. */}
        {byFirstLetter(blog.tags).map(([letter, tags]) => (
          <section key={letter} aria-labelledby={`tags-${letter}`}>
            <h2 id={`tags-${letter}`}>{letter}</h2>
            <ul className="doc__tag-list">
              {tags.map((tag) => (
                <li key={tag.href}>
                  <a className="doc__tag" href={tag.href}>
                    {tag.label}
                    <span className="blog-tags__count">{tag.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </article>
    );
  return (
    <article className="blog-archive">
      <h1>{page.title}</h1>
      {(blog.archive ?? []).map(({ year, posts }) => (
        <section key={year} aria-labelledby={`archive-${year}`}>
          <h2 id={`archive-${year}`}>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.href}>
                <a href={post.href}>{post.date === undefined ? post.title : `${formatDate(post.date, 'month-day')} - ${post.title}`}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

/** An author's picture, name (linking their page or their own), title and, on the authors page, how many posts they wrote. */
function AuthorCard({ author, heading: Heading, count }: { readonly author: BlogAuthorData; readonly heading: 'h1' | 'h2'; readonly count?: number }) {
  return (
    <div className="blog-author blog-author--card">
      {author.imageUrl !== undefined && <img className="blog-author__image" src={author.imageUrl} alt="" width={64} height={64} loading="lazy" />}
      <div>
        <Heading className="blog-author__name">{author.url === undefined || Heading === 'h1' ? author.name : <a href={author.url}>{author.name}</a>}</Heading>
        {count !== undefined && (
          <span className="blog-tags__count">
            {count}
            <span className="visually-hidden">{count === 1 ? ' post' : ' posts'}</span>
          </span>
        )}
        {author.title !== undefined && <p className="blog-author__title">{author.title}</p>}
      </div>
    </div>
  );
}

/** Entries grouped by the first letter of their labels, in order. */
function byFirstLetter<T extends { readonly label: string }>(entries: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const letter = entry.label.charAt(0).toLocaleUpperCase('en');
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups];
}

/** A post's title (linking the post, in a list), date, reading time and authors. */
function PostHeader({ post, heading }: { readonly post: BlogPostData; readonly heading: 'h1' | 'h2' | undefined }) {
  const Heading = heading;
  return (
    <header className="blog-post__header">
      {Heading !== undefined && <Heading className="blog-post__title">{Heading === 'h2' ? <a href={post.href}>{post.title}</a> : post.title}</Heading>}
      <p className="blog-post__meta">
        {post.date !== undefined && <time dateTime={post.date}>{formatDate(post.date, 'long')}</time>}
        {post.date !== undefined && post.readingMinutes !== undefined && ' · '}
        {post.readingMinutes !== undefined && `${post.readingMinutes} min read`}
      </p>
      {post.authors.length > 0 && (
        <ul className="blog-post__authors">
          {post.authors.map((author) => (
            <li key={author.name} className="blog-author">
              {author.imageUrl !== undefined && <img className="blog-author__image" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />}
              <span>
                {author.url === undefined ? <b>{author.name}</b> : <Link href={author.url}>{author.name}</Link>}
                {author.title !== undefined && <span className="blog-author__title">{author.title}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

function PostTags({ post }: { readonly post: BlogPostData }) {
  if (post.tags.length === 0) return null;
  return (
    <div className="doc__tags">
      <b>Tags:</b>
      <ul className="doc__tag-list">
        {post.tags.map((tag) => (
          <li key={tag.href}>
            <a className="doc__tag" href={tag.href}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BlogSidebar({ sidebar, current }: { readonly sidebar: NonNullable<BlogPageData['sidebar']>; readonly current: string }) {
  return (
    <aside className="doc-layout__sidebar blog-sidebar" aria-label={sidebar.title}>
      <BlogSidebarNav sidebar={sidebar} current={current} id="blog-sidebar-title" />
    </aside>
  );
}

/** The recent posts: beside the page on a desktop, in the open navbar menu on a phone (`id` names its heading). */
function BlogSidebarNav({ sidebar, current, id }: { readonly sidebar: NonNullable<BlogPageData['sidebar']>; readonly current: string; readonly id: string }) {
  return (
    <nav className="blog-sidebar__nav" aria-labelledby={id}>
      <p id={id} className="blog-sidebar__title">
        {sidebar.title}
      </p>
      <ul>
        {sidebar.posts.map((post) => (
          <li key={post.href}>
            <a href={post.href} aria-current={post.href === current ? 'page' : undefined}>
              {post.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The blog's feeds, as Docusaurus writes them beside its list: RSS 2.0
 * (`rss.xml`) and Atom (`atom.xml`), each with the newest listed posts: their
 * titles, links, dates, descriptions, authors and tags. Deterministic: a feed
 * changes only when a post does.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { OutputFile } from '../fs/output-file.js';
import type { BlogManifest, BlogPostMeta } from '../manifest/types.js';
import { escapeHtml } from '../shared/escape-html.js';
import { routeUrl } from '../shared/routes.js';

export function renderBlogFeeds(blog: BlogManifest, config: ResolvedConfig): OutputFile[] {
  const origin = config.url.replace(/\/$/, '');
  const absolute = (path: string) => origin + routeUrl(path, config);
  const posts = [...blog.posts.values()].filter((post) => post.listed).slice(0, config.blog.feedLimit);
  const home = absolute(blog.path);
  // The newest post's date, so that the feed's own date changes only with its posts.
  const updated = posts.find((post) => post.date !== undefined)?.date;
  return blog.feeds.map(({ type, file }) => ({
    path: file,
    contents:
      type === 'rss'
        ? rss({ blog, config, posts, home, updated, absolute, self: `${origin}${config.baseUrl}${file}` })
        : atom({ blog, config, posts, home, updated, absolute, self: `${origin}${config.baseUrl}${file}` }),
  }));
}

interface FeedInput {
  readonly blog: BlogManifest;
  readonly config: ResolvedConfig;
  readonly posts: readonly BlogPostMeta[];
  readonly home: string;
  readonly updated: string | undefined;
  readonly absolute: (path: string) => string;
  /** The feed's own URL. */
  readonly self: string;
}

const text = (value: string) => escapeHtml(value);

function rss({ blog, config, posts, home, updated, absolute, self }: FeedInput): string {
  const items = posts.map((post) =>
    [
      '<item>',
      `<title>${text(post.title)}</title>`,
      `<link>${text(absolute(post.path))}</link>`,
      `<guid>${text(absolute(post.path))}</guid>`,
      post.date === undefined ? '' : `<pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      post.description === undefined ? '' : `<description>${text(post.description)}</description>`,
      ...post.authors.map((author) => `<dc:creator>${text(author.name)}</dc:creator>`),
      ...post.tags.map((tag) => `<category>${text(tag.label)}</category>`),
      '</item>',
    ]
      .filter((line) => line !== '')
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${text(feedTitle(blog, config))}</title>`,
    `<link>${text(home)}</link>`,
    `<description>${text(blog.description)}</description>`,
    `<atom:link href="${text(self)}" rel="self" type="application/rss+xml"/>`,
    updated === undefined ? '' : `<lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>`,
    `<language>${text(config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? config.i18n.defaultLocale)}</language>`,
    config.blog.copyright === undefined ? '' : `<copyright>${text(config.blog.copyright)}</copyright>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}

function atom({ blog, config, posts, home, updated, absolute, self }: FeedInput): string {
  const entries = posts.map((post) =>
    [
      '<entry>',
      `<title type="html">${text(post.title)}</title>`,
      `<id>${text(absolute(post.path))}</id>`,
      `<link href="${text(absolute(post.path))}"/>`,
      post.date === undefined ? '' : `<updated>${post.date}</updated>`,
      post.description === undefined ? '' : `<summary type="html">${text(post.description)}</summary>`,
      ...post.authors.map((author) => `<author><name>${text(author.name)}</name>${author.url === undefined ? '' : `<uri>${text(author.url)}</uri>`}</author>`),
      ...post.tags.map((tag) => `<category label="${text(tag.label)}" term="${text(tag.label)}"/>`),
      '</entry>',
    ]
      .filter((line) => line !== '')
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${text(home)}</id>`,
    `<title>${text(feedTitle(blog, config))}</title>`,
    `<updated>${updated ?? '1970-01-01T00:00:00.000Z'}</updated>`,
    `<link rel="alternate" href="${text(home)}"/>`,
    `<link rel="self" href="${text(self)}"/>`,
    `<subtitle>${text(blog.description)}</subtitle>`,
    config.blog.copyright === undefined ? '' : `<rights>${text(config.blog.copyright)}</rights>`,
    ...entries,
    '</feed>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}

/** `Site title Blog`, as Docusaurus titles its feeds. */
function feedTitle(blog: BlogManifest, config: ResolvedConfig): string {
  return `${config.title} ${blog.title}`;
}

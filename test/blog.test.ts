/**
 * The blog, as a reader of the built site sees it: each post's page (date,
 * reading time, authors, tags, the newer and older posts, its table of
 * contents), the lists of the newest posts a page at a time with their
 * summaries, each tag's list, the tags and the archive, the feeds, drafts
 * and unlisted posts, search, and the problems a post can have, each at its
 * place.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_ROOT_FILE } from '../renderer/shared/search-index-files.js';
import { createSearchEngine } from '../theme/components/Search/search-engine.js';
import { buildSite, copyFixture, makeSite, readText, readTree, removeTemporaryFolders, reportLines, type BuildRun } from './helpers/cli.js';
import { isReloadOf, startDev, type RunningDev } from './helpers/dev.js';
import { element, linksIn, metaContent, textOf } from './helpers/html.js';
import { sharedBuild } from './helpers/shared-builds.js';

afterAll(removeTemporaryFolders);

const content = (html: string) => element(html, '<div class="doc-layout__content"')!;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** `label → href` without the note external links carry for screen readers. */
const links = (fragment: string) => linksIn(fragment).map((link) => link.replace(' (opens in a new tab)', ''));

describe('a site with a blog', () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await sharedBuild('blog');
  }, 120_000);

  it('builds with no problem: a page per post but the draft, two lists of two posts, a list per tag and per author with a page, the tags, the authors, the archive and two feeds', async () => {
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr)).toEqual([]);
    const files = [...(await readTree(run.outDir)).keys()].filter((file) => file.startsWith('blog/') && !file.startsWith('blog/assets')).sort();
    expect(files).toEqual([
      'blog/2024/01/10/hello/index.html',
      'blog/2024/02/20/tips/index.html',
      'blog/2024/03/20/counter/index.html',
      'blog/2024/04/01/hidden/index.html',
      'blog/archive/index.html',
      'blog/atom.xml',
      'blog/authors/ada/index.html',
      'blog/authors/admiral/index.html',
      'blog/authors/index.html',
      'blog/index.html',
      'blog/page/2/index.html',
      'blog/releases/one/index.html',
      'blog/rss.xml',
      'blog/tags/index.html',
      'blog/tags/news/index.html',
      'blog/tags/news/page/2/index.html',
      'blog/tags/release/index.html',
      'blog/tags/tips/index.html',
    ]);
  });

  it('shows a post with its date, reading time, authors from authors.yml, tags, table of contents and the posts around it', async () => {
    const html = await readText(run.outDir, 'blog/2024/01/10/hello/index.html');
    expect(titleOf(html)).toBe('Hello, world | Acme');
    expect(metaContent(html, 'og:type')).toBe('article');
    const post = element(html, '<article class="blog-post"')!;
    expect(textOf(element(post, '<header')!)).toBe('Hello, world January 10, 2024 · 1 min read Ada Lovelace Engineer Grace Hopper Admiral');
    expect(post).toContain('<time dateTime="2024-01-10T00:00:00.000Z">');
    // The whole text, the truncate marker's place included, with its relative link to a doc resolved.
    expect(textOf(element(post, '<div class="markdown"')!)).toBe(
      'The first post of the blog, about the docs . What is next More posts, every month. Mention the word quokka to find this post.',
    );
    // Authors with a page of their own link it; tags take their label from tags.yml.
    expect(links(post)).toEqual([
      'Ada Lovelace → /blog/authors/ada',
      'Grace Hopper → /blog/authors/admiral',
      'the docs → /',
      ' → #what-is-next',
      'News → /blog/tags/news',
      'Edit this page → https://github.com/acme/site/edit/main/blog/2024-01-10-hello.md',
    ]);
    expect(links(element(html, '<nav class="paginator"')!)).toEqual(['Newer post Three tips → /blog/2024/02/20/tips']);
    expect(links(element(html, '<nav class="table-of-contents"')!)).toEqual(['What is next → #what-is-next']);
    expect(links(element(html, '<aside class="doc-layout__sidebar blog-sidebar"')!)).toEqual([
      'A post that counts → /blog/2024/03/20/counter',
      'Version one → /blog/releases/one',
      'Three tips → /blog/2024/02/20/tips',
      'Hello, world → /blog/2024/01/10/hello',
    ]);
  });

  it('takes a post’s title from its first heading, which it then shows once, and its URL from its slug', async () => {
    const html = await readText(run.outDir, 'blog/releases/one/index.html');
    expect(titleOf(html)).toBe('Version one | Acme');
    expect(metaContent(html, 'description')).toBe('Version one is out, with everything.');
    expect([...element(html, '<main')!.matchAll(/<h1[ >]/g)]).toHaveLength(1);
    expect(textOf(element(html, '<header class="blog-post__header"')!)).toBe('Version one March 5, 2024 · 1 min read Linus Release Release manager');
    expect(links(element(html, '<nav class="paginator"')!)).toEqual([
      'Newer post A post that counts → /blog/2024/03/20/counter',
      'Older post Three tips → /blog/2024/02/20/tips',
    ]);
  });

  it('lists the newest posts two a page, each with its summary up to its truncate marker (and Read more), or whole, or its description', async () => {
    const first = content(await readText(run.outDir, 'blog/index.html'));
    const summaries = [...first.matchAll(/<article class="blog-post blog-post--summary">([\s\S]*?)<\/article>/g)].map((match) => textOf(match[1]!));
    expect(summaries).toEqual([
      'A post that counts March 20, 2024 · 1 min read A post with a component of its own. Read more about A post that counts',
      'Version one March 5, 2024 · 1 min read Linus Release Release manager Version one is here. This post has no truncate marker, so its lists show it whole. Tags: Release News',
    ]);
    expect(links(element(first, '<nav class="paginator"')!)).toEqual(['Older Older entries → /blog/page/2']);
    const second = content(await readText(run.outDir, 'blog/page/2/index.html'));
    expect(textOf(second)).toContain(
      'Hello, world January 10, 2024 · 1 min read Ada Lovelace Engineer Grace Hopper Admiral The first post of the blog, about the docs . Tags: News Read more about Hello, world',
    );
    expect(textOf(second)).not.toContain('quokka');
    // A post whose MDX runs code after its truncate marker still has its summary: what comes before runs none.
    expect(textOf(second)).toContain(
      'Tips for every reader, with a picture: One Two One Keep it short. Two Link your sources. Tags: Tips News Read more about Three tips',
    );
    // A summary keeps the theme's components: the tabs of an MDX post.
    expect(second).toContain('role="tablist"');
    expect(links(element(second, '<nav class="paginator"')!)).toEqual(['Newer Newer entries → /blog']);
  });

  it("lists a tag's posts with what tags.yml says of it, the tags by letter with their counts, the authors, an author's posts, and every post by year", async () => {
    const news = content(await readText(run.outDir, 'blog/tags/news/index.html'));
    expect(textOf(element(news, '<header class="blog-list__header"')!)).toBe('3 posts tagged with "News" What is new at Acme. View all tags');
    expect(links(element(news, '<header class="blog-list__header"')!)).toEqual(['View all tags → /blog/tags']);
    expect(textOf(content(await readText(run.outDir, 'blog/tags/index.html')))).toBe('Tags N News 3 R Release 1 T Tips 1');
    expect(textOf(content(await readText(run.outDir, 'blog/authors/index.html')))).toBe('Authors Ada Lovelace 2 posts Engineer Grace Hopper 1 post Admiral');
    const ada = await readText(run.outDir, 'blog/authors/ada/index.html');
    expect(titleOf(ada)).toBe('Ada Lovelace - 2 posts | Acme');
    expect(textOf(element(content(ada), '<header class="blog-list__header"')!)).toBe('Ada Lovelace Engineer Writes about the engine. View all authors');
    expect([...content(ada).matchAll(/<h2 class="blog-post__title"><a href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/blog/2024/02/20/tips',
      '/blog/2024/01/10/hello',
    ]);
    expect(textOf(content(await readText(run.outDir, 'blog/archive/index.html')))).toBe(
      'Archive 2024 March 20 - A post that counts March 5 - Version one February 20 - Three tips January 10 - Hello, world',
    );
  });

  it('publishes a file a post links beside itself under a name of its own, and links it there', async () => {
    const tips = element(await readText(run.outDir, 'blog/2024/02/20/tips/index.html'), '<article')!;
    const src = /<img[^>]* src="(\/assets\/files\/tip-[0-9a-f]{8}\.svg)" alt="A tip"/.exec(tips)?.[1];
    expect(src).toBeDefined();
    expect(await readText(run.outDir, src!.slice(1))).toContain('<circle');
  });

  it('writes RSS and Atom feeds of the listed posts, newest first, announced in the head of the blog’s pages', async () => {
    const rss = await readText(run.outDir, 'blog/rss.xml');
    expect([...rss.matchAll(/<item>\n<title>([^<]+)<\/title>/g)].map((match) => match[1])).toEqual([
      'A post that counts',
      'Version one',
      'Three tips',
      'Hello, world',
    ]);
    expect(rss).toContain('<title>Acme Blog</title>\n<link>https://docs.example.com/blog</link>\n<description>News from Acme</description>');
    expect(rss).toContain('<copyright>Copyright Acme</copyright>');
    expect(rss).toContain('<link>https://docs.example.com/blog/releases/one</link>');
    expect(rss).toContain('<pubDate>Tue, 05 Mar 2024 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<dc:creator>Ada Lovelace</dc:creator>\n<dc:creator>Grace Hopper</dc:creator>\n<category>News</category>');
    const atom = await readText(run.outDir, 'blog/atom.xml');
    expect(atom).toContain('<updated>2024-03-20T00:00:00.000Z</updated>');
    expect([...atom.matchAll(/<entry>/g)]).toHaveLength(4);
    const head = await readText(run.outDir, 'blog/index.html');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Acme Blog RSS Feed">');
    expect(head).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Acme Blog Atom Feed">');
  });

  it('leaves a draft out, and an unlisted post out of every list, feed and the sitemap, though its page is there, noindex', async () => {
    const hidden = await readText(run.outDir, 'blog/2024/04/01/hidden/index.html');
    expect(metaContent(hidden, 'robots')).toBe('noindex, nofollow');
    for (const file of ['blog/index.html', 'blog/archive/index.html', 'blog/rss.xml', 'sitemap.xml']) {
      const text = await readText(run.outDir, file);
      expect(text, file).not.toContain('Hidden news');
      expect(text, file).not.toContain('/blog/2024/04/01/hidden');
      expect(text, file).not.toContain('Not ready');
    }
    expect(await readText(run.outDir, 'sitemap.xml')).toContain('<loc>https://docs.example.com/blog/releases/one</loc>');
  });

  it('renders a post whose MDX runs code with its component, and finds posts in search', async () => {
    expect(element(await readText(run.outDir, 'blog/2024/03/20/counter/index.html'), '<article')).toContain(
      '<button type="button" class="post-counter">Count: <!-- -->0</button>',
    );
    const engine = createSearchEngine({
      rootUrl: `/${SEARCH_ROOT_FILE}`,
      fetchJson: async (url) => JSON.parse(await readFile(path.join(run.outDir, url), 'utf8')),
    });
    const urls = (await engine.search('quokka')).groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(urls[0]).toMatch(/^\/blog\/2024\/01\/10\/hello(#what-is-next)?$/);
  });
});

describe('the problems a post can have', () => {
  it('warns of an author authors.yml does not have, at the front matter line, and shows the post without it', async () => {
    const root = await makeSite({ 'blog/2024-01-01-a.md': '---\ntitle: A\nauthors: [nobody]\n---\n\nText.\n', 'blog/authors.yml': 'ada:\n  name: Ada\n' });
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr)).toEqual([
      'blog/2024-01-01-a.md:3:10  warning  The author "nobody" is not in blog/authors.yml: the post shows no author for it  [author-unknown]',
    ]);
  });

  it('refuses an authors file with an author without a name, and a date that is no date, each at its line', async () => {
    const root = await makeSite({
      'blog/2024-01-01-a.md': '---\ntitle: A\ndate: someday\n---\n\nText.\n',
      'blog/authors.yml': 'ada:\n  title: Engineer\n',
    });
    const run = await buildSite(root);
    expect(run.code).toBe(1);
    const lines = reportLines(run.stderr).join('\n');
    expect(lines).toMatch(/blog\/authors\.yml:\d+:\d+ +error +.*name.*\[authors-invalid\]/);
    expect(lines).toMatch(/blog\/2024-01-01-a\.md:3:7 +error +.*a date such as 2024-03-01/);
  });
});

describe('the blog in docs-gen dev', () => {
  let root: string;
  let dev: RunningDev;
  const page = async (url: string) => (await dev.page(url)).html;

  beforeAll(async () => {
    root = await copyFixture('blog');
    dev = await startDev(root);
  }, 90_000);
  afterAll(async () => {
    await dev?.stop();
  });

  it("shows a post's new title on its page, in the lists and in the feed once it is saved, and a new post", async () => {
    const file = path.join(root, 'blog/2024-01-10-hello.md');
    const reloaded = dev.nextEvent(isReloadOf('/blog/page/2'));
    await writeFile(file, (await readFile(file, 'utf8')).replace('title: Hello, world', 'title: Hello, readers'));
    await reloaded;
    await expect.poll(async () => page('/blog/page/2')).toContain('Hello, readers');
    expect(await page('/blog/2024/01/10/hello')).toContain('<title>Hello, readers | Acme</title>');
    expect(await page('/blog/rss.xml')).toContain('<title>Hello, readers</title>');

    const added = dev.nextEvent(isReloadOf('/blog/2024/05/01/news'));
    await writeFile(path.join(root, 'blog/2024-05-01-news.md'), '---\ntitle: Fresh news\n---\n\nJust in.\n');
    await added;
    await expect.poll(async () => page('/blog')).toContain('Fresh news');
  });
});

import { describe, expect, it } from 'vitest';
import type { FrontMatter } from '../content/front-matter.js';
import { computeDocMeta, isIndexDoc, stripNumberPrefix, stripNumberPrefixes } from './doc-meta.js';

/** computeDocMeta for `content/<relativePath>` with defaults for everything a test leaves out. */
function metaOf(
  relativePath: string,
  { frontMatter = {}, contentTitle, routeBasePath = '/' }: { frontMatter?: FrontMatter; contentTitle?: string; routeBasePath?: string } = {},
) {
  return computeDocMeta({ file: `content/${relativePath}`, relativePath, frontMatter, contentTitle, routeBasePath, version: 'current' });
}

describe('stripNumberPrefix', () => {
  it('accepts a number prefix with -, _ or . and returns it as the position', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(stripNumberPrefix('2_setup')).toEqual({ name: 'setup', position: 2 });
    expect(stripNumberPrefix('10. Advanced')).toEqual({ name: 'Advanced', position: 10 });
  });

  it('rejects names that only contain or end in a number', () => {
    expect(stripNumberPrefix('intro')).toEqual({ name: 'intro', position: undefined });
    expect(stripNumberPrefix('step-2')).toEqual({ name: 'step-2', position: undefined });
    expect(stripNumberPrefix('2024')).toEqual({ name: '2024', position: undefined });
    expect(stripNumberPrefix('01-')).toEqual({ name: '01-', position: undefined });
  });

  it('rejects date- and version-like names, which are names and not positions (as Docusaurus does)', () => {
    expect(stripNumberPrefix('2024-01-15-release')).toEqual({ name: '2024-01-15-release', position: undefined });
    expect(stripNumberPrefix('1.2-upgrade')).toEqual({ name: '1.2-upgrade', position: undefined });
  });

  it('strips the prefix of every segment of a path', () => {
    expect(stripNumberPrefixes('01-guide/02-basics/03-install')).toBe('guide/basics/install');
  });
});

describe('isIndexDoc', () => {
  it('accepts index, README and a file named like its folder', () => {
    expect(isIndexDoc('index.md')).toBe(true);
    expect(isIndexDoc('guide/index.mdx')).toBe(true);
    expect(isIndexDoc('guide/README.md')).toBe(true);
    expect(isIndexDoc('guide/readme.md')).toBe(true);
    expect(isIndexDoc('guide/guide.md')).toBe(true);
    expect(isIndexDoc('02-guide/01-guide.md')).toBe(true);
  });

  it('rejects other names', () => {
    expect(isIndexDoc('guide/intro.md')).toBe(false);
    expect(isIndexDoc('guide/indexes.md')).toBe(false);
    expect(isIndexDoc('guide.md')).toBe(false);
    expect(isIndexDoc('guide/sub/guide.md')).toBe(false);
  });
});

describe('computeDocMeta', () => {
  it('accepts the path without extension as id and URL', () => {
    const meta = metaOf('guide/install.md');
    expect(meta).toMatchObject({ id: 'guide/install', dir: 'guide', file: 'content/guide/install.md', permalink: '/guide/install', version: 'current' });
  });

  it('strips number prefixes from the id and URL and keeps the file prefix as the position', () => {
    const meta = metaOf('02-guide/03-install.mdx');
    expect(meta).toMatchObject({ id: 'guide/install', dir: 'guide', permalink: '/guide/install', sidebarPosition: 3 });
  });

  it('prefers front matter sidebar_position over the number prefix', () => {
    expect(metaOf('03-install.md', { frontMatter: { sidebar_position: 7 } }).sidebarPosition).toBe(7);
    expect(metaOf('install.md').sidebarPosition).toBeUndefined();
  });

  it('gives index.md, README.md and a same-name file the folder URL', () => {
    expect(metaOf('guide/index.md')).toMatchObject({ id: 'guide/index', permalink: '/guide' });
    expect(metaOf('guide/README.md')).toMatchObject({ id: 'guide/README', permalink: '/guide' });
    expect(metaOf('01-guide/guide.md')).toMatchObject({ id: 'guide/guide', permalink: '/guide' });
    expect(metaOf('index.md')).toMatchObject({ id: 'index', dir: '', permalink: '/' });
    expect(metaOf('index.md', { routeBasePath: '/docs' }).permalink).toBe('/docs');
  });

  it('replaces the last segment of the id and URL with front matter id', () => {
    expect(metaOf('guide/01-install.md', { frontMatter: { id: 'setup' } })).toMatchObject({ id: 'guide/setup', permalink: '/guide/setup' });
    expect(metaOf('top.md', { frontMatter: { id: 'renamed' } })).toMatchObject({ id: 'renamed', permalink: '/renamed' });
  });

  it('accepts an absolute slug under routeBasePath and a relative slug under the folder', () => {
    expect(metaOf('guide/install.md', { frontMatter: { slug: '/start' } }).permalink).toBe('/start');
    expect(metaOf('guide/install.md', { frontMatter: { slug: '/start' }, routeBasePath: '/docs' }).permalink).toBe('/docs/start');
    expect(metaOf('guide/install.md', { frontMatter: { slug: 'setup/first' } }).permalink).toBe('/guide/setup/first');
    expect(metaOf('guide/install.md', { frontMatter: { slug: '/' } }).permalink).toBe('/');
    expect(metaOf('guide/index.md', { frontMatter: { slug: 'overview' } }).permalink).toBe('/guide/overview');
  });

  it('keeps the id when the slug changes the URL', () => {
    expect(metaOf('guide/install.md', { frontMatter: { slug: '/start' } }).id).toBe('guide/install');
  });

  it('takes the title from front matter, then the leading h1, then the file name', () => {
    expect(metaOf('a.md', { frontMatter: { title: 'From front matter' }, contentTitle: 'From h1' }).title).toBe('From front matter');
    expect(metaOf('a.md', { contentTitle: 'From h1' }).title).toBe('From h1');
    expect(metaOf('01-getting-started.md').title).toBe('getting-started');
  });

  it('uses sidebar_label for the sidebar and the title otherwise', () => {
    expect(metaOf('a.md', { frontMatter: { title: 'Long title', sidebar_label: 'Short' } })).toMatchObject({ title: 'Long title', sidebarLabel: 'Short' });
    expect(metaOf('a.md', { contentTitle: 'Heading' }).sidebarLabel).toBe('Heading');
  });

  it('reads description, keywords, draft, unlisted, hide_table_of_contents and pagination', () => {
    const meta = metaOf('a.md', {
      frontMatter: {
        description: 'About A',
        keywords: ['a', 'b'],
        draft: true,
        unlisted: true,
        hide_table_of_contents: true,
        pagination_prev: null,
        pagination_next: 'guide/b',
      },
    });
    expect(meta).toMatchObject({
      description: 'About A',
      keywords: ['a', 'b'],
      draft: true,
      unlisted: true,
      hideTableOfContents: true,
      paginationPrev: null,
      paginationNext: 'guide/b',
    });
  });

  it('defaults the flags to false, keywords to none and pagination to the sidebar order', () => {
    expect(metaOf('a.md')).toMatchObject({
      description: undefined,
      keywords: [],
      draft: false,
      unlisted: false,
      hideTableOfContents: false,
      paginationPrev: undefined,
      paginationNext: undefined,
    });
  });
});

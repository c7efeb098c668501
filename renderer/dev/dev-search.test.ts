import { describe, expect, it } from 'vitest';
import type { Route } from '../manifest/types.js';
import { recordOfPageHtml } from '../search/page-record.js';
import type { SearchablePage } from '../search/searchable-pages.js';
import { SEARCH_ROOT_FILE, type SearchRoot } from '../shared/search-index-files.js';
import { createDevSearch, type DevSearchInput } from './dev-search.js';

const page = (url: string): SearchablePage => ({ route: { path: url, outputFile: `${url.slice(1)}/index.html` } as Route, url, version: undefined });

/** A site of pages whose text can change; counts how often each page's record is read. */
function site(texts: Record<string, string>) {
  const reads: string[] = [];
  const input = (): DevSearchInput => ({
    pages: () => Object.keys(texts).map(page),
    versions: [],
    recordOf: (searchable) => {
      reads.push(searchable.url);
      return recordOfPageHtml({ title: searchable.url, html: `<article>${texts[searchable.url]}</article>` });
    },
  });
  return { texts, reads, input };
}

const rootOf = (bytes: Uint8Array | undefined) => JSON.parse(Buffer.from(bytes!).toString('utf8')) as SearchRoot;

describe('the dev server’s search index', () => {
  it('answers the first request for the root at once, marked updating, and is made in the background', async () => {
    const search = createDevSearch();
    // More pages than are read in one turn of the event loop.
    const { input } = site(Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`/p${index}`, `<p>page ${index}</p>`])));
    search.changed(input());
    const first = rootOf(search.read(SEARCH_ROOT_FILE));
    expect(first).toMatchObject({ updating: true, pages: [] });
    await search.ready();
    const made = rootOf(search.read(SEARCH_ROOT_FILE));
    expect(made.updating).toBeUndefined();
    expect(made.pages.length).toBeGreaterThan(0);
    expect(search.paths()).toContain(SEARCH_ROOT_FILE);
  });

  it('serves the last index, marked updating, after a change until the new one is made, and keeps its files served', async () => {
    const search = createDevSearch();
    const { texts, input } = site(Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`/p${index}`, `<p>page ${index}</p>`])));
    search.changed(input());
    await search.ready();
    const before = rootOf(search.read(SEARCH_ROOT_FILE));
    texts['/p0'] = '<p>gamma</p>';
    search.changed(input());
    expect(search.paths()).toEqual([]);
    const behind = rootOf(search.read(SEARCH_ROOT_FILE));
    expect(behind).toEqual({ ...before, updating: true });
    expect(search.read(`assets/search/p.${before.pages[0]}.json`)).toBeDefined();
    await search.ready();
    expect(rootOf(search.read(SEARCH_ROOT_FILE)).pages).not.toEqual(before.pages);
  });

  it('makes the index of a small site at once, on the first request', () => {
    const search = createDevSearch();
    search.changed(site({ '/a': '<p>alpha</p>' }).input());
    const root = rootOf(search.read(SEARCH_ROOT_FILE));
    expect(root.updating).toBeUndefined();
    expect(root.sections).toBe(1);
  });

  it('reads no page until an index is asked for, and serves nothing without search', async () => {
    const search = createDevSearch();
    const { reads, input } = site({ '/a': '<p>alpha</p>' });
    search.changed(input());
    search.changed(input());
    expect(reads).toEqual([]);
    search.changed(undefined);
    expect(search.read(SEARCH_ROOT_FILE)).toBeUndefined();
  });
});

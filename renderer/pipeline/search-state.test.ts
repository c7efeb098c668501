import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchIndexState } from '../search/search-index.js';
import { readSearchState, SEARCH_STATE_FILE, writeSearchState } from './search-state.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docs-gen-search-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A state whose postings take several megabytes: more than one part of the write. */
function largeState(): SearchIndexState {
  const postings = new Map<string, Int32Array>();
  for (let term = 0; term < 3_000; term++) {
    const list = new Int32Array(2 * (1 + ((term * 37) % 400)));
    for (let at = 0; at < list.length; at++) list[at] = term * 1_000 + at;
    postings.set(`term${term}`, list);
  }
  return {
    pages: [{ url: '/a', version: undefined, digest: 'd1', sections: 2, textBytes: 90 }],
    postings,
    termFiles: new Map([['t', { digest: 'f1', terms: 'n1' }]]),
    pageFiles: ['p1'],
    pagesPerFile: 4,
  };
}

describe('the search index state in the build cache', () => {
  it('reads back as it was written, postings of several megabytes included', async () => {
    const state = largeState();
    const integers = [...state.postings.values()].reduce((sum, list) => sum + list.length, 0);
    expect(integers * 4).toBeGreaterThan(2 * 1024 * 1024);
    writeSearchState(dir, 'code-1', state);
    const read = await readSearchState(dir, 'code-1');
    expect(read).toBeDefined();
    expect(read!.pages).toEqual(state.pages);
    expect(read!.termFiles).toEqual(state.termFiles);
    expect([...read!.postings.keys()]).toEqual([...state.postings.keys()]);
    // Compared as bytes: a deep comparison of three thousand typed arrays takes seconds.
    const bytesOf = (list: Int32Array | undefined) => Buffer.from(list!.buffer, list!.byteOffset, list!.byteLength);
    const differing = [...state.postings].filter(([term, list]) => !bytesOf(read!.postings.get(term)).equals(bytesOf(list)));
    expect(differing.map(([term]) => term)).toEqual([]);
  });

  it('is not used when written by other code, or when a byte of its postings changed', async () => {
    writeSearchState(dir, 'code-1', largeState());
    expect(await readSearchState(dir, 'code-2')).toBeUndefined();
    const file = path.join(dir, SEARCH_STATE_FILE);
    const bytes = readFileSync(file);
    bytes[bytes.length - 5]! ^= 1;
    writeFileSync(file, bytes);
    expect(await readSearchState(dir, 'code-1')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createSearchEngine, excerptOf } from '../../theme/components/Search/search-engine.js';
import type { OutputFile } from '../fs/output-file.js';
import type { ApiReference } from '../shared/api-reference.js';
import { SEARCH_ROOT_FILE, type SearchRoot } from '../shared/search-index-files.js';
import { recordOfApiReference, recordOfPageHtml } from './page-record.js';
import {
  buildSearchIndex,
  decodeIndexedPage,
  encodeIndexedPage,
  factsOf,
  indexedPageOf,
  MAX_POSTINGS,
  RecordsNeeded,
  updateSearchIndex,
} from './search-index.js';

type SearchPage = Parameters<typeof buildSearchIndex>[0]['pages'][number];

const doc = (url: string, title: string, body: string, version?: string): SearchPage => ({
  url,
  version,
  record: recordOfPageHtml({ title, html: `<article><h1>${title}</h1>${body}</article>` }),
});

const api: SearchPage = {
  url: '/api/transaction',
  version: undefined,
  record: recordOfApiReference({
    title: 'Transaction API',
    reference: {
      title: 'Transaction API',
      version: '1',
      descriptionHeadings: [],
      servers: [],
      securitySchemes: [],
      tags: [
        {
          name: 'Purchases',
          anchor: 'tag-purchases',
          operations: [
            {
              anchor: 'cancelPurchase',
              method: 'post',
              path: '/purchases/{id}/cancel',
              summary: 'Cancel a purchase',
              deprecated: false,
              security: [],
              parameters: [],
              responses: [],
              samples: [],
            },
            {
              anchor: 'getPurchase',
              method: 'get',
              path: '/purchases/{id}',
              summary: 'Read a purchase',
              deprecated: false,
              security: [],
              parameters: [],
              responses: [],
              samples: [],
            },
          ],
        },
      ],
      schemas: [{ name: 'AccessRequest', anchor: 'schema-AccessRequest', schema: { kind: 'object', type: 'object', constraints: [], properties: [] } }],
    } as unknown as ApiReference,
  }),
};

const site: SearchPage[] = [
  doc('/', 'Welcome', '<p>Start here to read about payments.</p>'),
  doc(
    '/guide/entitlements',
    'Check entitlement',
    '<p>Ask whether a reader may see premium content.</p><h2 id="token-kinds">Token kinds and the email field</h2><p>User tokens and API user tokens differ.</p>',
  ),
  doc('/guide/refunds', 'Refunds', '<p>Refunds return a payment to the reader. A cancelled subscription is not refunded.</p>'),
  api,
];

/** An engine over files held in memory, recording what it fetched. */
function engineOver(files: readonly OutputFile[]) {
  const byUrl = new Map(files.map((file) => [`/${file.path}`, String(file.contents)]));
  const fetched: string[] = [];
  const engine = createSearchEngine({
    rootUrl: `/${SEARCH_ROOT_FILE}`,
    fetchJson: async (url) => {
      fetched.push(url);
      const text = byUrl.get(url);
      if (text === undefined) throw new Error(`404 ${url}`);
      return JSON.parse(text);
    },
  });
  return { engine, fetched };
}

const firstHits = async (engine: ReturnType<typeof engineOver>['engine'], query: string, version?: string) =>
  (await engine.search(query, { version })).groups.flatMap((group) => group.hits.map((hit) => hit.url));

describe('the search index and the engine reading it', () => {
  const files = buildSearchIndex({ pages: site, versions: [{ name: 'current', label: 'Next', isLast: true }] });

  it("finds a heading by its words, first, at the heading's anchor", async () => {
    const { engine } = engineOver(files);
    expect((await firstHits(engine, 'token kinds email'))[0]).toBe('/guide/entitlements#token-kinds');
  });

  it('finds a page by its title, and by a word being typed', async () => {
    const { engine } = engineOver(files);
    expect((await firstHits(engine, 'check entitlement'))[0]).toBe('/guide/entitlements');
    expect((await firstHits(engine, 'entitl'))[0]).toBe('/guide/entitlements');
    expect((await firstHits(engine, 'refu'))[0]).toBe('/guide/refunds');
  });

  it('finds forms of a word by its stem: "cancelled" finds "cancel"', async () => {
    const { engine } = engineOver(files);
    expect(await firstHits(engine, 'cancelled ')).toContain('/api/transaction#cancelPurchase');
  });

  it('finds an API operation by its path, its operationId and its summary, with its method; a schema by its name', async () => {
    const { engine } = engineOver(files);
    expect((await firstHits(engine, '/purchases/{id}/cancel'))[0]).toBe('/api/transaction#cancelPurchase');
    expect((await firstHits(engine, 'cancelPurchase'))[0]).toBe('/api/transaction#cancelPurchase');
    expect((await firstHits(engine, 'cancel a purchase'))[0]).toBe('/api/transaction#cancelPurchase');
    expect((await firstHits(engine, 'AccessRequest'))[0]).toBe('/api/transaction#schema-AccessRequest');
    const [group] = (await engine.search('cancelPurchase')).groups;
    expect(group!.pageTitle).toBe('Transaction API');
    expect(group!.hits[0]).toMatchObject({ title: 'Cancel a purchase', badge: 'post', detail: '/purchases/{id}/cancel' });
  });

  it('marks the matched words in an excerpt of the section', async () => {
    const { engine } = engineOver(files);
    const [group] = (await engine.search('refunded')).groups;
    const marked = group!.hits[0]!.excerpt.filter((part) => part.mark).map((part) => part.text);
    expect(marked).toEqual(['Refunds', 'refunded']);
  });

  it('fetches the root, the term files of the words and the page files of the results, nothing else', async () => {
    const { engine, fetched } = engineOver(files);
    await engine.search('refunds ');
    const root = JSON.parse(String(files.find((file) => file.path === SEARCH_ROOT_FILE)!.contents)) as SearchRoot;
    expect(fetched[0]).toBe(`/${SEARCH_ROOT_FILE}`);
    expect(fetched.slice(1).every((url) => /^\/assets\/search\/[tp]\.[0-9a-f]{12}\.json$/.test(url))).toBe(true);
    expect(fetched.filter((url) => url.includes('/t.'))).toHaveLength(1);
    expect(fetched.length).toBeLessThan(2 + Object.keys(root.terms).length + root.pages.length);
    const before = fetched.length;
    await engine.search('refunds ');
    expect(fetched.length).toBe(before);
  });

  it('writes the same files whatever order the pages come in', () => {
    const again = buildSearchIndex({ pages: [...site].reverse(), versions: [{ name: 'current', label: 'Next', isLast: true }] });
    expect(again).toEqual(files);
  });

  it("changes, after an edit of one page's text, the root, that page's file and the term files of the words it gained or lost", () => {
    const edited = site.map((page) => (page.url === '/guide/refunds' ? doc('/guide/refunds', 'Refunds', '<p>Refunds return a payment. Zebras.</p>') : page));
    const after = buildSearchIndex({ pages: edited, versions: [{ name: 'current', label: 'Next', isLast: true }] });
    const paths = new Set(files.map((file) => file.path));
    const added = after.filter((file) => !paths.has(file.path)).map((file) => file.path);
    const changedRoot = after.find((file) => file.path === SEARCH_ROOT_FILE)!.contents !== files.find((file) => file.path === SEARCH_ROOT_FILE)!.contents;
    expect(changedRoot).toBe(true);
    expect(added.filter((path) => path.includes('/p.'))).toHaveLength(1);
    // The words it lost (reader, cancelled, subscription, …) and gained (zebra), not every file.
    const termFiles = after.filter((file) => file.path.includes('/t.')).length;
    expect(added.filter((path) => path.includes('/t.')).length).toBeGreaterThan(0);
    expect(added.filter((path) => path.includes('/t.')).length).toBeLessThan(termFiles);
  });

  it('keeps to the version being read, and to the last version on pages outside versioned docs', async () => {
    const versioned = buildSearchIndex({
      pages: [
        doc('/docs/install', 'Install', '<p>Install the new client.</p>', 'current'),
        doc('/docs/1.0/install', 'Install', '<p>Install the old client.</p>', '1.0'),
        api,
      ],
      versions: [
        { name: 'current', label: 'Next', isLast: false },
        { name: '1.0', label: '1.0', isLast: true },
      ],
    });
    const { engine } = engineOver(versioned);
    expect(await firstHits(engine, 'install', 'current')).toEqual(['/docs/install']);
    expect(await firstHits(engine, 'install', '1.0')).toEqual(['/docs/1.0/install']);
    const outside = await engine.search('install');
    expect(outside.groups.map((group) => group.pageUrl)).toEqual(['/docs/1.0/install']);
    expect(outside.version).toEqual({ name: '1.0', label: '1.0' });
    // Pages outside versioned docs are in every version's results.
    expect(await firstHits(engine, 'AccessRequest', 'current')).toEqual(['/api/transaction#schema-AccessRequest']);
  });

  it('keeps the heaviest postings of a term on more sections than it allows', async () => {
    const many = Array.from({ length: MAX_POSTINGS + 50 }, (_, index) =>
      doc(
        `/p/${String(index).padStart(5, '0')}`,
        `Page ${index}`,
        index === MAX_POSTINGS + 10 ? '<h2 id="common">Common</h2><p>common common</p>' : '<p>common</p>',
      ),
    );
    const big = buildSearchIndex({ pages: many, versions: [] });
    const termFiles = big.filter((file) => file.path.includes('/t.')).map((file) => JSON.parse(String(file.contents)) as Record<string, number[]>);
    const postings = termFiles.find((file) => file.common !== undefined)!.common!;
    expect(postings.length).toBe(MAX_POSTINGS * 3);
    const { engine } = engineOver(big);
    expect((await firstHits(engine, 'common '))[0]).toBe(`/p/0${MAX_POSTINGS + 10}#common`);
  });
});

describe('excerptOf', () => {
  it('shows the part of the text with the most matches, marked, with ellipses where it is cut', () => {
    const text = `${'filler '.repeat(40)}the refund is made ${'more '.repeat(40)}`;
    const parts = excerptOf(text, [(word) => word === 'refund']);
    expect(parts[0]).toEqual({ text: '… ', mark: false });
    expect(parts.filter((part) => part.mark)).toEqual([{ text: 'refund', mark: true }]);
    expect(parts.at(-1)).toEqual({ text: ' …', mark: false });
  });
});

describe('updateSearchIndex from the last state', () => {
  const versions = [{ name: 'current', label: 'Next', isLast: true }];
  /** Pages as an update gets them; `rendered` says which come with their record (the others were kept from the last build). */
  const asPages = (pages: readonly SearchPage[], { reads = [], rendered = () => true }: { reads?: string[]; rendered?: (url: string) => boolean } = {}) =>
    pages.map((page) => ({
      url: page.url,
      version: page.version,
      digest: encodeIndexedPage(indexedPageOf(page.record)),
      ...factsOf(page.record),
      record: rendered(page.url)
        ? () => {
            reads.push(page.url);
            return indexedPageOf(page.record);
          }
        : undefined,
    }));
  const contentsOf = (files: ReturnType<typeof updateSearchIndex>['files']) => files.map((file) => ({ path: file.path, contents: file.contents }));
  /** The last index's page files as the output holds them. */
  const entriesFrom = (last: ReturnType<typeof updateSearchIndex>) => (file: number) => {
    const digest = last.state.pageFiles[file];
    const made = last.files.find((entry) => entry.digest === digest);
    return made === undefined ? undefined : (JSON.parse(made.contents) as unknown[]).map((entry) => JSON.stringify(entry));
  };
  /** The update a build makes after `last`, with `last`'s page files in the output; `available` says which of its files the output holds as made (none unless given). */
  const updateAfter = (
    last: ReturnType<typeof updateSearchIndex>,
    pages: ReturnType<typeof asPages>,
    { available = () => false }: { available?: (path: string, digest: string) => boolean } = {},
  ) => updateSearchIndex({ pages, versions, previous: last.state, previousEntries: entriesFrom(last), available });
  const scratch = (pages: readonly SearchPage[]) => contentsOf(updateSearchIndex({ pages: asPages(pages), versions, previous: undefined }).files);
  const many = Array.from({ length: 60 }, (_, index) =>
    doc(`/p/${String(index).padStart(2, '0')}`, `Page ${index}`, `<p>Text of page ${index}, about otters.</p>`),
  );

  it("gives what a build from nothing gives, reading only the changed page's record; the kept pages come from the last index", () => {
    const first = updateSearchIndex({ pages: asPages(many), versions, previous: undefined });
    const edited = many.map((page, index) => (index === 30 ? doc(page.url, 'Page 30', '<p>Now about walruses and otters.</p>') : page));
    const reads: string[] = [];
    const next = updateAfter(first, asPages(edited, { reads, rendered: (url) => url === '/p/30' }));
    expect(reads).toEqual(['/p/30']);
    expect(contentsOf(next.files)).toEqual(scratch(edited));
    const written = next.files.filter((file) => !first.files.some((before) => before.path === file.path));
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(next.files.length / 2);
    // With the last files in the output, those the edit left as they were are kept, not made again.
    const keeping = updateAfter(first, asPages(edited, { rendered: (url) => url === '/p/30' }), { available: () => true });
    expect(keeping.kept.size).toBeGreaterThan(next.files.length / 2);
    expect(keeping.files.filter((file) => !keeping.kept.has(file.path)).map((file) => file.path)).toEqual(
      expect.arrayContaining(written.map((file) => file.path)),
    );
  });

  it("makes again only the term files whose terms' postings changed: an edit of one section keeps the files of the page's other terms", () => {
    const animals = 'alpaca bison camel dingo eland ferret gecko heron ibis jackal koala lemur';
    const page30 = (notes: string) => doc('/p/30', 'Page 30', `<p>${animals}</p><h2 id="notes">Notes</h2><p>${notes}</p>`);
    const before = many.map((page, index) => (index === 30 ? page30('Otters swim') : page));
    const after = many.map((page, index) => (index === 30 ? page30('Otters swim quickly') : page));
    const first = updateSearchIndex({ pages: asPages(before), versions, previous: undefined });
    expect(contentsOf(updateAfter(first, asPages(after, { rendered: (url) => url === '/p/30' })).files)).toEqual(scratch(after));
    const next = updateAfter(first, asPages(after, { rendered: (url) => url === '/p/30' }), { available: () => true });
    const madeTerms = next.files
      .filter((file) => file.path.includes('/t.') && !next.kept.has(file.path))
      .flatMap((file) => Object.keys(JSON.parse(file.contents) as Record<string, unknown>));
    expect(madeTerms.length).toBeGreaterThan(0);
    // The Notes section's terms (notes, otters, swim, quickly) and those sharing their files; none of the animals'.
    expect(madeTerms.filter((term) => !/^[noqs]/.test(term))).toEqual([]);
  });

  it('gives what a build from nothing gives when an edit splits a group of terms into files of longer keys, and joins them again', () => {
    const stateOf = (result: ReturnType<typeof updateSearchIndex>) => [...result.state.termFiles];
    const fromNothing = (pages: readonly SearchPage[]) => updateSearchIndex({ pages: asPages(pages), versions, previous: undefined });
    const words = Array.from({ length: 2500 }, (_, index) => `ot${index.toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}x`);
    const first = fromNothing(many);
    const grown = many.map((page, index) => (index === 30 ? doc(page.url, 'Page 30', `<p>${words.join(' ')}</p>`) : page));
    const afterGrowth = updateAfter(first, asPages(grown, { rendered: (url) => url === '/p/30' }), { available: () => true });
    expect(stateOf(afterGrowth)).toEqual(stateOf(fromNothing(grown)));
    expect(stateOf(afterGrowth).map(([key]) => key)).toEqual(expect.arrayContaining(['ota', 'otz']));
    expect(contentsOf(updateAfter(first, asPages(grown, { rendered: (url) => url === '/p/30' })).files)).toEqual(scratch(grown));
    const shrunk = updateAfter(afterGrowth, asPages(many, { rendered: (url) => url === '/p/30' }), { available: () => true });
    expect(stateOf(shrunk)).toEqual(stateOf(first));
  });

  it('gives what a build from nothing gives when a page comes or goes, renumbering the others', () => {
    const first = updateSearchIndex({ pages: asPages(many), versions, previous: undefined });
    const added = [...many, doc('/p/30a', 'Page 30a', '<p>A page between.</p>')];
    const reads: string[] = [];
    const withNew = updateAfter(first, asPages(added, { reads, rendered: (url) => url === '/p/30a' }));
    expect(reads).toEqual(['/p/30a']);
    expect(contentsOf(withNew.files)).toEqual(scratch(added));
    const removed = many.filter((page) => page.url !== '/p/10');
    const without = updateAfter(first, asPages(removed, { rendered: () => false }));
    expect(contentsOf(without.files)).toEqual(scratch(removed));
  });

  it('asks for the records it cannot do without: none without a last state, and a kept page whose page file is gone', () => {
    const kept = asPages(many, { rendered: () => false });
    expect(() => updateSearchIndex({ pages: kept, versions, previous: undefined })).toThrow(RecordsNeeded);
    const first = updateSearchIndex({ pages: asPages(many), versions, previous: undefined });
    const edited = many.map((page, index) => (index === 30 ? doc(page.url, 'Page 30', '<p>Walruses.</p>') : page));
    try {
      updateSearchIndex({ pages: asPages(edited, { rendered: (url) => url === '/p/30' }), versions, previous: first.state, previousEntries: () => undefined });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RecordsNeeded);
      expect((error as RecordsNeeded).urls.length).toBeGreaterThan(0);
      expect((error as RecordsNeeded).urls).not.toContain('/p/30');
    }
  });

  it('keeps the postings of a term past the cap, so dropping a page brings back the next heaviest', () => {
    const common = Array.from({ length: MAX_POSTINGS + 5 }, (_, index) => doc(`/q/${String(index).padStart(5, '0')}`, `Q ${index}`, '<p>common</p>'));
    const first = updateSearchIndex({ pages: asPages(common), versions, previous: undefined });
    expect(first.state.postings.get('common')!.length).toBe((MAX_POSTINGS + 5) * 2);
    const edited = common.map((page, index) => (index === 0 ? doc(page.url, 'Q 0', '<p>rare</p>') : page));
    const next = updateAfter(first, asPages(edited));
    expect(contentsOf(next.files)).toEqual(scratch(edited));
  });
});

describe('an indexed page as text', () => {
  it('reads back as it was written, its entry as written', () => {
    const page = indexedPageOf(site[1]!.record);
    const text = encodeIndexedPage(page);
    expect(decodeIndexedPage(text)).toEqual(page);
    expect(text.endsWith(page.entry)).toBe(true);
  });

  it('is refused when it is not one, or its counts do not match its postings', () => {
    expect(decodeIndexedPage('{"not":"a page"}')).toBeUndefined();
    expect(decodeIndexedPage('a\u0001b\n1,1\n5\n[]')).toBeUndefined();
    expect(decodeIndexedPage('a\n2\n5,x\n[]')).toBeUndefined();
    expect(decodeIndexedPage('a\n2\n5,,6\n[]')).toBeUndefined();
    expect(decodeIndexedPage('a\u0001b\n1,2\n5,1031,7\n[]')).toEqual({ terms: ['a', 'b'], counts: [1, 2], postings: [5, 1031, 7], entry: '[]' });
    expect(decodeIndexedPage('\n\n\n[]')).toEqual({ terms: [], counts: [], postings: [], entry: '[]' });
  });
});

/**
 * Stage "search index" (pure): the pages' search records → the static files
 * the search dialog reads, under `assets/search/`. Made for large sites: a
 * query fetches the small root file, the one or two term files its words
 * fall in, and the page files of the results it shows, never the whole index.
 *
 *   index.json       the root (the only name that stays the same from build
 *                    to build): the term files by the start of their terms,
 *                    the page files by page number, the versions' page ranges
 *   t.<hash>.json    terms starting alike → their postings: for each section
 *                    holding the term, its page (as the gap from the last
 *                    one), its section and the term's weight there
 *   p.<hash>.json    a few consecutive pages: URL, title, and each section's
 *                    anchor, title, text, badge and detail
 *
 * Pages are numbered version by version (newest first, as the manifest
 * lists versions), then the pages outside versioned docs, each group in URL
 * order, so a version is a range of numbers and the dialog can keep to the
 * version being read without fetching anything. Term and page files are
 * named by their content and grouped by what they hold, not by their size.
 *
 * An update starts from the last one's state (every term's postings in full,
 * and what each file was made from): when the pages are the same list, only
 * the postings of the pages whose records changed are replaced, and only the
 * files those postings or pages are in are made again; the others are kept
 * as they are. Whatever it starts from, it gives the files a build from
 * nothing gives.
 */
import type { OutputFile } from '../fs/output-file.js';
import { digestOf } from '../fs/digest.js';
import { sameItems } from '../shared/same-items.js';
import { SEARCH_DIR, SEARCH_INDEX_FORMAT, SEARCH_ROOT_FILE, type SearchRoot, type SearchRootVersion } from '../shared/search-index-files.js';
import type { PageSearchRecord } from './page-record.js';

export interface SearchPage extends SearchRecordFacts {
  /** The page's URL, as links on the site write it: `/docs/guide/install`. */
  readonly url: string;
  /** The docs version a doc or category page belongs to; undefined for the other pages. */
  readonly version: string | undefined;
  /** Stands for the record: two records with one digest are the same. */
  readonly digest: string;
  /**
   * The page as the index takes it, for a page rendered now; undefined for a page kept from the last
   * build, whose entry and postings the update takes from the last index (it asks for the records it
   * cannot do without: see {@link RecordsNeeded}).
   */
  readonly record: (() => IndexedPage) | undefined;
}

/** The update cannot go on without the records of these pages (their URLs): render them, and update again. */
export class RecordsNeeded extends Error {
  constructor(readonly urls: readonly string[]) {
    super(`The search index needs the records of ${urls.length} pages`);
  }
}

/**
 * A page's search record as the index takes it, made on the render threads
 * (and stored in the build cache) so that the index is put together without
 * encoding or decoding the text again: the page's entry of its page file, as
 * JSON, and its postings, term by term.
 */
export interface IndexedPage {
  /** JSON of `[title, sections]`: its page file entry, without the URL. */
  readonly entry: string;
  /** Its terms, */
  readonly terms: readonly string[];
  /** how many postings each has, */
  readonly counts: readonly number[];
  /** and those postings, term after term: `section << 8 | weight`, in section order. */
  readonly postings: readonly number[];
}

export function indexedPageOf(record: PageSearchRecord): IndexedPage {
  const byTerm = new Map<string, number[]>();
  record.sections.forEach((section, sectionIndex) => {
    for (const [term, weight] of section.terms) {
      let list = byTerm.get(term);
      if (list === undefined) byTerm.set(term, (list = []));
      list.push((sectionIndex << 8) | weight);
    }
  });
  const sections = record.sections.map((section) => {
    const entry = [section.anchor, section.title, section.text];
    if (section.badge !== undefined || section.detail !== undefined) entry.push(section.badge ?? '', section.detail ?? '');
    return entry;
  });
  const terms: string[] = [];
  const counts: number[] = [];
  const postings: number[] = [];
  for (const [term, list] of byTerm) {
    terms.push(term);
    counts.push(list.length);
    for (const posting of list) postings.push(posting);
  }
  return { entry: JSON.stringify([record.title, sections]), terms, counts, postings };
}

/**
 * An indexed page as text, as the build cache stores it and the render threads send it: its terms, their
 * counts and its postings on a line each, then its entry (JSON, which holds no line break). Its entry is
 * stored as written, not encoded again as a JSON string.
 */
export function encodeIndexedPage(page: IndexedPage): string {
  return `${page.terms.join('\u0001')}\n${page.counts.join(',')}\n${page.postings.join(',')}\n${page.entry}`;
}

/** undefined for text that is not an encoded page. */
export function decodeIndexedPage(text: string): IndexedPage | undefined {
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  const third = text.indexOf('\n', second + 1);
  if (third === -1) return undefined;
  const terms = first === 0 ? [] : text.slice(0, first).split('\u0001');
  const counts = wholeNumbers(text, first + 1, second);
  const postings = wholeNumbers(text, second + 1, third);
  if (counts === undefined || postings === undefined) return undefined;
  if (counts.length !== terms.length || counts.reduce((sum, count) => sum + count, 0) !== postings.length) return undefined;
  return { terms, counts, postings, entry: text.slice(third + 1) };
}

/**
 * The comma-separated whole numbers between two offsets of a text, undefined for anything else: read digit by
 * digit, without a string for each (a site's postings are millions of numbers, all read back at the end of a build).
 */
function wholeNumbers(text: string, from: number, to: number): number[] | undefined {
  const numbers: number[] = [];
  if (from === to) return numbers;
  let value = 0;
  let digits = 0;
  for (let at = from; at <= to; at++) {
    const code = at === to ? COMMA : text.charCodeAt(at);
    if (code === COMMA) {
      if (digits === 0) return undefined;
      numbers.push(value);
      value = 0;
      digits = 0;
    } else if (code >= DIGIT_0 && code <= DIGIT_0 + 9) {
      value = value * 10 + code - DIGIT_0;
      digits++;
    } else {
      return undefined;
    }
  }
  return numbers;
}

const COMMA = 44;
const DIGIT_0 = 48;

/** What the index needs to know of a record without reading it. */
export interface SearchRecordFacts {
  readonly sections: number;
  /** What its sections' text weighs in a page file (about). */
  readonly textBytes: number;
}

/** What the build cache records of a page's search record: its digest, and what the index needs to know of it without reading it. */
export type RecordedSearchPage = SearchRecordFacts & { readonly digest: string };

export function factsOf(record: PageSearchRecord): SearchRecordFacts {
  return { sections: record.sections.length, textBytes: record.sections.reduce((bytes, section) => bytes + section.text.length + 40, 0) };
}

export type SearchVersion = Omit<SearchRootVersion, 'from' | 'to'>;

/** What an update leaves for the next one. */
export interface SearchIndexState {
  /** The pages in page order, with what the index took of each. */
  readonly pages: ReadonlyArray<{
    readonly url: string;
    readonly version: string | undefined;
    readonly digest: string;
    readonly sections: number;
    readonly textBytes: number;
  }>;
  /** Every term's postings in full (the files hold at most {@link MAX_POSTINGS}): pairs of page and `section << 8 | weight`, in page and section order. */
  readonly postings: ReadonlyMap<string, Int32Array>;
  /** Each term file by its key: the digest of its contents and of the terms it holds. */
  readonly termFiles: ReadonlyMap<string, { readonly digest: string; readonly terms: string }>;
  /** The digest of each page file's contents, in page order. */
  readonly pageFiles: readonly string[];
  readonly pagesPerFile: number;
}

/** A file of the index: its path and digest, and its contents (none for a file kept from the output: see `kept`). */
export interface SearchIndexFile {
  readonly path: string;
  readonly digest: string;
  readonly contents: string;
}

/** The most postings a term keeps (its heaviest): a word on every page tells little, and must not weigh a query down. */
export const MAX_POSTINGS = 2_000;
/** A term file bigger than this is split by one more character of its terms. */
const TERM_FILE_BYTES = 24_000;
/** Term files are keyed by the first character of their terms, more where that holds too much. */
const FIRST_KEY_LENGTH = 1;
const MAX_KEY_LENGTH = 6;
/** Page files hold about this much text; how many pages that is depends on the site, not on any one page. */
const PAGE_FILE_BYTES = 24_000;

/** What an update is given. */
export interface SearchIndexUpdate {
  readonly pages: readonly SearchPage[];
  readonly versions: readonly SearchVersion[];
  readonly previous: SearchIndexState | undefined;
  /**
   * The entries (JSON) of the last index's page file `file` as the output holds them, undefined when it cannot
   * give them: pages kept from the last build take their entries from there.
   */
  readonly previousEntries?: (file: number) => readonly string[] | undefined;
  /** Whether the output holds a file of the last index as it was made: only those are kept, the others made again. */
  readonly available?: (path: string, digest: string) => boolean;
}

/** A file of the updated index, and whether it is one of the last index's, kept as the output holds it (its contents then empty). */
export type UpdatedSearchFile = SearchIndexFile & { readonly kept: boolean };

/**
 * The index of `pages`, updated from `previous` where it can be, all at once: its files in path order, the
 * paths of those kept from the output, and the state for the next update. See {@link searchIndexFiles}.
 */
export function updateSearchIndex(update: SearchIndexUpdate): {
  readonly files: SearchIndexFile[];
  readonly kept: ReadonlySet<string>;
  readonly state: SearchIndexState;
} {
  const files: SearchIndexFile[] = [];
  const kept = new Set<string>();
  const made = searchIndexFiles(update);
  for (let next = made.next(); ; next = made.next()) {
    if (next.done === true) return { files: files.sort((a, b) => (a.path < b.path ? -1 : 1)), kept, state: next.value };
    const { kept: isKept, ...file } = next.value;
    files.push(file);
    if (isKept) kept.add(file.path);
  }
}

/**
 * The files of the index of `pages`, updated from `previous` where it can be, one at a time, so that a large
 * site's files need not all be held at once; returns the state for the next update. Throws
 * {@link RecordsNeeded} when pages without a record cannot be taken from the last index, before any file.
 */
export function* searchIndexFiles({
  pages,
  versions,
  previous,
  previousEntries = () => undefined,
  available = () => true,
}: SearchIndexUpdate): Generator<UpdatedSearchFile, SearchIndexState> {
  const order = new Map(versions.map((version, index) => [version.name, index]));
  const groupOf = (page: SearchPage) => (page.version === undefined ? versions.length : (order.get(page.version) ?? versions.length));
  const sorted = [...pages].sort((a, b) => groupOf(a) - groupOf(b) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));

  // Each page's number in the last index, when it was there with the same record.
  const before = new Map(previous?.pages.map((page, index) => [`${page.version ?? ''}\n${page.url}`, index]));
  const oldIndexOf = sorted.map((page) => {
    const index = before.get(`${page.version ?? ''}\n${page.url}`);
    return index !== undefined && previous!.pages[index]!.digest === page.digest ? index : undefined;
  });
  const needed = sorted.flatMap((page, index) => (oldIndexOf[index] === undefined && page.record === undefined ? [page.url] : []));
  if (needed.length > 0) throw new RecordsNeeded(needed);

  const pageFacts = sorted.map(({ url, version, digest, sections, textBytes }) => ({ url, version, digest, sections, textBytes }));
  const textBytes = pageFacts.reduce((sum, page) => sum + page.textBytes, 0);
  // A power of two, so that the site's pages growing or shrinking a little does not regroup every file.
  const fitting = PAGE_FILE_BYTES / Math.max(1, textBytes / Math.max(1, sorted.length));
  const pagesPerFile = 2 ** Math.max(0, Math.min(5, Math.floor(Math.log2(Math.max(1, fitting)))));

  // A page's entry: from its record, else from the last index's page file (read once each).
  const lastFiles = new Map<number, readonly string[] | undefined>();
  const lastEntryOf = (index: number): string | undefined => {
    const old = oldIndexOf[index]!;
    const file = Math.floor(old / previous!.pagesPerFile);
    if (!lastFiles.has(file)) lastFiles.set(file, previousEntries(file));
    return lastFiles.get(file)?.[old % previous!.pagesPerFile];
  };
  // A record is read once, when its page file is made (a page whose record changed is never in a kept file), and
  // not kept: a site's records at once are more than the index made of them. Its postings are taken then too.
  const arriving = new GrowingPostings();
  const entryOf = (index: number): string => {
    const page = sorted[index]!;
    if (page.record === undefined) return lastEntryOf(index)!;
    const record = page.record();
    if (oldIndexOf[index] === undefined) arriving.add(index, record);
    return pageEntryOf(page.url, record);
  };
  // Each page file holds the same pages with the same records as one of the last index's files, which the
  // output still holds (that file is kept), or is made: every page of it then needs its entry.
  const groups: Array<{ readonly start: number; readonly end: number; readonly kept: string | undefined }> = [];
  for (let start = 0, file = 0; start < sorted.length; start += pagesPerFile, file++) {
    const end = Math.min(sorted.length, start + pagesPerFile);
    let kept = previous !== undefined && previous.pagesPerFile === pagesPerFile ? previous.pageFiles[file] : undefined;
    for (let index = start; kept !== undefined && index < end; index++) if (oldIndexOf[index] !== index) kept = undefined;
    if (kept !== undefined && (Math.min(previous!.pages.length, start + pagesPerFile) !== end || !available(pageFilePath(kept), kept))) kept = undefined;
    groups.push({ start, end, kept });
  }
  const missing = groups.flatMap(({ start, end, kept }) => {
    if (kept !== undefined) return [];
    const urls: string[] = [];
    for (let index = start; index < end; index++) if (sorted[index]!.record === undefined && lastEntryOf(index) === undefined) urls.push(sorted[index]!.url);
    return urls;
  });
  if (missing.length > 0) throw new RecordsNeeded(missing);
  const pageFiles: string[] = [];
  for (const { start, end, kept } of groups) {
    if (kept !== undefined) {
      pageFiles.push(kept);
      yield indexFile('p', kept, '', true);
      continue;
    }
    const entries: string[] = [];
    for (let index = start; index < end; index++) entries.push(entryOf(index));
    const made = `[${entries.join(',')}]`;
    const digest = digestOf(made);
    pageFiles.push(digest);
    yield indexFile('p', digest, made, false);
  }
  const { postings, dirty } = postingsFor({ count: sorted.length, previous, oldIndexOf, arriving });

  const termFiles = new Map<string, { digest: string; terms: string }>();
  // A group none of whose key's terms changed holds the terms it held (which terms share a key, and how a
  // key's terms are split, depends on those terms alone): its names need not be digested to know it.
  const touchedKeys = dirty === undefined ? undefined : keyPrefixesOf(dirty);
  for (const [key, terms] of groupTerms(postings)) {
    const last = dirty === undefined ? undefined : previous?.termFiles.get(key);
    const names = last !== undefined && !touchedKeys!.has(key) ? last.terms : digestOf(terms.join('\n'));
    if (last !== undefined && last.terms === names && !terms.some((term) => dirty!.has(term)) && available(termFilePath(last.digest), last.digest)) {
      termFiles.set(key, last);
      yield indexFile('t', last.digest, '', true);
    } else {
      const made = termFileContents(terms, postings);
      const digest = digestOf(made);
      termFiles.set(key, { digest, terms: names });
      yield indexFile('t', digest, made, false);
    }
  }

  const ranges = versions.flatMap((version, index) => {
    const from = sorted.findIndex((page) => groupOf(page) === index);
    if (from === -1) return [];
    let to = from;
    while (to < sorted.length && groupOf(sorted[to]!) === index) to++;
    return [{ ...version, from, to }];
  });
  const root: SearchRoot = {
    format: SEARCH_INDEX_FORMAT,
    sections: pageFacts.reduce((sum, page) => sum + page.sections, 0),
    terms: Object.fromEntries([...termFiles].map(([key, file]) => [key, hashOf(file.digest)])),
    pages: pageFiles.map(hashOf),
    pagesPerFile,
    versions: ranges,
  };
  const rootContents = JSON.stringify(root);
  yield { path: SEARCH_ROOT_FILE, digest: digestOf(rootContents), contents: rootContents, kept: false };
  return { pages: pageFacts, postings, termFiles, pageFiles, pagesPerFile };
}

/** The index of `pages` from nothing, every file with its contents: what `docs-gen dev` serves, and the tests read. */
export function buildSearchIndex({
  pages,
  versions,
}: {
  pages: ReadonlyArray<{ readonly url: string; readonly version: string | undefined; readonly record: PageSearchRecord }>;
  versions: readonly SearchVersion[];
}): OutputFile[] {
  const { files } = updateSearchIndex({
    pages: pages.map((page) => ({ url: page.url, version: page.version, digest: '', record: () => indexedPageOf(page.record), ...factsOf(page.record) })),
    versions,
    previous: undefined,
  });
  return files.map((file) => ({ path: file.path, contents: file.contents }));
}

/** A file's name holds the first characters of its contents' digest. */
function hashOf(digest: string): string {
  return digest.slice(0, 12);
}

function indexFile(prefix: 't' | 'p', digest: string, contents: string, kept: boolean): UpdatedSearchFile {
  return { path: indexFilePath(prefix, digest), digest, contents, kept };
}

/** A term (`t`) or page (`p`) file's path: named by the start of its contents' digest. */
function indexFilePath(prefix: 't' | 'p', digest: string): string {
  return `${SEARCH_DIR}${prefix}.${hashOf(digest)}.json`;
}

/** The path of the page file whose contents have `digest`. */
export function pageFilePath(digest: string): string {
  return indexFilePath('p', digest);
}

function termFilePath(digest: string): string {
  return indexFilePath('t', digest);
}

/** A page's entry of its page file: `[url, title, sections]` (see `SearchPageEntry`), as JSON. */
function pageEntryOf(url: string, page: IndexedPage): string {
  return `[${JSON.stringify(url)},${page.entry.slice(1)}`;
}

/**
 * Posting lists filled page by page: each an Int32Array doubled as it fills, half the memory of a number
 * array (and none of its copying into a typed array at the end).
 */
class GrowingPostings {
  private readonly lists = new Map<string, { items: Int32Array; length: number }>();

  /** A page's postings added, as page `pageIndex`. */
  add(pageIndex: number, page: IndexedPage): void {
    let at = 0;
    page.terms.forEach((term, index) => {
      const count = page.counts[index]!;
      let list = this.lists.get(term);
      if (list === undefined) this.lists.set(term, (list = { items: new Int32Array(Math.max(4, count * 2)), length: 0 }));
      if (list.length + count * 2 > list.items.length) {
        const grown = new Int32Array(Math.max(list.items.length * 2, list.length + count * 2));
        grown.set(list.items.subarray(0, list.length));
        list.items = grown;
      }
      for (const end = at + count; at < end; at++) {
        list.items[list.length++] = pageIndex;
        list.items[list.length++] = page.postings[at]!;
      }
    });
  }

  /** Each term's list, trimmed to its length; a list is let go once given. */
  *take(): Generator<[term: string, list: Int32Array]> {
    for (const [term, list] of this.lists) {
      this.lists.delete(term);
      yield [term, list.items.slice(0, list.length)];
    }
  }
}

/**
 * Every term's postings: the last index's, where the pages kept their numbers and records, with those of the
 * pages whose records changed replaced; renumbered when pages came, went or moved; from the records alone
 * without a last index. `dirty`: the terms whose postings changed, undefined when every one may have.
 */
function postingsFor({
  count,
  previous,
  oldIndexOf,
  arriving,
}: {
  count: number;
  previous: SearchIndexState | undefined;
  oldIndexOf: ReadonlyArray<number | undefined>;
  /** The postings of the pages without a number in the last index. */
  arriving: GrowingPostings;
}): { postings: Map<string, Int32Array>; dirty: Set<string> | undefined } {
  const fresh = oldIndexOf.flatMap((old, index) => (old === undefined ? [index] : []));
  const samePlaces = previous !== undefined && previous.pages.length === count && oldIndexOf.every((old, index) => old === undefined || old === index);
  if (samePlaces) {
    // Only the changed pages' postings are replaced; lists holding none of them stay as they are, and so
    // does a list where they are what they were (an edit of one section leaves the others' terms alone).
    const postings = new Map(previous.postings);
    const leaving = new Set(fresh);
    const removed = new Map<string, number[]>();
    for (const [term, list] of previous.postings) {
      if (!fresh.some((page) => holdsPage(list, page))) continue;
      const kept: number[] = [];
      const gone: number[] = [];
      for (let at = 0; at < list.length; at += 2) (leaving.has(list[at]!) ? gone : kept).push(list[at]!, list[at + 1]!);
      removed.set(term, gone);
      if (kept.length === 0) postings.delete(term);
      else postings.set(term, Int32Array.from(kept));
    }
    const dirty = new Set<string>();
    for (const [term, added] of arriving.take()) {
      const gone = removed.get(term);
      removed.delete(term);
      if (gone !== undefined && sameItems(gone, added)) postings.set(term, previous.postings.get(term)!);
      else {
        dirty.add(term);
        postings.set(term, mergeByPage(postings.get(term), added));
      }
    }
    for (const term of removed.keys()) dirty.add(term);
    return { postings, dirty };
  }
  // Pages came, went or moved: every kept posting is renumbered (pages keep their order, so lists stay in
  // page order), and the new pages' are merged in.
  const moved = new Map<string, Int32Array>();
  if (previous !== undefined) {
    const newIndexOf = new Int32Array(previous.pages.length).fill(-1);
    oldIndexOf.forEach((old, index) => {
      if (old !== undefined) newIndexOf[old] = index;
    });
    for (const [term, list] of previous.postings) {
      const kept: number[] = [];
      for (let at = 0; at < list.length; at += 2) {
        const page = newIndexOf[list[at]!]!;
        if (page !== -1) kept.push(page, list[at + 1]!);
      }
      if (kept.length > 0) moved.set(term, Int32Array.from(kept));
    }
  }
  for (const [term, added] of arriving.take()) moved.set(term, mergeByPage(moved.get(term), added));
  return { postings: moved, dirty: undefined };
}

function holdsPage(list: Int32Array, page: number): boolean {
  let low = 0;
  let high = list.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle * 2]!;
    if (at === page) return true;
    if (at < page) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Two posting lists in page order as one (their pages are apart). */
function mergeByPage(list: Int32Array | undefined, added: Int32Array): Int32Array {
  if (list === undefined) return added;
  const merged = new Int32Array(list.length + added.length);
  let a = 0;
  let b = 0;
  let out = 0;
  while (a < list.length || b < added.length) {
    if (b >= added.length || (a < list.length && list[a]! < added[b]!)) {
      merged[out++] = list[a++]!;
      merged[out++] = list[a++]!;
    } else {
      merged[out++] = added[b++]!;
      merged[out++] = added[b++]!;
    }
  }
  return merged;
}

/** A term file: each term's heaviest postings, in page order, as triples of page gap, section and weight. */
function termFileContents(terms: readonly string[], postings: ReadonlyMap<string, Int32Array>): string {
  const entries: Record<string, number[]> = {};
  for (const term of terms) {
    const list = postings.get(term)!;
    const pairs = list.length / 2 > MAX_POSTINGS ? heaviest(list, MAX_POSTINGS) : list;
    const triples: number[] = [];
    let previousPage = 0;
    for (let at = 0; at < pairs.length; at += 2) {
      triples.push(pairs[at]! - previousPage, pairs[at + 1]! >> 8, pairs[at + 1]! & 255);
      previousPage = pairs[at]!;
    }
    entries[term] = triples;
  }
  return JSON.stringify(entries);
}

/**
 * The `count` heaviest postings of a list, back in page order (ties keep the earlier page). Weights are
 * 1–255: the lightest weight that is kept is found by counting, and no list is sorted.
 */
function heaviest(list: Int32Array, count: number): Int32Array {
  const perWeight = new Uint32Array(256);
  for (let at = 1; at < list.length; at += 2) perWeight[list[at]! & 255]!++;
  let lightest = 255;
  let heavier = 0;
  while (lightest > 0 && heavier + perWeight[lightest]! < count) heavier += perWeight[lightest--]!;
  // Every posting heavier than `lightest` is kept, and the first of those as heavy as it until `count` are.
  let room = count - heavier;
  const out = new Int32Array(count * 2);
  let written = 0;
  for (let at = 0; at < list.length; at += 2) {
    const weight = list[at + 1]! & 255;
    if (weight > lightest || (weight === lightest && room-- > 0)) {
      out[written++] = list[at]!;
      out[written++] = list[at + 1]!;
    }
  }
  return out;
}

/** What a term takes in its file, about: the file's size decides whether its group is split. */
function termBytes(term: string, list: Int32Array): number {
  return term.length + 4 + Math.min(list.length / 2, MAX_POSTINGS) * 9;
}

/** Every key a group of these terms could have: each term's first one to MAX_KEY_LENGTH characters. */
function keyPrefixesOf(terms: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const term of terms) {
    const characters = [...term];
    for (let length = 1; length <= Math.min(MAX_KEY_LENGTH, characters.length); length++) keys.add(characters.slice(0, length).join(''));
  }
  return keys;
}

/**
 * Terms grouped into files by their first characters: one, or more for a
 * group too big for one file. A term shorter than its group's key length
 * stays in the group of its own (shorter) start. Terms in sorted order.
 */
function groupTerms(postings: ReadonlyMap<string, Int32Array>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const place = (terms: readonly string[], keyLength: number) => {
    const byKey = new Map<string, string[]>();
    for (const term of terms) {
      const key = [...term].slice(0, keyLength).join('');
      let group = byKey.get(key);
      if (group === undefined) byKey.set(key, (group = []));
      group.push(term);
    }
    for (const [key, group] of byKey) {
      const bytes = group.reduce((sum, term) => sum + termBytes(term, postings.get(term)!), 0);
      const longer = group.filter((term) => [...term].length > keyLength);
      if (bytes <= TERM_FILE_BYTES || keyLength >= MAX_KEY_LENGTH || longer.length === 0) {
        groups.set(key, group);
        continue;
      }
      const own = group.filter((term) => [...term].length <= keyLength);
      if (own.length > 0) groups.set(key, own);
      place(longer, keyLength + 1);
    }
  };
  place([...postings.keys()].sort(), FIRST_KEY_LENGTH);
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)));
}

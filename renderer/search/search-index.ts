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
 * named by their content and grouped by what they hold, not by their size,
 * so an edit of one page changes the root, that page's file and the term
 * files of the terms it gained or lost, and leaves the rest in place.
 */
import type { OutputFile } from '../emit/write-site.js';
import { digestOf } from '../pipeline/cache-files.js';
import {
  SEARCH_DIR,
  SEARCH_INDEX_FORMAT,
  SEARCH_ROOT_FILE,
  type SearchPageEntry,
  type SearchRoot,
  type SearchRootVersion,
} from '../shared/search-index-files.js';
import type { PageSearchRecord } from './page-record.js';

export interface SearchPage {
  /** The page's URL, as links on the site write it: `/docs/guide/install`. */
  readonly url: string;
  /** The docs version a doc or category page belongs to; undefined for the other pages. */
  readonly version: string | undefined;
  readonly record: PageSearchRecord;
}

export type SearchVersion = Omit<SearchRootVersion, 'from' | 'to'>;

/** The most postings a term keeps (its heaviest): a word on every page tells little, and must not weigh a query down. */
export const MAX_POSTINGS = 2_000;
/** A term file bigger than this is split by one more character of its terms. */
const TERM_FILE_BYTES = 24_000;
/** Term files are keyed by the first character of their terms, more where that holds too much. */
const FIRST_KEY_LENGTH = 1;
const MAX_KEY_LENGTH = 6;
/** Page files hold about this much text; how many pages that is depends on the site, not on any one page. */
const PAGE_FILE_BYTES = 12_000;

export function buildSearchIndex({ pages, versions }: { pages: readonly SearchPage[]; versions: readonly SearchVersion[] }): OutputFile[] {
  const order = new Map(versions.map((version, index) => [version.name, index]));
  const groupOf = (page: SearchPage) => (page.version === undefined ? versions.length : (order.get(page.version) ?? versions.length));
  const sorted = [...pages].sort((a, b) => groupOf(a) - groupOf(b) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));

  const files: OutputFile[] = [];
  const named = (prefix: string, contents: string) => {
    const hash = digestOf(contents).slice(0, 12);
    files.push({ path: `${SEARCH_DIR}${prefix}.${hash}.json`, contents });
    return hash;
  };

  const textBytes = sorted.reduce((sum, page) => sum + page.record.sections.reduce((bytes, section) => bytes + section.text.length + 40, 0), 0);
  // A power of two, so that the site's pages growing or shrinking a little does not regroup every file.
  const fitting = PAGE_FILE_BYTES / Math.max(1, textBytes / Math.max(1, sorted.length));
  const pagesPerFile = 2 ** Math.max(0, Math.min(5, Math.floor(Math.log2(Math.max(1, fitting)))));
  const pageFiles: string[] = [];
  for (let start = 0; start < sorted.length; start += pagesPerFile) {
    const entries = sorted.slice(start, start + pagesPerFile).map(
      (page): SearchPageEntry => [
        page.url,
        page.record.title,
        page.record.sections.map((section) => {
          const entry = [section.anchor, section.title, section.text];
          if (section.badge !== undefined || section.detail !== undefined) entry.push(section.badge ?? '', section.detail ?? '');
          return entry;
        }),
      ],
    );
    pageFiles.push(named('p', JSON.stringify(entries)));
  }

  const termFiles: Record<string, string> = {};
  for (const [key, terms] of groupTerms(postingsOf(sorted))) termFiles[key] = named('t', JSON.stringify(Object.fromEntries(terms)));

  const ranges = versions.flatMap((version, index) => {
    const from = sorted.findIndex((page) => groupOf(page) === index);
    if (from === -1) return [];
    let to = from;
    while (to < sorted.length && groupOf(sorted[to]!) === index) to++;
    return [{ ...version, from, to }];
  });
  const root: SearchRoot = {
    format: SEARCH_INDEX_FORMAT,
    sections: sorted.reduce((sum, page) => sum + page.record.sections.length, 0),
    terms: termFiles,
    pages: pageFiles,
    pagesPerFile,
    versions: ranges,
  };
  files.push({ path: SEARCH_ROOT_FILE, contents: JSON.stringify(root) });
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Every term's postings in page order, gaps between pages, at most {@link MAX_POSTINGS} (the heaviest) each. */
function postingsOf(pages: readonly SearchPage[]): Map<string, readonly number[]> {
  const raw = new Map<string, number[]>();
  pages.forEach((page, pageIndex) => {
    page.record.sections.forEach((section, sectionIndex) => {
      for (const [term, weight] of Object.entries(section.terms)) {
        let list = raw.get(term);
        if (list === undefined) raw.set(term, (list = []));
        list.push(pageIndex, sectionIndex, weight);
      }
    });
  });
  const postings = new Map<string, readonly number[]>();
  for (const term of [...raw.keys()].sort()) {
    let list = raw.get(term)!;
    if (list.length > MAX_POSTINGS * 3) list = heaviest(list, MAX_POSTINGS);
    const gaps: number[] = [];
    let previousPage = 0;
    for (let index = 0; index < list.length; index += 3) {
      gaps.push(list[index]! - previousPage, list[index + 1]!, list[index + 2]!);
      previousPage = list[index]!;
    }
    postings.set(term, gaps);
  }
  return postings;
}

/** The `count` heaviest postings of a flat triple list, back in page order (ties keep the earlier page). */
function heaviest(list: readonly number[], count: number): number[] {
  const indexes = Array.from({ length: list.length / 3 }, (_, index) => index * 3);
  indexes.sort((a, b) => list[b + 2]! - list[a + 2]! || a - b);
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .flatMap((index) => [list[index]!, list[index + 1]!, list[index + 2]!]);
}

/**
 * Terms grouped into files by their first characters: two, or more for a
 * group too big for one file. A term shorter than its group's key length
 * stays in the group of its own (shorter) start.
 */
function groupTerms(postings: ReadonlyMap<string, readonly number[]>): Map<string, Array<[string, readonly number[]]>> {
  const groups = new Map<string, Array<[string, readonly number[]]>>();
  const place = (entries: Array<[string, readonly number[]]>, keyLength: number) => {
    const byKey = new Map<string, Array<[string, readonly number[]]>>();
    for (const entry of entries) {
      const key = [...entry[0]].slice(0, keyLength).join('');
      let group = byKey.get(key);
      if (group === undefined) byKey.set(key, (group = []));
      group.push(entry);
    }
    for (const [key, group] of byKey) {
      const bytes = group.reduce((sum, [term, list]) => sum + term.length + 4 + list.length * 3, 0);
      const longer = group.filter(([term]) => [...term].length > keyLength);
      if (bytes <= TERM_FILE_BYTES || keyLength >= MAX_KEY_LENGTH || longer.length === 0) {
        groups.set(key, group);
        continue;
      }
      const own = group.filter(([term]) => [...term].length <= keyLength);
      if (own.length > 0) groups.set(key, own);
      place(longer, keyLength + 1);
    }
  };
  place([...postings], FIRST_KEY_LENGTH);
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)));
}

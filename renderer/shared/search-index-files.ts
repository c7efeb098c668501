/**
 * The files of the search index, as the build writes them
 * (renderer/search/search-index.ts) and the search dialog reads them
 * (theme/components/Search/search-engine.ts).
 */

/** Output folder of the index; its root keeps this name from build to build, every other file is named by its content. */
export const SEARCH_DIR = 'assets/search/';
export const SEARCH_ROOT_FILE = `${SEARCH_DIR}index.json`;
/** Bump when the files' layout changes: the dialog refuses a root of another format. */
export const SEARCH_INDEX_FORMAT = 1;

/** The root file. */
export interface SearchRoot {
  readonly format: number;
  /** Sections in the index, for the terms' rarity (idf). */
  readonly sections: number;
  /** Start of terms → hash of the term file (`t.<hash>.json`) holding them; a term is in the file of the longest start it has. */
  readonly terms: Readonly<Record<string, string>>;
  /** Hashes of the page files (`p.<hash>.json`) in page order, each holding `pagesPerFile` pages. */
  readonly pages: readonly string[];
  readonly pagesPerFile: number;
  /** Each version's pages, `[from, to)`; pages in none belong to no version. */
  readonly versions: ReadonlyArray<SearchRootVersion>;
  /** `docs-gen dev` only: pages changed since this index was made, and a new one is being made. */
  readonly updating?: boolean;
}

export interface SearchRootVersion {
  readonly name: string;
  readonly label: string;
  /** The version shown at the docs root, which pages outside versioned docs search. */
  readonly isLast: boolean;
  readonly from: number;
  readonly to: number;
}

/** A term file: each term → its postings, flat triples (gap from the last page, section, weight 1–255). */
export type TermFile = Readonly<Record<string, readonly number[]>>;

/** One page in a page file: a section being `[anchor, title, text]`, or with `badge` and `detail` after them. */
export type SearchPageEntry = readonly [url: string, title: string, sections: ReadonlyArray<readonly string[]>];

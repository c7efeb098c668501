/**
 * What the build cache's index records (pipeline/build-cache.ts): each doc's
 * parse results (content/site-doc.ts), and each output file's key, digest and stamp.
 */
import type { RecordedSearchPage } from '../search/search-index.js';
import type { CachedDoc } from '../content/site-doc.js';

/** What an output file was made from (`key`) and what it holds (`digest`). */
export interface OutputFileRecord {
  readonly key: string;
  readonly digest: string;
  /** What lstat said of the file once it was in place (fs/file-stamp.ts): while it says the same, the file is not read to check its digest. */
  readonly stamp?: string;
  /**
   * For a page, a key of what `key` is computed from (the site, the manifest,
   * its route and doc): while it is the same, so is `key`, and the page need
   * not be planned to know it.
   */
  readonly inputs?: string;
  /** For a page, the files its HTML refers to that were made with it (its fragments file): kept and replaced with it. */
  readonly companions?: readonly string[];
  /** For a page the search index holds, what its search record was (its digest) and what the index needs to know of it. */
  readonly search?: RecordedSearchPage;
}

export interface OutputRecord {
  /** The output folder, absolute. */
  readonly dir: string;
  /** By path relative to it. */
  readonly files: Readonly<Record<string, OutputFileRecord>>;
}

export interface CacheIndex {
  readonly docs: Record<string, CachedDoc>;
  readonly output: OutputRecord | undefined;
}

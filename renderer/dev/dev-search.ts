/**
 * The search index in `docs-gen dev`: the build's index of the pages as they
 * are now, made in the background when the dialog asks for it and after each
 * change, a few pages at a time so the server keeps answering. Until it is
 * made again, the dialog gets the last one, its root marked `updating`
 * (which the dialog says, asking again shortly); the term and page files of
 * the last index stay served, their names being their contents.
 */
import type { OutputFile } from '../fs/output-file.js';
import type { PageSearchRecord } from '../search/page-record.js';
import { buildSearchIndex, type SearchVersion } from '../search/search-index.js';
import type { SearchablePage } from '../search/searchable-pages.js';
import { SEARCH_DIR, SEARCH_INDEX_FORMAT, SEARCH_ROOT_FILE, type SearchRoot } from '../shared/search-index-files.js';

export interface DevSearchInput {
  /** Worked out only when an index is made: an update costs nothing more for search. */
  readonly pages: () => readonly SearchablePage[];
  readonly versions: readonly SearchVersion[];
  /** A page's record, rendering it if it is not yet; undefined for a page that does not render. */
  readonly recordOf: (page: SearchablePage) => PageSearchRecord | undefined;
}

export interface DevSearch {
  /** The site changed (or has no search, with undefined): the index is behind until made again. */
  changed(input: DevSearchInput | undefined): void;
  /** A file of the index; asking for the root starts making an index of the pages as they are now, if it is behind. */
  read(file: string): Uint8Array | undefined;
  /** The index's files, once it is made for the pages as they are now. */
  paths(): string[];
  /** Makes the index of the pages as they are now, if it is behind. */
  ready(): Promise<void>;
}

/** Pages read between two turns of the event loop while the index is made. */
const PAGES_PER_TURN = 20;

export function createDevSearch(): DevSearch {
  let input: DevSearchInput | undefined;
  let generation = 0;
  let made: { readonly generation: number; readonly files: ReadonlyMap<string, Uint8Array> } | undefined;
  let making: Promise<void> | undefined;

  const current = () => made !== undefined && made.generation === generation;

  async function make(): Promise<void> {
    while (input !== undefined && !current()) {
      const started = generation;
      const { versions, recordOf } = input;
      const pages = input.pages();
      const read: Array<{ url: string; version: string | undefined; record: PageSearchRecord }> = [];
      for (let index = 0; index < pages.length && started === generation; index++) {
        if (index > 0 && index % PAGES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        const page = pages[index]!;
        const record = recordOf(page);
        if (record !== undefined) read.push({ url: page.url, version: page.version, record });
      }
      if (started !== generation) continue;
      const files = buildSearchIndex({ pages: read, versions });
      made = { generation: started, files: new Map(files.map((file: OutputFile) => [file.path, Buffer.from(file.contents)])) };
    }
  }

  const ready = (): Promise<void> => {
    if (input === undefined || current()) return Promise.resolve();
    making ??= make().finally(() => {
      making = undefined;
    });
    return making;
  };

  return {
    changed(next) {
      input = next;
      generation++;
      if (next === undefined) made = undefined;
    },
    read(file) {
      if (input === undefined || !file.startsWith(SEARCH_DIR)) return undefined;
      if (file !== SEARCH_ROOT_FILE) return made?.files.get(file);
      if (current()) return made!.files.get(file);
      void ready().catch(() => {});
      // A small site's index is made before the first turn of the event loop: it is current already.
      if (current()) return made!.files.get(file);
      const last = made?.files.get(file);
      const root: SearchRoot =
        last === undefined
          ? { format: SEARCH_INDEX_FORMAT, sections: 0, terms: {}, pages: [], pagesPerFile: 1, versions: [], updating: true }
          : { ...(JSON.parse(Buffer.from(last).toString('utf8')) as SearchRoot), updating: true };
      return Buffer.from(JSON.stringify(root));
    },
    paths() {
      return current() ? [...made!.files.keys()] : [];
    },
    ready,
  };
}

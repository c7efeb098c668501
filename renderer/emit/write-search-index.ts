/**
 * Stage "search index" of a build (I/O): the index of the searchable pages
 * (search/search-index.ts), made from the state the last build left and the
 * records of the pages rendered now, written into the new generation file by
 * file as it is made.
 */
import type { Diagnostic } from '../diagnostics/types.js';
import type { SiteWriter } from './write-site.js';
import type { TextSpool } from './text-spool.js';
import { createWriteWindow } from './write-window.js';
import { decodeIndexedPage, pageFilePath, RecordsNeeded, type SearchIndexState, type SearchVersion, searchIndexFiles } from '../search/search-index.js';
import type { SearchablePage } from '../search/searchable-pages.js';

export interface SearchStage {
  readonly pages: readonly SearchablePage[];
  readonly versions: readonly SearchVersion[];
  readonly previous: () => Promise<SearchIndexState | undefined>;
}

/**
 * Stage "search index": the index of the searchable pages, updated from the state the last build left it in
 * with the records of the pages rendered now; pages kept from the last build are taken from the last index.
 * Files the update leaves as they were are kept from the current output; the others are written. When the
 * last index cannot give what a kept page needs (no state, or its page file is gone from the output), that
 * page is rendered again for its record.
 */
export async function writeSearchIndex({
  search,
  writer,
  records,
  rerender,
}: {
  search: SearchStage;
  writer: SiteWriter;
  records: TextSpool;
  rerender: (routes: readonly SearchablePage['route'][]) => Promise<Diagnostic[]>;
}): Promise<{ readonly state: SearchIndexState | undefined; readonly failures: readonly Diagnostic[] }> {
  const previous = await search.previous();
  const previousEntries = (file: number): string[] | undefined => {
    const digest = previous?.pageFiles[file];
    const contents = digest === undefined ? undefined : writer.currentContents(pageFilePath(digest), digest);
    try {
      return contents === undefined ? undefined : (JSON.parse(contents) as unknown[]).map((entry) => JSON.stringify(entry));
    } catch {
      return undefined;
    }
  };
  const update = () =>
    searchIndexFiles({
      pages: search.pages.map((page) => {
        const recorded = writer.recordOf(page.route.outputFile)?.search;
        if (recorded === undefined) throw new Error(`No search record for ${page.route.path}`);
        const rendered = records.has(page.route.outputFile);
        return {
          url: page.url,
          version: page.version,
          ...recorded,
          record: !rendered
            ? undefined
            : () => {
                const text = records.get(page.route.outputFile);
                const record = text === undefined ? undefined : decodeIndexedPage(text);
                if (record === undefined) throw new Error(`The search record of ${page.route.path} does not read back`);
                return record;
              },
        };
      }),
      versions: search.versions,
      previous,
      previousEntries,
      available: (path, digest) => writer.isCurrent(path, digest),
    });
  // Each round renders the pages the last one could not do without; a second is rare, a third never needed.
  for (let round = 0; ; round++) {
    const made = update();
    let next: ReturnType<typeof made.next>;
    try {
      next = made.next();
    } catch (error) {
      if (!(error instanceof RecordsNeeded) || round === 2) throw error;
      const byUrl = new Map(search.pages.map((page) => [page.url, page.route]));
      const failures = await rerender(error.urls.map((url) => byUrl.get(url)!));
      if (failures.length > 0) return { state: undefined, failures };
      continue;
    }
    // Written as they are made, a few at a time, so that the index's files are never all in memory at once, and
    // the next file is made while the last ones are written (one by one, the writes left this thread idle a third
    // of the stage). A file the update left as it was is kept as the output holds it; the others are written (or
    // kept, when equal).
    const writes = createWriteWindow(WRITES_IN_FLIGHT);
    for (; next.done !== true; next = made.next()) {
      const file = next.value;
      if (file.kept) writer.keep(file.path);
      else await writes.add(writer.writeIfChanged({ path: file.path, contents: file.contents }, file.digest));
    }
    await writes.done();
    return { state: next.value, failures: [] };
  }
}

/** Index files written at once: enough to keep the disk busy while the next is made, few enough to hold in memory. */
const WRITES_IN_FLIGHT = 8;

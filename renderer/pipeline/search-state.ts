/**
 * The build cache's search index state (search/search-index.ts
 * `SearchIndexState`): what the next build updates the index from.
 *
 *   search-index.state   line 1: {"format","fingerprint","metaBytes","crc"};
 *                        then the state's JSON (pages, files, each term with
 *                        its postings' length), then the postings as 32-bit
 *                        integers, term after term
 *
 * The postings are most of it (tens of megabytes on a large site): kept as
 * raw integers they are read without being parsed, and checked with a
 * CRC-32 of the whole body rather than a cryptographic digest. A state of
 * other code, or damaged, is not used: the index is then made from nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { writeFileAtomicSync } from '../fs/atomic-write.js';
import type { SearchIndexState } from '../search/search-index.js';

export const SEARCH_STATE_FILE = 'search-index.state';
const FORMAT = 1;

interface StateMeta {
  readonly pages: SearchIndexState['pages'];
  readonly pagesPerFile: number;
  readonly pageFiles: readonly string[];
  readonly termFiles: ReadonlyArray<readonly [key: string, digest: string, terms: string]>;
  /** Each term and the number of integers of its postings, in the order the postings follow. */
  readonly terms: ReadonlyArray<readonly [term: string, length: number]>;
}

export async function readSearchState(dir: string, fingerprint: string): Promise<SearchIndexState | undefined> {
  try {
    const bytes = await readFile(path.join(dir, SEARCH_STATE_FILE));
    const newline = bytes.indexOf(0x0a);
    const header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as { format?: unknown; fingerprint?: unknown; metaBytes?: unknown; crc?: unknown };
    const body = bytes.subarray(newline + 1);
    if (header.format !== FORMAT || header.fingerprint !== fingerprint || typeof header.metaBytes !== 'number' || crc32(body) !== header.crc) return undefined;
    const meta = JSON.parse(body.subarray(0, header.metaBytes).toString('utf8')) as StateMeta;
    // Copied once into a buffer of its own: a view of 32-bit integers needs an aligned start.
    const integers = new Int32Array(body.subarray(header.metaBytes).buffer.slice(body.byteOffset + header.metaBytes, body.byteOffset + body.length));
    const postings = new Map<string, Int32Array>();
    let at = 0;
    for (const [term, length] of meta.terms) {
      postings.set(term, integers.subarray(at, at + length));
      at += length;
    }
    if (at !== integers.length) return undefined;
    return {
      pages: meta.pages,
      postings,
      termFiles: new Map(meta.termFiles.map(([key, digest, terms]) => [key, { digest, terms }])),
      pageFiles: meta.pageFiles,
      pagesPerFile: meta.pagesPerFile,
    };
  } catch {
    return undefined;
  }
}

export function writeSearchState(dir: string, fingerprint: string, state: SearchIndexState): void {
  const terms = [...state.postings].map(([term, list]) => [term, list.length] as const);
  const meta: StateMeta = {
    pages: state.pages,
    pagesPerFile: state.pagesPerFile,
    pageFiles: state.pageFiles,
    termFiles: [...state.termFiles].map(([key, file]) => [key, file.digest, file.terms] as const),
    terms,
  };
  const metaBytes = Buffer.from(JSON.stringify(meta));
  const integers = new Int32Array(terms.reduce((sum, [, length]) => sum + length, 0));
  let at = 0;
  for (const list of state.postings.values()) {
    integers.set(list, at);
    at += list.length;
  }
  const postingBytes = new Uint8Array(integers.buffer, integers.byteOffset, integers.byteLength);
  // The body's CRC, continued from its first part into the second: the parts are written as they are.
  const crc = crc32(postingBytes, crc32(metaBytes));
  const header = Buffer.from(`${JSON.stringify({ format: FORMAT, fingerprint, metaBytes: metaBytes.length, crc })}\n`);
  writeFileAtomicSync(path.join(dir, SEARCH_STATE_FILE), [header, metaBytes, postingBytes]);
}

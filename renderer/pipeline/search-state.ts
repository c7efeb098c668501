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
  // The postings are not copied into one array (a large site's are hundreds of megabytes): the CRC is taken
  // list by list, and they are written through a small buffer.
  let crc = crc32(metaBytes);
  for (const list of state.postings.values()) crc = crc32(bytesOf(list), crc);
  const header = Buffer.from(`${JSON.stringify({ format: FORMAT, fingerprint, metaBytes: metaBytes.length, crc })}\n`);
  writeFileAtomicSync(path.join(dir, SEARCH_STATE_FILE), chunked([header, metaBytes], state.postings.values()));
}

function bytesOf(list: Int32Array): Uint8Array {
  return new Uint8Array(list.buffer, list.byteOffset, list.byteLength);
}

/**
 * `first`, then the lists' bytes one after the other in parts of up to {@link WRITE_CHUNK_BYTES}, made in one
 * buffer: each part must be written before the next is asked for.
 */
function* chunked(first: readonly Uint8Array[], lists: Iterable<Int32Array>): Generator<Uint8Array> {
  yield* first;
  const chunk = new Uint8Array(WRITE_CHUNK_BYTES);
  let filled = 0;
  for (const list of lists) {
    const bytes = bytesOf(list);
    for (let at = 0; at < bytes.length; ) {
      const taken = Math.min(bytes.length - at, chunk.length - filled);
      chunk.set(bytes.subarray(at, at + taken), filled);
      filled += taken;
      at += taken;
      if (filled === chunk.length) {
        yield chunk;
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

const WRITE_CHUNK_BYTES = 1024 * 1024;

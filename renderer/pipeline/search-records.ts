/**
 * The build cache's search records: what the search index holds of each
 * page, by the digest of the page's HTML it was read from. A warm build
 * renders only the pages that changed; the index is made of their new
 * records and of the records of the pages it kept, found here by the
 * digest their HTML is recorded with. A record is a function of its page's
 * HTML (and of docs-gen's code, which the fingerprint covers), so it is
 * never stale while the digest matches.
 *
 *   search-records.json   line 1: {"format","fingerprint","digest"}; then
 *                         the records by HTML digest
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomicSync } from '../fs/atomic-write.js';
import type { PageSearchRecord } from '../search/page-record.js';
import { digestOf } from './cache-files.js';

export const SEARCH_RECORDS_FILE = 'search-records.json';
const FORMAT = 1;

export interface SearchRecordStore {
  get(htmlDigest: string): PageSearchRecord | undefined;
  set(htmlDigest: string, record: PageSearchRecord): void;
  /** Writes the records of these digests (the pages of the new output), dropping the others. */
  save(live: ReadonlySet<string>): void;
}

/** The store in `dir`, read once when first asked; without `dir` (`--no-cache`), one that lives as long as the build. */
export function openSearchRecords({ dir, fingerprint }: { dir: string | undefined; fingerprint: string }): () => Promise<SearchRecordStore> {
  let opened: Promise<SearchRecordStore> | undefined;
  return () => {
    opened ??= (async () => {
      const records = dir === undefined ? new Map<string, PageSearchRecord>() : await readRecords(path.join(dir, SEARCH_RECORDS_FILE), fingerprint);
      return {
        get: (digest) => records.get(digest),
        set: (digest, record) => void records.set(digest, record),
        save(live) {
          if (dir === undefined) return;
          const kept = [...live].sort().flatMap((digest) => {
            const record = records.get(digest);
            return record === undefined ? [] : [[digest, record] as const];
          });
          const body = Buffer.from(JSON.stringify(Object.fromEntries(kept)));
          const header = Buffer.from(`${JSON.stringify({ format: FORMAT, fingerprint, digest: digestOf(body) })}\n`);
          writeFileAtomicSync(path.join(dir, SEARCH_RECORDS_FILE), Buffer.concat([header, body]));
        },
      };
    })();
    return opened;
  };
}

/** The records of a file written by this code, intact; none otherwise (the pages they are missing for are rendered again). */
async function readRecords(file: string, fingerprint: string): Promise<Map<string, PageSearchRecord>> {
  try {
    const bytes = await readFile(file);
    const newline = bytes.indexOf(0x0a);
    const header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as { format?: unknown; fingerprint?: unknown; digest?: unknown };
    const body = bytes.subarray(newline + 1);
    if (header.format !== FORMAT || header.fingerprint !== fingerprint || header.digest !== digestOf(body)) return new Map();
    return new Map(Object.entries(JSON.parse(body.toString('utf8')) as Record<string, PageSearchRecord>));
  } catch {
    return new Map();
  }
}

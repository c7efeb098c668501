/**
 * The build cache's index changes a little from one warm build to the next
 * (the edited doc, the files written again) but is tens of megabytes on a
 * large site: encoding and writing it whole took a third of a second of a
 * 10,000-page rebuild. A build that changes little appends what changed to a
 * journal beside the index instead, and the next build reads the index, then
 * applies the journal's records in order.
 *
 *   index.journal   line 1: `base <digest of the index body it applies to>`;
 *                   then one record a line: `<digest of the JSON> <JSON>`
 *
 * A journal made for another index body (one rewritten since) is ignored, and
 * reading stops at the first record whose digest does not match (an append a
 * killed build left half written): the index is then as that record's build
 * found it, which a build treats as any older cache (it parses and renders
 * more). Either way, and once the journal has grown past a quarter of the
 * index, the next save writes the index whole and removes the journal.
 */
import type { CacheIndex, OutputFileRecord } from './cache-records.js';
import type { CachedDoc } from '../content/site-doc.js';
import { digestOf } from '../fs/digest.js';

/** What one build changed in the index. */
export interface IndexChanges {
  /** Docs new to the index, by parse key. */
  readonly docs: Readonly<Record<string, CachedDoc>>;
  readonly removedDocs: readonly string[];
  /** Output files new or recorded differently, by path. */
  readonly files: Readonly<Record<string, OutputFileRecord>>;
  readonly removedFiles: readonly string[];
}

/** A journal records changes of one output folder's files; a build into another folder writes the index whole. */
export function changesBetween(before: CacheIndex, after: CacheIndex): IndexChanges | undefined {
  if (before.output?.dir !== after.output?.dir) return undefined;
  const docs: Record<string, CachedDoc> = {};
  for (const [key, doc] of Object.entries(after.docs)) {
    const was = Object.hasOwn(before.docs, key) ? before.docs[key] : undefined;
    if (was === undefined || was.info !== doc.info || !equalJson(was.tree, doc.tree)) docs[key] = doc;
  }
  const removedDocs = Object.keys(before.docs).filter((key) => !Object.hasOwn(after.docs, key));
  const beforeFiles = before.output?.files ?? {};
  const afterFiles = after.output?.files ?? {};
  const files: Record<string, OutputFileRecord> = {};
  for (const [file, record] of Object.entries(afterFiles)) {
    if (!Object.hasOwn(beforeFiles, file) || !equalJson(beforeFiles[file], record)) files[file] = record;
  }
  const removedFiles = Object.keys(beforeFiles).filter((file) => !Object.hasOwn(afterFiles, file));
  return { docs, removedDocs, files, removedFiles };
}

export function isEmpty(changes: IndexChanges): boolean {
  return (
    changes.removedDocs.length === 0 && changes.removedFiles.length === 0 && Object.keys(changes.docs).length === 0 && Object.keys(changes.files).length === 0
  );
}

/** The index after `changes`, made in place: the index read from disk is this build's own. */
export function applyChanges(index: CacheIndex, changes: IndexChanges): CacheIndex {
  const docs = index.docs;
  for (const key of changes.removedDocs) delete docs[key];
  Object.assign(docs, changes.docs);
  if (index.output === undefined) return { docs, output: undefined };
  const files = index.output.files as Record<string, OutputFileRecord>;
  for (const file of changes.removedFiles) delete files[file];
  Object.assign(files, changes.files);
  return { docs, output: index.output };
}

export function journalStart(baseDigest: string): string {
  return `base ${baseDigest}\n`;
}

export function journalRecord(changes: IndexChanges): string {
  const json = JSON.stringify(changes);
  return `${digestOf(json)} ${json}\n`;
}

/**
 * The records of a journal, in order, as far as they are intact; `complete` is false when the journal
 * was made for another index body or a record is damaged (what follows it is not read).
 */
export function readJournal(text: string, baseDigest: string): { readonly records: readonly IndexChanges[]; readonly complete: boolean } {
  const lines = text.split('\n');
  if (lines[0] !== `base ${baseDigest}`) return { records: [], complete: false };
  const records: IndexChanges[] = [];
  // The text ends with a newline: its last piece is empty unless an append was cut short.
  for (const line of lines.slice(1, -1)) {
    const space = line.indexOf(' ');
    const json = line.slice(space + 1);
    if (space === -1 || line.slice(0, space) !== digestOf(json)) return { records, complete: false };
    records.push(JSON.parse(json) as IndexChanges);
  }
  return { records, complete: lines.at(-1) === '' };
}

/** Equality of JSON values (what the index holds): the same primitives, arrays and plain objects. */
function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => equalJson(item, b[index]));
  if (Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => equalJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

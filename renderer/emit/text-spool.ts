/**
 * Texts a build needs again at its end, kept in a file rather than in memory:
 * each page's search record is written here as its page is rendered and read
 * back by the search index stage. A large site's records are hundreds of
 * megabytes; the file costs a write and a read of each, from the page cache.
 *
 * The file is named like a file being written (`temporaryPathFor`), so that
 * one left by a killed build is recognised and removed as a leftover.
 */
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { diskFullPointForTests } from '../fs/crash-point.js';

export interface TextSpool {
  /** Keeps `text` under `key` (a key given again is kept again, the last text read back). */
  put(key: string, text: string): void;
  /** Whether a text is kept under `key`. */
  has(key: string): boolean;
  /** The text kept under `key`, undefined for none. */
  get(key: string): string | undefined;
  /** Removes the file; the spool is not used again. */
  close(): void;
}

export function openTextSpool(file: string): TextSpool {
  // Opened only when the first text comes: a build that renders nothing makes no file.
  let descriptor: number | undefined;
  let size = 0;
  const places = new Map<string, { readonly at: number; readonly bytes: number }>();
  return {
    put(key, text) {
      descriptor ??= openSync(file, 'w+', 0o600);
      const bytes = Buffer.from(text, 'utf8');
      const open = descriptor;
      diskFullPointForTests('render', () => writeSync(open, bytes, 0, bytes.length >> 1, size));
      for (let written = 0; written < bytes.length; ) written += writeSync(descriptor, bytes, written, bytes.length - written, size + written);
      places.set(key, { at: size, bytes: bytes.length });
      size += bytes.length;
    },
    has: (key) => places.has(key),
    get(key) {
      const place = places.get(key);
      if (place === undefined || descriptor === undefined) return undefined;
      const bytes = Buffer.allocUnsafe(place.bytes);
      for (let read = 0; read < place.bytes; ) {
        const got = readSync(descriptor, bytes, read, place.bytes - read, place.at + read);
        if (got === 0) throw new Error(`${file} ended before the text of ${key}`);
        read += got;
      }
      return bytes.toString('utf8');
    },
    close() {
      if (descriptor !== undefined) closeSync(descriptor);
      descriptor = undefined;
      places.clear();
      rmSync(file, { force: true });
    },
  };
}

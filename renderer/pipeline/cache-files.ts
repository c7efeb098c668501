/**
 * The files of the build cache, each verifiable on its own: every stored
 * body tree has its digest recorded beside its place. Readers verify before
 * they use anything, so a truncated, edited or foreign file is a miss,
 * never a wrong page.
 */
import { closeSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { diskFullPointForTests } from '../fs/crash-point.js';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Root as HastRoot } from 'hast';
import type { TreeRef } from '../content/site-doc.js';
import { digestOf } from '../fs/digest.js';

export const PACKS_DIR = 'packs';

/**
 * Appends body trees to one pack file per thread and build: creating a file
 * costs far more than appending to one, and a site has thousands of trees.
 */
export interface TreePackWriter {
  write(tree: HastRoot): TreeRef;
  close(): void;
}

let packWriters = 0;

export function createTreePackWriter(cacheDir: string, buildId: string): TreePackWriter {
  const pack = `${buildId}-${threadId}-${packWriters++}.pack`;
  let fd: number | undefined;
  let offset = 0;
  return {
    write(tree) {
      if (fd === undefined) {
        mkdirSync(path.join(cacheDir, PACKS_DIR), { recursive: true });
        fd = openSync(path.join(cacheDir, PACKS_DIR, pack), 'w');
      }
      const bytes = Buffer.from(JSON.stringify(tree));
      const opened = fd;
      diskFullPointForTests('parse', () => writeSync(opened, bytes, 0, bytes.length >> 1, offset));
      writeSync(fd, bytes, 0, bytes.length, offset);
      const ref = { pack, offset, length: bytes.length, digest: digestOf(bytes) };
      offset += bytes.length;
      return ref;
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

/** Reads and verifies a stored tree; undefined when it is gone or does not match its digest. */
export function readTree(cacheDir: string, ref: TreeRef): HastRoot | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path.join(cacheDir, PACKS_DIR, path.basename(ref.pack)), 'r');
    const bytes = Buffer.alloc(ref.length);
    if (readSync(fd, bytes, 0, ref.length, ref.offset) !== ref.length || digestOf(bytes) !== ref.digest) return undefined;
    const tree = JSON.parse(bytes.toString('utf8')) as HastRoot;
    return tree.type === 'root' ? tree : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The files of the build cache, each verifiable on its own: every stored
 * body tree has its digest recorded beside its place. Readers verify before
 * they use anything, so a truncated, edited or foreign file is a miss,
 * never a wrong page.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { diskFullPointForTests } from '../fs/crash-point.js';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Root as HastRoot } from 'hast';

export function digestOf(contents: string | Uint8Array): string {
  return createHash('sha1').update(contents).digest('hex');
}

/** One key for several inputs; the separator keeps ['ab', 'c'] and ['a', 'bc'] apart. */
export function keyOf(...parts: readonly string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * A digest of plain data (objects, arrays, Maps, Sets, primitives, and what
 * has a toJSON, such as a Date), without the properties named in `omit`:
 * two values built the same way have the same digest when they read the same
 * through every path of properties, entries and elements but those. An
 * object reached twice (a Map of the objects an array holds) is written
 * once, then referred to by the order in which it was first met.
 */
export function digestOfData(value: unknown, { omit = new Set<string>() }: { omit?: ReadonlySet<string> } = {}): string {
  const seen = new Map<object, number>();
  // JSON.stringify walks the data natively; the replacer only writes what JSON would lose, under keys plain data may not use.
  // It calls the replacer for every property: the common case, a primitive, returns at once.
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    const first = seen.get(item);
    if (first !== undefined) return { [SEEN_TAG]: first };
    seen.set(item, seen.size);
    if (item instanceof Map) return { [MAP_TAG]: [...item] };
    if (item instanceof Set) return { [SET_TAG]: [...item] };
    if (Array.isArray(item)) return item;
    const prototype = Object.getPrototypeOf(item);
    if (prototype !== Object.prototype && prototype !== null)
      throw new Error(`Cannot digest an instance of ${prototype?.constructor?.name ?? 'a class'}: only plain data`);
    if (TAGS.some((tag) => Object.hasOwn(item, tag)))
      throw new Error(`Cannot digest an object with a property named like ${TAGS.map((tag) => JSON.stringify(tag)).join(', ')}`);
    for (const key of omit) {
      if (Object.hasOwn(item, key)) return Object.fromEntries(Object.entries(item).filter(([name]) => !omit.has(name)));
    }
    return item;
  });
  return digestOf(json ?? 'undefined');
}

const SEEN_TAG = '\0seen';
const MAP_TAG = '\0Map';
const SET_TAG = '\0Set';
const TAGS = [SEEN_TAG, MAP_TAG, SET_TAG];

export const PACKS_DIR = 'packs';

/** Where a body tree is stored: a byte range of a pack file, and the digest of those bytes. */
export interface TreeRef {
  /** File name under packs/: `<build>-<thread>-<writer>.pack`. */
  readonly pack: string;
  readonly offset: number;
  readonly length: number;
  readonly digest: string;
}

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

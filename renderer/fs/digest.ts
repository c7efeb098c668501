/** Digests of file contents, of several inputs as one key, and of plain data: what the build cache and the writer compare. */
import { createHash } from 'node:crypto';

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

/**
 * A map made again after a change, costing what changed rather than its
 * size. A dev edit of one page of a 10,000-page site rebuilt the manifest's
 * maps of docs, files and routes entry by entry, which took longer than
 * everything else the edit changed.
 *
 * `MapUpdate` is told every entry of the new map, in order, and compares
 * each with the previous map's. The result is the previous map itself when
 * nothing differs, else the previous map with the differing entries laid
 * over it (`LayeredMap`), which reads as a `Map` updated in place would:
 * replaced entries keep their place, new ones come last. Layers are folded
 * into one plain map once a few have piled up, so a lookup stays a few map
 * lookups.
 *
 * Entries that are not told again are not noticed as gone: when the caller
 * cannot rule that out (a doc was removed), it asks for a map built afresh.
 */
const MAX_LAYERS = 8;

class LayeredMap<K, V> implements ReadonlyMap<K, V> {
  constructor(
    readonly below: ReadonlyMap<K, V>,
    /** The entries that differ from `below`'s, and the new ones. */
    readonly changes: ReadonlyMap<K, V>,
    readonly size: number,
    readonly layers: number,
  ) {}

  get(key: K): V | undefined {
    return this.changes.has(key) ? this.changes.get(key) : this.below.get(key);
  }

  has(key: K): boolean {
    return this.changes.has(key) || this.below.has(key);
  }

  *entries(): MapIterator<[K, V]> {
    for (const entry of this.below) yield this.changes.has(entry[0]) ? [entry[0], this.changes.get(entry[0])!] : entry;
    for (const entry of this.changes) if (!this.below.has(entry[0])) yield entry;
  }

  *keys(): MapIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }
}

export class MapUpdate<K, V> {
  private readonly changes = new Map<K, V>();
  private added = 0;

  /**
   * `previous`: the map this one is an update of. `afresh`: some of its keys may be gone, or there is
   * none: every entry is kept, and the result is a new plain map.
   */
  constructor(
    private readonly previous: ReadonlyMap<K, V> | undefined,
    private readonly afresh: boolean,
  ) {}

  /** The new map's entry of `key`; a key told twice keeps the last value, in the place of the first. */
  set(key: K, value: V): void {
    if (this.afresh || this.previous === undefined) {
      this.changes.set(key, value);
      return;
    }
    const before = this.previous.get(key);
    if (before === value && (value !== undefined || this.previous.has(key))) {
      // Told again as it was: forget an earlier value of this run.
      this.changes.delete(key);
      return;
    }
    if (!this.changes.has(key) && before === undefined && !this.previous.has(key)) this.added++;
    this.changes.set(key, value);
  }

  /** The new map: the previous one when nothing differs. */
  result(): ReadonlyMap<K, V> {
    const { previous, changes } = this;
    if (this.afresh || previous === undefined) return changes;
    if (changes.size === 0) return previous;
    const layers = previous instanceof LayeredMap ? previous.layers + 1 : 1;
    const layered = new LayeredMap<K, V>(previous, changes, previous.size + this.added, layers);
    // Folded into one map once lookups would walk too many layers, or the changes are most of the map.
    return layers > MAX_LAYERS || changes.size * 4 > previous.size ? new Map(layered) : layered;
  }
}

/** The keys whose entries differ between `old` and `now`, when `now` was made from `old` by one update; undefined otherwise. */
export function changedKeys<K, V>(old: ReadonlyMap<K, V>, now: ReadonlyMap<K, V>): Iterable<K> | undefined {
  if (old === now) return [];
  return now instanceof LayeredMap && now.below === old ? now.changes.keys() : undefined;
}

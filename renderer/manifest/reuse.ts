/**
 * Keeps the objects of the last manifest where a new one equals them.
 *
 * A dev edit builds the manifest again from the docs' parse results, most of
 * which did not change. Each route, sidebar item, category index and version
 * the new manifest makes is looked up by its place (`route:/guide/install`,
 * a sidebar item's folder or config field) among the objects the last run
 * made there: when it has the same fields, the old object is used instead.
 * The later stages then tell what changed by identity (`old === new`), and
 * a sidebar's unchanged categories are the same objects in both manifests.
 *
 * Equal means the same keys in the same order (JSON and render keys depend
 * on it) with the same values: nested arrays and objects one level down are
 * compared by their elements' identity, which is how the manifest's parts
 * nest (a category's items are themselves reused first).
 */
export interface ReuseScope {
  take<T>(place: string, value: T): T;
  derive<T>(place: string, inputs: unknown, make: () => T): T;
}

export class Reuse implements ReuseScope {
  private readonly made = new Map<string, unknown>();

  constructor(private readonly before: ReadonlyMap<string, unknown> = new Map()) {}

  /** `value`, or the object made at `place` last time when it is equal. */
  take<T>(place: string, value: T): T {
    const old = this.before.get(place);
    const kept = old !== undefined && sameFields(old, value, 2) ? (old as T) : value;
    this.made.set(place, kept);
    return kept;
  }

  /** What `make` gives from `inputs`: made again only when they differ from the inputs of the last run at `place`. */
  derive<T>(place: string, inputs: unknown, make: () => T): T {
    const old = this.before.get(place) as { inputs: unknown; value: T } | undefined;
    const kept = old !== undefined && sameFields(old.inputs, inputs, 2) ? old : { inputs, value: make() };
    this.made.set(place, kept);
    return kept.value;
  }

  /** The same, with every place under `prefix` (a docs version's). */
  within(prefix: string): ReuseScope {
    return {
      take: (place, value) => this.take(`${prefix}\u0000${place}`, value),
      derive: (place, inputs, make) => this.derive(`${prefix}\u0000${place}`, inputs, make),
    };
  }

  /** What this run made, for the next to compare with. */
  objects(): ReadonlyMap<string, unknown> {
    return this.made;
  }
}

function sameFields(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, at) => sameFields(item, b[at], depth - 1));
  }
  // Only plain objects: a Map or Set of the same keys may hold other entries.
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key, at) => key === keysB[at] && sameFields((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth - 1))
  );
}

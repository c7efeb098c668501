import { describe, expect, it } from 'vitest';
import { changedKeys, MapUpdate } from './map-update.js';

/** The map `entries` make as an update of `previous`. */
function update<V>(previous: ReadonlyMap<string, V> | undefined, entries: ReadonlyArray<[string, V]>, afresh = false): ReadonlyMap<string, V> {
  const made = new MapUpdate(previous, afresh);
  for (const [key, value] of entries) made.set(key, value);
  return made.result();
}

const BIG = new Map(Array.from({ length: 20 }, (_, at) => [`k${at}`, at] as [string, number]));

describe('a map made as an update of another', () => {
  it('accepts the same entries: the previous map itself', () => {
    expect(update(BIG, [...BIG])).toBe(BIG);
    expect(changedKeys(BIG, BIG)).toEqual([]);
  });

  it('reads as the previous map updated in place: a changed entry keeps its place, a new one comes last', () => {
    const made = update(BIG, [...BIG, ['k3', 33], ['new', 99]]);
    const expected = new Map(BIG).set('k3', 33).set('new', 99);
    expect(made).not.toBe(BIG);
    expect([...made]).toEqual([...expected]);
    expect([...made.keys()]).toEqual([...expected.keys()]);
    expect([...made.values()]).toEqual([...expected.values()]);
    expect(made.size).toBe(21);
    expect([made.get('k3'), made.get('k4'), made.get('new'), made.get('none')]).toEqual([33, 4, 99, undefined]);
    expect([made.has('new'), made.has('k0'), made.has('none')]).toEqual([true, true, false]);
    const seen: string[] = [];
    made.forEach((value, key) => {
      seen.push(`${key}=${value}`);
    });
    expect(seen).toEqual([...expected].map(([key, value]) => `${key}=${value}`));
    // The previous map is left as it was.
    expect(BIG.get('k3')).toBe(3);
  });

  it('names the keys that changed since the map it was made from, and only for that map', () => {
    const made = update(BIG, [...BIG, ['k3', 33], ['new', 99]]);
    expect([...changedKeys(BIG, made)!]).toEqual(['k3', 'new']);
    expect(changedKeys(new Map(BIG), made)).toBeUndefined();
  });

  it('keeps the last value of a key told twice, in the place of the first, as a Map does', () => {
    const previous = new Map([...BIG, ['dup', 1]]);
    expect(update(previous, [...BIG, ['dup', 2], ['dup', 1]])).toBe(previous);
    expect(update(previous, [...BIG, ['dup', 1], ['dup', 2]]).get('dup')).toBe(2);
  });

  it('rejects nothing it was not told, unless asked for a map afresh: then keys not told again are gone', () => {
    const afresh = update(BIG, [['k1', 1]], true);
    expect([...afresh]).toEqual([['k1', 1]]);
    expect(afresh).toBeInstanceOf(Map);
    expect(update(undefined, [['a', 1]])).toEqual(new Map([['a', 1]]));
  });

  it('folds the layers into one plain map once they pile up, or the changes are most of the map', () => {
    let made: ReadonlyMap<string, number> = BIG;
    const layered: boolean[] = [];
    for (let round = 1; round <= 10; round++) {
      made = update(made, [...made, [`k${round}`, 100 + round]]);
      layered.push(!(made instanceof Map));
    }
    expect(layered).toEqual([true, true, true, true, true, true, true, true, false, true]);
    expect(made.get('k9')).toBe(109);
    expect(
      update(
        BIG,
        [...BIG].map(([key, value]) => [key, value + 1] as [string, number]),
      ),
    ).toBeInstanceOf(Map);
  });
});

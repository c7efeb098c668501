import { describe, expect, it } from 'vitest';
import { digestOfData, keyOf } from './digest.js';

describe('digestOfData', () => {
  const route = { path: '/guide', title: 'Guide', links: [{ url: '/api', line: 3, column: 5 }] };

  it('gives equal data equal digests, whatever objects hold it', () => {
    const copy = JSON.parse(JSON.stringify(route)) as typeof route;
    expect(digestOfData({ routes: [route] })).toBe(digestOfData({ routes: [copy] }));
  });

  it('gives different digests to data that differs anywhere, also inside a Map or a Set', () => {
    const base = digestOfData({ byPath: new Map([['/guide', route]]), assets: new Set(['a.png']) });
    expect(digestOfData({ byPath: new Map([['/guide', { ...route, title: 'Guides' }]]), assets: new Set(['a.png']) })).not.toBe(base);
    expect(digestOfData({ byPath: new Map([['/guide', route]]), assets: new Set(['b.png']) })).not.toBe(base);
    expect(digestOfData({ byPath: new Map([['/guides', route]]), assets: new Set(['a.png']) })).not.toBe(base);
  });

  it('tells a Map, a Set, an array and an object with the same contents apart', () => {
    const digests = [new Map([['a', 1]]), new Set([['a', 1]]), [['a', 1]], { Map: [['a', 1]] }, { Set: [['a', 1]] }].map((value) => digestOfData(value));
    expect(new Set(digests).size).toBe(5);
  });

  it('tells strings from the numbers, booleans and null they spell', () => {
    const digests = [1, '1', true, 'true', null, 'null'].map((value) => digestOfData({ value }));
    expect(new Set(digests).size).toBe(6);
  });

  it('ignores the properties it is told to omit, and only those', () => {
    const moved = { ...route, links: [{ url: '/api', line: 30, column: 1 }] };
    const omit = new Set(['line', 'column']);
    expect(digestOfData(moved, { omit })).toBe(digestOfData(route, { omit }));
    expect(digestOfData(moved)).not.toBe(digestOfData(route));
    expect(digestOfData({ ...route, links: [{ url: '/apis', line: 3, column: 5 }] }, { omit })).not.toBe(digestOfData(route, { omit }));
  });

  it('writes an object met twice once, and tells it from a different object in the second place', () => {
    const sharedBy = (value: typeof route) => ({ routes: [value], byPath: new Map([['/guide', value]]) });
    expect(digestOfData(sharedBy({ ...route }))).toBe(digestOfData(sharedBy({ ...route })));
    expect(digestOfData({ routes: [route], byPath: new Map([['/guide', { ...route, title: 'Other' }]]) })).not.toBe(digestOfData(sharedBy(route)));
  });

  it('digests what has a toJSON by its JSON, and refuses other class instances, whose state JSON would not show', () => {
    expect(digestOfData({ when: new Date(0) })).not.toBe(digestOfData({ when: new Date(1) }));
    class Point {
      constructor(readonly x: number) {}
    }
    expect(() => digestOfData({ where: new Point(1) })).toThrow('Cannot digest an instance of Point');
  });

  it('refuses an object with a property named like the marks it writes for Maps, Sets and objects met before', () => {
    expect(() => digestOfData({ '\0Map': [['a', 1]] })).toThrow('Cannot digest an object with a property named like');
  });
});

describe('keyOf', () => {
  it('keeps parts apart: ["ab", "c"] and ["a", "bc"] differ', () => {
    expect(keyOf('ab', 'c')).not.toBe(keyOf('a', 'bc'));
    expect(keyOf('ab', 'c')).toBe(keyOf('ab', 'c'));
  });
});

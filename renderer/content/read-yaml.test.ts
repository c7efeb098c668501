import { describe, expect, it } from 'vitest';
import { aliasBomb } from '../../test/helpers/yaml.js';
import { MAX_YAML_ALIASES, MAX_YAML_DEPTH, readYaml } from './read-yaml.js';

const ALIAS_BOMB = aliasBomb();

function problemsOf(text: string, options?: { maxKeys?: number }): string[] {
  const result = readYaml(text, options);
  return result.ok ? [] : result.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`);
}

describe('readYaml', () => {
  it('accepts a mapping, resolving aliases to their anchors', () => {
    const result = readYaml('base: &base {type: string}\nname: *base\nid: *base\n');
    expect(result.ok && result.value).toEqual({ base: { type: 'string' }, name: { type: 'string' }, id: { type: 'string' } });
  });

  it('rejects a syntax error at its line and column', () => {
    expect(problemsOf('title: Home\npaths: {a: 1\n')).toEqual([expect.stringMatching(/^3:1 /)]);
  });

  it('rejects an alias bomb at the value that expands, at once', () => {
    // The message is the YAML package's copy counter stopping the expansion (maxAliasCount): proof it never expanded, without a clock.
    const result = problemsOf(ALIAS_BOMB);
    expect(ALIAS_BOMB.length).toBeLessThan(1024);
    expect(result).toEqual([expect.stringMatching(/^\d+:\d+ Aliases here expand into more than 1000 copies of one value/)]);
    const [line] = result[0]!.split(':');
    // The first levels are harmless: the place is one of the lines that multiply.
    expect(Number(line)).toBeGreaterThan(2);
  });

  it('rejects an alias to no anchor at the alias', () => {
    expect(problemsOf('title: Home\nlabel: *nowhere\n')).toEqual([expect.stringMatching(/^2:8 Unresolved alias/)]);
  });

  it(`accepts ${MAX_YAML_ALIASES} aliases and rejects one more at its place`, () => {
    const aliases = (count: number) => `x: &x 1\nlist:\n${'  - *x\n'.repeat(count)}`;
    // Each anchor may be copied only so often, so the aliases name many anchors.
    const spread = (count: number) =>
      Array.from({ length: 10 }, (_, index) => `a${index}: &a${index} 1\n`).join('') +
      `list:\n${Array.from({ length: count }, (_, index) => `  - *a${index % 10}\n`).join('')}`;
    expect(problemsOf(spread(MAX_YAML_ALIASES))).toEqual([]);
    expect(problemsOf(spread(MAX_YAML_ALIASES + 1))).toEqual([
      `${12 + MAX_YAML_ALIASES}:5 More than ${MAX_YAML_ALIASES} aliases (*name) in one file; write some values out`,
    ]);
    expect(problemsOf(aliases(2000))[0]).toMatch(/^\d+:\d+ /);
  });

  it(`accepts ${MAX_YAML_DEPTH} levels of nesting and rejects deeper nesting without overflowing the stack`, () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(problemsOf(nested(MAX_YAML_DEPTH))).toEqual([]);
    expect(problemsOf(nested(MAX_YAML_DEPTH + 1))).toEqual([`1:${MAX_YAML_DEPTH + 1} Nested more than ${MAX_YAML_DEPTH} levels deep; flatten the structure`]);
    const blocks = Array.from({ length: 300 }, (_, level) => `${' '.repeat(level)}a:`).join('\n');
    expect(problemsOf(blocks)).toEqual([`201:201 Nested more than ${MAX_YAML_DEPTH} levels deep; flatten the structure`]);
    // 6,000 levels crashed the process before (a stack overflow inside a regular expression).
    expect(problemsOf(nested(20_000))).toHaveLength(1);
  });

  it('rejects duplicate keys, naming the first one, in any mapping', () => {
    expect(problemsOf('title: A\nlabel: B\ntitle: C\nnested:\n  x: 1\n  x: 2\n')).toEqual([
      '3:1 Duplicate key "title" (first at line 1); keep one',
      '6:3 Duplicate key "x" (first at line 5); keep one',
    ]);
  });

  it('accepts maxKeys keys and rejects one more at its place', () => {
    const keys = (count: number) => Array.from({ length: count }, (_, index) => `key${index}: ${index}`).join('\n');
    expect(problemsOf(keys(1000), { maxKeys: 1000 })).toEqual([]);
    expect(problemsOf(keys(1001), { maxKeys: 1000 })).toEqual(['1001:1 More than 1000 keys; this kind of file holds a few settings']);
    expect(problemsOf(`outer:\n${keys(1000).replace(/^/gm, '  ')}`, { maxKeys: 1000 })).toEqual([
      '1001:3 More than 1000 keys; this kind of file holds a few settings',
    ]);
  });

  it('rejects a second document', () => {
    expect(problemsOf('title: A\n---\ntitle: B\n')).toEqual([expect.stringMatching(/^2:1 A second YAML document starts here/)]);
  });
});

/**
 * Highlighting every language refractor knows, loading each grammar on first
 * use, with output that never depends on which grammars other pages loaded
 * first.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { refractor } from 'refractor';
import { describe, expect, it } from 'vitest';
import { GRAMMARS } from './grammars.js';
import { EXTENDING_OTHERS, ensureLanguage, highlightCode, REGISTERED_FIRST } from './highlight.js';

const LANG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/refractor/lang');
const GRAMMAR_FILES = readdirSync(LANG_DIR)
  .filter((name) => name.endsWith('.js'))
  .map((name) => name.slice(0, -3))
  .sort();

const html = (code: string, language: string) => toHtml({ type: 'root', children: highlightCode(code, language) });
const tokenClasses = (nodes: ElementContent[]) =>
  nodes.filter((node): node is Element => node.type === 'element').map((node) => (node.properties.className as string[]).join(' '));

/** Code in the common languages, whose highlighting other grammars must not change. */
const COMMON_SAMPLES: ReadonlyArray<[string, string]> = [
  ['js', 'const el = document.querySelector(`#${id}`); /** @param {string} id */ console.log(html`<b>${el}</b>`);'],
  ['ts', 'export async function f(a: Array<string>): Promise<void> { await fetch(`/x`); }'],
  ['css', 'a:hover { color: #fff; width: calc(100% - 2px); }'],
  ['html', '<p style="color: red" onclick="go()">A &amp; B<script>let x = 1;</script></p>'],
  ['php', '<?php /** @var int */ $a = array(1, 2); echo "$a"; ?>'],
  ['c', '#include <stdio.h>\nint main(void) { printf("%d", 1); }'],
  ['cpp', 'template <typename T> class A { std::vector<T> v; };'],
  ['csharp', '/// <summary>Doc</summary>\npublic class A { }'],
  ['java', '/** {@link A} */ public class A { }'],
  ['markdown', '# Title\n\n```js\nconst a = 1;\n```\n\n```cpp\nint a;\n```'],
];

describe('highlightCode', () => {
  it('highlights a language outside the common set, by name and by alias', () => {
    expect(tokenClasses(highlightCode('main :: IO ()', 'haskell'))).toContain('token hvariable');
    expect(html('main :: IO ()', 'hs')).toBe(html('main :: IO ()', 'haskell'));
    expect(tokenClasses(highlightCode('(module (func $f))', 'wasm'))).toContain('token keyword');
    expect(tokenClasses(highlightCode('\\section{A}', 'latex'))).toContain('token function selector');
  });

  it('leaves a language refractor does not know, and one that would change other grammars, as plain text', () => {
    expect(highlightCode('<b>x</b>', 'no-such-language')).toEqual([{ type: 'text', value: '<b>x</b>' }]);
    expect(highlightCode('__proto__', '__proto__')).toEqual([{ type: 'text', value: '__proto__' }]);
    expect(highlightCode('document.body', 'js-extras')).toEqual([{ type: 'text', value: 'document.body' }]);
    expect(ensureLanguage('opencl')).toBe(false);
  });

  it('highlights the code fences of a Markdown block in their own languages, loading them as needed', () => {
    // A language no other test of this worker loads (its grammars stay loaded): Elixir is one of the API samples'.
    const markdown = '```erlang\nf(X) when X > 0 -> ok.\n```\n\n``` F# title="a.fs"\nlet x = 1\n```';
    expect(refractor.registered('erlang')).toBe(false);
    const result = html(markdown, 'md');
    expect(result).toContain('<span class="token keyword">when</span>');
    expect(result).toContain('<span class="token keyword">let</span>');
  });

  it('loads every grammar before one that embeds whichever are loaded (pug), so it embeds the same languages when first', () => {
    expect(refractor.registered('coffeescript')).toBe(false);
    expect(html(':coffee\n  a = 1', 'pug')).toContain('<span class="token text coffeescript language-coffeescript">a <span class="token operator">=</span>');
  });

  it('highlights the common languages the same, whichever grammars were loaded before', () => {
    const before = COMMON_SAMPLES.map(([language, code]) => html(code, language));
    for (const name of GRAMMAR_FILES) ensureLanguage(name);
    expect(COMMON_SAMPLES.map(([language, code]) => html(code, language))).toEqual(before);
  });
});

describe('the grammar list', () => {
  it('registers first refractor’s common grammars, in the order its own entry registers them', () => {
    const common = readFileSync(path.resolve(LANG_DIR, '../lib/common.js'), 'utf8');
    const files = new Map([...common.matchAll(/^import (\w+) from '\.\.\/lang\/([\w-]+)\.js'/gm)].map((match) => [match[1]!, match[2]!]));
    const order = [...common.matchAll(/^refractor\.register\((\w+)\)/gm)].map((match) => files.get(match[1]!));
    expect(order.length).toBeGreaterThan(30);
    expect(REGISTERED_FIRST.slice(0, order.length)).toEqual(order);
  });

  it('holds every grammar refractor ships, once', () => {
    expect(GRAMMARS.map((grammar) => grammar.displayName).sort()).toEqual(GRAMMAR_FILES);
  });

  it('marks as extending others exactly the grammars whose registration changes another grammar', () => {
    // In a process of its own: the experiment registers every grammar, which would change this process's highlighting.
    const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/helpers/grammars-changing-others.mjs');
    const changing = JSON.parse(execFileSync(process.execPath, [script, JSON.stringify(REGISTERED_FIRST)], { encoding: 'utf8' })) as string[];
    expect(changing).toEqual([...EXTENDING_OTHERS].sort());
  });
});

import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Code } from 'mdast';
import { describe, expect, it } from 'vitest';
import { codeToHast, parseCodeMeta } from './code-block.js';

const lines = (...numbers: number[]) => new Set(numbers);

describe('parseCodeMeta', () => {
  it('accepts no meta at all', () => {
    for (const meta of [null, undefined, '']) {
      expect(parseCodeMeta(meta)).toEqual({ title: undefined, highlightedLines: lines(), showLineNumbers: false });
    }
  });

  it('reads a title in double quotes, single quotes or none', () => {
    expect(parseCodeMeta('title="src/my app.ts"').title).toBe('src/my app.ts');
    expect(parseCodeMeta('title=\'it is "quoted".py\'').title).toBe('it is "quoted".py');
    expect(parseCodeMeta('title=plain.txt {1}').title).toBe('plain.txt');
  });

  it('reads single lines and ranges', () => {
    expect(parseCodeMeta('{1,3-4}').highlightedLines).toEqual(lines(1, 3, 4));
    expect(parseCodeMeta('{ 2 , 5 - 7 }').highlightedLines).toEqual(lines(2, 5, 6, 7));
  });

  it('reads title, ranges and showLineNumbers together in any order', () => {
    expect(parseCodeMeta('showLineNumbers {2} title="a.js"')).toEqual({ title: 'a.js', highlightedLines: lines(2), showLineNumbers: true });
  });

  it('reads showLineNumbers=N as the first line number', () => {
    expect(parseCodeMeta('showLineNumbers=5').showLineNumbers).toBe(5);
    expect(parseCodeMeta('{2} showLineNumbers=12 title="a.js"')).toEqual({ title: 'a.js', highlightedLines: lines(2), showLineNumbers: 12 });
    expect(parseCodeMeta('showLineNumbers=x').showLineNumbers).toBe(false);
    expect(parseCodeMeta('showLineNumbersAlways').showLineNumbers).toBe(false);
  });

  it('rejects a reversed range and text that is not a range', () => {
    expect(parseCodeMeta('{4-2}').highlightedLines).toEqual(lines());
    expect(parseCodeMeta('{a,b}').highlightedLines).toEqual(lines());
  });

  it('does not read options inside the title', () => {
    expect(parseCodeMeta('title="v{2}.ts"')).toEqual({ title: 'v{2}.ts', highlightedLines: lines(), showLineNumbers: false });
    expect(parseCodeMeta("title='showLineNumbers.md' {1}")).toEqual({ title: 'showLineNumbers.md', highlightedLines: lines(1), showLineNumbers: false });
  });
});

const code = (value: string, lang: string | null = null, meta: string | null = null): Code => ({ type: 'code', value, lang, meta });

function codeLines(block: ReturnType<typeof codeToHast>): Element[] {
  const pre = (block as Element).children.at(-1) as Element;
  return ((pre.children[0] as Element).children as ElementContent[]).filter((node): node is Element => node.type === 'element');
}

describe('codeToHast', () => {
  it('wraps every line in a code-line span and marks exactly the highlighted lines', () => {
    const block = codeToHast(code('a\nb\nc\nd', 'text', '{2,4}'));
    const rows = codeLines(block);
    expect(rows.map((row) => toString(row))).toEqual(['a\n', 'b\n', 'c\n', 'd\n']);
    expect(rows.map((row) => row.properties.className)).toEqual([
      ['code-line'],
      ['code-line', 'code-line--highlighted'],
      ['code-line'],
      ['code-line', 'code-line--highlighted'],
    ]);
  });

  it('highlights a known language with token spans, case-insensitively', () => {
    const block = codeToHast(code('const x = 1;', 'TS')) as Element;
    expect(block.properties.dataLanguage).toBe('ts');
    const tokens = codeLines(block)[0]!.children.filter((node): node is Element => node.type === 'element');
    expect(tokens[0]).toMatchObject({ tagName: 'span', properties: { className: ['token', 'keyword'] } });
  });

  it('leaves an unknown language as plain text', () => {
    const block = codeToHast(code('<b>x</b>', 'no-such-language')) as Element;
    expect(codeLines(block)[0]!.children).toEqual([
      { type: 'text', value: '<b>x</b>' },
      { type: 'text', value: '\n' },
    ]);
  });

  it('highlights the lines magic comments named when the meta names none, else the lines of the meta', () => {
    const commented: Code = { ...code('a\nb\nc', 'js'), data: { highlightedLines: [3] } };
    expect(codeLines(codeToHast(commented)).map((row) => row.properties.className)).toEqual([
      ['code-line'],
      ['code-line'],
      ['code-line', 'code-line--highlighted'],
    ]);
    const both: Code = { ...code('a\nb\nc', 'js', '{1}'), data: { highlightedLines: [3] } };
    expect(codeLines(codeToHast(both)).map((row) => row.properties.className)).toEqual([['code-line', 'code-line--highlighted'], ['code-line'], ['code-line']]);
  });

  it('numbers lines from the given start, through the counter the stylesheet reads', () => {
    const pre = (codeToHast(code('a\nb', 'text', 'showLineNumbers=7')) as Element).children.at(-1) as Element;
    expect(pre.properties.className).toEqual(['language-text', 'code-block--line-numbers']);
    expect((pre.children[0] as Element).properties.style).toBe('--code-line-start: 6');
  });

  it('adds a title bar only when there is a title', () => {
    const titled = codeToHast(code('x', 'js', 'title="a.js"')) as Element;
    expect(titled.children[0]).toMatchObject({ tagName: 'div', properties: { className: ['code-block__title'] } });
    expect(toString(titled.children[0] as Element)).toBe('a.js');
    expect((codeToHast(code('x', 'js')) as Element).children.map((child) => (child as Element).tagName)).toEqual(['pre']);
  });

  it('turns a mermaid block into the Mermaid component with the source as its value', () => {
    expect(codeToHast(code('graph TD;\nA-->B', 'mermaid'))).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Mermaid',
      attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: 'graph TD;\nA-->B' }],
    });
  });
});

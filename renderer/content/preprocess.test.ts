import { describe, expect, it } from 'vitest';
import { preprocessSource } from './preprocess.js';

const text = (...lines: string[]) => lines.join('\n');

describe('preprocessSource: admonition titles', () => {
  it('rewrites the bare-title form to the label form', () => {
    expect(preprocessSource(text(':::note My title', 'Body', ':::'), 'md')).toBe(text(':::note[My title]', 'Body', ':::'));
  });

  it('accepts the label form, no title and attributes as they are', () => {
    const source = text(':::tip[Already labelled]', ':::', ':::info', ':::', ':::warning{.wide}', ':::');
    expect(preprocessSource(source, 'md')).toBe(source);
  });

  it('escapes brackets in the title and trims trailing space', () => {
    expect(preprocessSource(':::danger Do not [do] this   ', 'md')).toBe(':::danger[Do not \\[do\\] this]');
  });

  it('rewrites nested admonitions written with more colons', () => {
    expect(preprocessSource(text('::::note Outer', ':::tip Inner', ':::', '::::'), 'mdx')).toBe(text('::::note[Outer]', ':::tip[Inner]', ':::', '::::'));
  });

  it('rewrites only the end of a line, so positions before it are unchanged', () => {
    const source = text('Intro', '  :::note Indented title', 'Body', ':::');
    const output = preprocessSource(source, 'md').split('\n');
    expect(output).toHaveLength(4);
    expect(output[1]).toBe('  :::note[Indented title]');
    expect(output[1]!.startsWith('  :::note')).toBe(true);
    expect([output[0], output[2], output[3]]).toEqual(['Intro', 'Body', ':::']);
  });
});

describe('preprocessSource: fenced code', () => {
  it('leaves lines inside backtick and tilde fences as written', () => {
    const source = text('```md', ':::note Title', '```', '~~~', ':::tip Title', '~~~', ':::info After');
    expect(preprocessSource(source, 'md')).toBe(text('```md', ':::note Title', '```', '~~~', ':::tip Title', '~~~', ':::info[After]'));
  });

  it('leaves fences nested in list items as written, however deep', () => {
    const source = text('- a', '  - b', '', '    ```md', '    :::tip Keep', '    ```', '', ':::note Outside');
    expect(preprocessSource(source, 'md').split('\n')).toEqual(['- a', '  - b', '', '    ```md', '    :::tip Keep', '    ```', '', ':::note[Outside]']);
  });

  it('is closed only by a fence of the same kind, at least as long, without an info string', () => {
    const source = text('````md', '```js', ':::note A', '```', '~~~~', ':::note B', '````', ':::note C');
    expect(preprocessSource(source, 'md').split('\n').slice(-1)).toEqual([':::note[C]']);
    expect(preprocessSource(source, 'md').split('\n').slice(0, -1)).toEqual(source.split('\n').slice(0, -1));
    const withInfo = text('```', '```js', ':::note Still code', '```', ':::note Text');
    expect(preprocessSource(withInfo, 'md').split('\n')).toEqual(['```', '```js', ':::note Still code', '```', ':::note[Text]']);
  });
});

describe('preprocessSource: code in containers', () => {
  const unchanged = (source: string, format: 'md' | 'mdx') => expect(preprocessSource(source, format)).toBe(source);

  it('leaves a fence opened on a list item line as written, in .md and .mdx', () => {
    unchanged(text('- ```md', '  :::note My title', '  ```'), 'md');
    unchanged(text('1. ```mdx', '   ## Setup {#setup}', '   :::tip Keep', '', '   still code', '   ```'), 'mdx');
  });

  it('rewrites after a list item fence closes, and where a fence ends with its list item', () => {
    expect(
      preprocessSource(text('- ```md', '  :::note Code', '  ```', ':::note After'), 'md')
        .split('\n')
        .at(-1),
    ).toBe(':::note[After]');
    // Fenced code has no lazy lines: an unindented line ends the item, and the code with it (CommonMark 5.2).
    expect(preprocessSource(text('- ```', ':::note Not code'), 'md').split('\n').at(-1)).toBe(':::note[Not code]');
  });

  it('leaves fences in blockquotes as written, nested quotes and list items too', () => {
    unchanged(text('> ```md', '> :::note My title', '> ```'), 'md');
    unchanged(text('> - > ~~~', '>   > ## Setup {#setup}', '>   > ~~~'), 'mdx');
    expect(preprocessSource(text('> ```', ':::note Outside the quote'), 'md').split('\n').at(-1)).toBe(':::note[Outside the quote]');
  });

  it('reads a fence inside a <pre> block or an HTML comment of a .md as raw HTML, which opens no code: what follows is rewritten', () => {
    for (const block of [
      ['<pre>', '```', '</pre>'],
      ['<!--', '```', '-->'],
    ]) {
      expect(
        preprocessSource(text(...block, '', ':::note After the block'), 'md')
          .split('\n')
          .at(-1),
      ).toBe(':::note[After the block]');
    }
  });

  it('leaves indented code in .md as written, and reads indentation in .mdx, which has no indented code', () => {
    unchanged(text('Text', '', '    :::note My title', '', '    :::tip Still code'), 'md');
    unchanged(text('- item', '', '      :::note Code inside the item'), 'md');
    expect(preprocessSource(text('Text', '', '    :::note Title'), 'mdx')).toBe(text('Text', '', '    :::note[Title]'));
  });

  it('rewrites indented lines that continue a paragraph or a list item', () => {
    expect(preprocessSource(text('Text', '    :::note Lazy'), 'md')).toBe(text('Text', '    :::note[Lazy]'));
    expect(
      preprocessSource(text('1. Step', '', '    :::note In the item'), 'md')
        .split('\n')
        .at(-1),
    ).toBe('    :::note[In the item]');
  });

  it('counts a tab to the next tab stop', () => {
    unchanged(text('Text', '', '\t:::note Code'), 'md');
    unchanged(text('-\t```', '\t:::note Code', '\t```'), 'md');
  });

  it('leaves longer fences around shorter ones, and tildes around backticks, as written', () => {
    unchanged(text('- ````md', '  ```js', '  :::note Inner', '  ```', '  ## Setup {#setup}', '  ````'), 'mdx');
    unchanged(text('~~~md', '```', ':::note Inner', '~~~'), 'md');
  });
});

describe('preprocessSource: heading ids', () => {
  it('escapes a heading {#id} in .mdx, so it is not read as an expression', () => {
    expect(preprocessSource('## Install {#setup}', 'mdx')).toBe('## Install \\{#setup\\}');
  });

  it('leaves it in .md, where braces are text', () => {
    expect(preprocessSource('## Install {#setup}', 'md')).toBe('## Install {#setup}');
  });

  it('leaves {#…} that is not at the end of a heading, and headings in code', () => {
    const source = text('Text {#x}', '## Title {#a} more', '```', '## Code {#c}', '```');
    expect(preprocessSource(source, 'mdx')).toBe(source);
  });

  it('returns the source untouched when it has nothing to rewrite', () => {
    const source = text('# Title', '', 'Ten past ten: 10:10.');
    expect(preprocessSource(source, 'mdx')).toBe(source);
  });
});

describe('preprocessSource: HTML comments in MDX', () => {
  it('turns a comment into an expression comment of the same length', () => {
    const source = text('Before <!-- a note --> after', '<!-- alone -->');
    const output = preprocessSource(source, 'mdx');
    expect(output).toBe(text('Before {/*  a note */} after', '{/*  alone */}'));
    expect(output.split('\n').map((line) => line.length)).toEqual(source.split('\n').map((line) => line.length));
  });

  it('follows a comment over several lines, and keeps a `*/` inside it from ending it', () => {
    expect(preprocessSource(text('<!--', 'a */ b', '-->', 'Text'), 'mdx')).toBe(text('{/* ', 'a *  b', '*/}', 'Text'));
  });

  it('leaves comments in code spans, code blocks and .md as written', () => {
    const source = text('Write `<!-- x -->` here.', '', '```html', '<!-- kept -->', '```');
    expect(preprocessSource(source, 'mdx')).toBe(source);
    expect(preprocessSource('<!-- x -->', 'md')).toBe('<!-- x -->');
  });
});

describe('preprocessSource: front matter closed by "..."', () => {
  it('closes it with "---", leaving every line its length', () => {
    expect(preprocessSource(text('---', 'title: Spec', '...', '', '# Intro', '', '---', ''), 'md')).toBe(
      text('---', 'title: Spec', '---', '', '# Intro', '', '---', ''),
    );
  });

  it('leaves front matter closed by "---", a "..." line after it, and a doc without front matter as they are', () => {
    for (const source of [text('---', 'title: A', '---', '', '...', ''), text('# No front matter', '', '...', ''), text('Text', '---', 'a: b', '...')]) {
      expect(preprocessSource(source, 'md')).toBe(source);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { applyMagicComments } from './magic-comments.js';

describe('applyMagicComments', () => {
  it('removes a highlight-next-line comment and highlights the line after it', () => {
    expect(applyMagicComments('a;\n  // highlight-next-line\n  b;\nc;', 'js')).toEqual({ code: 'a;\n  b;\nc;', highlightedLines: [2], unmatched: [] });
  });

  it('highlights the lines between highlight-start and highlight-end, nested ones too', () => {
    const code = ['# highlight-start', 'a', '# highlight-start', 'b', '# highlight-end', 'c', '# highlight-end', 'd'].join('\n');
    expect(applyMagicComments(code, 'python')).toEqual({ code: 'a\nb\nc\nd', highlightedLines: [1, 2, 3], unmatched: [] });
  });

  it('accepts each language family its comment forms', () => {
    const cases: Array<[string, string]> = [
      ['ts', '/* highlight-next-line */'],
      ['tsx', '{/* highlight-next-line */}'],
      ['bash', '# highlight-next-line'],
      ['yaml', '#highlight-next-line'],
      ['html', '<!-- highlight-next-line -->'],
      ['xml', '<!-- highlight-next-line -->'],
      ['markdown', '<!-- highlight-next-line -->'],
      ['css', '/* highlight-next-line */'],
      ['lua', '-- highlight-next-line'],
      ['haskell', '-- highlight-next-line'],
      ['wasm', ';; highlight-next-line'],
      ['tex', '% highlight-next-line'],
      ['JS', '// highlight-next-line'],
    ];
    for (const [language, comment] of cases) {
      expect([language, applyMagicComments(`${comment}\nx`, language)]).toEqual([language, { code: 'x', highlightedLines: [1], unmatched: [] }]);
    }
  });

  it('accepts every form in a language it does not list', () => {
    for (const comment of ['// highlight-next-line', '# highlight-next-line', '<!-- highlight-next-line -->', '-- highlight-next-line']) {
      expect(applyMagicComments(`${comment}\nx`, 'rust').highlightedLines).toEqual([1]);
    }
  });

  it('rejects a comment form the language does not have, and comments that say more than the directive', () => {
    expect(applyMagicComments('// highlight-next-line\nx', 'bash')).toEqual({ code: '// highlight-next-line\nx', highlightedLines: [], unmatched: [] });
    expect(applyMagicComments('# highlight-next-line\nx', 'css').highlightedLines).toEqual([]);
    const code = 'x; // highlight-next-line\n// highlight-next-line please\ny';
    expect(applyMagicComments(code, 'js')).toEqual({ code, highlightedLines: [], unmatched: [] });
  });

  it('reports a start that is never ended and an end that was never started, at their lines', () => {
    const code = ['// highlight-end', 'a', '// highlight-start', 'b'].join('\n');
    expect(applyMagicComments(code, 'js')).toEqual({
      code: 'a\nb',
      highlightedLines: [],
      unmatched: [
        { line: 1, directive: 'highlight-end' },
        { line: 3, directive: 'highlight-start' },
      ],
    });
  });
});

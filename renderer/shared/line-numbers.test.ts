import { describe, expect, it } from 'vitest';
import { lineNumberVariables } from './line-numbers.js';

describe('lineNumberVariables', () => {
  it('sets nothing for unnumbered code, or numbers from 1 up to two digits', () => {
    expect(lineNumberVariables(false, 500)).toEqual({});
    expect(lineNumberVariables(true, 99)).toEqual({});
  });

  it('starts the counter before the first number, and widens the column for three digits or more', () => {
    expect(lineNumberVariables(5, 3)).toEqual({ '--code-line-start': '4' });
    expect(lineNumberVariables(true, 100)).toEqual({ '--code-line-digits': '3' });
    expect(lineNumberVariables(998, 5)).toEqual({ '--code-line-start': '997', '--code-line-digits': '4' });
  });
});

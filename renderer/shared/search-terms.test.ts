import { describe, expect, it } from 'vitest';
import { queryWords, termsOfWord, wordsOf } from './search-terms.js';

describe('termsOfWord', () => {
  it('stems English words, so forms of one word meet', () => {
    expect(termsOfWord('Payments')).toEqual(['payment']);
    expect(termsOfWord('cancelled')).toEqual(termsOfWord('cancel'));
    expect(termsOfWord('cancels')).toEqual(termsOfWord('cancel'));
  });

  it('indexes a camelCase identifier as a whole and by its parts', () => {
    expect(termsOfWord('cancelPurchase')).toEqual(['cancelpurchas', 'cancel', 'purchas']);
    expect(termsOfWord('getHTTPStatus')).toEqual(['gethttpstatu', 'get', 'http', 'statu']);
  });

  it('drops stop words and single letters, keeps numbers and other scripts as they are', () => {
    expect(termsOfWord('the')).toEqual([]);
    expect(termsOfWord('a')).toEqual([]);
    expect(termsOfWord('404')).toEqual(['404']);
    expect(termsOfWord('2')).toEqual(['2']);
    expect(termsOfWord('Café')).toEqual(['cafe']);
  });
});

describe('wordsOf', () => {
  it('finds runs of letters and digits with their places', () => {
    expect(wordsOf('POST /purchases/{id}/cancel')).toEqual([
      { text: 'POST', start: 0, end: 4 },
      { text: 'purchases', start: 6, end: 15 },
      { text: 'id', start: 17, end: 19 },
      { text: 'cancel', start: 21, end: 27 },
    ]);
  });
});

describe('queryWords', () => {
  it('makes the last word a prefix while it is typed, not after a space', () => {
    expect(queryWords('check entit')).toEqual([
      { text: 'check', terms: ['check'], prefix: undefined },
      { text: 'entit', terms: ['entit'], prefix: 'entit' },
    ]);
    expect(queryWords('check entit ').at(-1)!.prefix).toBeUndefined();
  });

  it('drops stop words from a query with other words, and keeps them in a query of nothing else', () => {
    expect(queryWords('cancel the purchase ').map((word) => word.terms)).toEqual([['cancel'], ['purchas']]);
    expect(queryWords('the ').map((word) => word.terms)).toEqual([['the']]);
  });
});

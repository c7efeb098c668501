import { describe, expect, it } from 'vitest';
import { type ParameterStyle, styledPairs, styledText, styleOfCollectionFormat } from './parameter-style.js';

// The values of the OpenAPI specification's own table of style examples ("Style Examples").
const STRING = 'blue';
const ARRAY = ['blue', 'black', 'brown'];
const OBJECT = { R: 100, G: 200, B: 150 };

const parameter = (where: ParameterStyle['in'], style?: string, explode?: boolean): ParameterStyle => ({ name: 'color', in: where, style, explode });
const text = (style: string, explode: boolean) => [STRING, ARRAY, OBJECT].map((value) => styledText(parameter('path', style, explode), value));
/** As a query string reads before percent-encoding. */
const query = (style: string | undefined, explode?: boolean) =>
  [STRING, ARRAY, OBJECT].map((value) =>
    styledPairs(parameter('query', style, explode), value)
      .map(([name, item]) => `${name}=${item}`)
      .join('&'),
  );

describe('styledText (path and header parameters)', () => {
  it('accepts simple, unexploded and exploded', () => {
    expect(text('simple', false)).toEqual(['blue', 'blue,black,brown', 'R,100,G,200,B,150']);
    expect(text('simple', true)).toEqual(['blue', 'blue,black,brown', 'R=100,G=200,B=150']);
  });

  it('accepts label, unexploded and exploded', () => {
    expect(text('label', false)).toEqual(['.blue', '.blue,black,brown', '.R,100,G,200,B,150']);
    expect(text('label', true)).toEqual(['.blue', '.blue.black.brown', '.R=100.G=200.B=150']);
  });

  it('accepts matrix, unexploded and exploded, and an empty value', () => {
    expect(text('matrix', false)).toEqual([';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150']);
    expect(text('matrix', true)).toEqual([';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150']);
    expect(styledText(parameter('path', 'matrix', false), '')).toBe(';color');
  });

  it('takes simple, unexploded, when the parameter says neither (path and header alike)', () => {
    expect(styledText(parameter('path'), ARRAY)).toBe('blue,black,brown');
    expect(styledText(parameter('header'), OBJECT)).toBe('R,100,G,200,B,150');
    expect(styledText(parameter('header', undefined, true), OBJECT)).toBe('R=100,G=200,B=150');
  });

  it('rejects encoding the delimiters: only names and values are encoded', () => {
    expect(styledText(parameter('path', 'matrix', true), ['a b', 'c/d'], encodeURIComponent)).toBe(';color=a%20b;color=c%2Fd');
    expect(styledText(parameter('path', 'simple', false), ['a,b', 'c'], encodeURIComponent)).toBe('a%2Cb,c');
  });
});

describe('styledPairs (query and cookie parameters)', () => {
  it('accepts form, exploded (the default) and unexploded', () => {
    expect(query(undefined)).toEqual(['color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150']);
    expect(query('form', true)).toEqual(query(undefined));
    expect(query('form', false)).toEqual(['color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150']);
  });

  it('accepts spaceDelimited and pipeDelimited, unexploded (their default) and exploded', () => {
    expect(query('spaceDelimited')).toEqual(['color=blue', 'color=blue black brown', 'color=R 100 G 200 B 150']);
    expect(query('pipeDelimited')).toEqual(['color=blue', 'color=blue|black|brown', 'color=R|100|G|200|B|150']);
    expect(query('pipeDelimited', true)).toEqual(['color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150']);
  });

  it('accepts deepObject', () => {
    expect(styledPairs(parameter('query', 'deepObject', true), OBJECT)).toEqual([
      ['color[R]', '100'],
      ['color[G]', '200'],
      ['color[B]', '150'],
    ]);
  });

  it('accepts a cookie in form style, exploded by default, each value encoded', () => {
    expect(styledPairs(parameter('cookie'), ['a b', 'c'], encodeURIComponent)).toEqual([
      ['color', 'a%20b'],
      ['color', 'c'],
    ]);
    expect(styledPairs(parameter('cookie', 'form', false), ['a b', 'c'], encodeURIComponent)).toEqual([['color', 'a%20b,c']]);
  });

  it('accepts Swagger 2.0 collection formats as the styles that send the same', () => {
    const pairs = (format: string) => styledPairs({ name: 'color', in: 'query', ...styleOfCollectionFormat(format) }, ARRAY);
    expect(pairs('csv')).toEqual([['color', 'blue,black,brown']]);
    expect(pairs('ssv')).toEqual([['color', 'blue black brown']]);
    expect(pairs('tsv')).toEqual([['color', 'blue\tblack\tbrown']]);
    expect(pairs('pipes')).toEqual([['color', 'blue|black|brown']]);
    expect(pairs('multi')).toEqual([
      ['color', 'blue'],
      ['color', 'black'],
      ['color', 'brown'],
    ]);
  });
});

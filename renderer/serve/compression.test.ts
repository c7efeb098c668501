import { describe, expect, it } from 'vitest';
import { encodedEtag, negotiateEncoding } from './compression.js';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, by what the header accepts', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.1')).toBe('br');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.5')).toBe('gzip');
  });

  it('chooses none when nothing compressed is accepted', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('identity, deflate')).toBeUndefined();
    expect(negotiateEncoding('br;q=0, gzip;q=0.0')).toBeUndefined();
  });
});

describe('encodedEtag', () => {
  it('marks the tag of an encoded body with its encoding, weak or strong', () => {
    expect(encodedEtag('W/"1a-2b"', 'br')).toBe('W/"1a-2b-br"');
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(encodedEtag('"abc"', undefined)).toBe('"abc"');
  });
});

import { describe, expect, it } from 'vitest';
import { decodeUrlPath, encodeUrlPath, outputFileFor, routeUrl } from './routes.js';

describe('encodeUrlPath', () => {
  it('percent-encodes what a URL path cannot hold as itself', () => {
    expect(encodeUrlPath('/100%')).toBe('/100%25');
    expect(encodeUrlPath('/a#b/what?')).toBe('/a%23b/what%3F');
    expect(encodeUrlPath('/café crème/naïve')).toBe('/caf%C3%A9%20cr%C3%A8me/na%C3%AFve');
    expect(encodeUrlPath('/"<x>"[1]\\^`{|}')).toBe('/%22%3Cx%3E%22%5B1%5D%5C%5E%60%7B%7C%7D');
    expect(encodeUrlPath('/😀\uD800')).toBe('/%F0%9F%98%80%EF%BF%BD');
  });

  it('keeps what a path segment may hold: letters, digits and sub-delimiters', () => {
    expect(encodeUrlPath("/guide/q&a+more/it's-(1),x;y=z:@!$*~_.")).toBe("/guide/q&a+more/it's-(1),x;y=z:@!$*~_.");
  });
});

describe('decodeUrlPath', () => {
  it('decodes what encodeUrlPath encodes', () => {
    for (const path of ['/100%', '/a#b/what?', '/café crème/naïve', "/q&a+more/it's \"<x>\""]) expect(decodeUrlPath(encodeUrlPath(path))).toBe(path);
  });

  it('keeps a % that starts no valid escape, and decodes the escapes around it', () => {
    expect(decodeUrlPath('/100%')).toBe('/100%');
    expect(decodeUrlPath('/100%/caf%C3%A9')).toBe('/100%/café');
    expect(decodeUrlPath('/%E9%zz')).toBe('/%E9%zz');
  });
});

describe('routeUrl and outputFileFor', () => {
  it('encodes the URL and keeps the file name decoded', () => {
    expect(routeUrl('/100%', { baseUrl: '/docs/', trailingSlash: true })).toBe('/docs/100%25/');
    expect(outputFileFor('/100%', true)).toBe('100%/index.html');
    expect(routeUrl('/a#b', { baseUrl: '/', trailingSlash: false })).toBe('/a%23b');
    expect(outputFileFor('/a#b', false)).toBe('a#b.html');
  });
});

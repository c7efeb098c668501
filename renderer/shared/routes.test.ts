import { describe, expect, it } from 'vitest';
import {
  decodeUrlPath,
  encodeUrlPath,
  isExternalHref,
  joinRoutePath,
  normalizeRoutePath,
  outputFileFor,
  routeDataFile,
  routeUrl,
  stripHtmlSuffix,
} from './routes.js';

describe('isExternalHref', () => {
  it('accepts a URL with a scheme, in any case, or protocol-relative, as leaving the site', () => {
    for (const href of [
      'https://example.com',
      'HTTP://example.com/a',
      'mailto:team@example.com',
      'data:image/png;base64,AA',
      'git+ssh://host/repo',
      '//cdn.example.com/x.js',
    ]) {
      expect(isExternalHref(href), href).toBe(true);
    }
  });

  it('rejects paths, relative links, fragments and queries as links of the site', () => {
    for (const href of ['/guide/install', 'guide/install', './a.md#setup', '../b', '#setup', '?tab=curl', '', '1:2', '/a:b']) {
      expect(isExternalHref(href), href).toBe(false);
    }
  });
});

describe('normalizeRoutePath and joinRoutePath', () => {
  it('accepts a path in canonical form unchanged', () => {
    for (const path of ['/', '/guide', '/guide/install', '/100%', '/a#b']) expect(normalizeRoutePath(path)).toBe(path);
  });

  it('rejects a missing leading slash, a trailing slash and doubled slashes', () => {
    expect(normalizeRoutePath('guide/install/')).toBe('/guide/install');
    expect(normalizeRoutePath('//guide///install//')).toBe('/guide/install');
    expect(normalizeRoutePath('')).toBe('/');
    expect(normalizeRoutePath('///')).toBe('/');
  });

  it('accepts parts with or without slashes, joined by one', () => {
    expect(joinRoutePath('/docs/', '/guide/', 'install')).toBe('/docs/guide/install');
    expect(joinRoutePath('/', 'category/guide')).toBe('/category/guide');
  });

  it('rejects empty parts: they add no segment', () => {
    expect(joinRoutePath('', '/docs', '', 'a')).toBe('/docs/a');
    expect(joinRoutePath('/', '')).toBe('/');
  });
});

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
    for (const path of ['/100%', '/a#b/what?', '/café crème/naïve', '/q&a+more/it\'s "<x>"']) expect(decodeUrlPath(encodeUrlPath(path))).toBe(path);
  });

  it('keeps a % that starts no valid escape, and decodes the escapes around it', () => {
    expect(decodeUrlPath('/100%')).toBe('/100%');
    expect(decodeUrlPath('/100%/caf%C3%A9')).toBe('/100%/café');
    expect(decodeUrlPath('/%E9%zz')).toBe('/%E9%zz');
  });
});

describe('routeUrl', () => {
  const trailing = (trailingSlash: boolean | undefined) => ['/', '/guide/install'].map((path) => routeUrl(path, { baseUrl: '/docs/', trailingSlash }));

  it('accepts a route under baseUrl, with a trailing slash only when the config asks for one', () => {
    expect(trailing(true)).toEqual(['/docs/', '/docs/guide/install/']);
    expect(trailing(undefined)).toEqual(['/docs/', '/docs/guide/install']);
    expect(routeUrl('/guide/install', { baseUrl: '/', trailingSlash: undefined })).toBe('/guide/install');
  });

  it('rejects a trailing slash with trailingSlash false, except on the root, which is baseUrl itself', () => {
    expect(trailing(false)).toEqual(['/docs/', '/docs/guide/install']);
    expect(routeUrl('/', { baseUrl: '/', trailingSlash: false })).toBe('/');
  });

  it('encodes the URL and keeps the file name decoded', () => {
    expect(routeUrl('/100%', { baseUrl: '/docs/', trailingSlash: true })).toBe('/docs/100%25/');
    expect(outputFileFor('/100%', true)).toBe('100%/index.html');
    expect(routeUrl('/a#b', { baseUrl: '/', trailingSlash: false })).toBe('/a%23b');
    expect(outputFileFor('/a#b', false)).toBe('a#b.html');
  });
});

describe('outputFileFor and routeDataFile', () => {
  it('accepts a route as a folder with index.html, or as name.html with trailingSlash false', () => {
    expect(outputFileFor('/guide/install', undefined)).toBe('guide/install/index.html');
    expect(outputFileFor('/guide/install', true)).toBe('guide/install/index.html');
    expect(outputFileFor('/guide/install', false)).toBe('guide/install.html');
    expect(routeDataFile('/guide/install')).toBe('assets/routes/guide/install.json');
  });

  it('rejects a file named after the root: it is index.html and index.json', () => {
    expect(outputFileFor('/', false)).toBe('index.html');
    expect(outputFileFor('/', true)).toBe('index.html');
    expect(routeDataFile('/')).toBe('assets/routes/index.json');
  });
});

describe('stripHtmlSuffix (website spec §2)', () => {
  it('accepts a path ending in .html or /index.html: matched again without it', () => {
    expect(stripHtmlSuffix('/guide/install.html')).toBe('/guide/install');
    expect(stripHtmlSuffix('/guide/install/index.html')).toBe('/guide/install');
    expect(stripHtmlSuffix('/index.html')).toBe('/');
  });

  it('rejects other paths: they stay as they are, normalised', () => {
    expect(stripHtmlSuffix('/guide/install')).toBe('/guide/install');
    expect(stripHtmlSuffix('/guide/html/')).toBe('/guide/html');
    expect(stripHtmlSuffix('/guide/page.htm')).toBe('/guide/page.htm');
  });
});

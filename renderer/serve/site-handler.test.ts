/**
 * The site handler as a browser (or curl) meets it: pages and folders under
 * the baseUrl, trailing-slash redirects, the 404 page, content types, caching
 * headers, compression, and requests that try to read files outside the site.
 */
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTemporaryFolder, removeTemporaryFolders } from '../../test/helpers/cli.js';
import { folderFiles, STREAM_FROM_BYTES } from './folder-files.js';
import { listenOnFreePort } from './listen.js';
import { createSiteHandler, type OpenedFile, type SiteFiles, type SiteHandler, type SiteHandlerOptions } from './site-handler.js';

const SECRET = 'TOP SECRET, never served';

const SITE_FILES: Record<string, string | Buffer> = {
  'index.html': '<h1>Home</h1>',
  'a/b/index.html': '<h1>A B</h1>',
  'c.html': '<h1>C</h1>',
  '404.html': '<h1>Page not found</h1>',
  'assets/js/client.abcd1234.js': 'console.log("client")',
  'assets/js/chunks/chunk.254UHMOH.js': 'export const chunk = 1',
  'assets/css/styles.M474ZNBT.css': 'body { color: black }',
  'assets/routes/index.json': '{"title":"Home"}',
  'assets/media/logo.Q2LIMT7D.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'module.mjs': 'export {}',
  'data.json': '{}',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'img/photo.jpg': Buffer.from([0xff, 0xd8, 0xff]),
  'img/photo.webp': Buffer.from('RIFF'),
  'fonts/inter.woff2': Buffer.from('wOF2'),
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
  'favicon.ico': Buffer.from([0, 0, 1, 0]),
};

let parent: string;
let site: string;
let siteWithout404: string;

beforeAll(async () => {
  parent = await makeTemporaryFolder('docs-gen-serve-');
  site = path.join(parent, 'site');
  for (const [file, contents] of Object.entries(SITE_FILES)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), contents);
  }
  // Beside the site, where `..` from its root leads.
  await writeFile(path.join(parent, 'secret'), SECRET);
  await mkdir(path.join(parent, 'outside'));
  await writeFile(path.join(parent, 'outside/secret.txt'), SECRET);
  await symlink(path.join(parent, 'outside/secret.txt'), path.join(site, 'leak.txt'));
  await symlink(path.join(parent, 'outside'), path.join(site, 'leak-dir'));
  await symlink(path.join(site, 'c.html'), path.join(site, 'inside.html'));

  siteWithout404 = path.join(parent, 'bare');
  await mkdir(siteWithout404);
  await writeFile(path.join(siteWithout404, 'index.html'), '<h1>Bare</h1>');
});

afterAll(removeTemporaryFolders);

interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The body as sent, before any decoding. */
  readonly bytes: Buffer;
}

interface TestServer {
  /** Sends `rawPath` exactly as given (fetch would resolve `..` and `%2e%2e` before sending). */
  get(rawPath: string, options?: { method?: string; headers?: Record<string, string> }): Promise<Reply>;
}

async function startServer(handler: SiteHandler): Promise<TestServer & { close(): Promise<void> }> {
  const server = createServer(handler);
  const { port } = await listenOnFreePort(server, { host: '127.0.0.1', port: 0 });
  return {
    get: (rawPath, { method = 'GET', headers = {} } = {}) =>
      new Promise((resolve, reject) => {
        const sent = request({ host: '127.0.0.1', port, path: rawPath, method, headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes });
          });
        });
        sent.on('error', reject);
        sent.end();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The handler on a folder (the test site unless `dir` says otherwise) for a describe block's tests. */
function useServer({ dir = () => site, ...options }: Partial<SiteHandlerOptions> & { dir?: () => string } = {}): TestServer {
  let started: Awaited<ReturnType<typeof startServer>> | undefined;
  beforeAll(async () => {
    started = await startServer(createSiteHandler({ files: folderFiles(dir()), baseUrl: '/', trailingSlash: undefined, ...options }));
  });
  afterAll(() => started?.close());
  return { get: (...args) => started!.get(...args) };
}

describe('pages and folders (baseUrl "/", trailingSlash undefined)', () => {
  const server = useServer();

  it('serves index.html at the root', async () => {
    const reply = await server.get('/');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('<h1>Home</h1>');
  });

  it('serves a folder’s index.html with and without the trailing slash, without redirecting', async () => {
    for (const url of ['/a/b', '/a/b/', '/a/b/index.html']) {
      const reply = await server.get(url);
      expect([url, reply.status, reply.body]).toEqual([url, 200, '<h1>A B</h1>']);
    }
  });

  it('serves name.html at /name, /name/ and /name.html', async () => {
    for (const url of ['/c', '/c/', '/c.html']) {
      const reply = await server.get(url);
      expect([url, reply.status, reply.body]).toEqual([url, 200, '<h1>C</h1>']);
    }
  });

  it('answers unknown paths with the site’s 404.html and status 404', async () => {
    for (const url of ['/nope', '/a/b/c', '/c.html/', '/assets', '/sitemap.xml/']) {
      const reply = await server.get(url);
      expect([url, reply.status, reply.body]).toEqual([url, 404, '<h1>Page not found</h1>']);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('serves a symlink that stays inside the site', async () => {
    const reply = await server.get('/inside.html');
    expect([reply.status, reply.body]).toEqual([200, '<h1>C</h1>']);
  });
});

describe('a site without a 404.html', () => {
  const server = useServer({ dir: () => siteWithout404 });

  it('answers unknown paths with a plain-text 404', async () => {
    const reply = await server.get('/nope');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.body).toBe('Not Found');
  });
});

describe('trailingSlash: true', () => {
  const server = useServer({ trailingSlash: true });

  it('redirects /a/b to /a/b/, keeping the query', async () => {
    expect(await redirectOf(server, '/a/b')).toEqual({ status: 301, location: '/a/b/' });
    expect(await redirectOf(server, '/a/b?tab=curl&x=1')).toEqual({ status: 301, location: '/a/b/?tab=curl&x=1' });
    expect(await redirectOf(server, '/c')).toEqual({ status: 301, location: '/c/' });
  });

  it('serves /a/b/, the root, and files as they are', async () => {
    for (const [url, body] of [
      ['/a/b/', '<h1>A B</h1>'],
      ['/', '<h1>Home</h1>'],
      ['/c.html', '<h1>C</h1>'],
      ['/robots.txt', 'User-agent: *'],
    ]) {
      const reply = await server.get(url!);
      expect([url, reply.status, reply.body]).toEqual([url, 200, body]);
    }
  });

  it('does not redirect a path that leads nowhere', async () => {
    expect((await server.get('/nope')).status).toBe(404);
  });
});

describe('trailingSlash: false', () => {
  const server = useServer({ trailingSlash: false });

  it('redirects /a/b/ to /a/b, keeping the query', async () => {
    expect(await redirectOf(server, '/a/b/')).toEqual({ status: 301, location: '/a/b' });
    expect(await redirectOf(server, '/c/?q=1')).toEqual({ status: 301, location: '/c?q=1' });
  });

  it('serves /a/b, /c and the root', async () => {
    for (const [url, body] of [
      ['/a/b', '<h1>A B</h1>'],
      ['/c', '<h1>C</h1>'],
      ['/', '<h1>Home</h1>'],
    ]) {
      const reply = await server.get(url!);
      expect([url, reply.status, reply.body]).toEqual([url, 200, body]);
    }
  });

  it('does not redirect a path that leads nowhere', async () => {
    expect((await server.get('/nope/')).status).toBe(404);
  });
});

describe('baseUrl "/docs/"', () => {
  const server = useServer({ baseUrl: '/docs/', trailingSlash: true });

  it('serves the site under /docs/', async () => {
    for (const [url, body] of [
      ['/docs/', '<h1>Home</h1>'],
      ['/docs/a/b/', '<h1>A B</h1>'],
      ['/docs/robots.txt', 'User-agent: *'],
    ]) {
      const reply = await server.get(url!);
      expect([url, reply.status, reply.body]).toEqual([url, 200, body]);
    }
  });

  it('redirects / and /docs to /docs/, and /docs/a/b to /docs/a/b/', async () => {
    expect(await redirectOf(server, '/')).toEqual({ status: 301, location: '/docs/' });
    expect(await redirectOf(server, '/docs?x=1')).toEqual({ status: 301, location: '/docs/?x=1' });
    expect(await redirectOf(server, '/docs/a/b')).toEqual({ status: 301, location: '/docs/a/b/' });
  });

  it('answers paths outside /docs/ with the 404 page', async () => {
    for (const url of ['/a/b/', '/robots.txt', '/docsa/b/', '/other/']) {
      const reply = await server.get(url);
      expect([url, reply.status, reply.body]).toEqual([url, 404, '<h1>Page not found</h1>']);
    }
  });
});

describe('content types', () => {
  const server = useServer();

  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/assets/css/styles.M474ZNBT.css', 'text/css; charset=utf-8'],
    ['/assets/js/client.abcd1234.js', 'text/javascript; charset=utf-8'],
    ['/module.mjs', 'text/javascript; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
    ['/assets/media/logo.Q2LIMT7D.png', 'image/png'],
    ['/img/photo.jpg', 'image/jpeg'],
    ['/img/photo.webp', 'image/webp'],
    ['/fonts/inter.woff2', 'font/woff2'],
    ['/sitemap.xml', 'text/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/favicon.ico', 'image/x-icon'],
  ])('%s is %s', async (url, type) => {
    const reply = await server.get(url);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('caching', () => {
  const server = useServer();

  it('lets browsers keep content-hashed assets for good', async () => {
    for (const url of [
      '/assets/js/client.abcd1234.js',
      '/assets/js/chunks/chunk.254UHMOH.js',
      '/assets/css/styles.M474ZNBT.css',
      '/assets/media/logo.Q2LIMT7D.png',
    ]) {
      expect([url, (await server.get(url)).headers['cache-control']]).toEqual([url, 'public, max-age=31536000, immutable']);
    }
  });

  it('makes browsers revalidate everything else, with an ETag', async () => {
    for (const url of ['/', '/a/b/', '/assets/routes/index.json', '/sitemap.xml', '/img/logo.svg']) {
      const reply = await server.get(url);
      expect([url, reply.headers['cache-control']]).toEqual([url, 'no-cache']);
      expect(reply.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    }
  });

  it('answers 304 with no body when If-None-Match matches, 200 when it does not', async () => {
    const first = await server.get('/a/b/');
    const etag = first.headers.etag!;
    for (const header of [etag, `"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const again = await server.get('/a/b/', { headers: { 'If-None-Match': header } });
      expect([header, again.status, again.body]).toEqual([header, 304, '']);
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await server.get('/a/b/', { headers: { 'If-None-Match': '"stale"' } });
    expect([changed.status, changed.body]).toEqual([200, '<h1>A B</h1>']);
  });
});

describe('methods', () => {
  const server = useServer();

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await server.get('/c');
    const head = await server.get('/c', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength('<h1>C</h1>')));
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers.etag).toBe(get.headers.etag);
    const missing = await server.get('/nope', { method: 'HEAD' });
    expect([missing.status, missing.body]).toEqual([404, '']);
  });

  it('rejects other methods with 405 and says which are allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const reply = await server.get('/', { method });
      expect([method, reply.status, reply.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
  });
});

describe('compression', () => {
  /** Text large enough to compress (1 KB or more), and files that are compressed already. */
  const paragraph = 'Tollbooth checks entitlements before it shows premium content. '.repeat(40);
  const FILES: Record<string, string | Buffer> = {
    'index.html': `<!DOCTYPE html><h1>Home</h1><p>${paragraph}</p>`,
    '404.html': `<!DOCTYPE html><h1>Page not found</h1><p>${paragraph}</p>`,
    'assets/css/styles.M474ZNBT.css': `.a { color: black }\n`.repeat(100),
    'assets/js/client.abcd1234.js': `console.log(${JSON.stringify(paragraph)});\n`,
    'assets/routes/index.json': JSON.stringify({ title: 'Home', text: paragraph }),
    'img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${paragraph}</title></svg>`,
    'sitemap.xml': `<urlset>${'<url><loc>https://docs.example.com/</loc></url>'.repeat(40)}</urlset>`,
    'robots.txt': `User-agent: *\n${'Allow: /\n'.repeat(200)}`,
    'small.html': '<h1>Small</h1>',
    'img/photo.png': Buffer.alloc(4096, 7),
    'fonts/inter.woff2': Buffer.alloc(4096, 7),
    'downloads/site.tar.gz': gzipSync(paragraph),
  };
  const text = (file: string) => Buffer.from(FILES[file]!);
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await makeTemporaryFolder('docs-gen-compress-'), 'site');
    for (const [file, contents] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), contents);
    }
  });
  const server = useServer({ dir: () => dir, compress: true });
  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    server.get(url, { headers: { ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }), ...headers } });

  it('sends brotli when the browser accepts it, with the length of what it sends', async () => {
    const reply = await get('/', 'gzip, deflate, br, zstd');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['content-length']).toBe(String(reply.bytes.byteLength));
    expect(reply.bytes.byteLength).toBeLessThan(text('index.html').byteLength / 4);
    expect(brotliDecompressSync(reply.bytes)).toEqual(text('index.html'));
  });

  it('sends gzip to a browser that accepts gzip only, or refuses brotli', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const reply = await get('/', header);
      expect([header, reply.headers['content-encoding']]).toEqual([header, 'gzip']);
      expect(gunzipSync(reply.bytes)).toEqual(text('index.html'));
    }
  });

  it('sends the file as it is without Accept-Encoding or with identity only, still saying that it varies', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const reply = await get('/', header);
      expect([header, reply.headers['content-encoding'], reply.headers.vary]).toEqual([header, undefined, 'Accept-Encoding']);
      expect(reply.bytes).toEqual(text('index.html'));
      expect(reply.headers['content-length']).toBe(String(text('index.html').byteLength));
    }
    expect((await get('/', '*')).headers['content-encoding']).toBe('br');
  });

  it('compresses every kind of text: HTML, CSS, JavaScript, JSON, SVG, XML and plain text', async () => {
    for (const file of [
      'index.html',
      'assets/css/styles.M474ZNBT.css',
      'assets/js/client.abcd1234.js',
      'assets/routes/index.json',
      'img/logo.svg',
      'sitemap.xml',
      'robots.txt',
    ]) {
      const reply = await get(`/${file}`, 'gzip, br');
      expect([file, reply.status, reply.headers['content-encoding']]).toEqual([file, 200, 'br']);
      expect(brotliDecompressSync(reply.bytes)).toEqual(text(file));
    }
  });

  it('leaves images, fonts, archives and small text as they are, without Vary', async () => {
    for (const file of ['img/photo.png', 'fonts/inter.woff2', 'downloads/site.tar.gz', 'small.html']) {
      const reply = await get(`/${file}`, 'gzip, br');
      expect([file, reply.headers['content-encoding'], reply.headers.vary]).toEqual([file, undefined, undefined]);
      expect(reply.bytes).toEqual(text(file));
    }
  });

  it('compresses the 404 page, keeping its status', async () => {
    const reply = await get('/nope', 'br');
    expect([reply.status, reply.headers['content-encoding']]).toEqual([404, 'br']);
    expect(brotliDecompressSync(reply.bytes)).toEqual(text('404.html'));
  });

  it('answers HEAD with the headers GET sends for the same encoding, and no body', async () => {
    for (const header of ['br', 'gzip', 'identity']) {
      const got = await get('/assets/css/styles.M474ZNBT.css', header);
      const head = await server.get('/assets/css/styles.M474ZNBT.css', { method: 'HEAD', headers: { 'Accept-Encoding': header } });
      expect(head.bytes.byteLength).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'vary', 'etag', 'cache-control']) {
        expect([header, name, head.headers[name]]).toEqual([header, name, got.headers[name]]);
      }
    }
  });

  it('answers a Range request with the whole file (the range is ignored, as HTTP allows), compressed as accepted', async () => {
    const ranged = await get('/', 'br', { Range: 'bytes=0-9' });
    expect([ranged.status, ranged.headers['content-range']]).toEqual([200, undefined]);
    expect(brotliDecompressSync(ranged.bytes)).toEqual(text('index.html'));
    const plain = await get('/', undefined, { Range: 'bytes=0-9' });
    expect([plain.status, plain.bytes]).toEqual([200, text('index.html')]);
  });

  it('gives each encoding its own ETag, and answers 304 to the one the browser holds', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (header) => (await get('/', header)).headers.etag!));
    expect(new Set(tags).size).toBe(3);
    const revalidated = await get('/', 'br', { 'If-None-Match': tags[0]! });
    expect([revalidated.status, revalidated.bytes.byteLength, revalidated.headers.vary, revalidated.headers.etag]).toEqual([
      304,
      0,
      'Accept-Encoding',
      tags[0],
    ]);
    expect((await get('/', 'gzip', { 'If-None-Match': tags[0]! })).status).toBe(200);
  });

  it('compresses nothing unless asked to', async () => {
    const started = await startServer(createSiteHandler({ files: folderFiles(dir), baseUrl: '/', trailingSlash: undefined }));
    try {
      const reply = await started.get('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect([reply.headers['content-encoding'], reply.headers.vary]).toEqual([undefined, undefined]);
      expect(reply.bytes).toEqual(text('index.html'));
    } finally {
      await started.close();
    }
  });
});

describe('a file too large to read whole for each request', () => {
  /** Bytes that differ from place to place, so a reordered or truncated body cannot pass. */
  const large = Buffer.alloc(STREAM_FROM_BYTES + 3 * 1024 * 1024);
  for (let at = 0; at < large.length; at += 4) large.writeUInt32LE(at, at);
  let dir: string;
  beforeAll(async () => {
    dir = await makeTemporaryFolder('docs-gen-serve-large-');
    await mkdir(path.join(dir, 'downloads'));
    await writeFile(path.join(dir, 'downloads/archive.bin'), large);
    await writeFile(path.join(dir, 'downloads/spec.json'), `{"padding":"${'x'.repeat(STREAM_FROM_BYTES)}"}`);
  });
  const server = useServer({ dir: () => dir, compress: true });

  it('is opened rather than read, and streamed whole with its length, uncompressed, with a validator that answers 304', async () => {
    const found = await folderFiles(dir).read('downloads/archive.bin');
    expect(found?.contents).toBeUndefined();
    await (found as OpenedFile).close();

    const reply = await server.get('/downloads/archive.bin', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect([reply.status, reply.headers['content-length'], reply.headers['content-encoding']]).toEqual([200, String(large.length), undefined]);
    expect(reply.bytes.equals(large)).toBe(true);
    const text = await server.get('/downloads/spec.json', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect([text.status, text.headers['content-type'], text.headers['content-encoding']]).toEqual([200, 'application/json; charset=utf-8', undefined]);
    const head = await server.get('/downloads/archive.bin', { method: 'HEAD' });
    expect([head.status, head.headers['content-length'], head.bytes.length]).toEqual([200, String(large.length), 0]);
    const again = await server.get('/downloads/archive.bin', { headers: { 'If-None-Match': reply.headers.etag! } });
    expect([again.status, again.bytes.length]).toEqual([304, 0]);
  });
});

describe('dev', () => {
  const server = useServer({ dev: true, transformHtml: (html, file) => `${html}<script>/* dev client for ${file} */</script>` });

  it('never lets the browser cache, not even hashed assets', async () => {
    for (const url of ['/', '/assets/js/client.abcd1234.js', '/nope']) {
      const reply = await server.get(url);
      expect([url, reply.headers['cache-control'], reply.headers.etag]).toEqual([url, 'no-store', undefined]);
    }
  });

  it('passes every HTML response through transformHtml, the 404 page too, and nothing else', async () => {
    expect((await server.get('/a/b')).body).toBe('<h1>A B</h1><script>/* dev client for a/b/index.html */</script>');
    expect((await server.get('/nope')).body).toBe('<h1>Page not found</h1><script>/* dev client for 404.html */</script>');
    expect((await server.get('/assets/js/client.abcd1234.js')).body).toBe('console.log("client")');
  });
  it('answers with the status a page gives, the dev client still in it: a page that could not be rendered is a 500', async () => {
    const failing = await startServer(
      createSiteHandler({
        files: { read: async (file) => (file === 'broken/index.html' ? { contents: Buffer.from('<h1>Could not render</h1>'), status: 500 } : undefined) },
        baseUrl: '/',
        trailingSlash: undefined,
        dev: true,
        transformHtml: (html) => `${html}<script>/* dev client */</script>`,
      }),
    );
    try {
      const reply = await failing.get('/broken/');
      expect([reply.status, reply.body]).toEqual([500, '<h1>Could not render</h1><script>/* dev client */</script>']);
    } finally {
      await failing.close();
    }
  });
});

/** Requests that try to leave the site folder, each sent exactly as written. */
const ESCAPES = [
  '/../secret',
  '/../../../../etc/passwd',
  '/%2e%2e/secret',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2Fsecret',
  '/a/%2e%2e%2f%2e%2e%2fsecret',
  '/..%2fsecret',
  '/..%5csecret',
  '/..\\secret',
  '/a/../../secret',
  '/a/b/../../../secret',
  '/./../secret',
  '//etc/passwd',
  '//secret',
  '/%2fetc%2fpasswd',
  '/index.html%00',
  '/%00../secret',
  '/leak.txt',
  '/leak-dir/secret.txt',
];

describe('requests that try to leave the site folder', () => {
  const server = useServer();
  const docs = useServer({ baseUrl: '/docs/' });

  it.each(ESCAPES)('%s is a 404 and shows nothing from outside', async (url) => {
    for (const reply of [await server.get(url), await docs.get(url), await docs.get(`/docs${url}`)]) {
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain(SECRET);
    }
  });

  it('answers malformed percent-encoding with 400, and keeps serving', async () => {
    for (const url of ['/%', '/%E0%A4%A', '/a%ZZ', '/%C0%AE%C0%AE/secret']) {
      const reply = await server.get(url);
      expect([url, reply.status]).toEqual([url, 400]);
    }
    expect((await server.get('/')).status).toBe(200);
  });

  it('never even asks a naive SiteFiles for a path that leaves the folder', async () => {
    // The defence that matters is in the handler: this SiteFiles joins paths without any check.
    const asked: string[] = [];
    const naive: SiteFiles = {
      async read(file) {
        asked.push(file);
        return readFile(path.join(site, file)).then(
          (contents) => ({ contents }),
          () => undefined,
        );
      },
    };
    const naiveServer = await startServer(createSiteHandler({ files: naive, baseUrl: '/', trailingSlash: undefined }));
    try {
      for (const url of ESCAPES.filter((escape) => !escape.startsWith('/leak'))) {
        const reply = await naiveServer.get(url);
        expect([url, reply.status]).toEqual([url, 404]);
        expect(reply.body).not.toContain(SECRET);
      }
    } finally {
      await naiveServer.close();
    }
    expect(asked.filter((file) => file !== '404.html')).toEqual([]);
  });
});

async function redirectOf(server: TestServer, url: string): Promise<{ status: number; location: string | undefined }> {
  const reply = await server.get(url);
  return { status: reply.status, location: reply.headers.location };
}

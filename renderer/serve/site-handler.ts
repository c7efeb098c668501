/**
 * Serves a site the way a static host does: mounted under its baseUrl, with
 * index pages for folders, the trailing-slash redirects its config asks for,
 * its 404 page, caching headers that let browsers keep content-hashed
 * assets for good, and text compressed by what the browser accepts. Where the files come from is the caller's business: the
 * build folder for `docs-gen serve`, pages rendered in memory for `docs-gen dev`.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Readable, pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import { encodeUrlPath } from '../shared/routes.js';
import { createCompressor, encodedEtag, isTextType, negotiateEncoding, type Compressor } from './compression.js';

/** A site's files by POSIX path relative to the site folder ('guide/a/index.html'); undefined when there is no such regular file. Paths given are already decoded, normalised and free of '..'. */
export interface SiteFiles {
  read(file: string): Promise<SiteFile | undefined>;
}

/** A file held in memory, or (a large one) opened to be streamed. */
export type SiteFile = FileInMemory | OpenedFile;

export interface FileInMemory {
  readonly contents: Uint8Array;
  /** @default 200; dev's page that could not be rendered is 500. */
  readonly status?: number;
  /** For ETag: a quoted entity tag (`W/"1a2b-18f3c"`); without one, the handler hashes the contents. */
  readonly etag?: string;
}

/** A file too large to read whole for each request (a download of hundreds of megabytes): sent as it is read. */
export interface OpenedFile {
  readonly contents?: undefined;
  readonly size: number;
  readonly etag: string;
  /** Its bytes, from the file opened when it was found; the file is closed when the stream ends. */
  stream(): Readable;
  /** Closes the file without reading it (a 304, a HEAD request). */
  close(): Promise<void>;
}

export interface SiteHandlerOptions {
  readonly files: SiteFiles;
  /** As in the config: starts and ends with '/' (`/`, `/docs/`). */
  readonly baseUrl: string;
  /** As in the config: true redirects `/a/b` to `/a/b/`, false `/a/b/` to `/a/b`, undefined serves both. */
  readonly trailingSlash: boolean | undefined;
  /** dev: every response no-store, no immutable caching */
  readonly dev?: boolean;
  /** dev injects its client script into every HTML response */
  readonly transformHtml?: (html: string, file: string) => string;
  /** Send text (HTML, CSS, JS, JSON, SVG, XML, plain text) brotli- or gzip-compressed to browsers that accept it. @default false */
  readonly compress?: boolean;
}

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Content-hashed names, as bundleClient (renderer/bundle/bundle-client.ts) writes them:
 * `assets/js/client.RFMHDYE6.js`, `assets/js/chunks/chunk.254UHMOH.js`, `assets/css/styles.M474ZNBT.css`,
 * `assets/media/…`. esbuild's hashes are 8 characters of base32; hex hashes count too.
 * Route data (`assets/routes/`) and sidebars keep their names from build to build, so they are not here.
 */
const HASHED_ASSET = /^assets\/(?:js|css|media|fragments)\/(?:[^/]+\/)*[^/]+\.(?:[A-Z2-7]{8}|[0-9a-f]{8,})\.[A-Za-z0-9]+$/;

/** Whether a file of the site (`assets/css/styles.M474ZNBT.css`, relative to the output) is served to be kept for good. */
export function isHashedAsset(file: string): boolean {
  return HASHED_ASSET.test(file);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** mrmime leaves out .ico; browsers and common hosts use image/x-icon. */
const TYPES_MISSING_FROM_MRMIME: Readonly<Record<string, string>> = { ico: 'image/x-icon' };

export function createSiteHandler(options: SiteHandlerOptions): SiteHandler {
  const { files, baseUrl, trailingSlash, dev = false, transformHtml } = options;
  const compressor = options.compress === true ? createCompressor() : undefined;
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) throw new Error(`baseUrl must start and end with "/", got "${baseUrl}"`);

  return async (request, response) => {
    const reply = createReplier({ request, response, dev, compressor });
    try {
      await respond(request, reply);
    } catch (error) {
      if (response.headersSent) response.destroy(error instanceof Error ? error : undefined);
      else reply.text(500, 'Internal Server Error');
    }
  };

  async function respond(request: IncomingMessage, reply: Replier): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.text(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });

    const target = request.url ?? '/';
    const queryStart = target.indexOf('?');
    const query = queryStart === -1 ? '' : target.slice(queryStart);
    const requested = decodePath(queryStart === -1 ? target : target.slice(0, queryStart));
    if (requested === undefined) return reply.text(400, 'Bad Request: malformed percent-encoding');
    if (!isSafePath(requested)) return notFound(reply);

    if (!requested.startsWith(baseUrl)) {
      // `/` and `/docs` lead to a site served under `/docs/`, as on a host with a redirect for its root.
      return requested === '/' || requested === baseUrl.slice(0, -1) ? reply.redirect(`${encodeUrlPath(baseUrl)}${query}`) : notFound(reply);
    }
    const rest = requested.slice(baseUrl.length);
    if (rest === '') {
      const index = await files.read('index.html');
      return index === undefined ? notFound(reply) : send(reply, 'index.html', index);
    }

    const withSlash = rest.endsWith('/');
    const name = withSlash ? rest.slice(0, -1) : rest;
    if (!withSlash) {
      const exact = await files.read(name);
      if (exact !== undefined) return send(reply, name, exact);
    }
    const page = await findPage(name);
    if (page === undefined) return notFound(reply);
    if (trailingSlash === true && !withSlash) return reply.redirect(`${encodeUrlPath(`${requested}/`)}${query}`);
    if (trailingSlash === false && withSlash) return reply.redirect(`${encodeUrlPath(requested.slice(0, -1))}${query}`);
    return send(reply, page.file, page.contents);
  }

  /** A page's file, in the form the build writes first (renderer/shared/routes.ts outputFileFor). */
  async function findPage(name: string): Promise<{ file: string; contents: SiteFile } | undefined> {
    const candidates = trailingSlash === false ? [`${name}.html`, `${name}/index.html`] : [`${name}/index.html`, `${name}.html`];
    for (const file of candidates) {
      const contents = await files.read(file);
      if (contents !== undefined) return { file, contents };
    }
    return undefined;
  }

  async function notFound(reply: Replier): Promise<void> {
    const page = await files.read('404.html');
    if (page === undefined) return reply.text(404, 'Not Found');
    return reply.file({
      file: '404.html',
      status: 404,
      type: contentTypeOf('404.html'),
      body: htmlOf('404.html', await bytesOf(page)),
      cacheControl: dev ? 'no-store' : 'no-cache',
    });
  }

  async function send(reply: Replier, file: string, siteFile: SiteFile): Promise<void> {
    const type = contentTypeOf(file);
    const transformed = type.startsWith('text/html') && transformHtml !== undefined;
    if (siteFile.contents === undefined && !transformed) {
      const cacheControl = dev ? 'no-store' : isHashedAsset(file) ? IMMUTABLE : 'no-cache';
      return reply.stream({ type, file: siteFile, cacheControl, etag: dev ? undefined : siteFile.etag });
    }
    const contents = await bytesOf(siteFile);
    const body = transformed ? htmlOf(file, contents) : contents;
    const status = siteFile.contents === undefined ? 200 : (siteFile.status ?? 200);
    if (dev) return reply.file({ file, status, type, body, cacheControl: 'no-store' });
    // A transformed page is not the file the caller's etag describes.
    const etag = (!transformed && siteFile.etag) || hashTag(body);
    return reply.file({ file, status, type, body, cacheControl: isHashedAsset(file) ? IMMUTABLE : 'no-cache', etag });
  }

  /** An opened file read whole: only for the page that must be changed before it is sent. */
  async function bytesOf(siteFile: SiteFile): Promise<Uint8Array> {
    if (siteFile.contents !== undefined) return siteFile.contents;
    const chunks: Buffer[] = [];
    for await (const chunk of siteFile.stream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  function htmlOf(file: string, contents: Uint8Array): Uint8Array {
    return transformHtml === undefined ? contents : Buffer.from(transformHtml(Buffer.from(contents).toString('utf8'), file));
  }
}

interface Replier {
  text(status: number, text: string, headers?: Record<string, string>): void;
  redirect(location: string): void;
  /** `file`, the body's path in the site, names it for the compressed copies kept in memory. */
  file(options: { file: string; status: number; type: string; body: Uint8Array; cacheControl: string; etag?: string }): Promise<void>;
  /** A large file as it is read, uncompressed. */
  stream(options: { type: string; file: OpenedFile; cacheControl: string; etag: string | undefined }): Promise<void>;
}

function createReplier({
  request,
  response,
  dev,
  compressor,
}: {
  request: IncomingMessage;
  response: ServerResponse;
  dev: boolean;
  compressor: Compressor | undefined;
}): Replier {
  const end = (status: number, headers: Record<string, string | number>, body?: Uint8Array | string) => {
    response.writeHead(status, { 'X-Content-Type-Options': 'nosniff', ...headers });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  return {
    text(status, text, headers = {}) {
      end(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store', ...headers }, text);
    },
    redirect(location) {
      // Not cached for good: a preview's trailingSlash may change, and a browser would keep following the old redirect.
      end(301, { Location: location, 'Content-Length': 0, 'Cache-Control': dev ? 'no-store' : 'no-cache' });
    },
    async file({ file, status, type, body, cacheControl, etag }) {
      // A Range header is ignored, as RFC 9110 §14.2 allows: the whole representation is sent, with 200.
      const negotiable = compressor?.worthCompressing(type, body.byteLength) === true;
      const encoding = negotiable ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
      const vary: Record<string, string> = negotiable ? { Vary: 'Accept-Encoding' } : {};
      const tag = etag === undefined ? undefined : encodedEtag(etag, encoding);
      const validators: Record<string, string> = tag === undefined ? {} : { ETag: tag };
      if (tag !== undefined && matchesEtag(request.headers['if-none-match'], tag)) return end(304, { 'Cache-Control': cacheControl, ...vary, ...validators });
      const sent = encoding === undefined ? body : await compressor!.compress({ file, version: etag ?? hashTag(body), body, encoding });
      const encoded: Record<string, string> = encoding === undefined ? {} : { 'Content-Encoding': encoding };
      end(status, { 'Content-Type': type, 'Content-Length': sent.byteLength, ...encoded, ...vary, 'Cache-Control': cacheControl, ...validators }, sent);
    },
    async stream({ type, file, cacheControl, etag }) {
      const validators: Record<string, string> = etag === undefined ? {} : { ETag: etag };
      if (etag !== undefined && matchesEtag(request.headers['if-none-match'], etag)) {
        await file.close();
        return end(304, { 'Cache-Control': cacheControl, ...validators });
      }
      const headers = { 'X-Content-Type-Options': 'nosniff', 'Content-Type': type, 'Content-Length': file.size, 'Cache-Control': cacheControl, ...validators };
      if (request.method === 'HEAD') {
        await file.close();
        return end(200, headers);
      }
      response.writeHead(200, headers);
      // A reader that goes away stops the reading; the file is closed either way.
      await new Promise<void>((resolve) => pipeline(file.stream(), response, () => resolve()));
    },
  };
}

/** A strong entity tag made from the bytes. */
function hashTag(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The path decoded, or undefined when its percent-encoding is malformed. */
function decodePath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Whether a decoded path can only name something inside the site: it starts with `/`, and has no
 * `.` or `..` segment, no empty segment (`//etc/passwd`), no backslash (a separator on Windows) and no NUL.
 * Decoding comes first, so `%2e%2e`, `%2f` and `%5c` are caught too.
 */
function isSafePath(decoded: string): boolean {
  if (!decoded.startsWith('/') || decoded.includes('\\') || decoded.includes('\0')) return false;
  const segments = decoded.slice(1).split('/');
  return segments.every((segment, index) => segment !== '.' && segment !== '..' && (segment !== '' || index === segments.length - 1));
}

function contentTypeOf(file: string): string {
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  const type = lookup(extension) ?? TYPES_MISSING_FROM_MRMIME[extension] ?? 'application/octet-stream';
  return isTextType(type) ? `${type}; charset=utf-8` : type;
}

/** RFC 9110 §13.1.2: If-None-Match compares entity tags weakly, and `*` matches any. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

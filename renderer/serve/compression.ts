/**
 * Compressed responses, as static hosts send them: brotli or gzip by the
 * request's Accept-Encoding, for text only (images, fonts and archives are
 * compressed already). Each file is compressed once per encoding and version
 * (its entity tag), then served from memory.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;
/** Text, JSON, JavaScript, XML and SVG: the types sent with a charset, and whose bytes compress. */
const TEXT_TYPE = /^text\/|^application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))$|^image\/svg\+xml$/;

const compressors: Record<ContentEncoding, (body: Uint8Array) => Promise<Buffer>> = {
  // Quality 5 of 11: most of the gain at a small part of the time, as hosts compressing on the fly choose.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => promisify(gzip)(body),
};

/** Whether a media type (`text/html`, `image/png`; parameters such as charset left out) is text. */
export function isTextType(mediaType: string): boolean {
  return TEXT_TYPE.test(mediaType);
}

/**
 * The encoding to send for an Accept-Encoding header: brotli when it is accepted, else gzip, else
 * none. `q=0` refuses an encoding, and `*` stands for every encoding not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)).find((match) => match !== null);
    if (name !== '') weights.set(name, quality ? Number(quality[1]) : 1);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

/** The entity tag of the encoded representation: each encoding is a different set of bytes (RFC 9110 §8.8.3). */
export function encodedEtag(etag: string, encoding: ContentEncoding | undefined): string {
  return encoding === undefined ? etag : etag.replace(/"$/, `-${encoding}"`);
}

export interface Compressor {
  /** The body encoded, once per `version` (the entity tag of what `file` holds) and encoding. */
  compress(options: { file: string; version: string; body: Uint8Array; encoding: ContentEncoding }): Promise<Uint8Array>;
  /** Whether a body of this type and size is worth compressing. */
  worthCompressing(type: string, bytes: number): boolean;
}

/** Keeps at most `maxBytes` of compressed bodies, dropping the oldest first. */
export function createCompressor({ maxBytes = 64 * 1024 * 1024 }: { maxBytes?: number } = {}): Compressor {
  const cache = new Map<string, Promise<Uint8Array>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;
  const remember = (key: string, bytes: number) => {
    sizes.set(key, bytes);
    cachedBytes += bytes;
    for (const [oldest, size] of sizes) {
      if (cachedBytes <= maxBytes) break;
      sizes.delete(oldest);
      cache.delete(oldest);
      cachedBytes -= size;
    }
  };
  return {
    worthCompressing: (type, bytes) => bytes >= MIN_BYTES && isTextType(type.split(';')[0]!.trim()),
    compress({ file, version, body, encoding }) {
      const key = `${encoding}\n${version}\n${file}`;
      let encoded = cache.get(key);
      if (encoded === undefined) {
        encoded = compressors[encoding](body);
        cache.set(key, encoded);
        // A failure is not kept: the next request tries again.
        encoded.then(
          (bytes) => remember(key, bytes.byteLength),
          () => cache.delete(key),
        );
      }
      return encoded;
    },
  };
}

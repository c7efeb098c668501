/**
 * How a spec, and every file or URL its `$ref`s name, is read: hermetically.
 * swagger-parser's own readers open any path (`/etc/passwd`, `../../x`) and
 * fetch any URL its private-address filter lets through (`http://0.0.0.0`),
 * and what they read ends up on the API page. Here they are replaced, through
 * the resolver and parser plugins of json-schema-ref-parser (the library under
 * swagger-parser), by one reader with the site's rules, so validation and
 * bundling read exactly the same files:
 *
 * - a file must lie inside specs/ (or the site folder, with
 *   `api.refsWithin: 'site'`), where it is and where its symbolic links lead;
 * - an http(s) URL must name a host of `api.allowRemoteRefs` (redirects too),
 *   and its answer may be at most 50 MB; other schemes are refused;
 * - a URL is never shown with its credentials: a user and password, and the
 *   values of query parameters that name a secret (`token`, `key`, …), are
 *   written as `***` in every message;
 * - YAML is read by docs-gen's YAML reader (with its limits), JSON by
 *   JSON.parse, both with the line and column of a syntax error.
 *
 * A refused `$ref` rejects with {@link RefusedRefError}; the library records
 * where the `$ref` was (file and JSON pointer) when `continueOnError` is on.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ParserError, ResolverError, type FileInfo, type ParserOptions } from '@apidevtools/json-schema-ref-parser';
import type { ResolvedConfig } from '../config/types.js';
import { readJson } from '../fs/read-json.js';
import { readYaml } from '../content/read-yaml.js';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import { isInsideFolder } from '../fs/contained-path.js';
import { relativePosixPath } from '../fs/posix-path.js';
import { digestOf } from '../fs/digest.js';
import { createLocalRefReader, outcomeOf, type SpecReads } from './local-refs.js';

/** A `$ref` the rules do not allow, with why and what to do. */
export class RefusedRefError extends ResolverError {
  constructor(
    /** What the `$ref` names, as a reader would write it: `../outside/x.yaml`, `/etc/passwd`, `http://…`. */
    readonly target: string,
    /** `it is outside specs/` */
    readonly reason: string,
    readonly hint: string,
  ) {
    super(new Error(`$ref to ${target} refused: ${reason}`), target);
  }
}

/** A spec, or a file a `$ref` names, that does not parse: where, and a few lines around it. */
export class SpecSyntaxError extends ParserError {
  constructor(
    /** Absolute path or URL (the library overwrites `source` with the file of the `$ref` that led here). */
    readonly file: string,
    readonly detail: string,
    readonly line: number,
    readonly column: number,
    readonly codeFrame: string,
  ) {
    super(detail, file);
  }
}

export interface SpecReader {
  /** swagger-parser options: every `$ref` is read and parsed by the rules above. */
  readonly options: ParserOptions;
  /** Reads and parses a spec file itself (the caller found it in specs/); `bytes` as the file holds them, for its download. */
  readSpec(absolute: string): Promise<{ ok: true; value: unknown; bytes: Buffer } | { ok: false; error: SpecSyntaxError }>;
  /** What was read so far, for the build cache to check it reads the same again; undefined once a URL was fetched. */
  reads(): SpecReads | undefined;
}

/** How long one remote `$ref` may take, how many redirects it may follow, and how large its answer may be. */
const FETCH_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;
const MAX_REMOTE_REF_BYTES = 50 * 1024 * 1024;

/** Query parameters whose values are credentials more often than not. */
const SECRET_PARAMETER = /token|key|secret|password|passwd|auth|sig|credential|session/i;

/** `url` as messages show it: its user, password and secret-looking query values written as `***`. */
function shownUrl(url: URL | string): string {
  let shown: URL;
  try {
    shown = new URL(url);
  } catch {
    return String(url);
  }
  if (shown.username !== '' || shown.password !== '') {
    shown.username = '***';
    shown.password = '';
  }
  for (const name of [...shown.searchParams.keys()]) if (SECRET_PARAMETER.test(name)) shown.searchParams.set(name, '***');
  // URLSearchParams writes `***` as `%2A%2A%2A`.
  return shown.href.replaceAll('%2A%2A%2A', '***');
}

export function createSpecReader({ root, specsDir, api }: { root: string; specsDir: string; api: ResolvedConfig['api'] }): SpecReader {
  const local = createLocalRefReader({ root, specsDir, api });
  const { withinName } = local;
  // One read per file or URL per build: validation and bundling both resolve every $ref.
  const reads = new Map<string, Promise<Buffer>>();
  const specDigests = new Map<string, string>();
  const refOutcomes = new Map<string, string>();
  let remote = false;
  const display = (file: string) => siteRelative(root, file);

  const refuseOutside = (file: string, reason: string): RefusedRefError => {
    const widen =
      api.refsWithin === 'specs' && isInsideFolder(root, file)
        ? `, or set api.refsWithin: 'site' in the site config to allow files anywhere in the site folder`
        : '';
    return new RefusedRefError(display(file), reason, `Move or copy the file into ${withinName}${widen}.`);
  };

  async function readLocal(file: string): Promise<Buffer> {
    const read = await local.read(file);
    refOutcomes.set(display(file), outcomeOf(read));
    if (read.kind === 'outside') throw refuseOutside(file, read.reason);
    if (read.kind === 'unreadable') throw new ResolverError(new Error(read.message), file);
    return read.bytes;
  }

  async function readRemote(url: URL): Promise<Buffer> {
    remote = true;
    let current = url;
    for (let redirects = 0; ; redirects++) {
      if (!isListedHost(current, api.allowRemoteRefs)) {
        const reason =
          current === url
            ? `docs-gen fetches nothing from ${current.host} unless api.allowRemoteRefs lists it`
            : `${shownUrl(url)} redirects to ${shownUrl(current)}, and api.allowRemoteRefs does not list ${current.host}`;
        throw new RefusedRefError(
          shownUrl(url),
          reason,
          `Save the file into ${withinName} and refer to it by its path, or add "${current.host}" to api.allowRemoteRefs in the site config.`,
        );
      }
      const response = await fetch(current, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch((error: unknown) => {
        throw new ResolverError(new Error(`Cannot fetch ${shownUrl(current)}: ${(error as Error).message}`), url.href);
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null && redirects < MAX_REDIRECTS) {
        current = new URL(location, current);
        continue;
      }
      if (!response.ok) throw new ResolverError(new Error(`Cannot fetch ${shownUrl(current)}: HTTP ${response.status}`), url.href);
      return readCapped(response, url);
    }
  }

  /** The answer's bytes, refused as soon as it says or proves to be larger than {@link MAX_REMOTE_REF_BYTES}: never read whole first. */
  async function readCapped(response: Response, url: URL): Promise<Buffer> {
    const tooLarge = () =>
      new RefusedRefError(
        shownUrl(url),
        `its answer is larger than ${MAX_REMOTE_REF_BYTES / 1024 / 1024} MB, the most docs-gen reads for one $ref`,
        `Save the file into ${withinName} and refer to it by its path, or split it into smaller files.`,
      );
    if (Number(response.headers.get('content-length') ?? 0) > MAX_REMOTE_REF_BYTES) {
      await response.body?.cancel();
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read !== undefined && !read.done; read = await reader!.read()) {
      bytes += read.value.byteLength;
      if (bytes > MAX_REMOTE_REF_BYTES) {
        await reader!.cancel();
        throw tooLarge();
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks);
  }

  /** A `$ref`'s target as json-schema-ref-parser resolved it: a URL, or a file path written as a URL path. */
  function readTarget(target: string): Promise<Buffer> {
    const scheme = /^([a-z][a-z\d+.-]*):/i.exec(target)?.[1]?.toLowerCase();
    if (scheme === undefined || scheme === 'file') {
      let file: string;
      try {
        file = toFilePath(target);
      } catch {
        return Promise.reject(
          new RefusedRefError(shownUrl(target), 'it is neither a file path nor an http(s) URL', `Refer to a file in ${withinName} by its path.`),
        );
      }
      return readLocal(file);
    }
    if (scheme === 'http' || scheme === 'https') return readRemote(new URL(target));
    return Promise.reject(
      new RefusedRefError(
        shownUrl(target),
        `only files and http(s) URLs can be referenced, not ${scheme}:`,
        `Save the file into ${withinName} and refer to it by its path.`,
      ),
    );
  }

  const parsePlugin = (format: SpecFormat) => ({
    parse: (file: FileInfo) => {
      const parsed = parseSpecText(Buffer.isBuffer(file.data) ? file.data.toString('utf8') : String(file.data), format, sourceOf(file.url));
      if (!parsed.ok) throw parsed.error;
      return parsed.value;
    },
  });

  return {
    options: {
      // Keep going after a refused $ref, so the error says where each one is.
      continueOnError: true,
      resolve: {
        file: false,
        http: false,
        hermetic: { order: 1, canRead: true, read: ({ url }: FileInfo) => reads.get(url) ?? remember(reads, url, readTarget(url)) },
      },
      parse: {
        json: { canParse: '.json', ...parsePlugin('json') },
        yaml: { canParse: ['.yaml', '.yml'], ...parsePlugin('yaml') },
      },
    },
    async readSpec(absolute) {
      const bytes = await readFile(absolute);
      specDigests.set(path.basename(absolute), digestOf(bytes));
      const parsed = parseSpecText(bytes.toString('utf8'), /\.json$/i.test(absolute) ? 'json' : 'yaml', absolute);
      return parsed.ok ? { ...parsed, bytes } : parsed;
    },
    reads: () => (remote ? undefined : { specs: Object.fromEntries(specDigests), refs: Object.fromEntries(refOutcomes) }),
  };
}

type SpecFormat = 'json' | 'yaml';

function parseSpecText(text: string, format: SpecFormat, source: string): { ok: true; value: unknown } | { ok: false; error: SpecSyntaxError } {
  if (format === 'json') {
    const read = readJson(text);
    if (read.ok) return read;
    return {
      ok: false,
      error: new SpecSyntaxError(source, `not valid JSON: ${read.message}`, read.line, read.column, formatCodeFrame(text, read.line, read.column)),
    };
  }
  const read = readYaml(text);
  if (read.ok) return { ok: true, value: read.value };
  const problem = read.problems[0]!;
  const detail = problem.kind === 'limit' ? `beyond what docs-gen reads: ${problem.message}` : `not valid YAML: ${problem.message}`;
  return { ok: false, error: new SpecSyntaxError(source, detail, problem.line, problem.column, formatCodeFrame(text, problem.line, problem.column)) };
}

/** The file a `file:` URL or a URL-encoded path names (`my%20pet.yaml`); a `%` that encodes nothing is kept (`100%.yaml`). */
function toFilePath(target: string): string {
  if (/^file:/i.test(target)) return path.resolve(fileURLToPath(target));
  return path.resolve(
    target.replace(/(?:%[\da-f]{2})+/gi, (encoded) => {
      try {
        return decodeURIComponent(encoded);
      } catch {
        return encoded;
      }
    }),
  );
}

/** A file path for a file URL or path as the library writes it, else the URL. */
function sourceOf(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) && !/^file:/i.test(url)) return url;
  try {
    return toFilePath(url);
  } catch {
    return url;
  }
}

/** `specs/a.yaml` for a file of the site; a path elsewhere as it is; a URL without its credentials. */
export function siteRelative(root: string, source: string): string {
  if (path.isAbsolute(source)) return isInsideFolder(root, source) ? relativePosixPath(root, source) : source;
  return /^[a-z][a-z\d+.-]*:/i.test(source) ? shownUrl(source) : source;
}

function remember<T>(cache: Map<string, Promise<T>>, key: string, value: Promise<T>): Promise<T> {
  cache.set(key, value);
  return value;
}

/** `schemas.example.com` allows it on any port; `localhost:8080` on that port only (the scheme's default port counts as written). */
function isListedHost(url: URL, hosts: readonly string[]): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return hosts.some((host) => {
    const listed = host.toLowerCase();
    return listed === url.hostname || listed === `${url.hostname}:${port}`;
  });
}

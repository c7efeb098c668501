/**
 * The JavaScript a built page makes the browser load before it is
 * interactive: every `<script src>` and `<link rel="modulepreload">` of the
 * HTML, plus the files they import statically (esbuild's minified ESM writes
 * `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`), each
 * counted once, gzipped at level 9. Inline scripts (other than JSON data) are
 * counted too. Dynamic `import()` is left out: it loads on demand.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface JsWeight {
  /** Output-relative path of the page measured. */
  readonly page: string;
  readonly files: ReadonlyArray<{ readonly path: string; readonly bytes: number; readonly gzipBytes: number }>;
  readonly inlineGzipBytes: number;
  readonly gzipBytes: number;
  readonly bytes: number;
  /** Scripts referenced but not found in the output. */
  readonly missing: readonly string[];
}

const SCRIPT_SRC = /<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi;
const MODULEPRELOAD = /<link\b(?=[^>]*\brel\s*=\s*["']?modulepreload\b)[^>]*\bhref\s*=\s*["']?([^"'\s>]+)[^>]*>/gi;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STATIC_IMPORT = /(?:\bimport|\bfrom|\bexport\s*\*\s*from)\s*["']([^"']+)["']/g;

function gzipSize(contents: Uint8Array | string): number {
  return gzipSync(contents, { level: 9 }).length;
}

/** Maps a URL in the page to a file in the output folder (same-site URLs only). */
function toOutputFile(outDir: string, fromFile: string, url: string, baseUrl: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return undefined;
  const clean = url.replace(/[?#].*$/, '');
  if (clean.startsWith('/')) {
    const withoutBase = clean.startsWith(baseUrl) ? clean.slice(baseUrl.length) : clean.slice(1);
    return path.join(outDir, withoutBase);
  }
  return path.join(path.dirname(fromFile), clean);
}

export function measureJsWeight({ outDir, page, baseUrl = '/' }: { outDir: string; page: string; baseUrl?: string }): JsWeight {
  const pageFile = path.join(outDir, page);
  const html = readFileSync(pageFile, 'utf8');
  const queue: string[] = [];
  const missing: string[] = [];
  for (const pattern of [SCRIPT_SRC, MODULEPRELOAD]) {
    for (const match of html.matchAll(pattern)) {
      const file = toOutputFile(outDir, pageFile, match[1]!, baseUrl);
      if (file !== undefined) queue.push(file);
    }
  }
  let inlineGzipBytes = 0;
  let inlineBytes = 0;
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || body.trim() === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && !type.includes('javascript')) continue;
    inlineGzipBytes += gzipSize(body);
    inlineBytes += Buffer.byteLength(body);
  }

  const seen = new Set<string>();
  const files: { path: string; bytes: number; gzipBytes: number }[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) {
      missing.push(path.relative(outDir, file));
      continue;
    }
    const contents = readFileSync(file);
    files.push({ path: path.relative(outDir, file), bytes: contents.length, gzipBytes: gzipSize(contents) });
    for (const match of contents.toString('utf8').matchAll(STATIC_IMPORT)) {
      // Bare specifiers ("react") cannot load in a browser without an import map; only paths are followed.
      if (!/^\.{0,2}\//.test(match[1]!)) continue;
      const target = toOutputFile(outDir, file, match[1]!, baseUrl);
      if (target !== undefined) queue.push(target);
    }
  }
  return {
    page,
    files,
    inlineGzipBytes,
    gzipBytes: inlineGzipBytes + files.reduce((sum, f) => sum + f.gzipBytes, 0),
    bytes: inlineBytes + files.reduce((sum, f) => sum + f.bytes, 0),
    missing,
  };
}

/**
 * The JavaScript samples: fetch in a browser, fetch in Node.js and axios,
 * each sending the one request of sample-request.ts and printing what the
 * answer carries. httpsnippet's printer of these leaves backslashes in a
 * string as they are, so a `\` in a value was lost or changed what follows
 * it; values here are written as JavaScript reads them back. Pure.
 */
import { fullUrl, jsonValue } from './sample-clients.js';
import type { SampleField, SampleRequest } from './sample-request.js';

/** Past this many characters an object or array is written one entry a line. */
const INLINE_LIMIT = 80;

const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** A string literal in single quotes. */
function javascriptString(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it escapes
  const escaped = text.replace(/[\\'\n\r\t\u2028\u2029\u0000-\u001f\u007f]/g, (character) => {
    return ESCAPES[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `'${escaped}'`;
}

const propertyName = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : javascriptString(name));

/** `{a, b}` on one line when it fits and holds no multi-line entry, else one entry a line, indented under `indent`. */
function enclose(brackets: '{}' | '[]', entries: readonly string[], indent: string): string {
  const [open, close] = brackets;
  if (entries.length === 0) return `${open}${close}`;
  const inline = `${open}${entries.join(', ')}${close}`;
  if (inline.length <= INLINE_LIMIT && !inline.includes('\n')) return inline;
  return `${open}\n${entries.map((entry) => `${indent}  ${entry}`).join(',\n')}\n${indent}${close}`;
}

/** An object literal of code already written: `[name, code]` entries. */
function objectOf(entries: readonly (readonly [string, string])[], indent: string): string {
  return enclose(
    '{}',
    entries.map(([name, code]) => `${propertyName(name)}: ${code}`),
    indent,
  );
}

/** A JSON value as a JavaScript literal. */
function javascriptLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return javascriptString(value);
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return enclose(
      '[]',
      value.map((item) => javascriptLiteral(item, inner)),
      indent,
    );
  return objectOf(
    Object.entries(value).map(([name, item]) => [name, javascriptLiteral(item, inner)]),
    indent,
  );
}

const headersOf = (request: SampleRequest) => request.headers.map(([name, value]) => [name, javascriptString(value)] as const);

/** URLSearchParams of a form's fields: an object when no name repeats, else its pairs in order. */
function searchParams(fields: readonly SampleField[], indent: string): string {
  const names = fields.map((field) => field.name);
  if (new Set(names).size === names.length)
    return `new URLSearchParams(${objectOf(
      fields.map((field) => [field.name, javascriptString(field.value ?? '')]),
      indent,
    )})`;
  return `new URLSearchParams(${enclose(
    '[]',
    fields.map((field) => `[${javascriptString(field.name)}, ${javascriptString(field.value ?? '')}]`),
    indent,
  )})`;
}

/**
 * The lines that build a multipart body as `form`: a file is read from its path in Node.js, and is the file the
 * reader picked in a page's file field in a browser.
 */
function formLines(fields: readonly SampleField[], where: 'browser' | 'node'): string[] {
  const file = (field: SampleField) =>
    where === 'node'
      ? `await openAsBlob(${javascriptString(field.fileName!)}), ${javascriptString(field.fileName!.split('/').pop()!)}`
      : `document.querySelector('input[type="file"]').files[0]`;
  return [
    'const form = new FormData();',
    ...fields.map(
      (field) => `form.append(${javascriptString(field.name)}, ${field.fileName === undefined ? javascriptString(field.value ?? '') : file(field)});`,
    ),
  ];
}

const hasFile = (request: SampleRequest) => request.body !== undefined && 'fields' in request.body && request.body.fields.some((field) => field.fileName);

/** The body as fetch and axios take it (`form` when built before), and the lines that build it. */
function bodyOf(request: SampleRequest, where: 'browser' | 'node', key: 'body' | 'data'): { setup: string[]; code?: string } {
  const { body } = request;
  if (body === undefined) return { setup: [] };
  if ('text' in body) {
    const json = /[/+]json\b/i.test(body.mediaType) ? jsonValue(body.text) : undefined;
    if (json === undefined) return { setup: [], code: javascriptString(body.text) };
    // axios writes an object as JSON itself; fetch takes a string.
    const literal = javascriptLiteral(json.value, '  ');
    return { setup: [], code: key === 'data' ? literal : `JSON.stringify(${literal})` };
  }
  if (body.mediaType === 'multipart/form-data') return { setup: [...formLines(body.fields, where), ''], code: 'form' };
  return { setup: [], code: searchParams(body.fields, '  ') };
}

const ANSWERS = {
  json: ['.then(res => res.json())', '.then(json => console.log(json))'],
  text: ['.then(res => res.text())', '.then(text => console.log(text))'],
  none: ['.then(res => console.log(res.status))'],
} as const;

/** fetch, as a browser or Node.js (18 and later) runs it: the URL with its query, then the options. */
export function javascriptFetch(request: SampleRequest, where: 'browser' | 'node'): string {
  const body = bodyOf(request, where, 'body');
  const options: (readonly [string, string])[] = [['method', javascriptString(request.method)]];
  const headers = headersOf(request);
  if (headers.length > 0) options.push(['headers', objectOf(headers, '  ')]);
  if (body.code !== undefined) options.push(['body', body.code]);
  const url = javascriptString(fullUrl(request));
  const lines =
    where === 'node'
      ? [
          ...(hasFile(request) ? ["import { openAsBlob } from 'node:fs';", ''] : []),
          ...body.setup,
          `const url = ${url};`,
          `const options = ${objectOf(options, '')};`,
          '',
          'fetch(url, options)',
        ]
      : [...body.setup, `const options = ${objectOf(options, '')};`, '', `fetch(${url}, options)`];
  return [...lines, ...ANSWERS[request.answer].map((line) => `  ${line}`), '  .catch(err => console.error(err));'].join('\n');
}

/** axios in Node.js: the query as `params`, a name given twice sent twice (`status=a&status=b`), never with brackets. */
export function javascriptAxios(request: SampleRequest): string {
  const body = bodyOf(request, 'node', 'data');
  const options: (readonly [string, string])[] = [
    ['method', javascriptString(request.method)],
    ['url', javascriptString(request.url)],
  ];
  if (request.query.length > 0) {
    const params = new Map<string, string[]>();
    for (const [name, value] of request.query) params.set(name, [...(params.get(name) ?? []), value]);
    if ([...params.values()].some((values) => values.length > 1)) options.push(['paramsSerializer', '{indexes: null}']);
    const entries = [...params].map(([name, values]) => [name, values.length === 1 ? javascriptString(values[0]!) : javascriptLiteral(values)] as const);
    options.push(['params', objectOf(entries, '  ')]);
  }
  const headers = headersOf(request);
  if (headers.length > 0) options.push(['headers', objectOf(headers, '  ')]);
  if (body.code !== undefined) options.push(['data', body.code]);
  const answer = request.answer === 'none' ? 'res.status' : 'res.data';
  return [
    "import axios from 'axios';",
    ...(hasFile(request) ? ["import { openAsBlob } from 'node:fs';"] : []),
    '',
    ...body.setup,
    `const options = ${objectOf(options, '')};`,
    '',
    'axios',
    '  .request(options)',
    `  .then(res => console.log(${answer}))`,
    '  .catch(err => console.error(err));',
  ].join('\n');
}

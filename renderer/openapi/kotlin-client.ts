/**
 * The Kotlin sample: OkHttp 4 and later, a whole program sending the one
 * request of sample-request.ts and printing what the answer carries.
 * httpsnippet's wrote OkHttp 3's Java calls (`MediaType.parse`,
 * `RequestBody.create`), which Kotlin refuses to compile against OkHttp 4,
 * without imports or `main`, and left a `$` in a string to start a template.
 * Pure.
 */
import type { SampleRequest } from './sample-request.js';
import { fullUrl } from './sample-clients.js';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', $: '\\$', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b' };

/** What a Kotlin string literal escapes: what would end it or start a template, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it escapes
const TO_ESCAPE = /[\\"$\u0000-\u001f\u007f]/g;

/** A Kotlin string literal: Kotlin has no `\f` or `\0`, so other control characters are written as `\uXXXX`. */
function kotlinString(text: string): string {
  return `"${text.replace(TO_ESCAPE, (character) => ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

/** The body's code and the imports it needs; OkHttp writes the Content-Type of the body it is given. */
function bodyOf(request: SampleRequest): { imports: string[]; code?: string } {
  const { body } = request;
  // OkHttp refuses a POST, PUT or PATCH without a body: an empty one, without a Content-Type.
  if (body === undefined)
    return ['POST', 'PUT', 'PATCH'].includes(request.method)
      ? { imports: ['okhttp3.RequestBody.Companion.toRequestBody'], code: 'ByteArray(0).toRequestBody()' }
      : { imports: [] };
  if ('text' in body)
    return {
      imports: ['okhttp3.MediaType.Companion.toMediaType', 'okhttp3.RequestBody.Companion.toRequestBody'],
      code: `${kotlinString(body.text)}.toRequestBody(${kotlinString(body.mediaType)}.toMediaType())`,
    };
  if (body.mediaType === 'multipart/form-data') {
    const parts = body.fields.map((field) =>
      field.fileName === undefined
        ? `.addFormDataPart(${kotlinString(field.name)}, ${kotlinString(field.value ?? '')})`
        : `.addFormDataPart(${kotlinString(field.name)}, ${kotlinString(field.fileName.split('/').pop()!)}, File(${kotlinString(field.fileName)}).asRequestBody())`,
    );
    return {
      imports: ['java.io.File', 'okhttp3.MultipartBody', 'okhttp3.RequestBody.Companion.asRequestBody'],
      code: ['MultipartBody.Builder()', '.setType(MultipartBody.FORM)', ...parts, '.build()'].join('\n        '),
    };
  }
  const fields = body.fields.map((field) => `.add(${kotlinString(field.name)}, ${kotlinString(field.value ?? '')})`);
  return { imports: ['okhttp3.FormBody'], code: ['FormBody.Builder()', ...fields, '.build()'].join('\n        ') };
}

/** The builder's call for the method: its own function where OkHttp has one. */
function methodCall(method: string, body: string | undefined): string {
  if (body === undefined && (method === 'GET' || method === 'HEAD' || method === 'DELETE')) return `.${method.toLowerCase()}()`;
  if (body !== undefined && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return `.${method.toLowerCase()}(body)`;
  return `.method(${kotlinString(method)}, ${body === undefined ? 'null' : 'body'})`;
}

export function kotlinOkHttp(request: SampleRequest): string {
  const body = bodyOf(request);
  const imports = [...body.imports, 'okhttp3.OkHttpClient', 'okhttp3.Request'].sort();
  const headers = request.headers.filter(([name]) => !(body.code !== undefined && name.toLowerCase() === 'content-type'));
  const answer = request.answer === 'none' ? 'println(response.code)' : 'println(response.body?.string())';
  return [
    ...imports.map((name) => `import ${name}`),
    '',
    'fun main() {',
    '    val client = OkHttpClient()',
    ...(body.code === undefined ? [] : [`    val body = ${body.code}`]),
    '    val request = Request.Builder()',
    `        .url(${kotlinString(fullUrl(request))})`,
    `        ${methodCall(request.method, body.code)}`,
    ...headers.map(([name, value]) => `        .addHeader(${kotlinString(name)}, ${kotlinString(value)})`),
    '        .build()',
    '    client.newCall(request).execute().use { response ->',
    `        ${answer}`,
    '    }',
    '}',
  ].join('\n');
}

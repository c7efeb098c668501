/**
 * The sample languages httpsnippet has no client for (Python's httpx, Rust's
 * reqwest, Dart's http package) or whose client misquotes (PowerShell, and
 * Python's requests, whose program a backslash or a line break in a value
 * changed or broke),
 * each a complete program sending the one request of sample-request.ts (the
 * URL with its query, the headers, the body) and printing what the answer
 * carries. Pure.
 */
import type { SampleRequest } from './sample-request.js';

/** The URL with its query, encoded as a form's (`a=1&b=x+y`), as every client sends it as it is. */
export function fullUrl(request: SampleRequest): string {
  return request.query.length === 0 ? request.url : `${request.url}?${new URLSearchParams(request.query.map(([name, value]) => [name, value])).toString()}`;
}

/** A JSON string is a Python string literal too (the same escapes); Python has its own words for true, false and null. */
function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}    `;
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${pythonLiteral(item, inner)}`)
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return items.length === 0 ? `${open}${close}` : `${open}\n${items.join(',\n')},\n${indent}${close}`;
}

export function jsonValue(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * Python with requests or httpx: the same program but for the call (`requests.post(url, …)`,
 * `httpx.request("POST", url, …)`) and the name of a raw body (`data=`, `content=`).
 */
function pythonSample(request: SampleRequest, client: 'requests' | 'httpx'): string {
  const lines = [`import ${client}`, '', `url = ${JSON.stringify(fullUrl(request))}`];
  const args = ['url'];
  const { body } = request;
  const json = body !== undefined && 'text' in body && body.mediaType === 'application/json' ? jsonValue(body.text) : undefined;
  // A multipart body's Content-Type carries the boundary the client makes up.
  const multipart = body?.mediaType === 'multipart/form-data';
  const headers = request.headers.filter(([name]) => !(multipart && name.toLowerCase() === 'content-type'));
  if (headers.length > 0) {
    lines.push(`headers = {\n${headers.map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`).join('\n')}\n}`);
    args.push('headers=headers');
  }
  if (json !== undefined) {
    lines.push(`payload = ${pythonLiteral(json.value)}`);
    args.push('json=payload');
  } else if (body !== undefined && 'text' in body) {
    lines.push(`payload = ${JSON.stringify(body.text)}`);
    args.push(client === 'requests' ? 'data=payload' : 'content=payload');
  } else if (body !== undefined) {
    const values = body.fields.filter((field) => field.fileName === undefined);
    const files = body.fields.filter((field) => field.fileName !== undefined);
    if (values.length > 0) {
      // A name given twice has its values in a list, which both clients send as the name twice.
      const byName = new Map<string, string[]>();
      for (const field of values) byName.set(field.name, [...(byName.get(field.name) ?? []), field.value ?? '']);
      const entries = [...byName].map(([name, list]) => `    ${JSON.stringify(name)}: ${JSON.stringify(list.length === 1 ? list[0] : list)},`);
      lines.push(`data = {\n${entries.join('\n')}\n}`);
      args.push('data=data');
    }
    if (files.length > 0) {
      lines.push(`files = {\n${files.map((field) => `    ${JSON.stringify(field.name)}: open(${JSON.stringify(field.fileName)}, "rb"),`).join('\n')}\n}`);
      args.push('files=files');
    }
  }
  const answer = { none: 'response.status_code', json: 'response.json()', text: 'response.text' }[request.answer];
  const call =
    client === 'httpx' || !REQUESTS_METHODS.has(request.method)
      ? `${client}.request(${JSON.stringify(request.method)}, ${args.join(', ')})`
      : `requests.${request.method.toLowerCase()}(${args.join(', ')})`;
  lines.push('', `response = ${call}`, '', `print(${answer})`);
  return lines.join('\n');
}

/** The methods requests has a function of its own for. */
const REQUESTS_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

export const pythonRequests = (request: SampleRequest) => pythonSample(request, 'requests');
export const pythonHttpx = (request: SampleRequest) => pythonSample(request, 'httpx');

/** A Rust string literal: Rust has no `\uXXXX` escape, so control characters are written as `\u{…}`. */
function rustString(text: string): string {
  const named: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  let escaped = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    escaped += named[character] ?? (code < 0x20 ? `\\u{${code.toString(16)}}` : character);
  }
  return `"${escaped}"`;
}

export function rustReqwest(request: SampleRequest): string {
  const { body } = request;
  const multipart = body !== undefined && 'fields' in body && body.mediaType === 'multipart/form-data';
  const features = multipart ? '["blocking", "multipart"]' : '["blocking"]';
  const chain = [`.request(reqwest::Method::${request.method}, ${rustString(fullUrl(request))})`];
  for (const [name, value] of request.headers) {
    // A multipart body's Content-Type carries the boundary reqwest makes up.
    if (multipart && name.toLowerCase() === 'content-type') continue;
    chain.push(`.header(${rustString(name)}, ${rustString(value)})`);
  }
  const setup: string[] = [];
  if (body !== undefined && 'text' in body) chain.push(`.body(${rustString(body.text)})`);
  else if (body !== undefined && multipart) {
    const parts = body.fields.map((field) =>
      field.fileName === undefined
        ? `        .text(${rustString(field.name)}, ${rustString(field.value ?? '')})`
        : `        .file(${rustString(field.name)}, ${rustString(field.fileName)})?`,
    );
    setup.push(`    let form = reqwest::blocking::multipart::Form::new()\n${parts.join('\n')};`);
    chain.push('.multipart(form)');
  } else if (body !== undefined) {
    chain.push(`.form(&[${body.fields.map((field) => `(${rustString(field.name)}, ${rustString(field.value ?? '')})`).join(', ')}])`);
  }
  const answer = request.answer === 'none' ? 'response.status()' : 'response.text()?';
  return [
    `// Cargo.toml: reqwest = { version = "0.12", features = ${features} }`,
    'fn main() -> Result<(), Box<dyn std::error::Error>> {',
    ...setup,
    '    let client = reqwest::blocking::Client::new();',
    '    let response = client',
    ...chain.map((call) => `        ${call}`),
    '        .send()?;',
    `    println!("{}", ${answer});`,
    '    Ok(())',
    '}',
  ].join('\n');
}

/** A Dart string literal in single quotes: `$` would start an interpolation. */
function dartString(text: string): string {
  const escaped = text.replace(/[\\'$\n\r\t]/g, (character) => ({ '\\': '\\\\', "'": "\\'", $: '\\$', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[character]!);
  return `'${escaped}'`;
}

export function dartHttp(request: SampleRequest): string {
  const { body } = request;
  const multipart = body !== undefined && 'fields' in body && body.mediaType === 'multipart/form-data';
  const lines = [
    "import 'package:http/http.dart' as http;",
    '',
    'Future<void> main() async {',
    `  final request = http.${multipart ? 'MultipartRequest' : 'Request'}(${dartString(request.method)}, Uri.parse(${dartString(fullUrl(request))}));`,
  ];
  const headers = request.headers.filter(([name]) => !(multipart && name.toLowerCase() === 'content-type'));
  if (headers.length > 0)
    lines.push(`  request.headers.addAll({\n${headers.map(([name, value]) => `    ${dartString(name)}: ${dartString(value)},`).join('\n')}\n  });`);
  if (body !== undefined && 'text' in body) lines.push(`  request.body = ${dartString(body.text)};`);
  else if (body !== undefined && multipart) {
    for (const field of body.fields) {
      if (field.fileName === undefined) lines.push(`  request.fields[${dartString(field.name)}] = ${dartString(field.value ?? '')};`);
      else lines.push(`  request.files.add(await http.MultipartFile.fromPath(${dartString(field.name)}, ${dartString(field.fileName)}));`);
    }
  } else if (body !== undefined) {
    lines.push(`  request.bodyFields = {\n${body.fields.map((field) => `    ${dartString(field.name)}: ${dartString(field.value ?? '')},`).join('\n')}\n  };`);
  }
  lines.push('  final response = await http.Response.fromStream(await request.send());');
  lines.push(request.answer === 'none' ? '  print(response.statusCode);' : '  print(response.body);', '}');
  return lines.join('\n');
}

/** A PowerShell single-quoted string: nothing is expanded in it, and a quote is written twice. */
function powershellString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export function powershellRestMethod(request: SampleRequest): string {
  const { body } = request;
  const lines: string[] = [];
  const options = [`-Uri ${powershellString(fullUrl(request))}`, `-Method ${request.method}`];
  // Invoke-RestMethod takes the body's type as -ContentType, and writes a multipart one (with its boundary) itself.
  const headers = request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
  if (headers.length > 0) {
    lines.push(`$headers = @{\n${headers.map(([name, value]) => `    ${powershellString(name)} = ${powershellString(value)}`).join('\n')}\n}`);
    options.push('-Headers $headers');
  }
  const fields = (list: readonly { name: string; value?: string; fileName?: string }[]) =>
    `@{\n${list.map((field) => `    ${powershellString(field.name)} = ${field.fileName === undefined ? powershellString(field.value ?? '') : `Get-Item -Path ${powershellString(field.fileName)}`}`).join('\n')}\n}`;
  if (body !== undefined && 'text' in body) {
    lines.push(`$body = ${powershellString(body.text)}`);
    options.push(`-ContentType ${powershellString(body.mediaType)}`, '-Body $body');
  } else if (body !== undefined && body.mediaType === 'multipart/form-data') {
    lines.push(`$form = ${fields(body.fields)}`);
    options.push('-Form $form');
  } else if (body !== undefined) {
    lines.push(`$body = ${fields(body.fields)}`);
    options.push(`-ContentType ${powershellString(body.mediaType)}`, '-Body $body');
  }
  if (request.answer === 'none') options.push('-StatusCodeVariable status');
  lines.push(`$response = Invoke-RestMethod ${options.join(' ')}`, request.answer === 'none' ? '$status' : '$response');
  return lines.join('\n');
}

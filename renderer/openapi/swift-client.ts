/**
 * The Swift sample: URLSession, sending the one request of sample-request.ts
 * and printing what the answer carries. httpsnippet's quoted strings by
 * escaping `"` alone (a backslash or a line break in a value did not
 * compile), built the query with URLQueryItem (which leaves a `+` as it is,
 * read back as a space) and read a multipart file's content type from a key
 * it never set. Pure.
 */
import { fullUrl } from './sample-clients.js';
import type { SampleField, SampleRequest } from './sample-request.js';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\0': '\\0' };

/** The inside of a Swift string literal: what would end or change it escaped. */
function swiftEscaped(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it escapes
  return text.replace(/[\\"\u0000-\u001f\u007f]/g, (character) => ESCAPES[character] ?? `\\u{${character.charCodeAt(0).toString(16)}}`);
}

const swiftString = (text: string) => `"${swiftEscaped(text)}"`;

/**
 * A JSON body as it is written: a raw multi-line string, whose `#`s outnumber any run of them in the text, so no
 * `\` and no `"""` in it ends or escapes anything.
 */
function rawString(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/#+/g)].map(([run]) => run.length));
  const hashes = '#'.repeat(longest + 1);
  return `${hashes}"""\n${text}\n"""${hashes}`;
}

/** The lines that make a multipart body, its boundary in the Content-Type. */
function multipartLines(fields: readonly SampleField[]): string[] {
  const lines = ['let boundary = "Boundary-\\(UUID().uuidString)"', 'var body = Data()'];
  for (const field of fields) {
    const disposition = `--\\(boundary)\\r\\nContent-Disposition: form-data; name=\\"${swiftEscaped(field.name)}\\"`;
    if (field.fileName === undefined) {
      lines.push(`body.append(Data("${disposition}\\r\\n\\r\\n${swiftEscaped(field.value ?? '')}\\r\\n".utf8))`);
    } else {
      const name = field.fileName.split('/').pop()!;
      lines.push(
        `body.append(Data("${disposition}; filename=\\"${swiftEscaped(name)}\\"\\r\\n\\r\\n".utf8))`,
        `body.append(try Data(contentsOf: URL(fileURLWithPath: ${swiftString(field.fileName)})))`,
        'body.append(Data("\\r\\n".utf8))',
      );
    }
  }
  lines.push(
    'body.append(Data("--\\(boundary)--\\r\\n".utf8))',
    'request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")',
    'request.httpBody = body',
  );
  return lines;
}

function bodyLines(request: SampleRequest): string[] {
  const { body } = request;
  if (body === undefined) return [];
  if ('text' in body) {
    const asWritten = /[/+]json\b/i.test(body.mediaType) && !body.text.includes('\r');
    return [`request.httpBody = Data(${asWritten ? rawString(body.text) : swiftString(body.text)}.utf8)`];
  }
  if (body.mediaType === 'multipart/form-data') return multipartLines(body.fields);
  const form = new URLSearchParams(body.fields.map((field) => [field.name, field.value ?? ''])).toString();
  return [`request.httpBody = Data(${swiftString(form)}.utf8)`];
}

export function swiftUrlSession(request: SampleRequest): string {
  const answer = request.answer === 'none' ? 'print((response as! HTTPURLResponse).statusCode)' : 'print(String(decoding: data, as: UTF8.self))';
  return [
    'import Foundation',
    '// Linux has URLSession in a module of its own.',
    '#if canImport(FoundationNetworking)',
    'import FoundationNetworking',
    '#endif',
    '',
    `var request = URLRequest(url: URL(string: ${swiftString(fullUrl(request))})!)`,
    `request.httpMethod = ${swiftString(request.method)}`,
    ...request.headers.map(([name, value]) => `request.setValue(${swiftString(value)}, forHTTPHeaderField: ${swiftString(name)})`),
    ...bodyLines(request),
    '',
    `let (${request.answer === 'none' ? '_, response' : 'data, _'}) = try await URLSession.shared.data(for: request)`,
    answer,
  ].join('\n');
}

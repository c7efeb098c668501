/**
 * httpsnippet's multipart code in curl, HTTPie, Go, Java, C#, PHP and Ruby,
 * made to upload the file. It wrote the body by hand with a fixed boundary,
 * the file's content left empty and its path as the filename, and a
 * `Content-Type: multipart/form-data` without the boundary, which no server
 * can parse (C# sent `StringContent("")`, Guzzle `null` and a syntax error).
 * Here each reads the file from its path and sends it as a file part named
 * after the file, the other fields as text, and lets the client write the
 * boundary wherever it can (java.net.http cannot: the program does). Pure.
 */
import { shellQuoted } from '../shared/shell-quote.js';
import type { SampleField, SampleRequest } from './sample-request.js';

/** The fields of a multipart request, else undefined. */
export function multipartFields(request: SampleRequest): readonly SampleField[] | undefined {
  const { body } = request;
  return body !== undefined && 'fields' in body && body.mediaType === 'multipart/form-data' ? body.fields : undefined;
}

/** The name a file part carries: the file's own, without its folders. */
const baseName = (path: string) => path.split('/').pop()!;

/** A double-quoted literal whose escapes are JSON's, which Go, Java and C# read alike. */
const quoted = (text: string) => JSON.stringify(text);

/** A single-quoted PHP or Ruby literal: only `\` and `'` are escaped in it. */
const singleQuoted = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;

/** A shell word, quoted unless it is made of characters no shell reads specially. */
const shellWord = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : shellQuoted(text));

/**
 * curl writes the Content-Type, with its boundary, for `--form`: the header httpsnippet adds (without it, which curl
 * then appends) only misleads. A text field goes as `--form-string`: `--form` reads a value that starts with `@` or
 * `<` as a file to send.
 */
function curl(code: string, _request: SampleRequest, fields: readonly SampleField[]): string {
  const options = code
    .replace(/ \\\n {2}--header 'content-type: multipart\/form-data'/i, '')
    .split(' \\\n  ')
    .filter((option) => !option.startsWith('--form '));
  const parts = fields.map((field) =>
    field.fileName === undefined
      ? `--form-string ${shellWord(`${field.name}=${field.value ?? ''}`)}`
      : `--form ${shellWord(`${field.name}=@${field.fileName}`)}`,
  );
  return [...options, ...parts].join(' \\\n  ');
}

/** HTTPie sends a multipart body of `--form` fields once one is a file (`name@path`). */
function httpie(code: string, request: SampleRequest, fields: readonly SampleField[]): string {
  const command = code.slice(code.lastIndexOf(`http ${request.method} `));
  const lines = command.split(' \\\n  ').filter((line) => !/^content-type:multipart\/form-data$/i.test(line));
  lines[0] = lines[0]!.replace(/^http /, 'http --form ');
  const parts = fields.map((field) => shellWord(field.fileName === undefined ? `${field.name}=${field.value ?? ''}` : `${field.name}@${field.fileName}`));
  return [...lines, ...parts].join(' \\\n  ');
}

/** Go's mime/multipart writes the body and its Content-Type. */
function go(code: string, _request: SampleRequest, fields: readonly SampleField[]): string {
  let read = false;
  const parts = fields.flatMap((field) => {
    if (field.fileName === undefined) return [`\tform.WriteField(${quoted(field.name)}, ${quoted(field.value ?? '')})`];
    const assign = read ? '=' : ':=';
    read = true;
    return [
      `\tcontent, _ ${assign} os.ReadFile(${quoted(field.fileName)})`,
      `\tpart, _ ${assign} form.CreateFormFile(${quoted(field.name)}, ${quoted(baseName(field.fileName))})`,
      '\tpart.Write(content)',
    ];
  });
  const body = ['\tpayload := &bytes.Buffer{}', '\tform := multipart.NewWriter(payload)', ...parts, '\tform.Close()'].join('\n');
  return code
    .replace('\t"strings"\n', '\t"bytes"\n\t"mime/multipart"\n\t"os"\n')
    .replace(/^\tpayload := strings\.NewReader\(.*\)$/m, () => body)
    .replace(/^\treq\.Header\.Add\("content-type", "multipart\/form-data"\)$/im, '\treq.Header.Set("Content-Type", form.FormDataContentType())');
}

/** The escaping of a name in a part's Content-Disposition, as browsers write it. */
const dispositionName = (name: string) => name.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

/** java.net.http has no multipart body: the program writes one, with a boundary of its own, and sets the Content-Type. */
function java(code: string, _request: SampleRequest, fields: readonly SampleField[]): string {
  const write = (text: string) => `body.write(("--" + boundary + ${quoted(text)}).getBytes(StandardCharsets.UTF_8));`;
  const parts = fields.flatMap((field) => {
    const disposition = `\r\nContent-Disposition: form-data; name="${dispositionName(field.name)}"`;
    if (field.fileName === undefined) return [write(`${disposition}\r\n\r\n${field.value ?? ''}\r\n`)];
    return [
      write(`${disposition}; filename="${dispositionName(baseName(field.fileName))}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      `body.write(Files.readAllBytes(Path.of(${quoted(field.fileName)})));`,
      'body.write("\\r\\n".getBytes(StandardCharsets.UTF_8));',
    ];
  });
  const setup = ['String boundary = UUID.randomUUID().toString();', 'ByteArrayOutputStream body = new ByteArrayOutputStream();', ...parts, write('--\r\n'), ''];
  const built = code
    .replace(/\.header\("content-type", "multipart\/form-data"\)/i, '.header("Content-Type", "multipart/form-data; boundary=" + boundary)')
    .replace(/BodyPublishers\.ofString\(.*\)\)$/m, 'BodyPublishers.ofByteArray(body.toByteArray()))');
  return [...setup, built].join('\n');
}

/** The imports the Java program's multipart body needs. */
export const JAVA_MULTIPART_IMPORTS = [
  'java.io.ByteArrayOutputStream',
  'java.nio.charset.StandardCharsets',
  'java.nio.file.Files',
  'java.nio.file.Path',
  'java.util.UUID',
];

/** HttpClient's MultipartFormDataContent writes the body and its boundary; a file goes as a stream of it. */
function csharp(code: string, _request: SampleRequest, fields: readonly SampleField[]): string {
  const parts = fields.map((field) =>
    field.fileName === undefined
      ? `        { new StringContent(${quoted(field.value ?? '')}), ${quoted(field.name)} },`
      : `        { new StreamContent(File.OpenRead(${quoted(field.fileName)})), ${quoted(field.name)}, ${quoted(baseName(field.fileName))} },`,
  );
  const content = ['    Content = new MultipartFormDataContent', '    {', ...parts, '    },', ''].join('\n');
  const built = code.replace(/^ {4}Content = new MultipartFormDataContent\n {4}\{\n[\s\S]*?\n {4}\},\n/m, () => content);
  // The part headers httpsnippet wrote were what the namespace was imported for.
  return built.includes('HeaderValue') ? built : built.replace(/^using System\.Net\.Http\.Headers;\n/m, '');
}

/** Guzzle reads a part's contents from an open file, and names the part after it. */
function php(code: string, _request: SampleRequest, fields: readonly SampleField[]): string {
  const parts = fields.map((field) => {
    const contents = field.fileName === undefined ? singleQuoted(field.value ?? '') : `fopen(${singleQuoted(field.fileName)}, 'r')`;
    return ['    [', `      'name' => ${singleQuoted(field.name)},`, `      'contents' => ${contents},`, '    ],'].join('\n');
  });
  const multipart = ["  'multipart' => [", ...parts, '  ],', ''].join('\n');
  return code.replace(/^ {2}'multipart' => \[\n[\s\S]*?\n {2}\],?\n/m, () => multipart);
}

/** Net::HTTP's set_form writes a multipart body, its boundary and the file's name, from an open file. */
function ruby(code: string, _request: SampleRequest, fields: readonly SampleField[]): string {
  const entries = fields.map(
    (field) =>
      `  [${singleQuoted(field.name)}, ${field.fileName === undefined ? singleQuoted(field.value ?? '') : `File.open(${singleQuoted(field.fileName)}, 'rb')`}],`,
  );
  const form = ['request.set_form([', ...entries, "], 'multipart/form-data')"].join('\n');
  return code.replace(/^request\["content-type"\] = 'multipart\/form-data'\n/im, '').replace(/^request\.body = ".*"$/m, () => form);
}

type MultipartFix = (code: string, request: SampleRequest, fields: readonly SampleField[]) => string;

const FIXES: Readonly<Record<string, MultipartFix>> = { curl, httpie, go, java, csharp, php, ruby };

/** httpsnippet's code of a multipart request in a sample language (its id in code-samples.ts), uploading the file. */
export function fixMultipart(language: string, code: string, request: SampleRequest): string {
  const fields = multipartFields(request);
  const fix = FIXES[language];
  return fields === undefined || fix === undefined ? code : fix(code, request, fields);
}

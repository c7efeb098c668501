import { describe, expect, it } from 'vitest';
import { generateSamples } from './code-samples.js';
import type { SampleRequest } from './sample-request.js';

/** Two files, and a text field every language must quote: an apostrophe, quotes, a backslash, Ruby's `#{`, a line break. */
const UPLOAD: SampleRequest = {
  method: 'PUT',
  url: 'https://api.example.com/v1/reports',
  query: [],
  headers: [['Authorization', 'Bearer YOUR_TOKEN']],
  body: {
    mediaType: 'multipart/form-data',
    fields: [
      { name: 'report', fileName: 'path/to/report.pdf' },
      { name: 'note', value: 'It\'s "#{mine}" C:\\new\nend' },
      { name: 'scan', fileName: 'path/to/scan.png' },
    ],
  },
  answer: 'none',
};

const samples = Object.fromEntries(generateSamples(UPLOAD).map((sample) => [sample.language, sample.code]));

describe('multipart samples of httpsnippet’s languages', () => {
  it('accepts no Content-Type of httpsnippet’s, and no body of its with a fixed boundary: each client writes its own', () => {
    for (const language of ['curl', 'httpie', 'go', 'java', 'csharp', 'php', 'ruby']) {
      const code = samples[language]!;
      expect([language, /content-type\W+multipart\/form-data(?!;)/i.test(code)]).toEqual([language, false]);
      expect([language, code.includes('011000010111000001101001')]).toEqual([language, false]);
    }
  });

  it('accepts curl’s form fields, a file as `name=@path`, a text value as a string whatever it starts with', () => {
    expect(samples.curl).toBe(
      [
        'curl --request PUT \\',
        '  --url https://api.example.com/v1/reports \\',
        "  --header 'Authorization: Bearer YOUR_TOKEN' \\",
        '  --form report=@path/to/report.pdf \\',
        `  --form-string 'note=It'\\''s "#{mine}" C:\\new\nend' \\`,
        '  --form scan=@path/to/scan.png',
      ].join('\n'),
    );
    const atSign = generateSamples({ ...UPLOAD, body: { mediaType: 'multipart/form-data', fields: [{ name: 'handle', value: '@docs <team>' }] } });
    expect(atSign.find((sample) => sample.language === 'curl')!.code).toContain("--form-string 'handle=@docs <team>'");
  });

  it('accepts HTTPie’s form fields, a file as `name@path`, a value quoted for the shell', () => {
    expect(samples.httpie).toBe(
      [
        'http --ignore-stdin --form PUT https://api.example.com/v1/reports \\',
        "  Authorization:'Bearer YOUR_TOKEN' \\",
        '  report@path/to/report.pdf \\',
        `  'note=It'\\''s "#{mine}" C:\\new\nend' \\`,
        '  scan@path/to/scan.png',
      ].join('\n'),
    );
  });

  it('accepts Go’s multipart writer, each file read from its path, and its Content-Type with the boundary', () => {
    expect(samples.go).toContain(
      [
        '\tpayload := &bytes.Buffer{}',
        '\tform := multipart.NewWriter(payload)',
        '\tcontent, _ := os.ReadFile("path/to/report.pdf")',
        '\tpart, _ := form.CreateFormFile("report", "report.pdf")',
        '\tpart.Write(content)',
        '\tform.WriteField("note", "It\'s \\"#{mine}\\" C:\\\\new\\nend")',
        '\tcontent, _ = os.ReadFile("path/to/scan.png")',
        '\tpart, _ = form.CreateFormFile("scan", "scan.png")',
        '\tpart.Write(content)',
        '\tform.Close()',
      ].join('\n'),
    );
    expect(samples.go).toContain('\treq.Header.Set("Content-Type", form.FormDataContentType())');
    expect(samples.go).toContain('\t"mime/multipart"\n');
    expect(samples.go).not.toContain('"strings"');
  });

  it('accepts Java’s body written by the program, the file’s bytes read from its path, its boundary in the Content-Type', () => {
    const java = samples.java!;
    for (const name of ['java.io.ByteArrayOutputStream', 'java.nio.file.Files', 'java.nio.file.Path', 'java.util.UUID'])
      expect(java).toContain(`import ${name};`);
    expect(java).toContain('body.write(Files.readAllBytes(Path.of("path/to/report.pdf")));');
    expect(java).toContain('filename=\\"scan.png\\"');
    expect(java).toContain('.header("Content-Type", "multipart/form-data; boundary=" + boundary)');
    expect(java).toContain('.method("PUT", HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))');
    expect(java).toContain('body.write(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));');
  });

  it('accepts C#’s MultipartFormDataContent with each file as a stream, PHP’s Guzzle with open files, Ruby’s set_form', () => {
    expect(samples.csharp).toContain(
      [
        '    Content = new MultipartFormDataContent',
        '    {',
        '        { new StreamContent(File.OpenRead("path/to/report.pdf")), "report", "report.pdf" },',
        '        { new StringContent("It\'s \\"#{mine}\\" C:\\\\new\\nend"), "note" },',
        '        { new StreamContent(File.OpenRead("path/to/scan.png")), "scan", "scan.png" },',
        '    },',
      ].join('\n'),
    );
    expect(samples.csharp).not.toContain('using System.Net.Http.Headers;');
    expect(samples.php).toContain(
      [
        "  'multipart' => [",
        '    [',
        "      'name' => 'report',",
        "      'contents' => fopen('path/to/report.pdf', 'r'),",
        '    ],',
        '    [',
        "      'name' => 'note',",
        `      'contents' => 'It\\'s "#{mine}" C:\\\\new\nend',`,
        '    ],',
      ].join('\n'),
    );
    expect(samples.php).toMatch(/\n {2}\],\n {2}'headers' => \[/);
    expect(samples.ruby).toContain(
      [
        'request.set_form([',
        "  ['report', File.open('path/to/report.pdf', 'rb')],",
        `  ['note', 'It\\'s "#{mine}" C:\\\\new\nend'],`,
        "  ['scan', File.open('path/to/scan.png', 'rb')],",
        "], 'multipart/form-data')",
      ].join('\n'),
    );
  });

  it('leaves a request without a multipart body as httpsnippet writes it', () => {
    const plain = generateSamples({ ...UPLOAD, body: { mediaType: 'text/plain', text: 'hi' } });
    const go = plain.find((sample) => sample.language === 'go')!.code;
    expect(go).toContain('payload := strings.NewReader("hi")');
    expect(plain.find((sample) => sample.language === 'java')!.code).not.toContain('UUID');
  });
});

import { describe, expect, it } from 'vitest';
import type { SampleRequest } from './sample-request.js';
import { swiftUrlSession } from './swift-client.js';

const json: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.test/orders',
  query: [
    ['to', '+15550100'],
    ['to', 'a b'],
  ],
  headers: [
    ['Authorization', 'Bearer YOUR_TOKEN'],
    ['Content-Type', 'application/json'],
  ],
  body: { mediaType: 'application/json', text: '{\n  "note": "C:\\\\new \\"quoted\\" ##\\"\\"\\"#"\n}' },
  answer: 'json',
};

describe('the Swift sample', () => {
  it('accepts a JSON body as it is written, in a raw string its `#`s and quotes cannot end, and the query encoded in the URL', () => {
    const code = swiftUrlSession(json);
    expect(code).toContain('var request = URLRequest(url: URL(string: "https://api.example.test/orders?to=%2B15550100&to=a+b")!)');
    expect(code).toContain('request.httpMethod = "POST"\nrequest.setValue("Bearer YOUR_TOKEN", forHTTPHeaderField: "Authorization")');
    expect(code).toContain(`request.httpBody = Data(###"""\n${json.body && 'text' in json.body ? json.body.text : ''}\n"""###.utf8)`);
    expect(code).toMatch(/^import Foundation\n\/\/ .*\n#if canImport\(FoundationNetworking\)\nimport FoundationNetworking\n#endif\n/);
    expect(code).toMatch(/let \(data, _\) = try await URLSession\.shared\.data\(for: request\)\nprint\(String\(decoding: data, as: UTF8\.self\)\)$/);
  });

  it('accepts other text escaped as Swift escapes it, a form encoded, a multipart body with its boundary and the file read from its path', () => {
    const text: SampleRequest = { ...json, query: [], headers: [], body: { mediaType: 'text/plain', text: 'a "b" \\ c\r\n\u0001' }, answer: 'none' };
    expect(swiftUrlSession(text)).toContain('request.httpBody = Data("a \\"b\\" \\\\ c\\r\\n\\u{1}".utf8)');
    expect(swiftUrlSession(text)).toMatch(
      /let \(_, response\) = try await URLSession\.shared\.data\(for: request\)\nprint\(\(response as! HTTPURLResponse\)\.statusCode\)$/,
    );
    const form: SampleRequest = { ...text, body: { mediaType: 'application/x-www-form-urlencoded', fields: [{ name: 'to', value: '+1 2' }] } };
    expect(swiftUrlSession(form)).toContain('request.httpBody = Data("to=%2B1+2".utf8)');
    const upload: SampleRequest = {
      ...text,
      body: {
        mediaType: 'multipart/form-data',
        fields: [
          { name: 'note', value: 'hi' },
          { name: 'file', fileName: 'path/to/report.pdf' },
        ],
      },
    };
    expect(swiftUrlSession(upload)).toContain(
      [
        'let boundary = "Boundary-\\(UUID().uuidString)"',
        'var body = Data()',
        'body.append(Data("--\\(boundary)\\r\\nContent-Disposition: form-data; name=\\"note\\"\\r\\n\\r\\nhi\\r\\n".utf8))',
        'body.append(Data("--\\(boundary)\\r\\nContent-Disposition: form-data; name=\\"file\\"; filename=\\"report.pdf\\"\\r\\n\\r\\n".utf8))',
        'body.append(try Data(contentsOf: URL(fileURLWithPath: "path/to/report.pdf")))',
        'body.append(Data("\\r\\n".utf8))',
        'body.append(Data("--\\(boundary)--\\r\\n".utf8))',
        'request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")',
        'request.httpBody = body',
      ].join('\n'),
    );
  });
});

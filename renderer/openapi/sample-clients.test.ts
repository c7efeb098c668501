import { describe, expect, it } from 'vitest';
import { dartHttp, powershellRestMethod, pythonHttpx, pythonRequests, rustReqwest } from './sample-clients.js';
import type { SampleRequest } from './sample-request.js';

const json: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.test/orders',
  query: [
    ['status', 'available'],
    ['status', 'sold'],
  ],
  headers: [
    ['Authorization', 'Bearer YOUR_TOKEN'],
    ['Content-Type', 'application/json'],
  ],
  body: { mediaType: 'application/json', text: '{\n  "note": "It\'s a $5 \\"gift\\"",\n  "gift": true,\n  "card": null\n}' },
  answer: 'json',
};

const upload: SampleRequest = {
  method: 'PUT',
  url: 'https://api.example.test/files',
  query: [],
  headers: [['Content-Type', 'multipart/form-data']],
  body: {
    mediaType: 'multipart/form-data',
    fields: [
      { name: 'note', value: 'hello' },
      { name: 'file', fileName: 'path/to/file' },
    ],
  },
  answer: 'none',
};

describe('samples of clients httpsnippet lacks or misquotes', () => {
  it('accepts Python httpx: the query repeated in the URL, the JSON body as a Python value, the answer as JSON', () => {
    expect(pythonHttpx(json)).toBe(
      [
        'import httpx',
        '',
        'url = "https://api.example.test/orders?status=available&status=sold"',
        'headers = {\n    "Authorization": "Bearer YOUR_TOKEN",\n    "Content-Type": "application/json",\n}',
        'payload = {\n    "note": "It\'s a $5 \\"gift\\"",\n    "gift": True,\n    "card": None,\n}',
        '',
        'response = httpx.request("POST", url, headers=headers, json=payload)',
        '',
        'print(response.json())',
      ].join('\n'),
    );
    expect(pythonHttpx(upload)).toContain('files = {\n    "file": open("path/to/file", "rb"),\n}');
    expect(pythonHttpx(upload)).not.toContain('Content-Type');
    expect(pythonHttpx(upload)).toContain('print(response.status_code)');
  });

  it('accepts Python requests: the function of the method, a body value written as Python reads it back, a name given twice as a list', () => {
    const tricky = { ...json, body: { mediaType: 'application/json', text: JSON.stringify({ path: 'C:\\new\\x', lines: 'a\nb' }) } };
    expect(pythonRequests(tricky)).toBe(
      [
        'import requests',
        '',
        'url = "https://api.example.test/orders?status=available&status=sold"',
        'headers = {\n    "Authorization": "Bearer YOUR_TOKEN",\n    "Content-Type": "application/json",\n}',
        'payload = {\n    "path": "C:\\\\new\\\\x",\n    "lines": "a\\nb",\n}',
        '',
        'response = requests.post(url, headers=headers, json=payload)',
        '',
        'print(response.json())',
      ].join('\n'),
    );
    const form: SampleRequest = {
      ...json,
      method: 'PROPFIND',
      headers: [],
      body: {
        mediaType: 'application/x-www-form-urlencoded',
        fields: [
          { name: 'to', value: 'a' },
          { name: 'to', value: 'b' },
          { name: 'text', value: 'hi' },
        ],
      },
    };
    expect(pythonRequests(form)).toContain('data = {\n    "to": ["a","b"],\n    "text": "hi",\n}');
    expect(pythonRequests(form)).toContain('response = requests.request("PROPFIND", url, data=data)');
    expect(pythonRequests({ ...json, body: { mediaType: 'text/plain', text: 'hi' } })).toContain('payload = "hi"');
    expect(pythonRequests({ ...json, body: { mediaType: 'text/plain', text: 'hi' } })).toContain('requests.post(url, headers=headers, data=payload)');
    expect(pythonHttpx({ ...json, body: { mediaType: 'text/plain', text: 'hi' } })).toContain('httpx.request("POST", url, headers=headers, content=payload)');
  });

  it('accepts Rust reqwest: a whole program, strings escaped as Rust escapes them, multipart with its feature', () => {
    const code = rustReqwest(json);
    expect(code).toContain('// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }\nfn main() -> Result<(), Box<dyn std::error::Error>> {');
    expect(code).toContain('.request(reqwest::Method::POST, "https://api.example.test/orders?status=available&status=sold")');
    expect(code).toContain('.body("{\\n  \\"note\\": \\"It\'s a $5 \\\\\\"gift\\\\\\"\\",\\n  \\"gift\\": true,\\n  \\"card\\": null\\n}")');
    expect(code).toContain('    println!("{}", response.text()?);\n    Ok(())\n}');
    expect(rustReqwest(upload)).toContain('.text("note", "hello")\n        .file("file", "path/to/file")?;');
    expect(rustReqwest(upload)).toContain('features = ["blocking", "multipart"]');
  });

  it('accepts Dart http: `$` and quotes escaped in single-quoted strings, a multipart request with its file', () => {
    const code = dartHttp(json);
    expect(code).toContain("final request = http.Request('POST', Uri.parse('https://api.example.test/orders?status=available&status=sold'));");
    expect(code).toContain('request.body = \'{\\n  "note": "It\\\'s a \\$5 \\\\"gift\\\\"",\\n  "gift": true,\\n  "card": null\\n}\';');
    expect(dartHttp(upload)).toContain("request.files.add(await http.MultipartFile.fromPath('file', 'path/to/file'));");
    expect(dartHttp(upload)).toContain('print(response.statusCode);');
  });

  it('accepts PowerShell: single-quoted strings with quotes doubled, the content type as -ContentType, a multipart form', () => {
    const code = powershellRestMethod(json);
    expect(code).toContain("$headers = @{\n    'Authorization' = 'Bearer YOUR_TOKEN'\n}");
    expect(code).toContain(`$body = '{\n  "note": "It''s a $5 \\"gift\\"",`);
    expect(code).toContain(
      "$response = Invoke-RestMethod -Uri 'https://api.example.test/orders?status=available&status=sold' -Method POST -Headers $headers -ContentType 'application/json' -Body $body",
    );
    expect(powershellRestMethod(upload)).toContain("$form = @{\n    'note' = 'hello'\n    'file' = Get-Item -Path 'path/to/file'\n}");
    expect(powershellRestMethod(upload)).toContain('-Form $form -StatusCodeVariable status\n$status');
  });
});

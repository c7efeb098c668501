import { describe, expect, it } from 'vitest';
import { javascriptAxios, javascriptFetch } from './javascript-clients.js';
import type { SampleRequest } from './sample-request.js';

/** Every character a JavaScript string literal must escape, or that a careless one changes. */
const NOTE = 'It\'s a $5 "gift" from C:\\new\\ café 🍵\nline two\u2028\ttab \\\' end';

const json: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.test/orders',
  query: [
    ['status', 'available'],
    ['status', 'sold out'],
  ],
  headers: [
    ['Authorization', 'Bearer YOUR_TOKEN'],
    ['Content-Type', 'application/json'],
  ],
  body: { mediaType: 'application/json', text: JSON.stringify({ note: NOTE, 'odd key': [1, null, true] }, null, 2) },
  answer: 'json',
};

const form: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.test/messages',
  query: [],
  headers: [['Content-Type', 'application/x-www-form-urlencoded']],
  body: {
    mediaType: 'application/x-www-form-urlencoded',
    fields: [
      { name: 'to', value: 'a' },
      { name: 'to', value: 'b' },
    ],
  },
  answer: 'text',
};

const upload: SampleRequest = {
  method: 'PUT',
  url: 'https://api.example.test/files',
  query: [],
  headers: [],
  body: {
    mediaType: 'multipart/form-data',
    fields: [
      { name: 'note', value: 'hello' },
      { name: 'file', fileName: 'path/to/report.pdf' },
    ],
  },
  answer: 'none',
};

/** Runs a fetch sample with `fetch` recording its call; resolves with the URL and options it was given. */
async function fetchCall(code: string): Promise<{ url: string; options: { method: string; headers: Record<string, string>; body: unknown } }> {
  let call: { url: string; options: { method: string; headers: Record<string, string>; body: unknown } } | undefined;
  const fetch = (url: string, options: never) => {
    call = { url, options };
    return Promise.resolve({ json: () => ({}), text: () => '', status: 204 });
  };
  const errors: unknown[] = [];
  new Function('fetch', 'console', code)(fetch, { log: () => undefined, error: (error: unknown) => errors.push(error) });
  await new Promise((resolve) => setTimeout(resolve));
  expect(errors).toEqual([]);
  return call!;
}

describe('the JavaScript samples', () => {
  it('accepts fetch in a browser and in Node.js: the query in the URL, and a JSON body that reads back as written', async () => {
    for (const where of ['browser', 'node'] as const) {
      const { url, options } = await fetchCall(javascriptFetch(json, where));
      expect([where, url]).toEqual([where, 'https://api.example.test/orders?status=available&status=sold+out']);
      expect(options.headers).toEqual({ Authorization: 'Bearer YOUR_TOKEN', 'Content-Type': 'application/json' });
      expect(JSON.parse(options.body as string)).toEqual({ note: NOTE, 'odd key': [1, null, true] });
    }
    const code = javascriptFetch(json, 'browser');
    expect(code).toContain("fetch('https://api.example.test/orders?status=available&status=sold+out', options)");
    expect(code).toContain("  body: JSON.stringify({\n    note: 'It\\'s a $5 \"gift\" from C:\\\\new\\\\ café 🍵\\nline two\\u2028\\ttab \\\\\\' end',");
    expect(code).toContain("    'odd key': [1, null, true]\n  })");
    expect(code).toMatch(/\.then\(res => res\.json\(\)\)\n {2}\.then\(json => console\.log\(json\)\)\n {2}\.catch\(err => console\.error\(err\)\);$/);
    expect(javascriptFetch(json, 'node')).toMatch(
      /^const url = 'https:\/\/api\.example\.test\/orders\?status=available&status=sold\+out';\nconst options = \{/,
    );
  });

  it('accepts a form with a name given twice as its pairs, and reads a text answer as text', async () => {
    const code = javascriptFetch(form, 'node');
    expect(code).toContain("body: new URLSearchParams([['to', 'a'], ['to', 'b']])");
    expect(code).toContain('.then(res => res.text())\n  .then(text => console.log(text))');
    expect(String((await fetchCall(code)).options.body)).toBe('to=a&to=b');
  });

  it('accepts a multipart body: the file read from its path in Node.js, the one picked in the page in a browser, no Content-Type of its own', () => {
    const node = javascriptFetch(upload, 'node');
    expect(node).toMatch(/^import \{ openAsBlob \} from 'node:fs';\n\nconst form = new FormData\(\);\n/);
    expect(node).toContain("form.append('note', 'hello');\nform.append('file', await openAsBlob('path/to/report.pdf'), 'report.pdf');");
    expect(node).toContain("const options = {method: 'PUT', body: form};");
    expect(node).toContain('.then(res => console.log(res.status))\n  .catch');
    expect(javascriptFetch(upload, 'browser')).toContain(`form.append('file', document.querySelector('input[type="file"]').files[0]);`);
  });

  it('accepts axios: a list in params sent as the name repeated, not with brackets, and the body as an object', () => {
    const code = javascriptAxios(json);
    expect(code).toMatch(/^import axios from 'axios';\n\nconst options = \{\n {2}method: 'POST',\n {2}url: 'https:\/\/api\.example\.test\/orders',\n/);
    expect(code).toContain("  paramsSerializer: {indexes: null},\n  params: {status: ['available', 'sold out']},");
    expect(code).toContain("  data: {\n    note: 'It\\'s a $5");
    expect(code).toContain('.then(res => console.log(res.data))');
    expect(javascriptAxios({ ...json, query: [['status', 'available']] })).toContain("params: {status: 'available'},");
    expect(javascriptAxios(upload)).toContain("import axios from 'axios';\nimport { openAsBlob } from 'node:fs';");
    expect(javascriptAxios(upload)).toContain('.then(res => console.log(res.status))');
  });
});

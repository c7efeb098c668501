import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../test/helpers/html.js';
import type { ApiReference, OperationView } from '../shared/api-reference.js';
import { buildApiReference } from './build-reference.js';
import { SAMPLE_LANGUAGES } from './code-samples.js';
import { createMarkdownRenderer } from './markdown.js';

const markdown = createMarkdownRenderer();
const FIXTURE_SPECS = path.resolve(import.meta.dirname, '../../test/fixtures/sites/api-samples/specs');
const LANGUAGES = SAMPLE_LANGUAGES.map((language) => language.id);

function fixtureReference(name: string): ApiReference {
  return buildApiReference(parseYaml(readFileSync(path.join(FIXTURE_SPECS, name), 'utf8')), markdown);
}

const shop = fixtureReference('shop.yaml');

function operation(reference: ApiReference, anchor: string): OperationView {
  const found = reference.tags.flatMap((tag) => tag.operations).find((candidate) => candidate.anchor === anchor);
  if (found === undefined) throw new Error(`no operation ${anchor}`);
  return found;
}

/** Each language's code of an operation's samples. */
function samplesOf(view: OperationView): Record<string, string> {
  return Object.fromEntries(view.samples.map((sample) => [sample.language, codeOf(sample.html)]));
}

/** How a language's sample writes a URL and its query: axios as its params, the others in the URL. */
function urlIn(language: string, url: string, query: ReadonlyArray<readonly [string, string]>): string {
  if (language === 'axios') return `params: {${query.map(([name, value]) => `${name}: '${value}'`).join(', ')}}`;
  return `${url}?${query.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

/** A header as the samples write it: its name then its value, or (Swift's `setValue`) the other way round. */
const headerIn = (name: string, value: string) => new RegExp(`${name}\\W+${value}|${value}", forHTTPHeaderField: "${name}"`);

describe('generated samples, in every language', () => {
  it('accepts the first server with its variables at their defaults, the path and query values, and the header parameters and bearer token', () => {
    const samples = samplesOf(operation(shop, 'getOrder'));
    expect(Object.keys(samples)).toEqual(LANGUAGES);
    for (const [language, code] of Object.entries(samples)) {
      // The required query parameter gets a value from its schema, the optional one with an example its example; the other optional one stays out.
      expect([language, code]).toEqual([
        language,
        expect.stringContaining(
          urlIn(language, 'https://eu.api.shop.test/v2/orders/ord_42', [
            ['expand', 'items'],
            ['limit', '10'],
          ]),
        ),
      ]);
      expect([language, code]).toEqual([language, expect.not.stringContaining('page=')]);
      expect([language, code]).toEqual([language, expect.stringMatching(headerIn('X-Request-Id', 'req-7'))]);
      expect([language, code]).toEqual([language, expect.stringMatching(headerIn('Authorization', 'Bearer YOUR_TOKEN'))]);
    }
    expect(samples.curl).toBe(
      [
        'curl --request GET \\',
        "  --url 'https://eu.api.shop.test/v2/orders/ord_42?expand=items&limit=10' \\",
        "  --header 'Authorization: Bearer YOUR_TOKEN' \\",
        "  --header 'X-Request-Id: req-7'",
      ].join('\n'),
    );
  });

  it('accepts the example body with its content type, read-only properties left out, quoted as each language quotes', () => {
    const samples = samplesOf(operation(shop, 'createOrder'));
    for (const [language, code] of Object.entries(samples)) {
      expect([language, code]).toEqual([language, expect.stringContaining('tea-01')]);
      expect([language, code]).toEqual([language, expect.stringContaining('application/json')]);
      expect([language, code]).toEqual([language, expect.not.stringContaining('ord_42')]);
    }
    // A quoted here-document: the shell leaves `$5` alone.
    expect(samples.curl).toContain(`--data @- <<'EOF'\n{\n  "sku": "tea-01",\n  "quantity": 2,\n  "note": "It's a $5 gift"\n}\nEOF`);
    expect(samples.javascript).toContain("body: JSON.stringify({sku: 'tea-01', quantity: 2, note: 'It\\'s a $5 gift'})");
    expect(samples.python).toContain('"note": "It\'s a $5 gift"');
  });

  it('rejects parsing an answer that has no body (204) or is not JSON: the fetch samples read the status, or the text', () => {
    for (const language of ['javascript', 'node']) {
      const created = samplesOf(operation(shop, 'createOrder'))[language]!;
      const deleted = samplesOf(operation(shop, 'deleteOrder'))[language]!;
      const receipt = samplesOf(operation(shop, 'getReceipt'))[language]!;
      expect(created).toContain('.json()');
      expect(deleted).not.toContain('.json()');
      expect(deleted).toMatch(/\.then\(res => console\.log\(res\.status\)\)\n {2}\.catch/);
      expect(receipt).not.toContain('.json()');
      expect(receipt).toContain('.then(res => res.text())');
    }
  });

  it('accepts an API key in the query and in a cookie as placeholders, with no bearer token', () => {
    const receipt = samplesOf(operation(shop, 'getReceipt'));
    const upload = samplesOf(operation(shop, 'upload'));
    for (const language of LANGUAGES) {
      expect([language, receipt[language]]).toEqual([
        language,
        expect.stringContaining(urlIn(language, 'https://eu.api.shop.test/v2/orders/ord_42/receipt', [['api_key', 'YOUR_API_KEY']])),
      ]);
      expect([language, receipt[language]]).toEqual([language, expect.not.stringContaining('Bearer')]);
      expect([language, upload[language]]).toEqual([language, expect.stringMatching(headerIn('Cookie', 'session=YOUR_API_KEY'))]);
    }
  });

  it('accepts a multipart body: a binary property is a file to upload, and the client writes the Content-Type with its boundary', () => {
    const curl = samplesOf(operation(shop, 'upload')).curl!;
    expect(curl).toContain('--form file=@path/to/file');
    expect(curl).toContain('--form-string note=hello');
    expect(curl.toLowerCase()).not.toContain('content-type');
  });

  it('accepts Swagger 2.0: host, base path and https (the spec allows it) as the server, form parameters as a form body', () => {
    const relay = fixtureReference('relay.yaml');
    expect(relay.servers).toEqual([{ url: 'https://relay.shop.test/v1', variables: [], sampleUrl: 'https://relay.shop.test/v1' }]);
    const curl = samplesOf(operation(relay, 'sendMessage')).curl;
    expect(curl).toBe(
      [
        'curl --request POST \\',
        '  --url https://relay.shop.test/v1/messages \\',
        "  --header 'Content-Type: application/x-www-form-urlencoded' \\",
        "  --data-urlencode 'to=+15550100' \\",
        "  --data-urlencode 'text=Hi there'",
      ].join('\n'),
    );
  });
});

describe('values where the spec gives no example', () => {
  it('accepts values that fit each name and limit, never a placeholder: an id in the path, a currency code, an amount', () => {
    const reference = buildApiReference(
      {
        openapi: '3.1.0',
        info: { title: 'Refunds', version: '1' },
        servers: [{ url: 'https://api.example.test' }],
        paths: {
          '/purchases/{purchaseId}/refund': {
            post: {
              operationId: 'refund',
              parameters: [{ name: 'purchaseId', in: 'path', required: true, schema: { type: 'string' } }],
              requestBody: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: { amount: { type: 'number', minimum: 0 }, currency: { type: 'string', minLength: 3, maxLength: 4 } },
                    },
                  },
                },
              },
              responses: { '204': { description: 'Refunded.' } },
            },
          },
        },
      },
      markdown,
    );
    const curl = samplesOf(operation(reference, 'refund')).curl!;
    expect(curl).toMatch(/--url https:\/\/api\.example\.test\/purchases\/[0-9a-f]{16}\/refund /);
    expect(curl).toContain('--data \'\n{\n  "amount": 9.99,\n  "currency": "EUR"\n}\n\'');
    expect(curl).not.toMatch(/string|stri/);
  });
});

describe('a list in the query', () => {
  it('accepts axios told to repeat the name (status=a&status=b), not to add brackets', () => {
    const reference = buildApiReference(
      {
        openapi: '3.1.0',
        info: { title: 'Orders', version: '1' },
        servers: [{ url: 'https://api.example.test' }],
        paths: {
          '/orders': {
            get: {
              operationId: 'find',
              parameters: [{ name: 'status', in: 'query', required: true, schema: { type: 'array', items: { type: 'string' } }, example: ['a', 'b'] }],
              responses: { '200': { description: 'Found.' } },
            },
          },
        },
      },
      markdown,
    );
    const samples = samplesOf(operation(reference, 'find'));
    expect(samples.axios).toContain("paramsSerializer: {indexes: null},\n  params: {status: ['a', 'b']}");
    expect(samples.curl).toContain('https://api.example.test/orders?status=a&status=b');
  });
});

describe("a spec's own samples", () => {
  it('accepts x-codeSamples in place of the generated sample of their language, and a language only the spec has after the others', () => {
    const ping = operation(shop, 'ping');
    expect(ping.samples.map((sample) => `${sample.language}: ${sample.label}`)).toEqual([
      'curl: curl',
      'javascript: JS SDK',
      'node: Node.js',
      'python: Python',
      'go: Go',
      'java: Java',
      'csharp: C#',
      'php: PHP',
      'ruby: Ruby',
      'httpie: HTTPie',
      'axios: axios',
      'python-httpx: Python httpx',
      'kotlin: Kotlin',
      'swift: Swift',
      'rust: Rust',
      'dart: Dart',
      'powershell: PowerShell',
      'elixir: Elixir',
    ]);
    const samples = samplesOf(ping);
    expect(samples.javascript).toBe('await shop.ping();');
    expect(samples.elixir).toBe('shop.ping()');
    // Highlighted as the language it is.
    expect(ping.samples[1]!.html).toContain('<span class="token keyword">await</span>');
    // The operation opts out of authentication.
    expect(samples.curl).toBe('curl --request GET \\\n  --url https://eu.api.shop.test/v2/ping');
  });

  it('accepts the older x-code-samples, and rejects entries without a language or source', () => {
    const built = buildApiReference(
      {
        openapi: '3.1.0',
        info: { title: 'A', version: '1' },
        servers: [{ url: 'https://a.test' }],
        paths: {
          '/a': {
            get: {
              'x-code-samples': [{ lang: 'Python', source: 'a.get()' }, { lang: 'Go' }, { source: 'x' }, { lang: 'Shell', source: 'curl https://a.test/a' }],
              responses: {},
            },
          },
        },
      },
      markdown,
    );
    const samples = samplesOf(built.tags[0]!.operations[0]!);
    expect(Object.keys(samples)).toEqual(LANGUAGES);
    expect(samples.python).toBe('a.get()');
    expect(samples.curl).toBe('curl https://a.test/a');
    expect(samples.go).toContain('http.NewRequest("GET", url, nil)');
  });
});

describe('the server URL in the samples', () => {
  it('accepts the base URL marked in every language, so that choosing another server can replace it', () => {
    for (const sample of operation(shop, 'getOrder').samples) {
      expect([sample.language, sample.html]).toEqual([sample.language, expect.stringContaining('<span data-server-url="">https://eu.api.shop.test/v2</span>')]);
    }
  });

  it("rejects marking the servers of an operation or path: they replace the spec's for it alone", () => {
    const built = buildApiReference(
      {
        openapi: '3.0.3',
        info: { title: 'A', version: '1' },
        servers: [{ url: 'https://a.test' }],
        paths: { '/files': { servers: [{ url: 'https://files.a.test/' }], get: { responses: {} } } },
      },
      markdown,
    );
    const [sample] = built.tags[0]!.operations[0]!.samples;
    expect(codeOf(sample!.html)).toBe('curl --request GET \\\n  --url https://files.a.test/files');
    expect(sample!.html).not.toContain('data-server-url');
  });
});

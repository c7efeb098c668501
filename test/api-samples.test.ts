/**
 * Code samples and servers on a built API page: the servers in the page's
 * header (a select when there are several), every operation's samples as
 * tabs with the first language shown, and the curl command a page shows,
 * run with the real curl against a local server, sending what the spec
 * describes.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readText, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { sharedBuild } from './helpers/shared-builds.js';
import { codeOf, element, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const LANGUAGES = [
  ...['curl', 'JavaScript', 'Node.js', 'Python', 'Go', 'Java', 'C#', 'PHP', 'Ruby'],
  ...['HTTPie', 'axios', 'Python httpx', 'Kotlin', 'Swift', 'Rust', 'Dart', 'PowerShell'],
];

let run: BuildRun;
let shop: string;
beforeAll(async () => {
  run = await sharedBuild('api-samples');
  expect(run.code, run.stderr).toBe(0);
  shop = await readText(run.outDir, 'api/shop/index.html');
}, 60_000);

/** An attribute's value, its entities decoded. */
function attributeOf(html: string, name: string): string | undefined {
  const value = new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : codeOf(value);
}

/** An operation's sample group: its one panel, and its languages as `[id, label, html?]` (`data-languages`). */
function sampleGroup(html: string, anchor: string): { panel: string; languages: Array<[string, string, string?]> } {
  const group = element(html, `<div class="tabs api-samples" data-group-id="api-language" data-samples-of="${anchor}"`);
  if (group === undefined) throw new Error(`no samples for ${anchor}`);
  return { panel: element(group, '<div class="tabs__panel"')!, languages: JSON.parse(attributeOf(group, 'data-languages')!) };
}

/** The highlighted HTML of an operation's sample in a language: from the page for its first language, else from that language's file. */
async function sampleHtml(html: string, anchor: string, language: string): Promise<string> {
  const { panel, languages } = sampleGroup(html, anchor);
  if (attributeOf(panel, 'data-value') === language) return element(panel, '<pre')!;
  const inline = languages.find(([id]) => id === language)?.[2];
  if (inline !== undefined) return inline;
  const files = JSON.parse(attributeOf(html, 'data-sample-files') ?? '{}') as Record<string, string>;
  const url = files[language];
  if (url === undefined) throw new Error(`no ${language} sample for ${anchor}`);
  return (JSON.parse(await readText(run.outDir, url.slice(1))) as Record<string, string>)[anchor]!;
}

/** The code of an operation's sample in a language as a reader copies it; `serverUrl` in place of the marked base URL, as choosing a server puts it. */
async function sampleCode(html: string, anchor: string, language: string, serverUrl?: string): Promise<string> {
  const pre = await sampleHtml(html, anchor, language);
  return codeOf(pre.replace(/<span data-server-url="">[^<]*<\/span>/g, (marked) => serverUrl ?? marked));
}

describe('an API page with code samples', () => {
  it('holds the first language’s sample in the page, under its label, and names the other sixteen, whose samples are in a file per language', async () => {
    const { panel, languages } = sampleGroup(shop, 'getOrder');
    expect(languages.map(([, label]) => label)).toEqual(LANGUAGES);
    expect(attributeOf(panel, 'data-value')).toBe('curl');
    expect(panel).toContain('<p class="tabs__panel-label">curl</p>');
    // The other languages' code is not in the page.
    expect(shop).not.toContain('requests.get(url');
    expect(languages.slice(1).every((language) => language.length === 2)).toBe(true);
    // Highlighted at build time: the files carry tokens, not a highlighter.
    expect(await sampleCode(shop, 'getOrder', 'python')).toContain('response = requests.get(url, headers=headers)');
    expect(await sampleHtml(shop, 'getOrder', 'python')).toContain('<span class="token keyword">import</span>');
    // The head script of the remembered tab choices.
    expect(shop).toContain('docs-gen.tab.');
  });

  it('lists the servers with their descriptions and variables, and a select of the server the samples use when there are several', () => {
    // The origins the Try it console sends a credential to without asking: each region of the first, and the sandbox.
    const servers = element(shop, '<div class="api-servers" data-api-origins="https://eu.api.shop.test https://us.api.shop.test https://sandbox.shop.test">')!;
    expect(textOf(servers)).toBe(
      'Server used in the samples https://{region}.api.shop.test/{version} https://sandbox.shop.test/v2 ' +
        'Servers https://{region}.api.shop.test/{version} Production, in the region of the account. {region} eu us Where the account lives. {version} ' +
        'https://sandbox.shop.test/v2 Sandbox, for tests.',
    );
    expect(servers).toContain('<option value="https://{region}.api.shop.test/{version}" data-sample-url="https://eu.api.shop.test/v2">');
    // Each variable is a field of its own, at its default: a select of the values the spec lists, else a text field.
    expect(servers).toContain(
      '<label for="api-server-0-variable-0"><code>{region}</code></label> <select id="api-server-0-variable-0" data-server-variable="region">',
    );
    expect(servers).toContain('<option value="eu" selected="">eu</option><option value="us">us</option>');
    expect(servers).toMatch(/<input type="text" id="api-server-0-variable-1" data-server-variable="version" [^>]*value="v2"\/>/);
    expect(servers).toContain('<option value="https://sandbox.shop.test/v2" data-sample-url="https://sandbox.shop.test/v2">');
  });

  it('rejects a select for one server; a Swagger 2.0 host is that server', async () => {
    const relay = await readText(run.outDir, 'api/relay/index.html');
    const servers = element(relay, '<div class="api-servers" data-api-origins="https://relay.shop.test">')!;
    expect(servers).not.toContain('<select');
    expect(textOf(servers)).toBe('Server https://relay.shop.test/v1');
  });
});

interface ArrivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Runs `code` in a shell while a local server records the one request it makes. */
async function runAgainstLocalServer(code: (serverUrl: string) => Promise<string>): Promise<ArrivedRequest> {
  const arrived: ArrivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const command = await code(`http://127.0.0.1:${port}/v2`);
    await new Promise<void>((resolve, reject) =>
      execFile('sh', ['-c', command], { timeout: 10_000 }, (error, _stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve())),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  expect(arrived).toHaveLength(1);
  return arrived[0]!;
}

describe('the curl command a page shows, run against a local server', () => {
  it('sends the path and query values, the header parameter and the bearer token', async () => {
    const request = await runAgainstLocalServer((serverUrl) => sampleCode(shop, 'getOrder', 'curl', serverUrl));
    expect(request).toMatchObject({
      method: 'GET',
      url: '/v2/orders/ord_42?expand=items&limit=10',
      headers: { authorization: 'Bearer YOUR_TOKEN', 'x-request-id': 'req-7' },
      body: '',
    });
  });

  it('sends the example body as written, with its content type', async () => {
    const request = await runAgainstLocalServer((serverUrl) => sampleCode(shop, 'createOrder', 'curl', serverUrl));
    expect(request).toMatchObject({ method: 'POST', url: '/v2/orders', headers: { authorization: 'Bearer YOUR_TOKEN', 'content-type': 'application/json' } });
    // Read-only properties stay out; the shell changes nothing in the note (an apostrophe and a `$5`).
    expect(JSON.parse(request.body)).toEqual({ sku: 'tea-01', quantity: 2, note: "It's a $5 gift" });
  });

  it('sends an API key in the query where the operation asks for one', async () => {
    const request = await runAgainstLocalServer((serverUrl) => sampleCode(shop, 'getReceipt', 'curl', serverUrl));
    expect(request).toMatchObject({ method: 'GET', url: '/v2/orders/ord_42/receipt?api_key=YOUR_API_KEY' });
    expect(request.headers.authorization).toBeUndefined();
  });
});

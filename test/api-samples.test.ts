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
import { buildSite, fixture, readText, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { codeOf, element, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const LANGUAGES = ['curl', 'JavaScript', 'Node.js', 'Python', 'Go', 'Java', 'C#', 'PHP', 'Ruby'];

let run: BuildRun;
let shop: string;
beforeAll(async () => {
  run = await buildSite(fixture('api-samples'), ['--strict']);
  expect(run.code, run.stderr).toBe(0);
  shop = await readText(run.outDir, 'api/shop/index.html');
}, 60_000);

/** The code of an operation's sample in a language as a reader copies it; `serverUrl` in place of the marked base URL, as choosing a server puts it. */
function sampleCode(html: string, anchor: string, language: string, serverUrl?: string): string {
  const panel = element(html, `<div class="tabs__panel" role="tabpanel" id="${anchor}-sample-${language}"`);
  const pre = element(panel ?? '', '<pre');
  if (pre === undefined) throw new Error(`no ${language} sample for ${anchor}`);
  return codeOf(pre.replace(/<span data-server-url="">[^<]*<\/span>/g, (marked) => serverUrl ?? marked));
}

describe('an API page with code samples', () => {
  it('shows every operation’s samples as tabs in nine languages, the first shown and the others hidden, each under its label without JavaScript', () => {
    const group = element(shop, '<div class="tabs api-samples"')!;
    expect(group).toContain('data-group-id="api-language" data-tabs-static=""');
    const tabs = [...group.matchAll(/<button type="button" role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]*)<\/button>/g)];
    expect(tabs.map(([, , label]) => label)).toEqual(LANGUAGES);
    expect(tabs.map(([, selected]) => selected)).toEqual(['true', ...LANGUAGES.slice(1).map(() => 'false')]);
    const panels = [...group.matchAll(/<div class="tabs__panel" role="tabpanel" id="getOrder-sample-(\w+)"([^>]*)><p class="tabs__panel-label">([^<]*)<\/p>/g)];
    expect(panels.map(([, language, attributes, label]) => `${language} ${label}${attributes!.includes(' hidden=""') ? ' hidden' : ''}`)).toEqual([
      'curl curl',
      'javascript JavaScript hidden',
      'node Node.js hidden',
      'python Python hidden',
      'go Go hidden',
      'java Java hidden',
      'csharp C# hidden',
      'php PHP hidden',
      'ruby Ruby hidden',
    ]);
    // Highlighted at build time: the page carries tokens, not a highlighter.
    expect(sampleCode(shop, 'getOrder', 'python')).toContain('response = requests.get(url, headers=headers)');
    expect(element(shop, '<div class="tabs__panel" role="tabpanel" id="getOrder-sample-python"')).toContain('<span class="token keyword">import</span>');
    // The head script that shows a remembered language from the first paint.
    expect(shop).toContain('docs-gen.tab.');
  });

  it('lists the servers with their descriptions and variables, and a select of the server the samples use when there are several', () => {
    const servers = element(shop, '<div class="api-servers">')!;
    expect(textOf(servers)).toBe(
      'Server used in the samples https://{region}.api.shop.test/v2 https://sandbox.shop.test/v2 ' +
        'Servers https://{region}.api.shop.test/v2 Production, in the region of the account. {region} : eu (one of eu , us ) Where the account lives. ' +
        'https://sandbox.shop.test/v2 Sandbox, for tests.',
    );
    expect(servers).toContain('<option value="https://{region}.api.shop.test/v2" data-sample-url="https://eu.api.shop.test/v2">');
    expect(servers).toContain('<option value="https://sandbox.shop.test/v2" data-sample-url="https://sandbox.shop.test/v2">');
  });

  it('rejects a select for one server; a Swagger 2.0 host is that server', async () => {
    const relay = await readText(run.outDir, 'api/relay/index.html');
    const servers = element(relay, '<div class="api-servers">')!;
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
async function runAgainstLocalServer(code: (serverUrl: string) => string): Promise<ArrivedRequest> {
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
    await new Promise<void>((resolve, reject) =>
      execFile('sh', ['-c', code(`http://127.0.0.1:${port}/v2`)], { timeout: 10_000 }, (error, _stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(),
      ),
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

/**
 * The Try it console in Chromium, against local API servers named as the
 * spec's server: its code loads on first use only; the request that arrives
 * is the one the form shows; the token reaches no other host and no storage;
 * a server that does not allow the site by CORS gets an explanation and a curl
 * command; focus, Escape and the live region work, and axe finds nothing.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { describedAxeViolations, HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { copyFixture, fixture } from '../helpers/cli.js';
import { pageLive, recordRequests } from '../helpers/page-events.js';

const TOKEN = 'secret-token-7f3a9';
const EXAMPLE_UUID = '497f6eca-6276-4993-bfeb-53cbbbba6f08';

interface ArrivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

interface ApiServer {
  readonly url: string;
  readonly requests: ArrivedRequest[];
  close(): Promise<void>;
}

/** An API answering every request with 201 and a JSON body; with `cors`, allowing any origin as an API open to browsers does. */
async function startApi({ cors }: { cors: boolean }): Promise<ApiServer> {
  const requests: ArrivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (cors) {
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id, X-Api-Key');
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        response.setHeader('Access-Control-Expose-Headers', 'X-Trace-Id');
      }
      if (request.method === 'OPTIONS') {
        response.statusCode = 204;
        response.end();
        return;
      }
      response.statusCode = 201;
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('X-Trace-Id', 'trace-1');
      response.end(JSON.stringify({ id: 'item_9', sku: 'A-1', quantity: 2, tags: ['new'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.skipIf(!HAS_CHROMIUM)('the Try it console in Chromium', () => {
  let api: ApiServer;
  let apiWithoutCors: ApiServer;
  /** The host an operation's own `servers` entry names: not one of the spec's servers. */
  let elsewhere: ApiServer;
  const env = useSiteInBrowser(async () => {
    api = await startApi({ cors: true });
    apiWithoutCors = await startApi({ cors: false });
    elsewhere = await startApi({ cors: true });
    const spec = await readFile(path.join(fixture('api-try-it'), 'specs/shop.yaml'), 'utf8');
    const exportOrders = [
      '  /orders/export:',
      '    get:',
      '      operationId: exportOrders',
      '      summary: Export the orders',
      '      tags: [orders]',
      '      servers:',
      `        - url: ${'${elsewhere}'}/exports`,
      '      responses:',
      "        '200':",
      '          description: The export.',
      '',
    ].join('\n');
    return copyFixture('api-try-it', {
      'specs/shop.yaml': spec
        .replace('http://127.0.0.1:9/v1', `${api.url}/v1`)
        .replace('  /health:\n', `${exportOrders.replace('${elsewhere}', elsewhere.url)}  /health:\n`),
    });
  });
  afterAll(async () => {
    await api?.close();
    await apiWithoutCors?.close();
    await elsewhere?.close();
  });

  const isConsoleChunk = (request: string) => request.startsWith('/assets/js/chunks/TryItConsole.');
  const consoleChunkRequests = () => env.site.requests.filter(isConsoleChunk);

  async function openShop(): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}/api/shop`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  async function openConsole(page: Page, operation: string) {
    await page.locator(`#${operation}`).getByRole('button', { name: 'Try it' }).click();
    const form = page.locator(`#${operation}`).getByRole('form', { name: /^Try / });
    await form.waitFor();
    return form;
  }

  it('loads the console’s code on the first Try it only', async () => {
    const page = await tabOf(env.browser);
    const requests = recordRequests(page);
    await page.goto(`${env.site.url}/api/shop`);
    await page.waitForSelector('html[data-hydrated]');
    // Live: anything the page loads as it starts, it has asked for.
    await pageLive(page, requests);
    expect(requests.paths.filter(isConsoleChunk)).toEqual([]);
    expect(consoleChunkRequests()).toEqual([]);
    await openConsole(page, 'addItem');
    expect(consoleChunkRequests()).toHaveLength(1);
  });

  it('sends the request the form shows to the chosen server, and shows status, time, headers and the indented body', async () => {
    const page = await openShop();
    const form = await openConsole(page, 'addItem');

    // Focus moves into the console, to its first field; the fields are prefilled from the spec.
    expect(await page.evaluate(() => document.activeElement?.closest('.api-try-it') !== null)).toBe(true);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe('Server');
    expect(await form.getByLabel('Server').inputValue()).toBe(`${api.url}/v1`);
    expect(await form.getByLabel('orderId').inputValue()).toBe('ord_1');
    expect(await form.getByLabel('note').inputValue()).toBe('gift');
    expect(await form.getByLabel('X-Request-Id').inputValue()).toBe(EXAMPLE_UUID);
    expect(JSON.parse(await form.getByLabel(/^Body/).inputValue())).toEqual({ sku: 'A-1', quantity: 2 });

    await form.getByLabel('orderId').fill('ord 42/x');
    await form.getByLabel('dryRun').fill('true');
    await form.getByLabel(/^bearerAuth: token/).fill(TOKEN);
    const before = api.requests.length;
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Answered 201 Created in \d+ ms\.$/);

    const arrived = api.requests.slice(before).filter((request) => request.method !== 'OPTIONS');
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({ method: 'POST', url: '/v1/orders/ord%2042%2Fx/items?dryRun=true&note=gift' });
    expect(arrived[0]!.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'x-request-id': EXAMPLE_UUID, 'content-type': 'application/json' });
    expect(arrived[0]!.headers.cookie).toBeUndefined();
    expect(JSON.parse(arrived[0]!.body)).toEqual({ sku: 'A-1', quantity: 2 });

    expect(await form.locator('.api-try-it__response-status').textContent()).toMatch(/^201 Created \d+ ms$/);
    expect(await form.getByRole('region', { name: 'Response body' }).textContent()).toBe(
      JSON.stringify({ id: 'item_9', sku: 'A-1', quantity: 2, tags: ['new'] }, null, 2),
    );
    await form.getByText(/^Response headers/).click();
    const headers = await form.locator('.api-try-it__headers dl').textContent();
    expect(headers).toContain('content-typeapplication/json');
    expect(headers).toContain('x-trace-idtrace-1');
  });

  it('sends the token to the chosen server only, and keeps it out of storage, cookies and the URL', async () => {
    const page = await openShop();
    const carriers: string[] = [];
    page.on('request', async (request) => {
      const headers = await request.allHeaders();
      if (request.url().includes(TOKEN) || Object.values(headers).some((value) => value.includes(TOKEN))) carriers.push(new URL(request.url()).origin);
    });
    const form = await openConsole(page, 'addItem');
    await form.getByLabel(/^bearerAuth: token/).fill(TOKEN);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Answered 201/);
    // And the API key of the other alternative: a header the same server gets.
    await form.getByLabel('Scheme').selectOption({ label: 'apiKey' });
    await form.getByLabel(/^apiKey: API key/).fill(`${TOKEN}-key`);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => api.requests.some((request) => request.headers['x-api-key'] === `${TOKEN}-key`)).toBe(true);

    await expect.poll(() => carriers.length).toBe(2);
    expect(new Set(carriers)).toEqual(new Set([api.url]));
    const kept = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, url: location.href }),
    );
    expect(kept).not.toContain(TOKEN);
    expect(JSON.stringify(await env.browser.cookies())).not.toContain(TOKEN);
  });

  it('keeps a credential typed in one console for every console of the page, masked until the reader shows it', async () => {
    const page = await openShop();
    const add = await openConsole(page, 'addItem');
    const token = add.getByLabel(/^bearerAuth: token/);
    expect(await token.getAttribute('type')).toBe('password');
    await token.fill(TOKEN);
    const show = add.getByRole('button', { name: 'Show bearerAuth' });
    expect(await show.getAttribute('aria-pressed')).toBe('false');
    await show.focus();
    await page.keyboard.press('Space');
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    expect(await token.getAttribute('type')).toBe('text');
    expect(await describedViolations(page)).toEqual([]);

    const search = await openConsole(page, 'searchOrders');
    const shared = search.getByLabel(/^bearerAuth: token/);
    expect(await shared.inputValue()).toBe(TOKEN);
    // Shown in one console only: the other still masks it.
    expect(await shared.getAttribute('type')).toBe('password');
    await search.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => search.getByRole('status').textContent()).toMatch(/^Answered 201/);
    const sent = api.requests.filter((request) => request.method === 'GET' && request.url.startsWith('/v1/orders/search')).at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);

    // Changed in either, changed in both.
    await shared.fill(`${TOKEN}-2`);
    expect(await token.inputValue()).toBe(`${TOKEN}-2`);
  });

  it('sends a list in the parameter’s style: repeated, exploded, as a query parameter is by default', async () => {
    const page = await openShop();
    const form = await openConsole(page, 'searchOrders');
    expect(await form.getByLabel('status').inputValue()).toBe('available,sold');
    expect(await form.locator('.api-try-it__target code').textContent()).toBe(`GET ${api.url}/v1/orders/search?status=available&status=sold`);
    await form.getByLabel('status').fill('available, pending, sold');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Answered 201/);
    const sent = api.requests.filter((request) => request.method === 'GET' && request.url.startsWith('/v1/orders/search')).at(-1);
    expect(sent?.url).toBe('/v1/orders/search?status=available&status=pending&status=sold');
  });

  it('explains a failure when the server does not allow this site by CORS, with a curl command that hides the token', async () => {
    const page = await openShop();
    const form = await openConsole(page, 'addItem');
    await form.getByLabel('Server').fill(`${apiWithoutCors.url}/v1`);
    await form.getByLabel(/^bearerAuth: token/).fill(TOKEN);
    await form.getByRole('button', { name: 'Send' }).click();
    // A server the reader typed is not one of the spec's: the token goes there once the reader agrees.
    await form.getByRole('button', { name: `Send to ${new URL(apiWithoutCors.url).host}` }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('The request failed: no answer could be read.');

    const explanation = (await form.locator('.api-try-it__explanation').textContent()) ?? '';
    expect(explanation).toContain('CORS (Cross-Origin Resource Sharing)');
    expect(explanation).toContain(
      `The API at ${apiWithoutCors.url} must answer with an Access-Control-Allow-Origin header that allows this site, ${env.site.url}`,
    );
    expect(explanation).toContain('curl is not bound by CORS');
    const curl = (await form.getByRole('region', { name: 'curl command' }).textContent()) ?? '';
    expect(curl).toBe(
      [
        `curl -X POST '${apiWithoutCors.url}/v1/orders/ord_1/items?note=gift' \\`,
        `  -H 'X-Request-Id: ${EXAMPLE_UUID}' \\`,
        "  -H 'Content-Type: application/json' \\",
        '  -H "Authorization: Bearer $BEARER_AUTH" \\',
        `  --data-raw '${JSON.stringify({ sku: 'A-1', quantity: 2 }, null, 2)}'`,
      ].join('\n'),
    );
    expect(explanation).not.toContain(TOKEN);
    // The browser asked first (preflight) and, refused, sent neither the request nor the token.
    expect(apiWithoutCors.requests.map((request) => request.method)).toEqual(['OPTIONS']);
    expect(JSON.stringify(apiWithoutCors.requests)).not.toContain(TOKEN);
  });

  it('shows the full URL it sends to as the form changes', async () => {
    const page = await openShop();
    const form = await openConsole(page, 'addItem');
    const target = form.locator('.api-try-it__target code');
    expect(await target.textContent()).toBe(`POST ${api.url}/v1/orders/ord_1/items?note=gift`);
    await form.getByLabel('orderId').fill('ord 42/x');
    await form.getByLabel('dryRun').fill('true');
    expect(await target.textContent()).toBe(`POST ${api.url}/v1/orders/ord%2042%2Fx/items?dryRun=true&note=gift`);
    await form.getByLabel('Server').fill('https://sandbox.shop.example/v1/');
    expect(await target.textContent()).toBe('POST https://sandbox.shop.example/v1/orders/ord%2042%2Fx/items?dryRun=true&note=gift');
    // A credential sent in the query is part of the URL sent, but never shown.
    const list = await openConsole(page, 'listOrders');
    await list.getByLabel('Scheme').selectOption({ label: 'queryKey and cookieKey' });
    await list.getByLabel(/^queryKey: API key/).fill(TOKEN);
    expect(await list.locator('.api-try-it__target code').textContent()).toBe(`GET ${api.url}/v1/orders`);
  });

  it('asks once per page before sending a credential to a host that is not one of the spec’s servers, and sends nothing until the reader agrees', async () => {
    let page = await openShop();
    let form = await openConsole(page, 'exportOrders');
    const host = new URL(elsewhere.url).host;
    expect(await form.locator('.api-try-it__target code').textContent()).toBe(`GET ${elsewhere.url}/exports/orders/export`);
    await form.getByLabel(/^bearerAuth: token/).fill(TOKEN);
    await form.getByRole('button', { name: 'Send' }).click();
    const question = form.getByRole('group', { name: /^This request sends your credential to/ });
    await question.waitFor();
    expect(await question.locator('p').textContent()).toBe(
      `This request sends your credential to ${elsewhere.url}, which is not one of the servers the API’s spec lists (${api.url}). Send it there?`,
    );
    expect(await form.getByRole('status').textContent()).toBe('Nothing was sent yet: confirm where your credential goes.');
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await describedViolations(page)).toEqual([]);
    expect(elsewhere.requests).toEqual([]);

    await form.getByRole('button', { name: 'Don’t send' }).click();
    expect(await form.getByRole('button', { name: 'Send', exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await form.getByRole('button', { name: `Send to ${host}` }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Answered 201/);
    const sent = () => elsewhere.requests.filter((request) => request.method === 'GET');
    expect(sent().map((request) => [request.url, request.headers.authorization])).toEqual([['/exports/orders/export', `Bearer ${TOKEN}`]]);

    // Agreed once for this page: the next request there goes without asking, from any console of the page.
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => sent().length).toBe(2);
    expect(await question.count()).toBe(0);
    const spec = await openConsole(page, 'addItem');
    await spec.getByLabel(/^bearerAuth: token/).fill(TOKEN);
    await spec.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => api.requests.filter((request) => request.headers.authorization === `Bearer ${TOKEN}`).length).toBeGreaterThan(0);
    expect(await page.getByRole('group', { name: /^This request sends your credential/ }).count()).toBe(0);

    // A page opened again asks again; without a credential there is nothing to ask about.
    page = await openShop();
    form = await openConsole(page, 'exportOrders');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => sent().length).toBe(3);
    expect(sent()[2]!.headers.authorization).toBeUndefined();
    await form.getByLabel(/^bearerAuth: token/).fill(TOKEN);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await form.getByRole('group', { name: /^This request sends your credential to/ }).waitFor();
    expect(sent()).toHaveLength(3);
  });

  it('refuses to send without a required parameter, saying which, and sends nothing', async () => {
    const page = await openShop();
    const form = await openConsole(page, 'addItem');
    await form.getByLabel('orderId').fill('');
    const before = api.requests.length;
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Fill in orderId (path): the API requires it.');
    expect(api.requests.length).toBe(before);
  });

  it('refuses to send a JSON body that is not JSON, saying beside it at which line and column, and sends nothing', async () => {
    const page = await openShop();
    const form = await openConsole(page, 'addItem');
    const body = form.getByLabel(/^Body/);
    await body.fill('{\n  "sku": "A-1",\n  "quantity": 2,\n}');
    const before = api.requests.length;
    await form.getByRole('button', { name: 'Send' }).click();
    const problem = 'The body is not valid JSON: line 4, column 1: expected a property name in double quotes, found “}”. Correct it to send the request.';
    await expect.poll(() => form.getByRole('status').textContent()).toBe(problem);
    // Beside the field, as its description, and the field is where focus goes.
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    expect(await body.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await body.evaluate((field) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(problem);
    expect(await describedViolations(page)).toEqual([]);
    expect(api.requests.length).toBe(before);

    // Corrected, it goes.
    await body.fill('{"sku": "A-1", "quantity": 3}');
    expect(await body.getAttribute('aria-invalid')).toBeNull();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Answered 201/);
    expect(JSON.parse(api.requests.filter((request) => request.method === 'POST').at(-1)!.body)).toEqual({ sku: 'A-1', quantity: 3 });
  });

  it('shows the Authentication section and each operation’s schemes with no axe violations', async () => {
    const page = await openShop();
    expect(await describedViolations(page, '#authentication')).toEqual([]);
    expect(await describedViolations(page, '.api-security')).toEqual([]);
    await page.locator('#listOrders .api-security').getByRole('link', { name: 'oidc' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#security-oidc');
  });

  it('closes with its Close button or Escape, giving focus back to Try it, and has no axe violations in light or dark mode', async () => {
    const page = await openShop();
    const tryIt = page.locator('#addItem').getByRole('button', { name: 'Try it' });
    let form = await openConsole(page, 'addItem');
    expect(await tryIt.getAttribute('aria-expanded')).toBe('true');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Answered 201/);
    await form.getByText(/^Response headers/).click();
    expect(await describedViolations(page)).toEqual([]);
    // The dark colour mode a site may turn on.
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    expect(await describedViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('.api-try-it').count()).toBe(0);
    expect(await tryIt.getAttribute('aria-expanded')).toBe('false');
    expect(await tryIt.evaluate((button) => button === document.activeElement)).toBe(true);

    form = await openConsole(page, 'addItem');
    await form.getByLabel('orderId').press('Escape');
    await expect.poll(() => page.locator('.api-try-it').count()).toBe(0);
    expect(await tryIt.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

function describedViolations(page: Page, within = '.api-try-it'): Promise<string[]> {
  return describedAxeViolations(page, { within });
}

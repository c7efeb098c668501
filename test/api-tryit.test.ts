/**
 * The Authentication section and the Try it buttons as a built API reference
 * page shows them: every kind of security scheme with its description and how
 * a request carries it, each operation's accepted schemes linked to them, a
 * Try it button per operation describing its request, and `api.tryIt` /
 * `api.specs.<name>.tryIt` removing the buttons.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTryIt } from '../renderer/shared/try-it-data.js';
import { buildSite, copyFixture, fixture, readText, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

/** The HTML of the element with this id, up to its matching closing tag. */
function elementById(html: string, id: string): string {
  const start = html.indexOf(` id="${id}"`);
  expect(start, `#${id}`).toBeGreaterThan(-1);
  const open = html.lastIndexOf('<', start);
  const tag = /^<([a-z0-9]+)/.exec(html.slice(open))![1]!;
  let depth = 0;
  const pattern = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  pattern.lastIndex = open;
  for (let match = pattern.exec(html); match !== null; match = pattern.exec(html)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return html.slice(open, html.indexOf('>', match.index) + 1);
  }
  throw new Error(`#${id} is not closed`);
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'");

/** The decoded `data-try-it` of each Try it button, by the id of the operation it sits in. */
function tryItButtons(html: string): Map<string, ReturnType<typeof decodeTryIt>> {
  const buttons = new Map<string, ReturnType<typeof decodeTryIt>>();
  for (const match of html.matchAll(/<section class="api-operation" id="([^"]+)">(?:(?!<section class="api-operation")[\s\S])*?data-try-it="([^"]*)"/g)) {
    buttons.set(match[1]!, decodeTryIt(match[2]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')));
  }
  return buttons;
}

describe('the Authentication section and Try it buttons of a built reference', () => {
  let run: BuildRun;
  let html: string;
  beforeAll(async () => {
    run = await buildSite(fixture('api-try-it'), ['--strict']);
    html = run.code === 0 ? await readText(run.outDir, 'api/shop/index.html') : '';
  }, 120_000);

  it('accepts an HTTP bearer scheme: its Markdown description, the Authorization header and the bearer format', () => {
    expect(run.code, run.stderr).toBe(0);
    const scheme = elementById(html, 'security-bearerAuth');
    expect(scheme).toContain('<p>An <strong>access token</strong> from the dashboard.</p>');
    expect(text(scheme)).toContain('HTTP bearer (JWT)');
    expect(text(scheme)).toContain('Send Authorization: Bearer <token>; the token is a JWT.');
  });

  it('accepts API keys in a header, a query parameter and a cookie, each named', () => {
    expect(text(elementById(html, 'security-apiKey'))).toContain('A key for server-to-server calls.Send the key in the header X-Api-Key.');
    expect(text(elementById(html, 'security-queryKey'))).toContain('Send the key as the query parameter api_key.');
    expect(text(elementById(html, 'security-cookieKey'))).toContain('Send the key in the cookie session_id.');
  });

  it('accepts OAuth 2 flows with their authorization, token and refresh URLs and their scopes', () => {
    const scheme = elementById(html, 'security-oauth');
    expect(text(scheme)).toContain("Sign in with the shop's accounts.");
    expect(text(scheme)).toContain('Send Authorization: Bearer <access token>.');
    expect(text(scheme)).toContain(
      'Authorization code flowAuthorization URLhttps://auth.example.com/authorizeToken URLhttps://auth.example.com/tokenRefresh URLhttps://auth.example.com/refreshScopesorders:read — Read ordersorders:write — Change orders',
    );
    expect(text(scheme)).toContain('Client credentials flowToken URLhttps://auth.example.com/tokenScopesnone');
    expect(scheme).toContain('<a href="https://auth.example.com/authorize"><code>https://auth.example.com/authorize</code></a>');
  });

  it('accepts OpenID Connect with a link to its discovery document', () => {
    const scheme = elementById(html, 'security-oidc');
    expect(scheme).toContain(
      '<a href="https://id.example.com/.well-known/openid-configuration"><code>https://id.example.com/.well-known/openid-configuration</code></a>',
    );
    expect(text(scheme)).toContain('Send Authorization: Bearer <access token>.');
  });

  it('accepts per operation the schemes it takes, "or" between alternatives and "and" within one, linked, with scopes', () => {
    expect(text(elementById(html, 'listOrders'))).toContain('Authentication: oauth (scopes: orders:read) or oidc or queryKey and cookieKey');
    for (const anchor of ['security-oauth', 'security-oidc', 'security-queryKey', 'security-cookieKey'])
      expect(elementById(html, 'listOrders')).toContain(`<a href="#${anchor}">`);
    // The document-wide requirement applies where an operation gives none.
    expect(text(elementById(html, 'addItem'))).toContain('Authentication: bearerAuth or apiKey');
  });

  it('rejects authentication where an operation opts out with security: []', () => {
    expect(text(elementById(html, 'health'))).toContain('Authentication: none.');
  });

  it('accepts a Try it button on every operation, describing its request: parameters with examples, body and credentials', () => {
    const buttons = tryItButtons(html);
    expect([...buttons.keys()]).toEqual(['addItem', 'listOrders', 'searchOrders', 'health']);
    expect(buttons.get('addItem')).toEqual({
      method: 'POST',
      path: '/orders/{orderId}/items',
      server: 'http://127.0.0.1:9/v1',
      parameters: [
        { name: 'orderId', in: 'path', required: true, example: 'ord_1' },
        { name: 'dryRun', in: 'query', required: false, example: '' },
        { name: 'note', in: 'query', required: false, example: 'gift' },
        { name: 'X-Request-Id', in: 'header', required: true, example: '497f6eca-6276-4993-bfeb-53cbbbba6f08' },
      ],
      body: { mediaType: 'application/json', required: true, example: '{"sku":"A-1","quantity":2}' },
      security: [[{ scheme: 'bearerAuth', in: 'header', name: 'Authorization', prefix: 'Bearer' }], [{ scheme: 'apiKey', in: 'header', name: 'X-Api-Key' }]],
    });
    // An operation's own server, its variables at their defaults.
    expect(buttons.get('health')).toMatchObject({ server: 'https://status.example.com/v2', security: [] });
  });

  it('accepts a small description: at most 400 bytes of HTML per operation', () => {
    const attributes = [...html.matchAll(/ data-try-it="[^"]*"/g)].map((match) => match[0]);
    expect(attributes).toHaveLength(4);
    for (const attribute of attributes) expect(attribute.length, attribute).toBeLessThanOrEqual(400);
  });

  it('rejects Try it buttons on a spec whose api.specs.<name>.tryIt is false', async () => {
    const internal = await readText(run.outDir, 'api/internal/index.html');
    expect(internal).toContain('id="listJobs"');
    expect(internal).not.toContain('data-try-it');
    expect(internal).not.toContain('>Try it<');
  });
});

describe('api.tryIt', () => {
  it('rejects every Try it button when false, and a spec may turn its own back on', async () => {
    const config = await readFile(path.join(fixture('api-try-it'), 'site.config.ts'), 'utf8');
    const root = await copyFixture('api-try-it', {
      'site.config.ts': config.replace('api: { specs: { internal: { tryIt: false } } }', 'api: { tryIt: false, specs: { internal: { tryIt: true } } }'),
    });
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(await readText(run.outDir, 'api/shop/index.html')).not.toContain('data-try-it');
    expect(await readText(run.outDir, 'api/internal/index.html')).toContain('data-try-it');
  }, 120_000);

  it('rejects a value that is not true or false, naming the field, its line and what to do', async () => {
    const config = await readFile(path.join(fixture('api-try-it'), 'site.config.ts'), 'utf8');
    const root = await copyFixture('api-try-it', { 'site.config.ts': config.replace('internal: { tryIt: false }', "internal: { tryIt: 'no' }") });
    const run = await buildSite(root);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /site\.config\.ts:6:\d+ \(field api\.specs\.internal\.tryIt\) {2}error {2}api\.specs\.internal\.tryIt must be a boolean, got string {2}\[config-invalid\]/,
    );
    expect(run.stderr).toContain('Correct the field named in the message');
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import type { TryItRequest } from '../../../renderer/shared/try-it-data.js';
import {
  absoluteServer,
  curlCommand,
  fetchAuthorizationCodeToken,
  fetchClientCredentialsToken,
  initialForm,
  prepareRequest,
  prettyBody,
  type TryItForm,
} from './try-it-request.js';

const request: TryItRequest = {
  method: 'POST',
  path: '/orders/{orderId}/items',
  server: 'https://api.example.com/v1',
  parameters: [
    { name: 'orderId', in: 'path', required: true, example: 'ord_1' },
    { name: 'limit', in: 'query', required: false, example: '' },
    { name: 'note', in: 'query', required: false, example: 'gift' },
    { name: 'X-Trace', in: 'header', required: true, example: 'abc' },
  ],
  body: { mediaType: 'application/json', required: true, example: '{"sku":"A-1"}' },
  security: [
    [{ scheme: 'bearerAuth', in: 'header', name: 'Authorization', prefix: 'Bearer' }],
    [
      { scheme: 'queryKey', in: 'query', name: 'api_key' },
      { scheme: 'sid', in: 'cookie', name: 'session' },
    ],
    [{ scheme: 'basic', in: 'header', name: 'Authorization', prefix: 'Basic' }],
  ],
};

const form = (change: Partial<TryItForm> = {}): TryItForm => ({ secrets: {}, server: absoluteServer(request.server), ...initialForm(request), ...change });

describe('the form as first shown', () => {
  it('accepts the examples, the JSON body indented, and an absolute server', () => {
    expect(form()).toEqual({
      server: 'https://api.example.com/v1',
      values: { 'path:orderId': 'ord_1', 'query:limit': '', 'query:note': 'gift', 'header:X-Trace': 'abc' },
      body: '{\n  "sku": "A-1"\n}',
      alternative: 0,
      secrets: {},
    });
  });

  it('rejects a relative server: the reader must say where the API is', () => {
    expect(absoluteServer('/v1')).toBe('');
    expect(absoluteServer('HTTPS://api.example.com/')).toBe('HTTPS://api.example.com');
  });
});

describe('the request the form sends', () => {
  it('rejects a JSON body that is not JSON, saying at which line and column, and what was expected there', () => {
    const at = (body: string) => prepareRequest(request, form({ body }));
    expect(at('{\n  "sku": "A-1",\n}')).toEqual({
      ok: false,
      field: 'body',
      problem: 'The body is not valid JSON: line 3, column 1: expected a property name in double quotes, found “}”. Correct it to send the request.',
    });
    expect(at('{"sku": tru}')).toMatchObject({ problem: expect.stringContaining('line 1, column 9: expected a value, found “t”') });
    expect(at('[1 2]')).toMatchObject({ problem: expect.stringContaining('line 1, column 4: expected “,” or “]”, found “2”') });
    expect(at('{"sku": "A-1"')).toMatchObject({ problem: expect.stringContaining('line 1, column 14: expected “,” or “}”, found the end of the text') });
    expect(at('{"sku": "a\tb"}')).toMatchObject({ problem: expect.stringContaining('line 1, column 11: a line break or tab inside a string must be written') });
    expect(at('{"sku": "\\q"}')).toMatchObject({ problem: expect.stringContaining('line 1, column 10: expected an escape') });
    expect(at('{"sku": 1} x')).toMatchObject({ problem: expect.stringContaining('line 1, column 12: expected the end of the text, found “x”') });
  });

  it('accepts a valid JSON body, and a text body that is not JSON when the media type is not JSON', () => {
    expect(prepareRequest(request, form({ body: ' [1, {"a": "\\u00e9"}, -2.5e3, true, null] ' })).ok).toBe(true);
    expect(prepareRequest({ ...request, body: { mediaType: 'text/plain', required: true, example: '' } }, form({ body: '{oops' })).ok).toBe(true);
  });

  it('accepts each parameter in its style: a list exploded into repeated query parameters by default, a matrix path, a deep object', () => {
    const styled: TryItRequest = {
      method: 'GET',
      path: '/pets/{ids}',
      server: 'https://api.example.com',
      parameters: [
        { name: 'ids', in: 'path', required: true, example: '1,2', style: 'matrix', explode: true, shape: 'array' },
        { name: 'status', in: 'query', required: true, example: 'available, sold', shape: 'array' },
        { name: 'tags', in: 'query', required: false, example: 'a,b', style: 'pipeDelimited', shape: 'array' },
        { name: 'filter', in: 'query', required: false, example: '{"kind":"dog"}', style: 'deepObject', shape: 'object' },
        { name: 'X-Color', in: 'header', required: false, example: 'R,100,G,200', explode: true, shape: 'object' },
      ],
      security: [],
    };
    const prepared = prepareRequest(styled, { secrets: {}, server: styled.server, ...initialForm(styled) });
    expect(prepared.ok && prepared.request.url).toBe('https://api.example.com/pets/;ids=1;ids=2?status=available&status=sold&tags=a%7Cb&filter%5Bkind%5D=dog');
    expect(prepared.ok && prepared.request.headers).toEqual([['X-Color', 'R=100,G=200']]);
  });

  it('accepts path values encoded, filled query parameters, headers, the bearer token and the body', () => {
    const prepared = prepareRequest(request, form({ values: { ...form().values, 'path:orderId': 'ord 1/2' }, secrets: { bearerAuth: ' t0k ' } }));
    expect(prepared).toEqual({
      ok: true,
      request: {
        url: 'https://api.example.com/v1/orders/ord%201%2F2/items?note=gift',
        method: 'POST',
        headers: [
          ['X-Trace', 'abc'],
          ['Authorization', 'Bearer t0k'],
          ['Content-Type', 'application/json'],
        ],
        body: '{\n  "sku": "A-1"\n}',
      },
    });
  });

  it('accepts an API key in the query, HTTP basic as Base64 of UTF-8, and leaves out cookies a page cannot set', () => {
    const withKey = prepareRequest(request, form({ alternative: 1, secrets: { queryKey: 'k&1', sid: 's' } }));
    expect(withKey.ok && withKey.request.url).toBe('https://api.example.com/v1/orders/ord_1/items?note=gift&api_key=k%261');
    expect(withKey.ok && withKey.request.headers.map(([name]) => name)).toEqual(['X-Trace', 'Content-Type']);
    const basic = prepareRequest(request, form({ alternative: 2, secrets: { basic: 'zoë:pw' } }));
    // zoë:pw, the ë as its two UTF-8 bytes.
    expect(basic.ok && basic.request.headers[1]).toEqual(['Authorization', 'Basic em/Dqzpwdw==']);
  });

  it('rejects a missing or non-web server, a missing required parameter and a missing required body, saying what to do', () => {
    expect(prepareRequest(request, form({ server: '' }))).toEqual({
      ok: false,
      problem: 'Enter the address of the API’s server, starting with https:// (or http://).',
    });
    expect(prepareRequest(request, form({ server: 'ftp://api.example.com' }))).toEqual({
      ok: false,
      problem: 'The server’s address must start with https:// or http://.',
    });
    expect(prepareRequest(request, form({ values: { ...form().values, 'path:orderId': ' ', 'header:X-Trace': '' } }))).toEqual({
      ok: false,
      problem: 'Fill in orderId (path), X-Trace (header): the API requires it.',
    });
    expect(prepareRequest(request, form({ body: '' }))).toEqual({ ok: false, problem: 'Fill in the body: the API requires one.' });
  });
});

describe('the curl command', () => {
  it('accepts every credential as a shell variable, never the secret', () => {
    expect(curlCommand(request, form({ secrets: { bearerAuth: 'secret' } }))).toBe(
      [
        "curl -X POST 'https://api.example.com/v1/orders/ord_1/items?note=gift' \\",
        "  -H 'X-Trace: abc' \\",
        "  -H 'Content-Type: application/json' \\",
        '  -H "Authorization: Bearer $BEARER_AUTH" \\',
        `  --data-raw '{\n  "sku": "A-1"\n}'`,
      ].join('\n'),
    );
    expect(curlCommand(request, form({ alternative: 1, body: '"it\'s"' }))).toBe(
      [
        'curl -X POST "https://api.example.com/v1/orders/ord_1/items?note=gift&api_key=$QUERY_KEY" \\',
        "  -H 'X-Trace: abc' \\",
        "  -H 'Content-Type: application/json' \\",
        '  -b "session=$SID" \\',
        "  --data-raw '\"it'\\''s\"'",
      ].join('\n'),
    );
    expect(curlCommand(request, form({ alternative: 2 }))).toContain('  -u "$BASIC"');
  });

  it('rejects a form that cannot be sent', () => {
    expect(curlCommand(request, form({ server: '' }))).toBeUndefined();
  });
});

describe('a body shown to the reader', () => {
  it('accepts JSON indented, by media type or by its first character', () => {
    expect(prettyBody('application/problem+json', '{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('text/plain', '[1]')).toBe('[\n  1\n]');
  });

  it('rejects reformatting anything else', () => {
    expect(prettyBody('text/plain', 'a  b')).toBe('a  b');
    expect(prettyBody('application/json', '{broken')).toBe('{broken');
  });
});

/** A token URL answering `answer` with `status`, recording what it was sent. */
const tokenUrl = (status: number, answer: unknown) => {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
};

describe('a token by client credentials', () => {
  it('posts the grant and the scopes, the client authenticated by HTTP Basic, its id and secret form-encoded first', async () => {
    const { sent, fetchImpl } = tokenUrl(200, { access_token: 'tok-1', token_type: 'Bearer', expires_in: 3600 });
    const outcome = await fetchClientCredentialsToken(
      { tokenUrl: '/oauth/token', server: 'https://api.example.com/v1', clientId: 'my app', clientSecret: 's:cret', scopes: ' pets:read  pets:write ' },
      fetchImpl,
    );
    expect(outcome).toEqual({ ok: true, token: 'tok-1', expiresIn: 3600 });
    expect(sent[0]!.url).toBe('https://api.example.com/oauth/token');
    expect(sent[0]!.init.method).toBe('POST');
    expect(new URLSearchParams(String(sent[0]!.init.body)).toString()).toBe('grant_type=client_credentials&scope=pets%3Aread+pets%3Awrite');
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(atob(headers.Authorization!.replace(/^Basic /, ''))).toBe('my+app:s%3Acret');
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('says why there is no token: the OAuth error and its description, else the status', async () => {
    const ask = (fetchImpl: typeof fetch) =>
      fetchClientCredentialsToken({ tokenUrl: 'https://auth.example.com/token', server: '', clientId: 'a', clientSecret: 'b', scopes: '' }, fetchImpl);
    const refused = tokenUrl(401, { error: 'invalid_client', error_description: 'Unknown client' });
    expect(await ask(refused.fetchImpl)).toEqual({ ok: false, problem: 'The token URL refused: invalid_client: Unknown client.' });
    expect(new URLSearchParams(String(refused.sent[0]!.init.body)).has('scope')).toBe(false);
    expect(await ask(tokenUrl(502, 'Bad gateway').fetchImpl)).toEqual({ ok: false, problem: 'The token URL refused: 502.' });
    const unreachable = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await ask(unreachable)).toEqual({
      ok: false,
      problem: 'https://auth.example.com could not be reached, or does not answer requests from this page (CORS).',
    });
  });
});

describe('a token for an authorization code', () => {
  const exchange = {
    tokenUrl: '/oauth/token',
    server: 'https://api.example.com/v1',
    clientId: 'my app',
    code: 'c0de',
    codeVerifier: 'dBjftJeZ4CVP-mJ92K9qpgXhJ8JrbrJRQfRr4NaMtXw',
    redirectUri: 'https://docs.example.com/assets/oauth2-redirect.html',
  };

  it('posts the code, the redirect URL and the verifier, a public client naming itself in the form', async () => {
    const { sent, fetchImpl } = tokenUrl(200, { access_token: 'tok-2', token_type: 'Bearer' });
    expect(await fetchAuthorizationCodeToken({ ...exchange, clientSecret: '' }, fetchImpl)).toEqual({ ok: true, token: 'tok-2' });
    expect(sent[0]!.url).toBe('https://api.example.com/oauth/token');
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]!.init.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'c0de',
      redirect_uri: 'https://docs.example.com/assets/oauth2-redirect.html',
      code_verifier: 'dBjftJeZ4CVP-mJ92K9qpgXhJ8JrbrJRQfRr4NaMtXw',
      client_id: 'my app',
    });
    expect((sent[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('accepts a client secret, sent by HTTP Basic rather than in the form', async () => {
    const { sent, fetchImpl } = tokenUrl(200, { access_token: 'tok-2', expires_in: 60 });
    expect(await fetchAuthorizationCodeToken({ ...exchange, clientSecret: 's3cret' }, fetchImpl)).toEqual({ ok: true, token: 'tok-2', expiresIn: 60 });
    expect(new URLSearchParams(String(sent[0]!.init.body)).has('client_id')).toBe(false);
    expect(atob((sent[0]!.init.headers as Record<string, string>).Authorization!.replace(/^Basic /, ''))).toBe('my+app:s3cret');
  });

  it('rejects a code the token URL refuses, in its words', async () => {
    const { fetchImpl } = tokenUrl(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    expect(await fetchAuthorizationCodeToken({ ...exchange, clientSecret: '' }, fetchImpl)).toEqual({
      ok: false,
      problem: 'The token URL refused: invalid_grant: PKCE verification failed.',
    });
  });
});

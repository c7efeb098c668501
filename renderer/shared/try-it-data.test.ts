import { describe, expect, it } from 'vitest';
import { decodeTryIt, encodeTryIt, type TryItRequest } from './try-it-data.js';

const request: TryItRequest = {
  method: 'POST',
  path: '/orders/{orderId}/items',
  server: 'https://api.example.com/v1',
  parameters: [
    { name: 'orderId', in: 'path', required: true, example: 'ord_1' },
    { name: 'limit', in: 'query', required: false, example: '' },
    { name: 'sort', in: 'query', required: false, example: '' },
    { name: 'note', in: 'query', required: false, example: 'say "hi" `now`' },
    { name: 'dry run', in: 'query', required: false, example: '' },
    { name: 'after', in: 'query', required: false, example: '' },
    { name: 'status', in: 'query', required: false, example: '', style: 'pipeDelimited', explode: false, shape: 'array' },
    { name: 'filter', in: 'query', required: true, example: '{}', style: 'deepObject', shape: 'object' },
    { name: 'X-Trace', in: 'header', required: true, example: 'abc' },
  ],
  body: { mediaType: 'application/json', required: true, example: '{\n  "sku": "A-1",\n  "quantity": 2\n}' },
  security: [
    [{ scheme: 'bearerAuth', in: 'header', name: 'Authorization', prefix: 'Bearer' }],
    [
      { scheme: 'key', in: 'query', name: 'api_key' },
      { scheme: 'basic', in: 'header', name: 'Authorization', prefix: 'Basic' },
      { scheme: 'sid', in: 'cookie', name: 'session' },
    ],
    [],
  ],
};

describe('the data-try-it attribute', () => {
  it('accepts any request back as it was, in the same order, the JSON body minified', () => {
    expect(decodeTryIt(encodeTryIt(request))).toEqual({ ...request, body: { ...request.body, example: '{"sku":"A-1","quantity":2}' } });
  });

  it('accepts text bodies and requests without server, parameters or security', () => {
    const bare: TryItRequest = {
      method: 'PUT',
      path: '/a',
      server: '',
      parameters: [],
      body: { mediaType: 'text/plain', required: false, example: 'hi {' },
      security: [],
    };
    expect(decodeTryIt(encodeTryIt(bare))).toEqual(bare);
    expect(encodeTryIt({ ...bare, body: undefined })).toBe('{`m`:`PUT`,`u`:`/a`}');
  });

  it('accepts a compact form: no double quotes to escape, bare names, a bearer scheme by its name', () => {
    const encoded = encodeTryIt(request);
    // Only the backticks of the note's example became double quotes.
    expect(encoded.match(/"/g)).toHaveLength(2);
    expect(encoded).toContain('`q`:[`limit sort`,[`note`,');
    expect(encoded).toContain('`a`:[[`bearerAuth`],');
    // A style, explode and shape only where they are not the defaults.
    expect(encoded).toContain('[`status`,``,0,{`s`:`pipeDelimited`,`e`:0,`t`:`a`}],[`filter`,`{}`,1,{`s`:`deepObject`,`t`:`o`}]');
    expect(encoded).toContain('`j`:[`application/json`,{`sku`:`A-1`,`quantity`:2},1]');
  });

  it('accepts the OAuth 2 flows a console runs back as they were: client credentials, authorization code, either or both', () => {
    const oauth = { scheme: 'petAuth', in: 'header', name: 'Authorization', prefix: 'Bearer' } as const;
    const clientCredentials = { tokenUrl: 'https://auth.example.com/token', scopes: ['pets:read'] };
    const authorizationCode = { authorizationUrl: 'https://auth.example.com/authorize', tokenUrl: '/token', scopes: ['pets:read', 'pets:write'] };
    const flows: TryItRequest = {
      ...request,
      security: [[{ ...oauth, clientCredentials, authorizationCode }], [{ ...oauth, authorizationCode }], [{ ...oauth, clientCredentials }], [oauth]],
    };
    expect(decodeTryIt(encodeTryIt(flows)).security).toEqual(flows.security);
  });

  it('rejects text that does not describe a request', () => {
    expect(() => decodeTryIt('{`m`:`GET`}')).toThrow('a Try it description needs a method and a path');
    expect(() => decodeTryIt('not json')).toThrow();
  });
});

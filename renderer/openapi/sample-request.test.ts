import { describe, expect, it } from 'vitest';
import { type SampleRequestInput, sampleRequestOf } from './sample-request.js';
import { createSpecDocument } from './spec-document.js';

const BASE = 'https://api.example.test';

/** The request of `GET /items` in an OpenAPI 3.1 document with the given security schemes, plus what else is given. */
function request(input: Partial<SampleRequestInput>, securitySchemes: Record<string, unknown> = {}, version: '3.1.0' | '2.0' = '3.1.0') {
  const raw = version === '2.0' ? { swagger: '2.0', securityDefinitions: securitySchemes } : { openapi: version, components: { securitySchemes } };
  return sampleRequestOf({
    document: createSpecDocument(raw),
    method: 'get',
    path: '/items',
    baseUrl: BASE,
    parameters: [],
    body: [],
    security: [],
    responses: [{ status: '200', content: [{ mediaType: 'application/json', examples: [] }] }],
    ...input,
  });
}

describe('parameters', () => {
  it('accepts every query style: form exploded by default, form not exploded, delimited, deepObject; Swagger 2.0 collection formats', () => {
    const query = (parameter: Record<string, unknown>, version?: '2.0') =>
      request({ parameters: [{ name: 'q', in: 'query', required: true, ...parameter }] }, {}, version).query;
    expect(query({ example: ['a', 'b'] })).toEqual([
      ['q', 'a'],
      ['q', 'b'],
    ]);
    expect(query({ example: ['a', 'b'], explode: false })).toEqual([['q', 'a,b']]);
    expect(query({ example: ['a', 'b'], style: 'pipeDelimited', explode: false })).toEqual([['q', 'a|b']]);
    expect(query({ example: { color: 'red', size: 2 }, style: 'deepObject', explode: true })).toEqual([
      ['q[color]', 'red'],
      ['q[size]', '2'],
    ]);
    expect(query({ example: { color: 'red' } })).toEqual([['color', 'red']]);
    expect(query({ type: 'array', items: { type: 'string' }, 'x-example': ['a', 'b'] }, '2.0')).toEqual([['q', 'a,b']]);
    expect(query({ type: 'array', items: { type: 'string' }, collectionFormat: 'multi', 'x-example': ['a', 'b'] }, '2.0')).toEqual([
      ['q', 'a'],
      ['q', 'b'],
    ]);
  });

  it('accepts a path parameter encoded into the path, an example from the parameter’s examples, and cookies as one header', () => {
    const built = request({
      path: '/items/{id}',
      parameters: [
        { name: 'id', in: 'path', required: true, examples: { one: { value: 'a b/c' } } },
        { name: 'theme', in: 'cookie', schema: { type: 'string', example: 'dark mode' } },
        { name: 'lang', in: 'cookie', required: true, schema: { type: 'string', enum: ['en', 'fr'] } },
      ],
    });
    expect(built.url).toBe(`${BASE}/items/a%20b%2Fc`);
    expect(built.headers).toEqual([['Cookie', 'theme=dark%20mode; lang=en']]);
  });

  it('rejects an optional parameter without an example: the sample leaves it out', () => {
    expect(request({ parameters: [{ name: 'page', in: 'query', schema: { type: 'integer' } }] }).query).toEqual([]);
  });
});

describe('credentials', () => {
  const schemes = {
    bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    basic: { type: 'http', scheme: 'basic' },
    digest: { type: 'http', scheme: 'Digest' },
    headerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    oauth: { type: 'oauth2', flows: {} },
    oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.example.test' },
    tls: { type: 'mutualTLS' },
  };

  it('accepts each scheme of the requirement, where it goes, with a placeholder for the credentials', () => {
    const headers = (security: string[]) => request({ security }, schemes).headers;
    expect(headers(['bearer'])).toEqual([['Authorization', 'Bearer YOUR_TOKEN']]);
    expect(headers(['basic'])).toEqual([['Authorization', 'Basic YOUR_BASE64_CREDENTIALS']]);
    expect(headers(['digest'])).toEqual([['Authorization', 'Digest YOUR_CREDENTIALS']]);
    expect(headers(['oauth'])).toEqual([['Authorization', 'Bearer YOUR_TOKEN']]);
    expect(headers(['oidc'])).toEqual([['Authorization', 'Bearer YOUR_TOKEN']]);
    expect(headers(['headerKey', 'bearer'])).toEqual([
      ['X-Api-Key', 'YOUR_API_KEY'],
      ['Authorization', 'Bearer YOUR_TOKEN'],
    ]);
  });

  it('rejects what sends nothing in the request (mutual TLS) and names no scheme of the spec', () => {
    expect(request({ security: ['tls', 'unknown'] }, schemes).headers).toEqual([]);
  });

  it('accepts Swagger 2.0 basic authentication', () => {
    expect(request({ security: ['basic'] }, { basic: { type: 'basic' } }, '2.0').headers).toEqual([['Authorization', 'Basic YOUR_BASE64_CREDENTIALS']]);
  });
});

describe('body and answer', () => {
  it('accepts the JSON media type over others, and the spec’s example over one made from the schema', () => {
    const built = request({
      method: 'post',
      body: [
        { mediaType: 'application/xml', schema: { type: 'string' }, example: undefined },
        { mediaType: 'application/merge-patch+json', schema: { type: 'object', properties: { a: { type: 'integer' } } }, example: { a: 7 } },
      ],
    });
    expect(built.body).toEqual({ mediaType: 'application/merge-patch+json', text: '{\n  "a": 7\n}' });
    expect(built.headers).toEqual([['Content-Type', 'application/merge-patch+json']]);
  });

  it('accepts a text body as written', () => {
    expect(request({ method: 'post', body: [{ mediaType: 'text/csv', schema: undefined, example: 'a,b\n1,2' }] }).body).toEqual({
      mediaType: 'text/csv',
      text: 'a,b\n1,2',
    });
  });

  it('accepts what the first success answer carries: nothing, JSON or text; HEAD never has a body', () => {
    const answer = (responses: SampleRequestInput['responses'], method = 'get') => request({ responses, method }).answer;
    expect(answer([{ status: '204', content: [] }])).toBe('none');
    expect(
      answer([
        { status: '404', content: [{ mediaType: 'application/json', examples: [] }] },
        { status: '202', content: [] },
      ]),
    ).toBe('none');
    expect(answer([{ status: 'default', content: [{ mediaType: 'application/problem+json', examples: [] }] }])).toBe('json');
    expect(answer([{ status: '200', content: [{ mediaType: 'text/plain', examples: [] }] }])).toBe('text');
    expect(answer([{ status: '200', content: [{ mediaType: 'application/json', examples: [] }] }], 'head')).toBe('none');
    expect(answer([])).toBe('text');
  });
});

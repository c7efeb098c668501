import { describe, expect, it } from 'vitest';
import type { TryItView } from '../shared/api-reference.js';
import { buildApiReference } from './build-reference.js';
import { createMarkdownRenderer } from './markdown.js';

const markdown = createMarkdownRenderer();

/** The Try it view of the one operation of `paths`, in an OpenAPI 3.1 document with `rest`. */
function tryItOf(operation: Record<string, unknown>, rest: Record<string, unknown> = {}, tryIt = true): TryItView | undefined {
  const built = buildApiReference(
    {
      openapi: '3.1.0',
      info: { title: 'A', version: '1' },
      servers: [{ url: 'https://api.example.com/v1/' }],
      paths: { '/pets/{petId}': { post: { responses: {}, ...operation } } },
      ...rest,
    },
    markdown,
    { tryIt },
  );
  return built.tags[0]!.operations[0]!.tryIt;
}

describe('the request a Try it console starts from', () => {
  it('accepts path, query and header parameters: required ones with an example, optional ones with the spec’s own only', () => {
    const view = tryItOf({
      parameters: [
        { name: 'petId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        { name: 'limit', in: 'query', schema: { type: 'integer', default: 20 } },
        { name: 'sort', in: 'query', schema: { type: 'string' }, example: 'name' },
        { name: 'tags', in: 'query', required: true, schema: { type: 'array', items: { type: 'string' } }, examples: { two: { value: ['a', 'b'] } } },
        { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string', example: 'abc' } },
        { name: 'session', in: 'cookie', required: true, schema: { type: 'string' } },
      ],
    });
    expect(view?.server).toBe('https://api.example.com/v1');
    expect(view?.parameters).toEqual([
      { name: 'petId', in: 'path', required: true, example: '497f6eca-6276-4993-bfeb-53cbbbba6f08' },
      { name: 'limit', in: 'query', required: false, example: '' },
      { name: 'sort', in: 'query', required: false, example: 'name' },
      { name: 'tags', in: 'query', required: true, example: 'a,b', shape: 'array' },
      { name: 'X-Trace', in: 'header', required: true, example: 'abc' },
    ]);
  });

  it('accepts each parameter’s style and explode, and whether it is a list or an object, for the console to send it as the spec defines', () => {
    const view = tryItOf({
      parameters: [
        { name: 'petId', in: 'path', required: true, style: 'matrix', explode: true, schema: { type: 'array', items: { type: 'integer' } }, example: [1, 2] },
        { name: 'filter', in: 'query', style: 'deepObject', schema: { type: 'object' }, example: { kind: 'dog' } },
        { name: 'ids', in: 'query', style: 'pipeDelimited', explode: false, schema: { type: 'array' }, example: ['a', 'b'] },
      ],
    });
    expect(view?.parameters).toEqual([
      { name: 'petId', in: 'path', required: true, example: '1,2', style: 'matrix', explode: true, shape: 'array' },
      { name: 'filter', in: 'query', required: false, example: '{"kind":"dog"}', style: 'deepObject', shape: 'object' },
      { name: 'ids', in: 'query', required: false, example: 'a,b', style: 'pipeDelimited', explode: false, shape: 'array' },
    ]);
  });

  it('accepts the example body of a JSON, else a form, media type; rejects multipart bodies, which need files', () => {
    const body = (content: Record<string, unknown>) => tryItOf({ requestBody: { required: true, content } })?.body;
    expect(body({ 'text/plain': { example: 'hi' }, 'application/json': { example: { name: 'Rex' } } })).toEqual({
      mediaType: 'application/json',
      required: true,
      example: '{\n  "name": "Rex"\n}',
    });
    expect(body({ 'application/x-www-form-urlencoded': { example: { name: 'Rex', age: 3 } } })).toEqual({
      mediaType: 'application/x-www-form-urlencoded',
      required: true,
      example: 'name=Rex&age=3',
    });
    expect(body({ 'multipart/form-data': { schema: { type: 'object' } } })).toBeUndefined();
  });

  it('accepts the credentials of each security alternative, leaving out schemes a request cannot carry', () => {
    const view = tryItOf(
      { security: [{ bearer: [] }, { key: [], mtls: [] }, {}] },
      {
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'query', name: 'api_key' }, mtls: { type: 'mutualTLS' } },
        },
      },
    );
    expect(view?.security).toEqual([
      [{ scheme: 'bearer', in: 'header', name: 'Authorization', prefix: 'Bearer' }],
      [{ scheme: 'key', in: 'query', name: 'api_key' }],
      [],
    ]);
  });

  it('accepts the OAuth 2 flows a console runs, with the scopes the operation asks for, else all the flow offers', () => {
    const scopes = { 'pets:read': 'Read pets', 'pets:write': 'Change pets' };
    const schemes = {
      components: {
        securitySchemes: {
          pets: {
            type: 'oauth2',
            flows: {
              authorizationCode: { authorizationUrl: 'https://auth.example.com/authorize', tokenUrl: '/oauth/token', scopes },
              clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes },
            },
          },
        },
      },
    };
    expect(tryItOf({ security: [{ pets: ['pets:write'] }] }, schemes)?.security).toEqual([
      [
        {
          scheme: 'pets',
          in: 'header',
          name: 'Authorization',
          prefix: 'Bearer',
          clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: ['pets:write'] },
          authorizationCode: { authorizationUrl: 'https://auth.example.com/authorize', tokenUrl: '/oauth/token', scopes: ['pets:write'] },
        },
      ],
    ]);
    expect(tryItOf({ security: [{ pets: [] }] }, schemes)?.security[0]?.[0]?.authorizationCode?.scopes).toEqual(['pets:read', 'pets:write']);
  });

  it('rejects an authorization code flow the console cannot run: without its authorization URL or its token URL', () => {
    const withFlow = (authorizationCode: Record<string, unknown>) => ({
      components: { securitySchemes: { pets: { type: 'oauth2', flows: { authorizationCode: { scopes: {}, ...authorizationCode } } } } },
    });
    expect(tryItOf({ security: [{ pets: [] }] }, withFlow({ tokenUrl: 'https://auth.example.com/token' }))?.security[0]?.[0]).toEqual({
      scheme: 'pets',
      in: 'header',
      name: 'Authorization',
      prefix: 'Bearer',
    });
    expect(
      tryItOf({ security: [{ pets: [] }] }, withFlow({ authorizationUrl: 'https://auth.example.com/authorize' }))?.security[0]?.[0]?.authorizationCode,
    ).toBeUndefined();
  });

  it('accepts an operation’s or path’s own server, its variables at their defaults, before the document’s', () => {
    const server = { url: 'https://{region}.example.com/{version}', variables: { region: { default: 'eu' }, version: { default: 'v2' } } };
    expect(tryItOf({ servers: [server] })?.server).toBe('https://eu.example.com/v2');
    expect(tryItOf({}, { servers: [{ url: '/' }] })?.server).toBe('');
    expect(tryItOf({}, { servers: undefined })?.server).toBe('');
  });

  it('accepts a Swagger 2.0 parameter’s x-example and its keywords on the parameter itself', () => {
    const built = buildApiReference(
      {
        swagger: '2.0',
        info: { title: 'A', version: '1' },
        host: 'api.example.com',
        paths: {
          '/pets': {
            get: {
              parameters: [
                { name: 'q', in: 'query', type: 'string', 'x-example': 'rex' },
                { name: 'n', in: 'query', required: true, type: 'integer', minimum: 3 },
              ],
              responses: {},
            },
          },
        },
      },
      markdown,
    );
    expect(built.tags[0]!.operations[0]!.tryIt).toMatchObject({
      server: 'https://api.example.com',
      parameters: [
        { name: 'q', example: 'rex' },
        { name: 'n', example: '3' },
      ],
    });
  });

  it('rejects a console when the config turns it off', () => {
    expect(tryItOf({}, {}, false)).toBeUndefined();
  });
});

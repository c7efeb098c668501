import { describe, expect, it } from 'vitest';
import type { ApiReference, SecuritySchemeView } from '../shared/api-reference.js';
import { buildApiReference } from './build-reference.js';
import { createMarkdownRenderer } from './markdown.js';

const markdown = createMarkdownRenderer();

function openApi(securitySchemes: Record<string, unknown>, rest: Record<string, unknown> = {}): ApiReference {
  return buildApiReference({ openapi: '3.1.0', info: { title: 'A', version: '1' }, paths: {}, components: { securitySchemes }, ...rest }, markdown);
}

const scheme = (built: ApiReference, name: string): SecuritySchemeView => built.securitySchemes.find((candidate) => candidate.name === name)!;

describe('security schemes', () => {
  it('accepts an HTTP bearer scheme with its format and Markdown description', () => {
    const built = openApi({ jwt: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT', description: 'From **the dashboard**.' } });
    expect(scheme(built, 'jwt')).toEqual({
      name: 'jwt',
      anchor: 'security-jwt',
      type: 'http',
      summary: 'HTTP bearer (JWT)',
      descriptionHtml: '<p>From <strong>the dashboard</strong>.</p>',
      credential: { in: 'header', name: 'Authorization', prefix: 'Bearer' },
      bearerFormat: 'JWT',
      flows: [],
    });
  });

  it('accepts API keys in a header, a query parameter and a cookie', () => {
    const built = openApi({
      header: { type: 'apiKey', in: 'header', name: 'X-Key' },
      query: { type: 'apiKey', in: 'query', name: 'key' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
    });
    expect(built.securitySchemes.map(({ summary, credential }) => [summary, credential])).toEqual([
      ['API key in header X-Key', { in: 'header', name: 'X-Key' }],
      ['API key in query parameter key', { in: 'query', name: 'key' }],
      ['API key in cookie sid', { in: 'cookie', name: 'sid' }],
    ]);
  });

  it('accepts OAuth 2 flows in a fixed order, with their URLs and scopes', () => {
    const built = openApi({
      oauth: {
        type: 'oauth2',
        flows: {
          password: { tokenUrl: 'https://a.example.com/token', scopes: {} },
          authorizationCode: {
            authorizationUrl: 'https://a.example.com/authorize',
            tokenUrl: 'https://a.example.com/token',
            refreshUrl: 'https://a.example.com/refresh',
            scopes: { read: 'Read things', write: 'Write things' },
          },
        },
      },
    });
    expect(scheme(built, 'oauth')).toMatchObject({
      summary: 'OAuth 2',
      credential: { in: 'header', name: 'Authorization', prefix: 'Bearer' },
      flows: [
        {
          label: 'Authorization code',
          authorizationUrl: 'https://a.example.com/authorize',
          tokenUrl: 'https://a.example.com/token',
          refreshUrl: 'https://a.example.com/refresh',
          scopes: [
            { name: 'read', description: 'Read things' },
            { name: 'write', description: 'Write things' },
          ],
        },
        { label: 'Password', authorizationUrl: undefined, tokenUrl: 'https://a.example.com/token', refreshUrl: undefined, scopes: [] },
      ],
    });
  });

  it('accepts OpenID Connect with its discovery URL, and mutual TLS, which a request header cannot carry', () => {
    const built = openApi({
      oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.example.com/.well-known/openid-configuration' },
      mtls: { type: 'mutualTLS' },
    });
    expect(scheme(built, 'oidc')).toMatchObject({
      summary: 'OpenID Connect',
      openIdConnectUrl: 'https://id.example.com/.well-known/openid-configuration',
      credential: { in: 'header', name: 'Authorization', prefix: 'Bearer' },
    });
    expect(scheme(built, 'mtls').summary).toBe('Mutual TLS');
    expect(scheme(built, 'mtls').credential).toBeUndefined();
  });

  it('accepts Swagger 2.0 definitions: basic, and an OAuth 2 flow under its OpenAPI 3 name', () => {
    const built = buildApiReference(
      {
        swagger: '2.0',
        info: { title: 'A', version: '1' },
        paths: {},
        securityDefinitions: {
          basic: { type: 'basic' },
          petstore: {
            type: 'oauth2',
            flow: 'accessCode',
            authorizationUrl: 'https://p.example.com/auth',
            tokenUrl: 'https://p.example.com/token',
            scopes: { 'pets:read': 'Read pets' },
          },
          app: { type: 'oauth2', flow: 'application', tokenUrl: 'https://p.example.com/token', scopes: {} },
        },
      },
      markdown,
    );
    expect(scheme(built, 'basic')).toMatchObject({ type: 'http', summary: 'HTTP basic', credential: { in: 'header', name: 'Authorization', prefix: 'Basic' } });
    expect(scheme(built, 'petstore').flows).toEqual([
      {
        label: 'Authorization code',
        authorizationUrl: 'https://p.example.com/auth',
        tokenUrl: 'https://p.example.com/token',
        refreshUrl: undefined,
        scopes: [{ name: 'pets:read', description: 'Read pets' }],
      },
    ]);
    expect(scheme(built, 'app').flows.map((flow) => flow.label)).toEqual(['Client credentials']);
  });

  it('rejects an anchor another section has: the scheme gets -2', () => {
    const built = openApi({ Pet: { type: 'http', scheme: 'basic' } }, { paths: { '/a': { get: { operationId: 'security-Pet', responses: {} } } } });
    expect(scheme(built, 'Pet').anchor).toBe('security-Pet');
    expect(built.tags[0]!.operations[0]!.anchor).toBe('security-Pet-2');
  });
});

describe('security requirements', () => {
  const paths = (security: unknown) => ({ '/a': { get: { ...(security === undefined ? {} : { security }), responses: {} } } });
  const requirements = (operationSecurity: unknown, documentSecurity?: unknown) =>
    openApi(
      { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, oauth: { type: 'oauth2', flows: {} } },
      { paths: paths(operationSecurity), ...(documentSecurity === undefined ? {} : { security: documentSecurity }) },
    ).tags[0]!.operations[0]!.security;

  it('accepts alternatives, schemes needed together, and OAuth scopes, each linked to its scheme', () => {
    expect(requirements([{ oauth: ['read', 'write'] }, { key: [], oauth: [] }])).toEqual([
      [{ name: 'oauth', anchor: 'security-oauth', scopes: ['read', 'write'] }],
      [
        { name: 'key', anchor: 'security-key', scopes: [] },
        { name: 'oauth', anchor: 'security-oauth', scopes: [] },
      ],
    ]);
  });

  it('accepts the document’s requirement where the operation has none, and an empty alternative (authentication optional)', () => {
    expect(requirements(undefined, [{ key: [] }, {}])).toEqual([[{ name: 'key', anchor: 'security-key', scopes: [] }], []]);
  });

  it('rejects a link to a scheme the spec does not define, and any requirement where the operation opts out', () => {
    expect(requirements([{ missing: [] }])).toEqual([[{ name: 'missing', anchor: undefined, scopes: [] }]]);
    expect(requirements([], [{ key: [] }])).toEqual([]);
  });
});

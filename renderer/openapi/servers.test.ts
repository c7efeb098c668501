import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from './markdown.js';
import { PLACEHOLDER_ORIGIN, serversOf } from './servers.js';

const markdown = createMarkdownRenderer();
const sampleUrls = (raw: Record<string, unknown>) => serversOf(raw, markdown).map((server) => server.sampleUrl);

describe('serversOf', () => {
  it('accepts variables: each replaced by its default in the samples’ URL, listed with its values and description', () => {
    const [server] = serversOf(
      {
        openapi: '3.1.0',
        servers: [
          {
            url: 'https://{region}.api.example.test:{port}/{version}/',
            variables: { region: { default: 'eu', enum: ['eu', 'us'], description: 'The *region*.' }, port: { default: '443' }, version: { default: 'v2' } },
          },
        ],
      },
      markdown,
    );
    expect(server).toEqual({
      url: 'https://{region}.api.example.test:{port}/{version}/',
      descriptionHtml: undefined,
      variables: [
        { name: 'region', defaultValue: 'eu', enumValues: ['eu', 'us'], descriptionHtml: '<p>The <em>region</em>.</p>' },
        { name: 'port', defaultValue: '443', enumValues: undefined, descriptionHtml: undefined },
        { name: 'version', defaultValue: 'v2', enumValues: undefined, descriptionHtml: undefined },
      ],
      // The URL parser's form: the default port goes, as every snippet prints it.
      sampleUrl: 'https://eu.api.example.test/v2',
    });
  });

  it('rejects a relative URL as the samples’ host: it goes under the placeholder host, which names no real one', () => {
    expect(sampleUrls({ openapi: '3.0.3', servers: [{ url: '/v1' }, { url: 'v2/' }, { url: '//api.example.test/v3' }, { url: '/' }] })).toEqual([
      `${PLACEHOLDER_ORIGIN}/v1`,
      `${PLACEHOLDER_ORIGIN}/v2`,
      'https://api.example.test/v3',
      PLACEHOLDER_ORIGIN,
    ]);
    expect(PLACEHOLDER_ORIGIN).toBe('https://your-api-host.invalid');
  });

  it('rejects a spec without servers, or with an empty list: the one server `/`, as OpenAPI reads it', () => {
    for (const raw of [{ openapi: '3.0.3' }, { openapi: '3.0.3', servers: [] }, { swagger: '2.0' }]) {
      expect(serversOf(raw, markdown)).toEqual([{ url: '/', variables: [], sampleUrl: PLACEHOLDER_ORIGIN }]);
    }
  });

  it('accepts Swagger 2.0 host, base path and schemes as one server: https when allowed, else the first scheme', () => {
    expect(serversOf({ swagger: '2.0', host: 'api.example.test', basePath: '/v2/', schemes: ['http', 'https'] }, markdown)).toEqual([
      { url: 'https://api.example.test/v2/', variables: [], sampleUrl: 'https://api.example.test/v2' },
    ]);
    expect(sampleUrls({ swagger: '2.0', host: 'api.example.test', schemes: ['http'] })).toEqual(['http://api.example.test']);
    expect(sampleUrls({ swagger: '2.0', host: 'api.example.test' })).toEqual(['https://api.example.test']);
    expect(serversOf({ swagger: '2.0', basePath: '/v2' }, markdown)).toEqual([{ url: '/v2', variables: [], sampleUrl: `${PLACEHOLDER_ORIGIN}/v2` }]);
  });
});

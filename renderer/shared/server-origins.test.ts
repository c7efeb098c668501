import { describe, expect, it } from 'vitest';
import type { ServerView } from './api-reference.js';
import { serverOrigins } from './server-origins.js';

const server = (url: string, variables: ServerView['variables'] = []): ServerView => ({ url, variables, sampleUrl: url });

describe('serverOrigins', () => {
  it('names the origin of each absolute server, each variable at each value its enum allows, else its default', () => {
    expect(
      serverOrigins([
        server('https://API.example.com:443/v1/'),
        server('https://{region}.api.example.com/{version}', [
          { name: 'region', defaultValue: 'us', enumValues: ['us', 'eu'] },
          { name: 'version', defaultValue: 'v2', enumValues: undefined },
        ]),
        server('{scheme}://status.example.com:8443', [{ name: 'scheme', defaultValue: 'https', enumValues: undefined }]),
        server('http://127.0.0.1:9/v1'),
      ]),
    ).toEqual(['https://api.example.com', 'https://us.api.example.com', 'https://eu.api.example.com', 'https://status.example.com:8443', 'http://127.0.0.1:9']);
  });

  it('names no origin for a relative server or one that is not http(s)', () => {
    expect(serverOrigins([server('/v1'), server('v1'), server('ftp://files.example.com'), server('https://{host}', [])])).toEqual([]);
  });
});

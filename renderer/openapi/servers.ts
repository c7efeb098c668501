/**
 * The servers of a spec as the reference shows them, and the absolute base
 * URL each gives the code samples. OpenAPI 3 lists `servers` (at the root,
 * and optionally per path or operation) with `{variables}`; Swagger 2.0 has
 * one host, base path and scheme list, which become one server. Pure.
 */
import type { ServerVariableView, ServerView } from '../shared/api-reference.js';
import { filledServerUrl, PLACEHOLDER_ORIGIN } from '../shared/server-url.js';
import type { MarkdownRenderer } from './markdown.js';

export { PLACEHOLDER_ORIGIN };

type Json = Record<string, unknown>;

/**
 * The spec's servers. One that names none means `/`, where the API is served
 * (OpenAPI 3: "a single server with a url value of /"; Swagger 2.0: "the
 * host serving the documentation"), and says so.
 */
export function serversOf(raw: Json, markdown: MarkdownRenderer): ServerView[] {
  const servers = typeof raw.swagger === 'string' ? swagger2Server(raw) : serverListOf(raw.servers, markdown);
  return servers.length > 0 ? servers : [{ url: '/', variables: [], sampleUrl: PLACEHOLDER_ORIGIN }];
}

/** A `servers` list (root, path item or operation) as views; anything that is not a server with a string URL is skipped. */
export function serverListOf(value: unknown, markdown: MarkdownRenderer): ServerView[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((server: Json) => {
    if (typeof server !== 'object' || server === null || typeof server.url !== 'string') return [];
    const variables = Object.entries((server.variables ?? {}) as Record<string, Json>).map(
      ([name, variable]): ServerVariableView => ({
        name,
        defaultValue: String(variable.default ?? ''),
        enumValues: Array.isArray(variable.enum) ? variable.enum.map(String) : undefined,
        descriptionHtml: markdown(variable.description as string | undefined),
      }),
    );
    return [
      {
        url: server.url,
        descriptionHtml: markdown(server.description as string | undefined),
        variables,
        sampleUrl: sampleUrlOf(server.url, variables),
      },
    ];
  });
}

/** The base URL of the samples: the first server's. */
export function sampleBaseUrl(servers: readonly ServerView[]): string {
  return servers[0]?.sampleUrl ?? PLACEHOLDER_ORIGIN;
}

/**
 * The base URL a Try it console starts from: the first server's, absolute as the samples have it, or
 * relative as the spec writes it (variables filled), for the reader to complete: a docs site is no
 * place to guess an API's host.
 */
export function consoleBaseUrl(servers: readonly ServerView[]): string {
  const url = sampleBaseUrl(servers);
  return url.startsWith(PLACEHOLDER_ORIGIN) ? url.slice(PLACEHOLDER_ORIGIN.length) : url;
}

function sampleUrlOf(url: string, variables: readonly ServerVariableView[]): string {
  return filledServerUrl(url, new Map(variables.map((variable) => [variable.name, variable.defaultValue])));
}

/** Swagger 2.0's host, basePath and schemes as one server: https when the spec allows it, else its first scheme. */
function swagger2Server(raw: Json): ServerView[] {
  const basePath = typeof raw.basePath === 'string' ? raw.basePath : '';
  if (typeof raw.host !== 'string') return basePath === '' ? [] : [{ url: basePath, variables: [], sampleUrl: sampleUrlOf(basePath, []) }];
  const schemes = Array.isArray(raw.schemes) ? raw.schemes.map(String) : [];
  const scheme = schemes.length === 0 || schemes.includes('https') ? 'https' : schemes[0]!;
  const url = `${scheme}://${raw.host}${basePath}`;
  return [{ url, variables: [], sampleUrl: sampleUrlOf(url, []) }];
}

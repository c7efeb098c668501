/**
 * What the Try it console's form sends: the URL (server, path parameters,
 * query), the headers (header parameters, credentials, content type) and the
 * body, checked before anything leaves the browser; and the same request as a
 * curl command for when the browser cannot send it. Pure.
 */
import type { TryItCredential, TryItParameter } from '../../../renderer/shared/api-reference.js';
import { styledPairs, styledText } from '../../../renderer/shared/parameter-style.js';
import { shellQuoted } from '../../../renderer/shared/shell-quote.js';
import { shellVariable } from '../../../renderer/shared/shell-variable.js';
import type { TryItRequest } from '../../../renderer/shared/try-it-data.js';

export interface TryItForm {
  readonly server: string;
  /** By {@link fieldKey}. */
  readonly values: Readonly<Record<string, string>>;
  readonly body: string;
  /** Index of the chosen security alternative. */
  readonly alternative: number;
  /** By scheme name: a token, an API key, or `user:password` for HTTP basic. */
  readonly secrets: Readonly<Record<string, string>>;
}

export interface PreparedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: string | undefined;
}

/** `field` names the form's field at fault, when one is: the body, whose message shows beside it. */
export type Prepared = { readonly ok: true; readonly request: PreparedRequest } | { readonly ok: false; readonly problem: string; readonly field?: 'body' };

export function fieldKey(parameter: Pick<TryItParameter, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

/**
 * The form as first shown: every parameter and the body at their examples (the server is the page's choice until the reader types
 * one, and the secrets are the page's, typed once for all its consoles).
 */
export function initialForm(request: TryItRequest): Omit<TryItForm, 'secrets' | 'server'> {
  return {
    values: Object.fromEntries(request.parameters.map((parameter) => [fieldKey(parameter), parameter.example])),
    body: request.body === undefined ? '' : prettyBody(request.body.mediaType, request.body.example),
    alternative: 0,
  };
}

/** The server to prefill: an absolute http(s) URL, else '' (a relative one is relative to where the API is served, which the page cannot know). */
export function absoluteServer(server: string): string {
  return /^https?:\/\//i.test(server) ? server.replace(/\/+$/, '') : '';
}

export function prepareRequest(request: TryItRequest, form: TryItForm): Prepared {
  let base: URL;
  try {
    base = new URL(form.server.trim());
  } catch {
    return { ok: false, problem: 'Enter the address of the API’s server, starting with https:// (or http://).' };
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return { ok: false, problem: 'The server’s address must start with https:// or http://.' };

  const value = (parameter: TryItParameter) => (form.values[fieldKey(parameter)] ?? '').trim();
  const missing = request.parameters.filter((parameter) => parameter.required && value(parameter) === '');
  if (missing.length > 0)
    return { ok: false, problem: `Fill in ${missing.map((parameter) => `${parameter.name} (${parameter.in})`).join(', ')}: the API requires it.` };
  if (request.body?.required && form.body.trim() === '') return { ok: false, problem: 'Fill in the body: the API requires one.' };
  if (request.body !== undefined && form.body.trim() !== '' && /[/+]json\b/i.test(request.body.mediaType)) {
    const error = jsonError(form.body);
    if (error !== undefined)
      return {
        ok: false,
        field: 'body',
        problem: `The body is not valid JSON: line ${error.line}, column ${error.column}: ${error.reason}. Correct it to send the request.`,
      };
  }

  const path = request.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = request.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter === undefined ? whole : styledText(parameter, typedValue(parameter, value(parameter)), encodeURIComponent);
  });
  const url = new URL(`${base.href.replace(/\/$/, '')}${path}`);
  const headers: Array<[string, string]> = [];
  for (const parameter of request.parameters) {
    if (value(parameter) === '') continue;
    const typed = typedValue(parameter, value(parameter));
    if (parameter.in === 'query') for (const [name, text] of styledPairs(parameter, typed)) url.searchParams.append(name, text);
    if (parameter.in === 'header') headers.push([parameter.name, styledText(parameter, typed)]);
  }
  for (const credential of credentialsOf(request, form.alternative)) {
    const secret = (form.secrets[credential.scheme] ?? '').trim();
    if (secret === '' || credential.in === 'cookie') continue;
    const sent = credentialValue(credential, secret);
    if (credential.in === 'query') url.searchParams.append(credential.name, sent);
    else headers.push([credential.name, sent]);
  }
  const body = request.body !== undefined && form.body.trim() !== '' ? form.body : undefined;
  if (body !== undefined) headers.push(['Content-Type', request.body!.mediaType]);
  return { ok: true, request: { url: url.href, method: request.method, headers, body } };
}

/**
 * A field's text as the value its style sends: a list is typed comma-separated (`available,sold`); an object as
 * JSON (`{"R":100}`), or as keys and values in turn (`R,100,G,200`).
 */
function typedValue(parameter: TryItParameter, text: string): unknown {
  if (parameter.shape === 'array') return text.split(',').map((item) => item.trim());
  if (parameter.shape !== 'object') return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
  } catch {
    // Not JSON: keys and values in turn.
  }
  const items = text.split(',').map((item) => item.trim());
  return Object.fromEntries(items.flatMap((item, index) => (index % 2 === 0 ? [[item, items[index + 1] ?? '']] : [])));
}

/** The credentials of the chosen security alternative. */
export function credentialsOf(request: TryItRequest, alternative: number): readonly TryItCredential[] {
  return request.security[alternative] ?? [];
}

function credentialValue(credential: TryItCredential, secret: string): string {
  if (credential.prefix === undefined) return secret;
  if (credential.prefix === 'Basic') return `Basic ${base64(utf8(secret))}`;
  return `${credential.prefix} ${secret}`;
}

/** What asking an OAuth 2 token URL for a token gave: the token, or why not, in the reader's words. */
export type TokenOutcome = { readonly ok: true; readonly token: string; readonly expiresIn?: number } | { readonly ok: false; readonly problem: string };

/** An OAuth 2 endpoint's URL as the spec gives it, made absolute: a relative one is the API server's (the page's, when the console has none). */
export function oauthUrl(url: string, server: string): URL | undefined {
  try {
    return new URL(url, server === '' ? globalThis.location?.href : server);
  } catch {
    return undefined;
  }
}

/**
 * Asks an OAuth 2 token URL for an access token by the client credentials grant (RFC 6749 §4.4): the client
 * authenticates with HTTP Basic (its id and secret form-encoded first, §2.3.1), the scopes go space-separated.
 */
export function fetchClientCredentialsToken(
  { tokenUrl, server, clientId, clientSecret, scopes }: { tokenUrl: string; server: string; clientId: string; clientSecret: string; scopes: string },
  fetchImpl: typeof fetch = fetch,
): Promise<TokenOutcome> {
  const grant = new URLSearchParams({ grant_type: 'client_credentials' });
  if (scopes.trim() !== '') grant.set('scope', scopes.trim().split(/\s+/).join(' '));
  return fetchToken({ tokenUrl, server, grant, client: { id: clientId, secret: clientSecret } }, fetchImpl);
}

/**
 * Exchanges the code an authorization server gave for an access token (RFC 6749 §4.1.3), with the verifier of the
 * challenge the authorization request carried (RFC 7636 §4.5). A client with a secret authenticates by HTTP Basic;
 * a public one (no secret, as PKCE allows) names itself in the form.
 */
export function fetchAuthorizationCodeToken(
  {
    tokenUrl,
    server,
    clientId,
    clientSecret,
    code,
    codeVerifier,
    redirectUri,
  }: { tokenUrl: string; server: string; clientId: string; clientSecret: string; code: string; codeVerifier: string; redirectUri: string },
  fetchImpl: typeof fetch = fetch,
): Promise<TokenOutcome> {
  const grant = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
  if (clientSecret === '') grant.set('client_id', clientId);
  return fetchToken({ tokenUrl, server, grant, client: clientSecret === '' ? undefined : { id: clientId, secret: clientSecret } }, fetchImpl);
}

/** Posts a grant, form-encoded, to a token URL; `client` authenticates by HTTP Basic. */
async function fetchToken(
  { tokenUrl, server, grant, client }: { tokenUrl: string; server: string; grant: URLSearchParams; client: { id: string; secret: string } | undefined },
  fetchImpl: typeof fetch,
): Promise<TokenOutcome> {
  const url = oauthUrl(tokenUrl, server);
  if (url === undefined) return { ok: false, problem: `The token URL ${tokenUrl} is not an address.` };
  let response: Response;
  try {
    response = await fetchImpl(url.href, {
      method: 'POST',
      headers: {
        ...(client && { Authorization: `Basic ${base64(utf8(`${formEncoded(client.id)}:${formEncoded(client.secret)}`))}` }),
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: grant.toString(),
    });
  } catch {
    return { ok: false, problem: `${url.origin} could not be reached, or does not answer requests from this page (CORS).` };
  }
  let answer: Record<string, unknown> = {};
  try {
    answer = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON: the status says what went wrong.
  }
  if (response.ok && typeof answer.access_token === 'string') {
    return { ok: true, token: answer.access_token, ...(typeof answer.expires_in === 'number' && { expiresIn: answer.expires_in }) };
  }
  const reason =
    typeof answer.error === 'string'
      ? `${answer.error}${typeof answer.error_description === 'string' ? `: ${answer.error_description}` : ''}`
      : response.ok
        ? 'its answer holds no access_token'
        : `${response.status} ${response.statusText}`.trim();
  return { ok: false, problem: `The token URL refused: ${reason}.` };
}

function formEncoded(text: string): string {
  return new URLSearchParams({ '': text }).toString().slice(1);
}

/** UTF-8, as RFC 7617 recommends for user names and passwords outside ASCII. */
function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function base64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The form's request as a curl command, for when the browser cannot send it.
 * Each credential of the chosen alternative is a shell variable named after
 * its scheme, so no secret is ever shown; curl also sends the cookies a page
 * cannot.
 */
export function curlCommand(request: TryItRequest, form: TryItForm): string | undefined {
  const prepared = prepareRequest(request, { ...form, secrets: {} });
  if (!prepared.ok) return undefined;
  const { url, method, headers, body } = prepared.request;
  // Double quotes let the shell put the variable in; everything else stays literal.
  const double = (literal: string, variable: string) => `"${literal.replace(/["\\`$]/g, '\\$&')}${variable}"`;
  const options: string[] = headers.map(([name, value]) => `-H ${shellQuoted(`${name}: ${value}`)}`);
  let queryCredentials = '';
  for (const credential of credentialsOf(request, form.alternative)) {
    const variable = shellVariable(credential.scheme);
    if (credential.in === 'query')
      queryCredentials += `${url.includes('?') || queryCredentials !== '' ? '&' : '?'}${encodeURIComponent(credential.name)}=${variable}`;
    else if (credential.in === 'cookie') options.push(`-b ${double(`${credential.name}=`, variable)}`);
    else if (credential.prefix === 'Basic') options.push(`-u ${double('', variable)}`);
    else options.push(`-H ${double(`${credential.name}: ${credential.prefix === undefined ? '' : `${credential.prefix} `}`, variable)}`);
  }
  if (body !== undefined) options.push(`--data-raw ${shellQuoted(body)}`);
  const target = queryCredentials === '' ? shellQuoted(url) : double(url, queryCredentials);
  return [`curl -X ${method} ${target}`, ...options.map((option) => `  ${option}`)].join(' \\\n');
}

const JSON_LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const JSON_ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * Where `text` stops being JSON (1-based line and column) and what was expected there; undefined for valid JSON.
 * Read here rather than from `JSON.parse`'s message, which says where only in some browsers and for some errors.
 */
export function jsonError(text: string): { readonly line: number; readonly column: number; readonly reason: string } | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    // Found again below, with where.
  }
  let at = 0;
  const fail = (reason: string): never => {
    throw { at, reason };
  };
  const stop = (expected: string) => fail(`expected ${expected}, found ${at >= text.length ? 'the end of the text' : `“${text[at]}”`}`);
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const string = () => {
    at++;
    while (at < text.length && text[at] !== '"') {
      if (text[at] === '\\') {
        JSON_ESCAPE.lastIndex = at;
        if (!JSON_ESCAPE.test(text)) stop('an escape such as \\n or \\u00e9');
        at = JSON_ESCAPE.lastIndex;
      } else if (text[at]! < ' ') fail('a line break or tab inside a string must be written as an escape, \\n or \\t');
      else at++;
    }
    if (at >= text.length) stop('“"” to end the string');
    at++;
  };
  const value = (): void => {
    space();
    const opening = text[at];
    if (opening === '"') {
      string();
      return;
    }
    if (opening === '{' || opening === '[') {
      const closing = opening === '{' ? '}' : ']';
      at++;
      space();
      if (text[at] === closing) {
        at++;
        return;
      }
      for (;;) {
        if (opening === '{') {
          space();
          if (text[at] !== '"') stop('a property name in double quotes');
          string();
          space();
          if (text[at] !== ':') stop('“:” after the property name');
          at++;
        }
        value();
        space();
        if (text[at] === closing) {
          at++;
          return;
        }
        if (text[at] !== ',') stop(`“,” or “${closing}”`);
        at++;
      }
    }
    JSON_LITERAL.lastIndex = at;
    if (!JSON_LITERAL.test(text)) stop('a value');
    at = JSON_LITERAL.lastIndex;
  };
  try {
    value();
    space();
    if (at < text.length) stop('the end of the text');
  } catch (error) {
    const { at: offset, reason } = error as { at: number; reason: string };
    const lines = text.slice(0, offset).split('\n');
    return { line: lines.length, column: lines.at(-1)!.length + 1, reason };
  }
  // JSON.parse refused what reads as JSON here (a number too large, say): at least say so.
  return { line: 1, column: 1, reason: 'not JSON' };
}

/** JSON indented for reading; anything else as it came. */
export function prettyBody(mediaType: string, text: string): string {
  if (!/json/i.test(mediaType) && !/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

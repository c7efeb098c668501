/**
 * The Try it button's `data-try-it` attribute: an operation's request
 * description (TryItView plus method and path), written by the server and
 * read by the console. Every operation of a page carries one, so it is kept
 * small: short keys, parameters grouped by location, optional parameters
 * without example as one string of space-separated names, a bearer token in
 * an Authorization header as the bare scheme name, a JSON body as JSON rather
 * than as a string of it. An attribute value escapes each `"` to six bytes
 * (`&quot;`), so the JSON's quotes and backticks are swapped: backticks pass
 * through unescaped.
 */
import type { TryItCredential, TryItParameter, TryItView } from './api-reference.js';

export interface TryItRequest extends TryItView {
  /** `GET` */
  readonly method: string;
  /** `/pets/{petId}` */
  readonly path: string;
}

/**
 * `'a b'`: optional ones without example, space-separated; `[name, example]`; `[name, example, 1]`: required (path
 * parameters always are); `[name, example, 0 | 1, serialisation]` for a list, an object or a style that is not the default.
 */
type CompactParameter = string | [string, string] | [string, string, 0 | 1] | [string, string, 0 | 1, CompactStyle];
/** `s`: style, `e`: explode, `t`: `a` a list, `o` an object. */
interface CompactStyle {
  s?: string;
  e?: 0 | 1;
  t?: 'a' | 'o';
}
/** `scheme`: a bearer token in the Authorization header; else `[scheme, h|q|c, name, prefix?]`, or with OAuth 2 flows the console runs `[scheme, h|q|c, name, prefix or '', flows]`. */
type CompactCredential = string | [string, string, string] | [string, string, string, string] | [string, string, string, string, CompactFlows];
/** `c`: the client credentials flow, `a`: the authorization code flow; each its URLs, then the scopes to ask for. */
interface CompactFlows {
  c?: [tokenUrl: string, scopes: string[]];
  a?: [authorizationUrl: string, tokenUrl: string, scopes: string[]];
}

interface Compact {
  m: string;
  u: string;
  s?: string;
  p?: CompactParameter[];
  q?: CompactParameter[];
  h?: CompactParameter[];
  /** Media type, example text, 1 when required. */
  b?: [string, string] | [string, string, 1];
  /** The same for a JSON example, as its value. */
  j?: [string, unknown] | [string, unknown, 1];
  a?: CompactCredential[][];
}

const LOCATIONS = { p: 'path', q: 'query', h: 'header' } as const;
const CREDENTIAL_PLACES = { h: 'header', q: 'query', c: 'cookie' } as const;

export function encodeTryIt(request: TryItRequest): string {
  const compact: Compact = { m: request.method, u: request.path };
  if (request.server !== '') compact.s = request.server;
  for (const [key, where] of Object.entries(LOCATIONS) as Array<[keyof typeof LOCATIONS, TryItParameter['in']]>) {
    const parameters = request.parameters.filter((parameter) => parameter.in === where);
    if (parameters.length > 0) compact[key] = compactParameters(parameters);
  }
  if (request.body !== undefined) {
    const { mediaType, example, required } = request.body;
    const json = jsonValue(example);
    if (json === undefined) compact.b = required ? [mediaType, example, 1] : [mediaType, example];
    else compact.j = required ? [mediaType, json.value, 1] : [mediaType, json.value];
  }
  if (request.security.length > 0) compact.a = request.security.map((alternative) => alternative.map(compactCredential));
  return swapQuotes(JSON.stringify(compact));
}

/** The request an attribute describes; throws on text that is not one. */
export function decodeTryIt(attribute: string): TryItRequest {
  const compact = JSON.parse(swapQuotes(attribute)) as Compact;
  if (typeof compact.m !== 'string' || typeof compact.u !== 'string') throw new Error('a Try it description needs a method and a path');
  const parameters = (Object.entries(LOCATIONS) as Array<[keyof typeof LOCATIONS, TryItParameter['in']]>).flatMap(([key, where]) =>
    (compact[key] ?? []).flatMap((parameter): TryItParameter[] => {
      if (typeof parameter === 'string') return parameter.split(' ').map((name) => ({ name, in: where, required: where === 'path', example: '' }));
      const [name, example, required, style] = parameter;
      return [{ name, in: where, required: where === 'path' || required === 1, example, ...expandStyle(style) }];
    }),
  );
  const [mediaType, example, required] = compact.j === undefined ? (compact.b ?? []) : [compact.j[0], JSON.stringify(compact.j[1]), compact.j[2]];
  return {
    method: compact.m,
    path: compact.u,
    server: compact.s ?? '',
    parameters,
    body: mediaType === undefined ? undefined : { mediaType, example: String(example), required: required === 1 },
    security: (compact.a ?? []).map((alternative) => alternative.map(expandCredential)),
  };
}

/** Neighbouring optional parameters without example share one string, so the spec's order survives. */
function compactParameters(parameters: readonly TryItParameter[]): CompactParameter[] {
  const compact: CompactParameter[] = [];
  for (const parameter of parameters) {
    const { name, in: where, required, example } = parameter;
    const last = compact.at(-1);
    const style = compactStyle(parameter);
    const bare = where !== 'path' && !required && example === '' && !name.includes(' ') && style === undefined;
    const requiredFlag = required && where !== 'path' ? 1 : 0;
    if (bare && typeof last === 'string') compact[compact.length - 1] = `${last} ${name}`;
    else if (bare) compact.push(name);
    else if (style !== undefined) compact.push([name, example, requiredFlag, style]);
    else compact.push(requiredFlag === 1 ? [name, example, 1] : [name, example]);
  }
  return compact;
}

function compactStyle({ style, explode, shape }: TryItParameter): CompactStyle | undefined {
  if (style === undefined && explode === undefined && shape === undefined) return undefined;
  return {
    ...(style === undefined ? {} : { s: style }),
    ...(explode === undefined ? {} : { e: explode ? 1 : 0 }),
    ...(shape === undefined ? {} : { t: shape === 'array' ? 'a' : 'o' }),
  };
}

function expandStyle(style: CompactStyle | undefined): Pick<TryItParameter, 'style' | 'explode' | 'shape'> {
  if (style === undefined) return {};
  return {
    ...(style.s === undefined ? {} : { style: style.s }),
    ...(style.e === undefined ? {} : { explode: style.e === 1 }),
    ...(style.t === undefined ? {} : { shape: style.t === 'a' ? 'array' : 'object' }),
  };
}

function compactCredential(credential: TryItCredential): CompactCredential {
  const place = credential.in.charAt(0);
  const { clientCredentials, authorizationCode } = credential;
  if (clientCredentials !== undefined || authorizationCode !== undefined) {
    const flows: CompactFlows = {
      ...(clientCredentials && { c: [clientCredentials.tokenUrl, [...clientCredentials.scopes]] }),
      ...(authorizationCode && { a: [authorizationCode.authorizationUrl, authorizationCode.tokenUrl, [...authorizationCode.scopes]] }),
    };
    return [credential.scheme, place, credential.name, credential.prefix ?? '', flows];
  }
  if (credential.in === 'header' && credential.name === 'Authorization' && credential.prefix === 'Bearer') return credential.scheme;
  return credential.prefix === undefined ? [credential.scheme, place, credential.name] : [credential.scheme, place, credential.name, credential.prefix];
}

function expandCredential(credential: CompactCredential): TryItCredential {
  if (typeof credential === 'string') return { scheme: credential, in: 'header', name: 'Authorization', prefix: 'Bearer' };
  const [scheme, place, name, prefix, flows] = credential;
  return {
    scheme,
    in: CREDENTIAL_PLACES[place as keyof typeof CREDENTIAL_PLACES] ?? 'header',
    name,
    ...(prefix === undefined || prefix === '' ? {} : { prefix }),
    ...(flows?.c && { clientCredentials: { tokenUrl: flows.c[0], scopes: flows.c[1] } }),
    ...(flows?.a && { authorizationCode: { authorizationUrl: flows.a[0], tokenUrl: flows.a[1], scopes: flows.a[2] } }),
  };
}

function jsonValue(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function swapQuotes(text: string): string {
  return text.replace(/["`]/g, (quote) => (quote === '"' ? '`' : '"'));
}

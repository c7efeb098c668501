/**
 * The Try it button's `data-try-it` attribute: an operation's request
 * description (TryItView plus method and path), written by the server and
 * read by the console. Every operation of a page carries one, so it is kept
 * small: short keys, parameters grouped by location, an optional parameter
 * without example as its bare name, a bearer token in an Authorization header
 * as the bare scheme name, bodies minified. An attribute value escapes each
 * `"` to six bytes (`&quot;`), so the JSON's quotes and backticks are swapped:
 * backticks pass through unescaped.
 */
import type { TryItCredential, TryItParameter, TryItView } from './api-reference.js';

export interface TryItRequest extends TryItView {
  /** `GET` */
  readonly method: string;
  /** `/pets/{petId}` */
  readonly path: string;
}

/** `name`: optional, no example; `[name, example]`; `[name, example, 1]`: required (path parameters always are). */
type CompactParameter = string | [string, string] | [string, string, 1];
/** `scheme`: a bearer token in the Authorization header; else `[scheme, h|q|c, name, prefix?]`. */
type CompactCredential = string | [string, string, string] | [string, string, string, string];

interface Compact {
  m: string;
  u: string;
  s?: string;
  p?: CompactParameter[];
  q?: CompactParameter[];
  h?: CompactParameter[];
  /** Media type, example, 1 when required. */
  b?: [string, string] | [string, string, 1];
  a?: CompactCredential[][];
}

const LOCATIONS = { p: 'path', q: 'query', h: 'header' } as const;
const CREDENTIAL_PLACES = { h: 'header', q: 'query', c: 'cookie' } as const;

export function encodeTryIt(request: TryItRequest): string {
  const compact: Compact = { m: request.method, u: request.path };
  if (request.server !== '') compact.s = request.server;
  for (const [key, where] of Object.entries(LOCATIONS) as Array<[keyof typeof LOCATIONS, TryItParameter['in']]>) {
    const parameters = request.parameters.filter((parameter) => parameter.in === where);
    if (parameters.length > 0) compact[key] = parameters.map(compactParameter);
  }
  if (request.body !== undefined) {
    const { mediaType, example, required } = request.body;
    compact.b = required ? [mediaType, minified(example), 1] : [mediaType, minified(example)];
  }
  if (request.security.length > 0) compact.a = request.security.map((alternative) => alternative.map(compactCredential));
  return swapQuotes(JSON.stringify(compact));
}

/** The request an attribute describes; throws on text that is not one. */
export function decodeTryIt(attribute: string): TryItRequest {
  const compact = JSON.parse(swapQuotes(attribute)) as Compact;
  if (typeof compact.m !== 'string' || typeof compact.u !== 'string') throw new Error('a Try it description needs a method and a path');
  const parameters = (Object.entries(LOCATIONS) as Array<[keyof typeof LOCATIONS, TryItParameter['in']]>).flatMap(([key, where]) =>
    (compact[key] ?? []).map((parameter): TryItParameter => {
      const [name, example = '', required] = typeof parameter === 'string' ? [parameter] : parameter;
      return { name, in: where, required: where === 'path' || required === 1, example };
    }),
  );
  return {
    method: compact.m,
    path: compact.u,
    server: compact.s ?? '',
    parameters,
    body: compact.b === undefined ? undefined : { mediaType: compact.b[0], example: compact.b[1], required: compact.b[2] === 1 },
    security: (compact.a ?? []).map((alternative) => alternative.map(expandCredential)),
  };
}

function compactParameter({ name, in: where, required, example }: TryItParameter): CompactParameter {
  if (required && where !== 'path') return [name, example, 1];
  return example === '' ? name : [name, example];
}

function compactCredential(credential: TryItCredential): CompactCredential {
  if (credential.in === 'header' && credential.name === 'Authorization' && credential.prefix === 'Bearer') return credential.scheme;
  const place = credential.in.charAt(0);
  return credential.prefix === undefined ? [credential.scheme, place, credential.name] : [credential.scheme, place, credential.name, credential.prefix];
}

function expandCredential(credential: CompactCredential): TryItCredential {
  if (typeof credential === 'string') return { scheme: credential, in: 'header', name: 'Authorization', prefix: 'Bearer' };
  const [scheme, place, name, prefix] = credential;
  return { scheme, in: CREDENTIAL_PLACES[place as keyof typeof CREDENTIAL_PLACES] ?? 'header', name, ...(prefix === undefined ? {} : { prefix }) };
}

/** JSON without its indentation; anything else as it is. */
function minified(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

function swapQuotes(text: string): string {
  return text.replace(/["`]/g, (quote) => (quote === '"' ? '`' : '"'));
}

/**
 * The one request an operation's code samples make, in every language: the
 * absolute URL with its path parameters filled, the query (required
 * parameters, and optional ones the spec gives an example for), headers and
 * cookies, the credentials of the operation's first security requirement as
 * placeholders, the example body with its content type, and what the
 * success answer carries, so a sample parses a body only when one comes.
 * Values are the spec's examples, else generated from the schema
 * (`exampleOf`), as the page's example bodies are. Pure.
 */
import type { ResponseView } from '../shared/api-reference.js';
import { type NameValue, type ParameterStyle, styledPairs, styledText, styleOfCollectionFormat } from '../shared/parameter-style.js';
import { exampleOf } from './example.js';
import type { JsonSchema, SpecDocument } from './spec-document.js';

type Json = Record<string, unknown>;
export type { NameValue };

/** The placeholders of credentials: plain words, so they read the same in a header, a query string or a cookie, in every language. */
export const CREDENTIAL_PLACEHOLDERS = { token: 'YOUR_TOKEN', apiKey: 'YOUR_API_KEY', basic: 'YOUR_BASE64_CREDENTIALS', other: 'YOUR_CREDENTIALS' } as const;

export interface SampleRequest {
  /** `GET`, `POST`, … */
  readonly method: string;
  /** Absolute, path parameters filled, no query: `https://api.example.com/v1/pets/42`. */
  readonly url: string;
  readonly query: readonly NameValue[];
  /** Parameters, credentials and the body's `Content-Type`; cookies are one `Cookie` header. */
  readonly headers: readonly NameValue[];
  readonly body?: SampleBody;
  /** What the success answer carries: nothing (204, HEAD), JSON, or anything else. */
  readonly answer: 'none' | 'json' | 'text';
}

export type SampleBody = { readonly mediaType: string; readonly text: string } | { readonly mediaType: string; readonly fields: readonly SampleField[] };

/** A form field: a value, or a file to upload (`fileName`). */
export interface SampleField {
  readonly name: string;
  readonly value?: string;
  readonly fileName?: string;
}

/** A media type of the request body, with the example the spec gives for it, if any. */
export interface RequestMedia {
  readonly mediaType: string;
  readonly schema: JsonSchema | undefined;
  readonly example: unknown;
}

export interface SampleRequestInput {
  readonly document: SpecDocument;
  /** Lowercase, as in the spec: `get`. */
  readonly method: string;
  /** `/pets/{petId}` */
  readonly path: string;
  /** Absolute, without a trailing slash. */
  readonly baseUrl: string;
  /** The operation's parameters, `$ref`s resolved, path-level ones merged in. */
  readonly parameters: readonly Json[];
  readonly body: readonly RequestMedia[];
  /** The security schemes of the operation's first requirement (all of them apply together). */
  readonly security: readonly string[];
  readonly responses: readonly ResponseView[];
}

export function sampleRequestOf(input: SampleRequestInput): SampleRequest {
  const { document, method, parameters } = input;
  const query: NameValue[] = [];
  const headers: NameValue[] = [];
  const cookies: NameValue[] = [];
  let path = input.path;
  for (const parameter of parameters) {
    const name = String(parameter.name);
    const value = parameterValue(parameter, document);
    if (value === undefined) continue;
    const styled = parameterStyleOf(parameter, document.swagger2);
    if (styled === undefined) continue;
    if (styled.in === 'path') path = path.replaceAll(`{${name}}`, styledText(styled, value, encodeURIComponent));
    else if (styled.in === 'query') query.push(...styledPairs(styled, value));
    else if (styled.in === 'header') headers.push([name, styledText(styled, value)]);
    else cookies.push(...styledPairs(styled, value, encodeURIComponent));
  }
  const credentials = credentialsOf(input.security, document);
  headers.push(...credentials.headers);
  query.push(...credentials.query);
  cookies.push(...credentials.cookies);

  const body = bodyOf(input.body, parameters, document);
  // A multipart body's Content-Type carries the boundary each client makes up, so the client must write it.
  if (body !== undefined && body.mediaType !== 'multipart/form-data') headers.push(['Content-Type', body.mediaType]);
  if (cookies.length > 0) headers.push(['Cookie', cookies.map(([name, value]) => `${name}=${value}`).join('; ')]);
  return {
    method: method.toUpperCase(),
    url: `${input.baseUrl}${path}`,
    query,
    headers,
    body,
    answer: method === 'head' ? 'none' : answerOf(input.responses),
  };
}

/** The parameter's example: the spec's own (on the parameter or its schema), else, when the request needs it, one made from the schema. */
function parameterValue(parameter: Json, document: SpecDocument): unknown {
  // Swagger 2.0 keeps the schema keywords on the parameter itself.
  const schema = (parameter.schema ?? (document.swagger2 ? parameter : undefined)) as JsonSchema | undefined;
  const given = givenExample(parameter) ?? givenExample(schema as Json | undefined);
  if (given !== undefined) return given;
  if (parameter.required !== true && parameter.in !== 'path') return undefined;
  return exampleOf(schema, document, { direction: 'request', name: String(parameter.name) });
}

function givenExample(node: Json | undefined): unknown {
  if (node === undefined) return undefined;
  if (node.example !== undefined) return node.example;
  if (node['x-example'] !== undefined) return node['x-example'];
  // 3.x parameters map names to Example objects; a 3.1 schema lists values.
  if (Array.isArray(node.examples)) return node.examples[0];
  if (typeof node.examples === 'object' && node.examples !== null) return (Object.values(node.examples)[0] as Json | undefined)?.value;
  return undefined;
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** How the parameter is sent: its location, style and explode (Swagger 2.0: its collection format); undefined for a body or form parameter. */
export function parameterStyleOf(parameter: Json, swagger2: boolean): ParameterStyle | undefined {
  const where = parameter.in;
  if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie') return undefined;
  const name = String(parameter.name);
  if (swagger2) return { name, in: where, ...styleOfCollectionFormat(parameter.collectionFormat) };
  return {
    name,
    in: where,
    style: typeof parameter.style === 'string' ? parameter.style : undefined,
    explode: typeof parameter.explode === 'boolean' ? parameter.explode : undefined,
  };
}

interface Credentials {
  readonly headers: NameValue[];
  readonly query: NameValue[];
  readonly cookies: NameValue[];
}

/** Where each scheme of the requirement puts its credentials, with a placeholder for them. */
function credentialsOf(names: readonly string[], document: SpecDocument): Credentials {
  const raw = document.raw;
  const definitions = (document.swagger2 ? raw.securityDefinitions : (raw.components as Json | undefined)?.securitySchemes) as Record<string, Json> | undefined;
  const credentials: Credentials = { headers: [], query: [], cookies: [] };
  for (const name of names) {
    const definition = definitions?.[name];
    if (definition === undefined) continue;
    const scheme = (typeof definition.$ref === 'string' ? document.resolve(definition.$ref) : definition) as Json;
    const type = String(scheme.type);
    if (type === 'apiKey') {
      const target = { header: credentials.headers, query: credentials.query, cookie: credentials.cookies }[String(scheme.in)];
      target?.push([String(scheme.name), CREDENTIAL_PLACEHOLDERS.apiKey]);
    } else if (type === 'basic' || (type === 'http' && String(scheme.scheme).toLowerCase() === 'basic')) {
      credentials.headers.push(['Authorization', `Basic ${CREDENTIAL_PLACEHOLDERS.basic}`]);
    } else if (type === 'http' && String(scheme.scheme).toLowerCase() !== 'bearer') {
      // Digest, HOBA, …: the scheme's name as the spec gives it, then the credentials.
      credentials.headers.push(['Authorization', `${String(scheme.scheme)} ${CREDENTIAL_PLACEHOLDERS.other}`]);
    } else if (type === 'http' || type === 'oauth2' || type === 'openIdConnect') {
      credentials.headers.push(['Authorization', `Bearer ${CREDENTIAL_PLACEHOLDERS.token}`]);
    }
    // mutualTLS sends nothing in the request itself.
  }
  return credentials;
}

const isJson = (mediaType: string) => /[/+]json\b/i.test(mediaType);

/** The example body: in its JSON form when the operation takes JSON, else its first media type; Swagger 2.0 form parameters make a form. */
function bodyOf(media: readonly RequestMedia[], parameters: readonly Json[], document: SpecDocument): SampleBody | undefined {
  const formParameters = parameters.filter((parameter) => parameter.in === 'formData');
  if (formParameters.length > 0) {
    const multipart = formParameters.some((parameter) => parameter.type === 'file');
    const fields = formParameters.flatMap((parameter): SampleField[] => {
      const name = String(parameter.name);
      if (parameter.type === 'file') return [{ name, fileName: `path/to/${name}` }];
      const value = parameterValue(parameter, document);
      if (value === undefined) return [];
      // A form field is sent as a query parameter is, its collection format included.
      return styledPairs({ name, in: 'query', ...styleOfCollectionFormat(parameter.collectionFormat) }, value).map(([field, text]) => ({
        name: field,
        value: text,
      }));
    });
    return { mediaType: multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded', fields };
  }
  const chosen = media.find((entry) => isJson(entry.mediaType)) ?? media[0];
  if (chosen === undefined) return undefined;
  const value = chosen.example !== undefined ? chosen.example : exampleOf(chosen.schema, document, { direction: 'request' });
  if (value === undefined) return undefined;
  const { mediaType } = chosen;
  const form = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.exec(mediaType)?.[1]?.toLowerCase();
  if (form !== undefined && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const files = fileProperties(chosen.schema, document);
    const fields = Object.entries(value).map(
      ([name, item]): SampleField =>
        form === 'multipart/form-data' && files.has(name) ? { name, fileName: `path/to/${name}` } : { name, value: scalar(item) },
    );
    return { mediaType: form, fields };
  }
  return { mediaType, text: typeof value === 'string' && !isJson(mediaType) ? value : JSON.stringify(value, null, 2) };
}

/** Properties of a multipart body that hold a file (`format: binary`), which a sample uploads from a path. */
function fileProperties(schema: JsonSchema | undefined, document: SpecDocument): Set<string> {
  const resolved = (schema?.$ref === undefined ? schema : document.resolve(schema.$ref)) as JsonSchema | undefined;
  const files = new Set<string>();
  for (const [name, property] of Object.entries(resolved?.properties ?? {})) {
    const item = Array.isArray(property.items) ? undefined : (property.items as JsonSchema | undefined);
    if (property.format === 'binary' || item?.format === 'binary') files.add(name);
  }
  return files;
}

/** What the first success answer (the lowest 2xx, else `default`) carries; `text` when the spec does not say, which any body reads as. */
function answerOf(responses: readonly ResponseView[]): SampleRequest['answer'] {
  const success = responses.filter((response) => /^2/.test(response.status)).sort((a, b) => a.status.localeCompare(b.status))[0];
  const response = success ?? responses.find((candidate) => candidate.status === 'default');
  if (response === undefined) return 'text';
  if (response.content.length === 0) return 'none';
  return response.content.some((media) => isJson(media.mediaType)) ? 'json' : 'text';
}

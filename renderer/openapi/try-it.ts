/**
 * An operation → the request its Try it console starts from: the server,
 * the path, query and header parameters (required ones prefilled with an
 * example, optional ones only with the spec's own), the example body, and the
 * credentials of each security alternative. Pure.
 */
import type { OAuthFlowView, OperationView, SecurityRequirementView, TryItCredential, TryItParameter, TryItView } from '../shared/api-reference.js';
import { namedExamplesOf, parameterExampleOf, primaryType } from './example.js';
import { parameterStyleOf } from './sample-request.js';
import type { SecurityScheme } from './security.js';
import type { JsonSchema, SpecDocument } from './spec-document.js';

type Json = Record<string, unknown>;

const SENDABLE = new Set(['path', 'query', 'header']);

export function tryItOf({
  document,
  parameters,
  requestBody,
  security,
  schemes,
  baseUrl,
}: {
  document: SpecDocument;
  /** The operation's parameters, path-level ones merged in, `$ref`s resolved. */
  parameters: readonly Json[];
  requestBody: OperationView['requestBody'];
  security: ReadonlyArray<readonly SecurityRequirementView[]>;
  schemes: ReadonlyMap<string, SecurityScheme>;
  /** Where the operation goes: its own server, or the spec's first (relative when the spec gives no host). */
  baseUrl: string;
}): TryItView {
  return {
    server: baseUrl,
    parameters: parameters.filter((parameter) => SENDABLE.has(String(parameter.in))).map((parameter) => tryItParameter(parameter, document)),
    body: tryItBody(requestBody),
    security: security.map((alternative) =>
      alternative.flatMap(({ name, scopes }): TryItCredential[] => {
        const view = schemes.get(name)?.view;
        if (view?.credential === undefined) return [];
        const flow = (label: string) => view.flows.find((candidate) => candidate.label === label);
        // The scopes the operation asks for, else every scope the flow offers.
        const scopesOf = (offered: OAuthFlowView) => (scopes.length > 0 ? scopes : offered.scopes.map((scope) => scope.name));
        const clientCredentials = flow('Client credentials');
        const authorizationCode = flow('Authorization code');
        return [
          {
            scheme: name,
            ...view.credential,
            ...(clientCredentials?.tokenUrl !== undefined && {
              clientCredentials: { tokenUrl: clientCredentials.tokenUrl, scopes: scopesOf(clientCredentials) },
            }),
            ...(authorizationCode?.authorizationUrl !== undefined &&
              authorizationCode.tokenUrl !== undefined && {
                authorizationCode: {
                  authorizationUrl: authorizationCode.authorizationUrl,
                  tokenUrl: authorizationCode.tokenUrl,
                  scopes: scopesOf(authorizationCode),
                },
              }),
          },
        ];
      }),
    ),
  };
}

function tryItParameter(parameter: Json, document: SpecDocument): TryItParameter {
  const required = parameter.in === 'path' || parameter.required === true;
  // Swagger 2.0 keeps the schema keywords on the parameter itself.
  const schema = (parameter.schema ?? (document.swagger2 ? parameter : undefined)) as JsonSchema | undefined;
  const own = namedExamplesOf(parameter, document)[0]?.value ?? parameter['x-example'] ?? schema?.example;
  // A made-up value in an optional field would change the request the reader asked for; required ones need one to be sent at all.
  const value = own !== undefined ? own : required ? parameterExampleOf(parameter, document) : undefined;
  const type = schema === undefined ? undefined : primaryType((schema.$ref === undefined ? schema : document.resolve(schema.$ref)) as JsonSchema);
  const { style, explode } = parameterStyleOf(parameter, document.swagger2) ?? {};
  return {
    name: String(parameter.name),
    in: parameter.in as TryItParameter['in'],
    required,
    example: parameterText(value),
    ...(style === undefined ? {} : { style }),
    ...(explode === undefined ? {} : { explode }),
    ...(type === 'array' || type === 'object' ? { shape: type } : {}),
  };
}

/** Arrays as a comma-separated list, which the console splits again to send in the parameter's style. */
function parameterText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(',');
  return JSON.stringify(value);
}

function tryItBody(requestBody: OperationView['requestBody']): TryItView['body'] {
  if (requestBody === undefined) return undefined;
  // Multipart bodies need files and a boundary the console does not build.
  const sendable = requestBody.content.filter((media) => !media.mediaType.startsWith('multipart/'));
  const media = sendable.find((entry) => /json/.test(entry.mediaType)) ?? sendable[0];
  if (media === undefined) return undefined;
  return { mediaType: media.mediaType, required: requestBody.required, example: bodyText(media.mediaType, media.example) };
}

function bodyText(mediaType: string, example: string | undefined): string {
  if (example === undefined || mediaType !== 'application/x-www-form-urlencoded') return example ?? '';
  let fields: unknown;
  try {
    fields = JSON.parse(example);
  } catch {
    return example;
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return example;
  return new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])).toString();
}

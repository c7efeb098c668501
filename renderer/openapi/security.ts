/**
 * Security schemes (components.securitySchemes, Swagger 2.0's
 * securityDefinitions) and requirements → what the page shows of them: each
 * scheme with its description and how a request carries it (header, query
 * parameter or cookie, bearer format, OAuth 2 flows with their URLs and
 * scopes, the OpenID Connect discovery URL), and per operation which schemes
 * it accepts. Pure.
 */
import type { OAuthFlowView, SecurityRequirementView, SecuritySchemeView } from '../shared/api-reference.js';
import { anchorSafe } from '../content/slug.js';
import { shellVariable } from '../shared/shell-variable.js';
import type { MarkdownRenderer } from './markdown.js';
import type { SpecDocument } from './spec-document.js';

type Json = Record<string, unknown>;

export interface SecurityScheme {
  readonly view: SecuritySchemeView;
  /** How an example request carries it, with a shell-variable placeholder for the secret. */
  readonly header?: { readonly name: string; readonly value: string };
  readonly query?: { readonly name: string; readonly value: string };
}

/** OpenAPI 3 flow names in the order the page lists them, and Swagger 2.0's names for the same flows. */
const FLOWS = [
  { key: 'authorizationCode', swagger2: 'accessCode', label: 'Authorization code' },
  { key: 'clientCredentials', swagger2: 'application', label: 'Client credentials' },
  { key: 'implicit', swagger2: 'implicit', label: 'Implicit' },
  { key: 'password', swagger2: 'password', label: 'Password' },
] as const;

export function securitySchemesOf({
  raw,
  document,
  markdown,
  anchorOf,
}: {
  raw: Json;
  document: SpecDocument;
  markdown: MarkdownRenderer;
  /** The unique anchor of a scheme's entry, from its name. */
  anchorOf: (name: string) => string;
}): Map<string, SecurityScheme> {
  const definitions = (document.swagger2 ? raw.securityDefinitions : (raw.components as Json | undefined)?.securitySchemes) as Record<string, Json> | undefined;
  const schemes = new Map<string, SecurityScheme>();
  for (const [name, value] of Object.entries(definitions ?? {})) {
    const scheme = (typeof value.$ref === 'string' ? document.resolve(value.$ref) : value) as Json;
    const view: SecuritySchemeView = {
      name,
      anchor: anchorOf(name),
      descriptionHtml: markdown(typeof scheme.description === 'string' ? scheme.description : undefined),
      ...howToSend(scheme),
    };
    const { credential } = view;
    const secret = credential?.prefix === 'Basic' ? '$CREDENTIALS' : shellVariable(name);
    const sent =
      credential === undefined ? undefined : { name: credential.name, value: credential.prefix === undefined ? secret : `${credential.prefix} ${secret}` };
    schemes.set(name, { view, header: credential?.in === 'header' ? sent : undefined, query: credential?.in === 'query' ? sent : undefined });
  }
  return schemes;
}

/** The anchor of a security scheme's entry (`security-bearerAuth`), before it is made unique among the page's anchors. */
export function securitySchemeAnchor(name: string): string {
  return `security-${anchorSafe(name)}`;
}

/** An operation's `security` (else the document's): alternatives, each the schemes that apply together. */
export function securityRequirementsOf(requirements: unknown, schemes: ReadonlyMap<string, SecurityScheme>): SecurityRequirementView[][] {
  if (!Array.isArray(requirements)) return [];
  return (requirements as Array<Record<string, unknown>>).map((requirement) =>
    Object.entries(requirement ?? {}).map(([name, scopes]) => ({
      name,
      anchor: schemes.get(name)?.view.anchor,
      scopes: Array.isArray(scopes) ? scopes.map(String) : [],
    })),
  );
}

type HowToSend = Pick<SecuritySchemeView, 'type' | 'summary' | 'credential' | 'bearerFormat' | 'flows' | 'openIdConnectUrl'>;

function howToSend(scheme: Json): HowToSend {
  const type = String(scheme.type);
  const bearer = { in: 'header', name: 'Authorization', prefix: 'Bearer' } as const;
  switch (type) {
    case 'http': {
      const httpScheme = String(scheme.scheme ?? '');
      const bearerFormat = typeof scheme.bearerFormat === 'string' ? scheme.bearerFormat : undefined;
      // RFC 7235 scheme names are case-insensitive; the header carries them capitalised as registered.
      const prefix = httpScheme.toLowerCase() === 'bearer' ? 'Bearer' : httpScheme.toLowerCase() === 'basic' ? 'Basic' : httpScheme;
      return {
        type,
        summary: `HTTP ${httpScheme.toLowerCase()}${bearerFormat === undefined ? '' : ` (${bearerFormat})`}`,
        credential: { in: 'header', name: 'Authorization', prefix },
        bearerFormat,
        flows: [],
      };
    }
    case 'basic':
      return { type: 'http', summary: 'HTTP basic', credential: { in: 'header', name: 'Authorization', prefix: 'Basic' }, flows: [] };
    case 'apiKey': {
      const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
      const name = String(scheme.name);
      return {
        type,
        summary: `API key in ${where === 'query' ? 'query parameter' : where} ${name}`,
        credential: { in: where, name },
        flows: [],
      };
    }
    case 'oauth2':
      return { type, summary: 'OAuth 2', credential: bearer, flows: oauthFlowsOf(scheme) };
    case 'openIdConnect':
      return {
        type,
        summary: 'OpenID Connect',
        credential: bearer,
        openIdConnectUrl: typeof scheme.openIdConnectUrl === 'string' ? scheme.openIdConnectUrl : undefined,
        flows: [],
      };
    case 'mutualTLS':
      return { type, summary: 'Mutual TLS', flows: [] };
    default:
      return { type, summary: type, flows: [] };
  }
}

function oauthFlowsOf(scheme: Json): OAuthFlowView[] {
  // Swagger 2.0 describes one flow on the scheme itself.
  const flows = (typeof scheme.flow === 'string' ? { [scheme.flow]: scheme } : (scheme.flows ?? {})) as Record<string, Json>;
  return FLOWS.flatMap(({ key, swagger2, label }) => {
    const flow = flows[key] ?? flows[swagger2];
    if (flow === undefined) return [];
    const url = (field: string) => (typeof flow[field] === 'string' ? (flow[field] as string) : undefined);
    return [
      {
        label,
        authorizationUrl: url('authorizationUrl'),
        tokenUrl: url('tokenUrl'),
        refreshUrl: url('refreshUrl'),
        scopes: Object.entries((flow.scopes ?? {}) as Record<string, unknown>).map(([name, description]) => ({ name, description: String(description ?? '') })),
      },
    ];
  });
}

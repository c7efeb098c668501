/**
 * The API reference model: what a reference page shows, built from an
 * OpenAPI 3.0/3.1 or Swagger 2.0 document. Plain data (it is part of a page's
 * plan, which is hashed and sent to render workers). Markdown descriptions are
 * already rendered to sanitised HTML.
 */

/**
 * Which way a schema's data travels where it is shown: properties marked
 * `readOnly` are left out of request trees, `writeOnly` ones out of response
 * trees. A named schema in the schemas section has no direction: it shows
 * every property, marked.
 */
export type SchemaDirection = 'request' | 'response';

/**
 * A schema as the page shows it. `allOf` is merged into one view; a named
 * component schema used inside another is a `ref` (shown in place on demand,
 * from its own view), so cycles never recurse in the model.
 */
export type SchemaView =
  | (SchemaFacts & { readonly kind: 'ref'; readonly name: string /** Id of the schema's section. */; readonly anchor: string })
  | (SchemaFacts & {
      readonly kind: 'object';
      readonly properties: readonly PropertyView[];
      readonly additionalProperties?: SchemaView | true;
      /** `patternProperties`: properties whose names match a pattern (`^x-`), and what each holds. */
      readonly patternProperties?: ReadonlyArray<{ readonly pattern: string; readonly schema: SchemaView }>;
      /** `oneOf`/`anyOf` beside the properties (Redoc shows both: the common properties, then the variants). */
      readonly choice?: ChoiceView;
    })
  | (SchemaFacts & { readonly kind: 'array'; readonly items: SchemaView | undefined })
  | (SchemaFacts & { readonly kind: 'choice'; readonly choice: ChoiceView })
  | (SchemaFacts & { readonly kind: 'primitive' });

/** `oneOf`/`anyOf`: the reader picks one variant to see. */
export interface ChoiceView {
  readonly combinator: 'oneOf' | 'anyOf';
  readonly variants: readonly VariantView[];
  readonly discriminator?: DiscriminatorView;
}

export interface VariantView {
  /** The named schema's name, else the variant's title, else its type (`Variant 2` when it has none). */
  readonly label: string;
  readonly schema: SchemaView;
}

export interface DiscriminatorView {
  readonly propertyName: string;
  /** Each value of the property and the schema it selects (the spec's mapping, else each named variant by its name). */
  readonly mapping: ReadonlyArray<{ readonly value: string; readonly schema: string; readonly anchor?: string }>;
}

export interface SchemaFacts {
  /** `string`, `integer`, `string | integer` (without `null`: see `nullable`; empty when the schema gives none). */
  readonly type: string;
  readonly format?: string;
  readonly descriptionHtml?: string;
  /** The values it may take (`enum`); for a reference, those of the named schema when it is a list of values. */
  readonly enumValues?: readonly string[];
  /** The one value it may take (`const`), as text: `cat`, `42`. */
  readonly constValue?: string;
  /** An array's: the values each item may take (`roles: array of string`, each admin, staff or customer). */
  readonly itemEnumValues?: readonly string[];
  /** JSON of the default value. */
  readonly defaultValue?: string;
  /** `maxLength 1000`, `minimum 0`, `pattern ^a`, `read-only`, `no other properties`, … */
  readonly constraints: readonly string[];
  readonly nullable?: boolean;
  readonly deprecated?: boolean;
}

export interface PropertyView {
  readonly name: string;
  readonly required: boolean;
  readonly schema: SchemaView;
}

export interface ParameterView {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie' | 'formData' | 'body';
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly descriptionHtml?: string;
  readonly schema: SchemaView;
  /** The value the samples send: the spec's example, else one from the schema; a string as it is, anything else as JSON (`["a","b"]`). */
  readonly example?: string;
}

export interface MediaView {
  readonly mediaType: string;
  readonly schema?: SchemaView;
  /** Pretty JSON (or text) of the example requests use: the first of `examples`. */
  readonly example?: string;
  /** The spec's named examples, each with its summary; else one, the spec's own example or one generated from the schema. */
  readonly examples: readonly ExampleView[];
}

export interface ExampleView {
  /** The example's key in the spec (`default` for the one example a media type has). */
  readonly name: string;
  readonly summary?: string;
  readonly descriptionHtml?: string;
  /** Pretty JSON (or text) of the value. */
  readonly value: string;
}

export interface ResponseView {
  readonly status: string;
  readonly descriptionHtml?: string;
  readonly content: readonly MediaView[];
}

export interface OperationView {
  /** Stable anchor: the operationId, else method and path (`post-access`). */
  readonly anchor: string;
  readonly method: string;
  readonly path: string;
  readonly summary?: string;
  readonly descriptionHtml?: string;
  readonly deprecated: boolean;
  /** Alternatives, each a list of schemes that apply together; [] means no authentication, an empty alternative that it is optional. */
  readonly security: ReadonlyArray<readonly SecurityRequirementView[]>;
  readonly parameters: readonly ParameterView[];
  readonly requestBody?: { readonly required: boolean; readonly descriptionHtml?: string; readonly content: readonly MediaView[] };
  readonly responses: readonly ResponseView[];
  /** The example request in every language, in the order the language switcher shows them (curl first); none for a request the API sends (a webhook or callback). */
  readonly samples: readonly CodeSampleView[];
  /** What the Try it console sends; undefined when the config turns the console off, and for the requests the API sends (webhooks, callbacks). */
  readonly tryIt?: TryItView;
  /** The requests the API sends back while or after handling this one (`callbacks`); none for a webhook or callback itself. */
  readonly callbacks?: readonly CallbackView[];
  /** A webhook's first tag, if it has one: a reference split per tag lists it on that tag's page. */
  readonly tag?: string;
}

/**
 * A callback of an operation: requests the API sends to a URL the caller gave. Each is an
 * operation whose `path` is the runtime expression of its URL (`{$request.body#/callbackUrl}`)
 * and whose `samples` are empty (the reader receives it, so there is no call to show).
 */
export interface CallbackView {
  /** Its key in the spec: `onPaymentSettled`. */
  readonly name: string;
  /** Id of its block under its operation: `createPayment-callback-onPaymentSettled`. */
  readonly anchor: string;
  readonly operations: readonly OperationView[];
}

/** One scheme of a security requirement. */
export interface SecurityRequirementView {
  readonly name: string;
  /** Id of the scheme's entry in the Authentication section; undefined when the spec does not define the scheme. */
  readonly anchor: string | undefined;
  /** OAuth 2 / OpenID Connect scopes (or roles, for other schemes) the operation needs. */
  readonly scopes: readonly string[];
}

/** The request the Try it console starts from: the operation's parameters the browser can send, prefilled with examples. */
export interface TryItView {
  /** URL of the server the request goes to: the operation's own, else the spec's first; '' when the spec names none. May be relative. */
  readonly server: string;
  /** Path, query and header parameters (a page cannot set cookies for another site, so cookie parameters are left out). */
  readonly parameters: readonly TryItParameter[];
  readonly body?: { readonly mediaType: string; readonly required: boolean /** Pretty JSON (or text). */; readonly example: string };
  /** The operation's security alternatives, each the credentials sent together; [] when it needs none. */
  readonly security: ReadonlyArray<readonly TryItCredential[]>;
}

export interface TryItParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  /** The value to prefill: the example as text, '' for none; a list comma-separated, an object as JSON. */
  readonly example: string;
  /** How the value is sent (parameter-style.ts): the spec's `style` and `explode`, undefined for the location's default. */
  readonly style?: string;
  readonly explode?: boolean;
  /** A list or an object, which a style sends apart from a single value; undefined for a single value. */
  readonly shape?: 'array' | 'object';
}

/** A credential of one security scheme, as a request carries it. */
export interface TryItCredential {
  /** The scheme's name in the spec (`bearerAuth`). */
  readonly scheme: string;
  readonly in: 'header' | 'query' | 'cookie';
  /** `Authorization`, `X-Api-Key`, `api_key`. */
  readonly name: string;
  /** The HTTP authentication scheme before the token in an Authorization header (`Bearer`, `Basic`); undefined for an API key. */
  readonly prefix?: string;
  /** An OAuth 2 scheme's client credentials flow: the console can ask its token URL for a token. */
  readonly clientCredentials?: { readonly tokenUrl: string; readonly scopes: readonly string[] };
  /** An OAuth 2 scheme's authorization code flow: the console can have the reader sign in there (with PKCE) and exchange the code for a token. */
  readonly authorizationCode?: { readonly authorizationUrl: string; readonly tokenUrl: string; readonly scopes: readonly string[] };
}

/** One operation's example request in one language, generated from the spec or given by its `x-codeSamples`. */
export interface CodeSampleView {
  /** The same for every operation, so a choice applies to all: `curl`, `javascript`, `node`, `python`, `go`, `java`, `csharp`, `php`, `ruby`, or an id made from a language only the spec's `x-codeSamples` name (`kotlin`). */
  readonly language: string;
  /** `curl`, `JavaScript`, `C#`, … or the spec's own label. */
  readonly label: string;
  /** The code block, highlighted at build time. The spec's base URL in it is wrapped in `<span data-server-url>`, so choosing another server can replace it. */
  readonly html: string;
}

export interface TagView {
  readonly name: string;
  readonly anchor: string;
  /** When the tag's operations are on a page of their own (a reference split per tag): its URL. */
  readonly pageUrl?: string;
  readonly descriptionHtml?: string;
  readonly operations: readonly OperationView[];
  /** The name of the `x-tagGroups` group the tag is listed under, if any. */
  readonly group?: string;
}

/** A group of `x-tagGroups` (Redoc's extension): a heading over the tags it names. */
export interface TagGroupView {
  readonly name: string;
  /** Id of its heading: `group-billing`. */
  readonly anchor: string;
}

/** What the spec's `info` says beside its title, version and description; links only when the spec gives an http(s) URL. */
export interface SpecInfoView {
  /** `info.summary` (OpenAPI 3.1): one line, also the page's meta description. */
  readonly summary?: string;
  readonly termsOfService?: string;
  readonly contact?: { readonly name?: string; readonly url?: string; readonly email?: string };
  /** `{name: 'Apache 2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0.html'}`; 3.1's SPDX `identifier` is linked to its SPDX page. */
  readonly license?: { readonly name: string; readonly url?: string };
}

/** A file the page offers to download. */
export interface SpecDownloadView {
  /** Path under the site (without baseUrl until the page is planned): `/assets/specs/transaction.yaml`. */
  readonly href: string;
  /** The name the file is saved under: `transaction.yaml`. */
  readonly fileName: string;
}

export interface NamedSchemaView {
  readonly name: string;
  readonly anchor: string;
  /** Every property, read-only and write-only ones marked: as the schemas section shows it. */
  readonly schema: SchemaView;
  /** As request and response trees show it in place, when that differs from `schema` (it holds readOnly or writeOnly properties). */
  readonly request?: SchemaView;
  readonly response?: SchemaView;
}

export interface SecuritySchemeView {
  readonly name: string;
  /** Id of its entry in the Authentication section: `security-bearerAuth`. */
  readonly anchor: string;
  /** The spec's type: `http`, `apiKey`, `oauth2`, `openIdConnect`, `mutualTLS` (Swagger 2.0's `basic` reads as `http`). */
  readonly type: string;
  /** `HTTP bearer (JWT)`, `API key in header X-Key`, `OAuth 2`, … */
  readonly summary: string;
  readonly descriptionHtml?: string;
  /** How a request carries it; undefined for a scheme the browser cannot send (mutual TLS). */
  readonly credential?: Omit<TryItCredential, 'scheme'>;
  /** What the token is, for HTTP bearer: `JWT`. */
  readonly bearerFormat?: string;
  /** OAuth 2 flows (Swagger 2.0's single flow too, under its OpenAPI 3 name). */
  readonly flows: readonly OAuthFlowView[];
  /** OpenID Connect discovery document. */
  readonly openIdConnectUrl?: string;
}

export interface OAuthFlowView {
  /** `Authorization code`, `Client credentials`, `Implicit`, `Password`. */
  readonly label: string;
  readonly authorizationUrl?: string;
  readonly tokenUrl?: string;
  readonly refreshUrl?: string;
  readonly scopes: ReadonlyArray<{ readonly name: string; readonly description: string }>;
}

/** A heading of the spec's own description (`info.description`), with the id the page gives it: `{depth: 2, text: 'Token kinds', id: 'token-kinds'}`. */
export interface DescriptionHeading {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

export interface ServerView {
  /** As the spec writes it, variables in braces: `https://{region}.api.example.com/v1`, `/v1`. */
  readonly url: string;
  readonly descriptionHtml?: string;
  readonly variables: readonly ServerVariableView[];
  /**
   * The absolute base URL the code samples use, without a trailing slash: variables replaced by their defaults
   * (`https://eu.api.example.com/v1`); a relative URL is put under a placeholder host that can never be reached
   * (`https://your-api-host.invalid/v1`), because the docs' own host is not where the API is.
   */
  readonly sampleUrl: string;
}

export interface ServerVariableView {
  readonly name: string;
  readonly defaultValue: string;
  readonly enumValues?: readonly string[];
  readonly descriptionHtml?: string;
}

export interface ApiReference {
  readonly title: string;
  readonly version: string;
  readonly descriptionHtml?: string;
  /** The headings of `descriptionHtml`, each with its id there. */
  readonly descriptionHeadings: readonly DescriptionHeading[];
  /** The spec's servers (Swagger 2.0: its host, base path and scheme as one; `/` when it names none); the first is the samples' default. */
  readonly servers: readonly ServerView[];
  readonly tags: readonly TagView[];
  readonly schemas: readonly NamedSchemaView[];
  /**
   * On a page of a spec split per tag: the named schemas its trees use (and those they use), to open
   * in place there; they are listed on the overview page, so not in `schemas`.
   */
  readonly usedSchemas?: readonly NamedSchemaView[];
  readonly securitySchemes: readonly SecuritySchemeView[];
  /** Summary, terms of service, contact and license from `info`. */
  readonly info?: SpecInfoView;
  /** `x-tagGroups`, in the spec's order; `tags` lists the grouped tags first, group by group, then the others. */
  readonly tagGroups?: readonly TagGroupView[];
  /** OpenAPI 3.1 `webhooks`: requests the API sends, each shown as an operation (its `path` is the webhook's name, its `samples` empty). */
  readonly webhooks?: readonly OperationView[];
  /**
   * On the overview of a reference split per tag: the pages its webhooks are on (those of their tags, and
   * one of their own for the others), as `{label: 'Webhooks', pageUrl: '/api/github/webhooks'}`.
   */
  readonly webhookPages?: ReadonlyArray<{ readonly label: string; readonly pageUrl: string }>;
  /** The spec as written (copied byte for byte) and bundled into one JSON file, as the loader writes them under `assets/specs/`. */
  readonly downloads?: { readonly original: SpecDownloadView; readonly bundled: SpecDownloadView };
}

/**
 * The title of the section listing the security schemes: Authentication, as
 * the peers call it, unless the spec's description has a section of that name
 * (a page with two "Authentication" entries in its sidebar reads as a mistake).
 */
export function securitySectionTitle({ descriptionHeadings }: Pick<ApiReference, 'descriptionHeadings'>): string {
  return descriptionHeadings.some((heading) => heading.text.trim().toLowerCase() === 'authentication') ? 'Security schemes' : 'Authentication';
}

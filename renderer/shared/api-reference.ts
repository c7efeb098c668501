/**
 * The API reference model: what a reference page shows, built from an
 * OpenAPI 3.0/3.1 or Swagger 2.0 document. Plain data (it is part of a page's
 * plan, which is hashed and sent to render workers). Markdown descriptions are
 * already rendered to sanitised HTML.
 */

/** A schema as the page shows it. Named component schemas are referenced, never inlined, so cycles cannot recurse. */
export type SchemaView =
  | (SchemaFacts & { readonly kind: 'ref'; readonly name: string /** Id of the schema's section. */; readonly anchor: string })
  | (SchemaFacts & { readonly kind: 'object'; readonly properties: readonly PropertyView[]; readonly additionalProperties?: SchemaView | true })
  | (SchemaFacts & { readonly kind: 'array'; readonly items: SchemaView | undefined })
  | (SchemaFacts & { readonly kind: 'composite'; readonly combinator: 'allOf' | 'oneOf' | 'anyOf'; readonly variants: readonly SchemaView[] })
  | (SchemaFacts & { readonly kind: 'primitive' });

export interface SchemaFacts {
  /** `string`, `integer`, `string | null`, … (empty when the schema gives none). */
  readonly type: string;
  readonly format?: string;
  readonly descriptionHtml?: string;
  readonly enumValues?: readonly string[];
  /** JSON of the default value. */
  readonly defaultValue?: string;
  /** `maxLength 1000`, `minimum 0`, `pattern ^a`, `read-only`, … */
  readonly constraints: readonly string[];
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
}

export interface MediaView {
  readonly mediaType: string;
  readonly schema?: SchemaView;
  /** Pretty JSON (or text) of the example: the spec's own, else one generated from the schema. */
  readonly example?: string;
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
  /** Alternatives, each a list of scheme names that apply together; [] means no authentication. */
  readonly security: ReadonlyArray<readonly string[]>;
  readonly parameters: readonly ParameterView[];
  readonly requestBody?: { readonly required: boolean; readonly descriptionHtml?: string; readonly content: readonly MediaView[] };
  readonly responses: readonly ResponseView[];
  /** The example request in every language, in the order the language switcher shows them (curl first). */
  readonly samples: readonly CodeSampleView[];
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
}

export interface NamedSchemaView {
  readonly name: string;
  readonly anchor: string;
  readonly schema: SchemaView;
}

export interface SecuritySchemeView {
  readonly name: string;
  /** `HTTP bearer`, `API key in header X-Key`, `OAuth 2`, … */
  readonly summary: string;
  readonly descriptionHtml?: string;
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
  /** The spec's servers (Swagger 2.0: its host, base path and scheme as one; `/` when it names none); the first is the samples' default. */
  readonly servers: readonly ServerView[];
  readonly tags: readonly TagView[];
  readonly schemas: readonly NamedSchemaView[];
  readonly securitySchemes: readonly SecuritySchemeView[];
}

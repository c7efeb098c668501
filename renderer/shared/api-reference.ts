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
  readonly examples: { readonly curl: string; readonly fetch: string };
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

/** A heading of the spec's own description (`info.description`), with the id the page gives it: `{depth: 2, text: 'Token kinds', id: 'token-kinds'}`. */
export interface DescriptionHeading {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

export interface ApiReference {
  readonly title: string;
  readonly version: string;
  readonly descriptionHtml?: string;
  /** The headings of `descriptionHtml`, each with its id there. */
  readonly descriptionHeadings: readonly DescriptionHeading[];
  /** Base URL used in examples: the first server's URL, '' when there is none. */
  readonly baseUrl: string;
  readonly tags: readonly TagView[];
  readonly schemas: readonly NamedSchemaView[];
  readonly securitySchemes: readonly SecuritySchemeView[];
}

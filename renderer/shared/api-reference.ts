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
  readonly enumValues?: readonly string[];
  /** JSON of the default value. */
  readonly defaultValue?: string;
  /** `maxLength 1000`, `minimum 0`, `pattern ^a`, `read-only`, … */
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
  /** Every property, read-only and write-only ones marked: as the schemas section shows it. */
  readonly schema: SchemaView;
  /** As request and response trees show it in place, when that differs from `schema` (it holds readOnly or writeOnly properties). */
  readonly request?: SchemaView;
  readonly response?: SchemaView;
}

export interface SecuritySchemeView {
  readonly name: string;
  /** `HTTP bearer`, `API key in header X-Key`, `OAuth 2`, … */
  readonly summary: string;
  readonly descriptionHtml?: string;
}

export interface ApiReference {
  readonly title: string;
  readonly version: string;
  readonly descriptionHtml?: string;
  /** Base URL used in examples: the first server's URL, '' when there is none. */
  readonly baseUrl: string;
  readonly tags: readonly TagView[];
  readonly schemas: readonly NamedSchemaView[];
  /**
   * On a page of a spec split per tag: the named schemas its trees use (and those they use), to open
   * in place there; they are listed on the overview page, so not in `schemas`.
   */
  readonly usedSchemas?: readonly NamedSchemaView[];
  readonly securitySchemes: readonly SecuritySchemeView[];
}

/**
 * A validated OpenAPI 3.0/3.1 or Swagger 2.0 document → the API reference
 * model the theme renders (renderer/shared/api-reference.ts): operations
 * grouped by tag with stable anchors, parameters, bodies, responses, example
 * requests and responses, and every named schema. Pure.
 */
import type {
  ApiReference,
  MediaView,
  NamedSchemaView,
  OperationView,
  ParameterView,
  PropertyView,
  ResponseView,
  SchemaFacts,
  SchemaView,
  SecuritySchemeView,
  ServerView,
  TagView,
} from '../shared/api-reference.js';
import { anchorSafe, asciiSlug } from '../content/slug.js';
import { codeSamplesOf } from './code-samples.js';
import { exampleOf, primaryType } from './example.js';
import type { MarkdownRenderer } from './markdown.js';
import { type RequestMedia, sampleRequestOf } from './sample-request.js';
import { sampleBaseUrl, serverListOf, serversOf } from './servers.js';
import { createSpecDocument, type JsonSchema, type SpecDocument } from './spec-document.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

export function buildApiReference(raw: Json, markdown: MarkdownRenderer): ApiReference {
  const document = createSpecDocument(raw);
  const info = (raw.info ?? {}) as Json;
  const anchors = new Set<string>();
  const uniqueAnchor = (base: string) => {
    let anchor = base;
    for (let n = 2; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
    return anchor;
  };
  // Schema anchors first: every reference to a schema, anywhere, links to its section.
  const schemaAnchors = new Map(Object.keys(document.schemas).map((name) => [name, uniqueAnchor(schemaAnchor(name))]));
  const views = createSchemaViews(document, markdown, schemaAnchors);

  const declaredTags = ((raw.tags ?? []) as Json[]).filter((tag) => typeof tag.name === 'string');
  const tagDescriptions = new Map(declaredTags.map((tag) => [tag.name as string, tag.description as string | undefined]));
  const operationsByTag = new Map<string, OperationView[]>(declaredTags.map((tag) => [tag.name as string, []]));
  const servers = serversOf(raw, markdown);
  const schemes = securitySchemesOf(raw, document);

  for (const [path, item] of Object.entries((raw.paths ?? {}) as Record<string, Json>)) {
    const pathItem = (typeof item.$ref === 'string' ? document.resolve(item.$ref) : item) as Json | undefined;
    if (pathItem === undefined) continue;
    for (const method of METHODS) {
      const operation = pathItem[method] as Json | undefined;
      if (operation === undefined) continue;
      const tags =
        Array.isArray(operation.tags) && operation.tags.length > 0
          ? (operation.tags as string[])
          : [document.swagger2 || declaredTags.length > 0 ? 'Other' : 'Operations'];
      const view = buildOperation({
        document,
        views,
        markdown,
        method,
        path,
        pathItem,
        operation,
        raw,
        servers,
        anchor: uniqueAnchor(operationAnchor(operation, method, path)),
      });
      // An operation with several tags is listed under its first; one anchor per operation keeps links unambiguous.
      const tag = tags[0]!;
      if (!operationsByTag.has(tag)) operationsByTag.set(tag, []);
      operationsByTag.get(tag)!.push(view);
    }
  }

  const tags: TagView[] = [...operationsByTag]
    .filter(([, operations]) => operations.length > 0)
    .map(([name, operations]) => ({
      name,
      anchor: uniqueAnchor(`tag-${asciiSlug(name) || 'root'}`),
      descriptionHtml: markdown(tagDescriptions.get(name)),
      operations,
    }));
  const schemas: NamedSchemaView[] = Object.entries(document.schemas).map(([name, schema]) => ({
    name,
    anchor: schemaAnchors.get(name)!,
    schema: views.view(schema),
  }));
  return {
    title: typeof info.title === 'string' ? info.title : 'API reference',
    version: typeof info.version === 'string' ? info.version : '',
    descriptionHtml: markdown(info.description as string | undefined),
    servers,
    tags,
    schemas,
    securitySchemes: [...schemes.values()],
  };
}

/** The anchor of a named schema in the reference page (`schema-Customer`). */
export function schemaAnchor(name: string): string {
  return `schema-${anchorSafe(name)}`;
}

function operationAnchor(operation: Json, method: string, path: string): string {
  if (typeof operation.operationId === 'string' && operation.operationId !== '') return anchorSafe(operation.operationId);
  return `${method}-${asciiSlug(path) || 'root'}`;
}

interface SchemaViews {
  /** A schema as shown where it is used: a named schema is a reference to its section, anything else is shown inline. */
  view(schema: JsonSchema | undefined): SchemaView;
}

function createSchemaViews(document: SpecDocument, markdown: MarkdownRenderer, schemaAnchors: ReadonlyMap<string, string>): SchemaViews {
  const facts = (schema: JsonSchema): SchemaFacts => {
    const types = Array.isArray(schema.type) ? [...schema.type] : schema.type === undefined ? [] : [schema.type as string];
    if (schema.nullable === true && !types.includes('null')) types.push('null');
    const type = types.length > 0 ? types.join(' | ') : (primaryType(schema) ?? '');
    const constraints: string[] = [];
    const add = (label: string, value: unknown) => {
      if (value !== undefined && value !== false) constraints.push(value === true ? label : `${label} ${String(value)}`);
    };
    add('minLength', schema.minLength);
    add('maxLength', schema.maxLength);
    add('minimum', schema.minimum);
    add('maximum', schema.maximum);
    if (typeof schema.exclusiveMinimum === 'number') add('exclusiveMinimum', schema.exclusiveMinimum);
    else if (schema.exclusiveMinimum === true) constraints.push('exclusive minimum');
    if (typeof schema.exclusiveMaximum === 'number') add('exclusiveMaximum', schema.exclusiveMaximum);
    else if (schema.exclusiveMaximum === true) constraints.push('exclusive maximum');
    add('multipleOf', schema.multipleOf);
    add('pattern', schema.pattern);
    add('minItems', schema.minItems);
    add('maxItems', schema.maxItems);
    add('unique items', schema.uniqueItems);
    add('read-only', schema.readOnly);
    add('write-only', schema.writeOnly);
    const enumSource = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
    return {
      type,
      format: schema.format,
      descriptionHtml: markdown(schema.description ?? schema.title),
      enumValues: enumSource?.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
      defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default),
      constraints,
      deprecated: schema.deprecated === true ? true : undefined,
    };
  };

  const build = (schema: JsonSchema | undefined, inlineRefs: ReadonlySet<string>): SchemaView => {
    if (schema === undefined) return { kind: 'primitive', type: '', constraints: [] };
    if (typeof schema.$ref === 'string') {
      const name = document.schemaName(schema.$ref);
      // Siblings of $ref (3.1) such as a description describe the use, not the schema.
      const useFacts = schema.description === undefined ? { constraints: [] } : { descriptionHtml: markdown(schema.description), constraints: [] };
      if (name !== undefined) return { ...useFacts, type: name, kind: 'ref', name, anchor: schemaAnchors.get(name)! };
      if (inlineRefs.has(schema.$ref)) return { kind: 'primitive', type: 'recursive', constraints: [] };
      return build(document.resolve(schema.$ref) as JsonSchema | undefined, new Set([...inlineRefs, schema.$ref]));
    }
    const common = facts(schema);
    for (const combinator of ['allOf', 'oneOf', 'anyOf'] as const) {
      const variants = schema[combinator];
      if (!Array.isArray(variants)) continue;
      const parts = variants.map((variant) => build(variant, inlineRefs));
      // Properties beside a combinator are one more part of it.
      if (schema.properties !== undefined)
        parts.push(objectView({ ...schema, allOf: undefined, oneOf: undefined, anyOf: undefined, description: undefined }, inlineRefs));
      return { ...common, kind: 'composite', combinator, variants: parts };
    }
    const type = primaryType(schema);
    if (type === 'object') return objectView(schema, inlineRefs);
    if (type === 'array') {
      const items = Array.isArray(schema.items) ? schema.items[0] : (schema.items as JsonSchema | undefined);
      return { ...common, kind: 'array', items: items === undefined ? undefined : build(items, inlineRefs) };
    }
    return { ...common, kind: 'primitive' };
  };

  const objectView = (schema: JsonSchema, inlineRefs: ReadonlySet<string>): SchemaView & { kind: 'object' } => {
    const required = new Set(schema.required ?? []);
    const properties: PropertyView[] = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
      name,
      required: required.has(name),
      schema: build(property, inlineRefs),
    }));
    const additional = schema.additionalProperties;
    return {
      ...facts(schema),
      kind: 'object',
      properties,
      additionalProperties: additional === true ? true : typeof additional === 'object' ? build(additional, inlineRefs) : undefined,
    };
  };

  return {
    view: (schema) => build(schema, new Set()),
  };
}

interface OperationInput {
  readonly document: SpecDocument;
  readonly views: SchemaViews;
  readonly markdown: MarkdownRenderer;
  readonly method: string;
  readonly path: string;
  readonly pathItem: Json;
  readonly operation: Json;
  readonly raw: Json;
  readonly servers: readonly ServerView[];
  readonly anchor: string;
}

function buildOperation(input: OperationInput): OperationView {
  const { document, views, markdown, method, path, pathItem, operation, raw } = input;
  const resolve = <T>(value: unknown): T | undefined => {
    const object = value as Json | undefined;
    return (object !== undefined && typeof object.$ref === 'string' ? document.resolve(object.$ref) : object) as T | undefined;
  };

  // Operation parameters override path-level ones with the same name and location.
  const merged = new Map<string, Json>();
  for (const parameter of [...((pathItem.parameters ?? []) as unknown[]), ...((operation.parameters ?? []) as unknown[])]) {
    const resolved = resolve<Json>(parameter);
    if (resolved && typeof resolved.name === 'string') merged.set(`${String(resolved.in)}:${resolved.name}`, resolved);
  }
  const parameters: ParameterView[] = [];
  let requestBody: OperationView['requestBody'];
  let requestMedia: RequestMedia[] = [];
  const consumes = ((operation.consumes ?? raw.consumes ?? ['application/json']) as string[]) ?? ['application/json'];
  for (const parameter of merged.values()) {
    if (parameter.in === 'body') {
      const schema = parameter.schema as JsonSchema | undefined;
      requestMedia = consumes.map((mediaType) => ({ mediaType, schema, example: parameter['x-example'] }));
      requestBody = {
        required: parameter.required === true,
        descriptionHtml: markdown(parameter.description as string | undefined),
        content: consumes.map((mediaType) => mediaView(mediaType, schema, undefined, input)),
      };
      continue;
    }
    // Swagger 2.0 keeps the schema keywords on the parameter itself.
    const schema = (parameter.schema ?? (document.swagger2 ? parameter : undefined)) as JsonSchema | undefined;
    parameters.push({
      name: parameter.name as string,
      in: parameter.in as ParameterView['in'],
      required: parameter.required === true,
      deprecated: parameter.deprecated === true,
      descriptionHtml: markdown(parameter.description as string | undefined),
      schema: views.view(schema === undefined ? undefined : { ...schema, description: undefined }),
    });
  }

  const body = resolve<Json>(operation.requestBody);
  if (body !== undefined) {
    requestMedia = Object.entries((body.content ?? {}) as Record<string, Json>).map(([mediaType, media]) => ({
      mediaType,
      schema: media.schema as JsonSchema | undefined,
      example: exampleFromMedia(media),
    }));
    requestBody = {
      required: body.required === true,
      descriptionHtml: markdown(body.description as string | undefined),
      content: Object.entries((body.content ?? {}) as Record<string, Json>).map(([mediaType, media]) =>
        mediaView(mediaType, media.schema as JsonSchema | undefined, exampleFromMedia(media), input),
      ),
    };
  }

  const produces = (operation.produces ?? raw.produces ?? ['application/json']) as string[];
  const responses: ResponseView[] = Object.entries((operation.responses ?? {}) as Record<string, unknown>).map(([status, value]) => {
    const response = resolve<Json>(value) ?? {};
    let content: MediaView[];
    if (document.swagger2) {
      const examples = (response.examples ?? {}) as Record<string, unknown>;
      content =
        response.schema === undefined ? [] : produces.map((mediaType) => mediaView(mediaType, response.schema as JsonSchema, examples[mediaType], input));
    } else {
      content = Object.entries((response.content ?? {}) as Record<string, Json>).map(([mediaType, media]) =>
        mediaView(mediaType, media.schema as JsonSchema | undefined, exampleFromMedia(media), input),
      );
    }
    return { status, descriptionHtml: markdown(response.description as string | undefined), content };
  });

  const security = ((operation.security ?? raw.security ?? []) as Array<Record<string, unknown>>).map((requirement) => Object.keys(requirement));
  // Servers of the operation or its path replace the spec's for it alone; the reader's server choice does not apply to them.
  const ownServers = serverListOf(operation.servers ?? pathItem.servers, markdown);
  const request = sampleRequestOf({
    document,
    method,
    path,
    baseUrl: sampleBaseUrl(ownServers.length > 0 ? ownServers : input.servers),
    parameters: [...merged.values()],
    body: requestMedia,
    security: security[0] ?? [],
    responses,
  });
  return {
    anchor: input.anchor,
    method: method.toUpperCase(),
    path,
    summary: typeof operation.summary === 'string' ? operation.summary : undefined,
    descriptionHtml: markdown(operation.description as string | undefined),
    deprecated: operation.deprecated === true,
    security,
    parameters,
    requestBody,
    responses,
    samples: codeSamplesOf({ request, operation, serverUrl: ownServers.length > 0 ? undefined : sampleBaseUrl(input.servers) }),
  };
}

function exampleFromMedia(media: Json): unknown {
  if (media.example !== undefined) return media.example;
  const examples = media.examples as Record<string, Json> | undefined;
  const first = examples === undefined ? undefined : Object.values(examples)[0];
  return first?.value;
}

function mediaView(mediaType: string, schema: JsonSchema | undefined, example: unknown, { document, views }: OperationInput): MediaView {
  const value = example !== undefined ? example : exampleOf(schema, document);
  return {
    mediaType,
    schema: schema === undefined ? undefined : views.view(schema),
    example: value === undefined ? undefined : typeof value === 'string' && !/json/.test(mediaType) ? value : JSON.stringify(value, null, 2),
  };
}

function securitySchemesOf(raw: Json, document: SpecDocument): Map<string, SecuritySchemeView> {
  const definitions = (document.swagger2 ? raw.securityDefinitions : (raw.components as Json | undefined)?.securitySchemes) as Record<string, Json> | undefined;
  const schemes = new Map<string, SecuritySchemeView>();
  for (const [name, value] of Object.entries(definitions ?? {})) {
    const scheme = (typeof value.$ref === 'string' ? document.resolve(value.$ref) : value) as Json;
    const type = String(scheme.type);
    let summary = type;
    if (type === 'http') {
      const httpScheme = String(scheme.scheme ?? '').toLowerCase();
      summary = `HTTP ${httpScheme}${typeof scheme.bearerFormat === 'string' ? ` (${scheme.bearerFormat})` : ''}`;
    } else if (type === 'basic') {
      summary = 'HTTP basic';
    } else if (type === 'apiKey') {
      summary = `API key in ${String(scheme.in)} \`${String(scheme.name)}\``;
    } else if (type === 'oauth2') {
      summary = 'OAuth 2';
    } else if (type === 'openIdConnect') {
      summary = 'OpenID Connect';
    }
    schemes.set(name, { name, summary, descriptionHtml: undefined });
  }
  return schemes;
}

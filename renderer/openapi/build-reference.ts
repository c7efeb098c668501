/**
 * A validated OpenAPI 3.0/3.1 or Swagger 2.0 document → the API reference
 * model the theme renders (renderer/shared/api-reference.ts): operations
 * grouped by tag (and the tags by `x-tagGroups`) with stable anchors,
 * parameters, bodies, responses, callbacks, example requests and responses,
 * the webhooks, every named schema, and what `info` says. Pure.
 */
import type {
  ApiReference,
  ExampleView,
  MediaView,
  NamedSchemaView,
  OperationView,
  ParameterView,
  ResponseView,
  SchemaDirection,
  ServerView,
  TagView,
} from '../shared/api-reference.js';
import { anchorSafe, asciiSlug } from '../content/slug.js';
import { codeSamplesOf } from './code-samples.js';
import { exampleOf, type NamedExample, namedExamplesOf, parameterExampleOf } from './example.js';
import type { MarkdownRenderer } from './markdown.js';
import { type RequestMedia, sampleRequestOf } from './sample-request.js';
import { createSchemaViews, type SchemaViews } from './schema-views.js';
import { type SecurityScheme, securityRequirementsOf, securitySchemeAnchor, securitySchemesOf } from './security.js';
import { consoleBaseUrl, sampleBaseUrl, serverListOf, serversOf } from './servers.js';
import { operationsOf, pathItemOf } from './path-items.js';
import { createSpecDocument, type JsonSchema, type SpecDocument } from './spec-document.js';
import { specInfoOf } from './spec-info.js';
import { groupTags } from './tag-groups.js';
import { tryItOf } from './try-it.js';
import { callbacksOf, type SentOperation, webhooksOf } from './webhooks.js';

type Json = Record<string, unknown>;

export interface ReferenceOptions {
  /** Give each operation what its Try it console sends (`api.tryIt`). @default true */
  readonly tryIt?: boolean;
}

export function buildApiReference(raw: Json, markdown: MarkdownRenderer, { tryIt = true }: ReferenceOptions = {}): ApiReference {
  const document = createSpecDocument(raw);
  const info = (raw.info ?? {}) as Json;
  // The sections every reference page may have are never another element's id.
  const anchors = new Set<string>(['authentication', 'schemas', 'webhooks']);
  const uniqueAnchor = (base: string) => {
    let anchor = base;
    for (let n = 2; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
    return anchor;
  };
  // Schema anchors first: every reference to a schema, anywhere, links to its section.
  const schemaAnchors = new Map(Object.keys(document.schemas).map((name) => [name, uniqueAnchor(schemaAnchor(name))]));
  const views: SchemaViews = createSchemaViews(document, markdown, schemaAnchors);

  const declaredTags = ((raw.tags ?? []) as Json[]).filter((tag) => typeof tag.name === 'string');
  const tagDescriptions = new Map(declaredTags.map((tag) => [tag.name as string, tag.description as string | undefined]));
  const operationsByTag = new Map<string, OperationView[]>(declaredTags.map((tag) => [tag.name as string, []]));
  const servers = serversOf(raw, markdown);
  const schemes = securitySchemesOf({ raw, document, markdown, anchorOf: (name) => uniqueAnchor(securitySchemeAnchor(name)) });

  const common = { document, views, markdown, raw, servers, schemes, tryIt, claimAnchor: uniqueAnchor };
  for (const [path, item] of Object.entries((raw.paths ?? {}) as Record<string, Json>)) {
    const pathItem = pathItemOf(item, document);
    if (pathItem === undefined) continue;
    for (const { method, operation } of operationsOf(pathItem)) {
      const tags =
        Array.isArray(operation.tags) && operation.tags.length > 0
          ? (operation.tags as string[])
          : [document.swagger2 || declaredTags.length > 0 ? 'Other' : 'Operations'];
      const view = buildOperation({ ...common, method, path, pathItem, operation, anchor: uniqueAnchor(operationAnchor(operation, method, path)) });
      // An operation with several tags is listed under its first; one anchor per operation keeps links unambiguous.
      const tag = tags[0]!;
      if (!operationsByTag.has(tag)) operationsByTag.set(tag, []);
      operationsByTag.get(tag)!.push(view);
    }
  }

  const tagViews: TagView[] = [...operationsByTag]
    .filter(([, operations]) => operations.length > 0)
    .map(([name, operations]) => ({
      name,
      anchor: uniqueAnchor(`tag-${asciiSlug(name) || 'root'}`),
      descriptionHtml: markdown(tagDescriptions.get(name)),
      operations,
    }));
  const { tags, tagGroups } = groupTags({ raw, tags: tagViews, claimAnchor: uniqueAnchor });
  // After the paths: a webhook never takes an anchor an operation had before the spec gained webhooks.
  const webhooks = webhooksOf({ raw, document, claimAnchor: uniqueAnchor, build: (sent) => buildOperation({ ...common, ...sent, sentByApi: true }) });
  const schemas: NamedSchemaView[] = Object.keys(document.schemas).map((name) => views.named(name, schemaAnchors.get(name)!));
  // Last: a heading of the description yields its slug to the operations and schemas, whose anchors come from the spec.
  const description = markdown.withHeadingIds(info.description as string | undefined, uniqueAnchor);
  return {
    title: typeof info.title === 'string' ? info.title : 'API reference',
    version: typeof info.version === 'string' ? info.version : '',
    descriptionHtml: description?.html,
    descriptionHeadings: description?.headings ?? [],
    servers,
    tags,
    schemas,
    securitySchemes: [...schemes.values()].map(({ view }) => view),
    info: specInfoOf(info),
    tagGroups,
    webhooks,
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
  readonly schemes: ReadonlyMap<string, SecurityScheme>;
  readonly tryIt: boolean;
  readonly anchor: string;
  readonly claimAnchor: (base: string) => string;
  /**
   * A webhook or callback: a request the API sends and the reader's server receives. There is no call of the
   * reader's to show or try, and the spec's top-level security describes calls to the API, not these.
   */
  readonly sentByApi?: boolean;
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
        content: consumes.map((mediaType) => mediaView({ mediaType, schema, examples: [], direction: 'request', input })),
      };
      continue;
    }
    // Swagger 2.0 keeps the schema keywords on the parameter itself.
    const schema = (parameter.schema ?? (document.swagger2 ? parameter : undefined)) as JsonSchema | undefined;
    const example = parameter['x-example'] ?? parameterExampleOf(parameter, document);
    parameters.push({
      name: parameter.name as string,
      in: parameter.in as ParameterView['in'],
      required: parameter.required === true,
      deprecated: parameter.deprecated === true,
      descriptionHtml: markdown(parameter.description as string | undefined),
      // The parameter's description is shown once, as the parameter's.
      schema: views.view(schema === undefined ? undefined : { ...schema, description: undefined }, 'request'),
      ...(example === undefined ? {} : { example: typeof example === 'string' ? example : JSON.stringify(example) }),
    });
  }

  const body = resolve<Json>(operation.requestBody);
  if (body !== undefined) {
    requestMedia = Object.entries((body.content ?? {}) as Record<string, Json>).map(([mediaType, media]) => ({
      mediaType,
      schema: media.schema as JsonSchema | undefined,
      example: namedExamplesOf(media, document)[0]?.value,
    }));
    requestBody = {
      required: body.required === true,
      descriptionHtml: markdown(body.description as string | undefined),
      content: Object.entries((body.content ?? {}) as Record<string, Json>).map(([mediaType, media]) =>
        mediaView({ mediaType, schema: media.schema as JsonSchema | undefined, examples: namedExamplesOf(media, document), direction: 'request', input }),
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
        response.schema === undefined
          ? []
          : produces.map((mediaType) =>
              mediaView({
                mediaType,
                schema: response.schema as JsonSchema,
                examples: examples[mediaType] === undefined ? [] : [{ name: 'default', value: examples[mediaType] }],
                direction: 'response',
                input,
              }),
            );
    } else {
      content = Object.entries((response.content ?? {}) as Record<string, Json>).map(([mediaType, media]) =>
        mediaView({ mediaType, schema: media.schema as JsonSchema | undefined, examples: namedExamplesOf(media, document), direction: 'response', input }),
      );
    }
    return { status, descriptionHtml: markdown(response.description as string | undefined), content };
  });

  const security = securityRequirementsOf(input.sentByApi ? operation.security : (operation.security ?? raw.security), input.schemes);
  const described = {
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
  };
  if (input.sentByApi) return { ...described, samples: [] };

  // Servers of the operation or its path replace the spec's for it alone; the reader's server choice does not apply to them.
  const ownServers = serverListOf(operation.servers ?? pathItem.servers, markdown);
  const servers = ownServers.length > 0 ? ownServers : input.servers;
  const request = sampleRequestOf({
    document,
    method,
    path,
    baseUrl: sampleBaseUrl(servers),
    parameters: [...merged.values()],
    body: requestMedia,
    security: (security[0] ?? []).map(({ name }) => name),
    responses,
  });
  const callbacks = callbacksOf({
    operation,
    ownerAnchor: input.anchor,
    document,
    claimAnchor: input.claimAnchor,
    build: (sent: SentOperation) => buildOperation({ ...input, ...sent, sentByApi: true }),
  });
  return {
    ...described,
    samples: codeSamplesOf({ request, operation, serverUrl: ownServers.length > 0 ? undefined : sampleBaseUrl(input.servers) }),
    tryIt: input.tryIt
      ? tryItOf({
          document,
          parameters: [...merged.values()],
          requestBody,
          security,
          schemes: input.schemes,
          baseUrl: consoleBaseUrl(servers),
        })
      : undefined,
    callbacks: callbacks.length > 0 ? callbacks : undefined,
  };
}

function mediaView({
  mediaType,
  schema,
  examples,
  direction,
  input: { document, views, markdown },
}: {
  mediaType: string;
  schema: JsonSchema | undefined;
  /** The spec's own examples for this media type. */
  examples: readonly NamedExample[];
  direction: SchemaDirection;
  input: OperationInput;
}): MediaView {
  const format = (value: unknown) => (typeof value === 'string' && !/json/.test(mediaType) ? value : JSON.stringify(value, null, 2));
  const generated = examples.length === 0 ? exampleOf(schema, document, { direction }) : undefined;
  const shown: ExampleView[] =
    examples.length > 0
      ? examples.map((example) => ({
          name: example.name,
          summary: example.summary,
          descriptionHtml: markdown(example.description),
          value: format(example.value),
        }))
      : generated === undefined
        ? []
        : [{ name: 'default', value: format(generated) }];
  return {
    mediaType,
    schema: schema === undefined ? undefined : views.view(schema, direction),
    example: shown[0]?.value,
    examples: shown,
  };
}

import { describe, expect, it } from 'vitest';
import type { ApiReference, OperationView } from '../shared/api-reference.js';
import { buildApiReference, schemaAnchor } from './build-reference.js';
import { createMarkdownRenderer } from './markdown.js';

const markdown = createMarkdownRenderer();

/** An OpenAPI 3.1 document with `paths` and `schemas`, plus whatever else is given. */
function reference({
  paths = {},
  schemas,
  ...rest
}: {
  paths?: Record<string, unknown>;
  schemas?: Record<string, unknown>;
  [key: string]: unknown;
}): ApiReference {
  return buildApiReference(
    { openapi: '3.1.0', info: { title: 'Pets', version: '1.2.0' }, paths, ...(schemas ? { components: { schemas } } : {}), ...rest },
    markdown,
  );
}

const operations = (built: ApiReference): OperationView[] => built.tags.flatMap((tag) => tag.operations);
const anchors = (built: ApiReference) => ({
  tags: built.tags.map((tag) => tag.anchor),
  operations: operations(built).map((operation) => operation.anchor),
  schemas: built.schemas.map((schema) => schema.anchor),
});
const onlyOperation = (paths: Record<string, unknown>, rest: Record<string, unknown> = {}): OperationView => operations(reference({ paths, ...rest }))[0]!;

describe('anchors', () => {
  it('accepts the headings of the description as anchors, after the operations and sections have theirs', () => {
    const built = buildApiReference(
      {
        openapi: '3.1.0',
        info: { title: 'Pets', version: '1', description: '## Authentication\n\n## Paging\n\n## Sorting' },
        paths: { '/pets': { get: { operationId: 'paging', responses: {} } } },
      },
      markdown,
    );
    expect(built.descriptionHeadings.map((heading) => heading.id)).toEqual(['authentication-2', 'paging-2', 'sorting']);
    expect(anchors(built).operations).toEqual(['paging']);
    expect(built.descriptionHtml).toContain('<h2 id="sorting">');
  });

  it('accepts an operationId as the operation’s anchor, and a tag’s name and a schema’s name as theirs', () => {
    const built = reference({
      paths: { '/pets': { get: { operationId: 'listPets', tags: ['Pet Store'], responses: {} } } },
      schemas: { Pet: { type: 'object' } },
    });
    expect(anchors(built)).toEqual({ tags: ['tag-pet-store'], operations: ['listPets'], schemas: ['schema-Pet'] });
  });

  it('rejects characters an anchor cannot hold: an operationId or schema name keeps letters, digits, _ . -, anything else becomes -', () => {
    const built = reference({ paths: { '/a': { get: { operationId: 'pets:list all', responses: {} } } }, schemas: { 'Pet Owner<T>': { type: 'object' } } });
    expect(anchors(built)).toMatchObject({ operations: ['pets-list-all'], schemas: ['schema-Pet-Owner-T-'] });
    expect(schemaAnchor('v1.Customer_Record')).toBe('schema-v1.Customer_Record');
  });

  it('accepts an operation without operationId: method and path, lowercased, braces dropped', () => {
    const built = reference({
      paths: { '/Pets/{petId}/photos': { get: { responses: {} }, delete: { operationId: '', responses: {} } }, '/': { get: { responses: {} } } },
    });
    expect(anchors(built).operations).toEqual(['get-pets-petid-photos', 'delete-pets-petid-photos', 'get-root']);
  });

  it('rejects two sections with one anchor: the later one gets -2, -3', () => {
    const built = reference({
      paths: { '/a': { get: { operationId: 'schema-Pet', responses: {} }, post: { operationId: 'schema-Pet', responses: {} } } },
      schemas: { Pet: { type: 'object' } },
    });
    expect(anchors(built)).toEqual({ tags: ['tag-operations'], operations: ['schema-Pet-2', 'schema-Pet-3'], schemas: ['schema-Pet'] });
  });
});

describe('tags', () => {
  it('accepts the declared tags in their order, with descriptions, each operation under its first tag', () => {
    const built = reference({
      tags: [{ name: 'Billing', description: 'Money **in**.' }, { name: 'Pets' }, { name: 'Empty' }],
      paths: {
        '/pets': { get: { tags: ['Pets', 'Billing'], responses: {} } },
        '/invoices': { get: { tags: ['Billing'], responses: {} } },
        '/misc': { get: { tags: ['Extra'], responses: {} } },
      },
    });
    expect(built.tags.map((tag) => [tag.name, tag.descriptionHtml, tag.operations.map((operation) => operation.path)])).toEqual([
      ['Billing', '<p>Money <strong>in</strong>.</p>', ['/invoices']],
      ['Pets', undefined, ['/pets']],
      ['Extra', undefined, ['/misc']],
    ]);
  });

  it('rejects untagged operations from the tags: they go under Operations, or Other when tags are declared', () => {
    expect(reference({ paths: { '/a': { get: { responses: {} } } } }).tags.map((tag) => tag.name)).toEqual(['Operations']);
    expect(reference({ tags: [{ name: 'Pets' }], paths: { '/a': { get: { responses: {} } } } }).tags.map((tag) => tag.name)).toEqual(['Other']);
  });
});

describe('parameters and bodies', () => {
  it('accepts path-level parameters, overridden by the operation’s own with the same name and place, $refs resolved', () => {
    const operation = onlyOperation(
      {
        '/pets/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }, { $ref: '#/components/parameters/Limit' }],
          get: { parameters: [{ name: 'id', in: 'path', required: true, description: 'The pet.', schema: { type: 'integer', minimum: 1 } }], responses: {} },
        },
      },
      { components: { parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer', default: 20, maximum: 100 } } } } },
    );
    expect(
      operation.parameters.map(({ name, in: place, required, descriptionHtml, schema }) => ({
        name,
        place,
        required,
        descriptionHtml,
        type: schema.type,
        constraints: schema.constraints,
        defaultValue: schema.defaultValue,
      })),
    ).toEqual([
      { name: 'id', place: 'path', required: true, descriptionHtml: '<p>The pet.</p>', type: 'integer', constraints: ['minimum 1'], defaultValue: undefined },
      { name: 'limit', place: 'query', required: false, descriptionHtml: undefined, type: 'integer', constraints: ['maximum 100'], defaultValue: '20' },
    ]);
  });

  it('accepts a request body with the example the spec gives, else one made from the schema', () => {
    const operation = onlyOperation({
      '/pets': {
        post: {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } },
              'text/plain': { schema: { type: 'string' }, examples: { first: { value: 'Rex' } } },
            },
          },
          responses: { 201: { description: 'Created.' } },
        },
      },
    });
    expect(operation.requestBody?.required).toBe(true);
    expect(operation.requestBody?.content.map((media) => [media.mediaType, media.example])).toEqual([
      ['application/json', '{\n  "name": "string"\n}'],
      ['text/plain', 'Rex'],
    ]);
    expect(operation.responses).toEqual([{ status: '201', descriptionHtml: '<p>Created.</p>', content: [] }]);
  });

  it('rejects Swagger 2.0’s body parameter as a parameter: it is the request body, in every media type the operation consumes', () => {
    const built = buildApiReference(
      {
        swagger: '2.0',
        info: { title: 'Old', version: '1' },
        consumes: ['application/json', 'application/xml'],
        paths: {
          '/pets': {
            post: {
              parameters: [
                { name: 'pet', in: 'body', required: true, schema: { $ref: '#/definitions/Pet' } },
                { name: 'dry', in: 'query', type: 'boolean' },
              ],
              responses: { 200: { description: 'OK', schema: { $ref: '#/definitions/Pet' }, examples: { 'application/json': { name: 'Rex' } } } },
            },
          },
        },
        definitions: { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
      },
      markdown,
    );
    const [operation] = operations(built);
    expect(operation!.parameters.map((parameter) => [parameter.name, parameter.schema.type])).toEqual([['dry', 'boolean']]);
    expect(operation!.requestBody?.content.map((media) => [media.mediaType, media.schema])).toEqual([
      ['application/json', { type: 'Pet', kind: 'ref', name: 'Pet', anchor: 'schema-Pet', constraints: [] }],
      ['application/xml', { type: 'Pet', kind: 'ref', name: 'Pet', anchor: 'schema-Pet', constraints: [] }],
    ]);
    expect(operation!.responses[0]!.content).toEqual([
      {
        mediaType: 'application/json',
        schema: { type: 'Pet', kind: 'ref', name: 'Pet', anchor: 'schema-Pet', constraints: [] },
        example: '{\n  "name": "Rex"\n}',
        examples: [{ name: 'default', value: '{\n  "name": "Rex"\n}' }],
      },
    ]);
  });
});

describe('security schemes', () => {
  it('accepts every kind of scheme, summarised for the page', () => {
    const built = reference({
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'query', name: 'key' },
          basic: { type: 'http', scheme: 'Basic' },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          oauth: { type: 'oauth2', flows: {} },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.example.com' },
        },
      },
    });
    expect(built.securitySchemes.map((scheme) => `${scheme.name}: ${scheme.summary}`)).toEqual([
      'apiKey: API key in query parameter key',
      'basic: HTTP basic',
      'bearerAuth: HTTP bearer (JWT)',
      'oauth: OAuth 2',
      'oidc: OpenID Connect',
    ]);
  });
});

describe('the reference itself', () => {
  it('accepts the title, version, Markdown description and servers of the spec', () => {
    const built = reference({
      info: { title: 'Transactions', version: '2.1', description: 'Use `POST /charges`.' },
      servers: [{ url: 'https://a.example.com/' }, { url: 'https://b.example.com', description: 'The *sandbox*' }],
    });
    expect(built).toMatchObject({
      title: 'Transactions',
      version: '2.1',
      descriptionHtml: '<p>Use <code>POST /charges</code>.</p>',
      servers: [
        { url: 'https://a.example.com/', sampleUrl: 'https://a.example.com', variables: [] },
        { url: 'https://b.example.com', sampleUrl: 'https://b.example.com', descriptionHtml: '<p>The <em>sandbox</em></p>' },
      ],
    });
  });

  it('rejects a missing title, version and servers: a generic title, no version, and the server `/` the samples put under a placeholder host', () => {
    expect(buildApiReference({ openapi: '3.0.3', paths: {} }, markdown)).toMatchObject({
      title: 'API reference',
      version: '',
      descriptionHtml: undefined,
      servers: [{ url: '/', sampleUrl: 'https://your-api-host.invalid', variables: [] }],
      tags: [],
      schemas: [],
    });
  });
});

describe('webhooks and callbacks', () => {
  const body = { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string', example: 'evt_1' } } } } } };

  it('accepts webhooks as operations with their payload and responses, no samples, no console, and only their own security', () => {
    const built = reference({
      security: [{ key: [] }],
      components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
      webhooks: { petAdopted: { post: { summary: 'Pet adopted', requestBody: body, responses: { '200': { description: 'Taken.' } } } } },
    });
    const [webhook] = built.webhooks!;
    expect(webhook).toMatchObject({ anchor: 'webhook-petAdopted', method: 'POST', path: 'petAdopted', summary: 'Pet adopted', samples: [], security: [] });
    expect(webhook!.tryIt).toBeUndefined();
    expect(webhook!.requestBody!.content[0]!.example).toBe('{\n  "id": "evt_1"\n}');
    expect(webhook!.responses.map((response) => response.status)).toEqual(['200']);
  });

  it('accepts an operation’s callbacks, anchored under it, each request an operation with its URL expression as path', () => {
    const callback = { '{$request.body#/url}': { post: { requestBody: body, responses: { '204': { description: 'Noted.' } } } } };
    const operation = onlyOperation({ '/pets': { post: { operationId: 'addPet', responses: {}, callbacks: { onAdded: callback } } } });
    expect(operation.callbacks).toMatchObject([
      {
        name: 'onAdded',
        anchor: 'addPet-callback-onAdded',
        operations: [{ anchor: 'addPet-callback-onAdded-post', method: 'POST', path: '{$request.body#/url}', samples: [] }],
      },
    ]);
  });

  it('rejects webhooks and callbacks where the spec has none', () => {
    const built = reference({ paths: { '/pets': { get: { responses: {} } } } });
    expect(built.webhooks).toEqual([]);
    expect(operations(built)[0]!.callbacks).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { NamedSchemaView, SchemaDirection, SchemaView } from '../shared/api-reference.js';
import { createMarkdownRenderer } from './markdown.js';
import { buildApiReference } from './build-reference.js';
import { createSchemaViews, usedSchemas } from './schema-views.js';
import { createSpecDocument, type JsonSchema } from './spec-document.js';

const markdown = createMarkdownRenderer();

function viewsOf(schemas: Record<string, unknown>, raw: Record<string, unknown> = {}) {
  const document = createSpecDocument({ openapi: '3.1.0', components: { schemas }, ...raw });
  const anchors = new Map(Object.keys(schemas).map((name) => [name, `schema-${name}`]));
  return createSchemaViews(document, markdown, anchors);
}

const view = (schema: unknown, schemas: Record<string, unknown> = {}, direction?: SchemaDirection): SchemaView =>
  viewsOf(schemas).view(schema as JsonSchema, direction);
const named = (name: string, schemas: Record<string, unknown>): NamedSchemaView => viewsOf(schemas).named(name, `schema-${name}`);
const propertyNames = (schema: SchemaView) => (schema.kind === 'object' ? schema.properties.map((property) => property.name) : []);
const required = (schema: SchemaView) =>
  schema.kind === 'object' ? schema.properties.filter((property) => property.required).map((property) => property.name) : [];

describe('facts', () => {
  it('accepts types, formats, enums, defaults, limits and flags as the page lists them', () => {
    expect(
      view({
        type: 'string',
        nullable: true,
        format: 'email',
        enum: ['a', 1, null],
        default: 'a',
        minLength: 3,
        maxLength: 9,
        pattern: '^a',
        deprecated: true,
      }),
    ).toEqual({
      kind: 'primitive',
      type: 'string',
      format: 'email',
      descriptionHtml: undefined,
      enumValues: ['a', '1'],
      defaultValue: '"a"',
      constraints: ['minLength 3', 'maxLength 9', 'pattern ^a'],
      nullable: true,
      deprecated: true,
    });
    expect(view({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: true, multipleOf: 0.5 }).constraints).toEqual([
      'exclusiveMinimum 0',
      'exclusive maximum',
      'multipleOf 0.5',
    ]);
    expect(view({ type: ['integer', 'null'] })).toMatchObject({ type: 'integer', nullable: true });
  });

  it('rejects the read-only and write-only marks in a tree of one direction: there they only decide what is left out', () => {
    expect(view({ type: 'string', readOnly: true }).constraints).toEqual(['read-only']);
    expect(view({ type: 'string', readOnly: true }, {}, 'response').constraints).toEqual([]);
  });
});

describe('allOf', () => {
  const schemas = {
    Base: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, kind: { type: 'string' } } },
    Timestamped: {
      allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['at'], properties: { at: { type: 'string', format: 'date-time' } } }],
    },
    Status: { type: 'string', enum: ['on', 'off'] },
  };

  it('accepts parts, named or not, merged into one property list with their required lists joined', () => {
    const merged = view(
      { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }] },
      schemas,
    );
    expect(merged.kind).toBe('object');
    expect(propertyNames(merged)).toEqual(['id', 'kind', 'name']);
    expect(required(merged)).toEqual(['id', 'name']);
  });

  it('accepts nested allOf (a part that is itself an allOf of references), flattened', () => {
    const merged = view({ allOf: [{ $ref: '#/components/schemas/Timestamped' }, { properties: { note: { type: 'string' } }, required: ['kind'] }] }, schemas);
    expect(propertyNames(merged)).toEqual(['id', 'kind', 'at', 'note']);
    expect(required(merged)).toEqual(['id', 'kind', 'at']);
  });

  it('accepts allOf of one reference with a description as that reference, described', () => {
    expect(view({ allOf: [{ $ref: '#/components/schemas/Status' }], description: 'The state.' }, schemas)).toMatchObject({
      kind: 'ref',
      name: 'Status',
      descriptionHtml: '<p>The state.</p>',
    });
  });

  it('accepts a property named in several parts as one merged from all: type and description kept beside a const', () => {
    const parts = {
      PetBase: { type: 'object', required: ['petType'], properties: { petType: { type: 'string', description: 'Which kind of pet.' } } },
      Cat: { allOf: [{ $ref: '#/components/schemas/PetBase' }, { properties: { petType: { const: 'cat' } } }] },
    };
    const cat = named('Cat', parts).schema;
    expect(cat.kind === 'object' && cat.properties[0]).toMatchObject({
      name: 'petType',
      required: true,
      schema: { kind: 'primitive', type: 'string', constValue: 'cat', descriptionHtml: '<p>Which kind of pet.</p>' },
    });
  });

  it('accepts parts that narrow each other: types and enums intersected, the tighter bounds, additionalProperties false from any part', () => {
    const merged = view({
      allOf: [
        { type: ['string', 'null'], enum: ['a', 'b', 'c'], minLength: 1, maxLength: 10 },
        { type: 'string', enum: ['b', 'c', 'd'], minLength: 2, maxLength: 20 },
      ],
    });
    expect(merged).toMatchObject({ type: 'string', enumValues: ['b', 'c'], constraints: ['minLength 2', 'maxLength 10'] });
    expect(merged.nullable).toBeUndefined();
    const closed = view({
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { additionalProperties: false, maxProperties: 1 },
      ],
    });
    expect(closed.constraints).toEqual(['maxProperties 1', 'no other properties']);
  });

  it('rejects a property a part describes again as a copy of the named schema: it stays that reference, described', () => {
    const merged = view(
      { allOf: [{ properties: { status: { $ref: '#/components/schemas/Status' } } }, { properties: { status: { description: 'Now.' } } }] },
      schemas,
    );
    expect(merged.kind === 'object' && merged.properties[0]!.schema).toMatchObject({ kind: 'ref', name: 'Status', descriptionHtml: '<p>Now.</p>' });
    const twice = view(
      { allOf: [{ properties: { status: { $ref: '#/components/schemas/Status' } } }, { properties: { status: { $ref: '#/components/schemas/Status' } } }] },
      schemas,
    );
    expect(twice.kind === 'object' && twice.properties[0]!.schema).toMatchObject({ kind: 'ref', name: 'Status' });
  });

  it('rejects a part met again inside itself: left out, not merged forever', () => {
    const loop = { Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }, { properties: { a: { type: 'string' } } }] } };
    expect(propertyNames(named('Loop', loop).schema)).toEqual(['a']);
  });
});

describe('oneOf and anyOf', () => {
  const schemas = {
    Card: { type: 'object', properties: { method: { type: 'string' }, last4: { type: 'string' } } },
    Bank: { type: 'object', properties: { method: { type: 'string' }, iban: { type: 'string' } } },
  };

  it('accepts variants with their names, and the discriminator’s mapping (explicit, and implicit for the rest)', () => {
    const choice = view(
      {
        oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Bank' }],
        discriminator: { propertyName: 'method', mapping: { card: '#/components/schemas/Card' } },
      },
      schemas,
    );
    expect(choice).toMatchObject({
      kind: 'choice',
      choice: {
        combinator: 'oneOf',
        variants: [
          { label: 'Card', schema: { kind: 'ref', name: 'Card' } },
          { label: 'Bank', schema: { kind: 'ref', name: 'Bank' } },
        ],
        discriminator: {
          propertyName: 'method',
          mapping: [
            { value: 'card', schema: 'Card', anchor: 'schema-Card' },
            { value: 'Bank', schema: 'Bank', anchor: 'schema-Bank' },
          ],
        },
      },
    });
  });

  it('accepts anyOf beside properties: the properties, then the variants, labelled by title or type', () => {
    const mixed = view({ type: 'object', properties: { shared: { type: 'string' } }, anyOf: [{ title: 'By id', type: 'object' }, { type: 'string' }] });
    expect(propertyNames(mixed)).toEqual(['shared']);
    expect(mixed).toMatchObject({ kind: 'object', choice: { combinator: 'anyOf', variants: [{ label: 'By id' }, { label: 'string (2)' }] } });
  });

  it('rejects a null variant as a variant: `oneOf: [X, null]` is X, nullable', () => {
    expect(view({ oneOf: [{ $ref: '#/components/schemas/Card' }, { type: 'null' }] }, schemas)).toMatchObject({ kind: 'ref', name: 'Card', nullable: true });
  });
});

describe('directions', () => {
  const schemas = {
    Account: {
      type: 'object',
      properties: {
        id: { type: 'string', readOnly: true },
        password: { type: 'string', writeOnly: true },
        name: { type: 'string' },
        created: { $ref: '#/components/schemas/Stamp' },
      },
    },
    Stamp: { type: 'string', format: 'date-time', readOnly: true },
  };

  it('rejects readOnly properties from request trees and writeOnly ones from response trees, also through a reference', () => {
    const account = { $ref: '#/components/schemas/Account' };
    expect(propertyNames(view(schemas.Account, schemas, 'request'))).toEqual(['password', 'name']);
    expect(propertyNames(view(schemas.Account, schemas, 'response'))).toEqual(['id', 'name', 'created']);
    expect(view(account, schemas, 'request')).toMatchObject({ kind: 'ref', name: 'Account' });
  });

  it('accepts every property in the schemas section, and a view per direction only where it differs', () => {
    const account = named('Account', schemas);
    expect(propertyNames(account.schema)).toEqual(['id', 'password', 'name', 'created']);
    expect(propertyNames(account.request!)).toEqual(['password', 'name']);
    expect(propertyNames(account.response!)).toEqual(['id', 'name', 'created']);
    const plain = named('Plain', { Plain: { type: 'object', properties: { a: { type: 'string' } } } });
    expect([plain.request, plain.response]).toEqual([undefined, undefined]);
  });
});

describe('recursion', () => {
  it('rejects expanding a named schema inside itself: a reference, so the model is finite (self and mutual)', () => {
    const schemas = {
      Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
      A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
      B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
    };
    expect(named('Node', schemas).schema).toMatchObject({
      kind: 'object',
      properties: [{ name: 'children', schema: { kind: 'array', items: { kind: 'ref', name: 'Node', anchor: 'schema-Node' } } }],
    });
    expect(named('A', schemas).schema).toMatchObject({ properties: [{ name: 'b', schema: { kind: 'ref', name: 'B' } }] });
    expect(named('B', schemas).schema).toMatchObject({ properties: [{ name: 'a', schema: { kind: 'ref', name: 'A' } }] });
  });

  it('accepts a $ref to something other than a named schema inline, and marks where it meets itself', () => {
    const views = viewsOf({}, { 'x-list': { type: 'array', items: { $ref: '#/x-list' } } });
    expect(views.view({ $ref: '#/x-list' }, undefined)).toMatchObject({ kind: 'array', items: { kind: 'primitive', type: 'recursive' } });
  });

  it('rejects a $ref to nothing: a schema without a type, rather than a failure', () => {
    expect(view({ $ref: '#/components/missing' })).toEqual({ kind: 'primitive', type: '', constraints: [] });
  });
});

describe('objects and arrays', () => {
  it('accepts the values of an array’s items, of a named list of values where it is used, and a const', () => {
    expect(view({ type: 'array', items: { type: 'string', enum: ['admin', 'staff'] } })).toMatchObject({ kind: 'array', itemEnumValues: ['admin', 'staff'] });
    const statuses = { Status: { type: 'string', enum: ['on', 'off'] } };
    expect(view({ $ref: '#/components/schemas/Status' }, statuses)).toMatchObject({ kind: 'ref', enumValues: ['on', 'off'] });
    expect(view({ type: 'array', items: { $ref: '#/components/schemas/Status' } }, statuses)).toMatchObject({ itemEnumValues: ['on', 'off'] });
    expect(view({ const: 42 })).toMatchObject({ type: 'integer', constValue: '42', enumValues: undefined });
  });

  it('accepts patternProperties, minProperties and maxProperties, and additionalProperties false as no other properties', () => {
    expect(
      view({ type: 'object', patternProperties: { '^x-': { type: 'string' } }, additionalProperties: false, minProperties: 1, maxProperties: 3 }),
    ).toMatchObject({
      kind: 'object',
      patternProperties: [{ pattern: '^x-', schema: { kind: 'primitive', type: 'string' } }],
      additionalProperties: undefined,
      constraints: ['minProperties 1', 'maxProperties 3', 'no other properties'],
    });
  });

  it('accepts additionalProperties: any value, or a schema of their own', () => {
    expect(view({ type: 'object', additionalProperties: true })).toMatchObject({ kind: 'object', properties: [], additionalProperties: true });
    expect(view({ type: 'object', additionalProperties: { type: 'integer' } })).toMatchObject({
      additionalProperties: { kind: 'primitive', type: 'integer' },
    });
  });

  it('accepts an array of objects with its items’ properties', () => {
    expect(view({ type: 'array', items: { type: 'object', required: ['sku'], properties: { sku: { type: 'string' } } } })).toMatchObject({
      kind: 'array',
      items: { kind: 'object', properties: [{ name: 'sku', required: true }] },
    });
  });
});

describe('usedSchemas', () => {
  it('accepts the named schemas an operation’s trees use, and those they use in turn, in the spec’s order', () => {
    const reference = buildApiReference(
      {
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: {
          '/a': {
            post: {
              parameters: [{ name: 'f', in: 'query', schema: { $ref: '#/components/schemas/Filter' } }],
              requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
              responses: {},
            },
          },
        },
        components: {
          schemas: {
            Unused: { type: 'string' },
            Line: { type: 'object', properties: { order: { $ref: '#/components/schemas/Order' } } },
            Order: {
              type: 'object',
              properties: {
                lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } },
                pay: { oneOf: [{ $ref: '#/components/schemas/Card' }, { type: 'string' }] },
              },
            },
            Card: { type: 'object' },
            Filter: { type: 'string' },
          },
        },
      },
      markdown,
    );
    const operations = reference.tags.flatMap((tag) => tag.operations);
    expect(usedSchemas(operations, reference.schemas).map((schema) => schema.name)).toEqual(['Line', 'Order', 'Card', 'Filter']);
  });

  it('rejects schemas no tree of the operations reaches', () => {
    const reference = buildApiReference({ openapi: '3.1.0', info: {}, paths: {}, components: { schemas: { Lonely: { type: 'object' } } } }, markdown);
    expect(usedSchemas([], reference.schemas)).toEqual([]);
  });
});

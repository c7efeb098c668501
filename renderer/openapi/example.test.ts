import { describe, expect, it } from 'vitest';
import { exampleOf, primaryType } from './example.js';
import { createSpecDocument, type JsonSchema } from './spec-document.js';

const SCHEMAS: Record<string, JsonSchema> = {
  Customer: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, email: { type: 'string', format: 'email' } } },
  Node: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      parent: { $ref: '#/components/schemas/Node' },
    },
  },
};
const document = createSpecDocument({ openapi: '3.1.0', components: { schemas: SCHEMAS } });
const example = (schema: JsonSchema | undefined) => exampleOf(schema, document, { direction: 'response' });

describe('exampleOf: values the schema gives', () => {
  it('accepts the schema’s own example first, then examples, const, default and the first enum value', () => {
    expect(example({ type: 'string', example: 'sub_123', default: 'x', enum: ['a'] })).toBe('sub_123');
    expect(example({ type: 'string', examples: ['first', 'second'], default: 'x' })).toBe('first');
    expect(example({ const: 'fixed', default: 'x' })).toBe('fixed');
    expect(example({ type: 'integer', default: 30, enum: [10] })).toBe(30);
    expect(example({ type: 'string', enum: ['monthly', 'yearly'] })).toBe('monthly');
  });

  it('rejects an empty examples list or enum: the value comes from the type', () => {
    expect(example({ type: 'string', examples: [], enum: [] })).toBe('string');
  });
});

describe('exampleOf: values made from the type', () => {
  it('accepts each type and string format', () => {
    expect(example({ type: 'boolean' })).toBe(true);
    expect(example({ type: 'null' })).toBe(null);
    expect(example({ type: 'integer' })).toBe(0);
    expect(example({ type: 'integer', minimum: 2.5 })).toBe(3);
    expect(example({ type: 'number', minimum: 0.5 })).toBe(0.5);
    expect(example({ type: 'string' })).toBe('string');
    expect(example({ type: 'string', minLength: 8 })).toBe('xxxxxxxx');
    expect(['date-time', 'date', 'email', 'uri', 'url', 'uuid'].map((format) => example({ type: 'string', format }))).toEqual([
      '2024-01-31T12:00:00Z',
      '2024-01-31',
      'user@example.com',
      'https://example.com',
      'https://example.com',
      '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    ]);
  });

  it('rejects a schema with no type to go by: no value', () => {
    expect(example({})).toBeUndefined();
    expect(example(undefined)).toBeUndefined();
    expect(example({ type: 'string', format: 'binary', minLength: 3 })).toBe('string');
  });

  it('accepts objects, arrays and named schemas, built from their parts', () => {
    expect(
      example({ type: 'object', properties: { customer: { $ref: '#/components/schemas/Customer' }, tags: { type: 'array', items: { type: 'string' } } } }),
    ).toEqual({
      customer: { id: '3fa85f64-5717-4562-b3fc-2c963f66afa6', email: 'user@example.com' },
      tags: ['string'],
    });
    expect(example({ type: ['null', 'array'], items: {} })).toEqual([]);
  });

  it('accepts allOf as the merge of its objects, oneOf and anyOf as their first variant', () => {
    expect(
      example({ allOf: [{ $ref: '#/components/schemas/Customer' }, { type: 'object', properties: { plan: { type: 'string', enum: ['pro'] } } }] }),
    ).toEqual({
      id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      email: 'user@example.com',
      plan: 'pro',
    });
    expect(example({ allOf: [{ type: 'integer', minimum: 5 }] })).toBe(5);
    expect(example({ oneOf: [{ type: 'boolean' }, { type: 'string' }] })).toBe(true);
    expect(example({ anyOf: [{ type: 'string', format: 'date' }] })).toBe('2024-01-31');
  });

  it('rejects walking into a schema met again inside itself, and stops at six levels', () => {
    expect(example({ $ref: '#/components/schemas/Node' })).toEqual({ name: 'string', children: [] });
    let deep: JsonSchema = { type: 'string' };
    for (let level = 0; level < 10; level++) deep = { type: 'object', properties: { next: deep } };
    expect(JSON.stringify(example(deep))).toBe('{"next":{"next":{"next":{"next":{"next":{"next":{}}}}}}}');
  });
});

describe('primaryType', () => {
  it('accepts a single type, or the first non-null one of a list', () => {
    expect(primaryType({ type: 'string' })).toBe('string');
    expect(primaryType({ type: ['null', 'integer'] })).toBe('integer');
    expect(primaryType({ type: ['null'] })).toBe('null');
  });

  it('rejects a missing type: inferred from properties or items, else none', () => {
    expect(primaryType({ properties: {} })).toBe('object');
    expect(primaryType({ additionalProperties: true })).toBe('object');
    expect(primaryType({ items: { type: 'string' } })).toBe('array');
    expect(primaryType({ description: 'anything' })).toBeUndefined();
  });
});

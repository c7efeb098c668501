import { describe, expect, it } from 'vitest';
import { exampleOf, namedExamplesOf, parameterExampleOf, primaryType } from './example.js';
import { createSpecDocument, type JsonSchema } from './spec-document.js';

const SCHEMAS: Record<string, JsonSchema> = {
  Customer: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, email: { type: 'string', format: 'email' } } },
  Account: {
    type: 'object',
    required: ['id'],
    properties: {
      id: { type: 'string', readOnly: true, example: 'acc_1' },
      password: { type: 'string', writeOnly: true, example: 'hunter2' },
      name: { type: 'string', example: 'Ada' },
    },
  },
  Node: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
    },
  },
};
const document = createSpecDocument({
  openapi: '3.1.0',
  components: { schemas: SCHEMAS, examples: { Shared: { summary: 'Shared one', value: { name: 'Shared' } } } },
});
const response = (schema: JsonSchema | undefined) => exampleOf(schema, document, { direction: 'response' });
const request = (schema: JsonSchema | undefined) => exampleOf(schema, document, { direction: 'request' });

describe('exampleOf: the spec’s own values win', () => {
  it('accepts the schema’s example, then its examples, const, enum and default', () => {
    expect(response({ type: 'string', example: 'sub_123', default: 'x', enum: ['a'] })).toBe('sub_123');
    expect(response({ type: 'string', examples: ['first', 'second'], default: 'x' })).toBe('first');
    expect(response({ const: 'fixed', default: 'x' })).toBe('fixed');
    expect(response({ type: 'string', enum: ['monthly', 'yearly'] })).toBe('monthly');
    expect(response({ type: 'integer', default: 30 })).toBe(30);
  });

  it('accepts a property’s own example inside a generated object', () => {
    expect(response({ type: 'object', properties: { plan: { type: 'string', example: 'pro' }, seats: { type: 'integer', minimum: 3 } } })).toEqual({
      plan: 'pro',
      seats: 3,
    });
  });

  it('rejects a schema that says nothing of its values: no example rather than a placeholder', () => {
    expect(response({})).toBeUndefined();
    expect(response({ description: 'anything' })).toBeUndefined();
    expect(response(undefined)).toBeUndefined();
    expect(response({ type: 'null' })).toBeNull();
  });
});

describe('exampleOf: values generated from the schema', () => {
  it('accepts formats as realistic values', () => {
    const formats = ['date-time', 'date', 'email', 'uri', 'ipv4', 'hostname'].map((format) => response({ type: 'string', format }));
    expect(formats).toEqual(['2019-08-24T14:15:22Z', '2019-08-24', 'user@example.com', 'http://example.com', '192.168.0.1', 'example.com']);
    const id = response({ type: 'string', format: 'uuid' });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The same schema gives the same value, build after build.
    expect(response({ type: 'string', format: 'uuid' })).toBe(id);
  });

  it('accepts limits: minimum, minLength, maxLength, minItems', () => {
    expect(response({ type: 'integer', minimum: 5, maximum: 10 })).toBe(5);
    expect(response({ type: 'string', minLength: 10 })).toHaveLength(10);
    expect(response({ type: 'string', maxLength: 3 })).toBe('str');
    expect(response({ type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 2 })).toEqual([1, 1]);
  });

  it('accepts a 3.1 type list with null as the other type, not as null', () => {
    expect(response({ type: ['null', 'string'], format: 'date' })).toBe('2019-08-24');
  });

  it('accepts allOf as the merge of its parts, oneOf and anyOf as their first variant', () => {
    expect(
      response({ allOf: [{ $ref: '#/components/schemas/Account' }, { type: 'object', properties: { plan: { type: 'string', enum: ['pro'] } } }] }),
    ).toEqual({ id: 'acc_1', name: 'Ada', plan: 'pro' });
    expect(response({ oneOf: [{ type: 'boolean' }, { type: 'string' }] })).toBe(true);
    expect(response({ anyOf: [{ type: 'string', format: 'email' }] })).toBe('user@example.com');
  });

  it('rejects readOnly properties from requests and writeOnly ones from responses', () => {
    const account = { $ref: '#/components/schemas/Account' };
    expect(request(account)).toEqual({ password: 'hunter2', name: 'Ada' });
    expect(response(account)).toEqual({ id: 'acc_1', name: 'Ada' });
  });

  it('rejects walking into a schema met again inside itself', () => {
    expect(response({ $ref: '#/components/schemas/Node' })).toEqual({ name: 'string', children: [{}] });
  });
});

describe('namedExamplesOf and parameterExampleOf', () => {
  it('accepts a single example, or every named one with its summary, $refs resolved', () => {
    expect(namedExamplesOf({ example: { a: 1 } }, document)).toEqual([{ name: 'default', value: { a: 1 } }]);
    expect(
      namedExamplesOf(
        { examples: { mine: { summary: 'Mine', description: 'Of **mine**.', value: 1 }, shared: { $ref: '#/components/examples/Shared' } } },
        document,
      ),
    ).toEqual([
      { name: 'mine', summary: 'Mine', description: 'Of **mine**.', value: 1 },
      { name: 'shared', summary: 'Shared one', description: undefined, value: { name: 'Shared' } },
    ]);
  });

  it('rejects examples with no value to show (an externalValue)', () => {
    expect(namedExamplesOf({ examples: { far: { externalValue: 'https://example.com/a.json' } } }, document)).toEqual([]);
  });

  it('accepts a parameter’s own example first, then one from its schema', () => {
    expect(parameterExampleOf({ name: 'id', in: 'path', examples: { me: { value: 'me' } }, schema: { type: 'string' } }, document)).toBe('me');
    expect(parameterExampleOf({ name: 'at', in: 'query', schema: { type: 'string', format: 'date' } }, document)).toBe('2019-08-24');
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

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
    // Letters of a length the limits allow, never the sampler's placeholder cut short (`str`) or repeated (`stringstri`).
    expect(response({ type: 'string', minLength: 10 })).toBe('abcdefghij');
    expect(response({ type: 'string', maxLength: 3 })).toBe('abc');
    expect(response({ type: 'string', minLength: 2, maxLength: 8 })).toBe('string');
    expect(response({ type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 2 })).toEqual([1, 1]);
  });

  it('accepts values that fit a property’s name where the spec gives none: currency, country, ids, e-mail, URL, times, amounts', () => {
    const value = response({
      type: 'object',
      properties: {
        currency: { type: 'string', minLength: 3, maxLength: 4 },
        country_code: { type: 'string', maxLength: 2 },
        purchaseId: { type: 'string' },
        id: { type: 'string' },
        contactEmail: { type: 'string' },
        redirect_uri: { type: 'string' },
        created_at: { type: 'string' },
        amount: { type: 'number', minimum: 0 },
        refunded_amount: { type: ['number', 'null'] },
        format: { type: 'string' },
        note: { type: 'string' },
      },
    });
    expect(value).toEqual({
      currency: 'EUR',
      country_code: 'DE',
      purchaseId: expect.stringMatching(/^[0-9a-f]{16}$/),
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      contactEmail: 'jane.doe@example.com',
      redirect_uri: 'https://www.example.com/',
      created_at: '2024-05-17T09:30:00Z',
      amount: 9.99,
      refunded_amount: 9.99,
      format: 'string',
      note: 'string',
    });
    // The same name, the same id; another name, another.
    expect(response({ type: 'object', properties: { purchaseId: { type: 'string' } } })).toEqual({ purchaseId: (value as { purchaseId: string }).purchaseId });
    expect((value as { id: string }).id).not.toBe((value as { purchaseId: string }).purchaseId);
  });

  it('rejects a name-fitting value that the limits do not allow, and one where the spec gives a value, format or pattern', () => {
    expect(response({ type: 'object', properties: { currency: { type: 'string', maxLength: 2 } } })).toEqual({ currency: 'ab' });
    expect(response({ type: 'object', properties: { currency: { type: 'string', example: 'GBP' } } })).toEqual({ currency: 'GBP' });
    expect(response({ type: 'object', properties: { currency: { type: 'string', enum: ['USD'] } } })).toEqual({ currency: 'USD' });
    expect(response({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } } })).toEqual({ id: '497f6eca-6276-4993-bfeb-53cbbbba6f08' });
    expect(response({ type: 'object', properties: { amount: { type: 'number', maximum: 5 } } })).toEqual({ amount: 5 });
  });

  it('accepts a parameter’s name for its value, and leaves example data as the spec wrote it', () => {
    expect(parameterExampleOf({ name: 'purchaseId', in: 'path', schema: { type: 'string' } }, document)).toMatch(/^[0-9a-f]{16}$/);
    expect(exampleOf({ type: 'string' }, document, { direction: 'request', name: 'currency' })).toBe('EUR');
    expect(response({ type: 'object', example: { type: 'string', name: 'x' } })).toEqual({ type: 'string', name: 'x' });
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

import { describe, expect, it } from 'vitest';
import { createSpecDocument } from './spec-document.js';

const openApi = createSpecDocument({
  openapi: '3.1.0',
  paths: { '/pets/{id}': { get: { operationId: 'getPet' } }, '/a~b': { post: { operationId: 'tilde' } } },
  components: { schemas: { Pet: { type: 'object' }, 'Pet/Owner': { type: 'string' }, 'Café Item': { type: 'integer' } } },
});

describe('createSpecDocument', () => {
  it('accepts an OpenAPI 3 document: named schemas come from components.schemas', () => {
    expect(openApi.swagger2).toBe(false);
    expect(Object.keys(openApi.schemas)).toEqual(['Pet', 'Pet/Owner', 'Café Item']);
  });

  it('accepts a Swagger 2.0 document: named schemas come from definitions', () => {
    const swagger = createSpecDocument({ swagger: '2.0', definitions: { Order: { type: 'object' } } });
    expect(swagger.swagger2).toBe(true);
    expect(swagger.schemaName('#/definitions/Order')).toBe('Order');
    expect(swagger.schemaName('#/components/schemas/Order')).toBeUndefined();
  });

  it('rejects a document without schemas: it has none rather than failing', () => {
    expect(createSpecDocument({ openapi: '3.0.3' }).schemas).toEqual({});
    expect(createSpecDocument({ swagger: '2.0' }).schemas).toEqual({});
  });
});

describe('resolve', () => {
  it('accepts a local JSON pointer, with ~1, ~0 and percent-escapes unescaped', () => {
    expect(openApi.resolve('#/components/schemas/Pet')).toEqual({ type: 'object' });
    expect(openApi.resolve('#/paths/~1pets~1%7Bid%7D/get')).toEqual({ operationId: 'getPet' });
    expect(openApi.resolve('#/paths/~1a~0b/post/operationId')).toBe('tilde');
    expect(openApi.resolve('#/components/schemas/Pet~1Owner')).toEqual({ type: 'string' });
  });

  it('rejects a pointer into another file, or to nothing', () => {
    expect(openApi.resolve('other.yaml#/components/schemas/Pet')).toBeUndefined();
    expect(openApi.resolve('#/components/schemas/Dog')).toBeUndefined();
    expect(openApi.resolve('#/components/schemas/Pet/type/deeper')).toBeUndefined();
  });
});

describe('schemaName', () => {
  it('accepts a $ref to a named schema, its name unescaped', () => {
    expect(openApi.schemaName('#/components/schemas/Pet')).toBe('Pet');
    expect(openApi.schemaName('#/components/schemas/Pet~1Owner')).toBe('Pet/Owner');
    expect(openApi.schemaName('#/components/schemas/Caf%C3%A9%20Item')).toBe('Café Item');
  });

  it('rejects a $ref to anything else: a schema that does not exist, a part of a schema, another section', () => {
    expect(openApi.schemaName('#/components/schemas/Dog')).toBeUndefined();
    expect(openApi.schemaName('#/components/schemas/toString')).toBeUndefined();
    expect(openApi.schemaName('#/components/parameters/Pet')).toBeUndefined();
    expect(openApi.schemaName('#/definitions/Pet')).toBeUndefined();
  });
});

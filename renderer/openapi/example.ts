/**
 * Example values generated from a schema, for request bodies and responses
 * that carry no example of their own: the schema's example, default, const or
 * first enum value where it has one, else a value of its type. Named schemas
 * met again inside themselves stop the walk (cycles), and depth is bounded.
 */
import type { JsonSchema, SpecDocument } from './spec-document.js';

const MAX_DEPTH = 6;

export interface ExampleOptions {
  /** A request leaves out read-only properties, a response write-only ones (the server never accepts, or never sends, them). */
  readonly direction: 'request' | 'response';
}

export function exampleOf(schema: JsonSchema | undefined, document: SpecDocument, { direction }: ExampleOptions = { direction: 'response' }): unknown {
  const left = direction === 'request' ? 'readOnly' : 'writeOnly';
  return exampleWithin(schema, { document, left }, new Set(), 0);
}

interface Walk {
  readonly document: SpecDocument;
  /** The flag that keeps a property out of this direction's examples. */
  readonly left: 'readOnly' | 'writeOnly';
}

function exampleWithin(schema: JsonSchema | undefined, walk: Walk, seen: ReadonlySet<string>, depth: number): unknown {
  const { document } = walk;
  if (schema === undefined || depth > MAX_DEPTH) return undefined;
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return undefined;
    return exampleWithin(document.resolve(schema.$ref) as JsonSchema | undefined, walk, new Set([...seen, schema.$ref]), depth + 1);
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => exampleWithin(part, walk, seen, depth + 1));
    return parts.every((part) => isPlainObject(part) || part === undefined)
      ? Object.assign({}, ...parts.filter(isPlainObject))
      : parts.find((part) => part !== undefined);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const variants = schema[key];
    if (Array.isArray(variants) && variants.length > 0) return exampleWithin(variants[0], walk, seen, depth + 1);
  }
  const type = primaryType(schema);
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (property[walk.left] === true) continue;
        const value = exampleWithin(property, walk, seen, depth + 1);
        if (value !== undefined) result[name] = value;
      }
      return result;
    }
    case 'array': {
      const item = exampleWithin(schema.items as JsonSchema | undefined, walk, seen, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'integer':
      return typeof schema.minimum === 'number' ? Math.ceil(schema.minimum) : 0;
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringExample(schema);
    default:
      return undefined;
  }
}

function stringExample(schema: JsonSchema): string {
  switch (schema.format) {
    case 'date-time':
      return '2024-01-31T12:00:00Z';
    case 'date':
      return '2024-01-31';
    case 'email':
      return 'user@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com';
    case 'uuid':
      return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    default: {
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
      return minLength > 6 ? 'x'.repeat(minLength) : 'string';
    }
  }
}

/** The first non-null type of a schema (3.1 type arrays, 3.0 and 2.0 single types), inferred from its keywords when absent. */
export function primaryType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const nonNull = types.find((type) => type !== 'null');
  if (nonNull !== undefined) return nonNull;
  if (types.length > 0) return types[0];
  if (schema.properties !== undefined || schema.additionalProperties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

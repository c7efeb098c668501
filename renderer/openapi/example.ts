/**
 * Example values: the one source of the values the reference shows in
 * example bodies, code samples and prefilled forms, so they always agree.
 * The spec's own examples win wherever it gives them (media type, parameter,
 * schema, property); the rest is generated from the schema by openapi-sampler,
 * the sampler Redoc uses: formats (uuid, date-time, email, uri…), enums,
 * defaults, limits, and readOnly/writeOnly properties left out of requests
 * and responses respectively; strings and amounts without an example get
 * values that fit their names and limits (realistic-values.ts) instead of the
 * sampler's placeholders. Deterministic: equal inputs give equal values.
 */
import { sample } from 'openapi-sampler';
import { realisticValue } from './realistic-values.js';
import type { JsonSchema, SpecDocument } from './spec-document.js';

export interface ExampleOptions {
  /** Requests leave out `readOnly` properties, responses `writeOnly` ones. */
  readonly direction: 'request' | 'response';
  /** What the schema is the value of (a parameter's name), for a value that fits it: `currency` → `EUR`. */
  readonly name?: string;
}

/** Deeper than any real payload; a schema that refers to itself stops where it is met again. */
const MAX_SAMPLE_DEPTH = 8;

/** The example value of a schema; undefined when there is no schema, or it says nothing of its values. */
export function exampleOf(schema: JsonSchema | undefined, document: SpecDocument, { direction, name }: ExampleOptions): unknown {
  if (schema === undefined) return undefined;
  const value = sample(
    forSampler(schema, name) as Parameters<typeof sample>[0],
    { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true, maxSampleDepth: MAX_SAMPLE_DEPTH },
    normalisedDocument(document),
  );
  // The sampler answers null for a schema with no type to go by; that is no example, unless null is what the schema allows.
  return value === null && !allowsOnlyNull(schema) ? undefined : value;
}

/** A parameter's example: its own `example`, else the first of its `examples`, else one from its schema (Swagger 2.0 keeps schema keywords on the parameter). */
export function parameterExampleOf(parameter: Readonly<Record<string, unknown>>, document: SpecDocument): unknown {
  const own = namedExamplesOf(parameter, document);
  if (own.length > 0) return own[0]!.value;
  const schema = (parameter.schema ?? (document.swagger2 ? parameter : undefined)) as JsonSchema | undefined;
  return exampleOf(schema, document, { direction: 'request', name: typeof parameter.name === 'string' ? parameter.name : undefined });
}

export interface NamedExample {
  /** The key in `examples`; `default` for a single `example`. */
  readonly name: string;
  readonly summary?: string;
  readonly description?: string;
  readonly value: unknown;
}

/**
 * The examples a media type or parameter object gives itself: `example`, or
 * every entry of `examples` (an Example Object, perhaps a `$ref` to one)
 * that has a value. External examples (`externalValue`) have none to show.
 */
export function namedExamplesOf(holder: Readonly<Record<string, unknown>>, document: SpecDocument): NamedExample[] {
  if (holder.example !== undefined) return [{ name: 'default', value: holder.example }];
  const examples = holder.examples;
  if (examples === null || typeof examples !== 'object' || Array.isArray(examples)) return [];
  return Object.entries(examples as Record<string, unknown>).flatMap(([name, entry]) => {
    const resolved = (isObject(entry) && typeof entry.$ref === 'string' ? document.resolve(entry.$ref) : entry) as Record<string, unknown> | undefined;
    if (!isObject(resolved) || resolved.value === undefined) return [];
    return [
      {
        name,
        summary: typeof resolved.summary === 'string' ? resolved.summary : undefined,
        description: typeof resolved.description === 'string' ? resolved.description : undefined,
        value: resolved.value,
      },
    ];
  });
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

function allowsOnlyNull(schema: JsonSchema): boolean {
  return schema.type === 'null' || schema.const === null || schema.example === null || schema.default === null;
}

const normalised = new WeakMap<Record<string, unknown>, Record<string, unknown>>();

/** The document as the sampler should read it (forSampler), made once per document. */
function normalisedDocument(document: SpecDocument): Record<string, unknown> {
  let copy = normalised.get(document.raw);
  if (copy === undefined) {
    copy = forSampler(document.raw) as Record<string, unknown>;
    normalised.set(document.raw, copy);
  }
  return copy;
}

/** Values a spec gives as they are (not schemas to walk into). */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * A copy of a schema (or document) with every type list's `null` moved last (the sampler samples a list's first
 * type, and `[null, string]` means a string here), and an `example` on each string or amount that would otherwise
 * get a placeholder, fitting its property's name (or `name`, the schema's own).
 */
function forSampler(value: unknown, name?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => forSampler(item));
  if (!isObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (DATA_KEYS.has(key)) copy[key] = entry;
    else if (key === 'type' && isTypeList(entry)) copy[key] = [...entry.filter((type) => type !== 'null'), 'null'];
    else if (key === 'properties' && isObject(entry))
      copy[key] = Object.fromEntries(Object.entries(entry).map(([property, schema]) => [property, forSampler(schema, property)]));
    else copy[key] = forSampler(entry);
  }
  const realistic = typeof copy.type === 'string' || Array.isArray(copy.type) ? realisticValue(copy as JsonSchema, name) : undefined;
  if (realistic !== undefined) copy.example = realistic;
  return copy;
}

const JSON_TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

/** A list of JSON types with null among them (not, say, example data under a property called `type`). */
function isTypeList(value: unknown): value is string[] {
  return Array.isArray(value) && value.includes('null') && value.every((type) => JSON_TYPES.has(type as string));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

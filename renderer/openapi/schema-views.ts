/**
 * JSON Schemas of a spec → the schema views the reference shows
 * (renderer/shared/api-reference.ts). Pure.
 *
 * A view is built for one direction: request trees leave out `readOnly`
 * properties and response trees `writeOnly` ones, as Redoc and Stoplight do;
 * the schemas section (no direction) shows both, marked. `allOf` is merged
 * into one property list, however it nests and whether its parts are named
 * schemas or not; `oneOf`/`anyOf` become variants to pick from; a named
 * schema used inside another stays a reference, opened in place on demand
 * from its own view, so the model never recurses.
 */
import type {
  ChoiceView,
  OperationView,
  DiscriminatorView,
  NamedSchemaView,
  PropertyView,
  SchemaDirection,
  SchemaFacts,
  SchemaView,
  VariantView,
} from '../shared/api-reference.js';
import { primaryType } from './example.js';
import type { MarkdownRenderer } from './markdown.js';
import type { JsonSchema, SpecDocument } from './spec-document.js';

export interface SchemaViews {
  /** A schema as shown where it is used: a named schema is a reference to its section, anything else is shown inline. */
  view(schema: JsonSchema | undefined, direction: SchemaDirection | undefined): SchemaView;
  /** A named schema for the schemas section, with the views request and response trees open in place when they differ. */
  named(name: string, anchor: string): NamedSchemaView;
}

export function createSchemaViews(document: SpecDocument, markdown: MarkdownRenderer, schemaAnchors: ReadonlyMap<string, string>): SchemaViews {
  const facts = (schema: JsonSchema, direction: SchemaDirection | undefined): SchemaFacts => {
    const listed = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type === undefined ? [] : [schema.type as string];
    const types = listed.filter((type) => type !== 'null');
    const nullable = schema.nullable === true || listed.includes('null');
    const type = types.length > 0 ? types.join(' | ') : listed.length > 0 ? 'null' : (primaryType(schema) ?? typeOfValues(schema));
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
    add('minProperties', schema.minProperties);
    add('maxProperties', schema.maxProperties);
    if (schema.additionalProperties === false) constraints.push('no other properties');
    // In a tree of one direction the other direction's properties are gone, and the rest need no mark.
    if (direction === undefined) {
      add('read-only', schema.readOnly);
      add('write-only', schema.writeOnly);
    }
    return {
      type,
      format: schema.format,
      descriptionHtml: markdown(schema.description ?? schema.title),
      enumValues: schema.enum?.filter((value) => value !== null).map(valueText),
      constValue: schema.const === undefined ? undefined : valueText(schema.const),
      defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default),
      constraints,
      nullable: nullable || undefined,
      deprecated: schema.deprecated === true || undefined,
    };
  };

  /** Whether a property is `readOnly`/`writeOnly`, on itself, on the named schema it refers to, or on a part of its allOf. */
  const marked = (schema: JsonSchema, flag: 'readOnly' | 'writeOnly', seen: ReadonlySet<string> = new Set()): boolean => {
    if (schema[flag] === true) return true;
    if (typeof schema.$ref === 'string') {
      if (seen.has(schema.$ref)) return false;
      const target = document.resolve(schema.$ref) as JsonSchema | undefined;
      return target !== undefined && marked(target, flag, new Set([...seen, schema.$ref]));
    }
    return (schema.allOf ?? []).some((part) => marked(part, flag, seen));
  };

  const build = (schema: JsonSchema | undefined, direction: SchemaDirection | undefined, inlineRefs: ReadonlySet<string>): SchemaView => {
    if (schema === undefined) return { kind: 'primitive', type: '', constraints: [] };
    if (typeof schema.$ref === 'string') {
      const name = document.schemaName(schema.$ref);
      // Siblings of $ref (3.1) such as a description describe the use, not the schema.
      const useFacts: SchemaFacts = {
        type: name ?? '',
        constraints: [],
        descriptionHtml: markdown(schema.description),
        deprecated: schema.deprecated === true || undefined,
      };
      if (name !== undefined) {
        // A named list of values (`PetStatus`) is read where it is used, in a parameter's row too: its values travel with the reference.
        const values = valuesOf(document.resolve(schema.$ref) as JsonSchema | undefined);
        return { ...useFacts, kind: 'ref', name, anchor: schemaAnchors.get(name)!, enumValues: values };
      }
      if (inlineRefs.has(schema.$ref)) return { kind: 'primitive', type: 'recursive', constraints: [] };
      return build(document.resolve(schema.$ref) as JsonSchema | undefined, direction, new Set([...inlineRefs, schema.$ref]));
    }
    if (Array.isArray(schema.allOf)) {
      const wrapped = singleNamedPart(schema);
      // `allOf: [$ref]` only gives a named schema a description (3.0 allows no siblings beside $ref): it is that schema.
      if (wrapped !== undefined) {
        const view = build(wrapped, direction, inlineRefs);
        const own = facts(schema, direction);
        return { ...view, descriptionHtml: own.descriptionHtml ?? view.descriptionHtml, deprecated: own.deprecated ?? view.deprecated };
      }
      return build(mergeAllOf(schema, document), direction, inlineRefs);
    }
    const common = facts(schema, direction);
    const choice = choiceOf(schema, direction, inlineRefs);
    if (choice === 'null-only') return { ...common, kind: 'primitive', type: 'null' };
    if (choice !== undefined && 'single' in choice) {
      // `oneOf: [X, {type: null}]` is how 3.1 says "X or null".
      const view = build(choice.single, direction, inlineRefs);
      return { ...view, nullable: true, descriptionHtml: common.descriptionHtml ?? view.descriptionHtml };
    }
    const type = primaryType(schema);
    if (type === 'object' || schema.properties !== undefined || schema.patternProperties !== undefined)
      return objectView(schema, direction, inlineRefs, choice);
    if (choice !== undefined) return { ...common, kind: 'choice', choice };
    if (type === 'array') {
      const items = Array.isArray(schema.items) ? schema.items[0] : (schema.items as JsonSchema | undefined);
      const itemsView = items === undefined ? undefined : build(items, direction, inlineRefs);
      return {
        ...common,
        kind: 'array',
        items: itemsView,
        itemEnumValues: itemsView?.enumValues ?? (itemsView?.constValue === undefined ? undefined : [itemsView.constValue]),
      };
    }
    return { ...common, kind: 'primitive' };
  };

  const choiceOf = (
    schema: JsonSchema,
    direction: SchemaDirection | undefined,
    inlineRefs: ReadonlySet<string>,
  ): ChoiceView | { single: JsonSchema } | 'null-only' | undefined => {
    const combinator = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
    if (combinator === undefined) return undefined;
    const all = schema[combinator]!;
    const isNull = (variant: JsonSchema) => variant.type === 'null' || (Array.isArray(variant.type) && variant.type.length === 1 && variant.type[0] === 'null');
    const variants = all.filter((variant) => !isNull(variant));
    if (variants.length === 0) return 'null-only';
    if (variants.length === 1 && variants.length < all.length) return { single: variants[0]! };
    const views: VariantView[] = variants.map((variant, index) => ({
      label: variantLabel(variant, index, document),
      schema: build(variant, direction, inlineRefs),
    }));
    return { combinator, variants: views, discriminator: discriminatorOf(schema, variants) };
  };

  const discriminatorOf = (schema: JsonSchema, variants: readonly JsonSchema[]): DiscriminatorView | undefined => {
    const discriminator = schema.discriminator;
    if (discriminator === undefined || typeof discriminator.propertyName !== 'string') return undefined;
    const mapping: Array<DiscriminatorView['mapping'][number]> = [];
    const mapped = new Set<string>();
    const entry = (value: string, name: string) => {
      mapped.add(name);
      mapping.push({ value, schema: name, anchor: schemaAnchors.get(name) });
    };
    for (const [value, target] of Object.entries(discriminator.mapping ?? {})) {
      // A mapping names a schema by $ref or, in 3.0, by its bare name.
      const name = document.schemaName(target) ?? (Object.hasOwn(document.schemas, target) ? target : undefined);
      if (name !== undefined) entry(value, name);
    }
    // Named variants the mapping leaves out are selected by their own name (OpenAPI 3, Discriminator Object).
    for (const variant of variants) {
      const name = typeof variant.$ref === 'string' ? document.schemaName(variant.$ref) : undefined;
      if (name !== undefined && !mapped.has(name)) entry(name, name);
    }
    return { propertyName: discriminator.propertyName, mapping };
  };

  const objectView = (
    schema: JsonSchema,
    direction: SchemaDirection | undefined,
    inlineRefs: ReadonlySet<string>,
    choice: ChoiceView | undefined,
  ): SchemaView & { kind: 'object' } => {
    const required = new Set(schema.required ?? []);
    const properties: PropertyView[] = Object.entries(schema.properties ?? {})
      .filter(([, property]) => !(direction === 'request' && marked(property, 'readOnly')) && !(direction === 'response' && marked(property, 'writeOnly')))
      .map(([name, property]) => ({ name, required: required.has(name), schema: build(property, direction, inlineRefs) }));
    const additional = schema.additionalProperties;
    const patterns = Object.entries(schema.patternProperties ?? {}).map(([pattern, property]) => ({ pattern, schema: build(property, direction, inlineRefs) }));
    return {
      ...facts(schema, direction),
      type: 'object',
      kind: 'object',
      properties,
      additionalProperties: additional === true ? true : typeof additional === 'object' ? build(additional, direction, inlineRefs) : undefined,
      patternProperties: patterns.length > 0 ? patterns : undefined,
      choice,
    };
  };

  return {
    view: (schema, direction) => build(schema, direction, new Set()),
    named(name, anchor) {
      const schema = document.schemas[name]!;
      const neutral = build(schema, undefined, new Set());
      const json = JSON.stringify(neutral);
      const directed = (direction: SchemaDirection) => {
        const view = build(schema, direction, new Set());
        return JSON.stringify(view) === json ? undefined : view;
      };
      return { name, anchor, schema: neutral, request: directed('request'), response: directed('response') };
    },
  };
}

/** A value as the page writes it: a string as it is, anything else as JSON. */
function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The type a schema that gives none has by its values: `const: cat` is a string. */
function typeOfValues(schema: JsonSchema): string {
  const values = schema.const !== undefined ? [schema.const] : (schema.enum ?? []).filter((value) => value !== null);
  const types = new Set(values.map((value) => (Number.isInteger(value) ? 'integer' : Array.isArray(value) ? 'array' : typeof value)));
  const [only] = types;
  return types.size === 1 && only !== 'undefined' ? only! : '';
}

/** The values a named schema is a list of (`enum`, or one `const`), if that is what it is. */
function valuesOf(schema: JsonSchema | undefined): readonly string[] | undefined {
  if (schema === undefined) return undefined;
  if (schema.enum !== undefined) return schema.enum.filter((value) => value !== null).map(valueText);
  return schema.const === undefined ? undefined : [valueText(schema.const)];
}

/** The named schema an `allOf` only wraps (`allOf: [$ref]`, perhaps with a description), if that is all it does. */
function singleNamedPart(schema: JsonSchema): JsonSchema | undefined {
  const [only, ...rest] = schema.allOf ?? [];
  if (only === undefined || rest.length > 0 || typeof only.$ref !== 'string') return undefined;
  const shaping = schema.properties !== undefined || schema.oneOf !== undefined || schema.anyOf !== undefined || schema.items !== undefined;
  return shaping ? undefined : only;
}

/**
 * One schema with the parts of its `allOf` merged in, as a value must meet
 * every part (JSON Schema 2020-12, 10.2.1.1): types and enums intersected,
 * the tighter of two bounds kept, required lists joined, a property named in
 * several parts merged from all of them (a part that adds `const: cat` keeps
 * the type and description another gave). Where parts describe the value
 * differently (description, title, format, default), the later, more
 * specific part wins, and the schema's own keywords over all. Parts that are
 * references are resolved, and nested allOfs flattened; a part met again
 * inside itself is left out.
 */
export function mergeAllOf(schema: JsonSchema, document: SpecDocument): JsonSchema {
  const parts = flattenAllOf(schema, document, new Set());
  return [...parts, { ...schema, allOf: undefined }].reduce<JsonSchema>((merged, part) => mergeSchemas(merged, part), {});
}

/** Keywords that describe the value: the later schema's replaces the earlier's. */
const DESCRIBING = [
  'title',
  'description',
  'format',
  'default',
  'example',
  'examples',
  'nullable',
  'pattern',
  'multipleOf',
  'oneOf',
  'anyOf',
  'discriminator',
] as const;
/** Keywords true when either schema says so. */
const FLAGS = ['deprecated', 'readOnly', 'writeOnly', 'uniqueItems'] as const;
const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
/** What a property merged with a named schema may add and still be that schema, described (3.1 allows siblings of `$ref`). */
const ANNOTATIONS = new Set(['title', 'description', 'deprecated', 'readOnly', 'writeOnly', 'default', 'example', 'examples']);

/** A schema whose values meet both `earlier` and `later`. */
function mergeSchemas(earlier: JsonSchema, later: JsonSchema): JsonSchema {
  if (typeof earlier.$ref === 'string' || typeof later.$ref === 'string') {
    const [named, other] = typeof later.$ref === 'string' ? [later, earlier] : [earlier, later];
    // Parts that both name the same schema (each part lists `status: PetStatus`) name it once.
    if (Object.keys(other).every((keyword) => ANNOTATIONS.has(keyword) || (keyword === '$ref' && other.$ref === named.$ref)))
      return { ...earlier, ...later, $ref: named.$ref };
    // A reference shaped further elsewhere is resolved where the allOf is built.
    return { allOf: [earlier, later] };
  }
  const merged: Record<string, unknown> = { ...earlier, ...later };
  for (const keyword of DESCRIBING) merged[keyword] = later[keyword] ?? earlier[keyword];
  for (const keyword of FLAGS) merged[keyword] = earlier[keyword] === true || later[keyword] === true ? true : (later[keyword] ?? earlier[keyword]);
  for (const keyword of LOWER_BOUNDS) merged[keyword] = bound(earlier[keyword], later[keyword], Math.max);
  for (const keyword of UPPER_BOUNDS) merged[keyword] = bound(earlier[keyword], later[keyword], Math.min);
  for (const [keyword, pick] of [
    ['exclusiveMinimum', Math.max],
    ['exclusiveMaximum', Math.min],
  ] as const) {
    const [a, b] = [earlier[keyword], later[keyword]];
    merged[keyword] = typeof a === 'number' && typeof b === 'number' ? pick(a, b) : (b ?? a);
  }
  merged.type = mergeTypes(earlier.type, later.type);
  merged.const = later.const !== undefined ? later.const : earlier.const;
  // A constant says more than a list of values it is one of.
  merged.enum = merged.const !== undefined ? undefined : intersect(earlier.enum, later.enum);
  const required = [...new Set([...(earlier.required ?? []), ...(later.required ?? [])])];
  merged.required = required.length > 0 ? required : undefined;
  merged.properties = mergeByName(earlier.properties, later.properties);
  merged.patternProperties = mergeByName(earlier.patternProperties, later.patternProperties);
  merged.items =
    earlier.items !== undefined && later.items !== undefined && !Array.isArray(earlier.items) && !Array.isArray(later.items)
      ? mergeSchemas(earlier.items as JsonSchema, later.items as JsonSchema)
      : (later.items ?? earlier.items);
  const [extraA, extraB] = [earlier.additionalProperties, later.additionalProperties];
  merged.additionalProperties =
    extraA === false || extraB === false
      ? false
      : typeof extraA === 'object' && typeof extraB === 'object'
        ? mergeSchemas(extraA, extraB)
        : typeof extraB === 'object' || extraA === undefined
          ? extraB
          : extraA;
  for (const keyword of Object.keys(merged)) if (merged[keyword] === undefined) delete merged[keyword];
  return merged as JsonSchema;
}

function bound(a: unknown, b: unknown, pick: (x: number, y: number) => number): unknown {
  return typeof a === 'number' && typeof b === 'number' ? pick(a, b) : (b ?? a);
}

/** The types both allow (an integer is a number); where they share none (a contradictory spec) the later's. */
function mergeTypes(a: JsonSchema['type'], b: JsonSchema['type']): JsonSchema['type'] {
  if (a === undefined || b === undefined) return b ?? a;
  const [listA, listB] = [typeof a === 'string' ? [a] : a, typeof b === 'string' ? [b] : b];
  const allows = (list: readonly string[], type: string) => list.includes(type) || (type === 'integer' && list.includes('number'));
  const both = [...new Set([...listA.filter((type) => allows(listB, type)), ...listB.filter((type) => allows(listA, type))])];
  if (both.length === 0) return b;
  return both.length === 1 ? both[0] : both;
}

function intersect(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): readonly unknown[] | undefined {
  if (a === undefined || b === undefined) return b ?? a;
  const inB = new Set(b.map((value) => JSON.stringify(value)));
  return a.filter((value) => inB.has(JSON.stringify(value)));
}

function mergeByName(
  a: Readonly<Record<string, JsonSchema>> | undefined,
  b: Readonly<Record<string, JsonSchema>> | undefined,
): Record<string, JsonSchema> | undefined {
  if (a === undefined || b === undefined) return b ?? a;
  const merged: Record<string, JsonSchema> = { ...a };
  for (const [name, schema] of Object.entries(b)) merged[name] = merged[name] === undefined ? schema : mergeSchemas(merged[name]!, schema);
  return merged;
}

function flattenAllOf(schema: JsonSchema, document: SpecDocument, seen: ReadonlySet<string>): JsonSchema[] {
  const parts: JsonSchema[] = [];
  for (const part of schema.allOf ?? []) {
    let resolved: JsonSchema | undefined = part;
    let within = seen;
    if (typeof part.$ref === 'string') {
      if (seen.has(part.$ref)) continue;
      within = new Set([...seen, part.$ref]);
      resolved = document.resolve(part.$ref) as JsonSchema | undefined;
    }
    if (resolved === undefined) continue;
    if (Array.isArray(resolved.allOf)) parts.push(...flattenAllOf(resolved, document, within), { ...resolved, allOf: undefined });
    else parts.push(resolved);
  }
  return parts;
}

function variantLabel(variant: JsonSchema, index: number, document: SpecDocument): string {
  const name = typeof variant.$ref === 'string' ? document.schemaName(variant.$ref) : undefined;
  if (name !== undefined) return name;
  if (typeof variant.title === 'string' && variant.title !== '') return variant.title;
  const type = primaryType(variant);
  return type === undefined ? `Variant ${index + 1}` : `${type} (${index + 1})`;
}

/**
 * The named schemas the operations' trees refer to, and those these refer to in turn, in the order of
 * `schemas`: what a page that shows only these operations needs to open its trees in place.
 */
export function usedSchemas(operations: readonly OperationView[], schemas: readonly NamedSchemaView[]): NamedSchemaView[] {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  const used = new Set<string>();
  const visit = (view: SchemaView | undefined): void => {
    if (view === undefined) return;
    switch (view.kind) {
      case 'ref': {
        const named = byName.get(view.name);
        if (named === undefined || used.has(view.name)) return;
        used.add(view.name);
        for (const directed of [named.schema, named.request, named.response]) visit(directed);
        return;
      }
      case 'object':
        for (const property of view.properties) visit(property.schema);
        if (view.additionalProperties !== true) visit(view.additionalProperties);
        for (const pattern of view.patternProperties ?? []) visit(pattern.schema);
        for (const variant of view.choice?.variants ?? []) visit(variant.schema);
        return;
      case 'choice':
        for (const variant of view.choice.variants) visit(variant.schema);
        return;
      case 'array':
        visit(view.items);
        return;
      default:
    }
  };
  for (const operation of operations) {
    for (const parameter of operation.parameters) visit(parameter.schema);
    for (const media of operation.requestBody?.content ?? []) visit(media.schema);
    for (const response of operation.responses) for (const media of response.content) visit(media.schema);
  }
  return schemas.filter((schema) => used.has(schema.name));
}

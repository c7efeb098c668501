/**
 * A parsed OpenAPI/Swagger document with internal `$ref` resolution. Loose
 * types on purpose: the document was validated by swagger-parser, but it may
 * be any of three versions written by anyone.
 */

/** The parts of a JSON Schema (OpenAPI 3.0/3.1 or Swagger 2.0 flavour) the reference reads. */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly patternProperties?: Readonly<Record<string, JsonSchema>>;
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly items?: JsonSchema | readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly example?: unknown;
  readonly examples?: unknown;
  readonly nullable?: boolean;
  readonly deprecated?: boolean;
  readonly readOnly?: boolean;
  readonly writeOnly?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number | boolean;
  readonly exclusiveMaximum?: number | boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly multipleOf?: number;
  readonly discriminator?: { readonly propertyName?: string; readonly mapping?: Readonly<Record<string, string>> };
}

export interface SpecDocument {
  readonly raw: Record<string, unknown>;
  /** Swagger 2.0 rather than OpenAPI 3.x. */
  readonly swagger2: boolean;
  /** The object a local `$ref` (`#/components/schemas/Customer`) points to. */
  resolve(ref: string): unknown;
  /** The name of a component schema a `$ref` points to, if it is one. */
  schemaName(ref: string): string | undefined;
  /** Named schemas: components.schemas (3.x) or definitions (2.0). */
  readonly schemas: Readonly<Record<string, JsonSchema>>;
}

export function createSpecDocument(raw: Record<string, unknown>): SpecDocument {
  const swagger2 = typeof raw.swagger === 'string';
  const schemaPrefix = swagger2 ? '#/definitions/' : '#/components/schemas/';
  const schemas = ((swagger2 ? raw.definitions : (raw.components as Record<string, unknown> | undefined)?.schemas) ?? {}) as Record<string, JsonSchema>;
  return {
    raw,
    swagger2,
    schemas,
    resolve(ref) {
      if (!ref.startsWith('#')) return undefined;
      let node: unknown = raw;
      for (const token of ref.slice(1).split('/').slice(1)) {
        const key = decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
        if (typeof node !== 'object' || node === null) return undefined;
        node = (node as Record<string, unknown>)[key];
      }
      return node;
    },
    schemaName(ref) {
      if (!ref.startsWith(schemaPrefix)) return undefined;
      const name = decodeURIComponent(ref.slice(schemaPrefix.length)).replaceAll('~1', '/').replaceAll('~0', '~');
      return Object.hasOwn(schemas, name) ? name : undefined;
    },
  };
}

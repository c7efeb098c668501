/**
 * Path items, wherever a spec has them (`paths`, `webhooks`, an operation's
 * `callbacks`): the operations they hold, in the order a reference lists
 * them. Pure.
 */
import type { SpecDocument } from './spec-document.js';

type Json = Record<string, unknown>;

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The path item `value` is, following its `$ref`; undefined when it is none. */
export function pathItemOf(value: unknown, document: SpecDocument): Json | undefined {
  const item =
    typeof value === 'object' && value !== null && typeof (value as Json).$ref === 'string' ? document.resolve((value as Json).$ref as string) : value;
  return typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Json) : undefined;
}

/** Each operation of a path item with its lower-case method. */
export function operationsOf(pathItem: Json): Array<{ readonly method: string; readonly operation: Json }> {
  return OPERATION_METHODS.flatMap((method) => {
    const operation = pathItem[method];
    return typeof operation === 'object' && operation !== null ? [{ method, operation: operation as Json }] : [];
  });
}

/**
 * Values for the strings and amounts a spec gives no example for, fitting
 * what they are named: a `currency` is `EUR`, a `purchaseId` an id, a
 * `country_code` `DE`, an `amount` `9.99`; any other string too short or too
 * long for the sampler's `string` gets letters of a length its limits allow,
 * never a cut placeholder (`stri`). Formats (date, date-time, uuid, email,
 * uri…) and patterns are left to the sampler, which has values for them.
 * Deterministic: a name always gets the same value. Pure.
 */
import { digestOf } from '../fs/digest.js';
import type { JsonSchema } from './spec-document.js';

/** By the name's last words, read alike in snake, kebab and camel case (`purchaseId`, `purchase_id`: `purchase id`). */
const BY_NAME: ReadonlyArray<readonly [RegExp, (words: string) => string]> = [
  [/\bcurrency$/, () => 'EUR'],
  [/\bcountry( code)?$/, () => 'DE'],
  [/\b(language|locale|lang)$/, () => 'en'],
  [/\be?mail$/, () => 'jane.doe@example.com'],
  [/\b(url|uri|href|link)$/, () => 'https://www.example.com/'],
  [/\bphone( number)?$/, () => '+44 20 7946 0958'],
  [/\b(at|date)$/, () => '2024-05-17T09:30:00Z'],
  [/\bid$/, idLike],
  [/\bcoupon code$/, () => 'SPRING25'],
  [/\bsku code$/, () => 'SKU-1001'],
];

const AMOUNT = /\b(amount|price|total|funds)$/;

/**
 * An example for a schema the sampler would give a placeholder for, from its name when it has one; undefined
 * when the schema has a value of its own (example, enum, const, default), a format or pattern the sampler
 * knows, or the sampler's own value would do.
 */
export function realisticValue(schema: JsonSchema, name: string | undefined): string | number | undefined {
  if (schema.$ref !== undefined || hasOwnValue(schema)) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const key = name === undefined ? undefined : wordsOf(name);
  if (types.includes('number') && key !== undefined && AMOUNT.test(key)) return amountWithin(schema);
  if (!types.includes('string') || schema.format !== undefined || schema.pattern !== undefined) return undefined;
  const named = key === undefined ? undefined : BY_NAME.find(([pattern]) => pattern.test(key))?.[1](key);
  if (named !== undefined && fits(named, schema)) return named;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  // The sampler's `string` fits: keep it, as readers know it.
  if (min <= 6 && max >= 6) return undefined;
  return 'abcdefghijklmnopqrstuvwxyz'.repeat(Math.ceil(min / 26) + 1).slice(0, Math.max(min, Math.min(max, 6)));
}

function wordsOf(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');
}

function hasOwnValue(schema: JsonSchema): boolean {
  return (
    schema.example !== undefined || schema.examples !== undefined || schema.enum !== undefined || schema.const !== undefined || schema.default !== undefined
  );
}

function fits(value: string, schema: JsonSchema): boolean {
  return (
    (typeof schema.minLength !== 'number' || value.length >= schema.minLength) && (typeof schema.maxLength !== 'number' || value.length <= schema.maxLength)
  );
}

function amountWithin(schema: JsonSchema): number {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : Number.NEGATIVE_INFINITY;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(9.99, minimum), maximum);
}

/** An id that reads as one: 16 hex digits of the name's digest, the same for the same name. */
function idLike(name: string): string {
  return digestOf(name).slice(0, 16);
}

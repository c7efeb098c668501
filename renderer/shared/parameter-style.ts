/**
 * A parameter's value as a request carries it, by the parameter's `style`
 * and `explode` (OpenAPI 3.x, "Style Values"): path parameters `simple`,
 * `label` or `matrix`, headers `simple`, query parameters `form`,
 * `spaceDelimited`, `pipeDelimited` or `deepObject`, cookies `form`. The code
 * samples and the Try it console both send what this gives, so they agree.
 * Pure.
 */

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterStyle {
  readonly name: string;
  readonly in: ParameterLocation;
  /** As the spec gives it; undefined for the location's default (`simple` for path and header, `form` for query and cookie). */
  readonly style?: string;
  /** As the spec gives it; undefined for the default (true for `form`, false for the others). */
  readonly explode?: boolean;
}

export type NameValue = readonly [name: string, value: string];

/** Swagger 2.0's `collectionFormat`s as the OpenAPI 3 style and explode that send the same thing (`tsv` has no style of its own). */
export function styleOfCollectionFormat(format: unknown): Pick<ParameterStyle, 'style' | 'explode'> {
  switch (format) {
    case 'multi':
      return { style: 'form', explode: true };
    case 'ssv':
      return { style: 'spaceDelimited', explode: false };
    case 'pipes':
      return { style: 'pipeDelimited', explode: false };
    case 'tsv':
      return { style: 'tabDelimited', explode: false };
    default:
      return { explode: false };
  }
}

export function styleOf(parameter: Pick<ParameterStyle, 'in' | 'style'>): string {
  return parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple');
}

export function explodes(parameter: Pick<ParameterStyle, 'in' | 'style' | 'explode'>): boolean {
  return parameter.explode ?? styleOf(parameter) === 'form';
}

type Encode = (text: string) => string;
const asIs: Encode = (text) => text;

const DELIMITERS: Readonly<Record<string, string>> = { spaceDelimited: ' ', pipeDelimited: '|', tabDelimited: '\t' };

/**
 * A path or header parameter's text: `simple` (`blue,black`; an object `R,100,G,200`, exploded `R=100,G=200`),
 * `label` (`.blue.black` exploded, else `.blue,black`) or `matrix` (`;color=blue;color=black` exploded, else
 * `;color=blue,black`). `encode` is applied to each name and value, never to the delimiters: a path's
 * `encodeURIComponent`.
 */
export function styledText(parameter: ParameterStyle, value: unknown, encode: Encode = asIs): string {
  const style = styleOf(parameter);
  const explode = explodes(parameter);
  const name = encode(parameter.name);
  const entries = entriesOf(value, encode);
  if (style === 'matrix') {
    if (entries.kind === 'scalar') return entries.text === '' ? `;${name}` : `;${name}=${entries.text}`;
    if (!explode) return `;${name}=${flat(entries).join(',')}`;
    if (entries.kind === 'array') return entries.items.map((item) => `;${name}=${item}`).join('');
    return entries.pairs.map(([key, item]) => `;${key}=${item}`).join('');
  }
  const prefix = style === 'label' ? '.' : '';
  const separator = style === 'label' && explode ? '.' : ',';
  if (entries.kind === 'scalar') return `${prefix}${entries.text}`;
  if (entries.kind === 'array') return `${prefix}${entries.items.join(separator)}`;
  return `${prefix}${explode ? entries.pairs.map(([key, item]) => `${key}=${item}`).join(separator) : flat(entries).join(',')}`;
}

/**
 * A query or cookie parameter as name-value pairs: `form` (`color=blue&color=black` exploded, the default, else
 * `color=blue,black`; an exploded object is one pair per property, `R=100&G=200`), `spaceDelimited` and
 * `pipeDelimited` (`color=blue black`, `color=blue|black`) and `deepObject` (`color[R]=100&color[G]=200`).
 * `encode` is applied to each name and value, never to the delimiters: a cookie's `encodeURIComponent`
 * (a query is encoded whole by whoever builds the URL, so it passes them as they are).
 */
export function styledPairs(parameter: ParameterStyle, value: unknown, encode: Encode = asIs): NameValue[] {
  const style = styleOf(parameter);
  const explode = explodes(parameter);
  const name = encode(parameter.name);
  const entries = entriesOf(value, encode);
  if (entries.kind === 'scalar') return [[name, entries.text]];
  if (style === 'deepObject') {
    const pairs = entries.kind === 'object' ? entries.pairs : entries.items.map((item, index): NameValue => [String(index), item]);
    return pairs.map(([key, item]) => [`${name}[${key}]`, item]);
  }
  // Exploded, every delimited style sends what `form` sends (the spec defines them unexploded only).
  if (explode) return entries.kind === 'array' ? entries.items.map((item) => [name, item]) : entries.pairs.map(([key, item]) => [key, item]);
  return [[name, flat(entries).join(DELIMITERS[style] ?? ',')]];
}

type Entries =
  | { readonly kind: 'scalar'; readonly text: string }
  | { readonly kind: 'array'; readonly items: readonly string[] }
  | { readonly kind: 'object'; readonly pairs: readonly NameValue[] };

function entriesOf(value: unknown, encode: Encode): Entries {
  if (Array.isArray(value)) return { kind: 'array', items: value.map((item) => encode(scalar(item))) };
  if (typeof value === 'object' && value !== null)
    return { kind: 'object', pairs: Object.entries(value).map(([key, item]): NameValue => [encode(key), encode(scalar(item))]) };
  return { kind: 'scalar', text: encode(scalar(value)) };
}

/** An array's items, or an object's keys and values in turn (`R,100,G,200`). */
function flat(entries: Exclude<Entries, { kind: 'scalar' }>): string[] {
  return entries.kind === 'array' ? [...entries.items] : entries.pairs.flat();
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

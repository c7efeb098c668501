/**
 * The pieces every input's schema is written with (the config, sidebars
 * files, front matter, `_category_` files): valibot schemas whose problems
 * read as docs-gen's messages.
 *
 * An issue's message is a predicate, `must be a string, got number`: where
 * the schema runs it does not know the field's path, so
 * `describeProblems` (schema-problems.ts) puts the field's name in front of
 * it once the path is known.
 *
 * Objects are strict: every key they do not know is reported (valibot's
 * strictObject stops at the first), with the known key closest to it.
 */
import * as v from 'valibot';

/** How a value the reader wrote is named after "got": `number`, `"left"`. */
type Describe = (value: unknown) => string;

/** `string`, `number`, `array`, `null`: what went wrong is the kind of value. */
function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** `"left"`, `2`: the kind is right, the value is not. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return describeKind(value);
}

export function quote(text: string): string {
  return JSON.stringify(text);
}

/** `one of "left", "right"`, or `"link"` when there is only one. */
function describeOneOf(values: readonly string[]): string {
  return values.length === 1 ? quote(values[0]!) : `one of ${values.map(quote).join(', ')}`;
}

/**
 * The message of a field that is not what `expected` says. A missing field
 * reaches its schema as undefined (an explicit undefined means "use the
 * default", so only a required field sees it).
 */
export function expecting(expected: string, describe: Describe = describeKind): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => (issue.input === undefined ? `is required and must be ${expected}` : `must be ${expected}, got ${describe(issue.input)}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------
// Values

export function text() {
  return v.string(expecting('a string'));
}

export function nonEmptyText() {
  const expected = 'a non-empty string';
  return v.pipe(
    v.string(expecting(expected)),
    v.check((value) => value.trim() !== '', expecting(expected, describeValue)),
  );
}

export function flag() {
  return v.boolean(expecting('a boolean'));
}

export function integer(min: number, max: number) {
  const expected = `an integer from ${min} to ${max}`;
  return v.pipe(
    v.number(expecting(expected)),
    v.check((value) => Number.isInteger(value) && value >= min && value <= max, expecting(expected, describeValue)),
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return v.picklist(values, expecting(describeOneOf(values), describeValue));
}

export function list<const S extends v.GenericSchema>(item: S) {
  return v.array(item, expecting('an array'));
}

/** A unified plugin as a config gives it: the plugin (a function), or `[plugin, options]`. */
export type MarkdownPlugin = ((...args: never[]) => unknown) | readonly [(...args: never[]) => unknown, unknown?];

export function markdownPlugin() {
  const isPlugin = (value: unknown): value is MarkdownPlugin =>
    typeof value === 'function' || (Array.isArray(value) && (value.length === 1 || value.length === 2) && typeof value[0] === 'function');
  return v.custom<MarkdownPlugin>(isPlugin, expecting('a plugin (a function, imported in the config) or [plugin, options]', describeValue));
}

/** Never a value: the message of a value of the wrong kind, where several kinds are accepted. */
function notA(expected: string) {
  return v.never(expecting(expected));
}

// ---------------------------------------------------------------------------
// Objects

/**
 * An object with keys of the reader's choosing (sidebar ids, locales), each
 * value checked by `entry`.
 */
export function record<const S extends v.GenericSchema>(entry: S) {
  const shape = v.record(v.string(), entry);
  // valibot's record takes an array for an object; a reader who wrote one meant something else.
  return v.lazy((input) => (isPlainObject(input) ? shape : notA('an object')));
}

/** What a check of an object's fields found: a message about the object, or about one of its fields (`at`). */
export interface Finding {
  readonly message: string;
  /** The field's keys below the object: `['localeConfigs', 'es']`. */
  readonly at?: FieldKeys;
}

/**
 * An object with known fields; every other key is reported, with a
 * did-you-mean. `check` holds the rules between its fields; it runs only once
 * the object has no other problem, so it can trust the fields' types and one
 * mistake is not reported twice.
 */
export function object<const E extends v.ObjectEntries>(entries: E, check?: (value: v.InferOutput<v.ObjectSchema<E, undefined>>) => readonly Finding[]) {
  const shape = v.object(entries, describeMissingField(entries));
  type Output = v.InferOutput<typeof shape>;
  const known = Object.keys(entries);
  const rules = check === undefined ? [] : [checkFields<Output>(check)];
  // Made for each value: the unknown keys are those of the value as written, which valibot's output leaves out.
  return v.lazy((input) => (isPlainObject(input) ? v.pipe(shape, reportUnknownKeys<Output>(input, known), ...rules) : notA('an object')));
}

/** Objects told apart by their `type` field; `fallback` is the type of one without it. */
export function byType<const V extends Readonly<Record<string, v.GenericSchema>>>(variants: V, fallback?: keyof V & string) {
  const describeType = expecting(describeOneOf(Object.keys(variants)), describeValue);
  return v.lazy((input) => {
    if (!isPlainObject(input)) return notA('an object');
    const type = input.type === undefined ? fallback : input.type;
    // One message about the type, rather than one for each field the other types do not know.
    if (typeof type !== 'string' || !Object.hasOwn(variants, type)) return reportField(input, ['type'], describeType);
    return variants[type as keyof V]!;
  });
}

/** A string or an object, each with its own schema (a sidebar item: a doc id or an item object). */
export function stringOrObject<const S extends v.GenericSchema, const O extends v.GenericSchema>(ifString: S, ifObject: O) {
  return v.lazy((input) => {
    if (typeof input === 'string') return ifString;
    return isPlainObject(input) ? ifObject : notA('a string or an object');
  });
}

/** `false`, for a feature turned off, or an object of its settings checked by `ifObject` (`search: false`, `search: { … }`). */
export function falseOrObject<const O extends v.GenericSchema>(ifObject: O) {
  return v.lazy((input) => (input === false ? v.literal(false) : isPlainObject(input) ? ifObject : notA('false or an object')));
}

/** An object that has `key` is checked by `withKey`, any other value by `without` (footer items: `{ html }` or a link). */
export function byKey<const W extends v.GenericSchema, const O extends v.GenericSchema>(key: string, withKey: W, without: O) {
  return v.lazy((input) => (isPlainObject(input) && Object.hasOwn(input, key) ? withKey : without));
}

/** Extra rules on a value whose type is already right: the message when it breaks one, else undefined. */
export function refine<T>(test: (value: T) => string | undefined) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues !== undefined) return;
    const message = test(dataset.value);
    if (message !== undefined) addIssue({ message });
  });
}

function checkFields<T extends Record<string, unknown>>(check: (value: T) => readonly Finding[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues !== undefined) return;
    for (const { message, at } of check(dataset.value)) addIssue({ message, ...(at && { path: pathTo(dataset.value, at) }) });
  });
}

/** A field that is missing reaches the object, not the field's schema: the field's schema still says what it expects. */
function describeMissingField(entries: v.ObjectEntries): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    return (field && v.safeParse(field, undefined).issues?.[0].message) ?? 'is required';
  };
}

/**
 * One issue per key the object does not know, on the key itself (valibot's
 * `origin: 'key'`). Its message is a predicate of the object (`accepts a, b`),
 * and `expected` holds the known key it was probably meant to be, if any.
 */
function reportUnknownKeys<T>(input: Record<string, unknown>, known: readonly string[]) {
  return v.rawCheck<T>(({ addIssue }) => {
    for (const key of Object.keys(input)) {
      if (known.includes(key)) continue;
      addIssue({
        message: `accepts ${known.join(', ')}`,
        expected: suggestKey(key, known),
        path: [{ type: 'object', origin: 'key', input, key, value: input[key] }],
      });
    }
  });
}

/** Reports the field of `input` at `keys` with `message`, and yields nothing. */
function reportField(input: Record<string, unknown>, keys: FieldKeys, message: (issue: v.BaseIssue<unknown>) => string) {
  const path = pathTo(input, keys);
  // custom<never> always passes: the check after it reports the field, so the schema never yields a value.
  return v.pipe(
    v.custom<never>(() => true),
    v.rawCheck(({ addIssue }) => addIssue({ input: path.at(-1)!.value, message, path })),
  );
}

/** The keys of a field below an object: `['localeConfigs', 'es']`. */
type FieldKeys = readonly [string, ...string[]];

/** valibot's path of the field at `keys` below `input`. */
function pathTo(input: Record<string, unknown>, [key, ...below]: FieldKeys): [v.ObjectPathItem, ...v.ObjectPathItem[]] {
  const value = input[key];
  const item: v.ObjectPathItem = { type: 'object', origin: 'value', input, key, value };
  const [next, ...rest] = below;
  return next === undefined ? [item] : [item, ...pathTo(isPlainObject(value) ? value : {}, [next, ...rest])];
}

/** The known key closest to a mistyped one, if it is close enough to be a typo. */
function suggestKey(key: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(key.length / 3));
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = measureEditDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

/** Optimal string alignment distance: Levenshtein plus swaps of two neighbours, the commonest typo (`itmes`). */
function measureEditDistance(a: string, b: string): number {
  // rows[i][j] is the distance between the first i characters of a and the first j of b.
  const rows: number[][] = [];
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [];
    rows.push(row);
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        row.push(i + j);
        continue;
      }
      const substitution = at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const swap = a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? at(i - 2, j - 2) + 1 : Number.POSITIVE_INFINITY;
      row.push(Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, substitution, swap));
    }
  }
  return at(a.length, b.length);
}

/**
 * YAML as docs-gen reads it everywhere (front matter, `_category_` files,
 * OpenAPI specs): with the `yaml` package, in time that grows with the size
 * of the text whatever the text holds, and with every problem at a line and
 * column. What the package does not bound on its own is bounded here:
 *
 * - nesting: the package composes nodes recursively, and a few thousand `[`
 *   overflow the stack (at worst inside a regular expression, which kills the
 *   process); the depth is measured on the package's token tree first, which
 *   it builds without recursion;
 * - duplicate keys: the package's own check (`uniqueKeys`) compares every key
 *   of a mapping with every other; it is turned off and done here with a Set;
 * - aliases: the package caps how far one anchor expands (`maxAliasCount`,
 *   which stops "billion laughs"), but finds each alias's anchor by scanning
 *   every anchor and alias before it, so their number is capped too.
 */
import { Composer, isMap, isNode, isScalar, isSeq, LineCounter, Parser, visit, type CST, type Document, type Node as YamlNode } from 'yaml';

/** Levels of nested mappings and sequences; specs nest a few dozen deep, and the package's composer copes with several hundred. */
export const MAX_YAML_DEPTH = 200;
/** Keys of all mappings together in a file that holds a few settings: front matter, a `_category_` file. */
export const MAX_SETTINGS_KEYS = 1000;
/** Aliases (`*name`) in one file. 1,000 cost the package's anchor lookups a few milliseconds; 50,000 cost half a minute. */
export const MAX_YAML_ALIASES = 1000;
/** How often one anchor may be copied, counting copies made through nested aliases (the package's `maxAliasCount`). */
export const MAX_YAML_ALIAS_EXPANSION = 1000;

/** A problem at a 1-based line and column of the text. */
export interface YamlProblem {
  /** `invalid`: the text is not valid YAML (syntax, a duplicate key, an alias to nothing); `limit`: valid, but beyond a limit above. */
  readonly kind: 'invalid' | 'limit';
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

export type YamlReadResult =
  | {
      readonly ok: true;
      /** The plain JavaScript value (mappings are objects). */
      readonly value: unknown;
      /** The parsed document, for the positions of its nodes. */
      readonly document: Document.Parsed;
      /** 1-based line (of the file, counting from `firstLine`) and column of an offset into the text. */
      readonly positionOf: (offset: number) => { readonly line: number; readonly column: number };
    }
  | { readonly ok: false; readonly problems: readonly YamlProblem[] };

/** One bad file reports this many problems at most, so a generated file full of one mistake stays readable. */
const MAX_PROBLEMS = 10;

/**
 * Parses one YAML document. `maxKeys` caps the keys of all its mappings
 * together, for files that hold a handful of settings (front matter,
 * `_category_` files) and should not take a second to parse. `firstLine` is
 * the line of the file where the text starts (front matter starts on line 2),
 * so that every line reported is a line of the file.
 */
export function readYaml(text: string, { maxKeys = Number.POSITIVE_INFINITY, firstLine = 1 }: { maxKeys?: number; firstLine?: number } = {}): YamlReadResult {
  const lineCounter = new LineCounter();
  const positionOf = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + firstLine - 1, column: col };
  };
  const problemAt = (offset: number, message: string, kind: YamlProblem['kind'] = 'invalid'): YamlProblem => ({ kind, message, ...positionOf(offset) });
  const fail = (problems: YamlProblem[]): YamlReadResult => ({ ok: false, problems: problems.slice(0, MAX_PROBLEMS) });

  const tokens = Array.from(new Parser(lineCounter.addNewLine).parse(text));
  const tooDeep = findTooDeep(tokens);
  if (tooDeep !== undefined) {
    return fail([problemAt(tooDeep, `Nested more than ${MAX_YAML_DEPTH} levels deep; flatten the structure`, 'limit')]);
  }

  const documents = new Composer({ uniqueKeys: false }).compose(tokens, true, text.length);
  const document = documents.next().value as Document.Parsed;
  const second = documents.next().value as Document.Parsed | undefined;
  if (second !== undefined) return fail([problemAt(second.range[0], 'A second YAML document starts here; the file must hold one (remove the `---` line)')]);
  if (document.errors.length > 0) return fail(document.errors.map((error) => problemAt(error.pos[0], firstLineOf(error.message))));

  const structural = checkKeysAndAliases(document, maxKeys, positionOf);
  if (structural.length > 0) return fail(structural);

  try {
    return { ok: true, value: document.toJS({ maxAliasCount: MAX_YAML_ALIAS_EXPANSION }), document, positionOf };
  } catch (error) {
    // The package throws a ReferenceError, without a position, for an alias that expands too far or names no anchor.
    if (!(error instanceof ReferenceError)) throw error;
    const offset = findFailingNode(document, document.contents)?.range?.[0] ?? 0;
    if (!/^Excessive alias count/.test(error.message)) return fail([problemAt(offset, firstLineOf(error.message))]);
    const message = `Aliases here expand into more than ${MAX_YAML_ALIAS_EXPANSION} copies of one value (nested aliases multiply); write the values out, or nest fewer aliases`;
    return fail([problemAt(offset, message, 'limit')]);
  }
}

/** The offset of the first collection nested deeper than the limit, walking the token tree without recursion. */
function findTooDeep(tokens: readonly CST.Token[]): number | undefined {
  const stack: Array<{ token: CST.Token; depth: number }> = tokens.map((token) => ({ token, depth: 0 }));
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const { token, depth } = entry;
    if (token.type === 'document' && token.value) stack.push({ token: token.value, depth });
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    if (depth >= MAX_YAML_DEPTH) return token.offset;
    for (const item of token.items as CST.CollectionItem[]) {
      if (item.key) stack.push({ token: item.key, depth: depth + 1 });
      if (item.value) stack.push({ token: item.value, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Duplicate keys in a mapping, keys beyond `maxKeys` in the whole document, aliases beyond the limit: one linear walk. */
function checkKeysAndAliases(document: Document.Parsed, maxKeys: number, positionOf: (offset: number) => { line: number; column: number }): YamlProblem[] {
  const problemAt = (offset: number, message: string, kind: YamlProblem['kind']): YamlProblem => ({ kind, message, ...positionOf(offset) });
  const problems: YamlProblem[] = [];
  let keys = 0;
  let aliases = 0;
  visit(document, {
    Map(_, map) {
      const firstLines = new Map<string, number>();
      for (const pair of map.items) {
        const offset = (isNode(pair.key) ? pair.key.range?.[0] : undefined) ?? map.range?.[0] ?? 0;
        if (++keys > maxKeys) {
          problems.push(problemAt(offset, `More than ${maxKeys} keys; this kind of file holds a few settings`, 'limit'));
          return visit.BREAK;
        }
        // Keys that are not plain values (a mapping as a key) are rare enough not to compare.
        if (!isScalar(pair.key)) continue;
        const name = String(pair.key.value);
        const first = firstLines.get(name);
        if (first === undefined) firstLines.set(name, positionOf(offset).line);
        else problems.push(problemAt(offset, `Duplicate key "${name}" (first at line ${first}); keep one`, 'invalid'));
      }
      return problems.length >= MAX_PROBLEMS ? visit.BREAK : undefined;
    },
    Alias(_, alias) {
      if (++aliases <= MAX_YAML_ALIASES) return undefined;
      problems.push(problemAt(alias.range?.[0] ?? 0, `More than ${MAX_YAML_ALIASES} aliases (*name) in one file; write some values out`, 'limit'));
      return visit.BREAK;
    },
  });
  return problems;
}

/**
 * The innermost node whose conversion fails on its own, found by converting
 * children one at a time (each attempt stops at the alias limit, so this is
 * quick). A node whose children all convert fails through their sum: it is
 * the place to report.
 */
function findFailingNode(document: Document.Parsed, start: unknown): YamlNode | undefined {
  let current = isNode(start) ? start : undefined;
  descend: while (current !== undefined) {
    const children: unknown[] = isMap(current) ? current.items.flatMap((pair) => [pair.key, pair.value]) : isSeq(current) ? current.items : [];
    for (const child of children) {
      if (isNode(child) && failsToConvert(document, child)) {
        current = child;
        continue descend;
      }
    }
    return current;
  }
  return undefined;
}

function failsToConvert(document: Document.Parsed, node: YamlNode): boolean {
  try {
    node.toJS(document, { maxAliasCount: MAX_YAML_ALIAS_EXPANSION });
    return false;
  } catch (error) {
    if (error instanceof ReferenceError) return true;
    throw error;
  }
}

/** A value read from YAML as a reader would call it after "got": `string "abc"`, `number 3`, `a list`, `a mapping`. */
export function describeYamlValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) return describeNonFiniteNumber(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** YAML's `.inf`, `-.inf` and `.nan` are numbers to JavaScript too, but no setting can use them: say so. */
function describeNonFiniteNumber(value: number): string {
  return Number.isNaN(value) ? '.nan: NaN is not allowed' : `${value < 0 ? '-' : ''}.inf: infinity is not allowed`;
}

/** The package's message without the position it appends when errors are prettified. */
function firstLineOf(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * The offset where the field at `path` (`['link', 'id']`) is written in a
 * parsed document: its key in a mapping, its item in a list. A field that is
 * not written is placed where the deepest field on its path that is.
 */
export function locateYamlField(document: Document.Parsed, path: readonly (string | number)[]): number {
  let node: unknown = document.contents;
  let offset = 0;
  for (const step of path) {
    const pair = isMap(node) ? node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(step)) : undefined;
    const item = isSeq(node) && typeof step === 'number' ? node.items[step] : undefined;
    const written = pair?.key ?? item;
    if (!isNode(written) || written.range === undefined || written.range === null) break;
    offset = written.range[0];
    node = pair === undefined ? item : pair.value;
  }
  return offset;
}

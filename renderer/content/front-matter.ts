/**
 * Doc front matter: parse the YAML block and check the fields docs-gen reads
 * against their schema (front-matter-schema.ts). Unknown keys are kept and
 * ignored, as other tools put their own keys there.
 *
 * Nearly every doc's front matter is a few `key: value` lines. Those are read
 * with js-yaml, whose parse takes a fifth of the `yaml` package's (which
 * gives every node's position, and so every problem's): a tenth of a cold
 * build's parsing went to front matter. Anything else is read with the
 * `yaml` package, and both are checked field by field in the same way.
 */
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import * as v from 'valibot';
import { isMap, isScalar, type Node as YamlNode, type Pair } from 'yaml';
import type { Diagnostic } from '../diagnostics/types.js';
import { frontMatterSchema, UNSUPPORTED_DOCUSAURUS_FIELDS } from './front-matter-schema.js';
import { MAX_SETTINGS_KEYS, readYaml, type YamlProblem } from './read-yaml.js';

export type FrontMatter = Readonly<v.InferOutput<typeof frontMatterSchema>>;

type FrontMatterField = keyof typeof frontMatterSchema.entries;

/** Where each field's value is written, for problems found later (a pagination id naming no doc). */
export type FrontMatterPositions = Readonly<Partial<Record<FrontMatterField, { readonly line: number; readonly column: number }>>>;

export interface FrontMatterResult {
  readonly frontMatter: FrontMatter;
  readonly positions: FrontMatterPositions;
  readonly diagnostics: Diagnostic[];
}

/**
 * A field with a wrong value is reported at the value and left out; the
 * other fields are kept, so one mistake does not undo the doc's settings.
 * @param yamlText the text between the `---` lines
 * @param firstLine the 1-based line of the file where yamlText starts
 */
export function parseFrontMatter(input: { yamlText: string; file: string; firstLine: number }): FrontMatterResult {
  return parseSimpleFrontMatter(input) ?? parseAnyFrontMatter(input);
}

/** Any front matter, each problem at its line and column. `parseFrontMatter` gives the same, faster for the usual kind. */
export function parseAnyFrontMatter({ yamlText, file, firstLine }: { yamlText: string; file: string; firstLine: number }): FrontMatterResult {
  const read = readYaml(yamlText, { maxKeys: MAX_SETTINGS_KEYS, firstLine });
  if (!read.ok) {
    const describe = (problem: YamlProblem) =>
      problem.kind === 'limit' ? `Front matter is beyond what docs-gen reads: ${problem.message}` : `Front matter is not valid YAML: ${problem.message}`;
    return { frontMatter: {}, positions: {}, diagnostics: read.problems.map((problem) => invalidFrontMatter(file, describe(problem), problem)) };
  }
  const { document, positionOf } = read;
  if (document.contents === null) return { frontMatter: {}, positions: {}, diagnostics: [] };
  if (!isMap(document.contents)) {
    return {
      frontMatter: {},
      positions: {},
      diagnostics: [invalidFrontMatter(file, 'Front matter must be a YAML mapping of `key: value` lines', positionOf(document.contents.range?.[0] ?? 0))],
    };
  }
  // A mapping, so the value is an object of its keys.
  const values = read.value as Record<string, unknown>;
  const fields = (document.contents.items as Array<Pair<YamlNode, YamlNode | null>>).map((pair): WrittenField => {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    return {
      key,
      value: key === undefined ? undefined : values[key],
      keyAt: positionOf(pair.key.range?.[0] ?? 0),
      valueAt: positionOf(pair.value?.range?.[0] ?? pair.key.range?.[0] ?? 0),
    };
  });
  return checkFields(fields, file);
}

/**
 * Front matter of `key: value` lines only, each value a word or phrase, a decimal number, a quoted string or a
 * one-line list of those: its fields, each value placed where it starts (its line, and the column after `key: `)
 * and each key at the start of its line, as the `yaml` package places them. Undefined for anything else, which
 * `parseAnyFrontMatter` reads: a value that could read differently in YAML's corners (`0x1F`, `1e3`, an anchor,
 * a tag, a block scalar) never comes here, nor does a key written twice.
 */
export function parseSimpleFrontMatter({ yamlText, file, firstLine }: { yamlText: string; file: string; firstLine: number }): FrontMatterResult | undefined {
  if (yamlText.includes('\r') || yamlText.includes('\t')) return undefined;
  const placed: Array<{ readonly key: string; readonly line: number; readonly column: number }> = [];
  const lines = yamlText.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const entry = SIMPLE_ENTRY.exec(line);
    if (entry === null || !isSimpleValue(entry[2]!)) return undefined;
    placed.push({ key: entry[1]!, line: firstLine + index, column: line.length - entry[2]!.length + 1 });
  }
  if (placed.length === 0 || placed.length > MAX_SETTINGS_KEYS) return undefined;
  let values: unknown;
  try {
    values = loadYaml(yamlText, { schema: CORE_SCHEMA });
  } catch {
    // A duplicate key, say: reported with its place by the `yaml` package.
    return undefined;
  }
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return undefined;
  const fields = placed.map(
    ({ key, line, column }): WrittenField => ({
      key,
      value: (values as Record<string, unknown>)[key],
      keyAt: { line, column: 1 },
      valueAt: { line, column },
    }),
  );
  return checkFields(fields, file);
}

/** A top-level field as written: its key (undefined when it is not plain text), its value, and where each starts. */
interface WrittenField {
  readonly key: string | undefined;
  readonly value: unknown;
  readonly keyAt: { readonly line: number; readonly column: number };
  readonly valueAt: { readonly line: number; readonly column: number };
}

/**
 * The fields docs-gen reads, each checked against its schema: a field with a wrong value is reported at the value
 * and left out, a Docusaurus field docs-gen does not act on is reported at its key, and any other key is ignored.
 */
function checkFields(fields: readonly WrittenField[], file: string): FrontMatterResult {
  const diagnostics: Diagnostic[] = [];
  const accepted: Record<string, unknown> = {};
  const positions: Partial<Record<FrontMatterField, { line: number; column: number }>> = {};
  for (const { key, value: written, keyAt, valueAt } of fields) {
    if (key !== undefined && Object.hasOwn(UNSUPPORTED_DOCUSAURUS_FIELDS, key)) {
      diagnostics.push({
        code: 'frontmatter-unsupported',
        severity: 'warning',
        message: `Front matter field "${key}" is a Docusaurus field docs-gen does not act on: ${UNSUPPORTED_DOCUSAURUS_FIELDS[key]}`,
        location: { file, line: keyAt.line, column: keyAt.column },
      });
      continue;
    }
    if (key === undefined || !isFrontMatterField(key)) continue;
    const value = written ?? null;
    const checked = v.safeParse(frontMatterSchema.entries[key], value);
    if (!checked.success) {
      diagnostics.push(invalidFrontMatter(file, `Front matter field "${key}" ${checked.issues[0].message}`, valueAt));
      continue;
    }
    accepted[key] = value;
    positions[key] = { line: valueAt.line, column: valueAt.column };
  }
  return { frontMatter: v.parse(frontMatterSchema, accepted), positions, diagnostics };
}

function invalidFrontMatter(file: string, message: string, position: { readonly line: number; readonly column: number }): Diagnostic {
  return { code: 'invalid-frontmatter', severity: 'error', message, location: { file, line: position.line, column: position.column } };
}

/** A top-level `key: value` line: a plain key, then its value after one or more spaces. */
const SIMPLE_ENTRY = /^([A-Za-z_][\w-]*): +(\S.*)$/;
/** A plain value that is text to every YAML reader: it starts with none of YAML's indicators nor a digit, and holds no `: ` or ` #`. */
const PLAIN_TEXT = /^(?![-?:,[\]{}#&*!|>'"%@`.+\d])(?!.*(?::\s|\s#|:$)).*\S$/;
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const DOUBLE_QUOTED = /^"(?:[^"\\]|\\.)*"$/;
const SINGLE_QUOTED = /^'(?:[^']|'')*'$/;
/** An item of a one-line list: plain text without the list's own indicators, a decimal number, or a quoted string. */
const LIST_ITEM = /^(?:[^-?:,[\]{}#&*!|>'"%@`.+\d\s](?:[^,[\]{}#:]*[^,[\]{}#:\s])?|-?(?:0|[1-9]\d*)(?:\.\d+)?|"(?:[^"\\,]|\\.)*"|'(?:[^',]|'')*')$/;

function isSimpleValue(value: string): boolean {
  if (PLAIN_TEXT.test(value) || DECIMAL.test(value) || DOUBLE_QUOTED.test(value) || SINGLE_QUOTED.test(value)) return true;
  if (!value.startsWith('[') || !value.endsWith(']')) return false;
  const inner = value.slice(1, -1).trim();
  return inner === '' || inner.split(',').every((item) => LIST_ITEM.test(item.trim()));
}

function isFrontMatterField(key: string): key is FrontMatterField {
  return Object.hasOwn(frontMatterSchema.entries, key);
}

/**
 * A doc that opens front matter (`---` on its first line, then a `key: value`
 * line) and never closes it is read by Markdown as a thematic break and a
 * paragraph: its settings would show as text, silently.
 */
export function findUnclosedFrontMatter(source: string, file: string): Diagnostic | undefined {
  if (!/^---[ \t]*\r?\n[A-Za-z_][\w-]*[ \t]*:/.test(source)) return undefined;
  if (/\n(?:---|\.\.\.)[ \t]*\r?(?:\n|$)/.test(source)) return undefined;
  return {
    code: 'invalid-frontmatter',
    severity: 'error',
    message: 'The front matter opened by "---" on line 1 is never closed',
    hint: 'End the front matter with a line of three dashes (---) after its last `key: value` line.',
    location: { file, line: 1, column: 1 },
  };
}

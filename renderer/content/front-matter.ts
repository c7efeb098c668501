/**
 * Doc front matter: parse the YAML block and check the fields docs-gen reads.
 * Unknown keys are kept and ignored, as other tools put their own keys there.
 */
import { isMap, isScalar, type Node as YamlNode, type Pair } from 'yaml';
import type { Diagnostic } from '../diagnostics/types.js';
import { describeNonFiniteNumber, MAX_SETTINGS_KEYS, readYaml, type YamlProblem } from './read-yaml.js';

export interface FrontMatter {
  readonly id?: string;
  readonly title?: string;
  readonly sidebar_label?: string;
  readonly sidebar_position?: number;
  readonly slug?: string;
  readonly description?: string;
  readonly keywords?: readonly string[];
  readonly draft?: boolean;
  readonly unlisted?: boolean;
  readonly hide_table_of_contents?: boolean;
  readonly pagination_prev?: string | null;
  readonly pagination_next?: string | null;
}

type FieldKind = 'string' | 'number' | 'boolean' | 'string[]' | 'string|null';

const FIELDS: Record<keyof FrontMatter, FieldKind> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  description: 'string',
  keywords: 'string[]',
  draft: 'boolean',
  unlisted: 'boolean',
  hide_table_of_contents: 'boolean',
  pagination_prev: 'string|null',
  pagination_next: 'string|null',
};

/** Where each field's value is written, for problems found later (a pagination id naming no doc). */
export type FrontMatterPositions = Readonly<Partial<Record<keyof FrontMatter, { readonly line: number; readonly column: number }>>>;

export interface FrontMatterResult {
  readonly frontMatter: FrontMatter;
  readonly positions: FrontMatterPositions;
  readonly diagnostics: Diagnostic[];
}

/**
 * @param yamlText the text between the `---` lines
 * @param firstLine the 1-based line of the file where yamlText starts
 */
export function parseFrontMatter({ yamlText, file, firstLine }: { yamlText: string; file: string; firstLine: number }): FrontMatterResult {
  const invalid = (message: string, position: { line: number; column: number }): Diagnostic => ({
    code: 'invalid-frontmatter',
    severity: 'error',
    message,
    location: { file, line: position.line, column: position.column },
  });

  const read = readYaml(yamlText, { maxKeys: MAX_SETTINGS_KEYS, firstLine });
  if (!read.ok) {
    const describe = (problem: YamlProblem) =>
      problem.kind === 'limit' ? `Front matter is beyond what docs-gen reads: ${problem.message}` : `Front matter is not valid YAML: ${problem.message}`;
    return { frontMatter: {}, positions: {}, diagnostics: read.problems.map((problem) => invalid(describe(problem), problem)) };
  }
  const { document, positionOf } = read;
  if (document.contents === null) return { frontMatter: {}, positions: {}, diagnostics: [] };
  if (!isMap(document.contents)) {
    return {
      frontMatter: {},
      positions: {},
      diagnostics: [invalid('Front matter must be a YAML mapping of `key: value` lines', positionOf(document.contents.range?.[0] ?? 0))],
    };
  }

  const values = read.value as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const frontMatter: Record<string, unknown> = {};
  const positions: Record<string, { line: number; column: number }> = {};
  for (const pair of document.contents.items as Array<Pair<YamlNode, YamlNode | null>>) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key === undefined || !Object.hasOwn(FIELDS, key)) continue;
    const value = values[key] ?? null;
    const kind = FIELDS[key as keyof FrontMatter];
    const at = positionOf(pair.value?.range?.[0] ?? pair.key.range?.[0] ?? 0);
    if (!matchesKind(value, kind)) {
      diagnostics.push(invalid(`Front matter field "${key}" must be ${describeKind(kind)}, got ${describeValue(value)}`, at));
      continue;
    }
    if (key === 'id' && typeof value === 'string' && value.includes('/')) {
      diagnostics.push(invalid(`Front matter id "${value}" must not contain "/"; use slug to change the URL`, at));
      continue;
    }
    frontMatter[key] = value;
    positions[key] = at;
  }
  return { frontMatter: frontMatter as FrontMatter, positions, diagnostics };
}

function matchesKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'string|null':
      return value === null || typeof value === 'string';
  }
}

function describeKind(kind: FieldKind): string {
  switch (kind) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'string[]':
      return 'a list of strings';
    case 'string|null':
      return 'a doc id or null';
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) return describeNonFiniteNumber(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
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

/**
 * Doc front matter: parse the YAML block and check the fields docs-gen reads
 * against their schema (front-matter-schema.ts). Unknown keys are kept and
 * ignored, as other tools put their own keys there.
 */
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

  // A mapping, so the value is an object of its keys.
  const values = read.value as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const accepted: Record<string, unknown> = {};
  const positions: Partial<Record<FrontMatterField, { line: number; column: number }>> = {};
  for (const pair of document.contents.items as Array<Pair<YamlNode, YamlNode | null>>) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key !== undefined && Object.hasOwn(UNSUPPORTED_DOCUSAURUS_FIELDS, key)) {
      const at = positionOf(pair.key.range?.[0] ?? 0);
      diagnostics.push({
        code: 'frontmatter-unsupported',
        severity: 'warning',
        message: `Front matter field "${key}" is a Docusaurus field docs-gen does not act on: ${UNSUPPORTED_DOCUSAURUS_FIELDS[key]}`,
        location: { file, line: at.line, column: at.column },
      });
      continue;
    }
    if (key === undefined || !isFrontMatterField(key)) continue;
    const value = values[key] ?? null;
    const at = positionOf(pair.value?.range?.[0] ?? pair.key.range?.[0] ?? 0);
    const checked = v.safeParse(frontMatterSchema.entries[key], value);
    if (!checked.success) {
      diagnostics.push(invalid(`Front matter field "${key}" ${checked.issues[0].message}`, at));
      continue;
    }
    accepted[key] = value;
    positions[key] = at;
  }
  return { frontMatter: v.parse(frontMatterSchema, accepted), positions, diagnostics };
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

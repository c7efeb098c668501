/**
 * `_category_.json` / `_category_.yml`: a folder's label, position,
 * collapsing and link, checked against their schema (category-schema.ts).
 * A file with a problem is read with the YAML parser (YAML is a superset of
 * JSON), so both kinds report errors with a line and column.
 */
import * as v from 'valibot';
import { describeProblems, type Wording } from '../config/schema-problems.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { categorySchema } from './category-schema.js';
import type { CategorySource } from './collect-sources.js';
import { locateYamlField, MAX_SETTINGS_KEYS, readYaml } from './read-yaml.js';

export type CategoryMeta = Readonly<v.InferOutput<typeof categorySchema>>;

const CATEGORY_WORDING: Wording = {
  name: (field) => (field === '' ? 'The category file' : `Category setting "${field}"`),
  unknown: (field) => `Unknown category setting "${field}"`,
};

export function parseCategoryMeta({ file, source }: Pick<CategorySource, 'file' | 'source'>): { meta: CategoryMeta; diagnostics: Diagnostic[] } {
  const invalid = (message: string, position: { line: number; column: number }): Diagnostic => ({
    code: 'invalid-category',
    severity: 'error',
    message,
    location: { file, line: position.line, column: position.column },
  });
  const quick = file.endsWith('.json') ? validJson(source) : undefined;
  if (quick !== undefined) return { meta: quick, diagnostics: [] };
  const read = readYaml(source, { maxKeys: MAX_SETTINGS_KEYS });
  if (!read.ok) return { meta: {}, diagnostics: read.problems.map((problem) => invalid(`Cannot parse the category file: ${problem.message}`, problem)) };
  const { value: data, document, positionOf } = read;
  if (data === null || data === undefined) return { meta: {}, diagnostics: [] };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { meta: {}, diagnostics: [invalid('The category file must hold an object of settings', positionOf(0))] };
  }
  const checked = v.safeParse(categorySchema, data);
  if (checked.success) return { meta: checked.output, diagnostics: [] };
  const problems = describeProblems(checked.issues, data, CATEGORY_WORDING);
  return { meta: {}, diagnostics: problems.map(({ path, message }) => invalid(message, positionOf(locateYamlField(document, path)))) };
}

/**
 * A `_category_.json` that is valid JSON and valid settings, read without the YAML parser (several
 * times faster, and most category files are); anything else goes the YAML way, which locates problems.
 */
function validJson(source: string): CategoryMeta | undefined {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return undefined;
  }
  // customProps may hold anything: the YAML way applies the limits on depth and size to it.
  if (typeof data !== 'object' || data === null || Array.isArray(data) || 'customProps' in data || Object.keys(data).length > MAX_SETTINGS_KEYS)
    return undefined;
  const checked = v.safeParse(categorySchema, data);
  return checked.success ? checked.output : undefined;
}

/**
 * `_category_.json` / `_category_.yml`: a folder's label, position,
 * collapsing and link, checked against their schema (category-schema.ts).
 * JSON is read with the YAML parser (YAML is a superset of JSON), so both
 * report errors with a line and column.
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

/**
 * A YAML file of settings by key (`tags.yml`, the blog's `authors.yml`):
 * read within docs-gen's limits, checked against its schema, and every
 * problem located at its line in the file.
 */
import type * as v from 'valibot';
import { safeParse } from 'valibot';
import { describeProblems, type Wording } from '../config/schema-problems.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { locateYamlField, MAX_SETTINGS_KEYS, readYaml } from './read-yaml.js';

export function readSettingsFile<const S extends v.GenericSchema>({
  file,
  source,
  schema,
  wording,
  code,
  what,
}: {
  /** Relative to the site root: `blog/authors.yml`. */
  file: string;
  source: string;
  schema: S;
  wording: Wording;
  code: Diagnostic['code'];
  /** `the authors file`, for a file that is not YAML. */
  what: string;
}): { readonly ok: true; readonly value: v.InferOutput<S> } | { readonly ok: false; readonly diagnostics: Diagnostic[] } {
  const invalid = (message: string, position: { line: number; column: number }): Diagnostic => ({
    code,
    severity: 'error',
    message,
    location: { file, line: position.line, column: position.column },
  });
  const read = readYaml(source, { maxKeys: MAX_SETTINGS_KEYS });
  if (!read.ok) return { ok: false, diagnostics: read.problems.map((problem) => invalid(`Cannot parse ${what}: ${problem.message}`, problem)) };
  const { value, document, positionOf } = read;
  const checked = safeParse(schema, value ?? {});
  if (checked.success) return { ok: true, value: checked.output };
  const problems = describeProblems(checked.issues, value, wording);
  return { ok: false, diagnostics: problems.map(({ path, message }) => invalid(message, positionOf(locateYamlField(document, path)))) };
}

/**
 * `_category_.json` / `_category_.yml`: a folder's label, position,
 * collapsing and link. JSON is read with the YAML parser (YAML is a superset
 * of JSON), so both report errors with a line and column.
 */
import { isMap, isScalar } from 'yaml';
import type { Diagnostic } from '../diagnostics/types.js';
import type { CategoryLinkConfig } from '../config/types.js';
import type { CategorySource } from './collect-sources.js';
import { describeNonFiniteNumber, MAX_SETTINGS_KEYS, readYaml } from './read-yaml.js';

export interface CategoryMeta {
  readonly label?: string;
  readonly position?: number;
  readonly collapsible?: boolean;
  readonly collapsed?: boolean;
  readonly description?: string;
  /** null: explicitly no link, even when the folder has an index doc. */
  readonly link?: CategoryLinkConfig | null;
}

type Check = (value: unknown) => string | undefined;

const isString: Check = (value) => (typeof value === 'string' ? undefined : 'a string');
const isNumber: Check = (value) => {
  if (typeof value !== 'number') return 'a number';
  return Number.isFinite(value) ? undefined : `a number, got ${describeNonFiniteNumber(value)}`;
};
const isBoolean: Check = (value) => (typeof value === 'boolean' ? undefined : 'true or false');
const isLink: Check = (value) => {
  if (value === null) return undefined;
  const link = value as Record<string, unknown> | undefined;
  if (typeof link !== 'object' || link === null) return 'an object such as {"type": "generated-index"} or {"type": "doc", "id": "…"}, or null';
  if (link.type === 'doc') return typeof link.id === 'string' ? undefined : 'a doc link with a string "id"';
  if (link.type === 'generated-index') {
    for (const key of ['slug', 'title', 'description'] as const) {
      if (link[key] !== undefined && typeof link[key] !== 'string') return `a generated-index link whose "${key}" is a string`;
    }
    return undefined;
  }
  return 'a link of type "doc" or "generated-index"';
};

const FIELDS: Record<keyof CategoryMeta | 'className' | 'customProps', Check> = {
  label: isString,
  position: isNumber,
  collapsible: isBoolean,
  collapsed: isBoolean,
  description: isString,
  link: isLink,
  className: isString,
  customProps: () => undefined,
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
  const keyOffsets = new Map<string, number>();
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key)) keyOffsets.set(String(pair.key.value), pair.key.range?.[0] ?? 0);
    }
  }
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const at = positionOf(keyOffsets.get(key) ?? 0);
    const check = Object.hasOwn(FIELDS, key) ? FIELDS[key as keyof typeof FIELDS] : undefined;
    if (check === undefined) {
      diagnostics.push(invalid(`Unknown category setting "${key}"; known settings: ${Object.keys(FIELDS).join(', ')}`, at));
      continue;
    }
    const expected = check(value);
    if (expected !== undefined) diagnostics.push(invalid(`Category setting "${key}" must be ${expected}`, at));
  }
  return { meta: diagnostics.length > 0 ? {} : (data as CategoryMeta), diagnostics };
}

/**
 * `_category_.json` / `_category_.yml`: a folder's label, position,
 * collapsing and link. JSON is read with the YAML parser (YAML is a superset
 * of JSON), so both report errors with a line and column.
 */
import { LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics/types.js';
import type { CategoryLinkConfig } from '../config/types.js';
import type { CategorySource } from './collect-sources.js';

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
const isNumber: Check = (value) => (typeof value === 'number' && Number.isFinite(value) ? undefined : 'a number');
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
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const invalid = (message: string, offset: number): Diagnostic => ({ code: 'invalid-category', severity: 'error', message, location: at(offset) });
  if (document.errors.length > 0) {
    return { meta: {}, diagnostics: document.errors.map((error) => invalid(`Cannot parse the category file: ${error.message.split('\n')[0]}`, error.pos[0])) };
  }
  const data: unknown = document.toJSON();
  if (data === null || data === undefined) return { meta: {}, diagnostics: [] };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { meta: {}, diagnostics: [invalid('The category file must hold an object of settings', 0)] };
  }
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const offset = document.contents && 'items' in document.contents
      ? ((document.contents.items as Array<{ key?: { value?: unknown; range?: [number, number, number] } }>).find((pair) => pair.key?.value === key)?.key?.range?.[0] ?? 0)
      : 0;
    const check = FIELDS[key as keyof typeof FIELDS];
    if (check === undefined) {
      diagnostics.push(invalid(`Unknown category setting "${key}"; known settings: ${Object.keys(FIELDS).join(', ')}`, offset));
      continue;
    }
    const expected = check(value);
    if (expected !== undefined) diagnostics.push(invalid(`Category setting "${key}" must be ${expected}`, offset));
  }
  return { meta: diagnostics.length > 0 ? {} : (data as CategoryMeta), diagnostics };
}

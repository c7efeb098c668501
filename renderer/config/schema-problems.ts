/**
 * Turns the issues of a schema built with schema-kit.ts into the sentences a
 * reader sees, each naming its field, in the order the input writes its
 * fields (valibot reports them in the order of the schema).
 */
import type * as v from 'valibot';

/** One key on the way to a field: an object's key or an array's index. */
export type FieldStep = string | number;

export interface SchemaProblem {
  /** The keys from the input's root to the field: `['navbar', 'items', 2, 'href']`; empty for the root. */
  readonly path: readonly FieldStep[];
  /** The path as the reader writes it: `navbar.items[2].href`, `docs.sidebars["api v2"]`; '' for the root. */
  readonly field: string;
  readonly message: string;
}

/** How an input's fields are named in its messages. */
export interface Wording {
  /** The subject of a sentence about `field`: `navbar.items[2].href`, or `The config` for the root. */
  name(field: string): string;
  /** The subject of a sentence about a key the input does not know: `Unknown field "navbar.itmes"`. */
  unknown(field: string): string;
}

/** Names fields by their path, and the root by `root`: the config, a sidebars file. */
export function nameByPath(root: string): Wording {
  return {
    name: (field) => (field === '' ? root : field),
    unknown: (field) => `Unknown field "${field}"`,
  };
}

/** Every issue as a sentence about its field, in the order of `input`'s keys. */
export function describeProblems(issues: readonly v.BaseIssue<unknown>[], input: unknown, wording: Wording): SchemaProblem[] {
  const problems = issues.map((issue) => describeIssue(issue, wording));
  const ranks = problems.map((problem) => rankInInput(input, problem.path));
  return problems
    .map((problem, index) => ({ problem, rank: ranks[index]! }))
    .sort((a, b) => compareRanks(a.rank, b.rank))
    .map(({ problem }) => problem);
}

/** `navbar` + `items` → `navbar.items`; a key that is no identifier (a sidebar id, a locale) goes in brackets. */
function joinField(field: string, step: FieldStep): string {
  if (typeof step === 'number') return `${field}[${step}]`;
  if (field === '') return step;
  return /^[A-Za-z_$][\w$-]*$/.test(step) ? `${field}.${step}` : `${field}[${JSON.stringify(step)}]`;
}

function describeIssue(issue: v.BaseIssue<unknown>, wording: Wording): SchemaProblem {
  const items = issue.path ?? [];
  const path = items.map((item) => item.key as FieldStep);
  const field = path.reduce<string>(joinField, '');
  const last = items.at(-1);
  // A key the object does not know (schema-kit's reportUnknownKeys): a missing one has no value in its object.
  if (last?.origin === 'key' && Object.hasOwn(last.input as object, last.key as string)) {
    const parent = path.slice(0, -1).reduce<string>(joinField, '');
    const advice = issue.expected === null ? `${lowerFirst(wording.name(parent))} ${issue.message}` : `did you mean "${joinField(parent, issue.expected)}"?`;
    return { path, field, message: `${wording.unknown(field)} — ${advice}` };
  }
  return { path, field, message: `${wording.name(field)} ${issue.message}` };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Where a field is written: for each step, the position of its key among the
 * keys of its object (or its index in its array). A key that is not written
 * (a missing field) comes after those that are; a field comes after the
 * object that holds it.
 */
function rankInInput(input: unknown, path: readonly FieldStep[]): number[] {
  const rank: number[] = [];
  let value = input;
  for (const step of path) {
    if (typeof step === 'number') rank.push(step);
    else {
      const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
      const index = keys.indexOf(step);
      rank.push(index === -1 ? keys.length : index);
    }
    value = typeof value === 'object' && value !== null ? (value as Record<FieldStep, unknown>)[step] : undefined;
  }
  return rank;
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return a.length - b.length;
}

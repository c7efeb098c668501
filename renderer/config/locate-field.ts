/**
 * Finds where a config field is written in the config's source, so a
 * diagnostic about `navbar.items[1].to` can point at `site.config.ts:24:34`.
 *
 * The config is TypeScript: esbuild strips the types (keeping a source map),
 * acorn parses the result, and the field's path is followed from the default
 * export through object literals, array literals, `defineConfig(…)` and
 * top-level variables. Where the value is computed (a call, a spread, an
 * import), the search stops and the place of the expression that computes it
 * is given: the closest a reader can be led.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { parse, type Expression, type PrivateIdentifier, type Program } from 'acorn';
import type { Diagnostic } from '../diagnostics/types.js';
import { locateJsonValue } from '../fs/read-json.js';

export interface FieldPosition {
  readonly line: number;
  /** 1-based. */
  readonly column: number;
}

export type FieldLocator = (field: string) => FieldPosition | undefined;

/** A locator for a config's source text; one that finds nothing when the source does not parse. */
export async function createFieldLocator(source: string, configFile: string): Promise<FieldLocator> {
  let program: Program;
  let map: TraceMap;
  try {
    // Loaded on use: only a config with problems to place needs it.
    const { transform } = await import('esbuild');
    const stripped = await transform(source, {
      loader: loaderOf(configFile),
      format: 'esm',
      sourcemap: 'external',
      sourcefile: configFile,
      logLevel: 'silent',
    });
    program = parse(stripped.code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
    map = new TraceMap(stripped.map);
  } catch {
    return () => undefined;
  }
  const constants = topLevelValues(program);
  const exported = defaultExport(program, constants);
  return (field) => {
    if (exported === undefined) return undefined;
    const steps = parseFieldPath(field);
    if (steps === undefined) return undefined;
    const node = followPath(exported, steps, constants);
    const start = node.loc!.start;
    const original = originalPositionFor(map, { line: start.line, column: start.column });
    return original.line === null ? undefined : { line: original.line, column: original.column + 1 };
  };
}

/**
 * Diagnostics about a config field that name the config file but no line get the line and column
 * where the field is written. The file is read only when some diagnostic needs it.
 */
export async function locateConfigFields(diagnostics: readonly Diagnostic[], { root }: { root: string }): Promise<Diagnostic[]> {
  const fileToLocate = (diagnostic: Diagnostic): string | undefined => {
    const location = diagnostic.location;
    return location !== undefined && 'configField' in location && location.line === undefined ? location.file : undefined;
  };
  const locators = new Map<string, FieldLocator>();
  for (const file of new Set(diagnostics.map(fileToLocate))) {
    if (file === undefined) continue;
    const source = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (source !== undefined) locators.set(file, file.endsWith('.json') ? jsonFieldLocator(source) : await createFieldLocator(source, file));
  }
  return diagnostics.map((diagnostic) => {
    const file = fileToLocate(diagnostic);
    const locate = file === undefined ? undefined : locators.get(file);
    const location = diagnostic.location;
    if (locate === undefined || location === undefined || !('configField' in location)) return diagnostic;
    const field = fieldAsWritten(location);
    const position = locate(field);
    return { ...diagnostic, location: { ...location, configField: field, ...position } };
  });
}

const CONFIG_FILE = /^site\.config\.[cm]?[jt]s$/;
const SIDEBARS_FIELD = 'docs.sidebars.';

/**
 * A config field as the file holding it writes it: sidebars the config reads from a file of their own
 * (`docs.sidebarPath`, a released version's) are `docs.sidebars.guide[1]` to the config, `guide[1]` in that file.
 */
export function fieldAsWritten(location: { readonly configField: string; readonly file?: string }): string {
  const inSidebarsFile = location.file !== undefined && !CONFIG_FILE.test(location.file) && location.configField.startsWith(SIDEBARS_FIELD);
  return inSidebarsFile ? location.configField.slice(SIDEBARS_FIELD.length) : location.configField;
}

/** A locator for a JSON file (a sidebars file): the field's value, or the closest enclosing one found. */
function jsonFieldLocator(source: string): FieldLocator {
  return (field) => {
    const steps = parseFieldPath(field);
    return steps === undefined ? undefined : locateJsonValue(source, steps);
  };
}

function loaderOf(configFile: string): 'ts' | 'js' {
  return /\.m?ts$/.test(configFile) ? 'ts' : 'js';
}

type Step = string | number;

/** `navbar.items[1].to` → `['navbar', 'items', 1, 'to']`; `docs.sidebars["api v2"]` → `['docs', 'sidebars', 'api v2']`. */
export function parseFieldPath(field: string): Step[] | undefined {
  const steps: Step[] = [];
  const pattern = /(?:^|\.)([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  while (pattern.lastIndex < field.length) {
    const match = pattern.exec(field);
    if (match === null) return undefined;
    steps.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : (JSON.parse(match[3]!) as string)));
  }
  return steps;
}

/** The deepest node on the way to the field: the field's value, or the expression that computes it. */
function followPath(start: Expression, steps: readonly Step[], constants: ReadonlyMap<string, Expression>): Expression {
  let node = unwrap(start, constants);
  for (const step of steps) {
    const next = childAt(node, step);
    if (next === undefined) return node;
    node = unwrap(next, constants);
  }
  return node;
}

function childAt(node: Expression, step: Step): Expression | undefined {
  if (node.type === 'ObjectExpression' && typeof step === 'string') {
    // The last one wins, as in the object itself; a spread after it could replace it, so then nothing is sure.
    for (const property of [...node.properties].reverse()) {
      if (property.type === 'SpreadElement') return undefined;
      if (!property.computed && keyName(property.key) === step) return property.value;
    }
    return undefined;
  }
  if (node.type === 'ArrayExpression' && typeof step === 'number') {
    // A spread before the element shifts the indexes by a length known only when the config runs.
    const before = node.elements.slice(0, step + 1);
    if (before.some((element) => element?.type === 'SpreadElement')) return undefined;
    const element = node.elements[step];
    return element === null || element === undefined || element.type === 'SpreadElement' ? undefined : element;
  }
  return undefined;
}

function keyName(key: Expression | PrivateIdentifier): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/** Looks through what stands for a value: `defineConfig(x)` → x, a variable's name → its value. */
function unwrap(node: Expression, constants: ReadonlyMap<string, Expression>, seen: ReadonlySet<string> = new Set()): Expression {
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'defineConfig') {
    const argument = node.arguments[0];
    if (argument !== undefined && argument.type !== 'SpreadElement') return unwrap(argument, constants, seen);
  }
  if (node.type === 'Identifier' && !seen.has(node.name)) {
    const value = constants.get(node.name);
    if (value !== undefined) return unwrap(value, constants, new Set([...seen, node.name]));
  }
  return node;
}

/** The values of top-level variables by name (esbuild writes `export default x` as a variable, so `var` counts too). */
function topLevelValues(program: Program): Map<string, Expression> {
  const values = new Map<string, Expression>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init) values.set(declarator.id.name, declarator.init);
    }
  }
  return values;
}

/** The default export: `export default x`, or `export { x as default }` as esbuild writes it. */
function defaultExport(program: Program, values: ReadonlyMap<string, Expression>): Expression | undefined {
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const { declaration } = statement;
      return declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration' ? undefined : declaration;
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.source == null) {
      for (const specifier of statement.specifiers) {
        const exportedName = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
        if (exportedName === 'default' && specifier.local.type === 'Identifier') return values.get(specifier.local.name);
      }
    }
  }
  return undefined;
}

/**
 * A Docusaurus config read without running it: the exported object literal,
 * followed through the constants it names and the JSON and JavaScript files
 * it imports from the site, as far as that goes without running code. What
 * it cannot read (a call, a function, an unknown import) becomes an
 * `UnreadValue` that says where it is written, for the report. Also places
 * any field of the config at its line and column, for a config that ran too.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type Node as AcornNode, type Program } from 'acorn';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Expression, Node as EstreeNode, ObjectExpression, Pattern } from 'estree';

/** A value of the config that could not be read without running it: `process.env.X`, `require('x')`, a function. */
export class UnreadValue {
  constructor(
    /** What it is, in words: `a call of yaml.load`, `a function`. */
    readonly what: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
  ) {}
}

export type FieldPath = readonly (string | number)[];

export interface ParsedModule {
  readonly program: Program;
  /** The expression the module exports by default (`export default`, `module.exports =`), if there is one. */
  readonly exported: EstreeNode | undefined;
  /** Where a node is written in the original source (TypeScript is read through esbuild's output and its source map). */
  positionOf(node: EstreeNode): { line: number; column: number } | undefined;
  /** The top-level binding of a name: a declaration's initialiser, or an import. */
  bindingOf(name: string): EstreeNode | undefined;
}

export async function parseModule(source: string, file: string): Promise<ParsedModule> {
  const typescript = /\.[mc]?ts$/.test(file);
  // Loaded on use, as everywhere: a build loads this module but never migrates.
  const { transform } = await import('esbuild');
  const transformed = await transform(source, { loader: typescript ? 'ts' : 'js', sourcemap: 'external', sourcefile: file, format: undefined });
  const map = new TraceMap(transformed.map);
  const program = parse(transformed.code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    locations: true,
    allowHashBang: true,
    allowReturnOutsideFunction: true,
  }) as Program;
  const body = (program as unknown as { body: EstreeNode[] }).body;
  const bindings = new Map<string, EstreeNode>();
  let exported: EstreeNode | undefined;
  for (const statement of body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declaration of statement.declarations)
        if (declaration.id.type === 'Identifier' && declaration.init) bindings.set(declaration.id.name, declaration.init);
    } else if (statement.type === 'FunctionDeclaration' && statement.id) bindings.set(statement.id.name, statement);
    else if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) bindings.set(specifier.local.name, statement);
    else if (statement.type === 'ExportDefaultDeclaration') exported = statement.declaration as EstreeNode;
    else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
      for (const declaration of statement.declaration.declarations)
        if (declaration.id.type === 'Identifier' && declaration.init) bindings.set(declaration.id.name, declaration.init);
    } else if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression' && isModuleExports(statement.expression.left)) {
      exported = statement.expression.right;
    }
  }
  return {
    program,
    exported,
    bindingOf: (name) => bindings.get(name),
    positionOf(node) {
      const start = (node as unknown as AcornNode).loc?.start;
      if (start === undefined) return undefined;
      const original = originalPositionFor(map, { line: start.line, column: start.column });
      return original.line === null ? undefined : { line: original.line, column: original.column + 1 };
    },
  };
}

function isModuleExports(node: Pattern | Expression): boolean {
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'module' &&
    node.property.type === 'Identifier' &&
    node.property.name === 'exports'
  );
}

/** The object a config module exports: the literal itself, the constant it names, or what its (async) function returns. */
function configNodeOf(module: ParsedModule, node: EstreeNode | undefined, depth = 0): EstreeNode | undefined {
  if (node === undefined || depth > 20) return node;
  if (node.type === 'Identifier') return configNodeOf(module, module.bindingOf(node.name), depth + 1);
  if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
    if (node.body.type !== 'BlockStatement') return configNodeOf(module, node.body, depth + 1);
    const returned = [...node.body.body].reverse().find((statement) => statement.type === 'ReturnStatement');
    return returned?.type === 'ReturnStatement' && returned.argument ? configNodeOf(module, returned.argument, depth + 1) : undefined;
  }
  if (node.type === 'AwaitExpression') return configNodeOf(module, node.argument, depth + 1);
  return node;
}

/**
 * Where each field of the config is written: `['presets', 0, 1, 'docs', 'editUrl']` → its line and
 * column, or those of the closest enclosing field that is written where it can be found.
 */
export function createFieldLocator(module: ParsedModule): (field: FieldPath) => { line: number; column: number } | undefined {
  const root = configNodeOf(module, module.exported);
  return (field) => {
    let node = root;
    let found = root === undefined ? undefined : module.positionOf(root);
    for (const key of field) {
      const next = node === undefined ? undefined : childOf(module, node, key);
      if (next === undefined) break;
      found = module.positionOf(next.written) ?? found;
      node = next.value;
    }
    return found;
  };
}

/** A value of the config that a module gives: its specifier as written, and the export (`default`, or a name). */
export interface ImportedValue {
  readonly specifier: string;
  readonly name: string;
}

/**
 * The module a field's value comes from, when it is written as one: `require('x')`, `require('x').default`,
 * `require('x').name`, or a name that an import or such a require binds.
 */
export function createImportLocator(module: ParsedModule): (field: FieldPath) => ImportedValue | undefined {
  const root = configNodeOf(module, module.exported);
  return (field) => {
    let node = root;
    for (const key of field) {
      const next = node === undefined ? undefined : childOf(module, node, key);
      if (next === undefined) return undefined;
      node = next.value;
    }
    return node === undefined ? undefined : importedBy(module, node);
  };
}

function importedBy(module: ParsedModule, node: EstreeNode, depth = 0): ImportedValue | undefined {
  if (depth > 20) return undefined;
  if (node.type === 'Identifier') {
    const bound = module.bindingOf(node.name);
    if (bound?.type !== 'ImportDeclaration') return bound === undefined ? undefined : importedBy(module, bound, depth + 1);
    const specifier = bound.specifiers.find((candidate) => candidate.local.name === node.name);
    const source = String(bound.source.value);
    if (specifier?.type === 'ImportDefaultSpecifier') return { specifier: source, name: 'default' };
    if (specifier?.type === 'ImportSpecifier')
      return { specifier: source, name: specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value) };
    return undefined;
  }
  const required = requiredModule(node);
  if (required !== undefined) return { specifier: required, name: 'default' };
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const from = requiredModule(node.object as EstreeNode);
    if (from !== undefined) return { specifier: from, name: node.property.name };
  }
  return undefined;
}

/** `require('x')` → `x`. */
function requiredModule(node: EstreeNode): string | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') return undefined;
  const [argument] = node.arguments;
  return argument?.type === 'Literal' && typeof argument.value === 'string' ? argument.value : undefined;
}

/** The node of a property or element of an object or array literal: where it is written, and its value (followed through constants). */
function childOf(module: ParsedModule, node: EstreeNode, key: string | number): { written: EstreeNode; value: EstreeNode } | undefined {
  const target = resolveIdentifier(module, node);
  if (target.type === 'ObjectExpression' && typeof key === 'string') {
    for (const property of [...target.properties].reverse()) {
      if (property.type === 'Property' && propertyName(property) === key) return { written: property, value: resolveIdentifier(module, property.value) };
    }
    return undefined;
  }
  if (target.type === 'ArrayExpression' && typeof key === 'number') {
    if (target.elements.slice(0, key).some((element) => element?.type === 'SpreadElement')) return undefined;
    const element = target.elements[key];
    return element === null || element === undefined || element.type === 'SpreadElement'
      ? undefined
      : { written: element, value: resolveIdentifier(module, element) };
  }
  return undefined;
}

function resolveIdentifier(module: ParsedModule, node: EstreeNode, depth = 0): EstreeNode {
  if (node.type !== 'Identifier' || depth > 20) return node;
  const bound = module.bindingOf(node.name);
  return bound === undefined || bound.type === 'ImportDeclaration' ? node : resolveIdentifier(module, bound, depth + 1);
}

function propertyName(property: { key: EstreeNode; computed: boolean }): string | undefined {
  if (property.computed) return property.key.type === 'Literal' ? String(property.key.value) : undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' ? String(property.key.value) : undefined;
}

export type StaticReadResult =
  | { readonly ok: true; readonly config: Record<string, unknown> }
  | { readonly ok: false; readonly message: string; readonly line?: number; readonly column?: number };

/** The config's exported object, read without running it; `dir` is the folder its relative imports start from. */
export async function readConfigStatically({ source, file, dir }: { source: string; file: string; dir: string }): Promise<StaticReadResult> {
  let module: ParsedModule;
  try {
    module = await parseModule(source, file);
  } catch (error) {
    const { message, line, column } = syntaxErrorOf(error);
    return { ok: false, message: `${file} does not parse: ${message}`, line, column };
  }
  const reader = new StaticReader(dir);
  const value = await reader.read(module, configNodeOf(module, module.exported));
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof UnreadValue) {
    return { ok: false, message: `${file} exports no object that can be read without running it` };
  }
  return { ok: true, config: value as Record<string, unknown> };
}

function syntaxErrorOf(error: unknown): { message: string; line?: number; column?: number } {
  const failure = error as {
    errors?: Array<{ text: string; location?: { line: number; column: number } }>;
    message?: string;
    loc?: { line: number; column: number };
  };
  const first = failure.errors?.[0];
  if (first) return { message: first.text, line: first.location?.line, column: first.location === undefined ? undefined : first.location.column + 1 };
  return { message: failure.message ?? String(error), line: failure.loc?.line, column: failure.loc === undefined ? undefined : failure.loc.column + 1 };
}

/** Imports followed from one module to the next, at most: a config spread over a few files, not a program. */
const MAX_IMPORT_DEPTH = 5;

class StaticReader {
  private readonly modules = new Map<string, Promise<unknown>>();

  constructor(private readonly dir: string) {}

  async read(module: ParsedModule, node: EstreeNode | undefined, depth = 0): Promise<unknown> {
    if (node === undefined) return undefined;
    const unread = (what: string) => {
      const at = module.positionOf(node);
      return new UnreadValue(what, at?.line, at?.column);
    };
    if (depth > 50) return unread('a value nested too deep');
    switch (node.type) {
      case 'Literal':
        return 'regex' in node && node.regex ? unread('a regular expression') : node.value;
      case 'TemplateLiteral': {
        let text = node.quasis[0]?.value.cooked ?? '';
        for (let index = 0; index < node.expressions.length; index++) {
          const part = await this.read(module, node.expressions[index], depth + 1);
          if (typeof part !== 'string' && typeof part !== 'number') return unread('a template string whose placeholders are not constants');
          text += String(part) + (node.quasis[index + 1]?.value.cooked ?? '');
        }
        return text;
      }
      case 'ArrayExpression': {
        const items: unknown[] = [];
        for (const element of node.elements) {
          if (element === null) items.push(undefined);
          else if (element.type === 'SpreadElement') {
            const spread = await this.read(module, element.argument, depth + 1);
            if (Array.isArray(spread)) items.push(...spread);
            else items.push(unread('a spread that is not a list of constants'));
          } else items.push(await this.read(module, element, depth + 1));
        }
        return items;
      }
      case 'ObjectExpression':
        return this.readObject(module, node, depth);
      case 'Identifier':
        if (node.name === 'undefined') return undefined;
        return this.readBinding(module, node.name, depth, unread);
      case 'UnaryExpression': {
        const operand = await this.read(module, node.argument, depth + 1);
        if (node.operator === '-' && typeof operand === 'number') return -operand;
        if (node.operator === '!' && !(operand instanceof UnreadValue)) return !operand;
        return unread(`the expression ${node.operator}…`);
      }
      case 'BinaryExpression': {
        if (node.left.type === 'PrivateIdentifier') return unread('a private name');
        const left = await this.read(module, node.left, depth + 1);
        const right = await this.read(module, node.right, depth + 1);
        if (node.operator === '+' && (typeof left === 'string' || typeof left === 'number') && (typeof right === 'string' || typeof right === 'number')) {
          return (left as string) + (right as string);
        }
        return unread(`the expression … ${node.operator} …`);
      }
      case 'MemberExpression': {
        const object = await this.read(module, node.object, depth + 1);
        const key = node.computed ? await this.read(module, node.property, depth + 1) : node.property.type === 'Identifier' ? node.property.name : undefined;
        if (typeof object === 'object' && object !== null && !(object instanceof UnreadValue) && (typeof key === 'string' || typeof key === 'number')) {
          return (object as Record<string, unknown>)[key];
        }
        return unread(`the value of ${sourceName(node)}`);
      }
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        return unread('a function');
      case 'CallExpression':
        return unread(`a call of ${sourceName(node.callee)}`);
      case 'NewExpression':
        return unread(`a new ${sourceName(node.callee)}`);
      case 'AwaitExpression':
        return this.read(module, node.argument, depth + 1);
      default:
        return unread(`an expression (${node.type})`);
    }
  }

  private async readObject(module: ParsedModule, node: ObjectExpression, depth: number): Promise<unknown> {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        const spread = await this.read(module, property.argument, depth + 1);
        if (typeof spread === 'object' && spread !== null && !Array.isArray(spread) && !(spread instanceof UnreadValue)) Object.assign(result, spread);
        continue;
      }
      const key = propertyName(property);
      if (key === undefined) continue;
      if (property.kind !== 'init') continue;
      result[key] = property.method
        ? new UnreadValue('a function', module.positionOf(property)?.line, module.positionOf(property)?.column)
        : await this.read(module, property.value, depth + 1);
    }
    return result;
  }

  private async readBinding(module: ParsedModule, name: string, depth: number, unread: (what: string) => UnreadValue): Promise<unknown> {
    const bound = module.bindingOf(name);
    if (bound === undefined) return unread(`the value of ${name}`);
    if (bound.type === 'FunctionDeclaration') return unread('a function');
    if (bound.type !== 'ImportDeclaration') return this.read(module, bound, depth + 1);
    const specifier = bound.specifiers.find((candidate) => candidate.local.name === name)!;
    const from = String(bound.source.value);
    if (!from.startsWith('.') || depth > MAX_IMPORT_DEPTH * 10) return unread(`what ${from} exports`);
    const imported = await this.readImport(path.resolve(this.dir, from), depth);
    if (specifier.type === 'ImportDefaultSpecifier' || specifier.type === 'ImportNamespaceSpecifier') return imported;
    return unread(`the export ${name} of ${from}`);
  }

  /** The default export of a relative import: JSON as it is, a JavaScript module read as the config is. */
  private readImport(file: string, depth: number): Promise<unknown> {
    let reading = this.modules.get(file);
    if (reading === undefined) {
      reading = (async () => {
        const text = await readFile(file, 'utf8').catch(() => undefined);
        if (text === undefined) return new UnreadValue(`the missing file ${path.basename(file)}`, undefined, undefined);
        if (file.endsWith('.json')) return JSON.parse(text) as unknown;
        const imported = await parseModule(text, file);
        return new StaticReader(path.dirname(file)).read(imported, configNodeOf(imported, imported.exported), depth + 10);
      })().catch(() => new UnreadValue(`the file ${path.basename(file)}`, undefined, undefined));
      this.modules.set(file, reading);
    }
    return reading;
  }
}

function sourceName(node: EstreeNode): string {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return `${sourceName(node.object)}.${node.property.name}`;
  return 'an expression';
}

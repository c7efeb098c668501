/**
 * Checks an MDX tree for what docs-gen can render without running code, and
 * resolves component names: JSX elements must be lower-case HTML elements or
 * theme components (directly, or through `import X from '@theme/Name'`);
 * expressions must be literal data (static-expression.ts). Import and comment
 * nodes are removed; everything else is left for rendering.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Node as EstreeNode } from 'estree';
import type { VFile } from 'vfile';
import type { Node as UnistNode, Position } from 'unist';
import { SKIP, visit } from 'unist-util-visit';
import { evaluateStaticExpression, programExpression, UnsupportedExpressionError } from './static-expression.js';
import { reportError } from './report.js';

export interface RemarkMdxStaticOptions {
  /** Names of the theme components a page may use: `['Admonition', 'Tabs', …]`. */
  readonly components: readonly string[];
}

const THEME_IMPORT = /^@theme\/([A-Za-z][\w]*)$/;

export default function remarkMdxStatic({ components }: RemarkMdxStaticOptions) {
  const known = new Set(components);
  return (tree: Root, file: VFile) => {
    // A compiled page runs as written (remark-mdx-compiled.ts).
    if (file.data.compiled !== undefined) return;
    const aliases = collectThemeImports(tree, file, known);
    visit(tree, (node, index, parent) => {
      switch (node.type) {
        case 'mdxjsEsm':
          parent?.children.splice(index!, 1);
          return [SKIP, index];
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          restoreTemplateIndentation(node, String(file.value));
          if (!checkExpression(node, file)) {
            parent?.children.splice(index!, 1);
            return [SKIP, index];
          }
          return undefined;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          resolveElementName(node, file, known, aliases);
          checkAttributes(node, file);
          return undefined;
        default:
          return undefined;
      }
    });
  };
}

/** Import declarations of theme components, as local name → component name. */
function collectThemeImports(tree: Root, file: VFile, known: ReadonlySet<string>): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const node of tree.children as RootContent[]) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node as MdxjsEsm).data?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') {
        reportError(
          file,
          'unsupported-mdx',
          `\`${statement.type.startsWith('Export') ? 'export' : statement.type}\` statements are not supported in MDX pages; only imports from @theme/<Component> are`,
          positionOf(statement, node.position),
        );
        continue;
      }
      const source = String(statement.source.value);
      const componentName = THEME_IMPORT.exec(source)?.[1];
      if (componentName === undefined || !known.has(componentName)) {
        const reason =
          componentName === undefined
            ? `Cannot import "${source}": MDX pages can import only theme components (@theme/<Component>)`
            : `Cannot import "${source}": there is no theme component ${componentName}. Available: ${[...known].sort().join(', ')}`;
        reportError(file, componentName === undefined ? 'unsupported-mdx' : 'unknown-component', reason, positionOf(statement, node.position));
        continue;
      }
      for (const specifier of statement.specifiers) {
        const imported: string = specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : componentName;
        if (specifier.type === 'ImportNamespaceSpecifier' || imported !== componentName) {
          reportError(file, 'unsupported-mdx', `Import the component as \`import ${componentName} from '${source}'\``, positionOf(specifier, node.position));
          continue;
        }
        aliases.set(specifier.local.name, componentName);
      }
    }
  }
  return aliases;
}

function resolveElementName(node: MdxJsxFlowElement | MdxJsxTextElement, file: VFile, known: ReadonlySet<string>, aliases: ReadonlyMap<string, string>): void {
  const name = node.name;
  if (name !== null && /^[a-z]/.test(name) && !name.includes('.')) {
    // JSX allows names React cannot render (`<café>`): they are no HTML element either.
    if (!/^[a-z][a-zA-Z:_\-\d]*$/.test(name))
      reportError(file, 'unknown-component', `<${name}> is neither a theme component nor an HTML element`, node.position);
    return;
  }
  if (name === null) return;
  const resolved = aliases.get(name) ?? (known.has(name) ? name : undefined);
  if (resolved === undefined) {
    reportError(file, 'unknown-component', `Unknown component <${name}>. Available components: ${[...known].sort().join(', ')}`, node.position);
    return;
  }
  node.name = resolved;
}

function checkAttributes(node: MdxJsxFlowElement | MdxJsxTextElement, file: VFile): void {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      reportError(
        file,
        'unsupported-mdx',
        `Spread attributes ({...}) are not supported on <${node.name ?? ''}>; write each attribute out`,
        attribute.position ?? node.position,
      );
      continue;
    }
    const value = attribute.value;
    if (value === null || value === undefined || typeof value === 'string') continue;
    const program = value.data?.estree;
    if (!program) continue;
    try {
      const expression = programExpression(program);
      if (expression === undefined) {
        reportError(
          file,
          'unsupported-mdx',
          `Attribute ${attribute.name} of <${node.name ?? ''}> has an empty expression`,
          attribute.position ?? node.position,
        );
        continue;
      }
      evaluateStaticExpression(expression);
    } catch (error) {
      reportUnsupported(file, error, `attribute ${attribute.name} of <${node.name ?? ''}>`, attribute.position ?? node.position);
    }
  }
}

/** @returns false when the expression is empty (a comment) and can be dropped */
/**
 * Markdown drops the leading whitespace of a paragraph's continuation lines,
 * and MDX expressions inherit that: the code in `<CodeBlock>{`…`}</CodeBlock>`
 * would lose its indentation. A template literal's text is read again from
 * the source, where its position points, when it differs from what was
 * parsed only by that whitespace. (When an escape in it makes or takes a line
 * break, the lines no longer match one to one, and it is left as parsed.)
 */
function restoreTemplateIndentation(node: MdxFlowExpression | MdxTextExpression, source: string): void {
  const program = node.data?.estree;
  if (program === undefined || program === null || !node.value.includes('\n')) return;
  forEachEstreeNode(program, (estree) => {
    if (estree.type !== 'TemplateElement' || estree.start === undefined || estree.end === undefined) return;
    const written = source.slice(estree.start, estree.end).split('\n');
    const raw = estree.value.raw.split('\n');
    const cooked = estree.value.cooked?.split('\n');
    if (cooked === undefined || written.length !== raw.length || cooked.length !== raw.length) return;
    if (written.some((line, index) => line.trimStart() !== raw[index]!.trimStart())) return;
    const indents = written.map((line, index) => line.slice(0, line.length - raw[index]!.length));
    estree.value = {
      raw: written.join('\n'),
      cooked: cooked.map((line, index) => indents[index] + line).join('\n'),
    };
  });
}

/** Every node of an estree, depth first. */
function forEachEstreeNode(node: EstreeNode, visitNode: (node: EstreeNode & { start?: number; end?: number }) => void): void {
  visitNode(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children)
      if (typeof child === 'object' && child !== null && typeof (child as EstreeNode).type === 'string') forEachEstreeNode(child as EstreeNode, visitNode);
  }
}

function checkExpression(node: MdxFlowExpression | MdxTextExpression, file: VFile): boolean {
  const program = node.data?.estree;
  if (!program) return node.value.trim() !== '';
  try {
    const expression = programExpression(program);
    if (expression === undefined) return false;
    evaluateStaticExpression(expression);
  } catch (error) {
    reportUnsupported(file, error, `the expression {${truncate(node.value)}}`, node.position);
  }
  return true;
}

function reportUnsupported(file: VFile, error: unknown, what: string, fallback: Position | undefined): void {
  if (!(error instanceof UnsupportedExpressionError)) throw error;
  reportError(
    file,
    'unsupported-mdx',
    `Cannot evaluate ${what} at build time (${error.node.type}); use literal values such as strings, numbers, arrays and objects`,
    positionOf(error.node, fallback),
  );
}

function positionOf(node: EstreeNode | UnistNode, fallback: Position | undefined): Position | undefined {
  if ('loc' in node && node.loc) {
    return {
      start: { line: node.loc.start.line, column: node.loc.start.column + 1 },
      end: { line: node.loc.end.line, column: node.loc.end.column + 1 },
    };
  }
  return fallback;
}

function truncate(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 40 ? `${trimmed.slice(0, 37)}...` : trimmed;
}

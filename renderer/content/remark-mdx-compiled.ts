/**
 * Decides whether an MDX page can be rendered as data (the fast path) or
 * must be compiled and run (renderer/mdx/): a page that imports anything but
 * a theme component (a partial, a site component, an npm package), exports
 * values, or holds an expression or attribute that is not literal data
 * (`toc.slice(1)`, `new Date().getFullYear()`, `{...props}`) is compiled.
 *
 * For a compiled page it records why in `file.data.compiled`, and puts the
 * Markdown partials it renders (`import Note from './_note.md'`, `<Note />`)
 * in place of their elements, so the page's headings, anchors and links,
 * which the table of contents and the link checks read, include theirs; the
 * partial's nodes are placed at the element that renders it, whose page
 * context their links are checked in. The tree is only read for those: the
 * compiled page renders from its source.
 *
 * When compiling is not allowed (`markdown.rawHtml: 'sanitize'`: a site
 * that does not trust its docs runs none of their code) nothing is marked,
 * and remark-mdx-static reports what the page asks for.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Node as EstreeNode, Program } from 'estree';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { isMarkdownImport, partialLinkFromSite, siteFileOf, WRITTEN_LINK_PROPERTY } from './site-imports.js';
import { reportError } from './report.js';
import { evaluateStaticExpression, programExpression } from './static-expression.js';
import { forEachNode } from './walk-tree.js';

declare module 'vfile' {
  interface DataMap {
    /** Why the page is compiled (`imports "./_note.md"`); unset for a page rendered as data. */
    compiled: string | undefined;
    /** The texts of the Markdown files the page imports, by site file (`content/_note.md`). */
    partials: Readonly<Record<string, string>>;
  }
}

export interface RemarkMdxCompiledOptions {
  /** Theme components a page may use without importing them. */
  readonly components: readonly string[];
  /** False when pages may not run code. */
  readonly allowed: boolean;
  /** Parses a partial's text (already looked up), as a doc of its file's format. */
  readonly parsePartial: (file: string, source: string) => Root;
}

const THEME_IMPORT = /^@theme\/([A-Za-z]\w*)$/;
/** Partials inside partials: deeper than this is a cycle or a mistake. */
const MAX_PARTIAL_DEPTH = 20;

export default function remarkMdxCompiled({ components, allowed, parsePartial }: RemarkMdxCompiledOptions) {
  const known = new Set(components);
  return (tree: Root, file: VFile) => {
    if (!allowed) return;
    const reason = compileReason(tree);
    if (reason === undefined) return;
    file.data.compiled = reason;
    checkComponentNames(tree, file, known);
    inlinePartials({ tree, file, fromFile: String(file.path), parsePartial, chain: [String(file.path)] });
  };
}

/** Why the page needs compiling, or undefined when it is data. */
function compileReason(tree: Root): string | undefined {
  for (const node of tree.children as RootContent[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') return 'exports values';
      const source = String(statement.source.value);
      // A theme component, known or not (remark-mdx-static.ts reports an unknown one), needs no code.
      if (!THEME_IMPORT.test(source)) return `imports "${source}"`;
    }
  }
  let reason: string | undefined;
  forEachNode(tree, (node) => {
    if (reason !== undefined) return;
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const expression = node as unknown as { value: string; data?: { estree?: Program | null } };
      if (expression.data?.estree && !isData(expression.data.estree)) reason = `computes {${expression.value.trim().slice(0, 40)}}`;
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of (node as MdxJsxFlowElement).attributes) {
        if (attribute.type === 'mdxJsxExpressionAttribute') reason = 'spreads attributes';
        else if (typeof attribute.value === 'object' && attribute.value?.data?.estree && !isData(attribute.value.data.estree))
          reason = `computes the attribute ${attribute.name}={${attribute.value.value.trim().slice(0, 40)}}`;
        if (reason !== undefined) return;
      }
    }
  });
  return reason;
}

function isData(program: Program): boolean {
  try {
    const expression = programExpression(program);
    if (expression !== undefined) evaluateStaticExpression(expression);
    return true;
  } catch {
    return false;
  }
}

/**
 * A capitalised element must name a theme component, or something the page imports or exports; anything
 * else would fail when the page runs, with no place to point at.
 */
function checkComponentNames(tree: Root, file: VFile, known: ReadonlySet<string>): void {
  const defined = new Set(known);
  for (const node of tree.children as RootContent[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      for (const name of declaredNames(statement)) defined.add(name);
      const themeComponent = statement.type === 'ImportDeclaration' ? THEME_IMPORT.exec(String(statement.source.value))?.[1] : undefined;
      if (themeComponent !== undefined && !known.has(themeComponent))
        reportError(
          file,
          'unknown-component',
          `Cannot import "@theme/${themeComponent}": there is no theme component ${themeComponent}. Available: ${[...known].sort().join(', ')}`,
          positionOf(statement, node.position),
        );
    }
  }
  forEachNode(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = (node as MdxJsxFlowElement).name;
    if (name === null || !/^[A-Z]/.test(name)) return;
    const base = name.split('.')[0]!;
    if (!defined.has(base))
      reportError(
        file,
        'unknown-component',
        `Unknown component <${name}>: import it (from a site file, @site/…, a package or @theme/…) or use a theme component: ${[...known].sort().join(', ')}`,
        node.position,
      );
  });
}

/** The names a top-level statement binds: import specifiers, exported declarations. */
function declaredNames(statement: EstreeNode): string[] {
  if (statement.type === 'ImportDeclaration') return statement.specifiers.map((specifier) => specifier.local.name);
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return [];
  const declaration = statement.declaration;
  if (declaration.type === 'VariableDeclaration')
    return declaration.declarations.flatMap((declarator) => (declarator.id.type === 'Identifier' ? [declarator.id.name] : []));
  return declaration.id ? [declaration.id.name] : [];
}

/** Replaces each element that renders an imported Markdown partial with the partial's content, placed at the element. */
function inlinePartials({
  tree,
  file,
  fromFile,
  parsePartial,
  chain,
  at,
}: {
  tree: Root;
  file: VFile;
  fromFile: string;
  parsePartial: RemarkMdxCompiledOptions['parsePartial'];
  /** The importing files, outermost first: a file importing one of them is a cycle. */
  chain: readonly string[];
  /** In a partial: the element of the page that renders it, where its problems are reported. */
  at?: Position;
}): void {
  const partials = new Map<string, string>();
  for (const node of tree.children as RootContent[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !isMarkdownImport(String(statement.source.value))) continue;
      const specifier = String(statement.source.value);
      const target = siteFileOf(specifier, fromFile);
      const place = at ?? positionOf(statement, node.position);
      if (target === undefined || !Object.hasOwn(file.data.partials ?? {}, target)) {
        reportError(file, 'mdx-import', `Cannot import "${specifier}": no such file in the site${target === undefined ? '' : ` (${target})`}`, place);
        continue;
      }
      if (chain.includes(target) || chain.length > MAX_PARTIAL_DEPTH) {
        reportError(file, 'mdx-import', `"${specifier}" imports itself through ${[...chain, target].join(' → ')}`, place);
        continue;
      }
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') partials.set(specifier.local.name, target);
    }
  }
  if (partials.size === 0) return;
  const replace = (parent: { children: RootContent[] }) => {
    for (let index = 0; index < parent.children.length; index++) {
      const node = parent.children[index]!;
      const target = (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && partials.get((node as MdxJsxFlowElement).name ?? '');
      if (target) {
        const content = partialContent({ file, target, parsePartial, chain, place: at ?? node.position });
        parent.children.splice(index, 1, ...content);
        index += content.length - 1;
      } else if ('children' in node) replace(node as { children: RootContent[] });
    }
  };
  replace(tree);
}

/** A partial's content, its own partials in place, every node placed at `place`; nothing when it does not parse (reported). */
function partialContent({
  file,
  target,
  parsePartial,
  chain,
  place,
}: {
  file: VFile;
  target: string;
  parsePartial: RemarkMdxCompiledOptions['parsePartial'];
  chain: readonly string[];
  place: Position | undefined;
}): RootContent[] {
  let partial: Root;
  try {
    partial = parsePartial(target, file.data.partials![target]!);
  } catch (error) {
    const { place: at, reason = String(error) } = error as {
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
      reason?: string;
    };
    const point = at?.start ?? at;
    // Some MDX errors carry their place only in their text: "… (3:1-3:6)".
    const inReason = / \((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    const line = point?.line ?? inReason?.[1];
    const where = line === undefined ? '' : `:${line}:${point?.column ?? inReason?.[2] ?? 1}`;
    reportError(file, 'mdx-syntax', `The partial ${target}${where} does not parse: ${reason.replace(/ \(\d+:\d+-\d+:\d+\)/, '')}`, place);
    return [];
  }
  inlinePartials({ tree: partial, file, fromFile: target, parsePartial, chain: [...chain, target], at: place });
  const content = (partial.children as RootContent[]).filter((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  for (const node of content)
    forEachNode(node, (inner) => {
      inner.position = place;
      linkFromSite(inner, target);
    });
  return content;
}

/** A partial's relative link to a Markdown file, as its pages link it (see partialLinkFromSite); its own partials' links are already. */
function linkFromSite(node: { type: string }, partialFile: string): void {
  if (node.type === 'link' || node.type === 'definition') {
    const link = node as unknown as { url: string; data?: { hProperties?: Record<string, unknown> } };
    const fromSite = partialLinkFromSite(link.url, partialFile);
    if (fromSite === undefined) return;
    // Carried to the HTML tree, where the page's links are collected (rehype-collect-refs.ts), for messages.
    link.data = { ...link.data, hProperties: { ...link.data?.hProperties, [WRITTEN_LINK_PROPERTY]: `${link.url} in ${partialFile}` } };
    link.url = fromSite;
  } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as MdxJsxFlowElement).name === 'a') {
    for (const attribute of (node as MdxJsxFlowElement).attributes)
      if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string')
        attribute.value = partialLinkFromSite(attribute.value, partialFile) ?? attribute.value;
  }
}

function positionOf(node: EstreeNode, fallback: Position | undefined): Position | undefined {
  if (!node.loc) return fallback;
  return { start: { line: node.loc.start.line, column: node.loc.start.column + 1 }, end: { line: node.loc.end.line, column: node.loc.end.column + 1 } };
}

/**
 * mdast `code` → hast: fenced code becomes a highlighted code block with an
 * optional title and highlighted lines; ```mermaid becomes a <Mermaid> diagram.
 * Meta syntax: ```ts title="api.ts" {1,4-6} showLineNumbers (or showLineNumbers=5,
 * numbering from 5). Lines may also be highlighted by magic comments
 * (remark-magic-comments.ts), when the meta names none.
 */
import type { Element, ElementContent } from 'hast';
import type { Code } from 'mdast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { lineNumberVariables, type ShowLineNumbers } from '../shared/line-numbers.js';
import { highlightCode, splitLines } from './highlight.js';

export interface CodeMeta {
  readonly title: string | undefined;
  readonly highlightedLines: ReadonlySet<number>;
  /** Whether lines are numbered; a number is the first line's. */
  readonly showLineNumbers: ShowLineNumbers;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  // The other options are read outside the title, so `title="v{2}.ts"` highlights nothing.
  const options = title ? text.replace(title[0], ' ') : text;
  const ranges = /\{([\d,\s-]+)\}/.exec(options)?.[1];
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightedLines: new Set(ranges ? expandRanges(ranges) : []),
    showLineNumbers: readShowLineNumbers(options),
  };
}

/** `showLineNumbers` alone numbers from 1; `showLineNumbers=5` from 5. */
function readShowLineNumbers(options: string): ShowLineNumbers {
  const option = /\bshowLineNumbers(?:=(\d+))?(?![\w=])/.exec(options);
  if (option === null) return false;
  return option[1] === undefined ? true : Number(option[1]);
}

function expandRanges(ranges: string): number[] {
  return ranges.split(',').flatMap((part) => {
    const [from, to] = part.trim().split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) return [];
    if (to === undefined || Number.isNaN(to)) return [from];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  });
}

export function codeToHast(node: Code, { highlight = 'now' }: { highlight?: 'now' | 'on-render' } = {}): Element | MdxJsxFlowElementHast {
  const language = node.lang?.toLowerCase() ?? undefined;
  if (language === 'mermaid') {
    return {
      type: 'mdxJsxFlowElement',
      name: 'Mermaid',
      attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: node.value }],
      children: [],
      position: node.position,
    };
  }
  const meta = parseCodeMeta(node.meta);
  const fromComments = node.data?.highlightedLines;
  return renderCodeBlock({
    code: node.value,
    language,
    meta: meta.highlightedLines.size === 0 && fromComments !== undefined ? { ...meta, highlightedLines: new Set(fromComments) } : meta,
    position: node.position,
    highlight,
  });
}

export function renderCodeBlock({
  code,
  language,
  meta,
  position,
  highlight = 'now',
}: {
  code: string;
  language: string | undefined;
  meta: CodeMeta;
  position?: Code['position'];
  /**
   * `on-render`: the code element holds the code as text, and what highlighting it needs in a property
   * (`highlightOnRender` reads it): the body's stored tree then holds no node per token.
   */
  highlight?: 'now' | 'on-render';
}): Element {
  const languageClass = `language-${language ?? 'text'}`;
  const text = code.replace(/\n$/, '');
  const lineElements = highlight === 'now' ? codeLines(text, language, meta.highlightedLines) : [];
  const lineCount = highlight === 'now' ? lineElements.length : text.split('\n').length;
  const deferred = highlight === 'now' ? {} : { [HIGHLIGHT_ON_RENDER]: `${language ?? ''}|${[...meta.highlightedLines].join(',')}` };
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: { className: [languageClass, ...(meta.showLineNumbers === false ? [] : ['code-block--line-numbers'])], tabIndex: 0 },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: [languageClass], ...lineNumberStyle(meta.showLineNumbers, lineCount), ...deferred },
        children: highlight === 'now' ? lineElements : [{ type: 'text', value: text }],
      },
    ],
  };
  const titleBar: Element[] = meta.title
    ? [{ type: 'element', tagName: 'div', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: meta.title }] }]
    : [];
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: language ?? 'text' },
    children: [...titleBar, pre],
    position,
  };
}

/** The property of a code element whose highlighting waits for the page's render: `<language>|<highlighted lines>`. */
const HIGHLIGHT_ON_RENDER = 'dataHighlightOnRender';

/** A code block's lines, highlighted: a span each (the highlighted ones marked), ending with its newline. */
function codeLines(text: string, language: string | undefined, highlightedLines: ReadonlySet<number>): ElementContent[] {
  return splitLines(highlightCode(text, language)).map((children, index) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: highlightedLines.has(index + 1) ? ['code-line', 'code-line--highlighted'] : ['code-line'] },
    children: [...children, { type: 'text', value: '\n' }],
  }));
}

/**
 * A code element whose highlighting waited for the render (`highlight: 'on-render'`) gets its highlighted lines,
 * as a block highlighted when parsed has them; any other element is left as it is.
 */
export function highlightOnRender(code: Element): void {
  const pending = code.properties[HIGHLIGHT_ON_RENDER];
  const [text] = code.children;
  if (typeof pending !== 'string' || code.children.length !== 1 || text?.type !== 'text') return;
  const separator = pending.lastIndexOf('|');
  const language = pending.slice(0, separator);
  const lines = pending.slice(separator + 1);
  delete code.properties[HIGHLIGHT_ON_RENDER];
  code.children = codeLines(text.value, language === '' ? undefined : language, new Set(lines === '' ? [] : lines.split(',').map(Number)));
}

/** The line-number variables as a style attribute, when there are any. */
function lineNumberStyle(showLineNumbers: ShowLineNumbers, lineCount: number): { style?: string } {
  const declarations = Object.entries(lineNumberVariables(showLineNumbers, lineCount)).map(([name, value]) => `${name}: ${value}`);
  return declarations.length === 0 ? {} : { style: declarations.join('; ') };
}

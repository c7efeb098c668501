/**
 * Markdown descriptions of an API spec → sanitised HTML, with GFM and the
 * docs' build-time code highlighting. A spec may come from anywhere, so raw
 * HTML in it goes through rehype-sanitize (GitHub's rules, plus the class
 * names of highlighted code): scripts, event handlers and javascript: URLs
 * never reach the page.
 */
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { codeToHast } from '../content/code-block.js';
import rehypeEmptyHeaderCells from '../content/rehype-empty-header-cells.js';
import rehypeScrollableTables from '../content/rehype-scrollable-tables.js';

const SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.div ?? []), 'className'],
    pre: [...(defaultSchema.attributes?.pre ?? []), 'className', 'tabIndex'],
    span: [...(defaultSchema.attributes?.span ?? []), 'className'],
  },
};

/** Fenced code as the docs show it; diagrams stay code (a spec's description has no diagram component). */
function highlightedCode(state: State, node: Code): ElementContent {
  return node.lang?.toLowerCase() === 'mermaid' ? defaultHandlers.code(state, node) : (codeToHast(node) as Element);
}

export type MarkdownRenderer = (markdown: string | undefined) => string | undefined;

export function createMarkdownRenderer(): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true, handlers: { code: highlightedCode } })
    .use(rehypeRaw)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(rehypeEmptyHeaderCells)
    .use(rehypeScrollableTables) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;
  const rendered = new Map<string, string>();
  return (markdown) => {
    if (markdown === undefined || markdown.trim() === '') return undefined;
    let html = rendered.get(markdown);
    if (html === undefined) {
      html = toHtml(processor.runSync(processor.parse(markdown)));
      rendered.set(markdown, html);
    }
    return html;
  };
}

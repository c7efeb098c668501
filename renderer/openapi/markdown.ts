/**
 * Markdown descriptions of an API spec → sanitised HTML, with GFM and the
 * docs' build-time code highlighting. A spec may come from anywhere, so raw
 * HTML in it goes through rehype-sanitize (GitHub's rules, plus the class
 * names of highlighted code): scripts, event handlers and javascript: URLs
 * never reach the page.
 */
import { toHtml } from 'hast-util-to-html';
import { toString as hastToString } from 'hast-util-to-string';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { codeToHast } from '../content/code-block.js';
import rehypeEmptyHeaderCells from '../content/rehype-empty-header-cells.js';
import remarkGfmSyntax from '../content/remark-gfm-syntax.js';
import rehypeHeadingLinks from '../content/rehype-heading-links.js';
import rehypeScrollableTables from '../content/rehype-scrollable-tables.js';
import { githubSlug } from '../content/slug.js';
import { forEachNode } from '../content/walk-tree.js';
import type { DescriptionHeading } from '../shared/api-reference.js';

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

export interface MarkdownRenderer {
  (markdown: string | undefined): string | undefined;
  /**
   * The same HTML, with an id and a "#" link on every heading, for the description a page is
   * about (`info.description`): its headings are anchors and entries of the page's table of
   * contents. `claimId` turns a slug into an id not yet used on the page.
   */
  withHeadingIds(
    markdown: string | undefined,
    claimId: (slug: string) => string,
  ): { readonly html: string; readonly headings: readonly DescriptionHeading[] } | undefined;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function createMarkdownRenderer(): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfmSyntax)
    .use(remarkRehype, { allowDangerousHtml: true, handlers: { code: highlightedCode } })
    .use(rehypeRaw)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(rehypeEmptyHeaderCells)
    .use(rehypeScrollableTables) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;
  const rendered = new Map<string, string>();
  const render = (markdown: string | undefined) => {
    if (markdown === undefined || markdown.trim() === '') return undefined;
    let html = rendered.get(markdown);
    if (html === undefined) {
      html = toHtml(processor.runSync(processor.parse(markdown)));
      rendered.set(markdown, html);
    }
    return html;
  };
  const addHeadingLinks = rehypeHeadingLinks();
  const withHeadingIds: MarkdownRenderer['withHeadingIds'] = (markdown, claimId) => {
    if (markdown === undefined || markdown.trim() === '') return undefined;
    // Ids are given after sanitising, which would prefix them (`user-content-`) as it does ids a spec writes.
    const tree = processor.runSync(processor.parse(markdown)) as unknown as HastRoot;
    const headings: DescriptionHeading[] = [];
    forEachNode(tree, (node) => {
      if (node.type !== 'element' || !HEADINGS.has((node as Element).tagName)) return;
      const heading = node as Element;
      const text = hastToString(heading).trim();
      const id = claimId(githubSlug(text) || 'section');
      heading.properties.id = id;
      headings.push({ depth: Number(heading.tagName.slice(1)), text, id });
    });
    addHeadingLinks(tree);
    return { html: toHtml(tree), headings };
  };
  return Object.assign(render, { withHeadingIds });
}

/**
 * Markdown descriptions of an API spec → sanitised HTML. A spec may come from
 * anywhere, so raw HTML in it goes through rehype-sanitize (GitHub's rules):
 * scripts, event handlers and javascript: URLs never reach the page.
 */
import { toHtml } from 'hast-util-to-html';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';

export type MarkdownRenderer = (markdown: string | undefined) => string | undefined;

export function createMarkdownRenderer(): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;
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

/**
 * HTML written in the config (the footer's copyright and `{ html }` items,
 * the announcement bar): parsed as a browser parses it, sanitised by the
 * rules `markdown.rawHtml: 'sanitize'` applies to docs, and read for the
 * links the link checks follow.
 */
import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';
import rehypeSanitizeHtml from './rehype-sanitize-html.js';

const parser = unified().use(rehypeRaw);
const sanitize = rehypeSanitizeHtml();

function parseHtml(html: string): Root {
  return parser.runSync({ type: 'root', children: [{ type: 'raw', value: html }] }) as Root;
}

/** The HTML without scripts, event handlers, iframes, forms, styles and javascript: URLs. */
export function sanitizeConfigHtml(html: string): string {
  return toHtml(sanitize(parseHtml(html)));
}

/** The URLs the HTML links to or loads, in order: `href` of links, `src` of images. */
export function linksInHtml(html: string): string[] {
  const urls: string[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type !== 'root' && node.type !== 'element') return;
    if (node.type === 'element') urls.push(...urlsOf(node));
    for (const child of node.children) visit(child);
  };
  visit(parseHtml(html));
  return urls;
}

function urlsOf(element: Element): string[] {
  const { href, src } = element.properties;
  return [href, src].filter((value): value is string => typeof value === 'string');
}

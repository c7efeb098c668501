/**
 * MDX renders a link written as JSX (`<a href="./install.md">`) as it is,
 * while one written in Markdown goes through the page's components, which
 * give it its final URL (`/install`, baseUrl joined): a page rendered as data
 * rewrites both. So JSX `<a>` and `<img>` elements whose attributes are all
 * literal become the HTML elements Markdown makes, and take the same path.
 * In a partial, relative links to Markdown files are then written from the
 * site root, as the parse stage wrote them for the pages' links
 * (content/site-imports.ts), which is how the page finds their URLs.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import { partialLinkFromSite } from '../content/site-imports.js';

const REWRITTEN = new Set(['a', 'img']);

export default function rehypeJsxLinks({ partialFile }: { partialFile?: string } = {}) {
  return (tree: Root) => {
    rewriteChildren(tree, partialFile);
  };
}

function rewriteChildren(parent: { children: Array<Root['children'][number] | ElementContent> }, partialFile: string | undefined): void {
  parent.children.forEach((child, index) => {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && REWRITTEN.has(child.name ?? '')) {
      const element = asElement(child);
      if (element !== undefined) parent.children[index] = element;
    }
    const now = parent.children[index]!;
    if (partialFile !== undefined && now.type === 'element' && now.tagName === 'a' && typeof now.properties.href === 'string')
      now.properties.href = partialLinkFromSite(now.properties.href, partialFile) ?? now.properties.href;
    if ('children' in now) rewriteChildren(now as { children: ElementContent[] }, partialFile);
  });
}

function asElement(node: MdxJsxFlowElementHast | MdxJsxTextElementHast): Element | undefined {
  const properties: Element['properties'] = {};
  for (const attribute of node.attributes) {
    // An expression's value is known only when the page runs.
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string')) return undefined;
    properties[find(html, attribute.name).property] = attribute.value ?? true;
  }
  return { type: 'element', tagName: node.name!, properties, children: node.children as ElementContent[], position: node.position };
}

/**
 * Appends a "#" permalink to every heading below the title, so a reader can
 * copy a link to a section. Runs after the link collector: these links always
 * resolve and need no checking.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { forEachNode } from './walk-tree.js';

const LINKED_HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

export default function rehypeHeadingLinks() {
  return (tree: Root) => {
    forEachNode(tree, (found) => {
      if (found.type !== 'element') return;
      const node = found as Element;
      if (!LINKED_HEADINGS.has(node.tagName) || typeof node.properties.id !== 'string') return;
      // Screen-reader-only headings (the footnotes label) have nothing to click.
      if (Array.isArray(node.properties.className) && node.properties.className.includes('sr-only')) return;
      const label = `Direct link to ${toString(node).trim()}`;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${node.properties.id}`, ariaLabel: label, title: label },
        children: [],
      });
    });
  };
}

/**
 * Raw HTML may name elements anything a browser accepts (`<TabIte~~~` cut
 * short by a fence reads as an element `tabite~~~`), but React renders only
 * names of letters, digits, `:`, `_`, `.` and `-`, and throws on the rest.
 * Such elements become `span`s, which is how a browser shows an element it
 * does not know.
 */
import type { Element, Root } from 'hast';
import { forEachNode } from './walk-tree.js';

/** React's own test of a tag name (react-dom's VALID_TAG_REGEX). */
const RENDERABLE_NAME = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

export default function rehypeElementNames() {
  return (tree: Root) => {
    forEachNode(tree, (node) => {
      if (node.type === 'element' && !RENDERABLE_NAME.test((node as Element).tagName)) (node as Element).tagName = 'span';
    });
  };
}

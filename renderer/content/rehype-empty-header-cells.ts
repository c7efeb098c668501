/**
 * An empty header cell, such as the top-left corner of a comparison table
 * (`| | Option A | Option B |`), heads nothing: it becomes a data cell, so a
 * screen reader does not announce a nameless header with every cell of its
 * column (and axe's empty-table-header rule holds).
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { forEachNode } from './walk-tree.js';

export default function rehypeEmptyHeaderCells() {
  return (tree: Root) => {
    forEachNode(tree, (node) => {
      if (node.type !== 'element') return;
      const cell = node as Element;
      if (cell.tagName === 'th' && cell.children.every((child) => child.type === 'text') && toString(cell).trim() === '') cell.tagName = 'td';
    });
  };
}

/**
 * Puts every table in a box of its own that scrolls sideways when the table
 * is wider than the text column (on phones, most are), so the page itself
 * never does. A box that scrolls must be reachable by keyboard (WCAG 2.1.1):
 * it takes focus and is named after the section it sits in, for a screen
 * reader to say what the focus landed on.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';

const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export default function rehypeScrollableTables() {
  return (tree: Root) => {
    wrapTables(tree, { heading: undefined });
  };
}

interface WalkState {
  /** The text of the last heading before the current node, in document order. */
  heading: string | undefined;
}

function wrapTables(parent: Root | Element, state: WalkState): void {
  const children = parent.children as ElementContent[];
  children.forEach((child, index) => {
    if (!('children' in child)) return;
    if (child.type === 'element' && HEADINGS.has(child.tagName)) {
      state.heading = toString(child).trim() || state.heading;
      return;
    }
    wrapTables(child as Element, state);
    if (child.type === 'element' && child.tagName === 'table') children[index] = scrollBox(child, state.heading);
  });
}

function scrollBox(table: Element, heading: string | undefined): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['table-scroll'], tabIndex: 0, role: 'group', ariaLabel: heading === undefined ? 'Table' : `Table: ${heading}` },
    children: [table],
  };
}

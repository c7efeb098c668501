/**
 * Tree walks for the page parsers' own plugins. Every page's trees are walked
 * several times, and unist-util-visit (an ancestor list and a type test per
 * node) showed up as a tenth of parse time; these do only what the plugins
 * need.
 */
import type { Node, Parent } from 'unist';

/** Calls `fn` on every node, parents before children. */
export function forEachNode(node: Node, fn: (node: Node) => void): void {
  fn(node);
  const children = (node as Partial<Parent>).children;
  if (children !== undefined) for (const child of children) forEachNode(child, fn);
}

/** mdast nodes whose children are inline (phrasing) content, where no block can be. */
const INLINE_HOLDERS: ReadonlySet<string> = new Set([
  'paragraph',
  'heading',
  'table',
  'tableRow',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);

/**
 * Walks the blocks of an mdast tree without entering inline content. `fn`
 * may replace the node it is given in `parent.children`: it then returns the
 * index to go on from (the replacement's own index, to walk into it). When it
 * returns undefined the walk enters the node and goes on with its next sibling.
 */
export function walkBlocks(parent: Parent, fn: (node: Node, index: number, parent: Parent) => number | undefined): void {
  let index = 0;
  while (index < parent.children.length) {
    const node = parent.children[index]!;
    const next = fn(node, index, parent);
    if (next !== undefined) {
      index = next;
      continue;
    }
    if ('children' in node && !INLINE_HOLDERS.has(node.type)) walkBlocks(node as Parent, fn);
    index++;
  }
}

/** The node farthest from the root (the first of them) and its depth, the root being 0. Iterative: it measures trees too deep to recurse into. */
export function findDeepestNode(root: Node): { node: Node; depth: number } {
  let deepest = { node: root, depth: 0 };
  const stack: Array<{ node: Node; depth: number }> = [deepest];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (entry.depth > deepest.depth) deepest = entry;
    const children = (entry.node as Partial<Parent>).children;
    if (children !== undefined) for (let index = children.length - 1; index >= 0; index--) stack.push({ node: children[index]!, depth: entry.depth + 1 });
  }
  return deepest;
}

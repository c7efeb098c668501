/**
 * Links the site's own plugins add have no place in the source, and the
 * collection of links passes over such links (docs-gen's own, such as
 * footnote back-references, are right by construction). With site plugins,
 * each link without a place gets the place of the nearest element around it
 * that has one (the top of the doc at worst), so that it is checked, and
 * reported there.
 */
import type { Element, Root, RootContent } from 'hast';

const TOP: NonNullable<Element['position']> = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

export default function rehypePlaceGeneratedLinks() {
  return (tree: Root) => {
    const place = (nodes: readonly RootContent[], around: NonNullable<Element['position']>) => {
      for (const node of nodes) {
        if (node.type !== 'element') continue;
        if (node.position === undefined && (node.tagName === 'a' || node.tagName === 'img')) node.position = around;
        place(node.children, node.position ?? around);
      }
    };
    place(tree.children, TOP);
  };
}

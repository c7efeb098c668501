/**
 * Block directives that no plugin claimed (`::name` leaves, `:::name`
 * containers other than admonitions) are put back as the text they were
 * written as, so unknown syntax reads as what the author typed, and each is
 * reported where it is: what the author meant (an admonition type of another
 * site, a plugin's directive) is not rendered.
 */
import type { Root, Parent, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { walkBlocks } from './walk-tree.js';
import { reportWarning } from './report.js';

export default function remarkRestoreDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const sliceOf = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      return start === undefined || end === undefined ? '' : source.slice(start, end);
    };
    walkBlocks(tree, (node, index, parent) => {
      if (node.type === 'leafDirective') {
        reportWarning(
          file,
          'directive-unknown',
          `\`${sliceOf(node).split('\n')[0]}\` is a directive docs-gen does not render: it is shown as the text written`,
          node.position,
        );
        const paragraph: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: sliceOf(node) }], position: node.position };
        (parent as Parent).children[index] = paragraph;
        return index + 1;
      }
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        const opening = sliceOf(node).split('\n')[0] ?? '';
        reportWarning(
          file,
          'directive-unknown',
          `\`:::${directive.name}\` is not an admonition type docs-gen knows: the block is shown as the text written`,
          node.position,
        );
        const body = directive.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
        const replacement = [
          { type: 'paragraph', children: [{ type: 'text', value: opening }] },
          ...body,
          { type: 'paragraph', children: [{ type: 'text', value: ':::' }] },
        ] as Parent['children'];
        (parent as Parent).children.splice(index, 1, ...replacement);
        return index + 1;
      }
      return undefined;
    });
  };
}

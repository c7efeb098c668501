/**
 * `:::note[Title]` … `:::` container directives become <Admonition> elements,
 * in .md and .mdx alike (the bare-title form `:::note Title` is rewritten to
 * this one by preprocess.ts), for the built-in types and those the config's
 * `markdown.admonitionTypes` adds.
 */
import type { Root, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { walkBlocks } from './walk-tree.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;

export interface AdmonitionOptions {
  /** Types besides the built-in ones (`markdown.admonitionTypes`). */
  readonly extraTypes?: readonly string[];
}

export default function remarkAdmonitions({ extraTypes = [] }: AdmonitionOptions = {}) {
  const types: ReadonlySet<string> = new Set([...ADMONITION_TYPES, ...extraTypes]);
  return (tree: Root) => {
    walkBlocks(tree, (found, index, parent) => {
      if (found.type !== 'containerDirective') return undefined;
      const node = found as ContainerDirective;
      if (!types.has(node.name)) return undefined;
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && (first as Paragraph).data?.directiveLabel === true;
      const title = hasLabel ? toString(first) : undefined;
      const admonition: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'type', value: node.name },
          ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
        ],
        children: hasLabel ? rest : node.children,
        position: node.position,
      };
      (parent.children as unknown[])[index] = admonition;
      // Continue into the replacement, not the directive: `rest` is a new array, so an admonition nested
      // in a titled one would otherwise be replaced in the old node and left as a directive.
      return index;
    });
  };
}

/**
 * A paragraph holding only JSX elements and expressions (and whitespace)
 * becomes those elements, as @mdx-js/mdx does (its remark-mark-and-unravel).
 * Without it, `<TabItem value="a">A</TabItem>` written on one line is a
 * paragraph, and <Tabs>, which looks for TabItem children, would drop it.
 */
import type { Paragraph, Root, RootContent } from 'mdast';
import { walkBlocks } from './walk-tree.js';

const WHITESPACE = /^[\t\n\r ]*$/;

export default function remarkUnravelJsx() {
  return (tree: Root) => {
    walkBlocks(tree, (found, index, parent) => {
      if (found.type !== 'paragraph') return undefined;
      const node = found as Paragraph;
      const isWhitespace = (child: Paragraph['children'][number]) => child.type === 'text' && WHITESPACE.test(child.value);
      const isJsx = (child: Paragraph['children'][number]) => child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression';
      if (!node.children.some(isJsx) || !node.children.every((child) => isJsx(child) || isWhitespace(child))) return undefined;
      const unravelled = node.children.filter(isJsx).map((child) => {
        if (child.type === 'mdxJsxTextElement') return { ...child, type: 'mdxJsxFlowElement' };
        return { ...child, type: 'mdxFlowExpression' };
      }) as RootContent[];
      (parent.children as RootContent[]).splice(index, 1, ...unravelled);
      // Visit the unravelled elements: their children may hold such paragraphs too.
      return index;
    });
  };
}

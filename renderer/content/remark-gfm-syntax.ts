/**
 * GitHub Flavored Markdown, as remark-gfm reads it (docs-gen never writes
 * Markdown back), at less cost: the search for literal autolinks in text
 * (`www.example.com`, `https://…`, `someone@example.com`) is skipped on a
 * tree none of whose text could hold one. That search runs four regular
 * expressions with lookbehinds over every text node: 15% of parsing a
 * typical doc, though few docs write a bare address in their prose (links
 * in `[text](url)` form are link nodes, not text).
 */
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';
import type { Node, Parent } from 'unist';

type Transform = NonNullable<ReturnType<typeof gfmAutolinkLiteralFromMarkdown>['transforms']>[number];
type FromMarkdownExtension = ReturnType<typeof gfmAutolinkLiteralFromMarkdown>;

/** Every literal autolink has one of these: a scheme, `www.`, or the `@` of an address (`mailto:` and `xmpp:` ones too). */
const LITERAL_AUTOLINK_MARK = /@|https?:\/\/|www\./i;

const findLiteralAutolinks: Transform | undefined = gfmAutolinkLiteralFromMarkdown().transforms?.[0];

export default function remarkGfmSyntax(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown().map(withAutolinkSearchWhereNeeded));
}

function withAutolinkSearchWhereNeeded(extension: FromMarkdownExtension): FromMarkdownExtension {
  const transforms = extension.transforms;
  if (findLiteralAutolinks === undefined || transforms?.includes(findLiteralAutolinks) !== true) return extension;
  const search = findLiteralAutolinks;
  return {
    ...extension,
    transforms: transforms.map((transform) => (transform === search ? (tree) => (mayHoldLiteralAutolink(tree) ? search(tree) : tree) : transform)),
  };
}

/** Whether any text in the tree has what a literal autolink starts from. */
export function mayHoldLiteralAutolink(node: Node): boolean {
  if (node.type === 'text') return LITERAL_AUTOLINK_MARK.test((node as Node & { value: string }).value);
  const children = (node as Partial<Parent>).children;
  return children?.some(mayHoldLiteralAutolink) ?? false;
}

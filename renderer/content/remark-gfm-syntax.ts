/**
 * GitHub Flavored Markdown, as remark-gfm reads it (docs-gen never writes
 * Markdown back), at less cost. Literal autolinks (`www.example.com`,
 * `https://…`, `someone@example.com`) are looked for twice, and each search
 * is left out where it cannot find one:
 *
 * - while tokenizing, micromark tries an address at the start of every word
 *   (about a sixth of a typical doc's tokenizing, though few docs write a
 *   bare address): each kind is tried only in a text that holds its mark
 *   (an `@` after a letter, `www.`, `http://` or `https://`), for without it
 *   the attempt can only fail;
 * - after parsing, in the text nodes, with four regular expressions with
 *   lookbehinds (15% of parsing a typical doc): skipped on a tree none of
 *   whose text could hold one (links in `[text](url)` form are link nodes,
 *   not text).
 */
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfm } from 'micromark-extension-gfm';
import type { Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
import type { Node, Parent } from 'unist';

type Transform = NonNullable<ReturnType<typeof gfmAutolinkLiteralFromMarkdown>['transforms']>[number];
type FromMarkdownExtension = ReturnType<typeof gfmAutolinkLiteralFromMarkdown>;

/** Every literal autolink has one of these: a scheme, `www.`, or the `@` of an address (`mailto:` and `xmpp:` ones too). */
const LITERAL_AUTOLINK_MARK = /@|https?:\/\/|www\./i;

const findLiteralAutolinks: Transform | undefined = gfmAutolinkLiteralFromMarkdown().transforms?.[0];

export default function remarkGfmSyntax(this: Processor) {
  const data = this.data();
  const syntax = (data.micromarkExtensions ??= []);
  const at = syntax.push(GFM) - 1;
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown().map(withAutolinkSearchWhereNeeded));
  // The parser reads the syntax extensions each time it parses: each text gets the ones it can use.
  const parse = this.parser;
  if (parse === undefined) return;
  this.parser = (document, file) => {
    syntax[at] = gfmSyntaxFor(document);
    return parse(document, file);
  };
}

/** The kinds of literal autolink micromark tries, each by the name of its construct, with the mark a text needs for one to be there. */
const AUTOLINK_KINDS = [
  // An address's `@` follows one of the characters its name is made of.
  { construct: 'emailAutolink', mark: /[\w+.-]@/ },
  { construct: 'wwwAutolink', mark: /www\./i },
  { construct: 'protocolAutolink', mark: /https?:\/\//i },
] as const;

const GFM = gfm();
/** GFM's syntax with only some kinds of literal autolink, by the bits of the kinds kept. */
const gfmByKinds = new Map<number, Extension>([[(1 << AUTOLINK_KINDS.length) - 1, GFM]]);

function gfmSyntaxFor(text: string): Extension {
  const kept = AUTOLINK_KINDS.reduce((bits, kind, index) => (kind.mark.test(text) ? bits | (1 << index) : bits), 0);
  let syntax = gfmByKinds.get(kept);
  if (syntax === undefined) {
    const dropped = new Set<string>(AUTOLINK_KINDS.filter((_, index) => (kept & (1 << index)) === 0).map((kind) => kind.construct));
    const text = Object.entries(GFM.text ?? {}).flatMap(([code, constructs]) => {
      const left = [constructs ?? []].flat().filter((construct) => !dropped.has(construct.name ?? ''));
      return left.length === 0 ? [] : [[code, left] as const];
    });
    syntax = { ...GFM, text: Object.fromEntries(text) };
    gfmByKinds.set(kept, syntax);
  }
  return syntax;
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

/**
 * GitHub Flavored Markdown, as remark-gfm reads it (docs-gen never writes
 * Markdown back), at less cost: what cannot be found in a text is not
 * looked for.
 *
 * - While tokenizing, micromark tries a table at the start of every block,
 *   and a literal autolink (`someone@example.com`, `www.example.com`,
 *   `https://…`) at the start of every word: together about a quarter of
 *   tokenizing a typical doc, though most docs have no table and few write a
 *   bare address. Each is tried only in a text that holds its mark (see
 *   OPTIONAL_CONSTRUCTS), for without it the attempt can only fail.
 * - After parsing, literal autolinks are looked for again in the text nodes,
 *   with four regular expressions with lookbehinds (15% of parsing a typical
 *   doc): skipped on a tree none of whose text could hold one (links in
 *   `[text](url)` form are link nodes, not text).
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
  let placed: Extension = GFM;
  this.parser = (document, file) => {
    // Unless a later plugin moved the list's entries about: then every text gets all of GFM, as before.
    if (syntax[at] === placed) syntax[at] = placed = gfmSyntaxFor(document);
    return parse(document, file);
  };
}

/**
 * Constructs of GFM's syntax that most texts cannot hold, by name, each with the mark a text needs for one to be there.
 */
const OPTIONAL_CONSTRUCTS = [
  // An address's `@` follows one of the characters its name is made of.
  { name: 'emailAutolink', mark: /[\w+.-]@/ },
  { name: 'wwwAutolink', mark: /www\./i },
  { name: 'protocolAutolink', mark: /https?:\/\//i },
  // A table's delimiter row holds a pipe, or a colon beside a dash (`a` over `:-` is a table of one column).
  { name: 'table', mark: /\||:-|-:/ },
] as const;

const GFM = gfm();
/** GFM's syntax without some of the optional constructs, by the bits of those kept. */
const gfmByKept = new Map<number, Extension>([[(1 << OPTIONAL_CONSTRUCTS.length) - 1, GFM]]);

function gfmSyntaxFor(text: string): Extension {
  const kept = OPTIONAL_CONSTRUCTS.reduce((bits, construct, index) => (construct.mark.test(text) ? bits | (1 << index) : bits), 0);
  let syntax = gfmByKept.get(kept);
  if (syntax === undefined) {
    const dropped = new Set<string>(OPTIONAL_CONSTRUCTS.filter((_, index) => (kept & (1 << index)) === 0).map((construct) => construct.name));
    syntax = withoutConstructs(GFM, dropped);
    gfmByKept.set(kept, syntax);
  }
  return syntax;
}

/** A syntax extension without the constructs of these names, wherever they start (a block, a word, a character). */
function withoutConstructs(extension: Extension, names: ReadonlySet<string>): Extension {
  const hooks = Object.entries(extension).map(([hook, constructs]) => {
    if (constructs === null || typeof constructs !== 'object' || Array.isArray(constructs)) return [hook, constructs];
    // What has no name (a resolver, an attention marker's code) stays.
    const byCode = Object.entries(constructs as Record<string, unknown>).flatMap(([code, at]) => {
      const left = [at].flat().filter((construct) => !names.has((construct as { name?: string } | undefined)?.name ?? ''));
      return left.length === 0 ? [] : [[code, left]];
    });
    return [hook, Object.fromEntries(byCode)];
  });
  return Object.fromEntries(hooks) as Extension;
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

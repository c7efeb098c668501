/**
 * What each line of a doc is, read line by line the way CommonMark finds
 * blocks (its "block structure" phase): code (a fence line or a line inside
 * fenced or indented code), raw HTML (a line of a `<pre>`, `<script>`,
 * `<style>` or `<textarea>` block, or of a comment, which runs to its end
 * whatever it holds, fences included), or text. Blockquotes and list items are
 * containers a line must continue by their `>` or indentation; a block ends
 * at its close or with its container; indented code exists in .md only (MDX
 * turns it off, and with it the three-column limit on a fence's indentation,
 * and has no HTML blocks). The source rewrites, the MDX detection and the
 * pre-scan of a doc's limits read docs with it, so that text inside code,
 * however it is nested, is never changed or counted.
 *
 * Other HTML blocks, tables and other leaves count as paragraphs: that only
 * decides whether an indented line continues a paragraph, which is what they do too.
 */

/** A line's kind; `-start` marks the first line of a block of code or raw HTML (an opening fence, a `<pre>` or `<!--` line). */
export type LineKind = 'text' | 'code-start' | 'code' | 'html-start' | 'html';

type Container = { readonly kind: 'quote' } | { readonly kind: 'item'; readonly indent: number; startedBlank: boolean };

type Leaf =
  | { readonly kind: 'none' | 'paragraph' | 'indented-code' }
  | { readonly kind: 'fenced-code'; readonly marker: string; readonly length: number }
  | { readonly kind: 'raw-html'; readonly endTag: string };

const NO_LEAF: Leaf = { kind: 'none' };
const PARAGRAPH: Leaf = { kind: 'paragraph' };
const INDENTED_CODE: Leaf = { kind: 'indented-code' };

const OPENING_FENCE = /^(`{3,}|~{3,})(.*)$/;
/** HTML blocks that run to their end whatever they hold (CommonMark 4.6, kinds 1 and 2): raw-text elements, and comments. */
const RAW_TEXT_BLOCK = /^<(script|pre|style|textarea)(?=[\s>]|$)|^<!--/i;
const ATX_HEADING = /^#{1,6}(?:\s|$)/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
/** An admonition's opening or closing line (a container directive): what follows it starts a new block. */
const DIRECTIVE_FENCE = /^:{3,}/;
const BULLET_MARKER = /^[-+*](?=[ \t]|$)/;
const ORDERED_MARKER = /^(\d{1,9})[.)](?=[ \t]|$)/;
const MAY_START_LIST_ITEM = /^[-+*0-9]$/;
/** The first characters of the blocks that end a paragraph or matter to code: fences, headings, breaks, admonitions, underlines, raw HTML. */
const MAY_START_LEAF = /^[`~#*_:=<-]$/;

/** Whether each line is code (a fence line or a line inside code), for a doc's lines fed in order. */
export function createCodeLineReader(format: 'md' | 'mdx'): (line: string) => boolean {
  const kindOf = createLineReader(format);
  return (line) => {
    const kind = kindOf(line);
    return kind === 'code' || kind === 'code-start';
  };
}

/** A reader fed a doc's lines in order; it says what each is. */
export function createLineReader(format: 'md' | 'mdx'): (line: string) => LineKind {
  const mdx = format === 'mdx';
  // A block marker may be indented this much; more is indented code in Markdown, and still a marker in MDX.
  const maxIndent = mdx ? Infinity : 3;
  const containers: Container[] = [];
  let leaf: Leaf = NO_LEAF;

  return (rawLine) => {
    const line = expandTabs(rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine);
    let position = 0;
    let matched = 0;
    for (const container of containers) {
      const continued = container.kind === 'quote' ? continueQuote(line, position, maxIndent) : continueItem(line, position, container);
      if (continued === undefined) break;
      position = continued;
      matched++;
    }
    const allMatched = matched === containers.length;

    if (leaf.kind === 'fenced-code' && allMatched) {
      if (isClosingFence(line, position, leaf, maxIndent)) leaf = NO_LEAF;
      return 'code';
    }
    if (leaf.kind === 'raw-html' && allMatched) {
      if (line.toLowerCase().includes(leaf.endTag)) leaf = NO_LEAF;
      return 'html';
    }
    if (leaf.kind === 'indented-code' && allMatched) {
      if (isBlank(line, position) || indentAt(line, position) >= 4) return 'code';
      leaf = NO_LEAF;
    }

    // New containers, as many as the line opens (`> - > text`).
    const paragraphContinues = leaf.kind === 'paragraph' && allMatched;
    let opened = false;
    for (;;) {
      const indent = indentAt(line, position);
      if (indent > maxIndent) break;
      const at = position + indent;
      if (line[at] === '>') {
        if (!opened) containers.length = matched;
        containers.push({ kind: 'quote' });
        position = line[at + 1] === ' ' ? at + 2 : at + 1;
        opened = true;
        continue;
      }
      const item = MAY_START_LIST_ITEM.test(line[at] ?? '') ? readListItem(line, at, { interruptsParagraph: paragraphContinues && !opened }) : undefined;
      if (item === undefined) break;
      if (!opened) containers.length = matched;
      containers.push({ kind: 'item', indent: indent + item.contentOffset, startedBlank: item.blank });
      position = at + item.contentOffset;
      opened = true;
    }

    const blank = isBlank(line, position);
    const indent = indentAt(line, position);
    const rest = blank ? '' : line.slice(position + indent);
    if (!opened && !allMatched) {
      // A line that goes on with a paragraph needs none of its containers' markers (a lazy line), unless it starts a block.
      if (leaf.kind === 'paragraph' && !blank && (indent > maxIndent || !startsBlock(rest, mdx))) return 'text';
      containers.length = matched;
    }
    if (opened || !allMatched) leaf = NO_LEAF;
    if (!blank) for (const container of containers) if (container.kind === 'item') container.startedBlank = false;

    if (blank) {
      leaf = NO_LEAF;
      return 'text';
    }
    if (indent >= 4 && !mdx) {
      if (leaf.kind === 'paragraph') return 'text';
      leaf = INDENTED_CODE;
      return 'code-start';
    }
    if (!MAY_START_LEAF.test(rest[0] ?? '')) {
      leaf = PARAGRAPH;
      return 'text';
    }
    const fence = readOpeningFence(rest);
    if (fence) {
      leaf = fence;
      return 'code-start';
    }
    const rawText = mdx ? null : RAW_TEXT_BLOCK.exec(rest);
    if (rawText) {
      const endTag = rawText[1] === undefined ? '-->' : `</${rawText[1].toLowerCase()}>`;
      leaf = rest.toLowerCase().includes(endTag) ? NO_LEAF : { kind: 'raw-html', endTag };
      return 'html-start';
    }
    if (ATX_HEADING.test(rest) || THEMATIC_BREAK.test(rest) || DIRECTIVE_FENCE.test(rest) || (leaf.kind === 'paragraph' && SETEXT_UNDERLINE.test(rest)))
      leaf = NO_LEAF;
    else leaf = PARAGRAPH;
    return 'text';
  };
}

/** Where a blockquote's content starts on this line, or undefined when the line does not continue it. */
function continueQuote(line: string, position: number, maxIndent: number): number | undefined {
  const indent = indentAt(line, position);
  const at = position + indent;
  if (indent > maxIndent || line[at] !== '>') return undefined;
  return line[at + 1] === ' ' ? at + 2 : at + 1;
}

/** A list item goes on with a blank line or a line indented to its content; an item that began blank ends at a second blank line. */
function continueItem(line: string, position: number, item: Extract<Container, { kind: 'item' }>): number | undefined {
  if (isBlank(line, position)) return item.startedBlank ? undefined : Math.min(line.length, position + item.indent);
  return indentAt(line, position) >= item.indent ? position + item.indent : undefined;
}

/**
 * A list marker at `at`: the columns from it to the item's content, and
 * whether the item starts blank. A line of dashes or stars is a thematic
 * break; an item that interrupts a paragraph must have content, and an ordered
 * one must start at 1 (CommonMark 5.2).
 */
function readListItem(
  line: string,
  at: number,
  { interruptsParagraph }: { interruptsParagraph: boolean },
): { contentOffset: number; blank: boolean } | undefined {
  const rest = line.slice(at);
  const bullet = BULLET_MARKER.exec(rest);
  const ordered = bullet ? null : ORDERED_MARKER.exec(rest);
  const marker = bullet?.[0] ?? ordered?.[0];
  if (marker === undefined || THEMATIC_BREAK.test(rest)) return undefined;
  const blank = isBlank(line, at + marker.length);
  if (interruptsParagraph && (blank || (ordered && Number(ordered[1]) !== 1))) return undefined;
  const spaces = indentAt(line, at + marker.length);
  // Five or more spaces after the marker: the content is one space in, and starts with indented code.
  return { contentOffset: marker.length + (blank || spaces > 4 ? 1 : spaces), blank };
}

/** An opening code fence: three or more backticks (whose info string has none) or tildes. */
function readOpeningFence(rest: string): Leaf | undefined {
  const fence = OPENING_FENCE.exec(rest);
  if (!fence) return undefined;
  const [, run, info] = fence as unknown as [string, string, string];
  if (run[0] === '`' && info.includes('`')) return undefined;
  return { kind: 'fenced-code', marker: run[0]!, length: run.length };
}

/** A closing fence: the opening's character, at least as many, and nothing after but spaces (CommonMark 4.5). */
function isClosingFence(line: string, position: number, fence: Extract<Leaf, { kind: 'fenced-code' }>, maxIndent: number): boolean {
  const indent = indentAt(line, position);
  if (indent > maxIndent) return false;
  let end = position + indent;
  while (line[end] === fence.marker) end++;
  return end - (position + indent) >= fence.length && line.slice(end).trim() === '';
}

/** Whether a line that would otherwise go on with a paragraph starts a block that interrupts it. */
function startsBlock(rest: string, mdx: boolean): boolean {
  return OPENING_FENCE.test(rest) || ATX_HEADING.test(rest) || THEMATIC_BREAK.test(rest) || (!mdx && RAW_TEXT_BLOCK.test(rest));
}

function indentAt(line: string, position: number): number {
  let end = position;
  while (line[end] === ' ') end++;
  return end - position;
}

function isBlank(line: string, position: number): boolean {
  for (let index = position; index < line.length; index++) if (line[index] !== ' ' && line[index] !== '\t') return false;
  return true;
}

/** Tabs as the spaces up to the next tab stop (of 4), as CommonMark counts indentation. */
function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let expanded = '';
  for (const character of line) expanded += character === '\t' ? ' '.repeat(4 - (expanded.length % 4)) : character;
  return expanded;
}

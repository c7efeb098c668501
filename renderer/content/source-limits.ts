/**
 * A linear pre-scan of a doc's source for the shapes that make the parsers
 * fail or slow down (issue 14):
 * - nesting deep enough to overflow the stack of the recursive tree
 *   transforms and of the React renderer;
 * - admonitions nested in admonitions: micromark reads every line inside one
 *   again for each level;
 * - runs of emphasis markers or link brackets in one paragraph, which
 *   micromark resolves in quadratic time;
 * - many blockquotes, lists and setext headings, and lazy continuation
 *   lines: at each, micromark copies every event of the document so far.
 * A doc beyond a limit is refused before micromark runs.
 *
 * The scan approximates CommonMark, always towards counting more than the
 * parser will see (lists by indentation, HTML elements whose end tag is
 * missing), except where that would refuse real docs: code spans, front
 * matter and HTML comments are skipped, and so are code (fenced or indented)
 * and raw-text HTML blocks, which the block reader of code-lines.ts finds as
 * the parser does (blockquotes and list items included). The
 * limits are far beyond what a real doc reaches; a shape the scan misses is
 * still caught by the depth check of the parsed tree and by the per-doc time
 * limit.
 */
import { isAsciiLetter } from '../shared/ascii.js';
import { createLineReader, type LineKind } from './code-lines.js';

export const SOURCE_LIMITS = {
  /** Levels of blockquotes, list items, admonitions and HTML/JSX elements, together. */
  nesting: 100,
  /** Levels of `:::` admonitions. */
  admonitionNesting: 20,
  /** `*`, `_` and `~` in one paragraph, heading or table row. */
  emphasisMarkers: 500,
  /** `[` and `]` (links, images, references) in one paragraph, heading or table row. */
  linkBrackets: 500,
  /** Characters after a `[` that is still open, in one paragraph: at each word in it, GFM's autolink literals look back to it. */
  openLabel: 10_000,
  /** `{` in one paragraph, heading or table row of an MDX doc: an unclosed one makes micromark try every later one as the start of an expression. */
  expressionBraces: 250,
  /** HTML or JSX tags (`<name`, `</name`) in one paragraph, heading or table row: each unfinished one is read up to the paragraph's end. */
  tags: 500,
  /**
   * Blockquotes, lists and setext headings (underlined with `===` or `---`) in one doc, or in one section of a
   * CommonMark doc that is parsed section by section (see {@link SourceLimitReport.sections}); the items of one list
   * count once.
   */
  blocks: 1_000,
  /** Lines in one doc that continue a paragraph of a blockquote, list item or footnote without its `>` or indentation. */
  lazyLines: 1_000,
} as const;

/**
 * Levels of the parsed tree (mdast). Within the pre-scan's limits a tree reaches about 500 (lists take two
 * levels each, emphasis one per pair of markers); the tree transforms and the renderer overflow the stack
 * of the main thread from about 2,000 levels of theme components on.
 */
export const TREE_DEPTH_LIMIT = 1_000;

export interface SourceLimitExceeded {
  readonly code: 'content-too-deep' | 'content-too-complex';
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

export interface SourceLimitReport {
  /** The first limit the source goes beyond, at the place it does. */
  readonly exceeded: SourceLimitExceeded | undefined;
  /**
   * For a CommonMark doc with more blocks than micromark parses in reasonable time at once (its cost grows with the
   * square of the blocks before each), the lines (1-based) where it may be parsed in parts: top-level ATX headings
   * after a blank line, with nothing open (no fence, HTML block, admonition or element), in a doc with no link
   * reference or footnote definitions (a part could not see another's). Empty when the doc is parsed whole.
   */
  readonly sections: readonly number[];
  /** Where nesting is deepest: where a stack overflow would come from, should parsing still hit one. */
  readonly deepest: { readonly line: number; readonly column: number };
}

export function checkSourceLimits(source: string, format: 'md' | 'mdx'): SourceLimitReport {
  if (!withinLimitsByCounts(source, format === 'mdx')) return scanSourceLimits(source, format);
  // Where nesting is deepest is asked for only when parsing fails, which is rare: the scan is run then.
  let deepest: SourceLimitReport['deepest'] | undefined;
  return {
    exceeded: undefined,
    sections: [],
    get deepest() {
      deepest ??= scanSourceLimits(source, format).deepest;
      return deepest;
    },
  };
}

/** The scan {@link checkSourceLimits} runs for a doc its counts do not show within every limit. */
export function scanSourceLimits(source: string, format: 'md' | 'mdx'): SourceLimitReport {
  return new SourceScanner(format === 'mdx').scan(source);
}

/**
 * Whether a doc is within every limit by counts alone, which a real doc nearly always is: then the scan, which
 * finds where a limit is gone beyond, has nothing to find. Each count is at least what the scan could count:
 * - blocks: a line opens at most its `>` as blockquotes and one list or setext heading, so with its lines and
 *   `>` together within the limit, no count of blocks (nor of lazy lines) goes beyond it, and no section split is needed;
 * - emphasis markers, brackets, braces and tags (each starts at a `<`) in a paragraph are at most the doc's;
 * - a `[` stays open at most to the end of its paragraph, which ends at a blank line at the latest, and the scan
 *   counts a paragraph's characters and lines;
 * - an admonition opens with a `:::`; an element with a `<`; and the blockquote and list levels of a line are at
 *   most one per `>` or list marker and one per two columns of indentation before it, all within the line's
 *   leading run of spaces, tabs (four columns), `>`, list markers and digits.
 */
export function withinLimitsByCounts(source: string, mdx: boolean): boolean {
  const counts = new Uint32Array(COUNTED_KINDS);
  let lines = 1;
  let admonitions = 0;
  let deepestPrefix = 0;
  let longestStretch = 0;
  let stretchStart = 0;
  for (let at = 0; at < source.length; ) {
    // A line: its leading run first, then what is counted in the rest.
    let prefix = 0;
    let blank = true;
    for (; at < source.length; at++) {
      const code = source.charCodeAt(at);
      if (code === Char.Tab) prefix += 4;
      else if (code === Char.Space) prefix++;
      else if (code < 128 && LEADING[code] === 1) {
        prefix++;
        counts[COUNTED_KIND[code]!]!++;
        blank = false;
      } else break;
    }
    if (prefix > deepestPrefix) deepestPrefix = prefix;
    let code = source.charCodeAt(at);
    // A line of nothing but spaces and tabs ends any paragraph.
    if (blank && (at === source.length || code === Char.Newline || code === Char.Return)) {
      longestStretch = Math.max(longestStretch, at - stretchStart);
      stretchStart = at;
    }
    for (; at < source.length; at++) {
      code = source.charCodeAt(at);
      if (code === Char.Newline || code === Char.Return) break;
      if (code < 128) counts[COUNTED_KIND[code]!]!++;
      if (code === Char.Colon && source.charCodeAt(at + 1) === Char.Colon && source.charCodeAt(at + 2) === Char.Colon) {
        admonitions++;
        at += 2;
      }
    }
    if (at >= source.length) break;
    // CR LF ends one line.
    at += code === Char.Return && source.charCodeAt(at + 1) === Char.Newline ? 2 : 1;
    lines++;
  }
  longestStretch = Math.max(longestStretch, source.length - stretchStart);
  const tags = counts[Counted.Tags]!;
  const brackets = counts[Counted.Brackets]!;
  return (
    lines + counts[Counted.Quotes]! <= SOURCE_LIMITS.blocks &&
    lines <= SOURCE_LIMITS.lazyLines &&
    counts[Counted.Emphasis]! <= SOURCE_LIMITS.emphasisMarkers &&
    brackets <= SOURCE_LIMITS.linkBrackets &&
    (!mdx || counts[Counted.Braces]! <= SOURCE_LIMITS.expressionBraces) &&
    tags <= SOURCE_LIMITS.tags &&
    (brackets === 0 || 2 * (longestStretch + 1) <= SOURCE_LIMITS.openLabel) &&
    admonitions <= SOURCE_LIMITS.admonitionNesting &&
    deepestPrefix + admonitions + tags <= SOURCE_LIMITS.nesting
  );
}

/** What {@link withinLimitsByCounts} counts; `None` is every other character. */
enum Counted {
  None,
  Quotes,
  Emphasis,
  Brackets,
  Braces,
  Tags,
}
const COUNTED_KINDS = 6;

/** Of each ASCII character, what it is counted as. */
const COUNTED_KIND = (() => {
  const kinds = new Uint8Array(128);
  const set = (characters: string, kind: Counted) => {
    for (const character of characters) kinds[character.charCodeAt(0)] = kind;
  };
  set('>', Counted.Quotes);
  set('*_~', Counted.Emphasis);
  set('[]', Counted.Brackets);
  set('{', Counted.Braces);
  set('<', Counted.Tags);
  return kinds;
})();

/** Characters of a line's leading run besides spaces and tabs: `>`, list markers and the digits of ordered ones. */
const LEADING = (() => {
  const leading = new Uint8Array(128);
  for (const character of '>*+-.)0123456789') leading[character.charCodeAt(0)] = 1;
  return leading;
})();

/** Where a section may start, as the scan finds it: the line, and the blocks counted before it. */
interface SectionStart {
  readonly line: number;
  readonly blocksBefore: number;
}

/** Elements that hold no content, or whose end tag HTML implies: they never nest in themselves. */
const NON_NESTING_HTML = new Set(
  'area base br col embed hr img input link meta param source track wbr keygen p li dt dd option optgroup tr td th thead tbody tfoot colgroup caption rb rt rtc rp html head body'.split(
    ' ',
  ),
);

const THEMATIC_BREAK = /^([*_-])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*\r?$/;
const TABLE_DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const ADMONITION = /^(:{3,})(?:([A-Za-z])|[ \t]*$)/;
/** A link reference or footnote definition: `[label]: …`, `[^label]: …`. */
const DEFINITION = /^\[(\^?)[^\]]+\]:[ \t]*/;
const INLINE_SPECIAL = /[\\`_*~[\]<{]/g;
const LINE_ENDING = /\r\n?|\n/g;

enum Char {
  Tab = 9,
  Newline = 10,
  Return = 13,
  Space = 32,
  Quote = 34,
  Hash = 35,
  Apostrophe = 39,
  RightParen = 41,
  Star = 42,
  Plus = 43,
  Dash = 45,
  Dot = 46,
  Slash = 47,
  Zero = 48,
  Nine = 57,
  Colon = 58,
  Less = 60,
  Equals = 61,
  Greater = 62,
  LeftBracket = 91,
  Backslash = 92,
  RightBracket = 93,
  Underscore = 95,
  Backtick = 96,
  LeftBrace = 123,
  Pipe = 124,
  RightBrace = 125,
  Tilde = 126,
}

interface OpenElement {
  readonly name: string;
  readonly line: number;
  readonly column: number;
}

/** A tag whose attributes go on past the end of a line. */
interface TagInProgress {
  readonly element: OpenElement;
  quote: number;
  braces: number;
}

/** The current paragraph (or heading, or table row), whose inline content micromark resolves at once. */
interface Unit {
  /** Where it starts. */
  line: number;
  readonly startedWithListItem: boolean;
  emphasis: number;
  brackets: number;
  braces: number;
  tags: number;
  /** Whether a line of it has been read. */
  started: boolean;
  /** Its last line: a table's header row, when the next line is a delimiter row with as many cells. */
  lastLine: string;
  /** Characters read in it before the current line. */
  length: number;
  /** The `[` still open in it: where each is in it, and in the source. */
  openLabels: Array<{ readonly at: number; readonly line: number; readonly column: number }>;
  /** It holds link reference or footnote definitions, each a block of its own. */
  definitions: boolean;
  /** When it is inside a blockquote, list item or footnote: the quotes and column its lines continue at. */
  container: { readonly quotes: number; readonly column: number } | undefined;
}

const COUNTED = {
  emphasis: { limit: SOURCE_LIMITS.emphasisMarkers, what: 'emphasis or strikethrough markers (`*`, `_`, `~`)' },
  brackets: { limit: SOURCE_LIMITS.linkBrackets, what: 'link or image brackets (`[`, `]`)' },
  braces: { limit: SOURCE_LIMITS.expressionBraces, what: 'expression braces (`{`)' },
  tags: { limit: SOURCE_LIMITS.tags, what: 'HTML or JSX tags' },
} as const;

class SourceScanner {
  private exceeded: SourceLimitExceeded | undefined;
  private deepest = { depth: 0, line: 1, column: 1 };
  private line = 0;
  /** What each line is: code and raw HTML blocks (`<pre>`, comments) are found as the parser finds them, and not counted. */
  private readonly kindOf: (line: string) => LineKind;
  /** Inside an HTML comment that started a line: an HTML block, which ends at `-->` whatever comes between. */
  private comment = false;
  private tag: TagInProgress | undefined;
  /** The colons that opened each open admonition, outermost first. */
  private readonly admonitions: number[] = [];
  private readonly elements: OpenElement[] = [];
  private previousQuotes = 0;
  private inTable = false;
  /** The open list (items of a list continue it): its quotes and its first item's content column. */
  private list: { readonly quotes: number; readonly column: number } | undefined;
  private blocks = 0;
  /** Where the doc's count of blocks first went past the limit, should it be parsed whole. */
  private blocksExceeded: SourceLimitExceeded | undefined;
  private readonly sectionStarts: SectionStart[] = [];
  private previousBlank = true;
  private definitions = false;
  private lazyLines = 0;
  private unit: Unit = this.newUnit();

  constructor(private readonly mdx: boolean) {
    this.kindOf = createLineReader(mdx ? 'mdx' : 'md');
  }

  scan(source: string): SourceLimitReport {
    let lineStart = 0;
    const start = frontMatterEnd(source);
    // CR, LF and CR LF each end a line (CommonMark 2.1), as micromark counts them.
    while (lineStart <= source.length && this.exceeded === undefined) {
      LINE_ENDING.lastIndex = lineStart;
      const ending = LINE_ENDING.exec(source);
      const lineEnd = ending ? ending.index : source.length;
      this.line++;
      if (lineStart >= start) this.scanLine(source.slice(lineStart, lineEnd));
      lineStart = ending ? lineEnd + ending[0].length : source.length + 1;
    }
    // The parts parsed one by one, when the doc has more blocks than can be parsed at once and it can be split.
    const split = this.blocksExceeded !== undefined && !this.definitions && !this.mdx;
    const exceeded = this.exceeded ?? (split ? undefined : this.blocksExceeded);
    const sections = split && exceeded === undefined ? this.sectionStarts.map((section) => section.line) : [];
    return { exceeded, sections, deepest: { line: this.deepest.line, column: this.deepest.column } };
  }

  private newUnit(startedWithListItem = false): Unit {
    this.unit = {
      line: this.line,
      startedWithListItem,
      emphasis: 0,
      brackets: 0,
      braces: 0,
      tags: 0,
      started: false,
      lastLine: '',
      length: 0,
      openLabels: [],
      definitions: false,
      container: undefined,
    };
    return this.unit;
  }

  private scanLine(text: string): void {
    const kind = this.kindOf(text);
    const prefix = readPrefix(text);
    const blank = prefix.contentStart >= text.length || (prefix.contentStart === text.length - 1 && text.charCodeAt(prefix.contentStart) === Char.Return);
    if (!blank && this.previousBlank && text.charCodeAt(0) === Char.Hash && kind === 'text' && this.nothingOpen() && ATX_HEADING.test(text)) {
      this.sectionStarts.push({ line: this.line, blocksBefore: this.blocks });
    }
    this.previousBlank = blank;
    // The parser reads nothing inside code or a raw HTML block.
    if (kind === 'code' || kind === 'html') return;
    const blockDepth = prefix.quotes + prefix.listDepth;
    // In Markdown, blocks are found before inline HTML: a tag left open at the end of a line was text.
    if (!this.mdx) this.tag = undefined;
    // A line that goes on with a JSX tag's attributes or a comment starts no block.
    if ((this.tag !== undefined || this.comment) && !blank) {
      this.scanInline(text.slice(prefix.quotesEnd), prefix.quotesEnd, blockDepth);
      return;
    }
    if (!this.checkNesting(prefix, blockDepth) || !this.countQuotes(prefix.quotes)) return;
    const first = text.charCodeAt(prefix.quotesEnd);
    if ((first === Char.Equals || first === Char.Dash) && this.unit.started && !this.unit.definitions && SETEXT_UNDERLINE.test(text.slice(prefix.quotesEnd))) {
      // Read before list markers: `-` alone under a paragraph underlines it (an empty item cannot interrupt a paragraph).
      this.newUnit();
      this.countBlocks(1, 'setext heading');
      return;
    }
    if (blank) {
      this.newUnit();
      this.inTable = false;
      // A tag cannot span a blank line: what looked like one was text.
      this.tag = undefined;
      return;
    }

    const from = prefix.contentStart;
    const rest = text.slice(from);
    if (prefix.listItem !== undefined) {
      if (!this.countList(prefix.quotes, from)) return;
      if (prefix.listItem !== 'ordered-not-first' || this.unit.startedWithListItem || !this.unit.started) this.newUnit(true);
    }
    const block = kind === 'text' ? this.startBlock(rest, from, blockDepth) : this.startCodeOrHtml();
    if (prefix.listItem === undefined && this.list && (prefix.quotes !== this.list.quotes || prefix.quotesEnd < this.list.column)) {
      // Less indented than the list's items: the list ends, unless the line goes on with a paragraph (lazily).
      if (block !== 'text' || !this.unit.started) this.list = undefined;
    }
    if (block === 'done' || this.exceeded) return;
    if (block === 'text' && !this.startParagraphLine(rest, from, prefix)) return;
    this.scanInline(rest, from, blockDepth);
    // A heading is a paragraph of its own.
    if (block === 'heading') this.newUnit();
  }

  /** Checks the nesting the line's own markers add to what is open; false when it goes beyond the limit. */
  private checkNesting(prefix: LinePrefix, blockDepth: number): boolean {
    const outer = this.admonitions.length + this.elements.length;
    this.noteDepth(blockDepth + outer, prefix.contentStart + 1);
    if (blockDepth + outer <= SOURCE_LIMITS.nesting) return true;
    const crossing = prefix.levelColumns[SOURCE_LIMITS.nesting - outer] ?? prefix.contentStart + 1;
    this.tooDeep({ line: this.line, column: crossing, blockDepth, what: prefix.quotes > prefix.listDepth ? 'blockquote' : 'list item' });
    return false;
  }

  /** Counts the blockquotes a line opens (it has more `>` than the line before); false past the limit. */
  private countQuotes(quotes: number): boolean {
    const opened = quotes - this.previousQuotes;
    this.previousQuotes = quotes;
    if (opened <= 0) return true;
    this.newUnit();
    return this.countBlocks(opened, 'blockquote');
  }

  /** Counts a list item's line: a new list, unless it goes on with the open one; false past the limit. */
  private countList(quotes: number, column: number): boolean {
    if (this.list !== undefined && this.list.quotes === quotes) return true;
    this.list = { quotes, column };
    return this.countBlocks(1, 'list');
  }

  /** Whether a line that is not code or raw HTML starts afresh at the top level: no comment, tag, admonition or element is open. */
  private nothingOpen(): boolean {
    return !this.comment && this.tag === undefined && this.admonitions.length === 0 && this.elements.length === 0;
  }

  /**
   * Counts blocks in the doc and in its section. Past the limit in the doc, the doc can still be parsed section
   * by section (CommonMark, no definitions); past it in one section, or with a doc that cannot be split, it is refused.
   */
  private countBlocks(count: number, what: string): boolean {
    this.blocks += count;
    if (this.blocks <= SOURCE_LIMITS.blocks) return true;
    const where = { code: 'content-too-complex' as const, line: this.line, column: 1 };
    this.blocksExceeded ??= {
      ...where,
      message: `This doc has more than ${SOURCE_LIMITS.blocks} blockquotes, lists and setext headings; this ${what} is one more`,
    };
    if (this.mdx || this.definitions) {
      this.exceeded = this.blocksExceeded;
      return false;
    }
    const sectionStart = this.sectionStarts.at(-1)?.blocksBefore ?? 0;
    if (this.blocks - sectionStart <= SOURCE_LIMITS.blocks) return true;
    // A doc whose blocks all come before its second section is refused as a doc.
    this.exceeded =
      sectionStart === 0
        ? this.blocksExceeded
        : {
            ...where,
            message: `This section has more than ${SOURCE_LIMITS.blocks} blockquotes, lists and setext headings; this ${what} is one more (a long doc is parsed section by section, from one heading at the start of a line to the next)`,
          };
    return false;
  }

  /** The first line of fenced or indented code, or of a raw HTML block: nothing inline to count. */
  private startCodeOrHtml(): 'done' {
    this.newUnit();
    return 'done';
  }

  /**
   * A line's block, when one starts there: an admonition's fence, a thematic break and a table's delimiter
   * row are `done` (nothing inline to count); a heading is read as a paragraph of its own.
   */
  private startBlock(rest: string, from: number, blockDepth: number): 'done' | 'heading' | 'text' {
    // Each block start is tested only when the line starts with its character.
    const first = rest.charCodeAt(0);
    const admonition = first === Char.Colon ? ADMONITION.exec(rest) : null;
    if (admonition && this.admonitionFence(admonition[1]!.length, admonition[2] !== undefined, from, blockDepth)) {
      // Its title is inline content of its own.
      this.newUnit();
      if (!this.exceeded) this.scanInline(rest.slice(admonition[0].length), from + admonition[0].length, blockDepth);
      this.newUnit();
      return 'done';
    }
    if ((first === Char.Star || first === Char.Underscore || first === Char.Dash) && THEMATIC_BREAK.test(rest)) {
      this.newUnit();
      return 'done';
    }
    if (first === Char.Hash && ATX_HEADING.test(rest)) {
      this.newUnit();
      return 'heading';
    }
    // A delimiter row makes a table only under a header row of as many cells; else it is paragraph text.
    if (
      (first === Char.Pipe || first === Char.Colon || first === Char.Dash) &&
      rest.includes('|') &&
      TABLE_DELIMITER_ROW.test(rest) &&
      this.unit.started &&
      this.unit.lastLine.includes('|') &&
      tableCells(this.unit.lastLine) === tableCells(rest)
    ) {
      this.inTable = true;
      this.newUnit();
      return 'done';
    }
    // Each row of a table is resolved on its own.
    if (this.inTable) this.newUnit();
    return 'text';
  }

  /**
   * `:::name` opens an admonition, a bare `:::` closes the outermost open one it can (micromark tries those
   * first); false when it closes none, and is text.
   */
  private admonitionFence(colons: number, opens: boolean, from: number, blockDepth: number): boolean {
    if (!opens) {
      const closes = this.admonitions.findIndex((opened) => opened <= colons);
      if (closes === -1) return false;
      this.admonitions.length = closes;
      return true;
    }
    this.admonitions.push(colons);
    const depth = blockDepth + this.admonitions.length + this.elements.length;
    this.noteDepth(depth, from + 1);
    if (this.admonitions.length > SOURCE_LIMITS.admonitionNesting) {
      this.exceeded = {
        code: 'content-too-deep',
        message: `Admonitions (\`:::\`) nest more than ${SOURCE_LIMITS.admonitionNesting} deep here; an admonition ends at a line of at least as many colons as opened it`,
        line: this.line,
        column: from + 1,
      };
    } else if (depth > SOURCE_LIMITS.nesting) {
      this.tooDeep({ line: this.line, column: from + 1, blockDepth, what: 'admonition' });
    }
    return true;
  }

  /** A line of paragraph text: the first of a paragraph notes its container, a later one may be lazy; false past the limit. */
  private startParagraphLine(rest: string, from: number, prefix: LinePrefix): boolean {
    const definition = rest.charCodeAt(0) === Char.LeftBracket ? DEFINITION.exec(rest) : null;
    // Definitions follow one another, each a block of its own; one cannot interrupt a paragraph.
    if (definition && (!this.unit.started || this.unit.definitions)) {
      this.newUnit().definitions = true;
      this.definitions = true;
    }
    const unit = this.unit;
    if (!unit.started) {
      unit.started = true;
      unit.line = this.line;
      unit.lastLine = rest;
      const footnote = definition?.[1] === '^';
      const inList = this.list !== undefined && prefix.quotes === this.list.quotes && from >= this.list.column;
      if (prefix.quotes > 0 || prefix.listItem !== undefined || footnote || inList)
        unit.container = { quotes: prefix.quotes, column: from + (footnote ? (definition?.[0].length ?? 0) : 0) };
      return true;
    }
    unit.lastLine = rest;
    if (unit.container === undefined || (prefix.quotes >= unit.container.quotes && from >= unit.container.column)) return true;
    if (++this.lazyLines <= SOURCE_LIMITS.lazyLines) return true;
    this.exceeded = {
      code: 'content-too-complex',
      message: `More than ${SOURCE_LIMITS.lazyLines} lines of this doc continue a paragraph of a blockquote, list item or footnote without its \`>\` or indentation (lazily); this is one more`,
      line: this.line,
      column: from + 1,
    };
    return false;
  }

  /** Counts emphasis markers, brackets and elements in one line's text, `offset` being its column - 1. */
  private scanInline(text: string, offset: number, blockDepth: number): void {
    this.scanInlineCounts(text, offset, blockDepth);
    this.unit.length += text.length + 1;
    this.checkOpenLabel(this.unit.openLabels.at(-1), this.unit.length);
  }

  /** A `[` still open at `at` (in the unit) has made GFM look back to it at every word since. */
  private checkOpenLabel(open: Unit['openLabels'][number] | undefined, at: number): void {
    if (this.exceeded || open === undefined || at - open.at <= SOURCE_LIMITS.openLabel) return;
    this.exceeded = {
      code: 'content-too-complex',
      message: `The link text that starts with this \`[\` runs on for more than ${SOURCE_LIMITS.openLabel} characters`,
      line: open.line,
      column: open.column,
    };
  }

  private scanInlineCounts(text: string, offset: number, blockDepth: number): void {
    let index = 0;
    if (this.comment) {
      const end = text.indexOf('-->');
      if (end === -1) return;
      this.comment = false;
      index = end + 3;
    }
    if (this.tag) {
      index = this.finishTag(text, index, blockDepth);
      if (index === -1 || this.exceeded) return;
    }
    const spans = codeSpanEnds(text);
    while (index < text.length) {
      // Jump to the next character that matters (the regular expression engine skips text far faster).
      INLINE_SPECIAL.lastIndex = index;
      if (!INLINE_SPECIAL.test(text)) return;
      index = INLINE_SPECIAL.lastIndex - 1;
      const code = text.charCodeAt(index);
      switch (code) {
        case Char.Backslash:
          index += isAsciiPunctuation(text.charCodeAt(index + 1)) ? 2 : 1;
          continue;
        case Char.Backtick:
          index = spans.get(index) ?? skipRun(text, index, Char.Backtick);
          continue;
        case Char.Underscore: {
          const end = skipRun(text, index, Char.Underscore);
          // Between letters or digits a `_` run can neither open nor close emphasis: micromark leaves it alone.
          if (!(isWordChar(text.charCodeAt(index - 1)) && isWordChar(text.charCodeAt(end)))) this.count('emphasis', end - index, offset + index + 1);
          index = end;
          break;
        }
        case Char.Star:
        case Char.Tilde: {
          const end = skipRun(text, index, code);
          this.count('emphasis', end - index, offset + index + 1);
          index = end;
          break;
        }
        case Char.LeftBracket:
          this.count('brackets', 1, offset + index + 1);
          this.unit.openLabels.push({ at: this.unit.length + index, line: this.line, column: offset + index + 1 });
          index++;
          break;
        case Char.RightBracket:
          this.count('brackets', 1, offset + index + 1);
          this.checkOpenLabel(this.unit.openLabels.pop(), this.unit.length + index);
          index++;
          break;
        case Char.LeftBrace:
          if (this.mdx) this.count('braces', 1, offset + index + 1);
          index++;
          break;
        default:
          index = this.startTag(text, index, offset, blockDepth);
          if (index === -1) return;
      }
      if (this.exceeded) return;
    }
  }

  /** Adds a run of `amount` markers starting at `column`; past the limit, reports the first marker beyond it. */
  private count(kind: keyof typeof COUNTED, amount: number, column: number): void {
    const { limit, what } = COUNTED[kind];
    const before = this.unit[kind];
    this.unit[kind] += amount;
    if (this.unit[kind] <= limit) return;
    const where = this.unit.line === this.line ? 'This paragraph' : `The paragraph that starts at line ${this.unit.line}`;
    this.exceeded = { code: 'content-too-complex', message: `${where} has more than ${limit} ${what}`, line: this.line, column: column + limit - before };
  }

  /** At a `<`: a comment, an end tag or a start tag; returns where scanning goes on, -1 at the end of the line. */
  private startTag(text: string, index: number, offset: number, blockDepth: number): number {
    if (!this.mdx && text.startsWith('<!--', index)) {
      // Each unfinished one inside a paragraph is read up to the paragraph's end, as a tag is: it counts as one.
      this.count('tags', 1, offset + index + 1);
      const end = text.indexOf('-->', index + 4);
      if (end !== -1 || this.exceeded) return end === -1 ? -1 : end + 3;
      if (index > 0) return index + 4;
      this.comment = true;
      return -1;
    }
    const closing = text.charCodeAt(index + 1) === Char.Slash;
    const nameStart = index + (closing ? 2 : 1);
    let nameEnd = nameStart;
    if (isAsciiLetter(text.charCodeAt(nameStart))) {
      nameEnd++;
      while (nameEnd < text.length && isTagNameChar(text.charCodeAt(nameEnd))) nameEnd++;
    } else if (!(this.mdx && text.charCodeAt(nameStart) === Char.Greater)) {
      // Only MDX has fragments (`<>`); anything else is text (`a<b`).
      return index + 1;
    }
    const after = text.charCodeAt(nameEnd);
    // `<https://…>` and `<a@b.c>` are autolinks.
    if (!(nameEnd === text.length || after === Char.Space || after === Char.Tab || after === Char.Slash || after === Char.Greater || after === Char.Return))
      return index + 1;
    const name = text.slice(nameStart, nameEnd);
    this.count('tags', 1, offset + index + 1);
    if (this.exceeded) return -1;
    if (closing) {
      const at = this.elements.findLastIndex((element) => element.name === name);
      if (at !== -1) this.elements.length = at;
      return nameEnd;
    }
    this.tag = { element: { name, line: this.line, column: offset + index + 1 }, quote: 0, braces: 0 };
    return this.finishTag(text, nameEnd, blockDepth);
  }

  /** Scans a start tag's attributes to its `>`; returns where scanning goes on, or -1 when the tag goes on past the line. */
  private finishTag(text: string, index: number, blockDepth: number): number {
    const open = this.tag!;
    for (; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (open.quote !== 0) {
        if (code === open.quote) open.quote = 0;
      } else if (code === Char.Quote || code === Char.Apostrophe) {
        open.quote = code;
      } else if (this.mdx && code === Char.LeftBrace) {
        open.braces++;
      } else if (this.mdx && code === Char.RightBrace) {
        open.braces = Math.max(0, open.braces - 1);
      } else if (code === Char.Greater && open.braces === 0) {
        this.tag = undefined;
        const { element } = open;
        const selfClosing = text.charCodeAt(index - 1) === Char.Slash;
        if (!selfClosing && (this.mdx || !NON_NESTING_HTML.has(element.name.toLowerCase()))) this.openElement(element, blockDepth);
        return index + 1;
      }
    }
    return -1;
  }

  private openElement(element: OpenElement, blockDepth: number): void {
    this.elements.push(element);
    const depth = blockDepth + this.admonitions.length + this.elements.length;
    if (depth > this.deepest.depth) this.deepest = { depth, line: element.line, column: element.column };
    if (depth > SOURCE_LIMITS.nesting) this.tooDeep({ line: element.line, column: element.column, blockDepth, what: 'element' });
  }

  private noteDepth(depth: number, column: number): void {
    if (depth > this.deepest.depth) this.deepest = { depth, line: this.line, column };
  }

  private tooDeep({ line, column, blockDepth, what }: { line: number; column: number; blockDepth: number; what: string }): void {
    const outermost = this.elements[0];
    const parts = [`${blockDepth} of blockquotes and lists`, `${this.admonitions.length} of admonitions`, `${this.elements.length} of HTML/JSX elements`];
    this.exceeded = {
      code: 'content-too-deep',
      message:
        `Nesting goes deeper than ${SOURCE_LIMITS.nesting} levels at this ${what} (${parts.join(', ')})` +
        (outermost ? `; the outermost element still open is <${outermost.name}> at ${outermost.line}:${outermost.column}` : ''),
      line,
      column,
    };
  }
}

interface LinePrefix {
  /** `>` markers. */
  readonly quotes: number;
  /** Where the `>` markers and the spaces after them end (where the line's own indentation ends, without them). */
  readonly quotesEnd: number;
  /** List levels: one per marker, and one per two columns of indentation before a marker. */
  readonly listDepth: number;
  /** The kind of the list item that starts on this line with some content, if one does. */
  readonly listItem: 'bullet' | 'ordered-first' | 'ordered-not-first' | undefined;
  /** The 1-based column of each level, in order: `levelColumns[n]` is where level n + 1 starts. */
  readonly levelColumns: readonly number[];
  readonly contentStart: number;
}

/**
 * The container markers a line starts with: `>`, list markers and the
 * indentation before them. Lists nested by indentation count a level per two
 * columns, the least a list item's content can be indented.
 */
function readPrefix(text: string): LinePrefix {
  let index = 0;
  let quotes = 0;
  let quotesEnd = 0;
  let listDepth = 0;
  let listItem: LinePrefix['listItem'];
  const levelColumns: number[] = [];
  let onlyQuotes = true;
  // Past the limit the line is refused anyway: stop collecting.
  while (levelColumns.length <= SOURCE_LIMITS.nesting) {
    let columns = 0;
    const start = index;
    for (; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code === Char.Space) columns++;
      else if (code === Char.Tab) columns += 4 - (columns % 4);
      else break;
    }
    if (text.charCodeAt(index) === Char.Greater) {
      quotes++;
      levelColumns.push(index + 1);
      index++;
      if (onlyQuotes) quotesEnd = index;
      continue;
    }
    const marker = listMarkerEnd(text, index);
    if (marker === undefined) {
      index = start;
      break;
    }
    onlyQuotes = false;
    const levels = 1 + Math.floor(columns / 2);
    for (let level = 0; level < levels; level++) levelColumns.push(index + 1);
    listDepth += levels;
    listItem = marker.kind;
    index = marker.end;
  }
  const contentStart = skipSpaces(text, index);
  if (listItem !== undefined && text.slice(contentStart).trim() === '') listItem = undefined;
  return { quotes, quotesEnd: skipSpaces(text, quotesEnd), listDepth, listItem, levelColumns, contentStart };
}

function skipSpaces(text: string, index: number): number {
  while (index < text.length && (text.charCodeAt(index) === Char.Space || text.charCodeAt(index) === Char.Tab)) index++;
  return index;
}

/** A list marker at `index` followed by a space, a tab or the end of the line: where it ends, and its kind. */
function listMarkerEnd(text: string, index: number): { end: number; kind: NonNullable<LinePrefix['listItem']> } | undefined {
  const code = text.charCodeAt(index);
  let end = index;
  let kind: NonNullable<LinePrefix['listItem']> = 'bullet';
  if (code === Char.Dash || code === Char.Plus || code === Char.Star) {
    end = index + 1;
  } else {
    while (end < text.length && end - index < 9 && isDigit(text.charCodeAt(end))) end++;
    const delimiter = text.charCodeAt(end);
    if (end === index || (delimiter !== Char.Dot && delimiter !== Char.RightParen)) return undefined;
    kind = Number(text.slice(index, end)) === 1 ? 'ordered-first' : 'ordered-not-first';
    end++;
  }
  const after = text.charCodeAt(end);
  if (end < text.length && after !== Char.Space && after !== Char.Tab && after !== Char.Return) return undefined;
  return { end, kind };
}

/** Code spans of a line: the index of each opening backtick run → the index after its closing run. */
function codeSpanEnds(text: string): Map<number, number> {
  const spans = new Map<number, number>();
  if (!text.includes('`')) return spans;
  const runs: Array<{ start: number; length: number }> = [];
  for (let index = text.indexOf('`'); index !== -1; ) {
    const end = skipRun(text, index, Char.Backtick);
    if (text.charCodeAt(index - 1) !== Char.Backslash) runs.push({ start: index, length: end - index });
    index = text.indexOf('`', end);
  }
  // A run opens a span that the next run of the same length closes.
  const nextOfSameLength: number[] = [];
  const lastOfLength = new Map<number, number>();
  for (let index = runs.length - 1; index >= 0; index--) {
    nextOfSameLength[index] = lastOfLength.get(runs[index]!.length) ?? -1;
    lastOfLength.set(runs[index]!.length, index);
  }
  for (let index = 0; index < runs.length; ) {
    const closer = nextOfSameLength[index]!;
    if (closer === -1) {
      index++;
      continue;
    }
    spans.set(runs[index]!.start, runs[closer]!.start + runs[closer]!.length);
    index = closer + 1;
  }
  return spans;
}

/** Cells of a table row as micromark splits it: at each `|` not escaped (code spans do not protect one), outer pipes left out. */
function tableCells(row: string): number {
  let text = row.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  let cells = 1;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === Char.Backslash) index++;
    else if (code === Char.Pipe) cells++;
  }
  return cells;
}

/** The offset just after the front matter (`---` … `---` at the very start), or 0. */
function frontMatterEnd(source: string): number {
  if (!/^---[ \t]*\r?\n/.test(source)) return 0;
  const firstLineEnd = source.indexOf('\n') + 1;
  const match = /^---[ \t]*\r?$/m.exec(source.slice(firstLineEnd));
  if (!match) return 0;
  const end = firstLineEnd + match.index + match[0].length;
  return source.charCodeAt(end) === 10 ? end + 1 : end;
}

function skipRun(text: string, index: number, code: number): number {
  let end = index;
  while (text.charCodeAt(end) === code) end++;
  return end;
}

function isDigit(code: number): boolean {
  return code >= Char.Zero && code <= Char.Nine;
}

function isTagNameChar(code: number): boolean {
  return isAsciiLetter(code) || isDigit(code) || code === Char.Dash || code === Char.Underscore || code === Char.Dot || code === Char.Colon || code === 36;
}

/** Letters and digits, ASCII or not: what micromark treats as neither whitespace nor punctuation, near enough. */
function isWordChar(code: number): boolean {
  return isAsciiLetter(code) || isDigit(code) || code > 127;
}

function isAsciiPunctuation(code: number): boolean {
  return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
}

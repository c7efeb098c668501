/**
 * A linear pre-scan of a doc's source for the shapes that make the parsers
 * fail or slow down (issue 14): nesting deep enough to overflow the stack of
 * the recursive tree transforms and the React renderer, and runs of emphasis
 * markers or link brackets in one paragraph, which micromark resolves in
 * quadratic time. A doc beyond a limit is refused before micromark runs.
 *
 * The scan approximates CommonMark, always towards counting more than the
 * parser will see (lists by indentation, HTML elements whose end tag is
 * missing), except where that would refuse real docs: fenced code, code spans,
 * front matter, HTML comments and raw-text HTML blocks are skipped. The
 * limits are far beyond what a real doc reaches; a shape the scan misses is
 * still caught by the depth check of the parsed tree and by the per-doc time
 * limit.
 */

export const SOURCE_LIMITS = {
  /** Levels of blockquotes, list items, admonitions and HTML/JSX elements, together. */
  nesting: 100,
  /** Levels of `:::` admonitions: each costs micromark another pass over every line inside it. */
  admonitionNesting: 20,
  /** `*`, `_` and `~` in one paragraph, heading or table row. */
  emphasisMarkers: 500,
  /** `[` (links, images, references) in one paragraph, heading or table row. */
  linkBrackets: 250,
} as const;

/**
 * Levels of the parsed tree (mdast). Beyond the pre-scan's limits a tree reaches about 500 (lists take two
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
  /** Where nesting is deepest: where a stack overflow would come from, should parsing still hit one. */
  readonly deepest: { readonly line: number; readonly column: number };
}

/** Elements that hold no content, or whose end tag HTML implies: they never nest in themselves. */
const NON_NESTING_HTML = new Set(
  'area base br col embed hr img input link meta param source track wbr keygen p li dt dd option optgroup tr td th thead tbody tfoot colgroup caption rb rt rtc rp html head body'.split(' '),
);

/** HTML blocks whose content is raw text up to their end tag (CommonMark 4.6, kind 1). */
const RAW_TEXT_BLOCK = /^<(script|pre|style|textarea)(?=[\s>]|$)/i;
const THEMATIC_BREAK = /^([*_-])(?:[ \t]*\1){2,}[ \t]*$/;
const TABLE_DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const FENCE = /^(`{3,}|~{3,})/;
const ADMONITION = /^(:{3,})(?:([A-Za-z])|[ \t]*$)/;
const INLINE_SPECIAL = /[\\`_*~[<]/g;

const enum Char {
  Tab = 9,
  Space = 32,
  Bang = 33,
  Quote = 34,
  Apostrophe = 39,
  Star = 42,
  Plus = 43,
  Dash = 45,
  Dot = 46,
  Slash = 47,
  Zero = 48,
  Nine = 57,
  Less = 60,
  Greater = 62,
  LeftBracket = 91,
  Backslash = 92,
  Underscore = 95,
  Backtick = 96,
  LeftBrace = 123,
  RightBrace = 125,
  Tilde = 126,
  RightParen = 41,
  Return = 13,
  Hash = 35,
  Colon = 58,
  Pipe = 124,
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

export function checkSourceLimits(source: string, format: 'md' | 'mdx'): SourceLimitReport {
  const mdx = format === 'mdx';
  let exceeded: SourceLimitExceeded | undefined;
  let deepest = { depth: 0, line: 1, column: 1 };

  let line = 0;
  let fence: { char: number; length: number; quotes: number } | undefined;
  let rawTextEnd: string | undefined;
  // Inside an HTML comment; one that starts a line is an HTML block, which blank lines do not end.
  let comment: 'block' | 'inline' | undefined;
  let tag: TagInProgress | undefined;
  const admonitions: number[] = [];
  const elements: OpenElement[] = [];
  let previousQuotes = 0;
  let inTable = false;
  // The current paragraph (or heading, or table row): where it started and what it holds.
  let unit = { line: 1, startedWithListItem: false, emphasis: 0, brackets: 0 };
  const newUnit = (startedWithListItem = false) => {
    unit = { line, startedWithListItem, emphasis: 0, brackets: 0 };
  };

  const tooDeep = ({ at, column, blockDepth, what }: { at: number; column: number; blockDepth: number; what: string }) => {
    const outermost = elements[0];
    const parts = [`${blockDepth} of blockquotes and lists`, `${admonitions.length} of admonitions`, `${elements.length} of HTML/JSX elements`];
    exceeded = {
      code: 'content-too-deep',
      message:
        `Nesting goes deeper than ${SOURCE_LIMITS.nesting} levels at this ${what} (${parts.join(', ')})` +
        (outermost ? `; the outermost element still open is <${outermost.name}> at ${outermost.line}:${outermost.column}` : ''),
      line: at,
      column,
    };
  };
  const noteDepth = (depth: number, column: number) => {
    if (depth > deepest.depth) deepest = { depth, line, column };
  };

  let lineStart = 0;
  const firstLine = frontMatterEnd(source);
  if (firstLine > 0) {
    for (let index = 0; index < firstLine; index++) if (source.charCodeAt(index) === 10) line++;
    lineStart = firstLine;
  }

  while (lineStart <= source.length && exceeded === undefined) {
    line++;
    const newline = source.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? source.length : newline;
    const text = source.slice(lineStart, lineEnd);
    lineStart = lineEnd + 1;

    const prefix = readPrefix(text);
    const blank = prefix.contentStart >= text.length || (prefix.contentStart === text.length - 1 && text.charCodeAt(prefix.contentStart) === Char.Return);

    if (fence) {
      // Fenced code ends at its closing fence, or with the blockquote it is in (it has no lazy lines).
      if (prefix.quotes >= fence.quotes) {
        const rest = text.slice(prefix.quotesEnd).trimStart();
        if (isClosingFence(rest, fence)) fence = undefined;
        continue;
      }
      fence = undefined;
    }
    if (rawTextEnd !== undefined) {
      if (text.toLowerCase().includes(rawTextEnd)) rawTextEnd = undefined;
      continue;
    }
    const blockDepth = prefix.quotes + prefix.listDepth;
    // A line that goes on with a tag's attributes or a comment starts no block.
    const continues = (tag !== undefined || comment !== undefined) && !blank;
    if (!continues) {
      const outer = admonitions.length + elements.length;
      noteDepth(blockDepth + outer, prefix.contentStart + 1);
      if (blockDepth + outer > SOURCE_LIMITS.nesting) {
        const crossing = prefix.levelColumns[SOURCE_LIMITS.nesting - outer] ?? prefix.contentStart + 1;
        tooDeep({ at: line, column: crossing, blockDepth, what: prefix.quotes > prefix.listDepth ? 'blockquote' : 'list item' });
        break;
      }
    }
    if (blank) {
      newUnit();
      inTable = false;
      // A tag cannot span a blank line, nor can a comment inside a paragraph: what looked like one was text.
      tag = undefined;
      if (comment === 'inline') comment = undefined;
      continue;
    }

    let from: number;
    let rest: string;
    let heading = false;
    if (continues) {
      from = prefix.quotesEnd;
      rest = text.slice(from);
    } else {
      from = prefix.contentStart;
      rest = text.slice(from);

      if (prefix.quotes > previousQuotes) newUnit();
      previousQuotes = prefix.quotes;
      if (prefix.listItem !== undefined && (prefix.listItem !== 'ordered-not-first' || unit.startedWithListItem || unit.emphasis + unit.brackets === 0)) newUnit(true);

      // Each block start is tested only when the line starts with its character.
      const first = rest.charCodeAt(0);
      const fenceOpen = first === Char.Backtick || first === Char.Tilde ? FENCE.exec(rest) : null;
      if (fenceOpen) {
        fence = { char: rest.charCodeAt(0), length: fenceOpen[1]!.length, quotes: prefix.quotes };
        newUnit();
        continue;
      }
      const admonition = first === Char.Colon ? ADMONITION.exec(rest) : null;
      if (admonition) {
        const colons = admonition[1]!.length;
        newUnit();
        if (admonition[2] !== undefined) {
          admonitions.push(colons);
          const depth = blockDepth + admonitions.length + elements.length;
          noteDepth(depth, from + 1);
          if (admonitions.length > SOURCE_LIMITS.admonitionNesting) {
            exceeded = {
              code: 'content-too-deep',
              message: `Admonitions (\`:::\`) nest more than ${SOURCE_LIMITS.admonitionNesting} deep here; an admonition ends at a line of at least as many colons as opened it`,
              line,
              column: from + 1,
            };
            break;
          }
          if (depth > SOURCE_LIMITS.nesting) {
            tooDeep({ at: line, column: from + 1, blockDepth, what: 'admonition' });
            break;
          }
        } else {
          // A closing line ends the outermost open admonition it can close (micromark tries the outer ones first).
          const closes = admonitions.findIndex((opened) => opened <= colons);
          if (closes !== -1) admonitions.length = closes;
        }
        continue;
      }
      if ((first === Char.Star || first === Char.Underscore || first === Char.Dash) && THEMATIC_BREAK.test(rest)) {
        newUnit();
        continue;
      }
      heading = first === Char.Hash && ATX_HEADING.test(rest);
      if (heading) newUnit();
      else if ((first === Char.Pipe || first === Char.Colon || first === Char.Dash) && TABLE_DELIMITER_ROW.test(rest) && rest.includes('|')) {
        inTable = true;
        newUnit();
        continue;
      } else if (inTable) newUnit();
      const rawText = !mdx && first === Char.Less ? RAW_TEXT_BLOCK.exec(rest) : null;
      if (rawText) {
        const end = `</${rawText[1]!.toLowerCase()}>`;
        if (!rest.toLowerCase().includes(end)) rawTextEnd = end;
        continue;
      }
    }

    scanInline(rest, from, blockDepth);
    // A heading is a paragraph of its own.
    if (heading) newUnit();
  }

  return { exceeded, deepest: { line: deepest.line, column: deepest.column } };

  /** Counts emphasis markers, brackets and elements in one line's text, `offset` being its column - 1. */
  function scanInline(text: string, offset: number, blockDepth: number): void {
    const spans = codeSpanEnds(text);
    let index = 0;
    if (comment) {
      const end = text.indexOf('-->');
      if (end === -1) return;
      comment = undefined;
      index = end + 3;
    }
    if (tag) {
      index = finishTag(text, index, blockDepth);
      if (index === -1 || exceeded) return;
    }
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
        case Char.Backtick: {
          const end = spans.get(index);
          index = end ?? skipRun(text, index, Char.Backtick);
          continue;
        }
        case Char.Underscore: {
          const end = skipRun(text, index, Char.Underscore);
          // Between letters or digits a `_` run can neither open nor close emphasis: micromark leaves it alone.
          if (!(isWordChar(text.charCodeAt(index - 1)) && isWordChar(text.charCodeAt(end)))) count('emphasis', end - index, offset + index + 1);
          index = end;
          break;
        }
        case Char.Star:
        case Char.Tilde: {
          const end = skipRun(text, index, code);
          count('emphasis', end - index, offset + index + 1);
          index = end;
          break;
        }
        case Char.LeftBracket:
          count('brackets', 1, offset + index + 1);
          index++;
          break;
        case Char.Less:
          index = startTag(text, index, offset, blockDepth);
          if (index === -1) return;
          break;
        default:
          index++;
      }
      if (exceeded) return;
    }
  }

  /** Adds a run of `amount` markers starting at `column`; past the limit, reports the first marker beyond it. */
  function count(kind: 'emphasis' | 'brackets', amount: number, column: number): void {
    const limit = kind === 'emphasis' ? SOURCE_LIMITS.emphasisMarkers : SOURCE_LIMITS.linkBrackets;
    const before = unit[kind];
    unit[kind] += amount;
    if (unit[kind] <= limit) return;
    column += limit - before;
    const what = kind === 'emphasis' ? 'emphasis or strikethrough markers (`*`, `_`, `~`)' : 'link or image brackets (`[`)';
    const where = unit.line === line ? 'This paragraph' : `The paragraph that starts at line ${unit.line}`;
    exceeded = { code: 'content-too-complex', message: `${where} has more than ${limit} ${what}`, line, column };
  }

  /** At a `<`: a comment, an end tag or a start tag; returns where scanning goes on. */
  function startTag(text: string, index: number, offset: number, blockDepth: number): number {
    if (!mdx && text.startsWith('<!--', index)) {
      const end = text.indexOf('-->', index + 4);
      if (end !== -1) return end + 3;
      comment = index === 0 ? 'block' : 'inline';
      return -1;
    }
    const closing = text.charCodeAt(index + 1) === Char.Slash;
    const nameStart = index + (closing ? 2 : 1);
    let nameEnd = nameStart;
    if (isAsciiLetter(text.charCodeAt(nameStart))) {
      nameEnd++;
      while (nameEnd < text.length && isTagNameChar(text.charCodeAt(nameEnd))) nameEnd++;
    } else if (!(mdx && text.charCodeAt(nameStart) === Char.Greater)) {
      return index + 1;
    }
    const after = text.charCodeAt(nameEnd);
    // `<https://…>` and `<a@b.c>` are autolinks, `a<b` is text.
    if (!(nameEnd === text.length || after === Char.Space || after === Char.Tab || after === Char.Slash || after === Char.Greater || after === 13)) return index + 1;
    const name = text.slice(nameStart, nameEnd);
    if (closing) {
      const at = elements.findLastIndex((element) => element.name === name);
      if (at !== -1) elements.length = at;
      return nameEnd;
    }
    tag = { element: { name, line, column: offset + index + 1 }, quote: 0, braces: 0 };
    return finishTag(text, nameEnd, blockDepth);
  }

  /** Scans a start tag's attributes to its `>`; returns where scanning goes on, or -1 when the tag goes on past the line. */
  function finishTag(text: string, index: number, blockDepth: number): number {
    const open = tag!;
    for (; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (open.quote !== 0) {
        if (code === open.quote) open.quote = 0;
      } else if (code === Char.Quote || code === Char.Apostrophe) {
        open.quote = code;
      } else if (mdx && code === Char.LeftBrace) {
        open.braces++;
      } else if (mdx && code === Char.RightBrace) {
        open.braces = Math.max(0, open.braces - 1);
      } else if (code === Char.Greater && open.braces === 0) {
        tag = undefined;
        const { element } = open;
        const selfClosing = text.charCodeAt(index - 1) === Char.Slash;
        if (!selfClosing && (mdx || !NON_NESTING_HTML.has(element.name.toLowerCase()))) {
          elements.push(element);
          const depth = blockDepth + admonitions.length + elements.length;
          if (depth > deepest.depth) deepest = { depth, line: element.line, column: element.column };
          if (depth > SOURCE_LIMITS.nesting) {
            tooDeep({ at: element.line, column: element.column, blockDepth, what: 'element' });
          }
        }
        return index + 1;
      }
    }
    return -1;
  }
}

interface LinePrefix {
  /** `>` markers. */
  readonly quotes: number;
  /** Where the `>` markers and the spaces after them end. */
  readonly quotesEnd: number;
  /** List levels: one per marker, and one per two columns of indentation before a marker. */
  readonly listDepth: number;
  /** Whether a list item with content starts on this line. */
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
    const code = text.charCodeAt(index);
    if (code === Char.Greater) {
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
  // Skip the indentation before the content, so the content's column is right.
  let contentStart = index;
  while (contentStart < text.length && (text.charCodeAt(contentStart) === Char.Space || text.charCodeAt(contentStart) === Char.Tab)) contentStart++;
  if (listItem !== undefined && text.slice(contentStart).trim() === '') listItem = undefined;
  // Spaces after the `>` markers belong to the quote prefix too.
  while (quotesEnd < text.length && (text.charCodeAt(quotesEnd) === Char.Space || text.charCodeAt(quotesEnd) === Char.Tab)) quotesEnd++;
  return { quotes, quotesEnd, listDepth, listItem, levelColumns, contentStart };
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
  if (end < text.length && after !== Char.Space && after !== Char.Tab && after !== 13) return undefined;
  return { end, kind };
}

/** Code spans of a line: the index of each opening backtick run → the index after its closing run. */
function codeSpanEnds(text: string): Map<number, number> {
  const spans = new Map<number, number>();
  if (!text.includes('`')) return spans;
  // Runs by length, in order; a run opens a span closed by the next run of the same length.
  const runs: Array<{ start: number; length: number }> = [];
  for (let index = text.indexOf('`'); index !== -1; ) {
    const end = skipRun(text, index, Char.Backtick);
    if (text.charCodeAt(index - 1) !== Char.Backslash) runs.push({ start: index, length: end - index });
    index = text.indexOf('`', end);
  }
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

/** The offset just after the front matter (`---` … `---` at the very start), or 0. */
function frontMatterEnd(source: string): number {
  if (!/^---[ \t]*\r?\n/.test(source)) return 0;
  const close = /^---[ \t]*\r?$/m;
  const firstLineEnd = source.indexOf('\n') + 1;
  const match = close.exec(source.slice(firstLineEnd));
  if (!match) return 0;
  const end = firstLineEnd + match.index + match[0].length;
  return source.charCodeAt(end) === 10 ? end + 1 : end;
}

function isClosingFence(rest: string, fence: { char: number; length: number }): boolean {
  let end = 0;
  while (rest.charCodeAt(end) === fence.char) end++;
  return end >= fence.length && rest.slice(end).trim() === '';
}

function skipRun(text: string, index: number, code: number): number {
  let end = index;
  while (text.charCodeAt(end) === code) end++;
  return end;
}

function isDigit(code: number): boolean {
  return code >= Char.Zero && code <= Char.Nine;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isTagNameChar(code: number): boolean {
  return isAsciiLetter(code) || isDigit(code) || code === Char.Dash || code === Char.Underscore || code === Char.Dot || code === 58 || code === 36;
}

/** Letters and digits, ASCII or not: what micromark treats as neither whitespace nor punctuation, near enough. */
function isWordChar(code: number): boolean {
  return isAsciiLetter(code) || isDigit(code) || code > 127;
}

function isAsciiPunctuation(code: number): boolean {
  return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
}

/**
 * Reading HTML as docs-gen's pages are rendered (React's server renderer and
 * the body serializer): every element closed in order, attribute values
 * quoted, text escaped, no scripts or styles inside an article. Such HTML is
 * read a tag at a time, jumping from `<` to `>` with the engine's string
 * search, where a general parser looks at every character; for a page's
 * search record it was most of the reading.
 *
 * The reader gives what htmlparser2 gives for the same HTML (the same opens,
 * texts and closes, entities decoded by the same decoder) and gives up where
 * it might not: anything htmlparser2 would repair, such as an end tag that
 * closes elements left open, a tag that implies the end of an open one, a
 * `<` that starts no tag, raw text elements and declarations. The caller then
 * reads the HTML with htmlparser2.
 */
import { decodeHTML } from 'entities/decode';
import { isAsciiLetter } from '../shared/ascii.js';

export interface HtmlReader {
  /** `attribute`: the value of an attribute of the tag (its name in lowercase), as it is first given. */
  open(name: string, attribute: (name: string) => string | undefined): void;
  text(text: string): void;
  close(name: string): void;
}

/** Elements htmlparser2 reads as text to their end tag, or whose reading it changes (SVG's and MathML's HTML islands). */
const GIVE_UP_AT = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc']);
/** Elements without content, as htmlparser2 lists them (not quite HTML's list): open and closed at once. */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Where `/>` closes an element that is not void. */
const FOREIGN = new Set(['svg', 'math']);
/** Of each element, the open elements its start tag would close in htmlparser2 (HTML's optional end tags). */
const CLOSED_BY_OPENING = (() => {
  const closes = new Map<string, ReadonlySet<string>>();
  const add = (names: string, closed: string) => {
    for (const name of names.split(' ')) closes.set(name, new Set(closed.split(' ')));
  };
  add(
    'p h1 h2 h3 h4 h5 h6 address article aside blockquote details div dl fieldset figcaption figure footer form header hr main nav ol pre section table ul',
    'p',
  );
  add('tr', 'tr th td');
  add('th', 'th');
  add('td', 'thead th td');
  add('body', 'head link script');
  add('li', 'li');
  add('select input output button datalist textarea', 'input option optgroup select button datalist textarea');
  add('option', 'option');
  add('optgroup', 'optgroup option');
  add('dd dt', 'dd dt');
  add('rt rp', 'rt rp');
  add('tbody tfoot', 'thead tbody');
  return closes;
})();

const GREATER_THAN = 62;
const SLASH = 47;
const BANG = 33;
const EQUALS = 61;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;

/** Reads `html` into `reader`; false when it gave up part way (see the module's description): what it gave then is to be discarded. */
export function readRenderedHtml(html: string, reader: HtmlReader): boolean {
  /** The text after the current start tag's name, which `attribute` reads. */
  let attributes = '';
  let unreadable = false;
  const attribute = (name: string): string | undefined => {
    const value = attributeOf(attributes, name);
    // A value with a character reference in it is left to htmlparser2, which decodes attributes its own way.
    if (value?.includes('&')) unreadable = true;
    return value;
  };
  const open: string[] = [];
  let foreign = 0;
  let at = 0;
  while (at < html.length) {
    const tagStart = html.indexOf('<', at);
    const textEnd = tagStart === -1 ? html.length : tagStart;
    if (textEnd > at) {
      const text = html.slice(at, textEnd);
      reader.text(text.indexOf('&') === -1 ? text : decodeHTML(text));
    }
    if (tagStart === -1) break;
    const next = html.charCodeAt(tagStart + 1);
    if (next === BANG) {
      if (!html.startsWith('<!--', tagStart)) return false;
      const commentEnd = html.indexOf('-->', tagStart + 4);
      if (commentEnd === -1) return false;
      at = commentEnd + 3;
      continue;
    }
    const tagEnd = endOfTag(html, tagStart);
    if (tagEnd === -1) return false;
    if (next === SLASH) {
      const name = html
        .slice(tagStart + 2, tagEnd)
        .trimEnd()
        .toLowerCase();
      if (name !== open.at(-1) || !isTagName(name)) return false;
      open.pop();
      if (FOREIGN.has(name)) foreign--;
      reader.close(name);
      at = tagEnd + 1;
      continue;
    }
    if (!isAsciiLetter(next)) return false;
    let nameEnd = tagStart + 1;
    while (nameEnd < tagEnd && !endsTagName(html.charCodeAt(nameEnd))) nameEnd++;
    // `/>` after the name, a space or a quoted value; after anything else, the `/` ends an unquoted value.
    const selfClosing = html.charCodeAt(tagEnd - 1) === SLASH;
    const beforeSlash = html.charCodeAt(tagEnd - 2);
    if (selfClosing && tagEnd - 1 !== nameEnd && !isSpace(beforeSlash) && beforeSlash !== DOUBLE_QUOTE && beforeSlash !== SINGLE_QUOTE) return false;
    const name = html.slice(tagStart + 1, nameEnd).toLowerCase();
    const top = open.at(-1);
    if (GIVE_UP_AT.has(name) || (top !== undefined && CLOSED_BY_OPENING.get(name)?.has(top))) return false;
    const voidElement = VOID.has(name);
    if (selfClosing && !voidElement && foreign === 0) return false;
    attributes = html.slice(nameEnd, selfClosing ? tagEnd - 1 : tagEnd);
    reader.open(name, attribute);
    if (unreadable) return false;
    if (voidElement || selfClosing) reader.close(name);
    else {
      open.push(name);
      if (FOREIGN.has(name)) foreign++;
    }
    at = tagEnd + 1;
  }
  // What is still open at the end is closed, innermost first, as htmlparser2 does.
  for (let index = open.length - 1; index >= 0; index--) reader.close(open[index]!);
  return true;
}

/** Where the tag that starts at `start` ends (its `>`), past quoted attribute values; -1 if it does not. */
function endOfTag(html: string, start: number): number {
  let at = start + 1;
  for (;;) {
    const end = html.indexOf('>', at);
    if (end === -1) return -1;
    const quote = firstQuote(html, at, end);
    if (quote === -1) return end;
    const closing = html.indexOf(html[quote]!, quote + 1);
    if (closing === -1) return -1;
    at = closing + 1;
  }
}

function firstQuote(html: string, from: number, to: number): number {
  for (let at = from; at < to; at++) {
    const code = html.charCodeAt(at);
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return at;
  }
  return -1;
}

/**
 * The value of the attribute `name` (lowercase) among a start tag's attributes (the text after its name), the first
 * if it is given twice, read as htmlparser2's tokenizer reads them: `name="value"`, `name='value'`, `name=value` or
 * `name`, a `/` between them ignored.
 */
function attributeOf(text: string, name: string): string | undefined {
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (isSpace(code) || code === SLASH) {
      at++;
      continue;
    }
    const nameStart = at;
    // A name's first character may be `=`: it is part of the name.
    at++;
    while (at < text.length && !endsAttributeName(text.charCodeAt(at))) at++;
    const nameEnd = at;
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
    let valueStart = at;
    let valueEnd = at;
    if (text.charCodeAt(at) === EQUALS) {
      at++;
      while (at < text.length && isSpace(text.charCodeAt(at))) at++;
      const quote = text.charCodeAt(at);
      if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
        const end = text.indexOf(text[at]!, at + 1);
        valueStart = at + 1;
        valueEnd = end === -1 ? text.length : end;
        at = end === -1 ? text.length : end + 1;
      } else {
        valueStart = at;
        while (at < text.length && !isSpace(text.charCodeAt(at))) at++;
        valueEnd = at;
      }
    }
    if (nameEnd - nameStart === name.length && text.slice(nameStart, nameEnd).toLowerCase() === name) return text.slice(valueStart, valueEnd);
  }
  return undefined;
}

function endsAttributeName(code: number): boolean {
  return code === EQUALS || code === SLASH || isSpace(code);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

function endsTagName(code: number): boolean {
  return code === SLASH || code === GREATER_THAN || isSpace(code);
}

function isTagName(name: string): boolean {
  return name.length > 0 && isAsciiLetter(name.charCodeAt(0)) && !/[\s/>]/.test(name);
}

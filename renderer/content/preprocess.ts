/**
 * Source rewrites applied before parsing, line by line and never inside code
 * (fenced or indented, however deep in blockquotes and list items), so that
 * two common authoring forms parse the same way in .md and .mdx:
 * - `:::note Some title` (the older admonition form) becomes `:::note[Some title]`,
 *   the directive label form remark-directive understands;
 * - in .mdx, a heading's `{#custom-id}` would be read as a JavaScript
 *   expression, so its braces are escaped; remark-heading-ids strips it later.
 * - in MDX, an HTML comment `<!-- … -->` (which Docusaurus accepts, and MDX
 *   reads as a broken tag) becomes the expression comment `{/* … *\/}`,
 *   dropped from the page like it; so it may span lines and sit in JSX
 *   children, but in code spans and code blocks it stays text.
 * - front matter closed by YAML's document end marker `...` (as pandoc writes
 *   it, and the CommonMark spec's own source does) is closed by `---` instead,
 *   the only closing line the front matter parser knows.
 * Rewrites keep every line's length up to the rewrite (a comment's
 * replacement is as long as the comment), so line numbers and the columns
 * of everything the parser reports are unchanged.
 */
import { createCodeLineReader } from './code-lines.js';

// Three or more colons: an admonition nested in another is written with fewer colons than its parent.
// The title's trailing spaces are trimmed in code: a lazy `.*?\s*$` took quadratic time on a long run of spaces.
const ADMONITION_WITH_BARE_TITLE = /^(\s*:{3,}[a-z][\w-]*) +([^[{\s][\s\S]*)$/;
const HEADING_ID = /^( {0,3}#{1,6} .*?)\{#([^{}\s]+)\}\s*$/;

export function preprocessSource(text: string, format: 'md' | 'mdx'): string {
  const source = withDashesClosingFrontMatter(text);
  const mdx = format === 'mdx';
  const comments = mdx && source.includes('<!--');
  if (!source.includes(':::') && !(mdx && source.includes('{#')) && !comments) return source;
  const lines = source.split('\n');
  const isCode = createCodeLineReader(format);
  let inComment = false;
  for (let index = 0; index < lines.length; index++) {
    // The code reader sees every line, so a comment's lines are not taken for the start of code after it.
    const code = isCode(lines[index]!);
    if (comments && (inComment || (!code && lines[index]!.includes('<!--')))) {
      const rewritten = rewriteHtmlComments(lines[index]!, inComment);
      lines[index] = rewritten.line;
      inComment = rewritten.inComment;
      continue;
    }
    const line = lines[index]!;
    if (code) continue;
    const admonition = ADMONITION_WITH_BARE_TITLE.exec(line);
    if (admonition) {
      lines[index] = `${admonition[1]}[${admonition[2]!.trimEnd().replace(/[[\]]/g, '\\$&')}]`;
      continue;
    }
    if (format === 'mdx') {
      const heading = HEADING_ID.exec(line);
      if (heading) lines[index] = `${heading[1]}\\{#${heading[2]}\\}`;
    }
  }
  return lines.join('\n');
}

/** The source with its front matter's closing `...` line written `---`; as it is when the front matter ends with `---` or there is none. */
function withDashesClosingFrontMatter(source: string): string {
  if (!/^---[ \t]*\r?\n/.test(source)) return source;
  const close = /\n(---|\.\.\.)[ \t]*\r?(?:\n|$)/.exec(source);
  if (close?.[1] !== '...') return source;
  return `${source.slice(0, close.index + 1)}---${source.slice(close.index + 4)}`;
}

/**
 * One line's HTML comments as MDX expression comments, of the same length: `<!--` → `{/* `, `-->` → `*\/}`,
 * and a `*\/` inside the comment, which would end the expression comment early, loses its slash. Text in
 * backtick code spans outside comments is left as written.
 */
function rewriteHtmlComments(line: string, startsInComment: boolean): { line: string; inComment: boolean } {
  let out = '';
  let inComment = startsInComment;
  let at = 0;
  while (at < line.length) {
    if (inComment) {
      const end = line.indexOf('-->', at);
      const body = line.slice(at, end === -1 ? line.length : end).replaceAll('*/', '* ');
      out += body;
      if (end === -1) return { line: out, inComment: true };
      out += '*/}';
      at = end + 3;
      inComment = false;
      continue;
    }
    const ticks = /^`+/.exec(line.slice(at))?.[0];
    if (ticks !== undefined) {
      // A code span runs to the next run of exactly as many backticks; without one, the backticks are text.
      const close = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
      close.lastIndex = at + ticks.length;
      const match = close.exec(line);
      const end = match === null ? at + ticks.length : match.index + ticks.length;
      out += line.slice(at, end);
      at = end;
      continue;
    }
    if (line.startsWith('<!--', at)) {
      out += '{/* ';
      at += 4;
      inComment = true;
      continue;
    }
    out += line[at];
    at++;
  }
  return { line: out, inComment };
}

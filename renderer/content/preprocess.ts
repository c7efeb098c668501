/**
 * Source rewrites applied before parsing, line by line and never inside code
 * (fenced or indented, however deep in blockquotes and list items), so that
 * two common authoring forms parse the same way in .md and .mdx:
 * - `:::note Some title` (the older admonition form) becomes `:::note[Some title]`,
 *   the directive label form remark-directive understands;
 * - in .mdx, a heading's `{#custom-id}` would be read as a JavaScript
 *   expression, so its braces are escaped; remark-heading-ids strips it later.
 * Rewrites only touch the end of a line, so line numbers and the columns of
 * everything before the rewrite are unchanged.
 */
import { createCodeLineReader } from './code-lines.js';

// Three or more colons: an admonition nested in another is written with fewer colons than its parent.
// The title's trailing spaces are trimmed in code: a lazy `.*?\s*$` took quadratic time on a long run of spaces.
const ADMONITION_WITH_BARE_TITLE = /^(\s*:{3,}[a-z]+) +([^[{\s][\s\S]*)$/;
const HEADING_ID = /^( {0,3}#{1,6} .*?)\{#([^{}\s]+)\}\s*$/;

export function preprocessSource(source: string, format: 'md' | 'mdx'): string {
  if (!source.includes(':::') && !(format === 'mdx' && source.includes('{#'))) return source;
  const lines = source.split('\n');
  const isCode = createCodeLineReader(format);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (isCode(line)) continue;
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

/**
 * A doc's excerpt: what Docusaurus describes a doc with when its front matter
 * has no `description` (the page's meta description, its card in a category
 * or DocCardList). Read as Docusaurus reads it, line by line from the source
 * rather than from the parsed tree, so migrated sites keep the same text: the
 * first line that still has text once front matter, a setext title, blank
 * lines, import/export statements, fenced code, the h1, admonition fences and
 * GitHub alert markers are passed over and Markdown's marks are taken off the line (heading
 * hashes, emphasis, strikethrough, links and images but their text, inline
 * code marks, footnote references, a blockquote's `>`, HTML tags, `:emoji:`
 * names and a `{#custom-id}`).
 */

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const SETEXT_TITLE = /^[^\r\n]*\r?\n=+/;
const IMPORT_OR_EXPORT = /^(?:import|export)\s/;
/** A GitHub alert's marker line (`> [!NOTE]`): the admonition's type, which docs-gen renders as its title, not text. */
const ALERT_MARKER = /^\s{0,3}>\s?\[!(?:note|tip|important|warning|caution)\]\s*$/i;

/** Each mark taken off a line, in this order: what one leaves may be what the next reads. */
const MARKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/<[^>]*>/g, ''],
  [/^#[^#]+#?/gm, ''],
  [/^#{1,6}\s*([^#]*)\s*#{0,6}/gm, '$1'],
  [/([*_]{1,3})(.*?)\1/g, '$2'],
  [/~~(\S.*\S)~~/g, '$1'],
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/\[\^.+?\](?:: .*$)?/g, ''],
  [/\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/`(.+?)`/g, '$1'],
  [/^\s{0,3}>\s?/g, ''],
  [/:::.*/, ''],
  [/\s?:(?:::|[^:\n])+:/g, ''],
  [/\{#*[\w-]+\}/, ''],
];

export function excerptOf(source: string): string | undefined {
  const body = source.replace(FRONT_MATTER, '').trimStart().replace(SETEXT_TITLE, '');
  let inImport = false;
  /** The fence of the code block the line is in, if it is in one. */
  let fence: string | undefined;
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') {
      // A blank line ends an import or export statement.
      inImport = false;
      continue;
    }
    if (fence === undefined && (inImport || IMPORT_OR_EXPORT.test(line))) {
      inImport = true;
      continue;
    }
    const backticks = /^`{3,}/.exec(trimmed)?.[0];
    if (backticks !== undefined) {
      // Inside a block fenced with more backticks, a shorter run is text of the block.
      if (fence === undefined) fence = backticks;
      else if (backticks.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined || ALERT_MARKER.test(line)) continue;
    const text = MARKS.reduce((cleaned, [mark, replacement]) => cleaned.replace(mark, replacement), line).trim();
    if (text !== '') return text;
  }
  return undefined;
}

/**
 * Just enough HTML reading for whole-site tests: pick one element out of a
 * page and list the links in it, without snapshotting whole pages.
 */

/** The first element whose source starts with `opening` (`<nav class="paginator"`), up to its matching end tag. */
export function element(html: string, opening: string): string | undefined {
  const start = html.indexOf(opening);
  if (start === -1) return undefined;
  const tag = /^<([a-zA-Z][\w-]*)/.exec(opening)?.[1];
  if (tag === undefined) throw new Error(`element(): ${opening} does not start a tag`);
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match !== null; match = tags.exec(html)) {
    if (match[1] === '/') depth--;
    else if (!match[0].endsWith('/>')) depth++;
    if (depth === 0) return html.slice(start, tags.lastIndex);
  }
  throw new Error(`element(): ${opening} is never closed`);
}

/** Text without tags, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The code of a highlighted code block as a reader copies it: tags gone, whitespace and line breaks kept, entities decoded, no final newline. */
export function codeOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name]!)
    .replace(/\n$/, '');
}

/** Every `<a href>` in a fragment as `text → href` (the text without tags). */
export function linksIn(fragment: string | undefined): string[] {
  if (fragment === undefined) return [];
  return [...fragment.matchAll(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => `${textOf(inner!)} → ${href}`);
}

/** The content of `<meta name|property="key" content="…">`, undefined when absent. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

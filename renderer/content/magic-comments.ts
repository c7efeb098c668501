/**
 * Docusaurus's magic comments: a line of code that is only a comment saying
 * `highlight-next-line`, `highlight-start` or `highlight-end` is removed, and
 * highlights the next line, or the lines up to the matching end. Which
 * comment syntaxes count depends on the language, as in Docusaurus (`#` is a
 * heading in Markdown but a comment in bash); a language it does not list
 * accepts them all.
 */

type CommentStyle = 'slash' | 'block' | 'jsx' | 'hash' | 'html' | 'dash' | 'semicolons' | 'percent';

/** Each style as it wraps a directive: opening, closing (empty for line comments). */
const STYLES: Record<CommentStyle, readonly [string, string]> = {
  slash: ['//', ''],
  block: ['/*', '*/'],
  jsx: ['{/*', '*/}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dash: ['--', ''],
  semicolons: [';;', ''],
  percent: ['%', ''],
};

const JS: readonly CommentStyle[] = ['slash', 'block'];
const JSX: readonly CommentStyle[] = ['slash', 'block', 'jsx'];
const HASH: readonly CommentStyle[] = ['hash'];
const MARKUP: readonly CommentStyle[] = ['slash', 'block', 'html'];
const MARKDOWN: readonly CommentStyle[] = ['html', 'jsx', 'hash'];
const DASH: readonly CommentStyle[] = ['dash'];
const TEX: readonly CommentStyle[] = ['percent'];

const STYLES_BY_LANGUAGE: Readonly<Record<string, readonly CommentStyle[]>> = {
  js: JS,
  javascript: JS,
  mjs: JS,
  cjs: JS,
  ts: JS,
  typescript: JS,
  jsx: JSX,
  tsx: JSX,
  html: MARKUP,
  xml: MARKUP,
  svg: MARKUP,
  markup: MARKUP,
  markdown: MARKDOWN,
  md: MARKDOWN,
  mdx: MARKDOWN,
  css: ['block'],
  scss: JS,
  less: JS,
  python: HASH,
  py: HASH,
  bash: HASH,
  sh: HASH,
  shell: HASH,
  zsh: HASH,
  yaml: HASH,
  yml: HASH,
  toml: HASH,
  ruby: HASH,
  rb: HASH,
  dockerfile: HASH,
  docker: HASH,
  powershell: HASH,
  lua: DASH,
  haskell: DASH,
  hs: DASH,
  sql: DASH,
  wasm: ['semicolons'],
  tex: TEX,
  latex: TEX,
  matlab: TEX,
};

const ALL_STYLES = Object.keys(STYLES) as CommentStyle[];

type Directive = 'highlight-next-line' | 'highlight-start' | 'highlight-end';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One pattern per set of styles: a whole line holding nothing but one directive in one of the comments. */
function directivePattern(styles: readonly CommentStyle[]): RegExp {
  const comments = styles.map((style) => {
    const [open, close] = STYLES[style];
    return `${escapeRegExp(open)}\\s*(highlight-next-line|highlight-start|highlight-end)\\s*${escapeRegExp(close)}`;
  });
  return new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
}

const patterns = new Map<readonly CommentStyle[], RegExp>();

function patternFor(language: string): RegExp {
  const styles = STYLES_BY_LANGUAGE[language] ?? ALL_STYLES;
  let pattern = patterns.get(styles);
  if (pattern === undefined) {
    pattern = directivePattern(styles);
    patterns.set(styles, pattern);
  }
  return pattern;
}

export interface MagicCommentResult {
  /** The code without the directive lines. */
  readonly code: string;
  /** Lines of that code to highlight, from 1. */
  readonly highlightedLines: readonly number[];
  /** Directive lines that match nothing (a start never ended, an end never started), as lines of the original code from 1. */
  readonly unmatched: ReadonlyArray<{ readonly line: number; readonly directive: 'highlight-start' | 'highlight-end' }>;
}

/** Reads and removes the magic comments of `code` in `language`; code without any is returned as it is. */
export function applyMagicComments(code: string, language: string): MagicCommentResult {
  if (!code.includes('highlight-')) return { code, highlightedLines: [], unmatched: [] };
  const pattern = patternFor(language.toLowerCase());
  const kept: string[] = [];
  const highlighted = new Set<number>();
  const openStarts: Array<{ line: number; firstKept: number }> = [];
  const unmatched: Array<MagicCommentResult['unmatched'][number]> = [];
  let highlightNext = false;
  code.split('\n').forEach((line, index) => {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined) as Directive | undefined;
    if (directive === undefined) {
      kept.push(line);
      if (highlightNext) highlighted.add(kept.length);
      highlightNext = false;
      return;
    }
    if (directive === 'highlight-next-line') highlightNext = true;
    else if (directive === 'highlight-start') openStarts.push({ line: index + 1, firstKept: kept.length + 1 });
    else {
      const start = openStarts.pop();
      if (start === undefined) unmatched.push({ line: index + 1, directive });
      else for (let number = start.firstKept; number <= kept.length; number++) highlighted.add(number);
    }
  });
  for (const start of openStarts) unmatched.push({ line: start.line, directive: 'highlight-start' });
  unmatched.sort((a, b) => a.line - b.line);
  return { code: kept.join('\n'), highlightedLines: [...highlighted].sort((a, b) => a - b), unmatched };
}

/**
 * Finds MDX in a doc read as CommonMark (`markdown.format: 'detect'`, a .md
 * file): an `import`/`export` line at the top level, or a capitalised JSX tag
 * outside code. CommonMark shows the one as a paragraph of text and the other
 * as an empty unknown element, so the page would lose them without a word.
 */
import { createCodeLineReader } from './code-lines.js';

export interface MdxSyntaxFound {
  readonly line: number;
  readonly column: number;
  /** What was found, as the warning names it: "an `import` line", "the JSX tag <Note>". */
  readonly what: string;
}

const ESM_LINE = /^(import|export)\s/;
/** `<Name`, `<Name.Part` followed by the end of the tag or an attribute; `<T>` in prose is rare outside code. */
const CAPITALISED_TAG = /<([A-Z][\w]*(?:\.[\w]+)*)(?=[\s/>])/;
const CODE_SPAN = /(`+)[\s\S]*?(?<!`)\1(?!`)/g;

/** The first MDX construct of a CommonMark doc, or undefined. */
export function findMdxSyntax(source: string): MdxSyntaxFound | undefined {
  if (!/^(import|export)\s|<[A-Z]/m.test(source)) return undefined;
  const isCode = createCodeLineReader('md');
  const lines = source.split('\n');
  let inFrontMatter = lines[0]?.trimEnd() === '---';
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (inFrontMatter) {
      if (index > 0 && /^(---|\.\.\.)\s*$/.test(line)) inFrontMatter = false;
      continue;
    }
    if (isCode(line)) continue;
    const esm = ESM_LINE.exec(line);
    if (esm) return { line: index + 1, column: 1, what: `an \`${esm[1]}\` line` };
    // Code spans keep their length (blanked), so the column found is the column in the source.
    const outsideCode = line.replace(CODE_SPAN, (span) => ' '.repeat(span.length));
    const tag = CAPITALISED_TAG.exec(outsideCode);
    if (tag) return { line: index + 1, column: tag.index + 1, what: `the JSX tag <${tag[1]}>` };
  }
  return undefined;
}

/**
 * Magic comments in fenced code (magic-comments.ts): the directive lines are
 * removed and the lines they name are passed on in `data.highlightedLines`,
 * which code-block.ts highlights as it does `{2,4-6}`. As in Docusaurus, a
 * block whose meta gives line ranges, or that names no language, keeps its
 * comments as written. A start without an end, or an end without a start,
 * is a warning at its line.
 */
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { parseCodeMeta } from './code-block.js';
import { applyMagicComments } from './magic-comments.js';
import { reportWarning } from './report.js';
import { walkBlocks } from './walk-tree.js';

declare module 'mdast' {
  interface CodeData {
    /** Lines to highlight, from 1, as magic comments named them. */
    highlightedLines?: readonly number[];
  }
}

export default function remarkMagicComments() {
  return (tree: Root, file: VFile) => {
    walkBlocks(tree, (node) => {
      if (node.type !== 'code') return undefined;
      const code = node as Code;
      if (!code.lang || !code.value.includes('highlight-') || parseCodeMeta(code.meta).highlightedLines.size > 0) return undefined;
      const result = applyMagicComments(code.value, code.lang);
      code.value = result.code;
      if (result.highlightedLines.length > 0) code.data = { ...code.data, highlightedLines: result.highlightedLines };
      const start = code.position?.start;
      for (const { line, directive } of result.unmatched) {
        const reason =
          directive === 'highlight-start'
            ? 'This `highlight-start` comment has no `highlight-end` after it, so it highlights nothing: add one where the highlighted lines end'
            : 'This `highlight-end` comment has no `highlight-start` before it: add one where the highlighted lines begin, or remove it';
        // Fenced code starts on the line after its opening fence.
        const place = start === undefined ? undefined : { line: start.line + line, column: start.column };
        reportWarning(file, 'magic-comment-unmatched', reason, place);
      }
      return undefined;
    });
  };
}

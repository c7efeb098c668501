/**
 * Line numbers of a code block are CSS counters (theme/styles/code.css), so
 * they are never part of the code's text: selecting or copying the code
 * leaves them out. These custom properties start the counter elsewhere than
 * at 1 (`showLineNumbers=5`) and widen the numbers' column when the last
 * number has more than two digits. Shared by build-time highlighting and
 * the CodeBlock component, so both number lines alike.
 */

/** `showLineNumbers` as Docusaurus takes it: true numbers from 1, a number from that line. */
export type ShowLineNumbers = boolean | number;

export function lineNumberVariables(showLineNumbers: ShowLineNumbers, lineCount: number): Record<string, string> {
  if (showLineNumbers === false) return {};
  const first = showLineNumbers === true ? 1 : showLineNumbers;
  const digits = String(first + Math.max(0, lineCount - 1)).length;
  return {
    ...(first === 1 ? {} : { '--code-line-start': String(first - 1) }),
    ...(digits > 2 ? { '--code-line-digits': String(digits) } : {}),
  };
}

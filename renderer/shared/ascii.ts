/** Character classes of ASCII, by character code, for the hand-written scanners of Markdown and HTML. */

export function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Columns of source a frame shows: a long line (a minified table, a run of `*`) is cut to a window around the column. */
const FRAME_WIDTH = 120;

/** A few lines of source around a position, with a caret under the column. */
export function formatCodeFrame(source: string, line: number, column: number): string {
  // CR, LF and CR LF each end a line, as the parsers count them.
  const lines = source.split(/\r\n?|\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  // One window for every line of the frame, so the lines stay aligned.
  const start = Math.max(0, Math.min(column - 1 - FRAME_WIDTH / 2, (lines[line - 1]?.length ?? 0) - FRAME_WIDTH));
  const show = (text: string) => `${start > 0 ? '…' : ''}${text.slice(start, start + FRAME_WIDTH)}${text.length > start + FRAME_WIDTH ? '…' : ''}`;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const marker = number === line ? '>' : ' ';
    out.push(`${marker} ${String(number).padStart(width)} | ${show(lines[number - 1] ?? '')}`);
    if (number === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1 - start + (start > 0 ? 1 : 0)))}^`);
  }
  return out.join('\n');
}

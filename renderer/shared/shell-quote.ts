/** A POSIX shell word that reads as `text` whatever it holds: single-quoted, each `'` closed, escaped and reopened. */
export function shellQuoted(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * Where in its MDX a compiled page's error at render time most likely
 * comes from. The module that threw is bundled JavaScript with no map back
 * to the MDX, but the usual error is an expression naming something the page
 * never defines (`{clientId}` in text meant as prose): that name's first use
 * outside code is the place to fix.
 */
import { createCodeLineReader } from '../content/code-lines.js';

export function locateRuntimeError(source: string, error: unknown): { readonly line: number; readonly column: number } {
  const undefinedName = error instanceof ReferenceError ? /^(\S+) is not defined$/.exec(error.message)?.[1] : undefined;
  if (undefinedName !== undefined) {
    const isCode = createCodeLineReader('mdx');
    const uses = new RegExp(`(?<![\\w$])${undefinedName.replace(/[$]/g, '\\$')}(?![\\w$])`, 'g');
    const lines = source.split('\n');
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      if (isCode(line)) continue;
      // In prose the name is text; the use that threw is inside an expression's braces.
      for (const use of line.matchAll(uses)) if (line.lastIndexOf('{', use.index) !== -1) return { line: index + 1, column: use.index + 1 };
    }
  }
  return { line: 1, column: 1 };
}

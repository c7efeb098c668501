/**
 * Strict JSON with the line and column of a syntax error, which JSON.parse
 * does not always give: the text is parsed by JSON.parse (fast, for specs of
 * megabytes), and only when that fails by VS Code's JSON parser, which says
 * where and what.
 */
import { findNodeAtLocation, parse as parseJsonc, parseTree, printParseErrorCode, type ParseError, type ParseErrorCode } from 'jsonc-parser';

export type JsonReadResult =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      /** `expected comma, found "}"` */
      readonly message: string;
      /** 1-based */
      readonly line: number;
      readonly column: number;
    };

export function readJson(source: string): JsonReadResult {
  // Editors on Windows may save a byte order mark, which is no mistake of the writer's.
  const text = source.replace(/^\uFEFF/, '');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const errors: ParseError[] = [];
    parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const [first] = errors;
    // JSON.parse refused something the other parser accepts: its own message is all there is.
    if (first === undefined) return { ok: false, message: (error as Error).message, line: 1, column: 1 };
    const found = first.offset < text.length ? JSON.stringify(text.slice(first.offset, first.offset + Math.max(1, first.length))) : 'the end of the file';
    return { ok: false, message: `${describeParseError(first.error)}, found ${found}`, ...positionOf(text, first.offset) };
  }
}

/**
 * Where the value at `path` (`['docs', 2, 'type']`) is written in valid JSON
 * `source`; for a key that is not there, where the object that lacks it is.
 */
export function locateJsonValue(source: string, path: readonly (string | number)[]): { line: number; column: number } {
  const text = source.replace(/^\uFEFF/, '');
  const root = parseTree(text);
  for (let length = path.length; root !== undefined && length >= 0; length--) {
    const node = findNodeAtLocation(root, path.slice(0, length));
    if (node !== undefined) return positionOf(text, node.offset);
  }
  return { line: 1, column: 1 };
}

/** 1-based line and column of an offset into `text`. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** `CommaExpected` → `expected comma`. */
function describeParseError(code: ParseErrorCode): string {
  const words = printParseErrorCode(code)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const expected = /^(.*) expected$/.exec(words);
  return expected ? `expected ${expected[1]}` : words;
}

/**
 * Hostile YAML for the tests of docs-gen's limits.
 */

/**
 * "Billion laughs": nine levels of nine aliases each, about 400 bytes that
 * expand to 9^9 strings. `indent` puts it under a key of a bigger document.
 */
export function aliasBomb(indent = ''): string {
  const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (const [index, name] of [...'bcdefghi'].entries()) {
    const previous = 'abcdefgh'[index]!;
    levels.push(`${name}: &${name} [${Array.from({ length: 9 }, () => `*${previous}`).join(',')}]`);
  }
  return levels.map((line) => `${indent}${line}`).join('\n');
}

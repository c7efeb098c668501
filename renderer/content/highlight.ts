/**
 * Build-time syntax highlighting with Prism grammars (refractor): the browser
 * receives highlighted HTML and no highlighter.
 */
import type { Element, ElementContent, Text } from 'hast';
import { refractor } from 'refractor';
import docker from 'refractor/docker';
import graphql from 'refractor/graphql';
import http from 'refractor/http';
import jsx from 'refractor/jsx';
import powershell from 'refractor/powershell';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';

for (const grammar of [jsx, tsx, http, graphql, docker, powershell, toml]) refractor.register(grammar);

/**
 * Longest line highlighted. Prism's grammars take quadratic time on a long token (a 16,000-character word
 * took a second, a 170,000-character one minutes); a longer line (minified code, a data blob) is shown plain.
 */
export const MAX_HIGHLIGHTED_LINE = 1_000;

/** Highlighted tokens for `code`, or plain text when the language is unknown or absent, or a line is too long. */
export function highlightCode(code: string, language: string | undefined): ElementContent[] {
  if (language !== undefined && refractor.registered(language) && longestLine(code) <= MAX_HIGHLIGHTED_LINE) {
    return refractor.highlight(code, language).children as ElementContent[];
  }
  return [{ type: 'text', value: code }];
}

function longestLine(code: string): number {
  let longest = 0;
  for (let start = 0; start <= code.length; ) {
    const end = code.indexOf('\n', start);
    const stop = end === -1 ? code.length : end;
    longest = Math.max(longest, stop - start);
    start = stop + 1;
  }
  return longest;
}

/**
 * Splits highlighted tokens into lines. A token spanning several lines (a
 * block comment) is cut into one copy per line, so every line is a
 * self-contained, well-nested fragment that can be wrapped and highlighted.
 */
export function splitLines(nodes: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      (node as Text).value.split('\n').forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part !== '') lines.at(-1)!.push({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((children, index) => {
        if (index > 0) lines.push([]);
        if (children.length > 0) lines.at(-1)!.push({ ...(node as Element), children });
      });
    }
  }
  return lines;
}

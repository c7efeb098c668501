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

/** Highlighted tokens for `code`, or plain text when the language is unknown or absent. */
export function highlightCode(code: string, language: string | undefined): ElementContent[] {
  if (language !== undefined && refractor.registered(language)) {
    return refractor.highlight(code, language).children as ElementContent[];
  }
  return [{ type: 'text', value: code }];
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

/**
 * Build-time syntax highlighting with Prism grammars (refractor): the browser
 * receives highlighted HTML and no highlighter. Every language refractor
 * knows is highlighted. Registering a grammar is what costs (all of them took
 * a quarter of a second per thread), so only the common ones are registered
 * before the first code block is highlighted, and any other the first time a
 * code block names it; a build that highlights nothing (a warm rebuild after
 * editing a page without code) registers none.
 *
 * Pages must highlight the same whichever languages other pages (rendered
 * before them, or on another thread) brought in. So grammars whose
 * registration changes other languages' grammars are never registered
 * (EXTENDING_OTHERS, checked in highlight.test.ts), the few that copy other
 * grammars when registered get every other one first, and a Markdown block
 * gets the grammars of the code fences it holds before it is highlighted.
 */
import type { Element, ElementContent, Text } from 'hast';
import { refractor, type Syntax } from 'refractor/core';
import { GRAMMARS } from './grammars.js';

/**
 * Registered before anything is highlighted, in this order: refractor's common
 * set as its `refractor` entry registers it (highlight.test.ts checks the
 * list against it), then a few more. asciidoc is among them because it
 * changes every language's `entity` tokens (a title on each): loaded later,
 * it would change pages already highlighted.
 */
export const REGISTERED_FIRST: readonly string[] = [
  ...['clike', 'c', 'cpp', 'arduino', 'bash', 'csharp', 'markup', 'css', 'diff', 'go', 'ini', 'java', 'regex', 'javascript', 'json', 'kotlin'],
  ...['less', 'lua', 'makefile', 'yaml', 'markdown', 'objectivec', 'perl', 'markup-templating', 'php', 'python', 'r', 'ruby', 'rust', 'sass'],
  ...['scss', 'sql', 'swift', 'typescript', 'basic', 'vbnet'],
  ...['jsx', 'tsx', 'http', 'graphql', 'docker', 'powershell', 'toml', 'asciidoc'],
];

let registeredFirst = false;

function registerFirstGrammars(): void {
  if (registeredFirst) return;
  registeredFirst = true;
  for (const name of REGISTERED_FIRST) refractor.register(GRAMMAR_BY_NAME.get(name)!);
}

/**
 * Grammars that rewrite other languages' grammars when registered (js-extras
 * adds to JavaScript, opencl to C and C++, …): their code blocks are shown as
 * plain text, so that JavaScript, C or PHP never highlights differently on a
 * page because another page used one of them.
 */
export const EXTENDING_OTHERS: ReadonlySet<string> = new Set([
  'cilkc',
  'cilkcpp',
  'css-extras',
  'javadoc',
  'javadoclike',
  'js-extras',
  'js-templates',
  'jsdoc',
  'opencl',
  'php-extras',
  'phpdoc',
  'xml-doc',
]);

/** Grammars that embed whichever of some languages are registered when they are: they get every grammar first. */
const COPYING_OTHERS: ReadonlySet<string> = new Set(['haml', 'pug', 'pure']);

/** Each grammar under its name and its aliases: `js` → javascript. */
const GRAMMAR_BY_NAME: ReadonlyMap<string, Syntax> = new Map(
  GRAMMARS.flatMap((grammar) => [grammar.displayName, ...(grammar.aliases ?? [])].map((name) => [name, grammar] as const)),
);

/**
 * Whether `language` (a name or an alias) can be highlighted, registering
 * its grammar on first use. False for languages refractor does not know and
 * for the grammars that extend others.
 */
export function ensureLanguage(language: string): boolean {
  registerFirstGrammars();
  if (refractor.registered(language)) return true;
  const grammar = GRAMMAR_BY_NAME.get(language);
  if (grammar === undefined || EXTENDING_OTHERS.has(grammar.displayName)) return false;
  if (COPYING_OTHERS.has(grammar.displayName)) registerEveryGrammar();
  refractor.register(grammar);
  return true;
}

function registerEveryGrammar(): void {
  for (const grammar of GRAMMARS) if (!EXTENDING_OTHERS.has(grammar.displayName) && !COPYING_OTHERS.has(grammar.displayName)) refractor.register(grammar);
}

/** The languages of the code fences in a Markdown block, as Prism's Markdown grammar reads them (`c++` is cpp). */
const FENCE_LANGUAGE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`]+)/gm;

/** Prism's Markdown grammar highlights a fence's code with that language's grammar, when registered: register it first. */
function ensureFenceLanguages(markdown: string): void {
  for (const [, info] of markdown.matchAll(FENCE_LANGUAGE)) {
    const language = /[a-z][\w-]*/i.exec(info!.replace(/\b#/g, 'sharp').replace(/\b\+\+/g, 'pp'))?.[0].toLowerCase();
    if (language !== undefined) ensureLanguage(language);
  }
}

/**
 * Longest line highlighted. Prism's grammars take quadratic time on a long token (a 16,000-character word
 * took a second, a 170,000-character one minutes); a longer line (minified code, a data blob) is shown plain.
 */
export const MAX_HIGHLIGHTED_LINE = 1_000;

/** Highlighted tokens for `code`, or plain text when the language is unknown or absent, or a line is too long. */
export function highlightCode(code: string, language: string | undefined): ElementContent[] {
  if (language !== undefined && longestLine(code) <= MAX_HIGHLIGHTED_LINE && ensureLanguage(language)) {
    if (refractor.languages[language] === refractor.languages.markdown) ensureFenceLanguages(code);
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

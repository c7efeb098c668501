/**
 * Gives every heading a GitHub-style id (deduplicated within the page, as
 * GitHub does: `intro`, `intro-1`, …), honours a trailing `{#custom-id}`, and
 * records the headings and the page's own title (a leading h1) in file.data.
 */
import type { Heading as MdastHeading, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import { githubSlug } from './slug.js';
import { walkBlocks } from './walk-tree.js';
import type { Heading } from './doc-refs.js';

/** Matched from the last `{#` on: searching the whole text for `\s*\{#` took quadratic time on a long run of spaces. */
const CUSTOM_ID = /^\{#([^{}\s]+)\}\s*$/;

declare module 'vfile' {
  interface DataMap {
    headings: Heading[];
    /** Text of the h1 the page starts with, if it does. */
    contentTitle: string | undefined;
  }
}

export default function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const used = new Set<string>();
    const nextSuffix = new Map<string, number>();
    const headings: Heading[] = [];
    walkBlocks(tree, (found) => {
      if (found.type !== 'heading') return undefined;
      const node = found as MdastHeading;
      const customId = takeCustomId(node);
      const text = toString(node).trim();
      const id = customId ?? uniqueId(githubSlug(text) || 'section', used, nextSuffix);
      used.add(id);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ depth: node.depth, text, id });
      return undefined;
    });
    file.data.headings = headings;
    const first = tree.children.find((child) => child.type !== 'yaml' && child.type !== 'mdxjsEsm');
    file.data.contentTitle = first?.type === 'heading' && first.depth === 1 ? toString(first).trim() : undefined;
  };
}

function takeCustomId(heading: MdastHeading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const text = (last as Text).value;
  const start = text.lastIndexOf('{#');
  const match = start === -1 ? null : CUSTOM_ID.exec(text.slice(start));
  if (!match) return undefined;
  (last as Text).value = text.slice(0, start).trimEnd();
  if ((last as Text).value === '') heading.children.pop();
  return match[1];
}

/** `nextSuffix` remembers where the search for each base stopped: starting at 1 each time took quadratic time on thousands of equal headings. */
function uniqueId(base: string, used: ReadonlySet<string>, nextSuffix: Map<string, number>): string {
  if (!used.has(base)) return base;
  let suffix = nextSuffix.get(base) ?? 1;
  while (used.has(`${base}-${suffix}`)) suffix++;
  nextSuffix.set(base, suffix + 1);
  return `${base}-${suffix}`;
}

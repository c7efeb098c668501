/**
 * Gives every heading a GitHub-style id (deduplicated within the page, as
 * GitHub does: `intro`, `intro-1`, …), honours a trailing `{#custom-id}`, and
 * records the headings and the page's own title (a leading h1) in file.data.
 */
import type { Heading as MdastHeading, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { slug } from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { walkBlocks } from './walk-tree.js';
import type { Heading } from '../manifest/types.js';

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;

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
    const headings: Heading[] = [];
    walkBlocks(tree, (found) => {
      if (found.type !== 'heading') return undefined;
      const node = found as MdastHeading;
      const customId = takeCustomId(node);
      const text = toString(node).trim();
      const id = customId ?? uniqueId(slug(text) || 'section', used);
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
  const match = CUSTOM_ID.exec((last as Text).value);
  if (!match) return undefined;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  if ((last as Text).value === '') heading.children.pop();
  return match[1];
}

function uniqueId(base: string, used: ReadonlySet<string>): string {
  if (!used.has(base)) return base;
  let suffix = 1;
  while (used.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

/**
 * A fenced block marked `npm2yarn` (```bash npm2yarn) becomes tabs with the
 * command for npm, Yarn, pnpm and Bun, as Docusaurus's npm2yarn plugin makes
 * them: converted by npm-to-yarn, which that plugin uses, and in the tab group
 * `npm2yarn`, so choosing a package manager once switches every such block on
 * the site and is remembered. Works in .md and .mdx alike.
 */
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import convertNpmCommand from 'npm-to-yarn';
import { walkBlocks } from './walk-tree.js';

/** The tab group every converted block belongs to: the one Docusaurus's plugin uses with `sync: true`. */
export const NPM2YARN_GROUP_ID = 'npm2yarn';

/** The tabs, in Docusaurus's order (npm first, so it is selected until the reader chooses). */
const PACKAGE_MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
  { value: 'bun', label: 'Bun' },
] as const;

const MARKER = 'npm2yarn';

export default function remarkNpm2yarn() {
  return (tree: Root) => {
    walkBlocks(tree, (node, index, parent) => {
      if (node.type !== 'code') return undefined;
      const code = node as Code;
      const words = code.meta?.split(/\s+/) ?? [];
      if (!words.includes(MARKER)) return undefined;
      const meta = words.filter((word) => word !== MARKER).join(' ') || null;
      (parent.children as unknown[])[index] = packageManagerTabs(code, meta);
      // The tabs hold only code, which nothing here rewrites again.
      return index + 1;
    });
  };
}

function packageManagerTabs(code: Code, meta: string | null): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: [attribute('groupId', NPM2YARN_GROUP_ID)],
    children: PACKAGE_MANAGERS.map(({ value, label }) => ({
      type: 'mdxJsxFlowElement',
      name: 'TabItem',
      attributes: [attribute('value', value), attribute('label', label)],
      children: [{ ...code, meta, value: value === 'npm' ? code.value : convertNpmCommand(code.value, value) }],
    })),
    position: code.position,
  };
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

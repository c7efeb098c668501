/**
 * Which docs a Markdown plugin migrate could not carry over changes: each doc
 * is parsed as Docusaurus parses it (MDX unless the site reads .md as
 * CommonMark), the plugin is run on it where the site's config runs (its
 * process), and the doc counts when the tree it gives differs from the one it
 * was given. A doc that does not parse, or that the plugin throws on, counts
 * as one that relies on it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { MARKDOWN_SYNTAX, TO_HAST_OPTIONS } from '../content/parse-doc.js';
import { forEachNode } from '../content/walk-tree.js';
import type { LeftPlugin } from './translate-config.js';

type Transform = (plugin: unknown, options: unknown, tree: unknown, path: string) => Promise<unknown>;

/** The docs (relative to `docsDir`) whose trees `plugin` changes; undefined when it cannot be run (a stand-in, a config only read). */
export async function pagesChangedBy({
  plugin,
  docsDir,
  docs,
  format,
  transform,
}: {
  plugin: LeftPlugin;
  docsDir: string;
  docs: readonly string[];
  /** How the site reads .md files: `mdx` (Docusaurus's default) or `md`. */
  format: string;
  transform: Transform | undefined;
}): Promise<string[] | undefined> {
  if (transform === undefined) return undefined;
  const changed: string[] = [];
  for (const doc of docs) {
    const mdx = doc.endsWith('.mdx') || format !== 'md';
    const processor = unified()
      .use(remarkParse)
      .use(MARKDOWN_SYNTAX as never)
      .use(mdx ? [remarkMdx] : []);
    let tree: unknown;
    try {
      const mdast = processor.parse(await readFile(path.join(docsDir, doc), 'utf8'));
      tree = plugin.list.endsWith('RehypePlugins') ? await unified().use(remarkRehype, TO_HAST_OPTIONS).run(mdast) : mdast;
    } catch {
      continue;
    }
    const before = withoutPositions(tree);
    try {
      const after = await transform(plugin.plugin, plugin.options, tree, doc);
      if (after === undefined) return undefined;
      if (withoutPositions(after) !== before) changed.push(doc);
    } catch {
      changed.push(doc);
    }
  }
  return changed;
}

/** The tree as text, without where its nodes are in the source. */
function withoutPositions(tree: unknown): string {
  const copy = JSON.parse(JSON.stringify(tree)) as Parameters<typeof forEachNode>[0];
  forEachNode(copy, (node) => {
    delete node.position;
  });
  return JSON.stringify(copy);
}

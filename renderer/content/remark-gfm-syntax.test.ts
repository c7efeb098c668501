import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkGfmSyntax, { mayHoldLiteralAutolink } from './remark-gfm-syntax.js';

const ours = unified().use(remarkParse).use(remarkGfmSyntax).freeze();
const reference = unified().use(remarkParse).use(remarkGfm).freeze();

const parsed = (markdown: string): Root => ours.runSync(ours.parse(markdown)) as Root;
const links = (tree: Root): string[] => {
  const found: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') found.push(node.url!);
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(tree);
  return found;
};

function markdownFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

describe('remarkGfmSyntax', () => {
  it('turns every kind of literal autolink in prose into a link', () => {
    const tree = parsed(
      [
        'See www.example.com/docs, WWW.Example.org or https://example.com/a?b=1.',
        'Write to support@example.com, or mailto:billing@example.com.',
        '| Where | Address |\n| --- | --- |\n| table | http://example.net/x |',
      ].join('\n\n'),
    );
    expect(links(tree)).toEqual([
      'http://www.example.com/docs',
      'http://WWW.Example.org',
      'https://example.com/a?b=1',
      'mailto:support@example.com',
      'mailto:billing@example.com',
      'http://example.net/x',
    ]);
  });

  it('keeps GFM tables, strikethrough, task lists and footnotes', () => {
    const tree = parsed('| a |\n| - |\n| b |\n\n~~gone~~\n\n- [x] done\n\nNote[^1].\n\n[^1]: The note.');
    expect(tree.children.map((node) => node.type)).toEqual(['table', 'paragraph', 'list', 'paragraph', 'footnoteDefinition']);
  });

  it('reads text without an address as having none, and text with one as maybe having one', () => {
    expect(mayHoldLiteralAutolink(parsed('Plain prose with [a link](https://example.com) and `code@example.com`.'))).toBe(false);
    expect(mayHoldLiteralAutolink(parsed('Ask *them@example.com*.'))).toBe(true);
    expect(mayHoldLiteralAutolink(parsed('Go to HTTPS://EXAMPLE.COM.'))).toBe(true);
  });

  it('gives the tree remark-gfm gives, for every doc of the site and the test fixtures', () => {
    const sources = [...markdownFilesUnder('content'), ...markdownFilesUnder('test/fixtures')]
      .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
      // The fixtures of the source limits are long on purpose; they add time, not cases.
      .filter(({ source }) => source.length < 20_000);
    expect(sources.length).toBeGreaterThan(300);
    for (const { file, source } of sources) {
      expect(parsed(source), file).toEqual(reference.runSync(reference.parse(source)));
    }
  });
});

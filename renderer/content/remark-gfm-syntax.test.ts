import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { Extension } from 'micromark-util-types';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';
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

  it('tries only the kinds of literal autolink, and tables, whose mark the text holds', () => {
    const autolinkKinds = (text: string) => {
      ours.parse(text);
      const extensions = (ours.data('micromarkExtensions') ?? []) as Extension[];
      const constructs = extensions.flatMap((extension) => Object.values(extension.text ?? {}).flat());
      return [...new Set(constructs.flatMap((construct) => (/Autolink$/.test(construct?.name ?? '') ? [construct!.name!] : [])))].sort();
    };
    expect(autolinkKinds('Plain prose, and [a link](/docs).')).toEqual([]);
    expect(autolinkKinds('Mail me@example.com.')).toEqual(['emailAutolink']);
    expect(autolinkKinds("import X from '@theme/X'; see https://example.com or WWW.example.com.")).toEqual(['protocolAutolink', 'wwwAutolink']);
    const tryTables = (text: string) => {
      ours.parse(text);
      const extensions = (ours.data('micromarkExtensions') ?? []) as Extension[];
      return extensions.some((extension) => [extension.flow?.null ?? []].flat().some((construct) => construct?.name === 'table'));
    };
    expect(tryTables('Prose, a list:\n\n- one\n- two')).toBe(false);
    expect(tryTables('a | b\n- | -')).toBe(true);
    expect(tryTables('a\n:-')).toBe(true);
  });

  it("leaves a later plugin's syntax alone when that plugin moved the list's entries about", () => {
    const marker = { text: {} };
    const reordering = unified()
      .use(remarkParse)
      .use(remarkGfmSyntax)
      .use(function moveFirst(this: Processor) {
        (this.data('micromarkExtensions') as Extension[]).unshift(marker);
      })
      .freeze();
    reordering.parse('Plain prose.');
    expect((reordering.data('micromarkExtensions') as Extension[])[0]).toBe(marker);
    expect(reordering.runSync(reordering.parse('Mail me@example.com.'))).toEqual(reference.runSync(reference.parse('Mail me@example.com.')));
  });

  it('gives the tree remark-gfm gives for text with some kinds of address and not others', () => {
    const texts = [
      'No address at all, a colon: here, an at sign @ alone, and www without its dot.',
      'Only a mail: a+b.c_d-e@example.co.uk, and `code@example.com` in code.',
      "import Tabs from '@theme/Tabs';\n\nAn import's `@` after a quote, and then x@y.z in prose.",
      'Only a site: Www.Example.com/path?q=1#x, and www.',
      'Only a scheme: HTTP://EXAMPLE.COM and https://example.com/(a)b.',
      'A scheme in a link only: [docs](https://example.com/docs), and ftp://example.com.',
      'All three: www.a.io, https://b.io and c@d.io; also <e@f.io> and <https://g.io>.',
      '```\nhttps://example.com in code\n```\n\n> quoted www.example.com\n\n- item mail@example.com',
      'A table of one column without a pipe:\n\na\n:-\nb\n\nc\n-:\n\n> d\n> :-:',
      '| a | b |\n| - | - |\n| 1 | 2 |\n\na | b\n- | -\n\nNo table: a smile :-) and a rule\n\n---',
      'Setext heading\n---\n\nand a list\n\n- a\n- b',
    ];
    for (const text of texts) expect(parsed(text), text).toEqual(reference.runSync(reference.parse(text)));
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

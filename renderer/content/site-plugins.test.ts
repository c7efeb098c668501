import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createBodyRenderer } from '../render/render-page.js';
import { createDocParser } from './parse-doc.js';
import { sitePluginsOf } from './site-plugins.js';

const noPlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };

describe('site plugins in the doc parser', () => {
  it('reports a plugin whose transformer returns a promise, as the parser runs plugins synchronously', () => {
    const remarkLater = () => async () => {
      throw new Error('never awaited');
    };
    const parse = createDocParser({ components: [], sitePlugins: sitePluginsOf({ ...noPlugins, remarkPlugins: [remarkLater] }) });
    const parsed = parse({ file: 'content/a.md', source: '# A\n', format: 'md' });
    expect(parsed.diagnostics).toEqual([
      {
        code: 'markdown-plugin',
        severity: 'error',
        message:
          'The plugin markdown.remarkPlugins[0] (remarkLater) failed on this doc: Error: it returned a promise, and docs-gen runs Markdown plugins synchronously',
        location: { file: 'content/a.md' },
      },
    ]);
  });

  it('places what a plugin throws as a file message where the message says', () => {
    const remarkStrict = () => (_tree: unknown, file: { fail: (reason: string, place: unknown) => never }) =>
      file.fail('Headings must not shout', { line: 3, column: 1 });
    const parse = createDocParser({ components: [], sitePlugins: sitePluginsOf({ ...noPlugins, beforeDefaultRemarkPlugins: [[remarkStrict, {}]] }) });
    const parsed = parse({ file: 'content/a.md', source: '# A\n\n## LOUD\n', format: 'md' });
    expect(parsed.diagnostics).toEqual([
      expect.objectContaining({
        code: 'markdown-plugin',
        message: expect.stringMatching(/^The plugin markdown\.beforeDefaultRemarkPlugins\[0\] \(remarkStrict\) failed on this doc: .*Headings must not shout/),
        location: { file: 'content/a.md', line: 3, column: 1 },
      }),
    ]);
  });

  it("gives a rehype plugin a fenced code block's code as one text node, as Docusaurus does, and renders it highlighted", () => {
    const seen: unknown[] = [];
    const rehypeReadCode = () => (tree: { children: unknown[] }) => {
      const walk = (node: { type: string; tagName?: string; children?: unknown[] }) => {
        if (node.type === 'element' && node.tagName === 'code') seen.push(node.children);
        for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
      };
      walk(tree as never);
    };
    const parse = createDocParser({ components: [], sitePlugins: sitePluginsOf({ ...noPlugins, rehypePlugins: [rehypeReadCode] }) });
    const doc = parse({ file: 'content/a.md', source: '```js\nconst a = 1;\n```\n', format: 'md' });
    expect(seen).toEqual([[{ type: 'text', value: 'const a = 1;' }]]);
    expect(renderToStaticMarkup(createBodyRenderer()(doc.tree))).toContain('<span class="token keyword">const</span> a');
  });
});

import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from './markdown.js';

const render = createMarkdownRenderer();

describe('createMarkdownRenderer', () => {
  it('accepts Markdown with GFM: emphasis, code, links, tables, task lists', () => {
    expect(render('Use **`POST /charges`** or [the guide](/guide).')).toBe(
      '<p>Use <strong><code>POST /charges</code></strong> or <a href="/guide">the guide</a>.</p>',
    );
    expect(render('| a | b |\n| - | - |\n| 1 | 2 |')).toContain('<table>');
    expect(render('- [x] done')).toContain('<input type="checkbox" checked disabled>');
  });

  it('rejects an empty or missing description: no HTML at all', () => {
    expect(render(undefined)).toBeUndefined();
    expect(render('')).toBeUndefined();
    expect(render('  \n ')).toBeUndefined();
  });

  it('accepts harmless HTML written in a spec', () => {
    expect(render('Line<br>break and <kbd>Ctrl</kbd>')).toBe('<p>Line<br>break and <kbd>Ctrl</kbd></p>');
  });

  it('rejects scripts, event handlers, iframes and javascript: URLs written in a spec', () => {
    const html = render(
      '<script>steal()</script><img src="x.png" onerror="steal()"><iframe src="https://evil.example"></iframe>\n\nSee [x](javascript:steal()).',
    );
    expect(html).toBe('<img src="x.png">\n<p>See <a>x</a>.</p>');
  });

  it('accepts fenced code, highlighted at build time as in the docs', () => {
    expect(render('```json\n{"a": 1}\n```')).toContain('<span class="token property">"a"</span>');
  });

  it('rejects drawing a mermaid block: it stays code, as a spec page has no diagrams', () => {
    expect(render('```mermaid\ngraph TD; A-->B\n```')).toBe('<pre><code class="language-mermaid">graph TD; A-->B\n</code></pre>');
  });

  it('accepts a page description whose headings become anchors: ids the page claims, a "#" link each, listed in order', () => {
    const claimed = new Set(['errors']);
    const claimId = (slug: string) => {
      const id = claimed.has(slug) ? `${slug}-2` : slug;
      claimed.add(id);
      return id;
    };
    const described = render.withHeadingIds('Intro.\n\n## Token kinds\n\nText.\n\n### The `{id}`\n\n## Errors', claimId);
    expect(described?.headings).toEqual([
      { depth: 2, text: 'Token kinds', id: 'token-kinds' },
      { depth: 3, text: 'The {id}', id: 'the-id' },
      { depth: 2, text: 'Errors', id: 'errors-2' },
    ]);
    expect(described?.html).toContain(
      '<h2 id="token-kinds">Token kinds<a class="hash-link" href="#token-kinds" aria-label="Direct link to Token kinds" title="Direct link to Token kinds"></a></h2>',
    );
    expect(described?.html).toContain('<h2 id="errors-2">');
  });

  it('rejects ids written in the description itself as anchors: they stay prefixed, as in any other description', () => {
    const described = render.withHeadingIds('<h2 id="x">Raw</h2>\n\n<p id="y">text</p>', (slug) => slug);
    expect(described?.headings).toEqual([{ depth: 2, text: 'Raw', id: 'raw' }]);
    expect(described?.html).toContain('<p id="user-content-y">');
    expect(render.withHeadingIds('  ', (slug) => slug)).toBeUndefined();
  });
});

/**
 * A page body's highlighted code blocks: their lines are the `<code>`'s inner HTML, one string in the route
 * data, and the page the browser renders from that data is the page the server rendered.
 */
import type { Element, Root as HastRoot } from 'hast';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bodyToReact } from '../../theme/app/body.js';
import { bodyComponents } from '../../theme/mdx/compiled-page.js';
import { mdxComponents } from '../../theme/mdx-components.js';
import { createDocParser } from '../content/parse-doc.js';
import type { BodyNode } from '../shared/page-data.js';
import { createBodyRenderer } from './render-page.js';
import { createElementSerializer } from './serialize-element.js';

const parse = createDocParser({ components: Object.keys(mdxComponents) });
const renderBody = createBodyRenderer();
const serialize = createElementSerializer(bodyComponents());

const SOURCE = [
  '# Install',
  '',
  '```ts title="greet.ts" {2}',
  "const greeting: string = 'hi <there> & you';",
  'console.log(greeting);',
  '```',
  '',
  'Then `run` it.',
].join('\n');

/** The first code block's code element of a parsed body. */
function findCode(tree: HastRoot): Element {
  const block = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'div')!;
  const pre = block.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre')!;
  return pre.children[0] as Element;
}

/** The code elements of a body, wherever they are. */
function codesIn(node: BodyNode): Array<Exclude<BodyNode, string | number | null>> {
  if (!Array.isArray(node)) return [];
  const [type, , ...children] = node as Exclude<BodyNode, string | number | null>;
  return [...(type === 'code' ? [node as Exclude<BodyNode, string | number | null>] : []), ...children.flatMap(codesIn)];
}

describe('highlighted code in a page body', () => {
  it('is one string of HTML in the route data, and renders as the highlighted lines', () => {
    const element = renderBody(parse({ file: 'content/install.md', source: SOURCE, format: 'md' }).tree);
    const body = serialize(element);
    const [block, inline] = codesIn(body);
    // The block: no child elements, its lines as HTML; inline code keeps its text.
    expect(block).toHaveLength(2);
    const html = (block![1] as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html;
    expect(html).toContain('<span class="code-line code-line--highlighted"><span class="token builtin">console</span>');
    expect(html).toContain('<span class="token string">&#39;hi &lt;there&gt; &amp; you&#39;</span>');
    expect(inline).toEqual(['code', expect.anything(), 'run']);

    const served = renderToStaticMarkup(element);
    expect(served).toContain(`<code class="language-ts">${html}</code>`);
    // What the browser renders from the route data, after a client navigation.
    expect(renderToStaticMarkup(createElement(Fragment, null, bodyToReact(body, bodyComponents())))).toBe(served);
  });

  it('is highlighted when the page is rendered: the stored tree holds the text, the page the highlighted lines', () => {
    const deferred = parse({ file: 'content/install.md', source: SOURCE, format: 'md' });
    const code = findCode(deferred.tree);
    expect(code.children).toEqual([{ type: 'text', value: "const greeting: string = 'hi <there> & you';\nconsole.log(greeting);" }]);
    // The same code from a body highlighted when parsed (sanitised HTML keeps that), byte for byte.
    const highlightedWhenParsed = createDocParser({ components: Object.keys(mdxComponents), rawHtml: 'sanitize' });
    expect(findCode(highlightedWhenParsed({ file: 'content/install.md', source: SOURCE, format: 'md' }).tree).children.length).toBe(2);
    // (The sanitiser also drops the block's data-language; its code is what is compared.)
    const codeHtml = (tree: HastRoot) => /<code class="language-ts">[\s\S]*?<\/code>/.exec(renderToStaticMarkup(renderBody(tree)))![0];
    expect(codeHtml(deferred.tree)).toBe(codeHtml(highlightedWhenParsed({ file: 'content/install.md', source: SOURCE, format: 'md' }).tree));
    expect(renderToStaticMarkup(renderBody(parse({ file: 'content/install.md', source: SOURCE, format: 'md' }).tree))).not.toContain('data-highlight');
  });

  it('leaves a code block alone when its lines hold anything but text and class-only spans', () => {
    const line: Element = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['code-line'] },
      children: [
        { type: 'text', value: 'see ' },
        { type: 'element', tagName: 'a', properties: { href: '/x' }, children: [{ type: 'text', value: 'x' }] },
      ],
    };
    const tree: HastRoot = {
      type: 'root',
      children: [{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [line] }] }],
    };
    const [block] = codesIn(serialize(renderBody(structuredClone(tree))));
    expect(block![1]).not.toHaveProperty('dangerouslySetInnerHTML');
    expect(renderToStaticMarkup(renderBody(tree))).toBe('<pre><code><span class="code-line">see <a href="/x">x</a></span></code></pre>');
  });
});

/**
 * A page body's highlighted code blocks: their lines are the `<code>`'s inner HTML, one string in the route
 * data, and the page the browser renders from that data is the page the server rendered.
 */
import type { Element } from 'hast';
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

  it('leaves a code block alone when its lines hold anything but text and class-only spans', () => {
    const tree = parse({ file: 'content/a.md', source: '```js\nlet a = 1;\n```\n', format: 'md' }).tree;
    const pre = (tree.children[0] as Element).children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')!;
    const firstLine = (pre.children[0] as Element).children[0] as Element;
    firstLine.children.push({ type: 'element', tagName: 'a', properties: { href: '/x' }, children: [{ type: 'text', value: 'x' }] });
    const [block] = codesIn(serialize(renderBody(tree)));
    expect(block![1]).not.toHaveProperty('dangerouslySetInnerHTML');
    expect(renderToStaticMarkup(renderBody(structuredClone(tree)))).toContain('<a href="/x">x</a>');
  });
});

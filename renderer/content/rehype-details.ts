/**
 * `<details>` written in a doc (raw HTML in .md, a JSX element in .mdx) gets
 * the markup of the theme's Details component, so it looks and behaves the
 * same, as Docusaurus renders `<details>` with its Details: its `<summary>`
 * (or, without one, the summary "Details") and the rest wrapped as the
 * component's content. The browser's own disclosure stays, so it opens
 * with the keyboard and without JavaScript.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { forEachNode } from './walk-tree.js';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** What a `<details>` without a summary is labelled, as the Details component and browsers label it. */
const DEFAULT_SUMMARY = 'Details';

export default function rehypeDetails() {
  return (tree: Root) => {
    forEachNode(tree, (node) => {
      if (node.type === 'element' && (node as Element).tagName === 'details') styleElement(node as Element);
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as JsxElement).name === 'details')
        styleJsx(node as JsxElement);
    });
  };
}

function styleElement(details: Element): void {
  const classes = classList(details.properties.className);
  if (classes.includes('details')) return;
  details.properties.className = [...classes, 'details'];
  const summaryIndex = details.children.findIndex((child) => child.type === 'element' && child.tagName === 'summary');
  const summary: Element =
    summaryIndex === -1
      ? { type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: DEFAULT_SUMMARY }] }
      : (details.children[summaryIndex] as Element);
  summary.properties.className = [...classList(summary.properties.className), 'details__summary'];
  const content: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['details__content'] },
    children: details.children.filter((_, index) => index !== summaryIndex),
  };
  details.children = [summary, content];
}

function styleJsx(details: JsxElement): void {
  addClass(details, 'details');
  const summaryIndex = details.children.findIndex(
    (child) => (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'summary',
  );
  const summary: JsxElement =
    summaryIndex === -1
      ? { type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [{ type: 'text', value: DEFAULT_SUMMARY }] }
      : (details.children[summaryIndex] as JsxElement);
  addClass(summary, 'details__summary');
  const content: MdxJsxFlowElementHast = {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'details__content' }],
    children: details.children.filter((_, index) => index !== summaryIndex) as ElementContent[],
  };
  details.children = [summary, content];
}

/** Adds a class to a JSX element's literal `className`, or gives it one; a computed className is left to the author. */
function addClass(element: JsxElement, name: string): void {
  const existing = element.attributes.find((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === 'className');
  if (existing === undefined) element.attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: name });
  else if (typeof existing.value === 'string') existing.value = `${existing.value} ${name}`;
}

function classList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/**
 * GitHub's alerts: a blockquote whose first line is only `[!NOTE]`, `[!TIP]`,
 * `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (in any case) becomes the
 * theme's admonition, of the type Docusaurus gives each: important is an
 * info admonition and caution a danger one. In .md and .mdx alike; an
 * escaped `\[!NOTE]`, or a marker with text after it on its line, stays a
 * blockquote, as on GitHub. Code never holds blockquotes, so text in code is
 * never read as an alert.
 */
import type { Blockquote, Paragraph, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { ADMONITION_TYPES } from './remark-admonitions.js';
import { walkBlocks } from './walk-tree.js';

const ALERT_TYPES: Readonly<Record<string, (typeof ADMONITION_TYPES)[number]>> = {
  note: 'note',
  tip: 'tip',
  important: 'info',
  warning: 'warning',
  caution: 'danger',
};

const MARKER = /^\[!([a-z]+)\][\t ]*/i;

export default function remarkGithubAlerts() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walkBlocks(tree, (node, index, parent) => {
      if (node.type !== 'blockquote') return undefined;
      const alert = readAlert(node as Blockquote, source);
      if (alert === undefined) return undefined;
      (parent.children as unknown[])[index] = alert;
      // Walk into the admonition: it may hold alerts and admonitions of its own.
      return index;
    });
  };
}

function readAlert(quote: Blockquote, source: string): MdxJsxFlowElement | undefined {
  const [first, ...rest] = quote.children;
  if (first?.type !== 'paragraph') return undefined;
  const [text, ...inline] = first.children;
  if (text?.type !== 'text') return undefined;
  const marker = MARKER.exec(text.value);
  const type = marker === null ? undefined : ALERT_TYPES[marker[1]!.toLowerCase()];
  if (marker === null || type === undefined) return undefined;
  // `\[!NOTE]` parses to the same text: only a marker written with its bracket first is one.
  const offset = text.position?.start.offset;
  if (offset === undefined || source[offset] !== '[') return undefined;
  const afterMarker = text.value.slice(marker[0].length);
  // The marker must be alone on its line: a line break follows it in the text, or a hard break, or nothing.
  let children: Paragraph['children'];
  if (afterMarker.startsWith('\n')) children = [{ ...text, value: afterMarker.slice(1) }, ...inline];
  else if (afterMarker === '' && (inline.length === 0 || inline[0]!.type === 'break')) children = inline.slice(1);
  else return undefined;
  const body = children.filter((child) => !(child.type === 'text' && child.value === ''));
  return {
    type: 'mdxJsxFlowElement',
    name: 'Admonition',
    attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: type }],
    children: body.length === 0 ? rest : [{ ...first, children: body }, ...rest],
    position: quote.position,
  };
}

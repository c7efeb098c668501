/**
 * Records what the link checks need from a page: every id on it (anchors)
 * and every link it makes, with source positions.
 */
import type { Root, Element } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { OutgoingLink } from '../manifest/types.js';

declare module 'vfile' {
  interface DataMap {
    anchors: string[];
    links: OutgoingLink[];
  }
}

/** Attributes that hold a link, by element: `<a href>`, `<img src>`. */
const LINK_ATTRIBUTES: Readonly<Record<string, 'href' | 'src'>> = { a: 'href', img: 'src' };

export default function rehypeCollectRefs() {
  return (tree: Root, file: VFile) => {
    const anchors = new Set<string>();
    const links: OutgoingLink[] = [];
    const addLink = (url: unknown, node: { position?: Element['position'] }) => {
      if (typeof url !== 'string' || url === '') return;
      const start = node.position?.start;
      links.push({ url, line: start?.line ?? 1, column: start?.column ?? 1 });
    };
    visit(tree, (node) => {
      if (node.type === 'element') {
        const element = node as Element;
        if (typeof element.properties.id === 'string') anchors.add(element.properties.id);
        if (typeof element.properties.name === 'string' && element.tagName === 'a') anchors.add(element.properties.name);
        const attribute = LINK_ATTRIBUTES[element.tagName];
        if (attribute) addLink(element.properties[attribute], element);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        const attributes = new Map(
          jsx.attributes.flatMap((attribute) =>
            attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' ? [[attribute.name, attribute.value] as const] : [],
          ),
        );
        const id = attributes.get('id');
        if (id !== undefined) anchors.add(id);
        const attribute = jsx.name === null ? undefined : LINK_ATTRIBUTES[jsx.name];
        if (attribute) addLink(attributes.get(attribute), jsx);
      }
    });
    file.data.anchors = [...anchors];
    file.data.links = links;
  };
}

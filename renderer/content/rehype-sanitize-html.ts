/**
 * `markdown.rawHtml: 'sanitize'`: for sites that build contributions they do
 * not trust. HTML written in a doc (raw HTML in .md, lower-case JSX elements
 * in .mdx) and the links of Markdown go through GitHub's sanitising rules
 * (rehype-sanitize's default schema): scripts, event handlers, iframes,
 * forms, styles and javascript: URLs are removed. Two changes to those rules:
 * ids keep their names (they are the page's anchors, which the link checks
 * verify), and class names are kept (code highlighting and the theme's
 * components use them; a class cannot run code).
 *
 * The theme components in a page (admonitions, tabs, code blocks, and those
 * an .mdx page uses) are docs-gen's own: they are kept, and their contents are
 * sanitised in turn.
 */
import type { Element, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';

/** Stands in for a theme component while the HTML around it is sanitised. */
const PLACEHOLDER = 'docs-gen-kept';

type AttributeRules = NonNullable<Schema['attributes']>;

/** The default rules limit the class names of some tags (`<a>` may only be a footnote back link); any class is allowed here. */
function withoutClassLimits(attributes: AttributeRules): AttributeRules {
  return Object.fromEntries(Object.entries(attributes).map(([tag, rules]) => [tag, rules.filter((rule) => !(Array.isArray(rule) && rule[0] === 'className'))]));
}

const SCHEMA: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  clobber: [],
  // A style sheet's text would otherwise be left in the page as a paragraph of CSS.
  strip: [...(defaultSchema.strip ?? []), 'style'],
  tagNames: [...(defaultSchema.tagNames ?? []), PLACEHOLDER],
  attributes: {
    ...withoutClassLimits(defaultSchema.attributes ?? {}),
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id'],
    [PLACEHOLDER]: ['dataIndex'],
  },
};

const sanitizeRoot = rehypeSanitize(SCHEMA) as unknown as (tree: Root) => Root;

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

export default function rehypeSanitizeHtml() {
  return (tree: Root): Root => ({ ...tree, children: sanitizeChildren(tree.children) });
}

function sanitizeChildren(children: readonly RootContent[]): RootContent[] {
  const kept: RootContent[] = [];
  const protect = (node: RootContent): RootContent | undefined => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = isHtmlName(node.name) ? allowedHtmlElement(node) : node;
      if (element === undefined) return undefined;
      const placeholder: Element = { type: 'element', tagName: PLACEHOLDER, properties: { dataIndex: kept.length }, children: [] };
      kept.push({ ...element, children: sanitizeChildren(element.children) as JsxElement['children'] });
      return placeholder;
    }
    if (node.type === 'element') return { ...node, children: node.children.flatMap((child) => protect(child) ?? []) as Element['children'] };
    return node;
  };
  const clean = sanitizeRoot({ type: 'root', children: children.flatMap((child) => protect(child) ?? []) });
  const restore = (node: RootContent): RootContent => {
    if (node.type !== 'element') return node;
    if (node.tagName === PLACEHOLDER) return kept[Number(node.properties.dataIndex)]!;
    return { ...node, children: node.children.map(restore) as Element['children'] };
  };
  return clean.children.map(restore);
}

function isHtmlName(name: string | null): boolean {
  return name !== null && /^[a-z]/.test(name);
}

/**
 * An HTML element written as JSX, checked by the same rules as raw HTML: its
 * tag must be allowed, and it keeps only the attributes allowed for it, with
 * literal values (an expression cannot be checked) and safe URLs.
 */
function allowedHtmlElement(node: JsxElement): JsxElement | undefined {
  const tagName = node.name!;
  if (!(SCHEMA.tagNames ?? []).includes(tagName)) return undefined;
  const allowed = new Set(
    [...(SCHEMA.attributes?.[tagName] ?? []), ...(SCHEMA.attributes?.['*'] ?? [])].map((entry) => (Array.isArray(entry) ? entry[0] : entry)),
  );
  const attributes = node.attributes.filter((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || (typeof attribute.value !== 'string' && attribute.value !== null)) return false;
    const property = find(html, attribute.name).property;
    if (!allowed.has(property)) return false;
    const protocols = SCHEMA.protocols?.[property];
    return protocols === undefined || protocols === null || typeof attribute.value !== 'string' || hasSafeProtocol(attribute.value, protocols);
  });
  return { ...node, attributes };
}

/** Relative URLs and those of an allowed scheme (`https:`, `mailto:` …). */
function hasSafeProtocol(url: string, protocols: readonly string[]): boolean {
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  const beforeColon = url.slice(0, colon);
  // A colon after a path, query or fragment start is not a scheme: `/a:b`, `?x=a:b`.
  if (/[/?#]/.test(beforeColon)) return true;
  return protocols.includes(beforeColon.toLowerCase());
}

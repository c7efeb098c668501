/**
 * An SVG file imported by a page's code becomes a React component, as
 * Docusaurus makes it (with SVGR): `import Logo from './logo.svg'` then
 * `<Logo className="logo" role="img" />` renders the file's `<svg>` element
 * with the props given over its own attributes. The drawing inside is kept
 * as written. (A stylesheet's `url(logo.svg)` stays a file.)
 */

/** The module's source: the file's root attributes as React props, its content as inner HTML. */
export function svgComponentModule(svg: string): string {
  const text = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(text);
  if (open === null) return 'export default function Svg() { return null; }\n';
  const attributes: Record<string, unknown> = {};
  for (const [, name, double, single] of open[1]!.matchAll(/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = double ?? single ?? '';
    const prop = propName(name!);
    attributes[prop] = prop === 'style' ? styleObject(value) : value;
  }
  const inner = open[2] === '/' ? '' : text.slice(open.index + open[0].length, text.lastIndexOf('</svg>')).trim();
  return [
    "import { createElement } from 'react';",
    `const attributes = ${JSON.stringify(attributes)};`,
    `const inner = ${JSON.stringify(inner)};`,
    'export default function Svg(props) {',
    '  return createElement("svg", { ...attributes, ...props, dangerouslySetInnerHTML: { __html: inner } });',
    '}',
    '',
  ].join('\n');
}

/** `class` → `className`, `stroke-width` → `strokeWidth`, `xmlns:xlink` → `xmlnsXlink`; `data-*` and `aria-*` as written. */
function propName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** `fill: red; stroke-width: 2` → `{ fill: 'red', strokeWidth: '2' }` */
function styleObject(style: string): Record<string, string> {
  const entries = style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter((parts) => parts.length >= 2 && parts[0]!.trim() !== '')
    .map(([name, ...value]) => [name!.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value.join(':').trim()]);
  return Object.fromEntries(entries);
}

/**
 * The text of a migrated site's `site.config.ts`: the translated config as a
 * TypeScript object literal, fields in the order the README lists them, so
 * two migrations of the same site write the same file.
 */

/** An expression written into the config as it is, to be evaluated by every build: `` `© ${new Date().getFullYear()}` ``. */
export class ConfigExpression {
  constructor(readonly code: string) {}
}

/**
 * A text the Docusaurus config made with the current year (`new Date().getFullYear()`), written so
 * that the year stays the one each build runs in instead of the one the site was migrated in.
 */
export function withLiveYear(text: string, now = new Date()): string | ConfigExpression {
  const year = String(now.getFullYear());
  if (!text.includes(year)) return text;
  const template = text.replace(/[`\\]|\$\{/g, (special) => `\\${special}`).replaceAll(year, '${new Date().getFullYear()}');
  return new ConfigExpression(`\`${template}\``);
}

/** Top-level fields first in this order; any other after them, as they came. */
const FIELD_ORDER = [
  'url',
  'baseUrl',
  'title',
  'titleDelimiter',
  'tagline',
  'favicon',
  'image',
  'trailingSlash',
  'noIndex',
  'baseUrlIssueBanner',
  'i18n',
  'navbar',
  'footer',
  'announcementBar',
  'colorMode',
  'docs',
  'markdown',
  'tableOfContents',
  'mermaid',
  'future',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

/** `imports`: lines the config starts with, for the values it names (`ConfigExpression`s of the plugins it imports). */
export function writeConfigSource(config: Readonly<Record<string, unknown>>, { from, imports = [] }: { from: string; imports?: readonly string[] }): string {
  const ordered = Object.fromEntries(Object.entries(config).sort(([a], [b]) => rank(a) - rank(b)));
  return [
    `// Made by \`docs-gen migrate\` from ${from}; MIGRATION.md lists what did not carry over.`,
    "import { defineConfig } from 'docs-gen';",
    ...imports,
    '',
    `export default defineConfig(${literal(ordered, '')});`,
    '',
  ].join('\n');
}

function rank(field: string): number {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
}

function literal(value: unknown, indent: string): string {
  if (value === null || value === undefined) return String(value);
  if (value instanceof ConfigExpression) return value.code;
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${propertyKey(key)}: ${literal(item, inner)},`).join('\n')}\n${indent}}`;
}

function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

/** A single-quoted string, as the project's code writes them. */
function quote(text: string): string {
  const json = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${json}'`;
}

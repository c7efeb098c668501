/**
 * One MDX (or Markdown) file → a JavaScript module, with @mdx-js/mdx, the
 * MDX project's compiler. It reads the file with the Markdown docs-gen reads
 * every page with (parse-doc.ts: GFM, admonitions, heading ids, highlighted
 * code), so a compiled page's HTML is what the same text renders as data.
 *
 * The module takes its components from MDX's provider hook (`docs-gen/mdx`,
 * theme/mdx/compiled-page.tsx), so a partial it renders gets the page's
 * components too. A page's module also exports its `toc`, as Docusaurus's
 * do: its headings from level 2, those of the partials it renders included,
 * as `{ value, id, level }` (`value` is HTML).
 */
import { compile } from '@mdx-js/mdx';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import { Parser } from 'acorn';
import rehypeRaw from 'rehype-raw';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import {
  HTML_TRANSFORMS_AFTER_REFS,
  HTML_TRANSFORMS_BEFORE_REFS,
  MARKDOWN_SYNTAX,
  markdownTransforms,
  MDX_NODE_TYPES,
  TO_HAST_OPTIONS,
  type DocFormat,
} from '../content/parse-doc.js';
import { preprocessSource } from '../content/preprocess.js';
import { PROVIDER_IMPORT, type TocItem } from './page-toc.js';
import rehypeJsxLinks from './rehype-jsx-links.js';
import { NO_SITE_PLUGINS, type SiteMarkdownPlugins } from '../content/site-plugins.js';

/**
 * The module's JavaScript (ES module, imports as written). `toc` is given for a page, not for a partial.
 * Throws the compiler's VFileMessage, with its place in `file`, when the text does not compile.
 */
export async function compileMdx({
  file,
  source,
  format,
  toc,
  admonitionTypes,
  sitePlugins = NO_SITE_PLUGINS,
}: {
  /** The file's path, for messages. */
  file: string;
  source: string;
  format: DocFormat;
  toc?: readonly TocItem[];
  /** `markdown.admonitionTypes` */
  admonitionTypes: readonly string[];
  /** The site's own remark and rehype plugins, where a page rendered as data has them (content/parse-doc.ts). */
  sitePlugins?: SiteMarkdownPlugins;
}): Promise<string> {
  const remarkPlugins = [
    ...MARKDOWN_SYNTAX,
    remarkDropFrontMatter,
    ...sitePlugins.beforeDefaultRemark,
    ...markdownTransforms({ admonitionTypes }),
    ...sitePlugins.remark,
    ...(toc === undefined ? [] : [[remarkExportToc, toc]]),
  ] as unknown as PluggableList;
  const rehypePlugins = [
    ...(format === 'md' ? [[rehypeRaw, { passThrough: [...MDX_NODE_TYPES] }]] : []),
    // A page's links are as written; a partial's relative links to Markdown files are written from the site root.
    [rehypeJsxLinks, toc === undefined ? { partialFile: file } : {}],
    ...sitePlugins.beforeDefaultRehype,
    ...HTML_TRANSFORMS_BEFORE_REFS,
    ...sitePlugins.rehype,
    ...HTML_TRANSFORMS_AFTER_REFS,
  ] as unknown as PluggableList;
  const compiled = await compile(new VFile({ path: file, value: preprocessSource(source, format) }), {
    format,
    providerImportSource: PROVIDER_IMPORT,
    development: false,
    remarkPlugins,
    rehypePlugins,
    remarkRehypeOptions: { handlers: TO_HAST_OPTIONS.handlers },
  });
  return String(compiled);
}

/** Front matter is the page's data, not its text (MDX would print it). */
function remarkDropFrontMatter() {
  return (tree: Root) => {
    tree.children = tree.children.filter((node) => node.type !== 'yaml');
  };
}

/** `export const toc = […]`, as the page's first statement, so `toc.slice(1)` works anywhere in it. */
function remarkExportToc(toc: readonly TocItem[]) {
  const code = `export const toc = ${JSON.stringify(toc)};`;
  const estree = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return (tree: Root) => {
    tree.children.unshift({ type: 'mdxjsEsm', value: code, data: { estree } } as Root['children'][number]);
  };
}

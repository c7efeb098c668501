/**
 * One doc source → its front matter, title, headings, anchors, links and
 * body tree (hast). Pure: the caller reads the file. The processors are built
 * once per site by `createDocParser` and reused for every page.
 */
import type { Root as HastRoot } from 'hast';
import type { Code, Root as MdastRoot, Yaml } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import { unified, type Plugin, type Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../diagnostics/codes.js';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { Heading, OutgoingLink } from './doc-refs.js';
import { codeToHast } from './code-block.js';
import { type DocFormat, formatOf } from './collect-sources.js';
import { findMdxSyntax } from './detect-mdx.js';
import { findUnclosedFrontMatter, parseFrontMatter, type FrontMatter, type FrontMatterPositions } from './front-matter.js';
import { preprocessSource } from './preprocess.js';
import { checkSourceLimits, TREE_DEPTH_LIMIT, type SourceLimitReport } from './source-limits.js';
import rehypeCollectRefs from './rehype-collect-refs.js';
import rehypeDetails from './rehype-details.js';
import rehypeElementNames from './rehype-element-names.js';
import rehypePlaceGeneratedLinks from './rehype-place-generated-links.js';
import { NO_SITE_PLUGINS, SitePluginError, sitePluginOf, type SiteMarkdownPlugins } from './site-plugins.js';
import rehypeEmptyHeaderCells from './rehype-empty-header-cells.js';
import rehypeHeadingLinks from './rehype-heading-links.js';
import rehypeSanitizeHtml from './rehype-sanitize-html.js';
import rehypeScrollableTables from './rehype-scrollable-tables.js';
import remarkAdmonitions from './remark-admonitions.js';
import remarkBlockDirectives from './remark-block-directives.js';
import remarkGfmSyntax from './remark-gfm-syntax.js';
import remarkGithubAlerts from './remark-github-alerts.js';
import remarkHeadingIds from './remark-heading-ids.js';
import remarkMagicComments from './remark-magic-comments.js';
import remarkMdxCompiled from './remark-mdx-compiled.js';
import remarkMdxStatic, { type RemarkMdxStaticOptions } from './remark-mdx-static.js';
import remarkNpm2yarn from './remark-npm2yarn.js';
import { excerptOf } from './excerpt.js';
import remarkRestoreDirectives from './remark-restore-directives.js';
import remarkUnravelJsx from './remark-unravel-jsx.js';
import { findDeepestNode, forEachNode } from './walk-tree.js';

export type { DocFormat };

/** `markdown.format`: how docs are read, with Docusaurus's meaning. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** The format a file is read in: the configured one, or by its extension under 'detect'. */
export function formatFor(file: string, markdownFormat: MarkdownFormat): DocFormat {
  return markdownFormat === 'detect' ? (formatOf(file) ?? 'md') : markdownFormat;
}

export interface ParsedDoc {
  /** Relative to the site root: `content/guide/install.md`. */
  readonly file: string;
  readonly format: DocFormat;
  readonly frontMatter: FrontMatter;
  readonly frontMatterPositions: FrontMatterPositions;
  /** The leading h1's text, if the page starts with one. */
  readonly contentTitle: string | undefined;
  /** The doc's first line of text, as Docusaurus takes it for a doc without a `description` (excerpt.ts). */
  readonly excerpt: string | undefined;
  /** Every heading h1–h6 with its id (those of the partials it renders too). */
  readonly headings: readonly Heading[];
  readonly anchors: readonly string[];
  readonly links: readonly OutgoingLink[];
  /** Why the page is compiled and run (renderer/mdx/), or undefined when its body is rendered as data. */
  readonly compiled: string | undefined;
  /**
   * A blog post's summary, as its blog's lists show it: the body before its truncate marker (`<!-- truncate -->`,
   * `{/* truncate *\/}`), or the whole body without one. Only for docs parsed with `summary`, and rendered as data.
   */
  readonly summary?: PostSummary;
  /** The page body, ready for rendering (for a compiled page, only what its headings and links were read from). */
  readonly tree: HastRoot;
  readonly diagnostics: readonly Diagnostic[];
}

export interface PostSummary {
  /** The body's first blocks, without source positions. */
  readonly tree: HastRoot;
  /** Whether a truncate marker cut the body there (the lists then link the whole post with "Read more"). */
  readonly truncated: boolean;
}

/** What the rest of the build needs from a parsed doc before rendering it: everything but the body. */
export type ParsedDocInfo = Omit<ParsedDoc, 'tree'>;

export interface DocParserOptions {
  /** Names of the theme components MDX may use. */
  readonly components: readonly string[];
  /** What becomes of HTML written in docs: kept as written, or sanitised (see rehype-sanitize-html.ts). @default 'allow' */
  readonly rawHtml?: 'allow' | 'sanitize';
  /** Levels the parsed tree may have. @default TREE_DEPTH_LIMIT */
  readonly maxTreeDepth?: number;
  /** `markdown.format`: under 'detect', a .md doc that looks like MDX is warned about. @default 'detect' */
  readonly markdownFormat?: MarkdownFormat;
  /** `markdown.admonitionTypes`: admonition types besides the built-in ones. @default [] */
  readonly admonitionTypes?: readonly string[];
  /** The site's own remark and rehype plugins (`markdown.remarkPlugins`, …). @default none */
  readonly sitePlugins?: SiteMarkdownPlugins;
}

export const MDX_NODE_TYPES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'] as const;

export const TO_HAST_OPTIONS: RemarkRehypeOptions = {
  allowDangerousHtml: true,
  passThrough: [...MDX_NODE_TYPES],
  handlers: { code: (_state: unknown, node: Code) => codeToHast(node) } as NonNullable<RemarkRehypeOptions['handlers']>,
};

/**
 * A body rendered as data has its code blocks highlighted when its page is rendered (renderer/render/), not when
 * it is parsed: the tree stored in between then holds each block's text, not a node per token, and the site's
 * rehype plugins see a code block's text as Docusaurus gives it to them. Sanitised HTML keeps the highlighting
 * of parsing: the sanitiser would drop what the render reads.
 */
const TO_HAST_HIGHLIGHT_ON_RENDER: RemarkRehypeOptions = {
  ...TO_HAST_OPTIONS,
  handlers: { code: (_state: unknown, node: Code) => codeToHast(node, { highlight: 'on-render' }) } as NonNullable<RemarkRehypeOptions['handlers']>,
};

export interface DocParserInput {
  readonly file: string;
  readonly source: string;
  readonly format: DocFormat;
  /** The texts of the Markdown files the doc imports, and those they import, by site file (`content/_note.md`). */
  readonly partials?: Readonly<Record<string, string>>;
  /** A blog post: its summary is kept (see `ParsedDoc.summary`). */
  readonly summary?: boolean;
}

export type DocParser = (input: DocParserInput) => ParsedDoc;

export function createDocParser({
  components,
  rawHtml = 'allow',
  maxTreeDepth = TREE_DEPTH_LIMIT,
  markdownFormat = 'detect',
  admonitionTypes = [],
  sitePlugins = NO_SITE_PLUGINS,
}: DocParserOptions): DocParser {
  const parsers = { md: buildParser(false), mdx: buildParser(true) };
  const parsePartial = (file: string, source: string): MdastRoot => {
    const format = formatFor(file, markdownFormat);
    return parsers[format].parse(new VFile({ path: file, value: preprocessSource(source, format) }));
  };
  const processors: Record<DocFormat, Processor<MdastRoot, MdastRoot, HastRoot>> = {
    md: buildProcessor({ mdx: false, components, rawHtml, admonitionTypes, sitePlugins, parsePartial }),
    mdx: buildProcessor({ mdx: true, components, rawHtml, admonitionTypes, sitePlugins, parsePartial }),
  };
  const detectMdx = markdownFormat === 'detect';
  const componentNames = new Set(components);
  return ({ file, source, format, partials = {}, summary = false }) => {
    const parsed = parseWith(processors[format], { file, source, format, maxTreeDepth, partials, summary, components: componentNames });
    return detectMdx && format === 'md' ? withMdxWarning(parsed, source) : parsed;
  };
}

/**
 * The Markdown every page is read with, rendered as data or compiled: the MDX compiler (renderer/mdx/)
 * uses these lists too, so a page's HTML is the same either way. Syntax extensions, used when parsing:
 */
export const MARKDOWN_SYNTAX = [[remarkFrontmatter, ['yaml']], remarkGfmSyntax, remarkBlockDirectives] as const;
/** …then the transforms of the Markdown tree, after MDX's own: */
// Magic comments before npm2yarn: it copies each block, with the lines they highlight, into its tabs.
export const markdownTransforms = ({ admonitionTypes }: { admonitionTypes: readonly string[] }) =>
  [
    [remarkAdmonitions, { extraTypes: admonitionTypes }],
    remarkGithubAlerts,
    remarkMagicComments,
    remarkNpm2yarn,
    remarkRestoreDirectives,
    remarkHeadingIds,
  ] as const;
/** …and of the HTML tree (the collection of links and anchors, which only parsing needs, runs between them). */
export const HTML_TRANSFORMS_BEFORE_REFS = [rehypeDetails, rehypeEmptyHeaderCells, rehypeScrollableTables] as const;
export const HTML_TRANSFORMS_AFTER_REFS = [rehypeHeadingLinks] as const;

/** The parser every doc of a format starts with; the partials a page imports are read with it too. */
function buildParser(mdx: boolean) {
  const base = unified()
    .use(remarkParse)
    .use(MARKDOWN_SYNTAX as unknown as Parameters<Processor['use']>[0]);
  return mdx ? (base.use(remarkMdx) as unknown as typeof base) : base;
}

function buildProcessor({
  mdx,
  components,
  rawHtml,
  admonitionTypes,
  sitePlugins,
  parsePartial,
}: { mdx: boolean; parsePartial: (file: string, source: string) => MdastRoot } & Required<
  Pick<DocParserOptions, 'components' | 'rawHtml' | 'admonitionTypes' | 'sitePlugins'>
>) {
  const base = buildParser(mdx);
  const withMdx = mdx
    ? (base
        .use(remarkUnravelJsx)
        .use(remarkMdxCompiled, { components, allowed: rawHtml === 'allow', parsePartial })
        .use(remarkMdxStatic, { components }) as unknown as typeof base)
    : base;
  // The site's plugins around docs-gen's own, as Docusaurus orders them; its rehype plugins run before the links
  // are collected, so that links they add are checked, and after sanitising, which is for the docs' own HTML.
  return (
    withMdx
      .use(sitePlugins.beforeDefaultRemark)
      .use(markdownTransforms({ admonitionTypes }) as unknown as Parameters<Processor['use']>[0])
      .use(sitePlugins.remark)
      // JSX a site plugin adds (`<Tabs>` and its `import Tabs from '@theme/Tabs'`) is resolved as the doc's own was.
      .use(mdx && sitePlugins !== NO_SITE_PLUGINS ? [[remarkMdxStaticAfterSitePlugins, { components }]] : [])
      .use(remarkRehype as Plugin<[RemarkRehypeOptions], MdastRoot, HastRoot>, rawHtml === 'sanitize' ? TO_HAST_OPTIONS : TO_HAST_HIGHLIGHT_ON_RENDER)
      .use(rehypeRawWhenNeeded)
      .use(rawHtml === 'sanitize' ? rehypeSanitizeHtml : [])
      .use(sitePlugins.beforeDefaultRehype)
      .use(HTML_TRANSFORMS_BEFORE_REFS)
      .use(sitePlugins.rehype)
      .use(sitePlugins === NO_SITE_PLUGINS ? [] : [rehypePlaceGeneratedLinks])
      .use(rehypeCollectRefs)
      .use(HTML_TRANSFORMS_AFTER_REFS) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>
  );
}

/** remark-mdx-static again, after the site's plugins: unified runs a plugin used twice in one processor only once. */
const remarkMdxStaticAfterSitePlugins = (options: RemarkMdxStaticOptions) => remarkMdxStatic(options);

/** parse5 re-parsing is the slowest step of the pipeline, and most pages have no raw HTML. */
function rehypeRawWhenNeeded() {
  const raw = rehypeRaw({ passThrough: [...MDX_NODE_TYPES] });
  const renameElements = rehypeElementNames();
  return (tree: HastRoot, file: VFile) => {
    if (!hasRawNode(tree)) return tree;
    const parsed = raw(tree, file) as HastRoot;
    renameElements(parsed);
    return parsed;
  };
}

function hasRawNode(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true;
  return (node.children as Array<{ type: string; children?: unknown[] }> | undefined)?.some(hasRawNode) ?? false;
}

/** A CommonMark doc read so because of its extension, that looks like MDX, is warned about: it would silently lose its MDX. */
function withMdxWarning(parsed: ParsedDoc, source: string): ParsedDoc {
  const found = findMdxSyntax(source);
  if (found === undefined) return parsed;
  const { line, column, what } = found;
  const warning: Diagnostic = {
    code: 'mdx-in-md',
    severity: 'warning',
    message: `This .md file holds MDX (${what}), but is read as CommonMark: the page shows it as text, or drops it`,
    location: { file: parsed.file, line, column },
    codeFrame: formatCodeFrame(source, line, column),
  };
  return { ...parsed, diagnostics: [...parsed.diagnostics, warning] };
}

/**
 * Parses a long CommonMark doc part by part, from each heading the pre-scan chose to the next, and joins the parts'
 * trees into the one a parse of the whole would give (positions moved to their place in the doc). micromark's cost
 * grows with the square of the blocks before each block: whole, a changelog of 5,600 lists took 20.9 s; in parts, 5.7 s.
 */
function parseInSections(processor: Processor<MdastRoot, MdastRoot, HastRoot>, vfile: VFile, sections: readonly number[]): MdastRoot {
  const text = String(vfile.value);
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const starts = [1, ...sections.filter((line) => line > 1)];
  const root: MdastRoot = { type: 'root', children: [] };
  starts.forEach((line, index) => {
    const from = lineStarts[line - 1]!;
    const to = index + 1 < starts.length ? lineStarts[starts[index + 1]! - 1]! : text.length;
    const part = processor.parse(new VFile({ path: vfile.path, value: text.slice(from, to) }));
    visit(part, (node) => {
      if (node.position === undefined) return;
      for (const point of [node.position.start, node.position.end]) {
        point.line += line - 1;
        if (point.offset !== undefined) point.offset += from;
      }
    });
    root.children.push(...part.children);
  });
  root.position = {
    start: { line: 1, column: 1, offset: 0 },
    end: { line: lineStarts.length, column: text.length - lineStarts.at(-1)! + 1, offset: text.length },
  };
  return root;
}

function parseWith(
  processor: Processor<MdastRoot, MdastRoot, HastRoot>,
  {
    file,
    source,
    format,
    maxTreeDepth,
    partials,
    summary,
    components,
  }: {
    file: string;
    source: string;
    format: DocFormat;
    maxTreeDepth: number;
    partials: Readonly<Record<string, string>>;
    summary: boolean;
    /** The theme's components, which a body rendered as data may name. */
    components: ReadonlySet<string>;
  },
): ParsedDoc {
  // Refused before micromark runs: deep nesting overflows the stack of the tree transforms, long delimiter runs take quadratic time.
  const limits = checkSourceLimits(source, format);
  if (limits.exceeded) {
    const { code, message, line, column } = limits.exceeded;
    return failed({ file, format }, [{ code, severity: 'error', message, location: { file, line, column }, codeFrame: formatCodeFrame(source, line, column) }]);
  }
  const vfile = new VFile({ path: file, value: preprocessSource(source, format), data: { partials } });
  let mdast: MdastRoot;
  try {
    mdast = limits.sections.length === 0 ? processor.parse(vfile) : parseInSections(processor, vfile, limits.sections);
  } catch (error) {
    return failed({ file, format }, [fromParseError(error, { file, source, limits })]);
  }
  // Whatever the pre-scan did not foresee: the transforms below recurse once per level.
  const deepest = findDeepestNode(mdast);
  if (deepest.depth > maxTreeDepth) {
    const { line = 1, column = 1 } = deepest.node.position?.start ?? {};
    const message = `The document tree nests more than ${maxTreeDepth} levels deep here`;
    return failed({ file, format }, [
      { code: 'content-too-deep', severity: 'error', message, location: { file, line, column }, codeFrame: formatCodeFrame(source, line, column) },
    ]);
  }

  const yamlNode = mdast.children.find((node): node is Yaml => node.type === 'yaml');
  const {
    frontMatter,
    positions,
    diagnostics: yamlDiagnostics,
  } = yamlNode
    ? parseFrontMatter({ yamlText: yamlNode.value, file, firstLine: (yamlNode.position?.start.line ?? 1) + 1 })
    : { frontMatter: {}, positions: {}, diagnostics: [findUnclosedFrontMatter(source, file)].filter((diagnostic) => diagnostic !== undefined) };
  const frontMatterDiagnostics = yamlDiagnostics.map((diagnostic) => withCodeFrame(diagnostic, source));

  let tree: HastRoot;
  try {
    tree = processor.runSync(mdast, vfile);
  } catch (error) {
    return failed({ file, format }, [...frontMatterDiagnostics, fromParseError(error, { file, source, limits })]);
  }

  return {
    file,
    format,
    frontMatter,
    frontMatterPositions: positions,
    contentTitle: vfile.data.contentTitle,
    excerpt: excerptOf(source),
    headings: vfile.data.headings ?? [],
    anchors: vfile.data.anchors ?? [],
    links: vfile.data.links ?? [],
    compiled: vfile.data.compiled,
    ...(summary && summaryOf(tree, source, vfile.data.compiled === undefined, components)),
    tree,
    diagnostics: [...frontMatterDiagnostics, ...vfile.messages.map((message) => fromMessage(message, file, source))],
  };
}

/**
 * A blog post's body without the h1 it starts with, if it does: the post's header shows that title (Docusaurus
 * takes it out of a post's text too).
 */
export function withoutLeadingTitle<T extends HastRoot['children'][number]>(children: readonly T[]): T[] {
  const first = children.findIndex((node) => !(node.type === 'text' && node.value.trim() === ''));
  const node = children[first];
  return node?.type === 'element' && node.tagName === 'h1' ? children.filter((_, index) => index !== first) : [...children];
}

const TRUNCATE_MARKER = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\})[ \t]*$/m;

/**
 * The blocks of a post's body before its truncate marker (all of them without one), copied without positions or
 * imports. A post whose MDX runs code has a summary only when those blocks run none (its code comes after the
 * marker): its lists then show its description.
 */
function summaryOf(tree: HastRoot, source: string, rendersAsData: boolean, components: ReadonlySet<string>): { summary: PostSummary } | undefined {
  const marker = TRUNCATE_MARKER.exec(source);
  const markerLine = marker === null ? undefined : source.slice(0, marker.index).split('\n').length;
  const kept = withoutLeadingTitle(tree.children).filter(
    (node) => node.type !== 'mdxjsEsm' && (markerLine === undefined || (node.position?.start.line ?? Number.POSITIVE_INFINITY) < markerLine),
  );
  const copy = JSON.parse(JSON.stringify({ type: 'root', children: kept })) as HastRoot;
  let runsCode = false;
  forEachNode(copy, (node) => {
    delete node.position;
    if (!rendersAsData && !runsCode) runsCode = runsCodeWhenRendered(node, components);
  });
  return runsCode ? undefined : { summary: { tree: copy, truncated: markerLine !== undefined } };
}

/** Whether a node of a compiled page's tree needs the page's code: an expression, or a component of the page's own. */
function runsCodeWhenRendered(node: { type: string }, components: ReadonlySet<string>): boolean {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
    return !/^\s*\/\*[\s\S]*\*\/\s*$/.test((node as unknown as { value: string }).value);
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return false;
  const element = node as unknown as { name: string | null; attributes: Array<{ type: string; value?: unknown }> };
  // A tag of HTML or a theme component, with attributes written as text, renders as data; anything else runs the page.
  const known = element.name === null || /^[a-z]/.test(element.name) || components.has(element.name);
  return (
    !known || element.attributes.some((attribute) => attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string'))
  );
}

/** A doc that could not be parsed: no body, nothing but its diagnostics. */
export function failed({ file, format }: { file: string; format: DocFormat }, diagnostics: Diagnostic[]): ParsedDoc {
  return {
    file,
    format,
    frontMatter: {},
    frontMatterPositions: {},
    contentTitle: undefined,
    excerpt: undefined,
    headings: [],
    anchors: [],
    links: [],
    compiled: undefined,
    tree: { type: 'root', children: [] },
    diagnostics,
  };
}

function fromMessage(message: VFileMessage, file: string, source: string): Diagnostic {
  const plugin = sitePluginOf(message);
  if (plugin !== undefined)
    return locate({ code: 'markdown-plugin', severity: message.fatal ? 'error' : 'warning', message: `${plugin}: ${message.reason}` }, message, file, source);
  const code = isDiagnosticCode(message.ruleId) ? message.ruleId : 'mdx-syntax';
  return locate({ code, severity: message.fatal ? 'error' : 'warning', message: message.reason }, message, file, source);
}

/**
 * micromark and the MDX extensions throw VFileMessages on syntax errors. A stack overflow means nesting
 * the limits let through: it is reported where the doc nests deepest. Anything else is our bug.
 */
function fromParseError(error: unknown, { file, source, limits }: { file: string; source: string; limits: SourceLimitReport }): Diagnostic {
  if (isStackOverflow(error)) {
    const { line, column } = limits.deepest;
    const message = 'The document nests too deeply to be parsed; this is where it nests deepest';
    return { code: 'content-too-deep', severity: 'error', message, location: { file, line, column }, codeFrame: formatCodeFrame(source, line, column) };
  }
  if (error instanceof SitePluginError)
    return isVFileMessage(error.cause)
      ? locate({ code: 'markdown-plugin', severity: 'error', message: error.message }, error.cause, file, source)
      : { code: 'markdown-plugin', severity: 'error', message: error.message, location: { file } };
  if (!isVFileMessage(error)) throw error;
  const reason = error.reason.replace(/^Could not parse expression with acorn$/, 'Could not parse the JavaScript expression');
  return locate({ code: 'mdx-syntax', severity: 'error', message: reason }, error, file, source);
}

/** Some MDX errors (an unclosed tag at the end of a file) carry their place only in the text: "… (1:1-1:6)". */
const PLACE_IN_REASON = / \((\d+):(\d+)-\d+:\d+\)$/;

function locate(diagnostic: Pick<Diagnostic, 'code' | 'severity' | 'message'>, message: VFileMessage, file: string, source: string): Diagnostic {
  const place = message.place;
  const point = place && 'start' in place ? place.start : place;
  const inReason = PLACE_IN_REASON.exec(diagnostic.message);
  const line = point?.line ?? message.line ?? (inReason ? Number(inReason[1]) : 1);
  const column = point?.column ?? message.column ?? (inReason ? Number(inReason[2]) : 1);
  return {
    ...diagnostic,
    message: diagnostic.message.replace(PLACE_IN_REASON, ''),
    location: { file, line, column },
    codeFrame: formatCodeFrame(source, line, column),
  };
}

/** Front matter problems are parse errors too, and get the same code frame. */
function withCodeFrame(diagnostic: Diagnostic, source: string): Diagnostic {
  const location = diagnostic.location;
  if (location === undefined || !('line' in location) || location.line === undefined) return diagnostic;
  return { ...diagnostic, codeFrame: formatCodeFrame(source, location.line, location.column ?? 1) };
}

export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && error.message.includes('call stack');
}

function isVFileMessage(error: unknown): error is VFileMessage {
  return error instanceof Error && 'reason' in error && 'ruleId' in error;
}

function isDiagnosticCode(value: unknown): value is DiagnosticCode {
  return typeof value === 'string' && Object.hasOwn(DIAGNOSTIC_CODES, value);
}

/**
 * One doc source → its front matter, title, headings, anchors, links and
 * body tree (hast). Pure: the caller reads the file. The processors are built
 * once per site by `createDocParser` and reused for every page.
 */
import type { Root as HastRoot } from 'hast';
import type { Code, Root as MdastRoot, Yaml } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import { unified, type Plugin, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../diagnostics/codes.js';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { Heading, OutgoingLink } from '../manifest/types.js';
import { codeToHast } from './code-block.js';
import { findUnclosedFrontMatter, parseFrontMatter, type FrontMatter, type FrontMatterPositions } from './front-matter.js';
import { preprocessSource } from './preprocess.js';
import { checkSourceLimits, TREE_DEPTH_LIMIT, type SourceLimitReport } from './source-limits.js';
import rehypeCollectRefs from './rehype-collect-refs.js';
import rehypeDetails from './rehype-details.js';
import rehypeElementNames from './rehype-element-names.js';
import rehypeEmptyHeaderCells from './rehype-empty-header-cells.js';
import rehypeHeadingLinks from './rehype-heading-links.js';
import rehypeSanitizeHtml from './rehype-sanitize-html.js';
import rehypeScrollableTables from './rehype-scrollable-tables.js';
import remarkAdmonitions from './remark-admonitions.js';
import remarkBlockDirectives from './remark-block-directives.js';
import remarkGithubAlerts from './remark-github-alerts.js';
import remarkHeadingIds from './remark-heading-ids.js';
import remarkMagicComments from './remark-magic-comments.js';
import remarkMdxStatic from './remark-mdx-static.js';
import remarkNpm2yarn from './remark-npm2yarn.js';
import remarkRestoreDirectives from './remark-restore-directives.js';
import remarkUnravelJsx from './remark-unravel-jsx.js';
import { findDeepestNode } from './walk-tree.js';

export type DocFormat = 'md' | 'mdx';

export interface ParsedDoc {
  /** Relative to the site root: `content/guide/install.md`. */
  readonly file: string;
  readonly format: DocFormat;
  readonly frontMatter: FrontMatter;
  readonly frontMatterPositions: FrontMatterPositions;
  /** The leading h1's text, if the page starts with one. */
  readonly contentTitle: string | undefined;
  /** Every heading h1–h6 with its id. */
  readonly headings: readonly Heading[];
  readonly anchors: readonly string[];
  readonly links: readonly OutgoingLink[];
  /** The page body, ready for rendering. */
  readonly tree: HastRoot;
  readonly diagnostics: readonly Diagnostic[];
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
}

const MDX_NODE_TYPES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'] as const;

const TO_HAST_OPTIONS: RemarkRehypeOptions = {
  allowDangerousHtml: true,
  passThrough: [...MDX_NODE_TYPES],
  handlers: { code: (_state: unknown, node: Code) => codeToHast(node) } as NonNullable<RemarkRehypeOptions['handlers']>,
};

export type DocParser = (input: { file: string; source: string; format: DocFormat }) => ParsedDoc;

export function createDocParser({ components, rawHtml = 'allow', maxTreeDepth = TREE_DEPTH_LIMIT }: DocParserOptions): DocParser {
  const processors: Record<DocFormat, Processor<MdastRoot, MdastRoot, HastRoot>> = {
    md: buildProcessor({ mdx: false, components, rawHtml }),
    mdx: buildProcessor({ mdx: true, components, rawHtml }),
  };
  return ({ file, source, format }) => parseWith(processors[format], { file, source, format, maxTreeDepth });
}

function buildProcessor({ mdx, components, rawHtml }: { mdx: boolean } & Required<Pick<DocParserOptions, 'components' | 'rawHtml'>>) {
  const base = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkBlockDirectives);
  const withMdx = mdx ? (base.use(remarkMdx).use(remarkUnravelJsx).use(remarkMdxStatic, { components }) as unknown as typeof base) : base;
  return (
    withMdx
      .use(remarkAdmonitions)
      .use(remarkGithubAlerts)
      // Magic comments first: npm2yarn copies each block, with the lines they highlight, into its tabs.
      .use(remarkMagicComments)
      .use(remarkNpm2yarn)
      .use(remarkRestoreDirectives)
      .use(remarkHeadingIds)
      .use(remarkRehype as Plugin<[RemarkRehypeOptions], MdastRoot, HastRoot>, TO_HAST_OPTIONS)
      .use(rehypeRawWhenNeeded)
      .use(rawHtml === 'sanitize' ? rehypeSanitizeHtml : [])
      .use(rehypeDetails)
      .use(rehypeEmptyHeaderCells)
      .use(rehypeScrollableTables)
      .use(rehypeCollectRefs)
      .use(rehypeHeadingLinks) as unknown as Processor<MdastRoot, MdastRoot, HastRoot>
  );
}

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

function parseWith(
  processor: Processor<MdastRoot, MdastRoot, HastRoot>,
  { file, source, format, maxTreeDepth }: { file: string; source: string; format: DocFormat; maxTreeDepth: number },
): ParsedDoc {
  // Refused before micromark runs: deep nesting overflows the stack of the tree transforms, long delimiter runs take quadratic time.
  const limits = checkSourceLimits(source, format);
  if (limits.exceeded) {
    const { code, message, line, column } = limits.exceeded;
    return failed({ file, format }, [{ code, severity: 'error', message, location: { file, line, column }, codeFrame: formatCodeFrame(source, line, column) }]);
  }
  const vfile = new VFile({ path: file, value: preprocessSource(source, format) });
  let mdast: MdastRoot;
  try {
    mdast = processor.parse(vfile);
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
    headings: vfile.data.headings ?? [],
    anchors: vfile.data.anchors ?? [],
    links: vfile.data.links ?? [],
    tree,
    diagnostics: [...frontMatterDiagnostics, ...vfile.messages.map((message) => fromMessage(message, file, source))],
  };
}

/** A doc that could not be parsed: no body, nothing but its diagnostics. */
export function failed({ file, format }: { file: string; format: DocFormat }, diagnostics: Diagnostic[]): ParsedDoc {
  return {
    file,
    format,
    frontMatter: {},
    frontMatterPositions: {},
    contentTitle: undefined,
    headings: [],
    anchors: [],
    links: [],
    tree: { type: 'root', children: [] },
    diagnostics,
  };
}

function fromMessage(message: VFileMessage, file: string, source: string): Diagnostic {
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

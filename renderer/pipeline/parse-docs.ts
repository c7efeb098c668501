/**
 * Stage "parse": every doc's front matter, headings, links and body tree,
 * parsed on the task pool. Cache key of a doc: its parse key, a hash of the
 * code, the config's `markdown.rawHtml`, `markdown.format` and `markdown.admonitionTypes`, the file's
 * name, format and text, and the texts of the Markdown partials it imports
 * (so a doc is parsed again when a partial it renders changes).
 * A doc whose text is the one the previous run parsed keeps its result
 * without being hashed again; another is looked up by key among earlier
 * builds' results (the build cache), and parsed only when missing there.
 */
import type { Diagnostic } from '../diagnostics/types.js';
import type { CachedDoc } from '../content/site-doc.js';
import { keyOf } from '../fs/digest.js';
import type { Pools } from './pool.js';
import type { DocInput, SiteDoc } from '../content/site-doc.js';
import { partialsOf } from '../content/site-imports.js';
import { formatFor, type MarkdownFormat } from '../content/parse-doc.js';
import type { SiteSources } from '../content/read-sources.js';

export interface ParsedDocs {
  /** Every doc of every version by file (`content/guide/install.md`), in the order of the sources. */
  readonly docs: ReadonlyMap<string, SiteDoc>;
  /** Docs whose results are not the previous run's (new docs included), or `all`. */
  readonly changed: ReadonlySet<string> | 'all';
  /** Docs parsed by this run; the rest were known. */
  readonly parsed: number;
  /** Threads that parsed them. */
  readonly threads: number;
  /** Each doc's problems, in the order of the docs. */
  readonly diagnostics: readonly Diagnostic[];
  /** What every parse key depends on besides the doc: a result parsed under another is never reused. */
  readonly context: string;
  /** With `keepLastGood`: of the docs whose text has errors, the last parse without, which their pages show. */
  readonly lastGood?: ReadonlyMap<string, SiteDoc>;
}

export interface ParseProgress {
  readonly phase: 'parse';
  readonly done: number;
  readonly total: number;
}

export async function parseDocs({
  sources,
  fingerprint,
  rawHtml,
  markdownFormat = 'detect',
  admonitionTypes = [],
  sitePluginsKey = '',
  readPartial = () => undefined,
  previous,
  parsedBefore = () => undefined,
  pools,
  report = () => {},
  keepLastGood = false,
}: {
  sources: SiteSources;
  /** The code that parses: docs-gen's and the theme's. */
  fingerprint: string;
  rawHtml: string;
  /** `markdown.format`: the format each doc is read in. */
  markdownFormat?: MarkdownFormat;
  /** `markdown.admonitionTypes` */
  admonitionTypes?: readonly string[];
  /** A key of the site's Markdown plugins and their options (the config's code); empty without. */
  sitePluginsKey?: string;
  /** The text of a site file a doc imports (`content/_note.md`), or undefined when it cannot be read. */
  readPartial?: (file: string) => string | undefined;
  previous: ParsedDocs | undefined;
  /** Results of earlier builds by parse key. */
  parsedBefore?: (key: string) => CachedDoc | undefined;
  pools: Pools;
  report?: (progress: ParseProgress) => void;
  /**
   * `dev`: a doc whose new text has errors (an MDX syntax error typed halfway) keeps its last page, and the errors are
   * reported: the preview does not go blank under them, nor lose its place.
   */
  keepLastGood?: boolean;
}): Promise<ParsedDocs> {
  const context = keyOf(fingerprint, 'parse', rawHtml, markdownFormat, JSON.stringify(admonitionTypes), sitePluginsKey);
  // Each partial is read once per run, however many docs import it.
  const partialTexts = new Map<string, string | undefined>();
  const readOnce = (file: string) => {
    if (!partialTexts.has(file)) partialTexts.set(file, readPartial(file));
    return partialTexts.get(file);
  };
  const known = previous?.context === context ? previous.docs : undefined;
  // Filled in the order of the sources, whatever order the parses end in.
  const slots: Array<{ file: string; doc: SiteDoc | undefined }> = [];
  const changed = new Set<string>();
  const toParse: Array<{ input: DocInput; slot: (typeof slots)[number] }> = [];
  const folders = [
    ...sources.versions.map((version) => ({ content: version.content, summary: false })),
    ...(sources.pages ? [{ content: sources.pages, summary: false }] : []),
    ...(sources.blog ? [{ content: sources.blog.posts, summary: true }] : []),
  ];
  for (const { content, summary } of folders) {
    for (const { file, source } of content.docs) {
      const format = formatFor(file, markdownFormat);
      const partials = format === 'mdx' ? partialsOf(source, file, readOnce) : {};
      const before = known?.get(file);
      if (before !== undefined && before.input.source === source && before.input.format === format && samePartials(before.input.partials, partials)) {
        slots.push({ file, doc: before });
        continue;
      }
      changed.add(file);
      const partialsKey = Object.entries(partials).flat();
      const input: DocInput = {
        file,
        format,
        source,
        key: keyOf(context, file, format, source, summary ? 'summary' : '', ...partialsKey),
        ...(partialsKey.length > 0 && { partials }),
        ...(summary && { summary }),
      };
      const stored = parsedBefore(input.key);
      const slot = { file, doc: stored && { input, ...stored } };
      slots.push(slot);
      if (stored === undefined) toParse.push({ input, slot });
    }
  }
  const pool = pools.forTasks(toParse.length);
  let done = 0;
  await Promise.all(
    toParse.map(async ({ input, slot }) => {
      const result = await pool.run({ type: 'parse', doc: input });
      if (result.type !== 'parse') throw new Error(`Parsing ${input.file} gave a ${result.type} result`);
      slot.doc = { input, info: result.info, tree: result.tree };
      report({ phase: 'parse', done: ++done, total: toParse.length });
    }),
  );
  const docs = new Map<string, SiteDoc>();
  const diagnostics: Diagnostic[] = [];
  const lastGood = new Map<string, SiteDoc>();
  for (const slot of slots) {
    const { file } = slot;
    let doc = slot.doc!;
    if (keepLastGood && hasErrors(doc)) {
      const before = known?.get(file);
      const good = (known && previous?.lastGood?.get(file)) ?? (before !== undefined && !hasErrors(before) ? before : undefined);
      if (good !== undefined) {
        lastGood.set(file, good);
        doc = { input: doc.input, info: { ...good.info, diagnostics: doc.info.diagnostics }, tree: good.tree };
      }
    }
    docs.set(file, doc);
    // Most docs have none: a push per doc with problems costs far less than a flatMap over every doc.
    if (doc.info.diagnostics.length > 0) diagnostics.push(...doc.info.diagnostics);
  }
  return {
    docs,
    changed: known === undefined ? 'all' : changed,
    parsed: toParse.length,
    threads: pool.threads,
    diagnostics,
    context,
    ...(lastGood.size > 0 && { lastGood }),
  };
}

function hasErrors(doc: SiteDoc): boolean {
  return doc.info.diagnostics.some((diagnostic) => diagnostic.severity === 'error');
}

function samePartials(before: Readonly<Record<string, string>> = {}, now: Readonly<Record<string, string>>): boolean {
  const files = Object.keys(now);
  return files.length === Object.keys(before).length && files.every((file) => before[file] === now[file]);
}

/** The docs as the build cache records them, by parse key. */
export function cacheEntriesOf(docs: ReadonlyMap<string, SiteDoc>): Record<string, CachedDoc> {
  const entries: Record<string, CachedDoc> = {};
  for (const { input, info, tree } of docs.values()) entries[input.key] = { info, tree };
  return entries;
}

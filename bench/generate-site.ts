/**
 * A deterministic synthetic docs site for the benchmark: given a page count
 * and a seed it writes site.config.ts, content/ (nested category folders of
 * about ten pages each, every one with a _category_.json) and static/.
 *
 * Pages are realistic 1–3 KB Markdown: front matter, h2/h3 headings,
 * paragraphs with inline code, emphasis and links, tables, fenced code in six
 * languages (titles and `{1,3}` line highlighting), admonitions, lists, and
 * cross-links to headings that exist on other pages, both as relative
 * `.md#anchor` links and as `/route#anchor` links, so a `--strict` build
 * passes. About one page in five is MDX using Tabs/TabItem and Details.
 *
 * Same pages and seed → byte-identical tree: all randomness comes from a
 * seeded mulberry32, and each page has its own generator derived from the
 * seed and its index, so a change in one page's shape never shifts another's.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { slug } from 'github-slugger';

/** Bump when the output changes on purpose; cached trees of another version are regenerated. */
export const GENERATOR_VERSION = 2;

export interface GenerateSiteOptions {
  /** Number of .md/.mdx files, the home page included. */
  readonly pages: number;
  /** @default 1 */
  readonly seed?: number;
}

export interface PlannedHeading {
  readonly depth: 2 | 3;
  readonly text: string;
  /** The id docs-gen gives it: the GitHub slug of the text, or the `{#custom-id}`. */
  readonly id: string;
  readonly customId: boolean;
}

export interface PlannedPage {
  /** Relative to content/, POSIX: `billing/webhooks/rotate-secret.md`. */
  readonly file: string;
  /** The page's URL path: `/billing/webhooks/rotate-secret`. */
  readonly route: string;
  readonly format: 'md' | 'mdx';
  readonly title: string;
  readonly description: string;
  readonly position: number;
  readonly headings: readonly PlannedHeading[];
  /** Index in SitePlan.pages; also seeds the page's own generator. */
  readonly index: number;
  /** Index of the folder holding the page in SitePlan.folders (-1 for the home page). */
  readonly folder: number;
}

export interface PlannedFolder {
  /** Relative to content/: `billing/webhooks`. */
  readonly dir: string;
  readonly label: string;
  readonly position: number;
  readonly depth: number;
}

export interface SitePlan {
  readonly pages: readonly PlannedPage[];
  readonly folders: readonly PlannedFolder[];
  readonly seed: number;
}

// ---------------------------------------------------------------------------
// Randomness

/** mulberry32: a tiny 32-bit PRNG, good enough for shaping text, and identical on every machine. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }
}

/** A seed per (site seed, stream, index): splitmix-style mixing so neighbouring indexes diverge. */
function deriveSeed(seed: number, stream: number, index: number): number {
  let h = (seed ^ Math.imul(stream, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

// ---------------------------------------------------------------------------
// Vocabulary

const NOUNS = [
  'account',
  'invoice',
  'subscription',
  'webhook',
  'customer',
  'payment',
  'refund',
  'plan',
  'coupon',
  'entitlement',
  'session',
  'token',
  'event',
  'report',
  'export',
  'dispute',
  'payout',
  'balance',
  'ledger',
  'tax rate',
  'price',
  'product',
  'checkout',
  'portal',
  'mandate',
  'receipt',
  'credit note',
  'usage record',
  'meter',
  'quota',
  'region',
  'tenant',
  'workspace',
  'role',
  'audit log',
  'api key',
  'signature',
  'retry policy',
  'queue',
  'schedule',
];
const VERBS = [
  'create',
  'update',
  'list',
  'retrieve',
  'cancel',
  'archive',
  'rotate',
  'verify',
  'sync',
  'migrate',
  'export',
  'import',
  'pause',
  'resume',
  'preview',
  'test',
];
const ADJECTIVES = [
  'idempotent',
  'paginated',
  'signed',
  'scheduled',
  'prorated',
  'metered',
  'regional',
  'encrypted',
  'versioned',
  'batched',
  'partial',
  'recurring',
];
const SECTION_WORDS = [
  'Getting started',
  'Billing',
  'Payments',
  'Customers',
  'Webhooks',
  'Reporting',
  'Security',
  'Integrations',
  'Reference',
  'Guides',
  'Operations',
  'Migration',
  'Identity',
  'Catalog',
  'Usage',
  'Tax',
];
const HEADING_TEMPLATES = [
  (n: string, v: string) => `${cap(v)} ${withArticle(n)}`,
  (n: string) => `${cap(n)} limits`,
  (n: string) => `Handling ${n} errors`,
  (n: string, v: string) => `How to ${v} ${plural(n)}`,
  (n: string) => `The ${n} object`,
  (n: string, _v: string, a: string) => `${cap(a)} ${plural(n)}`,
  (n: string) => `Testing ${plural(n)} locally`,
  (n: string) => `${cap(n)} lifecycle`,
  (n: string, v: string) => `When to ${v} ${withArticle(n)}`,
  (n: string) => `Permissions for ${plural(n)}`,
  (n: string) => `Troubleshooting ${plural(n)}`,
  (n: string, v: string) => `${cap(v)} ${plural(n)} in bulk`,
];
const SENTENCES = [
  (r: Words) => `Every ${r.n} belongs to exactly one ${r.n2}, and the API rejects a request that mixes them.`,
  (r: Words) => `You can ${r.v} ${withArticle(r.n)} at any time; the change is visible to readers within a few seconds.`,
  (r: Words) => `When a request times out, retry it with the same \`Idempotency-Key\` header so the ${r.n} is not duplicated.`,
  (r: Words) => `The response is *${r.a}*, so keep the \`cursor\` from one page to ask for the next.`,
  (r: Words) => `Set \`${camel(r.n)}.${camel(r.v)}At\` to schedule the change instead of applying it now.`,
  (r: Words) => `Most integrations ${r.v} the ${r.n} from a background job rather than from the request that created it.`,
  (r: Words) => `**Note that** ${withArticle(r.a)} ${r.n} cannot be edited once it has been sent to the ${r.n2}.`,
  (r: Words) => `Use the \`${kebab(r.n)}.${past(r.v)}\` event to react to the change instead of polling the API.`,
  (r: Words) => `Limits apply per ${r.n2}: at most ${r.k} ${plural(r.n)} per minute, after which the API answers \`429\`.`,
  (r: Words) => `In test mode the ${r.n} behaves the same way, but no money moves and no email is sent.`,
  (r: Words) => `${cap(withArticle(r.n))} keeps its history, so you can always find out who changed it and when.`,
  (r: Words) => `If the ${r.n2} is archived, every ${r.n} attached to it is archived with it.`,
  (r: Words) => `Pass \`expand[]=${snake(r.n2)}\` to get the full ${r.n2} in the same response.`,
  (r: Words) => `The dashboard shows the same data, _updated in real time_, under **${cap(plural(r.n))}**.`,
];
interface Words {
  readonly n: string;
  readonly n2: string;
  readonly v: string;
  readonly a: string;
  readonly k: number;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function titleCase(text: string): string {
  return text.split(' ').map(cap).join(' ');
}
/** `a webhook`, `an invoice`. */
function withArticle(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}
function past(verb: string): string {
  return verb.endsWith('e') ? `${verb}d` : verb === 'sync' ? 'synced' : `${verb}ed`;
}
function plural(noun: string): string {
  return /(s|x|ch)$/.test(noun) ? `${noun}es` : noun.endsWith('y') && !/[aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}
function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
function snake(text: string): string {
  return kebab(text).replace(/-/g, '_');
}
function camel(text: string): string {
  return kebab(text).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

// ---------------------------------------------------------------------------
// Planning: folders, pages, titles and headings (everything links need)

const PAGES_PER_FOLDER = 10;
/** Share of second-level folders that hold a third level (of two or three folders) instead of pages. */
const NESTED_SHARE = 0.4;

/**
 * Folders per section: the square root of the number of second-level
 * folders, so sections and groups grow together (3 × 3 at 100 pages, 25 × 25
 * at 10,000) as a large site's information architecture does, rather than
 * one level growing without bound.
 */
function groupsPerSection(docs: number): number {
  const leafFolders = Math.ceil(docs / PAGES_PER_FOLDER);
  const groups = leafFolders / (1 - NESTED_SHARE + NESTED_SHARE * 2.5);
  return Math.max(2, Math.ceil(Math.sqrt(groups)));
}

export function planSite({ pages, seed = 1 }: GenerateSiteOptions): SitePlan {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`pages must be a positive integer, got ${pages}`);
  const random = new Random(deriveSeed(seed, 1, 0));
  const folders: PlannedFolder[] = [];
  const planned: PlannedPage[] = [];
  const usedNames = new Map<string, Set<string>>();
  const uniqueName = (parent: string, base: string): string => {
    const used = usedNames.get(parent) ?? new Set<string>();
    usedNames.set(parent, used);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
    used.add(name);
    return name;
  };
  uniqueName('', 'index');

  const addFolder = (parent: string, label: string, position: number, depth: number): number => {
    const name = uniqueName(parent, kebab(label));
    folders.push({ dir: parent === '' ? name : `${parent}/${name}`, label, position, depth });
    return folders.length - 1;
  };
  const addPages = (folderIndex: number, count: number): void => {
    const folder = folders[folderIndex]!;
    // A doc named like its folder would stand for the folder; keep pages apart from it.
    usedNames.set(folder.dir, new Set([folder.dir.split('/').at(-1)!, 'index', 'readme']));
    for (let position = 1; position <= count; position++) {
      const index = planned.length;
      const pageRandom = new Random(deriveSeed(seed, 2, index));
      const noun = pageRandom.pick(NOUNS);
      const verb = pageRandom.pick(VERBS);
      const title = `${cap(verb)} ${plural(noun)}`;
      const name = uniqueName(folder.dir, kebab(`${verb} ${noun}`));
      const format = pageRandom.chance(0.2) ? 'mdx' : 'md';
      planned.push({
        file: `${folder.dir}/${name}.${format}`,
        route: `/${folder.dir}/${name}`,
        format,
        title,
        description: `How to ${verb} ${plural(noun)} with the API and the dashboard, and what to watch for.`,
        position,
        headings: planHeadings(pageRandom, noun, format),
        index,
        folder: folderIndex,
      });
    }
  };

  // The home page first.
  planned.push({
    file: 'index.md',
    route: '/',
    format: 'md',
    title: 'Benchmark docs',
    description: 'A generated documentation site for the docs-gen benchmark.',
    position: 1,
    headings: [{ depth: 2, text: 'Sections', id: 'sections', customId: false }],
    index: 0,
    folder: -1,
  });

  let remaining = pages - 1;
  const groupsInSection = groupsPerSection(remaining);
  for (let section = 0; remaining > 0; section++) {
    const sectionLabel = `${SECTION_WORDS[section % SECTION_WORDS.length]!}${section < SECTION_WORDS.length ? '' : ` ${Math.floor(section / SECTION_WORDS.length) + 1}`}`;
    const sectionFolder = addFolder('', sectionLabel, section + 1, 1);
    for (let group = 0; group < groupsInSection && remaining > 0; group++) {
      const groupLabel = titleCase(plural(random.pick(NOUNS)));
      const groupFolder = addFolder(folders[sectionFolder]!.dir, groupLabel, group + 1, 2);
      if (random.chance(NESTED_SHARE)) {
        // A third level: two or three folders of pages under this one.
        const leaves = random.int(2, 3);
        for (let leaf = 0; leaf < leaves && remaining > 0; leaf++) {
          const leafLabel = `${titleCase(random.pick(ADJECTIVES))} ${titleCase(plural(random.pick(NOUNS)))}`;
          const leafFolder = addFolder(folders[groupFolder]!.dir, leafLabel, leaf + 1, 3);
          const count = Math.min(PAGES_PER_FOLDER, remaining);
          addPages(leafFolder, count);
          remaining -= count;
        }
      } else {
        const count = Math.min(PAGES_PER_FOLDER, remaining);
        addPages(groupFolder, count);
        remaining -= count;
      }
    }
  }
  return { pages: planned, folders, seed };
}

function planHeadings(random: Random, mainNoun: string, format: 'md' | 'mdx'): PlannedHeading[] {
  const headings: PlannedHeading[] = [];
  const used = new Set<string>();
  const add = (depth: 2 | 3, text: string): void => {
    let id = slug(text);
    if (used.has(id)) return;
    // A few explicit ids, as authors write them to keep links stable.
    const customId = random.chance(0.08);
    if (customId) id = `${kebab(text).split('-').slice(0, 2).join('-')}-ref`;
    if (used.has(id)) return;
    used.add(id);
    headings.push({ depth, text, id, customId });
  };
  const sections = random.int(2, 4);
  for (let s = 0; s < sections; s++) {
    const noun = s === 0 ? mainNoun : random.pick(NOUNS);
    add(2, random.pick(HEADING_TEMPLATES)(noun, random.pick(VERBS), random.pick(ADJECTIVES)));
    const subsections = random.chance(0.5) ? random.int(1, 2) : 0;
    for (let t = 0; t < subsections; t++) add(3, random.pick(HEADING_TEMPLATES)(random.pick(NOUNS), random.pick(VERBS), random.pick(ADJECTIVES)));
  }
  add(2, 'Related pages');
  void format;
  return headings;
}

// ---------------------------------------------------------------------------
// Rendering: one page's Markdown from its plan

const LANGUAGES = ['ts', 'js', 'bash', 'json', 'python', 'yaml'] as const;
type Language = (typeof LANGUAGES)[number];

function codeLines(language: Language, words: Words): string[] {
  const n = camel(words.n);
  const s = snake(words.n);
  const k = kebab(words.n);
  switch (language) {
    case 'ts':
      return [
        `import { createClient } from '@tollbooth/sdk';`,
        '',
        `const client = createClient({ apiKey: process.env.TOLLBOOTH_KEY ?? '' });`,
        `const ${n} = await client.${n}s.${camel(words.v)}({ id: '${s}_42', limit: ${words.k} });`,
        `console.log(${n}.id, ${n}.status);`,
      ];
    case 'js':
      return [
        `const response = await fetch('https://api.tollbooth.example/v1/${k}s', {`,
        `  method: 'POST',`,
        `  headers: { Authorization: \`Bearer \${token}\`, 'Idempotency-Key': crypto.randomUUID() },`,
        `  body: JSON.stringify({ ${s}: '${s}_42', ${words.a}: true }),`,
        '});',
        'const body = await response.json();',
      ];
    case 'bash':
      return [
        `curl -X POST https://api.tollbooth.example/v1/${k}s \\`,
        `  -H "Authorization: Bearer $TOLLBOOTH_KEY" \\`,
        `  -d ${s}=${s}_42 \\`,
        `  -d limit=${words.k}`,
      ];
    case 'json':
      return [
        '{',
        `  "id": "${s}_42",`,
        `  "object": "${s}",`,
        `  "status": "${words.a}",`,
        `  "${snake(words.n2)}": "${snake(words.n2)}_7",`,
        `  "created": 1718000000`,
        '}',
      ];
    case 'python':
      return [
        'import tollbooth',
        '',
        'client = tollbooth.Client(api_key=os.environ["TOLLBOOTH_KEY"])',
        `${s} = client.${s}s.${words.v}("${s}_42", limit=${words.k})`,
        `print(${s}.status)`,
      ];
    case 'yaml':
      return [
        `${s}:`,
        `  mode: ${words.a}`,
        `  ${snake(words.n2)}: ${snake(words.n2)}_7`,
        '  retry:',
        `    attempts: ${(words.k % 7) + 2}`,
        '    backoff: exponential',
      ];
  }
}

const EXTENSIONS: Record<Language, string> = { ts: 'ts', js: 'js', bash: 'sh', json: 'json', python: 'py', yaml: 'yaml' };

function renderCode(random: Random, words: Words, language: Language = random.pick(LANGUAGES)): string {
  const lines = codeLines(language, words);
  let meta = '';
  if (random.chance(0.5)) meta += ` title="${kebab(words.n)}.${EXTENSIONS[language]}"`;
  if (random.chance(0.35)) meta += random.chance(0.5) ? ' {1,3}' : ` {2-${Math.min(lines.length, 4)}}`;
  return `\`\`\`${language}${meta}\n${lines.join('\n')}\n\`\`\``;
}

function renderTable(random: Random, words: Words): string {
  const rows = random.int(3, 5);
  const out = ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |'];
  const fields = random.sample(NOUNS, rows);
  for (const field of fields) {
    const type = random.pick(['string', 'integer', 'boolean', 'timestamp', 'object', 'enum']);
    out.push(`| \`${snake(field)}\` | ${type} | ${random.chance(0.4) ? 'yes' : 'no'} | The ${field} this ${words.n} refers to. |`);
  }
  return out.join('\n');
}

function renderList(random: Random, words: Words): string {
  const ordered = random.chance(0.4);
  const items = random.int(3, 5);
  const out: string[] = [];
  for (let i = 0; i < items; i++) {
    const noun = random.pick(NOUNS);
    const text = random.chance(0.5)
      ? `${cap(random.pick(VERBS))} the \`${snake(noun)}\` before the ${words.n}.`
      : `Check that the ${noun} is *${random.pick(ADJECTIVES)}*.`;
    out.push(ordered ? `${i + 1}. ${text}` : `- ${text}`);
  }
  return out.join('\n');
}

interface PageContext {
  readonly plan: SitePlan;
  readonly page: PlannedPage;
  readonly random: Random;
}

/** A link to a heading that exists on another page, in one of the two forms authors use. */
function renderCrossLink(context: PageContext, form: 'markdown' | 'route' = context.random.chance(0.5) ? 'markdown' : 'route'): string {
  const { plan, page, random } = context;
  const target = pickLinkTarget(context);
  const heading = random.pick(target.headings);
  let href: string;
  if (form === 'markdown') {
    let relative = path.posix.relative(path.posix.dirname(page.file), target.file);
    if (!relative.startsWith('.')) relative = `./${relative}`;
    href = `${relative}#${heading.id}`;
  } else {
    href = `${target.route}#${heading.id}`;
  }
  void plan;
  return `[${heading.text.toLowerCase()}](${href})`;
}

function pickLinkTarget({ plan, page, random }: PageContext): PlannedPage {
  const docs = plan.pages.length - 1;
  if (docs <= 1) return plan.pages[0]!;
  for (;;) {
    // Half the links stay near the page (its own folder's neighbours), half go anywhere.
    const near = random.chance(0.5);
    const index = near ? Math.min(docs, Math.max(1, page.index + random.int(-10, 10))) : random.int(1, docs);
    if (index !== page.index) return plan.pages[index]!;
  }
}

function makeWords(random: Random, mainNoun?: string): Words {
  return { n: mainNoun ?? random.pick(NOUNS), n2: random.pick(NOUNS), v: random.pick(VERBS), a: random.pick(ADJECTIVES), k: random.int(5, 500) };
}

function renderParagraph(context: PageContext, words: Words, sentences: number): string {
  const { random } = context;
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) out.push(random.pick(SENTENCES)(i === 0 ? words : makeWords(random)));
  if (random.chance(0.35)) out.push(`See ${renderCrossLink(context)} for the details.`);
  return out.join(' ');
}

function renderAdmonition(context: PageContext, words: Words): string {
  const { random } = context;
  const kind = random.pick(['note', 'tip', 'warning'] as const);
  const head = kind === 'tip' && random.chance(0.6) ? `:::tip[${cap(words.v)} in test mode first]` : `:::${kind}`;
  return `${head}\n\n${renderParagraph(context, words, random.int(1, 2))}\n\n:::`;
}

function renderTabs(context: PageContext, words: Words): string {
  const { random } = context;
  const languages = random.sample(['ts', 'python', 'bash', 'js'] as const, random.int(2, 3));
  const labels: Record<string, string> = { ts: 'Node.js', python: 'Python', bash: 'cURL', js: 'Browser' };
  const items = languages.map(
    (language) => `  <TabItem value="${language}" label="${labels[language]}">\n\n${renderCode(random, words, language)}\n\n  </TabItem>`,
  );
  return `<Tabs${random.chance(0.5) ? ' groupId="sdk"' : ''}>\n${items.join('\n')}\n</Tabs>`;
}

function renderDetails(context: PageContext, words: Words): string {
  const { random } = context;
  return `<Details summary="Show the full ${words.n} object">\n\n${renderParagraph(context, words, 1)}\n\n${renderCode(random, words, 'json')}\n\n</Details>`;
}

function renderBlock(context: PageContext, words: Words): string {
  const { page, random } = context;
  const roll = random.float();
  if (page.format === 'mdx' && roll < 0.25) return renderTabs(context, words);
  if (page.format === 'mdx' && roll < 0.4) return renderDetails(context, words);
  if (roll < 0.55) return renderCode(random, words);
  if (roll < 0.7) return renderTable(random, words);
  if (roll < 0.85) return renderList(random, words);
  return renderAdmonition(context, words);
}

function renderHome(plan: SitePlan): string {
  const sections = plan.folders.filter((folder) => folder.depth === 1);
  const lines = ['---', 'title: Benchmark docs', 'description: A generated documentation site for the docs-gen benchmark.', '---', ''];
  lines.push(`This site has ${plan.pages.length} pages in ${plan.folders.length} folders, generated with seed ${plan.seed}.`, '', '## Sections', '');
  for (const section of sections) {
    const first = plan.pages.find((page) => page.folder >= 0 && plan.folders[page.folder]!.dir.startsWith(`${section.dir}/`));
    if (first !== undefined) lines.push(`- [${section.label}](./${first.file}): starts with *${first.title}*.`);
  }
  return `${lines.join('\n')}\n`;
}

export function renderPage(plan: SitePlan, page: PlannedPage): string {
  if (page.index === 0) return renderHome(plan);
  const random = new Random(deriveSeed(plan.seed, 3, page.index));
  const context: PageContext = { plan, page, random };
  const mainNoun = NOUNS.find((noun) => page.title.toLowerCase().endsWith(plural(noun))) ?? random.pick(NOUNS);
  const out: string[] = ['---', `title: ${page.title}`, `description: ${page.description}`, `sidebar_position: ${page.position}`, '---', ''];
  if (page.format === 'mdx') out.push("import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '');
  out.push(renderParagraph(context, makeWords(random, mainNoun), random.int(1, 3)), '');

  for (const heading of page.headings) {
    const marker = heading.depth === 2 ? '##' : '###';
    out.push(`${marker} ${heading.text}${heading.customId ? ` {#${heading.id}}` : ''}`, '');
    if (heading.text === 'Related pages') {
      const count = random.int(2, 4);
      for (let i = 0; i < count; i++) out.push(`- ${renderCrossLink(context, i % 2 === 0 ? 'markdown' : 'route')}`);
      const own = page.headings[0]!;
      out.push(`- Back to [${own.text.toLowerCase()}](#${own.id}) on this page`, '');
      continue;
    }
    const words = makeWords(random, heading.depth === 2 ? mainNoun : undefined);
    out.push(renderParagraph(context, words, random.int(1, 2)), '');
    if (random.chance(heading.depth === 2 ? 0.7 : 0.35)) out.push(renderBlock(context, words), '');
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

// ---------------------------------------------------------------------------
// The whole tree

/** Every file of the site, path (relative to the site folder) → contents, in a stable order. */
export function renderSite(plan: SitePlan): Map<string, string> {
  const files = new Map<string, string>();
  files.set(
    'site.config.ts',
    [
      "import { defineConfig } from 'docs-gen';",
      '',
      'export default defineConfig({',
      `  title: 'Benchmark Docs',`,
      `  tagline: '${plan.pages.length} generated pages, seed ${plan.seed}',`,
      "  url: 'https://bench.docs-gen.example',",
      "  favicon: 'img/favicon.svg',",
      "  navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { label: 'GitHub', href: 'https://github.com/example/docs-gen' }] },",
      "  footer: { copyright: 'Generated for the docs-gen benchmark.' },",
      "  onBrokenLinks: 'throw',",
      '});',
      '',
    ].join('\n'),
  );
  files.set(
    'static/img/favicon.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#2e8555"/></svg>\n',
  );
  for (const folder of plan.folders) {
    files.set(`content/${folder.dir}/_category_.json`, `${JSON.stringify({ label: folder.label, position: folder.position }, null, 2)}\n`);
  }
  for (const page of plan.pages) files.set(`content/${page.file}`, renderPage(plan, page));
  return files;
}

/**
 * Writes the site into `dir` (replacing it): into a temporary folder beside
 * it first, so an interrupted run never leaves a half-written tree behind.
 */
export async function writeGeneratedSite({
  dir,
  pages,
  seed = 1,
}: GenerateSiteOptions & { dir: string }): Promise<{ plan: SitePlan; files: number; bytes: number }> {
  const plan = planSite({ pages, seed });
  const files = renderSite(plan);
  const staging = `${dir}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const made = new Set<string>();
  let bytes = 0;
  for (const [file, contents] of files) {
    const target = path.join(staging, file);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      await mkdir(parent, { recursive: true });
      made.add(parent);
    }
    await writeFile(target, contents);
    bytes += Buffer.byteLength(contents);
  }
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  await rename(staging, dir);
  return { plan, files: files.size, bytes };
}

/** `node bench/run.mjs generate --pages 1000 [--seed 1] --out DIR` */
export async function generateMain(argv: readonly string[]): Promise<number> {
  const flag = (name: string): string | undefined => {
    const at = argv.indexOf(`--${name}`);
    return at === -1 ? undefined : argv[at + 1];
  };
  const pages = Number(flag('pages') ?? '100');
  const seed = Number(flag('seed') ?? '1');
  const out = flag('out');
  if (out === undefined || !Number.isInteger(pages) || pages < 1 || !Number.isInteger(seed)) {
    process.stderr.write('usage: node bench/run.mjs generate --pages N [--seed S] --out DIR\n');
    return 2;
  }
  const { files, bytes } = await writeGeneratedSite({ dir: path.resolve(out), pages, seed });
  process.stdout.write(`Wrote ${pages} pages (${files} files, ${(bytes / 1024).toFixed(0)} KB) to ${path.resolve(out)}\n`);
  return 0;
}

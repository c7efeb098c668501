/**
 * What the search index holds of one page, taken from what the reader sees:
 * a doc or category page from its rendered article (so text that components
 * render, tabs' panels and compiled MDX included, is found), an API page
 * from the reference its article is rendered from. A page is cut into
 * sections at its headings that have ids (the anchors results link to); an
 * API page has one section per operation, webhook and named schema.
 *
 * Each section carries its text for the results' excerpts and its terms
 * with their weights, computed here once per page (on the render threads),
 * so building the index only merges them.
 */
import { Parser } from 'htmlparser2';
import { readRenderedHtml, type HtmlReader } from './rendered-html.js';
import type { ApiReference, NamedSchemaView, OperationView, SchemaDirection, SchemaView } from '../shared/api-reference.js';
import { termsOfText, termsOfWord, wordTextsOf } from '../shared/search-terms.js';

export interface SearchSection {
  /** Id of the heading the section starts at: `#` + anchor is its link. '' for the text before the first heading. */
  readonly anchor: string;
  /** The heading's text; '' for the text before the first heading (results show the page's title). */
  readonly title: string;
  /** Its text, for excerpts: whitespace collapsed, cut at {@link STORED_TEXT_LENGTH} characters. */
  readonly text: string;
  /** An API operation's method (`post`), or `webhook` or `schema`. */
  readonly badge?: string;
  /** An API operation's path: `/purchases/{id}/cancel`. */
  readonly detail?: string;
  /** Each term of the section (its title's and its text's, all of it) with its weight, 1–255. */
  readonly terms: ReadonlyMap<string, number>;
}

export interface PageSearchRecord {
  readonly title: string;
  readonly sections: readonly SearchSection[];
}

/** Enough text for an excerpt around any match in a section of usual length; terms come from all of it. */
export const STORED_TEXT_LENGTH = 4_000;

/** Elements whose text is not the page's: controls, hidden helpers, code that runs. */
const SKIPPED = new Set(['button', 'nav', 'script', 'style', 'template', 'svg', 'noscript', 'select', 'textarea']);
/** Elements inside a run of text: no word boundary where they open or close (`<code><span>a</span>b</code>` is `ab`). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
const HEADING = /^h[2-6]$/;

interface SectionText {
  anchor: string;
  title: string;
  text: string;
}

/**
 * The sections of an HTML fragment: of the first `<article>` in it when
 * `article` is set (a page's body, with navigation and sidebars around it),
 * else of all of it (an API description). Its h1 is the page's title, which
 * the record holds apart. The first section is the text before the first
 * heading, empty if there is none: it stands for the page as a whole. A
 * section under a heading whose text is all links ("Related pages", "See
 * also") is navigation, not content: it is left out (of the first section,
 * the links are: a category page is found by its own words, not its cards').
 */
export function sectionsOfHtml(html: string, { article }: { article: boolean }): SectionText[] {
  // Highlighted code is nearly half of a page's HTML and all of it inline spans, whose text is the code: it is
  // taken without its tags before the page is read.
  const withPlainCode = html.replace(CODE_BLOCK, (_block, open: string, code: string) => `${open}${code.replace(TAG, '')}</pre>`);
  return sectionsRead(withPlainCode, article, readRenderedHtml) ?? sectionsRead(withPlainCode, article, readAnyHtml)!;
}

/** What htmlparser2 reads of any HTML, given as {@link readRenderedHtml} gives it. */
function readAnyHtml(html: string, reader: HtmlReader): true {
  new Parser(
    { onopentag: (name, attributes) => reader.open(name, (attribute) => attributes[attribute]), ontext: reader.text, onclosetag: reader.close },
    { decodeEntities: true },
  ).end(html);
  return true;
}

/** The sections of HTML as `read` reads it; undefined when it gave up. */
function sectionsRead(html: string, article: boolean, read: (html: string, reader: HtmlReader) => boolean): SectionText[] | undefined {
  const sections: SectionText[] = [{ anchor: '', title: '', text: '' }];
  let inside = !article;
  let articleDepth = 0;
  let done = false;
  /** Open elements whose text is left out, as a depth count: while above 0, text is skipped. */
  let skipping = 0;
  /** The heading being read, if any, with its depth among open elements. */
  let heading: { depth: number; text: string[]; id: string } | undefined;
  let depth = 0;
  const stack: boolean[] = [];
  /** Open links, and of each section's letters, how many are a link's (of all its letters, counted only where it has some in links). */
  let links = 0;
  const linkedLetters = [0];
  // Text comes in many small pieces: each section's are kept in a list and joined once, which copies each piece
  // once (a string grown piece by piece is flattened from hundreds of parts).
  /** Each section's text, and its text outside links. */
  const texts: string[][] = [[]];
  const unlinked: string[][] = [[]];
  const append = (chunk: string) => {
    if (heading !== undefined) heading.text.push(chunk);
    else {
      texts.at(-1)!.push(chunk);
      if (links === 0) unlinked.at(-1)!.push(chunk);
    }
  };
  const reader: HtmlReader = {
    open(name, attribute) {
      if (done) return;
      depth++;
      if (!inside) {
        if (name === 'article') {
          inside = true;
          articleDepth = depth;
        }
        stack.push(false);
        return;
      }
      const skip =
        skipping > 0 ||
        SKIPPED.has(name) ||
        name === 'h1' ||
        attribute('aria-hidden') === 'true' ||
        /\b(?:visually-hidden|hash-link)\b/.test(attribute('class') ?? '');
      stack.push(skip);
      if (skip) {
        skipping++;
        return;
      }
      const id = HEADING.test(name) ? attribute('id') : undefined;
      if (id !== undefined && heading === undefined) {
        heading = { depth, text: [], id };
        return;
      }
      if (name === 'a') links++;
      if (!INLINE.has(name)) append(' ');
    },
    text(text) {
      if (done || !inside || skipping > 0) return;
      append(text);
      if (heading === undefined && links > 0) linkedLetters[linkedLetters.length - 1]! += lettersIn(text);
    },
    close(name) {
      if (done) return;
      const skipped = stack.pop();
      if (skipped) skipping--;
      else if (inside && name === 'a' && links > 0) links--;
      if (inside && heading !== undefined && heading.depth === depth) {
        sections.push({ anchor: heading.id, title: collapse(heading.text.join('')), text: '' });
        linkedLetters.push(0);
        texts.push([]);
        unlinked.push([]);
        heading = undefined;
      } else if (inside && !skipped && !INLINE.has(name)) {
        append(' ');
      }
      if (article && inside && depth === articleDepth) done = true;
      depth--;
    },
  };
  if (!read(html, reader)) return undefined;
  for (const [at, section] of sections.entries()) section.text = texts[at]!.join('');
  const linkLists = sections.map((section, at) => {
    const linked = linkedLetters[at]!;
    if (linked === 0) return false;
    // All its letters are counted only as far as the share could still be reached.
    const all = lettersIn(section.text, Math.ceil(linked / LINK_LIST_SHARE) + 1);
    return all > 0 && linked >= all * LINK_LIST_SHARE;
  });
  // The text before the first heading stands for the page: when it is a list of links (a category's cards), what
  // is left of it is its text outside them.
  return sections
    .map((section, at) => ({ ...section, text: collapse(linkLists[at] ? unlinked[at]!.join('') : section.text) }))
    .filter((section, at) => section.anchor === '' || !linkLists[at]);
}

/** The share of a section's letters in links from which it is a list of links. */
const LINK_LIST_SHARE = 0.9;
const NOT_LETTERS = /[^\p{L}\p{N}]/gu;

/**
 * How many of a text's characters are letters or digits: counted directly while they are ASCII, as nearly all are.
 * Past `stopAbove`, the count may stop anywhere above it.
 */
function lettersIn(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let count = 0;
  for (let at = 0; at < text.length && count <= stopAbove; at++) {
    const code = text.charCodeAt(at);
    if (code >= 128) return text.replace(NOT_LETTERS, '').length;
    const lower = code | 32;
    if ((code >= 48 && code <= 57) || (lower >= 97 && lower <= 122)) count++;
  }
  return count;
}

const CODE_BLOCK = /(<pre\b[^>]*>)([\s\S]*?)<\/pre>/g;
const TAG = /<[^>]*>/g;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A doc or category page's record, from its rendered body. */
export function recordOfPageHtml({ title, description = '', html }: { title: string; description?: string; html: string }): PageSearchRecord {
  // The navbar and sidebars before the article, and the table of contents and footer after it, need not be parsed.
  // A React page of the pages folder has no article: all of its main content is its text.
  const container = html.includes('<article') ? 'article' : 'main';
  const start = Math.max(0, html.indexOf(`<${container}`));
  const end = html.lastIndexOf(`</${container}>`);
  const text = html.slice(start, end < start ? undefined : end + `</${container}>`.length);
  const pageTitle = pageTitleOf(title);
  // A section is read under its page's title ("pause home delivery" is answered by "Delivery holidays" of the page
  // "Home delivery"), and the page as a whole under its description too, its writer's summary ("gift subscription").
  return {
    title,
    sections: sectionsOfHtml(text, { article: container === 'article' }).map((section) =>
      weighSection(section, { pageTitle, underPageTitle: true, context: section.anchor === '' ? description : '' }),
    ),
  };
}

/**
 * An API page's record: its description's sections, then one section per
 * operation of the tags shown on this page, per webhook and per named
 * schema listed here, each under the anchor the page gives it.
 */
export function recordOfApiReference({ title, reference }: { title: string; reference: ApiReference }): PageSearchRecord {
  const sections: SearchSection[] = [];
  const pageTitle = pageTitleOf(title);
  const description = reference.descriptionHtml === undefined ? [] : sectionsOfHtml(reference.descriptionHtml, { article: false });
  const intro = [reference.info?.summary, description[0]?.anchor === '' ? description.shift()!.text : undefined].filter(Boolean).join(' ');
  sections.push(weighSection({ anchor: '', title: '', text: intro }, { pageTitle }));
  for (const section of description) sections.push(weighSection(section, { pageTitle }));
  const named = new Map([...reference.schemas, ...(reference.usedSchemas ?? [])].map((schema) => [schema.name, schema]));
  const operation = (view: OperationView, badge: string) =>
    weighSection(
      {
        anchor: view.anchor,
        title: view.summary ?? `${view.method.toUpperCase()} ${view.path}`,
        text: [textOfHtml(view.descriptionHtml), ...view.parameters.map((parameter) => `${parameter.name} ${textOfHtml(parameter.descriptionHtml)}`)]
          .join(' ')
          .trim(),
      },
      // The method, path and operationId name the operation as much as its summary does.
      { pageTitle, badge, detail: view.path, names: `${view.method} ${view.path} ${view.anchor}`, fields: fieldsOfOperation(view, named) },
    );
  for (const tag of reference.tags) {
    if (tag.pageUrl !== undefined) continue;
    for (const view of tag.operations) sections.push(operation(view, view.method.toLowerCase()));
  }
  for (const view of reference.webhooks ?? []) sections.push(operation(view, 'webhook'));
  for (const schema of reference.schemas) {
    const properties = schema.schema.kind === 'object' ? schema.schema.properties.map((property) => property.name).join(' ') : '';
    sections.push(
      weighSection(
        { anchor: schema.anchor, title: schema.name, text: `${textOfHtml(schema.schema.descriptionHtml)} ${properties}`.trim() },
        { pageTitle, badge: 'schema' },
      ),
    );
  }
  return { title, sections };
}

/** An operation's body fields, for search: each named once, at its first place (`createPet › body › huntingSkill`, `getPet › 200 › id`). */
interface OperationFields {
  readonly names: readonly string[];
  /** The places, as the excerpt shows them. */
  readonly text: string;
}

/**
 * The first level of an operation's request body and responses (every variant's of a oneOf, an array's
 * items'), so that a search for a field finds the operations that send or return it. Names and places
 * only: the schemas themselves are the schema sections', and would make the index's page files heavy.
 */
function fieldsOfOperation(view: OperationView, named: ReadonlyMap<string, NamedSchemaView>): OperationFields {
  const places = new Map<string, string>();
  const add = (place: string, schema: SchemaView | undefined, direction: SchemaDirection) => {
    for (const name of firstLevelOf(schema, direction, named, new Set())) if (!places.has(name)) places.set(name, `${view.anchor} › ${place} › ${name}`);
  };
  for (const media of view.requestBody?.content ?? []) add('body', media.schema, 'request');
  for (const response of view.responses) for (const media of response.content) add(response.status, media.schema, 'response');
  return { names: [...places.keys()], text: [...places.values()].join(' · ') };
}

function firstLevelOf(
  schema: SchemaView | undefined,
  direction: SchemaDirection,
  named: ReadonlyMap<string, NamedSchemaView>,
  seen: ReadonlySet<string>,
): string[] {
  switch (schema?.kind) {
    case 'ref': {
      const target = named.get(schema.name);
      if (target === undefined || seen.has(schema.name)) return [];
      const directed = (direction === 'request' ? target.request : target.response) ?? target.schema;
      return firstLevelOf(directed, direction, named, new Set([...seen, schema.name]));
    }
    case 'object':
      return [
        ...schema.properties.map((property) => property.name),
        ...(schema.choice?.variants.flatMap((variant) => firstLevelOf(variant.schema, direction, named, seen)) ?? []),
      ];
    case 'choice':
      return schema.choice.variants.flatMap((variant) => firstLevelOf(variant.schema, direction, named, seen));
    case 'array':
      return firstLevelOf(schema.items, direction, named, seen);
    default:
      return [];
  }
}

function textOfHtml(html: string | undefined): string {
  if (html === undefined) return '';
  return sectionsOfHtml(html, { article: false })
    .map((section) => `${section.title} ${section.text}`.trim())
    .join(' ')
    .trim();
}

/**
 * BM25's saturation of a term's count in a section's text, against a fixed
 * usual length: the same section weighs the same whatever else the site
 * holds, so an edit changes the index only where its terms are.
 */
const K1 = 1.2;
const B = 0.75;
const USUAL_LENGTH = 120;
/**
 * What a term in the section's title (or an API operation's names) adds to it; in the page's title, to the page's
 * first section. A page's title outweighs a heading with the most of its text, and a heading outweighs any text.
 */
const TITLE_BONUS = 2.5;
const PAGE_TITLE_BONUS = 5;
const MAX_SCORE = 2.2 + TITLE_BONUS + PAGE_TITLE_BONUS;
/** One mention of a term in a section of usual length: BM25 scores it 1. */
const FIELD_WEIGHT = Math.round((1 / MAX_SCORE) * 255);

/** A page's title as each of its sections is weighed under it: its terms, worked out once per page. */
interface PageTitle {
  readonly terms: ReadonlySet<string>;
}

function pageTitleOf(title: string): PageTitle {
  return { terms: new Set(termsOfText(title)) };
}

const NO_TERMS: ReadonlySet<string> = new Set();

function weighSection(
  section: SectionText,
  {
    pageTitle,
    badge,
    detail,
    names,
    fields,
    underPageTitle = false,
    context = '',
  }: {
    pageTitle: PageTitle;
    badge?: string;
    detail?: string;
    names?: string;
    fields?: OperationFields;
    /** A doc's section is about what its page's title says, as much as the page's first section is. */
    underPageTitle?: boolean;
    /** Words the section is read under: it holds them too, as little as a word can weigh (found with them, not ranked by them). */
    context?: string;
  },
): SearchSection {
  // Words repeat: each distinct one is turned into terms once.
  const wordCounts = new Map<string, number>();
  const words = wordTextsOf(section.text);
  for (const word of words) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
  const counts = new Map<string, number>();
  const length = words.length;
  for (const [word, count] of wordCounts) {
    for (const term of termsOfWord(word)) counts.set(term, (counts.get(term) ?? 0) + count);
  }
  const headingTerms = termsOfText(section.title);
  const titled = new Set(names === undefined ? headingTerms : [...headingTerms, ...termsOfText(names)]);
  // A heading is more about each of few words than each of many (BM25F's length normalisation, for the heading):
  // from three terms on, its bonus is shared out. An API entry's names are each a name of it, and keep all of it.
  const distinctHeadingTerms = names === undefined ? titled.size : new Set(headingTerms).size;
  const titleBonus = names === undefined && distinctHeadingTerms > 1 ? TITLE_BONUS * Math.min(1, 2 / distinctHeadingTerms) : TITLE_BONUS;
  const pageTitled = section.anchor === '' || underPageTitle ? pageTitle.terms : NO_TERMS;
  const norm = K1 * (1 - B + (B * length) / USUAL_LENGTH);
  const terms = new Map<string, number>();
  const weigh = (term: string) => {
    if (terms.has(term)) return;
    const count = counts.get(term) ?? 0;
    const score = (count * (K1 + 1)) / (count + norm) + (titled.has(term) ? titleBonus : 0) + (pageTitled.has(term) ? PAGE_TITLE_BONUS : 0);
    terms.set(term, Math.max(1, Math.min(255, Math.round((score / MAX_SCORE) * 255))));
  };
  for (const term of counts.keys()) weigh(term);
  for (const term of titled) weigh(term);
  for (const term of pageTitled) weigh(term);
  for (const term of termsOfText(context)) if (!terms.has(term)) terms.set(term, 1);
  // Each body field counts as one mention in a text of usual length, however many fields there are: they name the
  // operation a little, and do not thin out its own words as a longer text would.
  for (const term of new Set(fields?.names.flatMap(termsOfText))) {
    terms.set(term, Math.max(terms.get(term) ?? 0, FIELD_WEIGHT));
  }
  const text = fields === undefined || fields.text === '' ? section.text : `${section.text} ${fields.text}`.trim();
  return {
    anchor: section.anchor,
    title: section.title,
    text: text.length > STORED_TEXT_LENGTH ? `${text.slice(0, STORED_TEXT_LENGTH).replace(/\s\S*$/, '')} …` : text,
    ...(badge !== undefined && { badge }),
    ...(detail !== undefined && { detail }),
    terms,
  };
}

/** What a synonym's terms weigh, against the member the section holds: found by it, ranked a little below it. */
const SYNONYM_SHARE = 0.8;

/** The config's `search.synonyms` as terms: of each group, each member's. Worked out once per site. */
export type SynonymTerms = readonly (readonly (readonly string[])[])[];

export function synonymTermsOf(groups: readonly (readonly string[])[]): SynonymTerms {
  return groups.map((group) => group.map((member) => [...new Set(termsOfText(member))]));
}

/**
 * A record whose sections also hold the synonyms of what they say: a section holding every term of one member of a
 * group (`api user token`) holds the other members' terms it lacks (`key`), weighing what that member's least-weighed
 * term does, times {@link SYNONYM_SHARE}.
 */
export function withSynonyms(record: PageSearchRecord, termGroups: SynonymTerms): PageSearchRecord {
  if (termGroups.length === 0) return record;
  const sections = record.sections.map((section) => {
    let terms: Map<string, number> | undefined;
    for (const members of termGroups) {
      const held = members.filter((member) => member.every((term) => section.terms.has(term)));
      if (held.length === 0) continue;
      const weight = Math.max(...held.map((member) => Math.min(...member.map((term) => section.terms.get(term)!))));
      const added = Math.max(1, Math.round(weight * SYNONYM_SHARE));
      for (const term of members.flat()) {
        if (section.terms.has(term) || terms?.has(term)) continue;
        terms ??= new Map(section.terms);
        terms.set(term, added);
      }
    }
    return terms === undefined ? section : { ...section, terms };
  });
  return { ...record, sections };
}

/**
 * Answers queries from the static index the build writes (see
 * renderer/search/search-index.ts for its files): fetches the root once,
 * then only the term files a query's words fall in and the page files of
 * the results it shows, each once. Scores are BM25's: each word adds, for
 * the sections holding it, its rarity (idf) times its weight there; a
 * section holding more of the query's words ranks above one holding fewer,
 * and the word being typed matches every term it starts. A word also
 * matches the terms within one edit of it (two from eight letters on), as a
 * typo, ranked below what matches as typed. When no section holds every
 * word, the answer says so: its results are the closest matches.
 */
import { SEARCH_INDEX_FORMAT, type SearchPageEntry, type SearchRoot, type TermFile } from '../../../renderer/shared/search-index-files.js';
import { normalizeWord, queryWords, termsOfWord, wordsOf, type QueryWord } from '../../../renderer/shared/search-terms.js';

/** A piece of an excerpt: `mark` pieces are the words the query matched. */
export interface ExcerptPart {
  readonly text: string;
  readonly mark: boolean;
}

export interface SearchHit {
  /** The page's URL with the section's anchor: `/guide/install#requirements`. */
  readonly url: string;
  /** The section's heading, or the page's title for its first section. */
  readonly title: string;
  readonly excerpt: readonly ExcerptPart[];
  /** An API operation's method (`post`), `webhook` or `schema`. */
  readonly badge?: string;
  /** An API operation's path. */
  readonly detail?: string;
}

/** The hits of one page, best first. */
export interface SearchGroup {
  readonly pageTitle: string;
  readonly pageUrl: string;
  readonly hits: readonly SearchHit[];
}

export interface SearchAnswer {
  readonly groups: readonly SearchGroup[];
  /** No section holds every word of the query (typos read as the words they are near): the groups are the closest matches, not answers. */
  readonly partial: boolean;
  /** The version searched, when the site has several. */
  readonly version: { readonly name: string; readonly label: string } | undefined;
  /** The index is older than the pages (`docs-gen dev`, while it makes a new one). */
  readonly updating: boolean;
}

export interface SearchOptions {
  /** The version of the page being read; pages outside versioned docs search the last version. */
  readonly version?: string;
  /** @default 8 */
  readonly maxPages?: number;
  /** @default 2: one long page does not fill the first results. */
  readonly maxHitsPerPage?: number;
}

export interface SearchEngine {
  search(query: string, options?: SearchOptions): Promise<SearchAnswer>;
  /** Fetches the root again (`docs-gen dev` makes a new index after each change). */
  refresh(): void;
}

export type FetchJson = (url: string, options: { readonly reload: boolean }) => Promise<unknown>;

/** A word being typed matches at most this many terms starting with it (the shortest), so one letter more never costs much. */
const MAX_PREFIX_TERMS = 40;
/** A prefix spread over more term files than this matches only within the first of them. */
const MAX_PREFIX_FILES = 3;
/** What a term the typed word only starts (not equals) counts for. */
const PREFIX_FACTOR = 0.6;
/** Edits between a name and what was typed that still tell names apart; more count as this many and one. */
const MAX_NAME_EDITS = 20;
/** What a term a typo away counts for, by the edits it takes: one, two. */
const TYPO_FACTORS = [0.4, 0.25] as const;
/** Sections of a page looked at for one that the query names exactly, of which the best few are shown. */
const CANDIDATES_PER_PAGE = 12;

export function createSearchEngine({ rootUrl, fetchJson }: { rootUrl: string; fetchJson: FetchJson }): SearchEngine {
  const base = rootUrl.slice(0, rootUrl.lastIndexOf('/') + 1);
  let root: Promise<SearchRoot> | undefined;
  let reload = false;
  const termFiles = new Map<string, Promise<TermFile>>();
  const pageFiles = new Map<string, Promise<readonly SearchPageEntry[]>>();

  const loadRoot = (): Promise<SearchRoot> => {
    root ??= (fetchJson(rootUrl, { reload }) as Promise<SearchRoot>).then((loaded) => {
      if (loaded?.format !== SEARCH_INDEX_FORMAT) throw new Error('the search index is of another version of docs-gen');
      return loaded;
    });
    reload = false;
    return root;
  };
  const cached = <T>(files: Map<string, Promise<T>>, url: string): Promise<T> => {
    let file = files.get(url);
    if (file === undefined) {
      file = fetchJson(url, { reload: false }) as Promise<T>;
      files.set(url, file);
      // A failed fetch is tried again next time.
      file.catch(() => files.delete(url));
    }
    return file;
  };

  async function answer(query: string, options: SearchOptions): Promise<SearchAnswer> {
    const index = await loadRoot();
    const keys = Object.keys(index.terms);
    const versions = index.versions;
    const version = versions.find((entry) => entry.name === options.version) ?? versions.find((entry) => entry.isLast);
    const inScope = (page: number) =>
      (version !== undefined && page >= version.from && page < version.to) || versions.every((entry) => page < entry.from || page >= entry.to);
    const searched = versions.length > 1 && version !== undefined ? { name: version.name, label: version.label } : undefined;
    const words = queryWords(query);
    if (words.length === 0) return { groups: [], partial: false, version: searched, updating: index.updating === true };

    // Which term files the words need: each exact term's, and for the word being typed those its prefix reaches.
    const fileOf = (term: string) => longestKey(keys, term);
    const needed = new Set<string>();
    for (const word of words) {
      for (const term of word.terms) {
        const key = fileOf(term);
        if (key !== undefined) needed.add(key);
      }
      if (word.prefix !== undefined && word.prefix.length >= 2) for (const key of prefixKeys(keys, word.prefix)) needed.add(key);
    }
    const loaded = new Map<string, TermFile>();
    await Promise.all([...needed].map(async (key) => loaded.set(key, await cached(termFiles, `${base}t.${index.terms[key]}.json`))));

    const indexed = (term: string) => loaded.get(fileOf(term) ?? '')?.[term] !== undefined;
    // An identifier the index holds (`not_user_cancellable`) is asked for by name: its parts alone do not match it.
    const asked = words.map((word) => (word.terms.length > 1 && indexed(word.terms[0]!) ? { ...word, terms: [word.terms[0]!] } : word));
    const scores = new Map<number, { score: number; words: number }>();
    /** Of each word, the terms it matched as typed or as a typo of one (those it only starts are not its name). */
    const matched = asked.map((word) => {
      const candidates = new Map<string, number>();
      for (const term of word.terms) if (indexed(term)) candidates.set(term, 1);
      if (word.prefix !== undefined && word.prefix.length >= 2) {
        const starting = prefixKeys(keys, word.prefix)
          .flatMap((key) => Object.keys(loaded.get(key) ?? {}))
          .filter((term) => term.startsWith(word.prefix!) && !candidates.has(term))
          .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
          .slice(0, MAX_PREFIX_TERMS);
        for (const term of starting) candidates.set(term, PREFIX_FACTOR);
      }
      for (const [term, edits] of nearTerms(word, loaded, fileOf)) if (!candidates.has(term)) candidates.set(term, TYPO_FACTORS[edits - 1]!);
      const best = new Map<number, number>();
      for (const [term, factor] of candidates) {
        const postings = loaded.get(fileOf(term)!)![term]!;
        const found = postings.length / 3;
        const idf = Math.log(1 + (index.sections - found + 0.5) / (found + 0.5));
        let page = 0;
        for (let at = 0; at < postings.length; at += 3) {
          page += postings[at]!;
          if (!inScope(page)) continue;
          const section = page * 65_536 + postings[at + 1]!;
          const score = (idf * factor * postings[at + 2]!) / 255;
          if (score > (best.get(section) ?? 0)) best.set(section, score);
        }
      }
      for (const [section, score] of best) {
        const entry = scores.get(section);
        if (entry === undefined) scores.set(section, { score, words: 1 });
        else {
          entry.score += score;
          entry.words++;
        }
      }
      return new Set([...word.terms, ...[...candidates].filter(([, factor]) => factor !== PREFIX_FACTOR).map(([term]) => term)]);
    });

    // Sections holding more of the words first; then by score. Pages in the order of their best section.
    const ranked = [...scores].sort(([a, x], [b, y]) => y.words - x.words || y.score - x.score || a - b);
    const maxPages = options.maxPages ?? 8;
    const maxHits = options.maxHitsPerPage ?? 2;
    const byPage = new Map<number, number[]>();
    for (const [section] of ranked) {
      const page = Math.floor(section / 65_536);
      const sections = byPage.get(page);
      if (sections === undefined) {
        if (byPage.size < maxPages) byPage.set(page, [section % 65_536]);
      } else if (sections.length < CANDIDATES_PER_PAGE) sections.push(section % 65_536);
    }
    const matchers = asked.map((word, at) => matcherOf(word, matched[at]!));
    /** Whether a name is what the reader typed, word for word, in its key words ("Metered paywall" for "metred paywall"). */
    const namedBy = (name: string) => {
      const terms = keyTermsOf(name);
      return terms.length === matched.length && terms.every((term, at) => matched[at]!.has(term));
    };
    const typed = phraseOf(query);
    /**
     * Where a section stands before its score: what the reader typed is an API entry's name (its path, with its
     * method or not, operationId, summary or schema name) or a page's title, as typed (3) or word for word in its
     * key words, typos and stems read as matched ({@link namedBy}: "how do I list a customer's purchases" names the
     * operation "List a customer's purchases", 2.5); the page's title holds every word of it (2); a heading is it
     * word for word (1); a heading holds every word (0.75); its heading or text holds the words as typed, side by
     * side (0.5). A page titled with the words outranks a heading; a heading about them outranks a passage; a phrase
     * outranks scattered words.
     */
    const phrased = ` ${typed} `;
    const standingOf = ({
      pageTitle,
      title,
      text,
      badge,
      detail,
      anchor,
    }: {
      pageTitle: string;
      title: string;
      text: string;
      badge: string;
      detail: string;
      anchor: string;
    }) => {
      const names = title === '' ? [pageTitle] : badge === '' ? [] : [title, detail, anchor, `${badge} ${detail}`];
      if (names.some((name) => name.trim() !== '' && phraseOf(name) === typed)) return 3;
      // Of names read so, the closer to what was typed first ("entitelment": the schema Entitlement, then Entitlements).
      const named = names.filter(namedBy);
      if (named.length > 0) return 2.5 - Math.min(...named.map((name) => editsWithin(phraseOf(name), typed, MAX_NAME_EDITS))) / 100;
      const holdsEvery = (said: string) => matchers.every((matches) => wordsOf(said).some((word) => matches(word.text)));
      if (title === '' && holdsEvery(pageTitle)) return 2;
      if (title !== '' && badge === '' && namedBy(title)) return 1;
      if (title !== '' && badge === '' && words.length > 1 && holdsEvery(title)) return 0.75;
      return words.length > 1 && [title, text].some((said) => ` ${phraseOf(said)} `.includes(phrased)) ? 0.5 : 0;
    };
    const groups = await Promise.all(
      [...byPage].map(async ([page, sections]) => {
        const file = index.pages[Math.floor(page / index.pagesPerFile)]!;
        const entries = await cached(pageFiles, `${base}p.${file}.json`);
        const [pageUrl, pageTitle, pageSections] = entries[page % index.pagesPerFile]!;
        const found = sections.map((sectionIndex) => {
          const [anchor = '', title = '', text = '', badge = '', detail = ''] = pageSections[sectionIndex] ?? [];
          const hit: SearchHit = {
            url: anchor === '' ? pageUrl : `${pageUrl}#${encodeURIComponent(anchor)}`,
            title: title === '' ? pageTitle : title,
            excerpt: excerptOf(text, matchers),
            ...(badge !== '' && { badge }),
            ...(detail !== '' && { detail }),
          };
          return { hit, standing: standingOf({ pageTitle, title, text, badge, detail, anchor }) };
        });
        // Stable: within a standing, sections keep their rank.
        const ordered = [...found].sort((a, b) => b.standing - a.standing);
        return { group: { pageTitle, pageUrl, hits: ordered.slice(0, maxHits).map((entry) => entry.hit) }, standing: ordered[0]?.standing ?? 0 };
      }),
    );
    const ordered = [...groups].sort((a, b) => b.standing - a.standing).map((entry) => entry.group);
    return { groups: ordered, partial: (ranked[0]?.[1].words ?? words.length) < words.length, version: searched, updating: index.updating === true };
  }

  return {
    async search(query, options = {}) {
      try {
        return await answer(query, options);
      } catch (error) {
        // A site deployed since the root was fetched has other file names: start again from a fresh root, once.
        root = undefined;
        reload = true;
        termFiles.clear();
        pageFiles.clear();
        if (error instanceof Error && error.message.includes('another version')) throw error;
        return answer(query, options);
      }
    },
    refresh() {
      root = undefined;
      reload = true;
    },
  };
}

/**
 * The terms a word may be a typo of: those of its term files within one edit of its stem (an insertion, a
 * deletion, a substitution or two letters swapped), two for words of eight letters or more, none under four.
 * Only the files the word itself falls in are read: a typo in its first letters is not found.
 */
function nearTerms(word: QueryWord, loaded: ReadonlyMap<string, TermFile>, fileOf: (term: string) => string | undefined): Map<string, number> {
  const near = new Map<string, number>();
  const allowed = word.text.length >= 8 ? 2 : word.text.length >= 4 ? 1 : 0;
  if (allowed === 0) return near;
  for (const stem of word.terms) {
    const key = fileOf(stem);
    for (const term of Object.keys((key !== undefined && loaded.get(key)) || {})) {
      const edits = editsWithin(stem, term, allowed);
      if (edits > 0 && edits <= allowed && edits < (near.get(term) ?? Number.POSITIVE_INFINITY)) near.set(term, edits);
    }
  }
  return near;
}

/** The edits (Damerau's optimal string alignment) that make `a` into `b`, or `max + 1` once they pass `max`. */
function editsWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** The file a term is in: the longest key it starts with. */
function longestKey(keys: readonly string[], term: string): string | undefined {
  let found: string | undefined;
  for (const key of keys) if (term.startsWith(key) && (found === undefined || key.length > found.length)) found = key;
  return found;
}

/** The files holding terms that start with `prefix`: the one its own start is in, and those of longer starts. */
function prefixKeys(keys: readonly string[], prefix: string): string[] {
  const own = longestKey(keys, prefix);
  const longer = keys.filter((key) => key.length > prefix.length && key.startsWith(prefix));
  return [...(own === undefined ? [] : [own]), ...longer].slice(0, MAX_PREFIX_FILES);
}

/** A text as its words only, lowercased: `POST /purchases/{id}/cancel` and `purchases id cancel` differ, `/purchases/{id}/cancel` and `purchases id cancel` do not. */
function phraseOf(text: string): string {
  return wordsOf(text)
    .map((word) => normalizeWord(word.text))
    .join(' ');
}

/** A name's words as a query's are read (stop words and single letters left out), each as its term: `List a customer's purchases` → `list custom purchas`. */
function keyTermsOf(name: string): string[] {
  return queryWords(`${name} `).map((word) => word.terms[0]!);
}

/** Whether a word of a text is one the query asked for: one of the terms it matched. */
function matcherOf(word: QueryWord, terms: ReadonlySet<string>): (text: string) => boolean {
  return (text) => {
    if (word.prefix !== undefined && normalizeWord(text).startsWith(word.prefix)) return true;
    return termsOfWord(text).some((term) => terms.has(term));
  };
}

/** About this many words around the matches make an excerpt. */
const EXCERPT_WORDS = 28;

/** The part of a section's text with the most matched words, those words marked. */
export function excerptOf(text: string, matchers: ReadonlyArray<(word: string) => boolean>): ExcerptPart[] {
  const words = wordsOf(text);
  const hits = words.map((word) => matchers.some((matches) => matches(word.text)));
  let start = 0;
  let bestCount = -1;
  for (let from = 0; from < Math.max(1, words.length - EXCERPT_WORDS + 1); from++) {
    let count = 0;
    for (let at = from; at < Math.min(words.length, from + EXCERPT_WORDS); at++) if (hits[at]) count++;
    if (count > bestCount) {
      bestCount = count;
      start = from;
    }
  }
  // A few words of context before the first match, when the window starts on it.
  const firstHit = hits.indexOf(true, start);
  if (firstHit === start && start > 0) start = Math.max(0, start - 4);
  const end = Math.min(words.length, start + EXCERPT_WORDS);
  if (words.length === 0) return text === '' ? [] : [{ text, mark: false }];
  const from = start === 0 ? 0 : words[start]!.start;
  const to = end === words.length ? text.length : words[end - 1]!.end;
  const parts: ExcerptPart[] = [];
  let cursor = from;
  for (let at = start; at < end; at++) {
    if (!hits[at]) continue;
    const word = words[at]!;
    if (word.start > cursor) parts.push({ text: text.slice(cursor, word.start), mark: false });
    parts.push({ text: text.slice(word.start, word.end), mark: true });
    cursor = word.end;
  }
  if (to > cursor) parts.push({ text: text.slice(cursor, to), mark: false });
  if (from > 0) parts.unshift({ text: '… ', mark: false });
  if (to < text.length) parts.push({ text: ' …', mark: false });
  return parts;
}

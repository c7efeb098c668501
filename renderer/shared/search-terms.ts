/**
 * How text becomes search terms, the same at build time (the index) and in
 * the browser (the query), so that what the reader types meets what was
 * indexed. A word is a run of letters and digits (underscores may join runs); it is lowercased, loses its
 * diacritics and is reduced to its English stem (Porter's, the `stemmer`
 * package), so "cancelled", "cancels" and "cancel" are one term. An
 * identifier written in camelCase (`cancelPurchase`) or snake_case
 * (`user_cancel`) is a term as a whole and one for each part, so it is found
 * by its name and by its words.
 */
import { stemmer } from 'stemmer';

/** Words too common to tell pages apart (and the words a question is asked with): not indexed, and dropped from a query that has other words. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by can do does for from has have how if in into is it its may me more must my not of on or our so such than that the their then there these they this to was we were what when where which who why will with you your'.split(
    ' ',
  ),
);

/** A word of a text, as written, with where it starts and ends in the text. */
export interface Word {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const WORD = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;
const CAMEL_PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;
const ASCII_LETTERS = /^[a-z]+$/;

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) words.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  return words;
}

/** The words of a text, without their places. */
export function wordTextsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Lowercase, without diacritics: `Café` → `cafe`. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The stem of a normalized word: English words by Porter's rules, anything with digits or other scripts as it is. */
export function stemOf(normalized: string): string {
  return ASCII_LETTERS.test(normalized) ? stemmer(normalized) : normalized;
}

/**
 * The terms a word is indexed under, stop words and single letters left out:
 * `Payments` → `payment`; `cancelPurchase` → `cancelpurchas`, `cancel`, `purchas`.
 */
export function termsOfWord(word: string): readonly string[] {
  let terms = knownTerms.get(word);
  if (terms === undefined) {
    // A site's text uses a few thousand distinct words many times over: each is worked out once.
    if (knownTerms.size >= KNOWN_TERMS_LIMIT) knownTerms.clear();
    knownTerms.set(word, (terms = workOutTerms(word)));
  }
  return terms;
}

/** The terms of a text's words, in order, repeats kept. */
export function termsOfText(text: string): string[] {
  return wordTextsOf(text).flatMap(termsOfWord);
}

const KNOWN_TERMS_LIMIT = 100_000;
const knownTerms = new Map<string, readonly string[]>();

function workOutTerms(word: string): readonly string[] {
  const terms: string[] = [];
  const add = (part: string) => {
    const normalized = normalizeWord(part);
    if ((normalized.length < 2 && !/\d/.test(normalized)) || STOP_WORDS.has(normalized)) return;
    const term = stemOf(normalized);
    if (!terms.includes(term)) terms.push(term);
  };
  add(word);
  const parts = word.split('_').flatMap((part) => part.match(CAMEL_PART) ?? []);
  if (parts !== null && parts.length > 1) for (const part of parts) add(part);
  return terms;
}

/** A word of a query: the terms it must match, and, for the word being typed, the start of the words it may be. */
export interface QueryWord {
  /** The word as typed, normalized. */
  readonly text: string;
  /** Indexed terms the word stands for (`cancelPurchase` stands for three). */
  readonly terms: readonly string[];
  /** Set on the last word while it is being typed (no space after it): any term starting with it matches too. */
  readonly prefix: string | undefined;
}

/**
 * The words of a query. Stop words and single letters are dropped unless the
 * query has nothing else; the last word is a prefix unless the query ends
 * with a space.
 */
export function queryWords(query: string): QueryWord[] {
  const words = wordsOf(query);
  const typing = words.length > 0 && words.at(-1)!.end === query.length;
  const all = words.map((word, index): QueryWord => {
    const last = typing && index === words.length - 1;
    const normalized = normalizeWord(word.text);
    const terms = termsOfWord(word.text);
    return { text: normalized, terms: terms.length > 0 ? terms : [stemOf(normalized)], prefix: last ? normalized : undefined };
  });
  // The index holds neither stop words nor single letters ("e" of "e-mails").
  const meaningful = all.filter((word) => word.prefix !== undefined || !(STOP_WORDS.has(word.text) || (word.text.length < 2 && !/\d/.test(word.text))));
  return meaningful.length > 0 ? meaningful : all;
}

/**
 * How well the site's search answers a set of queries: for each, the hits in
 * the order the search dialog shows them (pages in order, each page's hits
 * under it), and whether the first hit, or one of the first three, is one of
 * its answers. A query the docs do not answer is answered right when the
 * search says it has no results (closest matches under that line or none).
 */
import type { SearchEngine } from '../../theme/components/Search/search-engine.js';
import type { RelevanceQuery } from './queries.js';

export interface QueryOutcome {
  readonly query: RelevanceQuery;
  /** The URLs of the first hits, in the order shown. */
  readonly shown: readonly string[];
  readonly top1: boolean;
  readonly top3: boolean;
}

export interface RelevanceScore {
  readonly outcomes: readonly QueryOutcome[];
  /** Shares of the queries, 0 to 1. */
  readonly top1: number;
  readonly top3: number;
}

/** Whether a hit's URL is the answer: the same URL, or any section of the page an answer without an anchor names. */
export function answers(answer: string, url: string): boolean {
  return answer.includes('#') ? url === answer : url.split('#')[0] === answer;
}

export async function scoreRelevance(engine: SearchEngine, queries: readonly RelevanceQuery[]): Promise<RelevanceScore> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) {
    const result = await engine.search(query.query);
    const shown = result.groups.flatMap((group) => group.hits.map((hit) => hit.url));
    const right = (url: string | undefined) => url !== undefined && query.answers.some((answer) => answers(answer, url));
    // Closest matches shown under "No results for …" are not answers.
    const unanswered = query.answers.length === 0 && (shown.length === 0 || result.partial);
    outcomes.push({
      query,
      shown: shown.slice(0, 5),
      top1: unanswered || right(shown[0]),
      top3: unanswered || shown.slice(0, 3).some(right),
    });
  }
  const share = (count: number) => count / Math.max(1, outcomes.length);
  return { outcomes, top1: share(outcomes.filter((outcome) => outcome.top1).length), top3: share(outcomes.filter((outcome) => outcome.top3).length) };
}

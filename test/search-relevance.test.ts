/**
 * How often the site's search puts a right answer first, and among the first
 * three, for the queries of test/search-relevance/queries.ts: what readers of
 * this site type (concepts, questions, typos, plurals, API paths and names,
 * error codes, and questions the docs do not answer), at least 90% and 97%.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_ROOT_FILE } from '../renderer/shared/search-index-files.js';
import { createSearchEngine } from '../theme/components/Search/search-engine.js';
import { repositorySite, type SharedBuild } from './helpers/shared-builds.js';
import { RELEVANCE_QUERIES } from './search-relevance/queries.js';
import { answers, type RelevanceScore, scoreRelevance } from './search-relevance/score.js';

describe("the search of this repository's site", () => {
  let run: SharedBuild;
  let score: RelevanceScore;
  beforeAll(async () => {
    run = await repositorySite();
    const engine = createSearchEngine({
      rootUrl: `/${SEARCH_ROOT_FILE}`,
      fetchJson: async (url) => JSON.parse(await readFile(path.join(run.outDir, url), 'utf8')),
    });
    score = await scoreRelevance(engine, RELEVANCE_QUERIES);
  }, 120_000);

  it('is asked at least 40 queries, each answer a section the index holds', async () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40);
    const root = JSON.parse(await readFile(path.join(run.outDir, SEARCH_ROOT_FILE), 'utf8')) as { pages: string[] };
    const indexed: string[] = [];
    for (const file of root.pages) {
      const entries = JSON.parse(await readFile(path.join(run.outDir, `assets/search/p.${file}.json`), 'utf8')) as Array<[string, string, Array<[string]>]>;
      for (const [url, , sections] of entries) for (const [anchor] of sections) indexed.push(anchor === '' ? url : `${url}#${encodeURIComponent(anchor)}`);
    }
    for (const { query, answers: right } of RELEVANCE_QUERIES)
      for (const answer of right)
        expect(
          indexed.some((url) => answers(answer, url)),
          `${query}: ${answer}`,
        ).toBe(true);
  });

  it('puts a right answer first for 90% of them and among the first three for 97%', () => {
    const missed = score.outcomes.filter((outcome) => !outcome.top3).map((outcome) => `${outcome.query.query} → ${outcome.shown.slice(0, 3).join(', ')}`);
    expect(score.top1, `top-1 ${score.top1.toFixed(3)}; not in the top three:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    expect(score.top3, `top-3 ${score.top3.toFixed(3)}; not in the top three:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(0.97);
  });

  it('answers typos of four letters or more', () => {
    const typos = score.outcomes.filter((outcome) => outcome.query.kind === 'typo');
    expect(typos.length).toBeGreaterThanOrEqual(5);
    expect(typos.filter((outcome) => outcome.shown.length > 0).map((outcome) => outcome.query.query)).toEqual(typos.map((outcome) => outcome.query.query));
  });
});

/**
 * Fuzzing (issue 14), the small case every test run makes: one seed, a site
 * of sixty mutated docs (test/helpers/fuzz-site.ts says what is built and
 * checked). The full-size run, more seeds and docs, is in
 * test/soak/fuzz.test.ts (`npm run test:soak`).
 */
import { afterAll, describe, it } from 'vitest';
import { removeTemporaryFolders } from './helpers/cli.js';
import { expectFuzzedSiteBuilds, type FuzzCase } from './helpers/fuzz-site.js';

afterAll(removeTemporaryFolders);

const SMALL_CASE: FuzzCase = { seed: 14, docs: 60 };

describe('fuzzed docs', () => {
  it(
    `seed ${SMALL_CASE.seed}: ${SMALL_CASE.docs} mutated docs build with located diagnostics only, none stopped by the time limit, and those that parse render`,
    () => expectFuzzedSiteBuilds(SMALL_CASE),
    120_000,
  );
});

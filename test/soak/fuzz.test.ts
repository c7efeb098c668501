/**
 * Soak: fuzzing (issue 14) at full size, two seeds of 260 mutated docs each
 * (test/helpers/fuzz-site.ts says what is built and checked). A site of more
 * than 250 docs parses on worker threads, as large sites do. `npm test` runs
 * the small case (test/fuzz.test.ts), which parses on the main thread.
 */
import { afterAll, describe, it } from 'vitest';
import { removeTemporaryFolders } from '../helpers/cli.js';
import { expectFuzzedSiteBuilds, type FuzzCase } from '../helpers/fuzz-site.js';

afterAll(removeTemporaryFolders);

const FULL_SIZE: readonly FuzzCase[] = [
  { seed: 14, docs: 260 },
  { seed: 1_401, docs: 260 },
];

describe('fuzzed docs at full size', () => {
  for (const fuzzCase of FULL_SIZE) {
    it(`seed ${fuzzCase.seed}: ${fuzzCase.docs} mutated docs build with located diagnostics only, none stopped by the time limit, and those that parse render`, () =>
      expectFuzzedSiteBuilds(fuzzCase));
  }
});

/**
 * Run before every test file. Whole-site tests compare output trees of
 * several megabytes as maps of Buffers: vitest's generic equality walks them
 * byte by byte (about 9 s for a 4 MB site), Buffer.equals compares them at once.
 */
import { expect } from 'vitest';

// A worker runs many files (vitest.config.ts): the tester is added once, not once a file before it.
const BUFFER_TESTER_ADDED = Symbol.for('docs-gen.buffer-equality-tester');
const workerGlobals = globalThis as { [BUFFER_TESTER_ADDED]?: true };
if (!workerGlobals[BUFFER_TESTER_ADDED]) {
  expect.addEqualityTesters([(a: unknown, b: unknown) => (Buffer.isBuffer(a) && Buffer.isBuffer(b) ? a.equals(b) : undefined)]);
  workerGlobals[BUFFER_TESTER_ADDED] = true;
}

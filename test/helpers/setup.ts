/**
 * Run before every test file. Whole-site tests compare output trees of
 * several megabytes as maps of Buffers: vitest's generic equality walks them
 * byte by byte (about 9 s for a 4 MB site), Buffer.equals compares them at once.
 */
import { expect } from 'vitest';

expect.addEqualityTesters([(a: unknown, b: unknown) => (Buffer.isBuffer(a) && Buffer.isBuffer(b) ? a.equals(b) : undefined)]);

/**
 * Watches the heap of a command's process so that a site too large for it
 * fails with an `out-of-memory` diagnostic rather than V8's abort (exit 134
 * and a native stack trace, often after minutes of garbage collection).
 * What a full (mark-compact) collection leaves is what the process really
 * holds: when that reaches most of the heap Node allows, the next
 * allocations would only collect again and again until V8 gives up.
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/**
 * The share of the old generation's limit still held after a full collection from which a build
 * cannot be expected to finish: measured, a build holding 82% of it collected 450 times in 56 s
 * and was then aborted by V8 on its next large allocation.
 */
export const EXHAUSTED_SHARE = 0.8;

/** What Node's heap limit reserves for the young generation (three 16 MB semi-spaces on 64-bit): the rest is the old generation's. */
const YOUNG_GENERATION_BYTES = 48 * 2 ** 20;

export interface HeapUse {
  readonly usedBytes: number;
  readonly limitBytes: number;
}

/** Calls `onExhausted` (once) after a full collection that left more than EXHAUSTED_SHARE of the old generation's limit in use; returns what stops watching. */
export function watchHeap(onExhausted: (use: HeapUse) => void): () => void {
  let told = false;
  const observer = new PerformanceObserver((list) => {
    if (told) return;
    const full = list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!full) return;
    const { used_heap_size: usedBytes, heap_size_limit: heapLimitBytes } = getHeapStatistics();
    const limitBytes = heapLimitBytes - YOUNG_GENERATION_BYTES;
    if (usedBytes <= EXHAUSTED_SHARE * limitBytes) return;
    told = true;
    onExhausted({ usedBytes, limitBytes });
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}

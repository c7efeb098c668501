/**
 * Synchronous work with a time limit. The vm module interrupts a script that
 * runs past its `timeout`, on the main thread as on a worker thread, even in
 * the middle of a loop; a one-call script puts any function under that
 * watchdog. Each call starts the watchdog's thread, about 0.1 ms.
 */
import vm from 'node:vm';

const context = vm.createContext({ work: undefined as (() => unknown) | undefined });
const callWork = new vm.Script('work()', { filename: 'docs-gen-time-limit' });

export type TimeLimited<T> = { readonly done: true; readonly value: T } | { readonly done: false };

/** Runs `work`; when it runs longer than `timeoutMs`, interrupts it and returns `{ done: false }`. Its exceptions pass through. */
export function runWithTimeLimit<T>(work: () => T, timeoutMs: number): TimeLimited<T> {
  context.work = work;
  try {
    return { done: true, value: callWork.runInContext(context, { timeout: timeoutMs }) as T };
  } catch (error) {
    if ((error as { code?: unknown } | undefined)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { done: false };
    throw error;
  } finally {
    context.work = undefined;
  }
}

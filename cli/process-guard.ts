/**
 * A build runs the site's own code (its config) in docs-gen's process. Code
 * that calls process.exit or throws from a timer after the config loaded
 * would end the command half way: silently with exit 0, or with a raw stack
 * trace. While a command runs, such an ending is reported as what it is,
 * with exit code 1 (the output is only ever switched whole, so it is intact).
 */
import { exitCodeOf, type Diagnostic } from '../renderer/index.js';
import { watchHeap } from './heap-watch.js';

export interface ProcessGuard {
  /** The command finished: its exit code stands. */
  release(): void;
}

/**
 * `print` must write synchronously: it may run in the process's 'exit' event. `doing` says what the
 * command is at (`rendering 1,222 of 2,001 pages`), for a process that runs out of memory: it is
 * stopped with an `out-of-memory` diagnostic before V8 would abort it.
 */
export function guardProcess({ print, doing }: { print: (diagnostic: Diagnostic) => void; doing: () => string }): ProcessGuard {
  let running = true;
  // Taken now: the config loader replaces process.exit while the config runs.
  const exit = process.exit.bind(process);
  /** Reports the ending and returns its exit code. */
  const stop = (message: string) => {
    const diagnostic: Diagnostic = {
      code: 'internal-error',
      severity: 'error',
      message,
      hint: 'Look for process.exit, or for a promise or timer that throws, in site.config.ts and what it imports.',
    };
    print(diagnostic);
    return exitCodeOf([diagnostic]);
  };
  const onExit = () => {
    if (!running) return;
    process.exitCode = stop('Something called process.exit before the build finished (the site config, or code it loaded); the output was not changed');
  };
  const onError = (error: unknown) => {
    if (!running) return;
    running = false;
    const message = error instanceof Error ? error.message : String(error);
    exit(
      stop(
        `The build stopped on an error thrown outside of it (by the site config, or code it loaded, after it loaded): ${message}; the output was not changed`,
      ),
    );
  };
  const onRejection = (reason: unknown) => {
    // While the config loads, its loader listens too, and reports the rejection at its place in the config.
    if (process.listenerCount('unhandledRejection') === 1) onError(reason);
  };
  const stopWatchingHeap = watchHeap(({ usedBytes, limitBytes }) => {
    if (!running) return;
    running = false;
    const diagnostic: Diagnostic = {
      code: 'out-of-memory',
      severity: 'error',
      message: `The build ran out of memory while ${doing()}: ${megabytes(usedBytes)} of the ${megabytes(limitBytes)} Node allows its heap were still in use after a full garbage collection; it was stopped before Node would abort, and the output was not changed`,
    };
    print(diagnostic);
    exit(exitCodeOf([diagnostic]));
  });
  process.on('exit', onExit);
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onRejection);
  return {
    release() {
      running = false;
      stopWatchingHeap();
      process.off('exit', onExit);
      process.off('uncaughtException', onError);
      process.off('unhandledRejection', onRejection);
    },
  };
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB`;
}

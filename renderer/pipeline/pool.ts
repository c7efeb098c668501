/**
 * Runs tasks on the main thread and, for jobs big enough to repay starting
 * them, on worker threads too, all taking from one queue. The main thread
 * counts as one of the threads: it would otherwise sit idle while workers
 * parse, and each extra worker costs a second copy of the parser and theme
 * to load and warm up. On the largest jobs it only hands out tasks (see
 * MAIN_THREAD_TASK_LIMIT).
 *
 * Running from TypeScript sources (as the tests do) there is no compiled
 * worker script, and everything runs on the main thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createTaskRunner, setupForWorker, type Task, type TaskResult, type TaskSetup } from './tasks.js';

export interface TaskPool {
  run(task: Task): Promise<TaskResult>;
  /** Tasks worth keeping queued so no thread waits. */
  readonly capacity: number;
  /** Threads taking tasks, the main thread included when it takes them. */
  readonly threads: number;
  /** Worker threads among them. */
  readonly workers: number;
  close(): Promise<void>;
}

/** The task pools of one run: the main thread alone for small jobs, with workers from the first large one on. */
export interface Pools {
  /** Workers when there are enough tasks to repay starting them, else the main thread. */
  forTasks(count: number): TaskPool;
  /**
   * The large job is done: its workers close now, while the main thread goes on alone (a build's search index),
   * and not at the end, which waited for them; a later large job starts workers again.
   */
  releaseWorkers(): void;
  close(): Promise<void>;
}

export function createPools({
  setup,
  threads,
  onWorkers,
}: {
  setup: TaskSetup;
  threads: number;
  onWorkers: (pool: Pick<TaskPool, 'threads' | 'workers'>) => void;
}): Pools {
  let mainOnly: TaskPool | undefined;
  let withWorkers: TaskPool | undefined;
  const released: Promise<void>[] = [];
  return {
    forTasks(count) {
      if (withWorkers) return withWorkers;
      if (count >= MIN_TASKS_FOR_WORKERS && threads > 1) {
        withWorkers = createTaskPool({ setup, threads, mainTakesTasks: count < MAIN_THREAD_TASK_LIMIT });
        onWorkers(withWorkers);
        return withWorkers;
      }
      mainOnly ??= createTaskPool({ setup, threads: 1 });
      return mainOnly;
    },
    releaseWorkers() {
      if (withWorkers === undefined) return;
      released.push(withWorkers.close());
      withWorkers = undefined;
    },
    close: async () => {
      await Promise.all([mainOnly?.close(), withWorkers?.close(), ...released]);
    },
  };
}

/**
 * A worker thread's entry, beside dist/ where the CLI bundle runs from: it runs the compiled worker
 * (dist/worker.cjs, from worker.ts). From the TypeScript sources, the path leads nowhere.
 */
const WORKER_SCRIPT = new URL('../cli/worker-thread.cjs', import.meta.url);

/** Below this many tasks, starting a worker (loading the parser and the theme again) costs more than it saves. */
export const MIN_TASKS_FOR_WORKERS = 250;

export function defaultThreadCount(): number {
  return availableParallelism();
}

/** More threads than cores only add copies of the parser and theme to load and warm up, and memory to hold them. */
export function maxThreadCount(): number {
  return availableParallelism();
}

/**
 * From this many tasks on, the main thread leaves them to one worker per thread. It holds every doc's
 * parse results, and as they pile up, each young-generation collection of its heap costs more: at 10,000
 * docs its collections took a quarter of its time against a worker's twelfth, and a build left to two
 * workers took 0.91× the time. At 1,000 and 3,000 docs, its help still wins (about 0.95×), for each
 * worker costs one more copy of the parser to load and warm up.
 */
export const MAIN_THREAD_TASK_LIMIT = 5_000;

/** Tasks sent ahead to each worker, so it never waits for the main thread, which is busy with tasks of its own or a collection. */
const TASKS_PER_WORKER = 8;

/**
 * Tasks the main thread runs in a row, under one watchdog (TaskRunner.runEach), before it hands out the
 * workers' next tasks: a few milliseconds each, so workers with TASKS_PER_WORKER sent ahead never run dry.
 */
const MAIN_TASKS_PER_TURN = 4;

interface Pending {
  readonly task: Task;
  readonly resolve: (result: TaskResult) => void;
  readonly reject: (error: Error) => void;
}

type WorkerReply = { id: number; result: TaskResult } | { id: number; error: { message: string; stack?: string } };

/**
 * `threads` 1 (or no worker script): the main thread alone. `mainTakesTasks` false: `threads` workers,
 * the main thread only handing out tasks.
 */
export function createTaskPool({ setup, threads, mainTakesTasks = true }: { setup: TaskSetup; threads: number; mainTakesTasks?: boolean }): TaskPool {
  const canStartWorkers = existsSync(fileURLToPath(WORKER_SCRIPT));
  const workerCount = canStartWorkers ? Math.max(0, mainTakesTasks ? threads - 1 : threads) : 0;
  const mainRuns = mainTakesTasks || workerCount === 0;
  const runner = createTaskRunner(setup);
  const queue: Pending[] = [];
  const inFlight = new Map<number, Pending>();
  const slots = new Map<Worker, Set<number>>();
  let nextId = 0;
  let failure: Error | undefined;
  let closing = false;
  let mainScheduled = false;

  const fail = (error: Error) => {
    failure ??= error;
    for (const pending of [...queue.splice(0), ...inFlight.values()]) pending.reject(failure);
    inFlight.clear();
  };

  const feedWorkers = () => {
    for (const [worker, ids] of slots) {
      while (ids.size < TASKS_PER_WORKER && queue.length > 0) {
        const pending = queue.shift()!;
        const id = nextId++;
        ids.add(id);
        inFlight.set(id, pending);
        worker.postMessage({ id, task: pending.task });
      }
    }
  };

  // A few tasks per turn of the event loop, so worker replies and file I/O are handled in between.
  const runOnMain = () => {
    mainScheduled = false;
    const taken = queue.splice(0, MAIN_TASKS_PER_TURN);
    runner.runEach(
      taken.map((pending) => pending.task),
      (index, outcome) => {
        const pending = taken[index]!;
        if (outcome.error === undefined) pending.resolve(outcome.result);
        else pending.reject(outcome.error);
      },
    );
    scheduleMain();
  };
  const scheduleMain = () => {
    if (!mainRuns || mainScheduled || queue.length === 0) return;
    mainScheduled = true;
    setImmediate(runOnMain);
  };

  for (let index = 0; index < workerCount; index++) {
    const worker = new Worker(WORKER_SCRIPT, { workerData: setupForWorker(setup) });
    const ids = new Set<number>();
    slots.set(worker, ids);
    worker.on('message', (reply: WorkerReply) => {
      const pending = inFlight.get(reply.id);
      ids.delete(reply.id);
      inFlight.delete(reply.id);
      if (pending === undefined) return;
      if ('error' in reply) {
        const error = new Error(reply.error.message);
        error.stack = reply.error.stack;
        pending.reject(error);
      } else {
        pending.resolve(reply.result);
      }
      feedWorkers();
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      slots.delete(worker);
      if (code !== 0 && !closing) fail(new Error(`A build worker stopped unexpectedly (exit code ${code})`));
    });
  }

  return {
    run(task) {
      if (failure) return Promise.reject(failure);
      return new Promise<TaskResult>((resolve, reject) => {
        queue.push({ task, resolve, reject });
        feedWorkers();
        scheduleMain();
      });
    },
    capacity: (mainRuns ? MAIN_TASKS_PER_TURN + 2 : 0) + workerCount * (TASKS_PER_WORKER + 2),
    threads: (mainRuns ? 1 : 0) + workerCount,
    workers: workerCount,
    async close() {
      closing = true;
      runner.close();
      // Asked, not terminated: each worker closes its pack file first.
      await Promise.all(
        [...slots.keys()].map(
          (worker) =>
            new Promise((resolve) => {
              worker.once('exit', resolve);
              worker.postMessage('close');
            }),
        ),
      );
    },
  };
}

/**
 * Runs tasks on worker threads, or on the main thread when the job is too
 * small to repay starting workers (or when running from TypeScript sources,
 * as the tests do, where there is no compiled worker script).
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createTaskRunner, type Task, type TaskResult, type TaskSetup } from './tasks.js';

export interface TaskPool {
  run(task: Task): Promise<TaskResult>;
  /** Tasks worth keeping queued so no thread waits: a few per thread. */
  readonly capacity: number;
  /** Worker threads in use; 0 when tasks run on the main thread. */
  readonly threads: number;
  close(): Promise<void>;
}

/** Compiled beside the CLI bundle (dist/worker.mjs) by cli/compile.mjs. */
const WORKER_SCRIPT = new URL('./worker.mjs', import.meta.url);

/** Below this many tasks, starting a worker (loading the parser and the theme again) costs more than it saves. */
export const MIN_TASKS_FOR_WORKERS = 64;

export function defaultThreadCount(): number {
  return availableParallelism();
}

export function createTaskPool({ setup, threads }: { setup: TaskSetup; threads: number }): TaskPool {
  if (threads <= 0 || !existsSync(fileURLToPath(WORKER_SCRIPT))) return createInProcessPool(setup);
  return createWorkerPool(setup, threads);
}

function createInProcessPool(setup: TaskSetup): TaskPool {
  const runner = createTaskRunner(setup);
  return {
    run: async (task) => runner.run(task),
    capacity: 1,
    threads: 0,
    close: async () => runner.close(),
  };
}

interface Pending {
  readonly task: Task;
  readonly resolve: (result: TaskResult) => void;
  readonly reject: (error: Error) => void;
}

type WorkerReply = { id: number; result: TaskResult } | { id: number; error: { message: string; stack?: string } };

/** Each worker holds this many tasks: one running, one ready, so it never waits on the main thread. */
const TASKS_PER_WORKER = 2;

function createWorkerPool(setup: TaskSetup, threads: number): TaskPool {
  const queue: Pending[] = [];
  const inFlight = new Map<number, Pending>();
  const slots = new Map<Worker, Set<number>>();
  let nextId = 0;
  let failure: Error | undefined;
  let closing = false;

  const fail = (error: Error) => {
    failure ??= error;
    for (const pending of [...queue.splice(0), ...inFlight.values()]) pending.reject(failure);
    inFlight.clear();
  };

  const pump = () => {
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

  for (let index = 0; index < threads; index++) {
    const worker = new Worker(WORKER_SCRIPT, { workerData: setup });
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
      pump();
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
        pump();
      });
    },
    capacity: threads * TASKS_PER_WORKER * 2,
    threads,
    async close() {
      closing = true;
      const workers = [...slots.keys()];
      // Asked, not terminated: each closes its pack file first.
      await Promise.all(workers.map((worker) => new Promise((resolve) => {
        worker.once('exit', resolve);
        worker.postMessage('close');
      })));
    },
  };
}

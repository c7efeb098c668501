/**
 * A build worker thread: runs the tasks the pool sends, in order, until told to close. Compiled to
 * dist/worker.cjs, which cli/worker-thread.cjs starts with V8's code cache, as the launcher starts the CLI.
 */
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { createTaskRunner, setupInWorker, type Task, type TaskOutcome, type TaskSetup } from './tasks.js';

type Message = { id: number; task: Task } | 'close';

/** `onClosed`: called once the thread has run its last task, when it is told to close. */
export async function startWorker({ onClosed }: { onClosed: () => void }): Promise<void> {
  const runner = createTaskRunner(await setupInWorker(workerData as TaskSetup));
  const port = parentPort!;

  const close = () => {
    runner.close();
    port.close();
    onClosed();
  };

  const reply = (id: number, outcome: TaskOutcome) => {
    if (outcome.error === undefined) {
      port.postMessage({ id, result: outcome.result });
      return;
    }
    const { message, stack } = outcome.error;
    port.postMessage({ id, error: { message, stack } });
  };

  port.on('message', (first: Message) => {
    if (first === 'close') return close();
    // The tasks the pool sent ahead run in one row, under one watchdog (TaskRunner.runEach).
    const received = [first];
    let closing = false;
    for (let next = receiveMessageOnPort(port); next !== undefined; next = receiveMessageOnPort(port)) {
      const message = next.message as Message;
      if (message === 'close') {
        closing = true;
        break;
      }
      received.push(message);
    }
    runner.runEach(
      received.map((message) => message.task),
      (index, outcome) => reply(received[index]!.id, outcome),
    );
    if (closing) close();
  });
}

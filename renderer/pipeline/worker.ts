/** Entry of a build worker thread: runs the tasks the pool sends, one at a time, until told to close. */
import { parentPort, workerData } from 'node:worker_threads';
import { createTaskRunner, setupInWorker, type Task, type TaskSetup } from './tasks.js';

const runner = createTaskRunner(await setupInWorker(workerData as TaskSetup));
const port = parentPort!;

port.on('message', (message: { id: number; task: Task } | 'close') => {
  if (message === 'close') {
    runner.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ id: message.id, result: runner.run(message.task) });
  } catch (error) {
    const { message: text, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id: message.id, error: { message: text, stack } });
  }
});

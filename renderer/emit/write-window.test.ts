import { describe, expect, it } from 'vitest';
import { createWriteWindow } from './write-window.js';

/** A write that ends when told to. */
function controlledWrite() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

/** A promise, and whether it has settled yet. */
function settled(promise: Promise<unknown>) {
  const watched = { done: false, promise };
  watched.promise = promise.then(() => {
    watched.done = true;
  });
  return watched;
}

describe('createWriteWindow', () => {
  it('keeps up to its size in flight, and makes the next wait for room', async () => {
    const window = createWriteWindow(2);
    const [first, second, third] = [controlledWrite(), controlledWrite(), controlledWrite()];
    await window.add(first.promise);
    const roomForThird = settled(window.add(second.promise));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(roomForThird.done).toBe(false);
    first.finish();
    await roomForThird.promise;
    expect(roomForThird.done).toBe(true);
    const addingThird = window.add(third.promise);
    second.finish();
    await addingThird;
    const allDone = settled(window.done());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(allDone.done).toBe(false);
    third.finish();
    await allDone.promise;
    expect(allDone.done).toBe(true);
  });

  it('throws the first failure, from the next add or from done, and leaves no later failure unhandled', async () => {
    const window = createWriteWindow(4);
    const [first, second] = [controlledWrite(), controlledWrite()];
    await window.add(first.promise);
    await window.add(second.promise);
    first.fail(new Error('ENOSPC: no space left on device, write'));
    second.fail(new Error('a second failure'));
    await expect(window.done()).rejects.toThrow('ENOSPC');
    await expect(window.add(Promise.resolve())).rejects.toThrow('ENOSPC');
  });
});

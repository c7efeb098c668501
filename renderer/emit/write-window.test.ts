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

describe('createWriteWindow', () => {
  it('keeps up to its size in flight, and makes the next wait for room', async () => {
    const window = createWriteWindow(2);
    const [first, second, third] = [controlledWrite(), controlledWrite(), controlledWrite()];
    await window.add(first.promise);
    let roomForThird = false;
    const adding = window.add(second.promise).then(() => {
      roomForThird = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(roomForThird).toBe(false);
    first.finish();
    await adding;
    expect(roomForThird).toBe(true);
    const addingThird = window.add(third.promise);
    second.finish();
    await addingThird;
    let allDone = false;
    const done = window.done().then(() => {
      allDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(allDone).toBe(false);
    third.finish();
    await done;
    expect(allDone).toBe(true);
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

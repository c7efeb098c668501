import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressReporter } from './progress.js';

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('build progress', () => {
  it('prints nothing for a build that is over within half a second', () => {
    for (const terminal of [true, false]) {
      const out = capture();
      const progress = createProgressReporter({ stream: out.stream, terminal });
      for (let done = 1; done <= 10; done++) progress.update({ phase: 'render', done, total: 10 });
      progress.stop();
      expect(out.text()).toBe('');
    }
  });

  it('draws a bar in place in a terminal, with pages done, the total and the time, and clears it at the end', () => {
    const out = capture();
    const progress = createProgressReporter({ stream: out.stream, terminal: true });
    vi.advanceTimersByTime(1000);
    progress.update({ phase: 'render', done: 250, total: 1000 });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's escape sequence is what is tested
    expect(out.text()).toMatch(/^\r\x1b\[2KRendering ██████░{18} 250\/1000 pages · 1\.0s$/);
    progress.stop();
    expect(out.text().endsWith('\r\x1b[2K')).toBe(true);
  });

  it('writes plain lines elsewhere: one every few seconds, and one when a long phase ends', () => {
    const out = capture();
    const progress = createProgressReporter({ stream: out.stream, terminal: false });
    progress.update({ phase: 'parse', done: 1, total: 1000 });
    vi.advanceTimersByTime(5000);
    progress.update({ phase: 'parse', done: 400, total: 1000 });
    vi.advanceTimersByTime(2000);
    progress.update({ phase: 'parse', done: 1000, total: 1000 });
    expect(out.text()).toBe('Parsing 400/1000 docs (40%), 5.0s\nParsed 1000 docs in 7.0s\n');
    expect(out.text()).not.toContain('\r');
  });
});

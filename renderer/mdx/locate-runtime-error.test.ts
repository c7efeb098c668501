import { describe, expect, it } from 'vitest';
import { locateRuntimeError } from './locate-runtime-error.js';

describe('locateRuntimeError', () => {
  it('places an undefined name at its first use in an expression, outside code', () => {
    const source = '# Title\n\n```js\nconst a = {clientId};\n```\n\nUse clientId as your {clientId} here.\n';
    expect(locateRuntimeError(source, new ReferenceError('clientId is not defined'))).toEqual({ line: 7, column: 23 });
  });

  it('does not take a longer name holding it for it', () => {
    const source = 'A {myId} and {id}.\n';
    expect(locateRuntimeError(source, new ReferenceError('id is not defined'))).toEqual({ line: 1, column: 15 });
  });

  it('places any other error at the start of the file', () => {
    expect(locateRuntimeError('# T\n\n{x.y}\n', new TypeError("Cannot read properties of undefined (reading 'y')"))).toEqual({ line: 1, column: 1 });
    expect(locateRuntimeError('# T\n', new ReferenceError('gone is not defined'))).toEqual({ line: 1, column: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { renderRouteSizes } from './route-sizes.js';

describe('renderRouteSizes', () => {
  it('lists each route with its data size, in code-point order whatever order they came in', () => {
    expect(
      renderRouteSizes([
        ['/guide/install', 11956],
        ['/', 9120],
        ['/api/transaction', 184276],
        ['/Guide', 10],
      ]),
    ).toBe('{"/":9120,"/Guide":10,"/api/transaction":184276,"/guide/install":11956}');
  });

  it('writes an empty table for a site without routes', () => {
    expect(renderRouteSizes([])).toBe('{}');
  });
});

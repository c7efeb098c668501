import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Details } from './index.js';

describe('Details', () => {
  it('renders a native disclosure with the given summary', () => {
    expect(renderToString(<Details summary="Response body">JSON</Details>)).toBe(
      '<details class="details"><summary class="details__summary">Response body</summary><div class="details__content">JSON</div></details>',
    );
  });

  it('falls back to a generic summary', () => {
    expect(renderToString(<Details>JSON</Details>)).toContain('<summary class="details__summary">Details</summary>');
  });
});

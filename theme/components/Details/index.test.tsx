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

  it('takes its summary from a <summary> child, as Docusaurus does, and leaves the rest as content', () => {
    expect(
      renderToString(
        <Details>
          <summary>
            Open <strong>me</strong>
          </summary>
          <p>Body</p>
        </Details>,
      ),
    ).toBe(
      '<details class="details"><summary class="details__summary">Open <strong>me</strong></summary><div class="details__content"><p>Body</p></div></details>',
    );
  });
});

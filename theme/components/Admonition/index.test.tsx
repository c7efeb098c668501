import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Admonition } from './index.js';

describe('Admonition', () => {
  it('titles itself with the capitalised type by default', () => {
    const html = renderToString(
      <Admonition type="warning">
        <p>Rotate the key.</p>
      </Admonition>,
    );
    expect(html).toMatch(
      /^<div class="admonition admonition--warning" role="note"><p class="admonition__heading"><span class="admonition__icon"><svg[^>]*aria-hidden="true"/,
    );
    expect(html).toContain('</span>Warning</p><div class="admonition__content"><p>Rotate the key.</p></div>');
  });

  it('uses the given title instead', () => {
    const html = renderToString(
      <Admonition type="tip" title="Faster builds">
        Cache it.
      </Admonition>,
    );
    expect(html).toContain('</span>Faster builds</p>');
    expect(html).not.toContain('Tip');
  });
});

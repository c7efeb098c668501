import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../testing/render.js';
import { Mermaid } from './index.js';

describe('Mermaid', () => {
  it('ships the diagram source as escaped text for the browser to draw', () => {
    expect(renderHtml(<Mermaid value={'graph TD\n  A-->B<C>'} />)).toBe(
      '<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-diagram__source">graph TD\n  A--&gt;B&lt;C&gt;</pre></div>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../testing/render.js';
import { Mermaid } from './index.js';
import { mermaidThemeVariables } from './site-palette.js';

describe('Mermaid', () => {
  it('ships the diagram source as escaped text for the browser to draw', () => {
    expect(renderHtml(<Mermaid value={'graph TD\n  A-->B<C>'} />)).toBe(
      '<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-diagram__source">graph TD\n  A--&gt;B&lt;C&gt;</pre></div>',
    );
  });
});

describe('mermaidThemeVariables', () => {
  const palette = {
    primary: '#1f5fd1',
    text: '#1c2430',
    textMuted: '#566173',
    background: '#ffffff',
    surface: '#f4f6f9',
    border: '#dde2ea',
    fontFamily: 'system-ui',
  };

  it('outlines nodes in the primary colour on the surface colour, with text and lines in the text colours', () => {
    const variables = mermaidThemeVariables(palette);
    expect(variables).toMatchObject({
      mainBkg: '#f4f6f9',
      primaryColor: '#f4f6f9',
      nodeBorder: '#1f5fd1',
      primaryTextColor: '#1c2430',
      lineColor: '#566173',
      fontFamily: 'system-ui',
    });
  });

  it("sets every colour from the palette, so none of mermaid's stock colours (lavender nodes, yellow notes) is left", () => {
    const colours = new Set(Object.values(palette));
    expect(Object.entries(mermaidThemeVariables(palette)).filter(([, value]) => !colours.has(value))).toEqual([]);
  });
});

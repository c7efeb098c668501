import { useEffect, useId, useState } from 'react';
import { usePageData } from '../../page-context.js';

export interface MermaidProps {
  /** The diagram source. */
  readonly value: string;
}

/**
 * The server sends the source as readable text; in the browser the mermaid
 * library (its own chunk, loaded only by pages that have a diagram) draws it
 * with the configured theme for the current colour mode, in the site's
 * palette, and draws it again when the mode changes.
 */
export function Mermaid({ value }: MermaidProps) {
  const { mermaidTheme } = usePageData().site;
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string | undefined>(undefined);

  useEffect(() => {
    let current = true;
    // One drawing at a time: mermaid renders into a scratch element named by the id.
    let drawing = Promise.resolve();
    // Mermaid first removes whatever element has the id it renders to: each drawing gets its own, so the one shown stays until replaced.
    let drawings = 0;
    const draw = () => {
      drawing = drawing
        .then(async () => {
          // The palette's code loads with the library: pages without a diagram need neither.
          const [{ default: mermaid }, { mermaidThemeVariables, readSitePalette }] = await Promise.all([import('mermaid'), import('./site-palette.js')]);
          const dark = document.documentElement.dataset.theme === 'dark';
          mermaid.initialize({
            startOnLoad: false,
            theme: (dark ? mermaidTheme.dark : mermaidTheme.light) as 'default',
            themeVariables: mermaidThemeVariables(readSitePalette()),
          });
          const { svg: drawn } = await mermaid.render(`${id}-${++drawings}`, value);
          if (current) setSvg(drawn);
        })
        .catch((error: unknown) => console.error(`docs-gen: could not draw a mermaid diagram: ${error instanceof Error ? error.message : String(error)}`));
    };
    draw();
    const modeChanges = new MutationObserver(draw);
    modeChanges.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      current = false;
      modeChanges.disconnect();
    };
  }, [id, value, mermaidTheme]);

  return (
    <div className="mermaid-diagram" data-mermaid="">
      {svg === undefined ? (
        <pre className="mermaid-diagram__source">{value}</pre>
      ) : (
        <div className="mermaid-diagram__svg" dangerouslySetInnerHTML={{ __html: svg }} />
      )}
    </div>
  );
}

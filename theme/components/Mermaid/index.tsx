import { useEffect, useId, useState } from 'react';
import { usePageData } from '../../page-context.js';

export interface MermaidProps {
  /** The diagram source. */
  readonly value: string;
}

/**
 * The server sends the source as readable text; in the browser the mermaid
 * library (its own chunk, loaded only by pages that have a diagram) draws it
 * with the site's theme for the current colour mode.
 */
export function Mermaid({ value }: MermaidProps) {
  const { mermaidTheme } = usePageData().site;
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string | undefined>(undefined);

  useEffect(() => {
    let current = true;
    const dark = document.documentElement.dataset.theme === 'dark';
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, theme: (dark ? mermaidTheme.dark : mermaidTheme.light) as 'default' });
        const { svg: drawn } = await mermaid.render(id, value);
        if (current) setSvg(drawn);
      })
      .catch((error: unknown) => console.error(`docs-gen: could not draw a mermaid diagram: ${error instanceof Error ? error.message : String(error)}`));
    return () => {
      current = false;
    };
  }, [id, value, mermaidTheme]);

  return (
    <div className="mermaid-diagram" data-mermaid="">
      {svg === undefined ? <pre className="mermaid-diagram__source">{value}</pre> : <div className="mermaid-diagram__svg" dangerouslySetInnerHTML={{ __html: svg }} />}
    </div>
  );
}

export interface MermaidProps {
  /** The diagram source. */
  readonly value: string;
}

/** Ships the source as readable text; the mermaid client module, loaded only on pages with `data-mermaid`, draws it. */
export function Mermaid({ value }: MermaidProps) {
  return (
    <div className="mermaid-diagram" data-mermaid="">
      <pre className="mermaid-diagram__source">{value}</pre>
    </div>
  );
}

import type { TocEntry } from '../../../renderer/shared/page-data.js';

export interface TableOfContentsProps {
  /** Headings in document order; depth is the heading level (2 for h2). */
  readonly toc: readonly TocEntry[];
}

interface TocNode {
  readonly entry: TocEntry;
  readonly children: TocNode[];
}

export function TableOfContents({ toc }: TableOfContentsProps) {
  if (toc.length === 0) return null;
  return (
    <nav className="table-of-contents" aria-labelledby="__docs_toc_title">
      <p className="table-of-contents__title" id="__docs_toc_title">
        On this page
      </p>
      <TocList nodes={buildTocTree(toc)} />
    </nav>
  );
}

/** Nests each heading under the nearest earlier one of a lower level, so a skipped level (h2 → h4) still nests once. */
function buildTocTree(toc: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of toc) {
    const node: TocNode = { entry, children: [] };
    while (open.length > 0 && open[open.length - 1]!.entry.depth >= entry.depth) open.pop();
    (open[open.length - 1]?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}

function TocList({ nodes }: { readonly nodes: readonly TocNode[] }) {
  return (
    <ul className="table-of-contents__list">
      {nodes.map(({ entry, children }) => (
        <li key={entry.id} className="table-of-contents__item">
          <a className="table-of-contents__link" href={`#${entry.id}`}>
            {entry.text}
          </a>
          {children.length > 0 && <TocList nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

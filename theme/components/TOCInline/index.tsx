import { useContext } from 'react';
import { escapeHtml } from '../../../renderer/shared/escape-html.js';
import type { TocEntry } from '../../../renderer/shared/page-data.js';
import { PageContext } from '../../page-context.js';
import { buildTocTree, type TocNode } from '../TableOfContents/index.js';

/** An entry of a page's `toc`, as Docusaurus gives it to MDX: `value` is the heading's HTML. */
export interface TOCInlineItem {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

export interface TOCInlineProps {
  /** The headings to list; by default the page's (in MDX, the `toc` the page exports: `toc={toc.slice(1)}`). */
  readonly toc?: readonly TOCInlineItem[];
  /** @default 2 */
  readonly minHeadingLevel?: number;
  /** @default 3 */
  readonly maxHeadingLevel?: number;
}

/** A table of contents inside the text, as Docusaurus's `@theme/TOCInline`. */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps) {
  const page = useContext(PageContext);
  const items = toc ?? (page?.toc ?? []).map((entry) => ({ value: escapeHtml(entry.text), id: entry.id, level: entry.depth }));
  const entries: TocEntry[] = items
    .filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel)
    .map((item) => ({ depth: item.level, text: item.value, id: item.id }));
  if (entries.length === 0) return null;
  return (
    <div className="toc-inline">
      <InlineList nodes={buildTocTree(entries)} />
    </div>
  );
}

function InlineList({ nodes }: { readonly nodes: readonly TocNode[] }) {
  return (
    <ul>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          {/* The value is HTML (`<code>run</code>`), from the page's own headings or its author. */}
          <a href={`#${entry.id}`} dangerouslySetInnerHTML={{ __html: entry.text }} />
          {children.length > 0 && <InlineList nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

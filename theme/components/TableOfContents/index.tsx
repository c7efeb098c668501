import { useEffect, useState, type MouseEvent } from 'react';
import type { TocEntry } from '../../../renderer/shared/page-data.js';
import { classNames } from '../../utils/class-names.js';

export interface TableOfContentsProps {
  /** Headings in document order; depth is the heading level (2 for h2). */
  readonly toc: readonly TocEntry[];
}

export interface TocNode {
  readonly entry: TocEntry;
  readonly children: TocNode[];
}

/** Marks the link of the section being read; the server marks none, so hydration matches whatever the scroll position. */
export function TableOfContents({ toc }: TableOfContentsProps) {
  const activeId = useSectionInView(toc.map((entry) => entry.id));
  if (toc.length === 0) return null;
  return (
    <nav className="table-of-contents" aria-labelledby="__docs_toc_title">
      <p className="table-of-contents__title" id="__docs_toc_title">
        On this page
      </p>
      <TocList nodes={buildTocTree(toc)} activeId={activeId} />
    </nav>
  );
}

/**
 * The same entries for phones, above the text: a <details> the server
 * renders closed, so it opens and closes without JavaScript. Following one of
 * its links closes it before the page scrolls, so the heading lands where the
 * reader looks (the router, listening on the document, scrolls after this).
 */
export function CollapsibleTableOfContents({ toc }: TableOfContentsProps) {
  if (toc.length === 0) return null;
  const closeAfterLink = (event: MouseEvent<HTMLDetailsElement>) => {
    if ((event.target as Element).closest('a') !== null) event.currentTarget.open = false;
  };
  return (
    <details className="toc-collapsible" onClick={closeAfterLink}>
      <summary className="toc-collapsible__summary">On this page</summary>
      <nav className="toc-collapsible__content" aria-label="On this page">
        <TocList nodes={buildTocTree(toc)} activeId={undefined} />
      </nav>
    </details>
  );
}

/** Nests each heading under the nearest earlier one of a lower level, so a skipped level (h2 → h4) still nests once. */
export function buildTocTree(toc: readonly TocEntry[]): TocNode[] {
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

function TocList({ nodes, activeId }: { readonly nodes: readonly TocNode[]; readonly activeId: string | undefined }) {
  return (
    <ul className="table-of-contents__list">
      {nodes.map(({ entry, children }) => (
        <li key={entry.id} className="table-of-contents__item">
          <a
            className={classNames('table-of-contents__link', entry.id === activeId && 'table-of-contents__link--active')}
            href={`#${entry.id}`}
            aria-current={entry.id === activeId ? 'true' : undefined}
          >
            {entry.text}
          </a>
          {children.length > 0 && <TocList nodes={children} activeId={activeId} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The id (of `sectionIds`, in document order) of the section in view, followed on scroll (at most
 * once a frame) and on resize, and again from the start when the ids change (client navigation).
 * Keyed by the ids, not the array, which a caller may build anew on every render.
 */
export function useSectionInView(sectionIds: readonly string[]): string | undefined {
  const [activeId, setActiveId] = useState<string>();
  const ids = sectionIds.join(' ');
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setActiveId(sectionInView(ids.split(' ')));
    };
    const scheduleUpdate = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', scheduleUpdate, { passive: true });
    window.addEventListener('resize', scheduleUpdate);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', scheduleUpdate);
      window.removeEventListener('resize', scheduleUpdate);
    };
  }, [ids]);
  return activeId;
}

/**
 * The last heading that has passed the reading line, a third down the window;
 * none while the reader is still above the first one. Once the page is
 * scrolled to its end it is the last heading, because a short last section
 * never reaches the line. The headings are looked up each time, as a new page
 * with the same ids may have replaced them.
 */
function sectionInView(ids: readonly string[]): string | undefined {
  const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null);
  const scrolledToEnd = window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
  if (scrolledToEnd) return headings.at(-1)?.id;
  const readingLine = window.innerHeight / 3;
  return headings.filter((heading) => heading.getBoundingClientRect().top <= readingLine).at(-1)?.id;
}

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { TocEntry } from '../../../renderer/shared/page-data.js';
import { decodeUrlPath } from '../../../renderer/shared/routes.js';
import { classNames } from '../../utils/class-names.js';

export interface TableOfContentsProps {
  /** Headings in document order; depth is the heading level (2 for h2). */
  readonly toc: readonly TocEntry[];
}

export interface TocNode {
  readonly entry: TocEntry;
  readonly children: TocNode[];
}

/**
 * Marks the link of the section being read; the server marks none, so hydration matches whatever the scroll position.
 * A link the reader follows stays marked until they scroll: its heading may not reach the reading line (a short
 * section near the end of the page), and a neighbour would otherwise be marked in its place.
 */
export function TableOfContents({ toc }: TableOfContentsProps) {
  const ids = toc.map((entry) => entry.id);
  const inView = useSectionInView(ids);
  const [chosenId, choose] = useChosenSection(ids);
  if (toc.length === 0) return null;
  const followLink = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (href?.startsWith('#')) choose(decodeUrlPath(href.slice(1)));
  };
  return (
    <nav className="table-of-contents" aria-labelledby="__docs_toc_title" onClick={followLink}>
      <p className="table-of-contents__title" id="__docs_toc_title">
        On this page
      </p>
      <TocList nodes={buildTocTree(toc)} activeId={chosenId ?? inView} />
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
 * The section whose link the reader followed, until the reader scrolls (wheel, touch, keys or the scroll bar) or
 * the page changes. The scroll the link itself makes is not the reader's: input before the click does not count.
 */
function useChosenSection(sectionIds: readonly string[]): [string | undefined, (id: string) => void] {
  // Kept with the headings it was chosen among: a new page (other ids) has none chosen.
  const [chosen, setChosen] = useState<{ readonly id: string; readonly among: string }>();
  const readerInput = useRef(false);
  const ids = sectionIds.join(' ');
  useEffect(() => {
    const noteInput = () => {
      readerInput.current = true;
    };
    const release = () => {
      if (readerInput.current) setChosen(undefined);
    };
    const forget = () => setChosen(undefined);
    const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const type of inputs) window.addEventListener(type, noteInput, { capture: true, passive: true });
    window.addEventListener('scroll', release, { passive: true });
    // Back and forward restore a scroll position of their own.
    window.addEventListener('popstate', forget);
    return () => {
      for (const type of inputs) window.removeEventListener(type, noteInput, { capture: true });
      window.removeEventListener('scroll', release);
      window.removeEventListener('popstate', forget);
    };
  }, []);
  const choose = (id: string) => {
    readerInput.current = false;
    setChosen({ id, among: ids });
  };
  return [chosen?.among === ids ? chosen.id : undefined, choose];
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

import { createContext, useContext, type ReactNode } from 'react';
import { contentId } from '../../../renderer/shared/content-id.js';

/**
 * Deferred content: what the reader must open to see (a schema's deeper
 * levels, a named schema opened in place) is not in the page's HTML. The
 * server renders it into the page's fragments file, a JSON object of HTML by
 * fragment id that the deferred enhancer fetches once, on first need; the
 * page holds a compact control in its place.
 */
export interface FragmentCollector {
  /** What the page's `data-fragments` attribute says until the fragments file, and so its name, is known. */
  readonly fragmentsUrl: string;
  /**
   * Takes content to render into the fragments file; content with an id already taken is the same content, and is dropped.
   * `lightens`: the content is out of the page only to keep it light (see `useWholeInPage`).
   */
  add(id: string, content: ReactNode, lightens?: boolean): void;
  /**
   * Content out of the page only to keep it light that the page holds whole this time, as its weight budget
   * decided (render-fragments.ts): its HTML, rendered once already, to weigh it. Undefined: it stays out.
   */
  wholeHtml(id: string): string | undefined;
}

/** Dispatched on the article when deferred content took the place of its section (its `detail` is that section): enhancers that act on elements, not by delegation, take it in. */
export const CONTENT_ADDED_EVENT = 'docs-gen:content-added';

/** Given by the server render; absent in the browser, where controls are only markup the enhancer acts on. */
export const FragmentCollectorContext = createContext<FragmentCollector | undefined>(undefined);

/**
 * Which of `count` parts of a page's fragments holds the fragment `id` (the attribute lists a large page's
 * parts, see render-fragments.ts): the id is a hash, so the parts are of about one size.
 */
export function fragmentsPartOf(id: string, count: number): number {
  return Number.parseInt(id, 36) % count;
}

/** The attribute naming the page's fragments file (or its parts, space-separated), on the element that holds the page's deferred controls. */
export function useFragmentsAttribute(): { readonly 'data-fragments'?: string } {
  const collector = useContext(FragmentCollectorContext);
  return collector === undefined ? {} : { 'data-fragments': collector.fragmentsUrl };
}

/**
 * For a part of the page that may be left out of its HTML only to keep the page light (an operation):
 * whether the page holds it whole. Undefined: it does not, and renders a compact form with a `Deferred`
 * control that `replaces` it, under the same `contentKey`. A string: the content's HTML, rendered already,
 * to put in the page as it is. True: whole, to render here (a render without deferred content).
 */
export function useWholeInPage(contentKey: string): string | true | undefined {
  const collector = useContext(FragmentCollectorContext);
  return collector === undefined ? true : collector.wholeHtml(contentId(contentKey));
}

export interface DeferredProps {
  /**
   * What the content is made from, as a string: equal keys must mean equal
   * content, which then shares one fragment (a schema used in ten places is
   * rendered once). Its hash is the fragment's id, stable from build to build.
   */
  readonly contentKey: string;
  /** The control's accessible name: `Show properties of customer`. */
  readonly label: string;
  /** For content that may hold itself (a named schema): what the control becomes where it would open inside its own content (`recursive: Node`). */
  readonly recursionMark?: string;
  /**
   * The content takes the place of the control's section (`data-replaces`), and loads as soon as the
   * reader nears it: a part of the page that is not in its HTML only to keep the page light.
   */
  readonly replaces?: boolean;
  readonly children: ReactNode;
}

/** A button that opens `children` in place, fetched from the page's fragments file. */
export function Deferred({ contentKey, label, recursionMark, replaces = false, children }: DeferredProps) {
  const collector = useContext(FragmentCollectorContext);
  const id = contentId(contentKey);
  collector?.add(id, children, replaces);
  return (
    <button
      type="button"
      className="api-deferred"
      aria-expanded="false"
      data-fragment={id}
      data-recursive={recursionMark}
      data-replaces={replaces ? '' : undefined}
    >
      {label}
    </button>
  );
}

/** Marks a list of `DeferredEntries`: its entries open in place when a link leads to them. */
export const DEFERRED_ENTRIES_ATTRIBUTE = 'data-deferred-entries';

/** The fragment an entry of a `DeferredEntries` list opens into: it follows from the entry's anchor, so the page needs no attribute per entry. */
export function entryFragmentId(anchor: string): string {
  return contentId(JSON.stringify(['entry', anchor]));
}

export interface DeferredEntry {
  /** The entry's id, which links name: `schema-Customer`. */
  readonly anchor: string;
  readonly label: string;
  readonly content: ReactNode;
}

/**
 * A compact list of many parts (a spec's hundreds of named schemas): each entry is only a link to itself,
 * under the part's own anchor, so the list costs two elements per part. A link that leads to an entry,
 * from this page or another, opens the part in the entry's place, from the page's fragments file.
 */
export function DeferredEntries({
  className,
  label,
  entries,
}: {
  readonly className: string;
  readonly label: string;
  readonly entries: readonly DeferredEntry[];
}) {
  const collector = useContext(FragmentCollectorContext);
  for (const entry of entries) collector?.add(entryFragmentId(entry.anchor), entry.content);
  return (
    <ul className={className} aria-label={label} {...{ [DEFERRED_ENTRIES_ATTRIBUTE]: '' }}>
      {entries.map((entry) => (
        <li id={entry.anchor} key={entry.anchor}>
          <a href={`#${entry.anchor}`}>{entry.label}</a>
        </li>
      ))}
    </ul>
  );
}

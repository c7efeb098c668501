/**
 * The search dialog, loaded when search is first opened. A modal dialog
 * (`<dialog>` shown with showModal) holding a combobox (the query) and a listbox of results grouped by page
 * (WAI-ARIA's combobox pattern: focus stays in the field, the arrow keys
 * move the active option, Enter opens it). Focus is kept inside while it is
 * open and given back to where it was when it closes. Results open with the
 * site's client navigation: each is a link, which Enter clicks. With the
 * field empty, the listbox holds the reader's recent searches instead
 * (recent-searches.ts): choosing one searches it again.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches.js';
import { createSearchEngine, type SearchAnswer, type SearchEngine, type SearchHit } from './search-engine.js';

export interface SearchDialogProps {
  /** URL of the index's root file. */
  readonly index: string;
  /** The docs version of the page being read. */
  readonly version: string | undefined;
  /** The query it opens with: read as it mounts, so it holds the keys typed while it loaded. */
  readonly initialQuery: () => string;
  /** Called once the field has focus: keys typed from then on reach it. */
  readonly onReady: () => void;
  readonly onClose: () => void;
  /**
   * The icons beside the field and on its close button, from the page's own code: imported here, they would be
   * split out of the page's script into a file of their own, which every page would then load.
   */
  readonly icons: { readonly search: ReactNode; readonly close: ReactNode };
}

const engines = new Map<string, SearchEngine>();

/** The engine of an index, one per page's lifetime, so what it fetched serves every later search. */
function engineOf(index: string): SearchEngine {
  let engine = engines.get(index);
  if (engine === undefined) {
    engine = createSearchEngine({
      rootUrl: index,
      fetchJson: async (url, { reload }) => {
        const response = await fetch(url, reload ? { cache: 'reload' } : {});
        if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
        return response.json();
      },
    });
    engines.set(index, engine);
  }
  return engine;
}

/** Starts fetching the index's root before the dialog needs it. */
export function preloadSearch(index: string): void {
  void engineOf(index)
    .search('')
    .catch(() => {});
}

/** `docs-gen dev` makes a new index after each change: while it does, the dialog asks again this often. */
const UPDATING_RETRY_MS = 1_000;

interface Shown {
  readonly query: string;
  readonly answer: SearchAnswer | undefined;
  readonly error: string | undefined;
}

export function SearchDialog({ index, version, initialQuery, onReady, onClose, icons }: SearchDialogProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [shown, setShown] = useState<Shown>({ query: '', answer: undefined, error: undefined });
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(readRecentSearches);
  const asked = useRef(0);

  // Focus moves into the dialog, the page behind stops scrolling; both are given back on close.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the dialog opens
  useLayoutEffect(() => {
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    dialog.current?.showModal();
    input.current?.focus();
    // Keys typed while the dialog loaded are in the field (those typed while it was put on screen too); the next ones follow them.
    const typed = initialQuery();
    onReady();
    if (input.current !== null && input.current.value !== typed) setQuery(typed);
    const end = typed.length;
    input.current?.setSelectionRange(end, end);
    return () => {
      dialog.current?.close();
      root.style.overflow = overflow;
      returnFocus?.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const engine = engineOf(index);
    const number = ++asked.current;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      engine.search(query, { version }).then(
        (answer) => {
          if (number !== asked.current) return;
          setShown({ query, answer, error: undefined });
          setActive(0);
          if (answer.updating)
            retry = setTimeout(() => {
              engine.refresh();
              run();
            }, UPDATING_RETRY_MS);
        },
        (error: unknown) => {
          if (number === asked.current) setShown({ query, answer: undefined, error: error instanceof Error ? error.message : String(error) });
        },
      );
    };
    run();
    return () => clearTimeout(retry);
  }, [index, version, query]);

  const hits = shown.answer?.groups.flatMap((group) => group.hits) ?? [];
  const showingRecent = query.trim() === '' && recent.length > 0;
  const choices = showingRecent ? recent.length : hits.length;
  const optionId = (at: number) => `${id}-option-${at}`;
  const openResult = () => {
    setRecent(rememberSearch(shown.query));
    onClose();
  };
  const searchAgain = (earlier: string) => {
    setQuery(earlier);
    input.current?.focus();
  };

  // The active option stays in view as the arrow keys move it.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: from its last control back to its first, and the other way.
      const controls = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button') ?? [])];
      const at = controls.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : at === controls.length - 1 ? 0 : at + 1;
      event.preventDefault();
      controls[next]?.focus();
    }
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (choices === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices) % choices);
    } else if (event.key === 'Enter' && showingRecent) {
      event.preventDefault();
      searchAgain(recent[active % choices]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // A click, so the site's router opens it as it opens any link.
      document.getElementById(optionId(active))?.click();
    }
  };

  const trimmed = shown.query.trim();
  const status =
    shown.error !== undefined
      ? `Search is not available: ${shown.error}`
      : trimmed === '' || shown.answer === undefined
        ? ''
        : hits.length === 0
          ? `No results for “${trimmed}”`
          : shown.answer.partial
            ? `No results for “${trimmed}”; ${hits.length} closest match${hits.length === 1 ? '' : 'es'} hold some of its words`
            : `${hits.length} result${hits.length === 1 ? '' : 's'} on ${shown.answer.groups.length} page${shown.answer.groups.length === 1 ? '' : 's'} for “${trimmed}”`;
  let at = 0;
  return (
    // A modal <dialog>: in the top layer, above and outside the navbar it is rendered in, the page behind inert.
    // A click on its backdrop reaches the dialog itself, outside its box; the keyboard closes it with Escape.
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-labelledby={`${id}-label`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) onClose();
      }}
    >
      <form className="search-dialog__form" role="search" onSubmit={(event) => event.preventDefault()}>
        {icons.search}
        <label id={`${id}-label`} htmlFor={`${id}-input`} className="visually-hidden">
          Search the docs
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="search-dialog__input"
          type="search"
          role="combobox"
          aria-expanded={choices > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={choices > 0 ? optionId(active % choices) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Search the docs"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <button type="button" className="search-dialog__close" aria-label="Close search" onClick={onClose}>
          {icons.close}
        </button>
      </form>
      {(shown.answer?.version !== undefined || shown.answer?.updating) && (
        <p className="search-dialog__scope">
          {shown.answer?.version !== undefined && <>Searching version {shown.answer.version.label}. </>}
          {shown.answer?.updating && <>The index is being updated with your latest changes.</>}
        </p>
      )}
      {shown.answer?.partial && hits.length > 0 && (
        <p className="search-dialog__partial">No results for “{trimmed}”. The closest matches hold some of its words:</p>
      )}
      <div
        id={`${id}-results`}
        className="search-dialog__results"
        role="listbox"
        aria-label={showingRecent ? 'Recent searches' : shown.answer?.partial ? 'Closest matches' : 'Results'}
      >
        {showingRecent && (
          <div role="group" aria-labelledby={`${id}-recent`} className="search-group">
            <div id={`${id}-recent`} className="search-group__title">
              Recent searches
            </div>
            {recent.map((earlier, index) => (
              <div
                key={earlier}
                id={optionId(index)}
                role="option"
                aria-selected={index === active % choices}
                tabIndex={-1}
                className="search-hit search-hit--recent"
                onPointerMove={() => setActive(index)}
                onClick={() => searchAgain(earlier)}
              >
                {earlier}
              </div>
            ))}
          </div>
        )}
        {!showingRecent &&
          shown.answer?.groups.map((group) => {
            const groupId = `${id}-group-${at}`;
            return (
              <div key={group.pageUrl} role="group" aria-labelledby={groupId} className="search-group">
                <div id={groupId} className="search-group__title">
                  {group.pageTitle}
                </div>
                {group.hits.map((hit) => {
                  const index = at++;
                  return (
                    <SearchOption
                      key={hit.url}
                      id={optionId(index)}
                      hit={hit}
                      active={index === active}
                      onPointerMove={() => setActive(index)}
                      onClick={openResult}
                    />
                  );
                })}
              </div>
            );
          })}
      </div>
      {showingRecent && (
        <button
          type="button"
          className="search-dialog__clear"
          onClick={() => {
            clearRecentSearches();
            setRecent([]);
            input.current?.focus();
          }}
        >
          Clear recent searches
        </button>
      )}
      <p className="search-dialog__status" role="status">
        {status}
      </p>
      <p className="search-dialog__hints" aria-hidden="true">
        <kbd>↑</kbd>
        <kbd>↓</kbd> to choose, <kbd>↵</kbd> to open, <kbd>Esc</kbd> to close
      </p>
    </dialog>
  );
}

function SearchOption({
  id,
  hit,
  active,
  onPointerMove,
  onClick,
}: {
  readonly id: string;
  readonly hit: SearchHit;
  readonly active: boolean;
  readonly onPointerMove: () => void;
  readonly onClick: () => void;
}) {
  return (
    <a id={id} href={hit.url} role="option" aria-selected={active} tabIndex={-1} className="search-hit" onPointerMove={onPointerMove} onClick={onClick}>
      <span className="search-hit__title">
        {hit.badge !== undefined && <Badge badge={hit.badge} />}
        {hit.title}
      </span>
      {hit.detail !== undefined && <code className="search-hit__detail">{hit.detail}</code>}
      {hit.excerpt.length > 0 && (
        <span className="search-hit__excerpt">
          {hit.excerpt.map((part, index): ReactNode => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
        </span>
      )}
    </a>
  );
}

/** An operation's method as the API pages show it; a webhook or schema in words. */
function Badge({ badge }: { readonly badge: string }) {
  const method = !['webhook', 'schema'].includes(badge);
  return <span className={method ? `api-method api-method--${badge}` : 'search-hit__kind'}>{method ? badge.toUpperCase() : badge}</span>;
}

/**
 * The navbar's search button (issue 18). It is all of search a page loads
 * until the reader uses it: the dialog, the engine and the index load when
 * it is opened (Ctrl/⌘-K, "/", a click), or when the pointer or focus
 * reaches the button, so that the first results do not wait for them.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { usePageData } from '../../page-context.js';
import { IconClose, IconSearch } from '../Icons/index.js';
import { onOpenSearch } from './open-search.js';

const loadDialog = () => import('./SearchDialog.js');
const LazySearchDialog = lazy(() => loadDialog().then(({ SearchDialog }) => ({ default: SearchDialog })));

const DIALOG_ICONS = { search: <IconSearch className="search-dialog__icon" />, close: <IconClose size={18} /> };

export function SearchButton() {
  const search = usePageData().site.search;
  return search === undefined ? null : <SearchControl index={search.index} />;
}

function SearchControl({ index }: { readonly index: string }) {
  const version = usePageData().version?.name;
  const [open, setOpen] = useState<{ readonly query: string } | undefined>(undefined);
  // What the reader types between opening search and the dialog's field being there (its code may still be loading).
  const typedEarly = useRef<string | undefined>(undefined);
  const [shortcut, setShortcut] = useState('Ctrl K');
  const preload = useCallback(() => {
    void loadDialog().then((dialog) => dialog.preloadSearch(index));
  }, [index]);
  const show = useCallback((query: string) => {
    typedEarly.current ??= '';
    setOpen((current) => current ?? { query });
  }, []);

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
    const onKey = (event: KeyboardEvent) => {
      const plain = !event.metaKey && !event.ctrlKey && !event.altKey;
      const early = typedEarly.current;
      if (early !== undefined && plain && (event.key.length === 1 || event.key === 'Backspace')) {
        typedEarly.current = event.key === 'Backspace' ? early.slice(0, -1) : early + event.key;
      } else if (
        (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) ||
        (event.key === '/' && plain && !isTyping(event.target))
      ) {
        show('');
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    const stopListening = onOpenSearch(show);
    return () => {
      window.removeEventListener('keydown', onKey);
      stopListening();
    };
  }, [show]);

  const close = () => {
    setOpen(undefined);
    typedEarly.current = undefined;
  };

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={() => show('')}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <IconSearch />
        <span className="search-button__label">Search</span>
        <kbd className="search-button__keys">{shortcut}</kbd>
      </button>
      {open !== undefined && (
        <Suspense fallback={null}>
          <LazySearchDialog
            index={index}
            version={version}
            initialQuery={() => open.query + (typedEarly.current ?? '')}
            onReady={() => {
              typedEarly.current = undefined;
            }}
            onClose={close}
            icons={DIALOG_ICONS}
          />
        </Suspense>
      )}
    </>
  );
}

/** Whether a key pressed there is text being typed: "/" then starts no search. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

import { useEffect, useState, type RefObject } from 'react';

/** Website spec §9: the mobile layout applies at 996 px or less (the same query as navbar.css). */
const MOBILE_LAYOUT_QUERY = '(max-width: 996px)';

export interface MobileMenu {
  readonly open: boolean;
  readonly toggle: () => void;
  readonly close: () => void;
}

/**
 * The mobile sidebar's state (website spec §4). It starts closed, as the server
 * renders it, so hydration matches. While open, the page behind it does not
 * scroll; it closes on the next history traversal and when the layout becomes
 * desktop, where the sidebar does not exist.
 *
 * For the keyboard it is a modal panel: Tab and Shift+Tab cycle through the
 * toggle and the panel's controls; Escape closes it and focus returns to the
 * toggle. Opening it scrolls the current page's sidebar link into view.
 */
export function useMobileMenu({ toggle, panel }: { toggle: RefObject<HTMLElement | null>; panel: RefObject<HTMLElement | null> }): MobileMenu {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const root = document.documentElement;
    const overflowBefore = root.style.overflow;
    root.style.overflow = 'hidden';
    const mobileLayout = window.matchMedia(MOBILE_LAYOUT_QUERY);
    const closeOnDesktop = () => {
      if (!mobileLayout.matches) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        toggle.current?.focus();
      } else if (event.key === 'Tab') {
        keepFocusWithin(event, [toggle.current, ...focusablesIn(panel.current)]);
      }
    };
    mobileLayout.addEventListener('change', closeOnDesktop);
    // popstate cannot tell back from forward; either one leaves the page the sidebar was opened on.
    window.addEventListener('popstate', close);
    document.addEventListener('keydown', onKeyDown);
    scrollCurrentLinkIntoView(panel.current);
    return () => {
      root.style.overflow = overflowBefore;
      mobileLayout.removeEventListener('change', closeOnDesktop);
      window.removeEventListener('popstate', close);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, toggle, panel]);
  return { open, toggle: () => setOpen(!open), close: () => setOpen(false) };
}

/**
 * Moves focus to the next (Shift+Tab: previous) element of `cycle`, from the last back to the first. Done
 * here rather than left to the browser: in the document, the elements of the cycle are not next to one another.
 */
function keepFocusWithin(event: KeyboardEvent, cycle: ReadonlyArray<HTMLElement | null>): void {
  const members = cycle.filter((element): element is HTMLElement => element !== null);
  if (members.length === 0) return;
  event.preventDefault();
  const position = members.indexOf(document.activeElement as HTMLElement);
  const next = position === -1 ? (event.shiftKey ? members.length - 1 : 0) : (position + (event.shiftKey ? -1 : 1) + members.length) % members.length;
  members[next]!.focus();
}

/** What Tab can reach inside `container`, in order: enabled controls and links that are rendered and visible. */
function focusablesIn(container: HTMLElement | null): HTMLElement[] {
  if (container === null) return [];
  const candidates = container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]');
  return [...candidates].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.checkVisibility({ visibilityProperty: true }),
  );
}

/** Scrolls the panel (not the locked page) so the link of the page (or, on an API page, the operation) being shown sits in its middle. */
function scrollCurrentLinkIntoView(panel: HTMLElement | null): void {
  const current = panel?.querySelector<HTMLElement>('.doc-sidebar [aria-current="page"], .api-nav [aria-current="location"]');
  if (!panel || !current) return;
  const panelBox = panel.getBoundingClientRect();
  const linkBox = current.getBoundingClientRect();
  panel.scrollTop += linkBox.top - panelBox.top - (panelBox.height - linkBox.height) / 2;
}

/**
 * Whether navbar.hideOnScroll has hidden the navbar (website spec §4): scrolling
 * down hides it, scrolling up shows it, and it always shows while the page is
 * scrolled less than the navbar's height. Starts shown, as the server renders it.
 */
export function useHiddenOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastScrollY = window.scrollY;
    const onScroll = () => {
      const scrollY = window.scrollY;
      if (scrollY < (navbar.current?.offsetHeight ?? 0)) setHidden(false);
      else if (scrollY !== lastScrollY) setHidden(scrollY > lastScrollY);
      lastScrollY = scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbar]);
  return hidden;
}

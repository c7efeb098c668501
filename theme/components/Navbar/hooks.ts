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
 */
export function useMobileMenu(): MobileMenu {
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
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    mobileLayout.addEventListener('change', closeOnDesktop);
    // popstate cannot tell back from forward; either one leaves the page the sidebar was opened on.
    window.addEventListener('popstate', close);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      root.style.overflow = overflowBefore;
      mobileLayout.removeEventListener('change', closeOnDesktop);
      window.removeEventListener('popstate', close);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  return { open, toggle: () => setOpen(!open), close: () => setOpen(false) };
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

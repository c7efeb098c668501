/**
 * Where keyboard focus goes, and what a screen reader hears, when the client
 * changes what the page shows. Without it, focus stays on the link that was
 * followed (now gone, so focus falls back to <body>) and nothing tells a screen
 * reader that a new page is there.
 */
import { ROUTE_ANNOUNCER_ID } from '../app/route-announcer.js';
import { MAIN_CONTENT_ID } from '../components/Layout/main-content.js';

/**
 * After a route change: focus the new page's h1 (its start, and what a screen
 * reader should read first), else the main content, else the crash screen.
 * The scroll position is the router's business, so focusing never scrolls.
 */
export function focusNewPage(): void {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  const target = heading ?? main;
  if (target) focusElement(target);
}

/** Says the new page's title through the site's one polite live region. */
export function announcePage(title: string): void {
  const region = document.getElementById(ROUTE_ANNOUNCER_ID);
  if (region === null) return;
  // The same title twice in a row (a page visited again) must still be spoken: clear first, set on the next frame.
  region.textContent = '';
  requestAnimationFrame(() => (region.textContent = title));
}

/**
 * Moves focus to an element, as the browser does for a fragment link it
 * follows itself (the router takes those over): the next Tab continues from
 * there. An element that cannot take focus gets tabindex=-1 for as long as it
 * has it.
 */
export function focusElement(element: HTMLElement): void {
  if (!isFocusable(element)) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

function isFocusable(element: HTMLElement): boolean {
  return element.hasAttribute('tabindex') || element.matches('a[href], button, input, select, textarea, summary, [contenteditable]');
}

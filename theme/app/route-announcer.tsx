/** The id of the live region through which the client announces each new page. */
export const ROUTE_ANNOUNCER_ID = '__docs_route_announcer';

/**
 * One polite live region for the whole site, in the server's HTML and kept
 * across client navigations: screen readers only announce changes to a region
 * they registered before it changed. The client writes the new page's title
 * into it (see `theme/client/route-focus.ts`); React renders it empty and never
 * touches its text.
 */
export function RouteAnnouncer() {
  return <div id={ROUTE_ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />;
}

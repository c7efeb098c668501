/**
 * Client navigation (website spec §2): an in-site link click fetches the
 * next route's data, then renders it without reloading the page; a failed
 * fetch logs a warning and loads the target as a whole page. Scroll goes to
 * the top or to the hash target, but not when only the query changed;
 * back/forward restore the scroll position they left.
 */
import type { RouteData } from '../../renderer/shared/page-data.js';
import { routeDataFile, stripHtmlSuffix } from '../../renderer/shared/routes.js';
import type { ProgressBar } from './progress.js';

export interface Router {
  /** Starts handling clicks and history; `show` renders a route's data and resolves once it is on screen. */
  start(show: (data: RouteData) => Promise<void>): void;
  /** The data URL of an in-site link's route, undefined for other links. */
  dataUrlOf(href: string): string | undefined;
}

interface HistoryState {
  readonly docsGenScrollY?: number;
}

export function createRouter({ baseUrl, progress, onShown }: { baseUrl: string; progress: ProgressBar; onShown: () => void }): Router {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let show: (data: RouteData) => Promise<void> = async () => {};
  let current = new URL(location.href);

  /** The route path of an in-site URL (`/guide/install`), undefined for anything else. */
  const routeOf = (url: URL): string | undefined => {
    if (url.origin !== location.origin) return undefined;
    const pathname = decodeURI(url.pathname);
    if (!`${pathname}/`.startsWith(base) && pathname !== base.slice(0, -1)) return undefined;
    return stripHtmlSuffix(`/${pathname.slice(base.length)}`);
  };
  const dataUrl = (route: string) => encodeURI(`${base}${routeDataFile(route)}`);

  const rememberScroll = () => history.replaceState({ ...(history.state as object), docsGenScrollY: window.scrollY } satisfies HistoryState, '');

  const scrollFor = (url: URL, restored: number | undefined) => {
    if (restored !== undefined) return window.scrollTo(0, restored);
    const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  const go = async (url: URL, { push, restoredScroll }: { push: boolean; restoredScroll?: number }) => {
    const route = routeOf(url);
    if (route === undefined) return location.assign(url.href);
    let data: RouteData;
    progress.start();
    try {
      const response = await fetch(dataUrl(route));
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      data = (await response.json()) as RouteData;
    } catch (error) {
      progress.done();
      console.warn(`docs-gen: could not preload ${url.pathname} (${error instanceof Error ? error.message : String(error)}); loading the whole page.`);
      location.assign(url.href);
      return;
    }
    if (push) {
      rememberScroll();
      history.pushState({} satisfies HistoryState, '', url.href);
    }
    current = url;
    await show(data);
    progress.done();
    scrollFor(url, restoredScroll);
    onShown();
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (routeOf(url) === undefined) return;
    event.preventDefault();
    const samePath = url.pathname === current.pathname;
    if (samePath && url.search === current.search) {
      // Same page: only the hash moves.
      if (url.hash !== current.hash || url.hash !== '') {
        history.pushState({} satisfies HistoryState, '', url.href);
        current = url;
        scrollFor(url, undefined);
      }
      return;
    }
    if (samePath) {
      // Only the query changed: no new page, no scroll.
      history.pushState({} satisfies HistoryState, '', url.href);
      current = url;
      return;
    }
    void go(url, { push: true });
  };

  const onPopState = (event: PopStateEvent) => {
    const url = new URL(location.href);
    const restored = (event.state as HistoryState | null)?.docsGenScrollY;
    if (url.pathname === current.pathname) {
      current = url;
      if (restored !== undefined) window.scrollTo(0, restored);
      else scrollFor(url, undefined);
      return;
    }
    void go(url, { push: false, restoredScroll: restored });
  };

  return {
    dataUrlOf(href) {
      const route = routeOf(new URL(href, location.href));
      return route === undefined ? undefined : dataUrl(route);
    },
    start(render) {
      show = render;
      history.scrollRestoration = 'manual';
      document.addEventListener('click', onClick);
      window.addEventListener('popstate', onPopState);
      window.addEventListener('pagehide', rememberScroll);
    },
  };
}

/**
 * Client navigation (website spec §2): an in-site link click fetches the
 * next route's data (or takes what was fetched ahead, see fetched-ahead.ts),
 * then renders it without reloading the page; a failed fetch logs a warning
 * and loads the target as a whole page. Scroll goes to
 * the top or to the hash target, but not when only the query changed;
 * back/forward restore the scroll position they left. Each new page gets
 * keyboard focus on its heading and is announced (see `route-focus.ts`).
 *
 * Two routing modes (site config `future.experimental_router`): `browser`
 * keeps the route in the path (`/guide/install#setup`); `hash` keeps it in
 * the hash (`/#/guide/install#setup`), so a host that serves one entry page
 * (or none of the others) still reaches every route. Either way the router
 * works on the route's own URL, `location` as it would be in browser mode.
 */
import type { PageData, RouteData } from '../../renderer/shared/page-data.js';
import { decodeUrlPath, encodeUrlPath, routeDataFile, stripHtmlSuffix } from '../../renderer/shared/routes.js';
import { routeDataAt } from './fetched-ahead.js';
import { type ShownRoute, withArticle } from './api-article.js';
import { loadPageBody } from './compiled-body.js';
import type { ProgressBar } from './progress.js';
import { announcePage, focusElement, focusNewPage } from './route-focus.js';
import { withSidebar } from './route-sidebar.js';

export interface Router {
  /** Starts handling clicks and history; `show` renders a route and resolves once it is on screen. `loaded` is the page the server sent. */
  start(show: (route: ShownRoute) => Promise<void>, loaded: PageData): void;
  /** The route path of an in-site link (`/guide/install`), undefined for other links. */
  routeOf(href: string): string | undefined;
  /** The URL of a route's data. */
  dataUrl(route: string): string;
}

interface HistoryState {
  readonly docsGenScrollY?: number;
}

export type RouterMode = 'browser' | 'hash';

export function createRouter({
  baseUrl,
  mode,
  progress,
  onShown,
}: {
  baseUrl: string;
  mode: RouterMode;
  progress: ProgressBar;
  onShown: (data: RouteData) => void;
}): Router {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let show: (route: ShownRoute) => Promise<void> = async () => {};

  /** The route's URL as browser mode shows it: in hash mode `/#/guide/install#setup` is `/guide/install#setup`. */
  const routeUrlOf = (address: URL): URL => {
    if (mode !== 'hash' || !address.hash.startsWith('#/')) return address;
    return new URL(`${base}${address.hash.slice(2)}`, address.origin);
  };
  /** Where the address bar goes for a route's URL. */
  const addressOf = (url: URL): string => {
    if (mode !== 'hash') return url.href;
    return `${base}#${url.pathname.slice(base.length - 1)}${url.search}${url.hash}`;
  };
  let current = routeUrlOf(new URL(location.href));

  /** The route path of an in-site URL, decoded as route paths are (`/100%25` → `/100%`), undefined for anything else. */
  const routeOf = (url: URL): string | undefined => {
    if (url.origin !== location.origin) return undefined;
    const pathname = decodeUrlPath(url.pathname);
    if (!`${pathname}/`.startsWith(base) && pathname !== base.slice(0, -1)) return undefined;
    return stripHtmlSuffix(`/${pathname.slice(base.length)}`);
  };
  const dataUrl = (route: string) => `${base}${encodeUrlPath(routeDataFile(route))}`;

  const rememberScroll = () => history.replaceState({ ...(history.state as object), docsGenScrollY: window.scrollY } satisfies HistoryState, '');

  const hashTarget = (url: URL): HTMLElement | null => (url.hash ? document.getElementById(decodeUrlPath(url.hash.slice(1))) : null);

  /** scrollIntoView keeps the target clear of the sticky navbar: it honours the page's scroll-padding-top and the target's scroll-margin. */
  const scrollFor = (url: URL, restored: number | undefined) => {
    if (restored !== undefined) return window.scrollTo(0, restored);
    const target = hashTarget(url);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  /** Same page, new hash: scroll, and move focus to the target as the browser would (the skip link's target is the main content). */
  const goToHash = (url: URL) => {
    scrollFor(url, undefined);
    const target = hashTarget(url);
    if (target) focusElement(target);
  };

  /** Counts route changes, so that one overtaken by a later click does not scroll or focus when its page finally shows. */
  let navigation = 0;

  /**
   * `quiet`: the page the reader loaded, shown by the client (hash mode's entry page, or a re-matched path): focus
   * stays where the load put it. `rematch`: the not-found page trying the path without its .html suffix; when that
   * route has no data either, the not-found page stays (loading the address again would only serve it again).
   */
  const go = async (
    url: URL,
    { push, restoredScroll, quiet = false, rematch = false }: { push: boolean; restoredScroll?: number; quiet?: boolean; rematch?: boolean },
  ) => {
    const route = routeOf(url);
    if (route === undefined) return location.assign(url.href);
    const id = ++navigation;
    let data: ShownRoute;
    progress.start();
    try {
      // An API page's data is its frame only: its article comes from the page's HTML.
      data = await withArticle(await withSidebar((await routeDataAt(dataUrl(route))) as RouteData));
      await loadPageBody(data);
    } catch (error) {
      progress.done();
      if (rematch) return;
      console.warn(`docs-gen: could not preload ${url.pathname} (${error instanceof Error ? error.message : String(error)}); loading the whole page.`);
      location.assign(url.href);
      return;
    }
    if (rematch && data.page.kind === 'not-found') return progress.done();
    if (push) {
      rememberScroll();
      history.pushState({} satisfies HistoryState, '', addressOf(url));
    }
    current = url;
    // A re-matched address is replaced by the route's own (`/guide/install.html` → `/guide/install`).
    if (rematch) {
      current = new URL(`${data.page.url}${url.search}${url.hash}`, url.origin);
      history.replaceState(history.state, '', addressOf(current));
    }
    await show(data);
    if (id !== navigation) return;
    progress.done();
    scrollFor(url, restoredScroll);
    if (!quiet) {
      focusNewPage();
      announcePage(document.title);
    }
    onShown(data);
  };

  /** A link's target as a route URL; in hash mode `#setup` is an anchor of the current route, `#/guide` a route. */
  const targetOf = (link: HTMLAnchorElement): URL => {
    const written = link.getAttribute('href') ?? '';
    if (mode === 'hash' && written.startsWith('#') && !written.startsWith('#/')) return new URL(written, current);
    return routeUrlOf(new URL(link.href));
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    // The address may have changed in place since (a tab group writes its choice to the query).
    current = routeUrlOf(new URL(location.href));
    const url = targetOf(link);
    if (routeOf(url) === undefined) return;
    event.preventDefault();
    const samePath = url.pathname === current.pathname;
    if (samePath && url.search === current.search) {
      // Same page: only the hash moves.
      if (url.hash !== current.hash || url.hash !== '') {
        history.pushState({} satisfies HistoryState, '', addressOf(url));
        current = url;
        goToHash(url);
      }
      return;
    }
    if (samePath) {
      // Only the query changed: no new page, no scroll.
      history.pushState({} satisfies HistoryState, '', addressOf(url));
      current = url;
      return;
    }
    void go(url, { push: true });
  };

  const onPopState = (event: PopStateEvent) => {
    const url = routeUrlOf(new URL(location.href));
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
    routeOf: (href) => routeOf(new URL(href, location.href)),
    dataUrl,
    start(render, loaded) {
      show = render;
      history.scrollRestoration = 'manual';
      document.addEventListener('click', onClick);
      window.addEventListener('popstate', onPopState);
      window.addEventListener('pagehide', rememberScroll);
      const address = new URL(location.href);
      // Hash mode: the page served is the entry page; the route the hash names is shown once hydrated.
      if (mode === 'hash' && routeOf(current) !== routeOf(address)) void go(current, { push: false, quiet: true });
      // Website spec §2: `/guide/install.html` or `/guide/install/index.html` with no file of its own is served the
      // not-found page, whose client matches the path again without the suffix and shows that route if it has one.
      else if (loaded.kind === 'not-found' && mode === 'browser' && address.pathname.endsWith('.html')) {
        void go(current, { push: false, quiet: true, rematch: true });
      }
    },
  };
}

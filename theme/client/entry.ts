/**
 * The browser entry: hydrates the server-rendered page with the route's data
 * (preloaded from the head), then handles navigation on the client.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { RouteData } from '../../renderer/shared/page-data.js';
import { App } from '../app/App.js';
import { loadedArticleHtml } from './api-article.js';
import { loadPageBody, loadThemeOverrides } from './compiled-body.js';
import type { Prefetcher } from './prefetch.js';
import { createProgressBar } from './progress.js';
import { createRouter } from './router.js';
import { withSidebar } from './route-sidebar.js';
import { ZOOMABLE_IMAGES } from './zoomable-images.js';

const container = document.getElementById('__docs-gen');
const dataLink = document.querySelector<HTMLLinkElement>('link[data-route-data]');

if (container && dataLink) {
  fetch(dataLink.href)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<RouteData>;
    })
    .then(withSidebar)
    .then(async (data) => {
      await loadThemeOverrides();
      await loadPageBody(data);
      let prefetcher: Prefetcher | undefined;
      const router = createRouter({
        baseUrl: data.page.site.baseUrl,
        mode: data.page.site.router,
        progress: createProgressBar(),
        onShown: (shown) => {
          const route = router.routeOf(shown.page.url);
          if (route !== undefined) prefetcher?.routeShown(route);
          zoomImagesOfPage();
        },
      });
      hydrateRoot(
        container,
        createElement(App, {
          initial: { ...data, articleHtml: loadedArticleHtml(data) },
          onReady: (show) => {
            router.start(show, data.page);
            zoomImagesOfPage();
            // Prefetching only speeds up the next page: it loads once this one is live.
            void import('./prefetch.js').then(({ createPrefetcher }) => {
              prefetcher = createPrefetcher({ routeOf: router.routeOf, dataUrl: router.dataUrl, baseUrl: data.page.site.baseUrl });
              prefetcher.pageLoaded(ownHtmlBytes());
              prefetcher.watch(container);
            });
          },
        }),
      );
    })
    .catch((error: unknown) => console.warn(`docs-gen: this page stays static (${error instanceof Error ? error.message : String(error)})`));
}

/** Loads the image zoom on a page whose text has an image, and only there: most pages have none. */
function zoomImagesOfPage(): void {
  if (document.querySelector(ZOOMABLE_IMAGES) !== null) void import('./image-zoom.js').then(({ enableImageZoom }) => enableImageZoom());
}

/** The size of the HTML the reader loaded, as the browser decoded it (0 when the browser does not say). */
function ownHtmlBytes(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.decodedBodySize ?? 0;
}

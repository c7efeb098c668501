/** sitemap.xml: every indexable route, in path order. */
import type { ResolvedConfig } from '../config/types.js';
import type { RouteManifest } from '../manifest/types.js';
import { routeUrl } from '../shared/routes.js';
import { escapeHtml } from '../render/document.js';

export function renderSitemap({ manifest, config }: { manifest: RouteManifest; config: ResolvedConfig }): string {
  const origin = config.url.replace(/\/$/, '');
  const urls = config.noIndex
    ? []
    : manifest.routes
        .filter((route) => !route.noIndex && route.kind !== 'not-found')
        .map((route) => `<url><loc>${escapeHtml(origin + routeUrl(route.path, config))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length > 0 ? '\n' : ''}</urlset>\n`;
}

/**
 * sitemap.xml: every indexable route, in path order. Of the docs versions,
 * by default only the last one (served at the docs root) is listed: search
 * engines should send readers to the docs of the release they can use.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { Route, RouteManifest } from '../manifest/types.js';
import { routeUrl } from '../shared/routes.js';
import { escapeHtml } from '../shared/escape-html.js';

export function renderSitemap({ manifest, config }: { manifest: RouteManifest; config: ResolvedConfig }): string {
  const origin = config.url.replace(/\/$/, '');
  const listedVersions = new Set(manifest.versions.filter((version) => version.inSitemap).map((version) => version.name));
  const urls = config.noIndex
    ? []
    : manifest.routes
        .filter((route) => !route.noIndex && route.kind !== 'not-found' && (!isVersioned(route) || listedVersions.has(route.version)))
        .map((route) => `<url><loc>${escapeHtml(origin + routeUrl(route.path, config))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length > 0 ? '\n' : ''}</urlset>\n`;
}

/** Docs and their category pages belong to a version; API references and the rest do not. */
function isVersioned(route: Route): boolean {
  return route.kind === 'doc' || route.kind === 'category';
}

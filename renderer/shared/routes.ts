/**
 * Route path helpers shared by the renderer and the browser. Route paths are
 * kept in one canonical form: leading slash, no trailing slash except the
 * root, no baseUrl: `/`, `/guide/install`.
 */

export function normalizeRoutePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

export function joinRoutePath(...parts: string[]): string {
  return normalizeRoutePath(parts.filter((part) => part !== '').join('/'));
}

/** The URL a reader sees for a route: baseUrl joined, trailing slash as configured. */
export function routeUrl(path: string, { baseUrl, trailingSlash }: { baseUrl: string; trailingSlash: boolean | undefined }): string {
  const joined = path === '/' ? baseUrl : `${baseUrl.replace(/\/$/, '')}${path}`;
  if (trailingSlash === true && !joined.endsWith('/')) return `${joined}/`;
  if (trailingSlash === false && joined.length > 1 && joined.endsWith('/') && path !== '/') return joined.slice(0, -1);
  return joined;
}

/** Where a route's HTML is written, relative to the output folder. */
export function outputFileFor(path: string, trailingSlash: boolean | undefined): string {
  if (path === '/') return 'index.html';
  const relative = path.slice(1);
  return trailingSlash === false ? `${relative}.html` : `${relative}/index.html`;
}

/**
 * Where a route's data (its PageData and body, for hydration and client
 * navigation) is written, relative to the output folder:
 * `/guide/install` → `assets/routes/guide/install.json`, `/` → `assets/routes/index.json`.
 */
export function routeDataFile(path: string): string {
  return `assets/routes/${path === '/' ? 'index' : path.slice(1)}.json`;
}

/** Website spec §2: a path that ends in .html or /index.html is matched again without it. */
export function stripHtmlSuffix(path: string): string {
  return normalizeRoutePath(path.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
}

/**
 * Route path helpers shared by the renderer and the browser. Route paths are
 * kept in one canonical form: leading slash, no trailing slash except the
 * root, no baseUrl, and decoded, as the file names they come from are:
 * `/`, `/guide/install`, `/100%`, `/a#b`, `/café/naïve`.
 *
 * A route path becomes a URL only at the edges, through `encodeUrlPath`
 * (`/100%` → `/100%25`, `/a#b` → `/a%23b`): in every href, the sitemap, the
 * route-data URLs and redirects. Output files keep the decoded names
 * (`100%/index.html`), which is what a static host serves for `/100%25/`.
 * A URL path turns back into a route path through `decodeUrlPath`.
 */

/** Any URL with a scheme (`https:`, `mailto:`, `data:`) or protocol-relative (`//cdn…`) leaves the site. */
/** Docusaurus's scheme for a path of the host outside the docs: `pathname:///playground/`. */
export const PATHNAME_SCHEME = 'pathname://';

/**
 * The path a `pathname:///playground/` link names (`/playground/`), or undefined for any other link.
 * Such a link is never checked as a page of the docs and is written without its scheme, under baseUrl.
 */
export function pathnameLinkPath(href: string): string | undefined {
  return href.startsWith(PATHNAME_SCHEME) ? href.slice(PATHNAME_SCHEME.length) : undefined;
}

export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

export function normalizeRoutePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

export function joinRoutePath(...parts: string[]): string {
  return normalizeRoutePath(parts.filter((part) => part !== '').join('/'));
}

/**
 * A decoded path (a route path, or a file's path in the output) as the path of a URL: each
 * character a URL path cannot hold as itself is percent-encoded as UTF-8 (`%`, `#`, `?`, space,
 * quotes, `<`, `>`, `[`, `\`, non-ASCII letters …): `/100%` → `/100%25`, `/café` → `/caf%C3%A9`.
 * What RFC 3986 §3.3 allows in a path segment stays as written (`& + ' ( ) , ; = : @ ! $ * ~`),
 * as browsers keep it. A lone surrogate is written as U+FFFD, as the file system writes it.
 */
export function encodeUrlPath(path: string): string {
  return path.replace(/[^\w\-.~!$&'()*+,;=:@/]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%EF%BF%BD';
    }
  });
}

/**
 * A URL path (or fragment) with its percent-escapes decoded: `/100%25` → `/100%`. Lenient, as a
 * link written by hand may hold a bare `%` (`/100%`): an escape that is not valid UTF-8 stays as written.
 */
export function decodeUrlPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/(?:%[\dA-Fa-f]{2})+/g, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
  }
}

/** The URL a reader sees for a route: baseUrl joined, path percent-encoded, trailing slash as configured. */
export function routeUrl(path: string, { baseUrl, trailingSlash }: { baseUrl: string; trailingSlash?: boolean | undefined }): string {
  const joined = path === '/' ? baseUrl : `${baseUrl.replace(/\/$/, '')}${encodeUrlPath(path)}`;
  if (trailingSlash === true && !joined.endsWith('/')) return `${joined}/`;
  if (trailingSlash === false && joined.length > 1 && joined.endsWith('/') && path !== '/') return joined.slice(0, -1);
  return joined;
}

/** Where a route's HTML is written, relative to the output folder, under the decoded name: `/100%` → `100%/index.html`. */
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

/**
 * The route size table, relative to the output folder: each route's data size
 * in bytes, keyed by route path in code-point order (`{"/":9120,"/guide/install":11956}`).
 * The client's prefetcher reads it to keep what it fetches ahead within a budget.
 */
export const ROUTE_SIZES_FILE = 'assets/route-sizes.json';

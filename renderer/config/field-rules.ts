/**
 * Rules on config and sidebars values that a type alone cannot say: each
 * returns the problem as a predicate (`must start and end with "/", got "docs"`),
 * or undefined when the value is fine.
 */
import { PATHNAME_SCHEME } from '../shared/routes.js';
import { describeValue, quote, type Finding } from './schema-kit.js';

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function isExternalUrl(value: string): boolean {
  return URL.canParse(value) && EXTERNAL_PROTOCOLS.has(new URL(value).protocol);
}

function mustBe(expected: string, value: string): string {
  return `must be ${expected}, got ${describeValue(value)}`;
}

/** `url`: an origin; a path belongs in baseUrl. */
export function checkSiteUrl(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return mustBe('an absolute http(s) URL such as "https://docs.example.com"', value);
  }
  if (url.pathname === '/') return undefined;
  const baseUrl = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `must not have a path, got ${quote(value)} — set url to ${quote(url.origin)} and put ${quote(baseUrl)} in baseUrl`;
}

export function checkBaseUrl(value: string): string | undefined {
  if (value.startsWith('/') && value.endsWith('/')) {
    // baseUrl goes into every href as written: a character that needs encoding would make them differ from what hosts serve.
    if (/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/.test(value))
      return `may hold only letters, digits and - . _ ~ ! $ & ' ( ) * + , ; = : @ between its slashes, got ${quote(value)}`;
    return checkNoDotSegments(value);
  }
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  const suggestion = trimmed === '' ? '/' : `/${trimmed}/`;
  return `must start and end with "/", got ${quote(value)} — did you mean ${quote(suggestion)}?`;
}

export function checkAbsolutePath(value: string): string | undefined {
  return value.startsWith('/') ? undefined : mustBe('a path starting with "/"', value);
}

/** A path pages are written under: from the site's root down, never up. */
export function checkRoutePath(value: string): string | undefined {
  return checkAbsolutePath(value) ?? checkNoDotSegments(value);
}

export function checkNoDotSegments(value: string): string | undefined {
  if (!value.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return `must not have "." or ".." segments, got ${quote(value)} — pages are written under the output folder, never above it`;
}

export function checkExternalUrl(value: string): string | undefined {
  if (isExternalUrl(value)) return undefined;
  const problem = mustBe('an absolute URL (https://…), a mailto: or a tel: link', value);
  return value.startsWith('/') ? `${problem} — use "to" for a page of this site` : problem;
}

export function checkPathOrUrl(value: string): string | undefined {
  return value.startsWith('/') || isExternalUrl(value) ? undefined : mustBe('a path starting with "/" or an absolute URL', value);
}

/** An image the site shows: a file under static/ (`img/logo.svg`, `/img/logo.svg`) or an http(s) URL. */
export function checkImageSource(value: string): string | undefined {
  const hasScheme = /^[a-z][a-z\d+.-]*:|^\/\//i.test(value);
  if (!hasScheme) return checkNoDotSegments(value);
  const web = URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
  return web ? undefined : mustBe('a file under static/ such as "img/logo.svg", or an http(s) URL', value);
}

/** A host as a URL names it, `schemas.example.com` or `localhost:8080`: no scheme, path, user or default port. */
/** A stylesheet of the site: a `.css` file named by its path from the site folder, inside it. */
export function checkStylesheetPath(value: string): string | undefined {
  const fromSiteFolder = !/^[a-z][a-z\d+.-]*:|^[/\\]/i.test(value) && !value.split(/[/\\]/).includes('..');
  return fromSiteFolder && value.endsWith('.css') ? undefined : mustBe('the path of a .css file in the site folder, such as "src/css/custom.css"', value);
}

/** A file extension as redirects name it: `html`, without the dot. */
export function checkExtension(value: string): string | undefined {
  return /^[A-Za-z0-9]+$/.test(value) ? undefined : mustBe('an extension without its dot, such as "html"', value);
}

/** A URL scheme as `markdown.linkSchemes` names it: `myapp`, without the colon. */
export function checkScheme(value: string): string | undefined {
  return /^[a-z][a-z\d+.-]*$/.test(value) ? undefined : mustBe('a URL scheme in lower case without its colon, such as "myapp"', value);
}

/** What `:::name` may be called: a letter, then letters, digits, `-` and `_` (lower case, as Docusaurus's keywords are written). */
export function checkDirectiveName(value: string): string | undefined {
  return /^[a-z][a-z0-9_-]*$/.test(value)
    ? undefined
    : `must be a name for :::name blocks: lower-case letters, digits, "-" and "_", starting with a letter, got ${quote(value)}`;
}

export function checkHost(value: string): string | undefined {
  const url = URL.canParse(`http://${value}`) ? new URL(`http://${value}`) : undefined;
  const onlyHost = url !== undefined && url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
  const host = onlyHost ? url.host : undefined;
  if (host !== undefined && host === value.toLowerCase()) return undefined;
  // A whole URL, or a host with its scheme's default port: what to write instead.
  const suggestion = (URL.canParse(value) && new URL(value).host) || host;
  const advice = suggestion ? ` — did you mean ${quote(suggestion)}?` : '';
  return `must be a host name such as "schemas.example.com" (with ":port" for another port), got ${quote(value)}${advice}`;
}

/**
 * A rule that also accepts Docusaurus's `pathname:///playground/`: a path of the host that the docs
 * do not make (another app, a file), linked as it is, under baseUrl, without the client router.
 */
export function orPathnameLink(rule: (value: string) => string | undefined): (value: string) => string | undefined {
  return (value) => {
    if (!value.startsWith(PATHNAME_SCHEME)) return rule(value);
    const path = value.slice(PATHNAME_SCHEME.length);
    return path.startsWith('/')
      ? checkNoDotSegments(path)
      : mustBe('"pathname://" followed by a path starting with "/", such as "pathname:///playground/"', value);
  };
}

/** Navbar and footer links go to a page of the site (`to`) or elsewhere (`href`), never both. */
export function checkLinkTarget(link: { readonly to?: string; readonly href?: string }): Finding[] {
  if (link.to !== undefined && link.href !== undefined) return [{ message: 'must have either "to" or "href", not both' }];
  if (link.to === undefined && link.href === undefined) {
    return [{ message: 'needs "to" (a page of this site, such as "/guide/") or "href" (an external URL), got neither' }];
  }
  return [];
}

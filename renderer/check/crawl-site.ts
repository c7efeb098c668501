/**
 * `docs-gen check-links`: the built folder served on loopback as a host would
 * serve it, and crawled from the site's root with linkinator, which requests
 * every page, link, image, script and stylesheet it finds. Anchors are checked
 * here rather than by linkinator: its fragment check depends on the order
 * pages are crawled in, reports a broken anchor against the page that first
 * linked to the target instead of the page holding the link, and skips every
 * page with a `noindex, nofollow` robots tag (unlisted docs, and every page
 * of a site with `noIndex`), taking it for a soft 404.
 */
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import type { Diagnostic } from '../diagnostics/types.js';
import { startSiteServer, type BuiltSite } from '../serve/serve-site.js';
import { DEFAULT_HOST } from '../config/defaults.js';

export interface CrawlOptions extends BuiltSite {
  /** Also request links to other origins. @default false */
  readonly external?: boolean;
}

/** A link found broken, before it becomes a diagnostic. */
interface BrokenLink {
  /** The page holding the link, as a URL path: `/docs/guide/`. */
  readonly page: string;
  /** Where the link points: a URL path on the site (`/docs/nope/`, `/docs/guide/#setup`) or an external URL. */
  readonly url: string;
  /** `404 Not Found`, `connect ECONNREFUSED 127.0.0.1:9`; for an anchor, the path of the page without it and the id. */
  readonly problem:
    | { readonly kind: 'request'; readonly status: number | null; readonly reason: string }
    | { readonly kind: 'anchor'; readonly target: string; readonly id: string };
  /** The link's text, or an image's alt text; null when there is none (scripts, stylesheets). */
  readonly text: string | null;
}

export interface CrawlReport {
  /** Pages crawled. */
  readonly pages: number;
  /** Distinct links checked (skipped ones not counted), each anchor on a page counting as a link of its own. */
  readonly links: number;
  /** One `crawl-broken-link` or `crawl-broken-anchor` per broken link, at its page; sorted by page, then URL. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Long enough for a slow external host; a local request never comes near it. */
const TIMEOUT_MS = 10_000;

export async function crawlSite({ external = false, ...site }: CrawlOptions): Promise<CrawlReport> {
  const server = await startSiteServer({ site, host: DEFAULT_HOST, port: 0 });
  try {
    const origin = new URL(server.url).origin;
    const rewrite = deployedSiteRewrite(site, server.url);
    const crawl = await crawlWithLinkinator({ root: server.url, origin, external, rewrite, has404Page: existsSync(path.join(site.outDir, '404.html')) });
    const pages = createPageReader(rewrite);
    const pageOf = new Map<string, Page>();
    await Promise.all(
      crawl.pageUrls.map(async (url) => {
        const page = await pages.read(url);
        if (page !== undefined) pageOf.set(url, page);
      }),
    );
    const crawled = new Set(pageOf.values());
    const anchors = await checkAnchors({ pages: crawled, read: pages.read, origin });

    const broken = new Map<string, BrokenLink>();
    const local = (url: string) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
    for (const link of [...failedRequests(crawl.results, pageOf), ...anchors.broken]) {
      const shown = {
        ...link,
        url: local(link.url),
        ...(link.problem.kind === 'anchor' && { problem: { ...link.problem, target: local(link.problem.target) } }),
      };
      broken.set(`${shown.page}\n${shown.url}`, shown);
    }
    const checked = new Set(crawl.results.filter((result) => result.parent !== undefined && result.state !== LinkState.SKIPPED).map((result) => result.url));
    const sorted = [...broken.values()].sort((a, b) => compare(a.page, b.page) || compare(a.url, b.url));
    return { pages: crawled.size, links: checked.size + anchors.checked, diagnostics: sorted.map(diagnosticOf) };
  } finally {
    await server.close();
  }
}

/** `Link to /docs/nope ("Missing page") answered 404 Not Found`, at the page holding it. */
function diagnosticOf({ page, url, problem, text }: BrokenLink): Diagnostic {
  const link = `Link to ${url}${text === null ? '' : ` (${JSON.stringify(text)})`}`;
  const location = { page, link: url };
  if (problem.kind === 'anchor') {
    return { code: 'crawl-broken-anchor', severity: 'error', message: `${link} points to #${problem.id}, which is not an id on ${problem.target}`, location };
  }
  const outcome = problem.status === null ? `got no response: ${problem.reason}` : `answered ${problem.reason}`;
  return { code: 'crawl-broken-link', severity: 'error', message: `${link} ${outcome}`, location };
}

/** What linkinator found broken, each on the page holding the link, with the link's text from that page. */
function failedRequests(results: readonly LinkResult[], pageOf: ReadonlyMap<string, Page>): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const result of results) {
    if (result.state !== LinkState.BROKEN) continue;
    // A start page that failed is reported as its own page; links found on a missing page's 404 response are not its own.
    const page = result.parent === undefined ? { url: result.url, links: [] } : pageOf.get(result.parent);
    if (page === undefined) continue;
    const link = page.links.find((candidate) => candidate.target === result.url || candidate.href === result.url);
    broken.push({
      page: new URL(page.url).pathname,
      url: result.url,
      problem: { kind: 'request', status: result.status ? result.status : null, reason: reasonOf(result) },
      text: link?.text ?? null,
    });
  }
  return broken;
}

/**
 * Every `#fragment` link from the pages to a page of this site, looked up among the target's ids.
 * A target that is not an HTML page answering 2xx is left to linkinator's report. `#top` needs no
 * id: browsers scroll to the top for it (HTML, "find a potential indicated element").
 */
async function checkAnchors({
  pages,
  read,
  origin,
}: {
  pages: ReadonlySet<Page>;
  read: (url: string) => Promise<Page | undefined>;
  origin: string;
}): Promise<{ checked: number; broken: BrokenLink[] }> {
  const checked = new Set<string>();
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      if (link.fragment === undefined || link.target === undefined || !link.target.startsWith(`${origin}/`)) continue;
      checked.add(`${link.target}#${link.fragment}`);
      const target = link.target === page.url ? page : await read(link.target);
      if (target === undefined || target.ids.has(link.fragment) || link.fragment.toLowerCase() === 'top') continue;
      const url = `${link.target}#${encodeURIComponent(link.fragment)}`;
      broken.push({ page: new URL(page.url).pathname, url, problem: { kind: 'anchor', target: link.target, id: link.fragment }, text: link.text });
    }
  }
  return { checked: checked.size, broken };
}

/**
 * Links to the deployed site (`url` + `baseUrl`: canonical and og:url tags, absolute links in docs)
 * describe this build, so they are checked against it instead of the live site.
 */
function deployedSiteRewrite(site: BuiltSite, localRoot: string): UrlRewrite | undefined {
  if (site.url === undefined) return undefined;
  const deployedRoot = new URL(site.baseUrl, site.url).href;
  const escaped = deployedRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { pattern: new RegExp(`^${escaped}`), replacement: localRoot };
}

interface UrlRewrite {
  readonly pattern: RegExp;
  readonly replacement: string;
}

interface Crawl {
  readonly results: readonly LinkResult[];
  /** Every page whose links were followed, as linkinator requested it, that answered 2xx. */
  readonly pageUrls: readonly string[];
}

/**
 * The site crawled from its root, then its 404 page, which a reader sees on any missing URL though
 * no page links to it. Two runs, because linkinator follows links only under the path it started
 * from: started from both at once, the pages it first reached from the 404 page were never crawled.
 */
async function crawlWithLinkinator({ root, has404Page, ...options }: LinkinatorOptions & { has404Page: boolean }): Promise<Crawl> {
  const site = await runLinkinator({ ...options, start: root, recurse: true });
  if (!has404Page) return site;
  const notFound = await runLinkinator({ ...options, start: `${root}404.html`, recurse: false });
  return { results: [...site.results, ...notFound.results], pageUrls: [...site.pageUrls, ...notFound.pageUrls] };
}

interface LinkinatorOptions {
  readonly root: string;
  readonly origin: string;
  readonly external: boolean;
  readonly rewrite: UrlRewrite | undefined;
}

async function runLinkinator({
  origin,
  external,
  rewrite,
  start,
  recurse,
}: Omit<LinkinatorOptions, 'root'> & { start: string; recurse: boolean }): Promise<Crawl> {
  const checker = new LinkChecker();
  const started: string[] = [];
  // linkinator emits the URL object it crawls, though its types say string.
  checker.on('pagestart', (url) => started.push(String(url)));
  const { links: results } = await checker.check({
    path: start,
    recurse,
    // Relative links resolve against a page's URL as written, as in a browser, not as if it ended in `/`.
    cleanUrls: true,
    timeout: TIMEOUT_MS,
    linksToSkip: async (url) => !external && !url.startsWith(`${origin}/`),
    urlRewriteExpressions: rewrite === undefined ? [] : [rewrite],
    // External hosts fail now and then: a 429 waits for its retry-after; no response, a 5xx or a 429
    // without one is tried twice more, about 2 s apart (linkinator counts retries from the second).
    retry: external,
    retryErrors: external,
    retryErrorsCount: 1,
    retryErrorsJitter: 500,
  });
  const ok = new Set(results.filter((result) => result.state === LinkState.OK).map((result) => result.url));
  return { results, pageUrls: [...new Set(started)].filter((url) => ok.has(url)) };
}

interface Page {
  /** After redirects: the URL the browser shows and resolves links against. */
  readonly url: string;
  readonly ids: ReadonlySet<string>;
  readonly links: readonly PageLink[];
}

interface PageLink {
  /** As written. */
  readonly href: string;
  /** Resolved, without the fragment; undefined when it does not parse. */
  readonly target: string | undefined;
  /** Decoded; undefined when there is none (or it is empty: `href="#"`). */
  readonly fragment: string | undefined;
  readonly text: string | null;
}

/**
 * Reads and parses each HTML page once, however many URLs lead to it (`/a` redirecting to `/a/`);
 * undefined for anything that is not a page answering 2xx.
 */
function createPageReader(rewrite: UrlRewrite | undefined): { read(url: string): Promise<Page | undefined> } {
  const pages = new Map<string, Promise<Page | undefined>>();
  const byFinalUrl = new Map<string, Page>();
  const fetchPage = async (url: string): Promise<Page | undefined> => {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok || !/^text\/html\b/.test(response.headers.get('content-type') ?? '')) {
      await response.body?.cancel();
      return undefined;
    }
    const html = await response.text();
    const known = byFinalUrl.get(response.url);
    if (known !== undefined) return known;
    const page = parsePage(html, response.url, rewrite);
    byFinalUrl.set(page.url, page);
    return page;
  };
  return {
    read(url) {
      let page = pages.get(url);
      if (page === undefined) {
        page = fetchPage(url);
        pages.set(url, page);
      }
      return page;
    },
  };
}

/** The ids a fragment can point at (any element's id, an `<a>`'s name) and the page's links with their text. */
function parsePage(html: string, url: string, rewrite: UrlRewrite | undefined): Page {
  const ids = new Set<string>();
  const links: PageLink[] = [];
  let base = url;
  let baseSet = false;
  let anchor: { href: string; text: string; label: string | undefined } | undefined;
  const addLink = (href: string, text: string | undefined) => {
    let resolved: URL | undefined;
    try {
      resolved = new URL(href, base);
    } catch {
      resolved = undefined;
    }
    const fragment = resolved && resolved.hash.length > 1 ? decodeFragment(resolved.hash.slice(1)) : undefined;
    if (resolved) resolved.hash = '';
    const normalized = text?.replace(/\s+/g, ' ').trim();
    const target = resolved && (rewrite === undefined ? resolved.href : resolved.href.replace(rewrite.pattern, rewrite.replacement));
    links.push({ href, target, fragment, text: normalized ? normalized : null });
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if (name === 'base' && attributes.href !== undefined && !baseSet) {
        base = new URL(attributes.href, url).href;
        baseSet = true;
      }
      const label = attributes['aria-label'] ?? attributes.title;
      if (name === 'a' && attributes.href !== undefined) anchor = { href: attributes.href, text: '', label };
      else if (name === 'area' && attributes.href !== undefined) addLink(attributes.href, attributes.alt ?? label);
      else if (name === 'img' && attributes.src !== undefined) addLink(attributes.src, attributes.alt ?? label);
      if (name === 'img' && anchor !== undefined) anchor.text += ` ${attributes.alt ?? ''} `;
    },
    ontext(text) {
      if (anchor !== undefined) anchor.text += text;
    },
    onclosetag(name) {
      if (name !== 'a' || anchor === undefined) return;
      addLink(anchor.href, anchor.text.trim() === '' ? anchor.label : anchor.text);
      anchor = undefined;
    },
  });
  parser.write(html);
  parser.end();
  return { url, ids, links };
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** `404 Not Found`, or why no response came: `connect ECONNREFUSED 127.0.0.1:9`, a timeout. */
function reasonOf(result: LinkResult): string {
  if (result.status) return `${result.status} ${STATUS_CODES[result.status] ?? ''}`.trim();
  const error = result.failureDetails?.find((detail): detail is Error => detail instanceof Error);
  if (error === undefined) return 'no response';
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return cause?.message ?? error.message;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What is wrong with one link, by the rules every link of a site is checked
 * with (website spec §8), and the diagnostic it makes with the severity the
 * config gives that kind of problem.
 */
import type { ResolvedConfig } from '../config/types.js';
import { severityOf } from '../config/severity.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { resolveLink, type LinkContext, type ResolvedLink } from '../manifest/resolve-link.js';
import type { Route } from '../manifest/types.js';

const SEVERITY_FIELD = {
  'broken-link': 'onBrokenLinks',
  'broken-markdown-link': 'onBrokenMarkdownLinks',
  'broken-anchor': 'onBrokenAnchors',
} as const;

export type LinkProblem = { code: keyof typeof SEVERITY_FIELD; message: string };

/** The problem as a diagnostic with the severity the config gives its kind, or undefined when the config ignores it. */
export function reportProblem(problem: LinkProblem, config: ResolvedConfig, location: Diagnostic['location']): Diagnostic | undefined {
  const severity = severityOf(config[SEVERITY_FIELD[problem.code]]);
  return severity === undefined ? undefined : { code: problem.code, severity, message: problem.message, location };
}

/**
 * What is wrong with a link, if anything. `from` is the page holding it (for `#anchor` links), `where`
 * names where it is written when that is not a doc (` in navbar.items[1].to`), and `written` is the
 * link as written there when `url` is the site path it stands for (`https://docs.example.com/a` → `/a`).
 */
export function findLinkProblem({
  url,
  context,
  from,
  where = '',
  written = url,
}: {
  url: string;
  context: LinkContext;
  from?: Route;
  where?: string;
  written?: string;
}): LinkProblem | undefined {
  const problem = problemOf(written, resolveLink(url, context), from, where);
  if (problem === undefined) return undefined;
  const meant = pageNamedLiterally(url, context);
  return meant === undefined ? problem : { ...problem, message: `${problem.message}; the page ${meant.path} is linked as ${meant.url}` };
}

function problemOf(url: string, resolved: ResolvedLink, from: Route | undefined, where: string): LinkProblem | undefined {
  switch (resolved.kind) {
    case 'external':
    case 'asset':
    case 'local-file':
      return undefined;
    case 'same-page':
      return from === undefined ? undefined : missingAnchor(url, resolved.hash, from, where);
    case 'markdown':
      if (resolved.route === undefined) {
        return { code: 'broken-markdown-link', message: `Markdown link ${url}${where} points to ${resolved.file}, which is not a doc of this site` };
      }
      return missingAnchor(url, resolved.hash, resolved.route, where);
    case 'route':
      if (resolved.route === undefined || resolved.route.kind === 'not-found') {
        const resolvedNote = resolved.path === url.split(/[?#]/)[0] ? '' : ` (resolved as ${resolved.path})`;
        return { code: 'broken-link', message: `Link to ${url}${where} does not resolve to any page${resolvedNote}` };
      }
      return missingAnchor(url, resolved.hash, resolved.route, where);
  }
}

/**
 * The page a link with `#` would name if it were part of a file name (`/a#b` → the page `/a#b`), with the
 * link that reaches it (`/a%23b`): a browser reads it as the start of the fragment. (`?`, which starts the
 * query, is in no page's URL: routes refuse it.)
 */
function pageNamedLiterally(url: string, context: LinkContext): { path: string; url: string } | undefined {
  if (!url.includes('#')) return undefined;
  const escaped = url.replaceAll('#', '%23');
  const literal = resolveLink(escaped, context);
  if ((literal.kind !== 'route' && literal.kind !== 'markdown') || literal.route === undefined || literal.route.kind === 'not-found') return undefined;
  return { path: literal.route.path, url: escaped };
}

function missingAnchor(url: string, hash: string, target: Route, where: string): LinkProblem | undefined {
  // `#top` leads to the top of any page (HTML §7.4.6.4), as check-links accepts it.
  if (hash === '' || target.anchors.includes(hash) || hash.toLowerCase() === 'top') return undefined;
  return { code: 'broken-anchor', message: `Link ${url}${where} points to #${hash}, which is not an anchor on ${target.path}` };
}

/**
 * The build's link rules (website spec §8): broken links, broken markdown
 * links and broken anchors, each reported at the link's position with the
 * severity the config gives it.
 */
import type { ResolvedConfig } from '../config/types.js';
import { severityOf } from '../diagnostics/severity.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { resolveLink, type LinkContext, type ResolvedLink } from '../manifest/resolve-link.js';
import type { OutgoingLink, Route, RouteManifest } from '../manifest/types.js';

export function checkLinks({ manifest, config }: { manifest: RouteManifest; config: ResolvedConfig }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const route of manifest.routes) {
    if (route.source.type !== 'file') continue;
    const file = route.source.file;
    for (const link of route.links) {
      const problem = findProblem(link, route, manifest);
      if (problem === undefined) continue;
      const severity = severityOf(config[SEVERITY_FIELD[problem.code]]);
      if (severity === undefined) continue;
      diagnostics.push({ code: problem.code, severity, message: problem.message, location: { file, line: link.line, column: link.column } });
    }
  }
  return diagnostics;
}

const SEVERITY_FIELD = {
  'broken-link': 'onBrokenLinks',
  'broken-markdown-link': 'onBrokenMarkdownLinks',
  'broken-anchor': 'onBrokenAnchors',
} as const;

type Problem = { code: keyof typeof SEVERITY_FIELD; message: string };

function findProblem(link: OutgoingLink, from: Route, manifest: RouteManifest): Problem | undefined {
  const context = { manifest, fromFile: from.source.type === 'file' ? from.source.file : undefined, fromPath: from.path };
  const problem = problemOf(link.url, resolveLink(link.url, context), from);
  if (problem === undefined) return undefined;
  const meant = pageNamedLiterally(link.url, context);
  return meant === undefined ? problem : { ...problem, message: `${problem.message}; the page ${meant.path} is linked as ${meant.url}` };
}

function problemOf(url: string, resolved: ResolvedLink, from: Route): Problem | undefined {
  switch (resolved.kind) {
    case 'external':
    case 'asset':
      return undefined;
    case 'same-page':
      return missingAnchor(url, resolved.hash, from);
    case 'markdown':
      if (resolved.route === undefined) {
        return { code: 'broken-markdown-link', message: `Markdown link ${url} points to ${resolved.file}, which is not a doc of this site` };
      }
      return missingAnchor(url, resolved.hash, resolved.route);
    case 'route':
      if (resolved.route === undefined || resolved.route.kind === 'not-found') {
        const resolvedNote = resolved.path === url.split(/[?#]/)[0] ? '' : ` (resolved as ${resolved.path})`;
        return { code: 'broken-link', message: `Link to ${url} does not resolve to any page${resolvedNote}` };
      }
      return missingAnchor(url, resolved.hash, resolved.route);
  }
}

/**
 * The page a link with `#` or `?` would name if those were part of a file name (`/a#b` → the page `/a#b`),
 * with the link that reaches it (`/a%23b`): a browser reads them as the start of the fragment and the query.
 */
function pageNamedLiterally(url: string, context: LinkContext): { path: string; url: string } | undefined {
  if (!/[#?]/.test(url)) return undefined;
  const escaped = url.replace(/[#?]/g, (character) => encodeURIComponent(character));
  const literal = resolveLink(escaped, context);
  if ((literal.kind !== 'route' && literal.kind !== 'markdown') || literal.route === undefined || literal.route.kind === 'not-found') return undefined;
  return { path: literal.route.path, url: escaped };
}

function missingAnchor(url: string, hash: string, target: Route): Problem | undefined {
  if (hash === '' || target.anchors.includes(hash)) return undefined;
  return { code: 'broken-anchor', message: `Link ${url} points to #${hash}, which is not an anchor on ${target.path}` };
}

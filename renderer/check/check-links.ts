/**
 * The build's link rules (website spec §8): broken links, broken markdown
 * links and broken anchors, each reported at the link's position with the
 * severity the config gives it.
 */
import type { ResolvedConfig } from '../config/types.js';
import { severityOf } from '../diagnostics/severity.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { resolveLink } from '../manifest/resolve-link.js';
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
  const resolved = resolveLink(link.url, { manifest, fromFile: from.source.type === 'file' ? from.source.file : undefined, fromPath: from.path });
  switch (resolved.kind) {
    case 'external':
    case 'asset':
      return undefined;
    case 'same-page':
      return missingAnchor(link.url, resolved.hash, from);
    case 'markdown':
      if (resolved.route === undefined) {
        return { code: 'broken-markdown-link', message: `Markdown link ${link.url} points to ${resolved.file}, which is not a doc of this site` };
      }
      return missingAnchor(link.url, resolved.hash, resolved.route);
    case 'route':
      if (resolved.route === undefined || resolved.route.kind === 'not-found') {
        const resolvedNote = resolved.path === link.url.split(/[?#]/)[0] ? '' : ` (resolved as ${resolved.path})`;
        return { code: 'broken-link', message: `Link to ${link.url} does not resolve to any page${resolvedNote}` };
      }
      return missingAnchor(link.url, resolved.hash, resolved.route);
  }
}

function missingAnchor(url: string, hash: string, target: Route): Problem | undefined {
  if (hash === '' || target.anchors.includes(hash)) return undefined;
  return { code: 'broken-anchor', message: `Link ${url} points to #${hash}, which is not an anchor on ${target.path}` };
}

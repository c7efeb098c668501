/**
 * The build's link rules (website spec §8): broken links, broken markdown
 * links and broken anchors, each reported at the link's position with the
 * severity the config gives it. Links in docs are checked here, links in
 * the config by the same rules in check-config-links.ts.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { RouteManifest } from '../manifest/types.js';
import { checkConfigLinks } from './check-config-links.js';
import { findLinkProblem, reportProblem } from './link-problem.js';

/** Every link of the site: those in docs, and those in the config (`configFile`, relative to the root). */
export function checkManifestLinks({ manifest, config, configFile }: { manifest: RouteManifest; config: ResolvedConfig; configFile: string }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const route of manifest.routes) {
    if (route.source.type !== 'file') continue;
    const file = route.source.file;
    const context = { manifest, fromFile: file, fromPath: route.path };
    for (const link of route.links) {
      const problem = findLinkProblem({ url: link.url, context, from: route });
      const diagnostic = problem && reportProblem(problem, config, { file, line: link.line, column: link.column });
      if (diagnostic) diagnostics.push(diagnostic);
    }
  }
  return [...diagnostics, ...checkConfigLinks({ manifest, config, configFile })];
}

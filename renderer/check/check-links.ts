/**
 * Stage "checks" (pure): the build's link rules (website spec §8): broken
 * links, broken markdown links and broken anchors, each reported at the
 * link's position with the severity the config gives it. Links in docs are
 * checked here, links in the config by the same rules in
 * check-config-links.ts.
 *
 * Incremental: each page's links are checked on their own, and every entry
 * of the manifest their resolution looked at (a route path, a doc file, a
 * static file; found or not) is indexed. After a change, only the pages
 * whose own links or route changed, and the pages that looked at an entry
 * that changed (a page removed or added, its anchors changed), are checked
 * again. The problems come out in the order a full check gives them.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { diffManifests } from '../manifest/manifest-changes.js';
import type { Route, RouteManifest } from '../manifest/types.js';
import { checkConfigLinks, checkSidebarLinks } from './check-config-links.js';
import { unknownSchemeOf } from './link-scheme.js';
import { findLinkProblem, reportProblem } from './link-problem.js';

export interface LinkChecks {
  /** Every problem: the docs' links, page by page, then the config's. */
  readonly diagnostics: readonly Diagnostic[];
  /** Pages whose links were checked by this run. */
  readonly checked: number;
  /** What the next run builds on; updated in place by it, so only the newest result holds. */
  readonly index: LinkIndex;
}

interface LinkIndex {
  /** Whether what the links looked at was kept: without it, a next run checks every page. */
  readonly indexed: boolean;
  readonly manifest: RouteManifest;
  readonly config: ResolvedConfig;
  readonly configFile: string;
  /** The problems of each doc page that has some, by route path. */
  readonly problems: Map<string, readonly Diagnostic[]>;
  /** What each doc page's links looked at (`path:/a`, `file:content/a.md`, `asset:img/a.png`), by route path. */
  readonly lookups: Map<string, readonly string[]>;
  /** The pages that looked at each entry: the links by target. */
  readonly linkers: Map<string, Set<string>>;
}

/** Every link of the site: those in docs, and those in the config (`configFile`, relative to the root). */
export function checkManifestLinks({ manifest, config, configFile }: { manifest: RouteManifest; config: ResolvedConfig; configFile: string }): Diagnostic[] {
  return [...updateLinkChecks({ manifest, config, configFile, previous: undefined, indexed: false }).diagnostics];
}

export function updateLinkChecks({
  manifest,
  config,
  configFile,
  previous,
  indexed = true,
}: {
  manifest: RouteManifest;
  config: ResolvedConfig;
  configFile: string;
  /** The last run's checks, of the manifest before this one. */
  previous: LinkChecks | undefined;
  /**
   * Whether to keep what each page's links looked at, so that a next run re-checks only the pages a change
   * reaches. A run with no next one (a build) skips it: the index was about a third of checking a large site.
   */
  indexed?: boolean;
}): LinkChecks {
  const before = previous?.index;
  const reuse = indexed && before?.indexed === true && before.config === config && before.configFile === configFile;
  const index: LinkIndex = reuse ? { ...before, manifest } : emptyIndex({ indexed, manifest, config, configFile });
  const toCheck = reuse
    ? pagesToCheckAgain(before.manifest, manifest, index)
    : new Set(manifest.routes.filter((route) => route.source.type === 'file').map((route) => route.path));
  for (const path of toCheck) {
    forget(index, path);
    const route = manifest.byPath.get(path);
    if (route?.source.type === 'file') checkPage(index, route, route.source.file);
  }
  // In the order of the manifest's routes, which are sorted by path.
  const withProblems = [...index.problems.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const diagnostics = withProblems.flatMap((path) => index.problems.get(path)!);
  diagnostics.push(...checkConfigLinks({ manifest, config, configFile }), ...checkSidebarLinks({ manifest, config }));
  return { diagnostics, checked: toCheck.size, index };
}

/** The checks of links known to have no problems (their manifest and config were found clean before): nothing checked, nothing indexed. */
export function noLinkProblems({ manifest, config, configFile }: { manifest: RouteManifest; config: ResolvedConfig; configFile: string }): LinkChecks {
  return {
    diagnostics: [],
    checked: 0,
    index: emptyIndex({ indexed: false, manifest, config, configFile }),
  };
}

function emptyIndex(of: Pick<LinkIndex, 'indexed' | 'manifest' | 'config' | 'configFile'>): LinkIndex {
  return { ...of, problems: new Map(), lookups: new Map(), linkers: new Map() };
}

function checkPage(index: LinkIndex, route: Route, file: string): void {
  const lookups = new Set<string>([`path:${route.path}`]);
  const onLookup = index.indexed ? (key: string) => lookups.add(key) : undefined;
  const context = { manifest: index.manifest, fromFile: file, fromPath: route.path, onLookup };
  const problems: Diagnostic[] = [];
  for (const link of route.links) {
    const location = { file, line: link.line, column: link.column };
    const problem = findLinkProblem({ url: link.url, context, from: route, written: link.written });
    const diagnostic = problem && reportProblem(problem, index.config, location);
    if (diagnostic) problems.push(diagnostic);
    const scheme = unknownSchemeOf(link.url, index.config.markdown.linkSchemes);
    if (scheme !== undefined)
      problems.push({
        code: 'link-scheme-unknown',
        severity: 'warning',
        message: `Link ${link.written ?? link.url} has the scheme ${scheme}:, which no browser opens: it is kept as written, a link that leads nowhere`,
        location,
      });
  }
  if (problems.length > 0) index.problems.set(route.path, problems);
  if (!index.indexed) return;
  index.lookups.set(route.path, [...lookups]);
  for (const key of lookups) {
    let linkers = index.linkers.get(key);
    if (linkers === undefined) index.linkers.set(key, (linkers = new Set()));
    linkers.add(route.path);
  }
}

function forget(index: LinkIndex, path: string): void {
  for (const key of index.lookups.get(path) ?? []) index.linkers.get(key)?.delete(path);
  index.lookups.delete(path);
  index.problems.delete(path);
}

/** Pages whose own route changed, and pages whose links looked at an entry of the manifest that changed. */
function pagesToCheckAgain(old: RouteManifest, now: RouteManifest, index: LinkIndex): Set<string> {
  const { entries, routes } = diffManifests(old, now);
  const pages = new Set<string>();
  for (const path of routes) {
    const was = old.byPath.get(path);
    const route = now.byPath.get(path);
    if (was === undefined || route === undefined || sourceFileOf(was) !== sourceFileOf(route) || !sameLinks(was, route)) pages.add(path);
  }
  for (const entry of entries) for (const page of index.linkers.get(entry) ?? []) pages.add(page);
  return pages;
}

function sourceFileOf(route: Route): string | undefined {
  return route.source.type === 'file' ? route.source.file : undefined;
}

function sameLinks(a: Route, b: Route): boolean {
  return (
    a.links === b.links ||
    (a.links.length === b.links.length &&
      a.links.every(
        (link, at) =>
          link.url === b.links[at]!.url && link.line === b.links[at]!.line && link.column === b.links[at]!.column && link.written === b.links[at]!.written,
      ))
  );
}

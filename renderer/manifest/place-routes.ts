/**
 * Where a manifest's routes go: every candidate route that may be written,
 * by path and sorted, with the problems that kept the others out
 * (`placeRoutes`); or, when an edit only changed or added docs' routes that
 * pass the checks on their own, the last run's routes with those laid over
 * them (`updateRoutes`).
 */
import { posix } from 'node:path';
import { severityOf } from '../config/severity.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic, DiagnosticLocation } from '../diagnostics/types.js';
import { outputFolderConflicts, outputFoldersOf, routeInvalid, routePathProblem } from './check-routes.js';
import type { DocMemo } from './doc-memos.js';
import { duplicateRoute, staticConflicts } from './manifest-rules.js';
import { MapUpdate } from './map-update.js';
import type { Route, RouteManifest } from './types.js';

export interface RouteCheck {
  readonly problem: string | undefined;
  /** `a/b/index.html` → `a/b`, `a` */
  readonly folders: readonly string[];
  /** Those that may be another route's file: every output file ends in `.html`. */
  readonly htmlFolders: readonly string[];
}

/** A route's check, made once per route object: the memo keeps them for the routes the next run reuses. */
export function createRouteChecker(routeChecks: WeakMap<Route, RouteCheck>): (route: Route) => RouteCheck {
  return (route) => {
    let check = routeChecks.get(route);
    if (check === undefined) {
      const folders = outputFoldersOf(route);
      routeChecks.set(route, (check = { problem: routePathProblem(route), folders, htmlFolders: folders.filter((folder) => folder.endsWith('.html')) }));
    }
    return check;
  };
}

export interface PlacedRoutes {
  readonly routes: readonly Route[];
  readonly byPath: ReadonlyMap<string, Route>;
  readonly diagnostics: readonly Diagnostic[];
  /** Every candidate became a route, none needing a folder named like a page's file. */
  readonly passed: boolean;
}

/**
 * The routes of every candidate that may be written, by path (the last of two with the same path wins),
 * sorted by path, with the problems that kept the others out.
 */
export function placeRoutes({
  candidates,
  config,
  assets,
  checkOf,
  docMemos,
}: {
  candidates: readonly Route[];
  config: ResolvedConfig;
  assets: readonly string[];
  checkOf: (route: Route) => RouteCheck;
  /** For the front matter line that made a doc's route path. */
  docMemos: ReadonlyMap<string, DocMemo>;
}): PlacedRoutes {
  const diagnostics: Diagnostic[] = [];
  const describeOrigin = (route: Route) => {
    const origin = originOf(route, docMemos);
    return { location: origin?.location, from: origin ? ` (from ${origin.what})` : '' };
  };
  const writable = candidates.filter((route) => {
    const { problem } = checkOf(route);
    if (problem === undefined) return true;
    const { location, from } = describeOrigin(route);
    diagnostics.push(routeInvalid(`The page URL ${JSON.stringify(route.path)}${from} ${problem}`, location));
    return false;
  });
  const byPath = new Map<string, Route>();
  const severity = severityOf(config.onDuplicateRoutes);
  for (const route of writable) {
    const existing = byPath.get(route.path);
    if (existing && severity) diagnostics.push(duplicateRoute(existing, route, severity));
    byPath.set(route.path, route);
  }
  const needFolders = [...byPath.values()].filter((route) => checkOf(route).htmlFolders.length > 0);
  for (const { route, other } of outputFolderConflicts([...byPath.values()], needFolders, (route) => checkOf(route).htmlFolders)) {
    const { location, from } = describeOrigin(route);
    diagnostics.push(
      routeInvalid(
        `The page URL ${JSON.stringify(route.path)}${from} needs the folder ${posix.dirname(route.outputFile)}/, which is the file of the page ${other.path}`,
        location,
      ),
    );
    byPath.delete(route.path);
  }
  const routes = [...byPath.values()].sort(byRoutePath);
  const staticProblems = staticConflicts(assets, routes, (route) => checkOf(route).folders);
  diagnostics.push(...staticProblems);
  const passed = byPath.size === candidates.length && needFolders.length === 0 && staticProblems.length === 0;
  return { routes, byPath, diagnostics, passed };
}

/**
 * The last run's routes with the docs' routes that changed or came, when that is all that changed:
 * its routes all passed the checks (none dropped, none needing a folder named like a page's file), no route went, and each changed or new route
 * passes them on its own (a path that can be written, not taken by another route, and no folder named
 * like a page's or a static file). Then no other route's checks can give another answer, and the
 * problems are none. Undefined when a check must look at every route.
 */
export function updateRoutes({
  candidates,
  before,
  assets,
  checkOf,
}: {
  candidates: readonly Route[];
  before: RouteManifest;
  assets: readonly string[];
  checkOf: (route: Route) => RouteCheck;
}): PlacedRoutes | undefined {
  const byPath = new MapUpdate(before.byPath, false);
  const replaced = new Map<string, Route>();
  const added: Route[] = [];
  const assetSet = assets.length === 0 ? undefined : new Set(assets);
  for (const route of candidates) {
    const was = before.byPath.get(route.path);
    if (was === route) continue;
    // Only a doc's route is its file's alone: another kind's change is checked with every route.
    if (route.kind !== 'doc') return undefined;
    const check = checkOf(route);
    if (check.problem !== undefined || check.htmlFolders.length > 0) return undefined;
    if (assetSet !== undefined && (assetSet.has(route.outputFile) || check.folders.some((folder) => assetSet.has(folder)))) return undefined;
    if (was === undefined) {
      if (added.some((other) => other.path === route.path)) return undefined;
      added.push(route);
    } else {
      if (was.kind !== 'doc' || was.source.type !== 'file' || route.source.type !== 'file' || was.source.file !== route.source.file) return undefined;
      replaced.set(route.path, route);
    }
    byPath.set(route.path, route);
  }
  let routes = replaced.size === 0 ? before.routes : before.routes.map((route) => replaced.get(route.path) ?? route);
  if (added.length > 0) routes = mergeSorted(routes, added.sort(byRoutePath));
  return { routes, byPath: byPath.result(), diagnostics: [], passed: true };
}

function byRoutePath(a: Route, b: Route): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Two lists sorted by path, as one. */
function mergeSorted(a: readonly Route[], b: readonly Route[]): Route[] {
  const merged: Route[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) merged.push(j >= b.length || (i < a.length && byRoutePath(a[i]!, b[j]!) <= 0) ? a[i++]! : b[j++]!);
  return merged;
}

/** What made a route's path, for route-invalid errors: the slug or id line of a doc's front matter, a category file, a spec. */
function originOf(route: Route, docMemos: ReadonlyMap<string, DocMemo>): { location: DiagnosticLocation; what: string } | undefined {
  switch (route.source.type) {
    case 'file': {
      const parsed = docMemos.get(route.source.file)?.parsed;
      const field = parsed?.frontMatter.slug !== undefined ? 'slug' : parsed?.frontMatter.id !== undefined ? 'id' : undefined;
      return {
        location: { file: route.source.file, ...(field ? parsed!.frontMatterPositions[field] : { line: 1, column: 1 }) },
        what: field ? `its front matter ${field}` : 'its file name',
      };
    }
    case 'category':
      return { location: { file: route.source.file }, what: 'the category link slug' };
    case 'spec':
      return { location: { file: route.source.file }, what: 'the spec file name' };
    case 'component':
      return { location: { file: route.source.file }, what: 'its file name' };
    case 'builtin':
      return undefined;
  }
}

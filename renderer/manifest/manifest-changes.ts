/**
 * What differs between two manifests, found by identity: a manifest built
 * from the last one keeps every route, doc, sidebar and category index that
 * did not change as the same object (see reuse.ts), so comparing costs a
 * lookup per entry; a map made as an update of the other's (map-update.ts)
 * costs a lookup per entry that changed.
 *
 * Changes are named as the entries that later stages look up: `path:/a`
 * (the route at a path appeared, went, or changed its kind or anchors),
 * `file:content/a.md` (the route of a doc file), `asset:img/a.png` (a file
 * under static/), `doc:<versioned id>` (a doc's metadata), `index:/path` (a
 * generated category index), `page:/path` (what a page of the pages folder shows
 * besides its route), `blog` (the blog's posts and lists), `local:content/a.png` (a file a doc links beside
 * itself), `sidebar:<versioned id>` (a sidebar).
 */
import { changedKeys } from './map-update.js';
import type { RouteManifest } from './types.js';
import { sameItems } from '../shared/same-items.js';

export interface ManifestChanges {
  /** The entries that changed, named as above. */
  readonly entries: ReadonlySet<string>;
  /** Paths of the routes that are not the same object in both (new and removed ones included). */
  readonly routes: ReadonlySet<string>;
}

/** The last comparison made for each manifest: the link checks and the plan both ask for it, once per update. */
const compared = new WeakMap<RouteManifest, { readonly old: RouteManifest; readonly changes: ManifestChanges }>();

/** What differs between `old` and `now`; the result is shared by every caller, who must not change it. */
export function diffManifests(old: RouteManifest, now: RouteManifest): ManifestChanges {
  const known = compared.get(now);
  if (known?.old === old) return known.changes;
  const changes = compareManifests(old, now);
  compared.set(now, { old, changes });
  return changes;
}

function compareManifests(old: RouteManifest, now: RouteManifest): ManifestChanges {
  const entries = new Set<string>();
  const routes = new Set<string>();
  if (old === now) return { entries, routes };
  const comparePath = (path: string) => {
    const was = old.byPath.get(path);
    const route = now.byPath.get(path);
    if (was === route) return;
    routes.add(path);
    if (was === undefined || route === undefined || was.kind !== route.kind || !sameItems(was.anchors, route.anchors)) entries.add(`path:${path}`);
  };
  const changedPaths = changedKeys(old.byPath, now.byPath);
  if (changedPaths !== undefined) for (const path of changedPaths) comparePath(path);
  else {
    for (const path of now.byPath.keys()) comparePath(path);
    for (const path of old.byPath.keys()) if (!now.byPath.has(path)) comparePath(path);
  }
  compareMaps(old.byFile, now.byFile, (file) => entries.add(`file:${file}`));
  compareMaps(old.docs, now.docs, (key) => entries.add(`doc:${key}`));
  compareMaps(old.categoryIndexes, now.categoryIndexes, (path) => entries.add(`index:${path}`));
  compareMaps(old.pages, now.pages, (path) => entries.add(`page:${path}`));
  if (old.blog !== now.blog) entries.add('blog');
  compareMaps(old.localFiles, now.localFiles, (file) => entries.add(`local:${file}`));
  compareMaps(new Map(Object.entries(old.sidebars)), new Map(Object.entries(now.sidebars)), (key) => entries.add(`sidebar:${key}`));
  if (old.assets !== now.assets) {
    for (const asset of now.assets) if (!old.assets.has(asset)) entries.add(`asset:${asset}`);
    for (const asset of old.assets) if (!now.assets.has(asset)) entries.add(`asset:${asset}`);
  }
  return { entries, routes };
}

/** Calls `changed` with each key whose value is not the same in both maps. */
function compareMaps<K, V>(old: ReadonlyMap<K, V>, now: ReadonlyMap<K, V>, changed: (key: K) => void): void {
  const keys = changedKeys(old, now);
  if (keys !== undefined) {
    for (const key of keys) if (old.get(key) !== now.get(key)) changed(key);
    return;
  }
  for (const [key, value] of now) if (old.get(key) !== value) changed(key);
  for (const key of old.keys()) if (!now.has(key)) changed(key);
}

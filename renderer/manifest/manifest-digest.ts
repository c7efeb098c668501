/**
 * A digest of the route manifest as the stages after it read it: the page
 * plans and the link checks. Links' source positions only place
 * diagnostics: a paragraph added above a link moves it, and changes no page
 * (a check whose result holds a diagnostic is not known by this digest).
 * Dropped from the links alone, since other data (an API schema) may well
 * have a property named `line`. `byPath` only indexes the routes. Routes and
 * the docs' metadata are most of a manifest and plain JSON data (strings,
 * numbers, booleans, arrays and plain objects: types.ts), so they are
 * written natively; digestOfData, which also sees into the Maps and Sets of
 * the rest, took three times as long over them.
 */
import { digestOfData, keyOf } from '../fs/digest.js';
import type { RouteManifest } from './types.js';

/** Computed once per manifest, whichever stage asks first. */
const digests = new WeakMap<RouteManifest, string>();

export function manifestDigestOf(manifest: RouteManifest): string {
  let digest = digests.get(manifest);
  if (digest === undefined) {
    const { routes, byPath: _index, docs, byFile, ...rest } = manifest;
    digest = keyOf(
      digestOfData(rest),
      // The docs' metadata and the file index are plain data too, one entry a doc: written natively as well.
      JSON.stringify([...docs]),
      JSON.stringify([...byFile]),
      JSON.stringify(routes.map((route) => ({ ...route, links: route.links.map((link) => link.url) }))),
    );
    digests.set(manifest, digest);
  }
  return digest;
}

/**
 * Stage "client bundle": the stylesheets and scripts every page loads. The
 * bundle compiled with docs-gen, else one an earlier build made with the
 * same code (kept in the build cache), else a new one, kept there for the
 * next build. After an edit of the theme (in dev), always a new one: the
 * compiled and the cached bundles were made from the theme as it was.
 */
import type { BuildCache } from './build-cache.js';
import { bundleClient, type ClientBundle } from '../bundle/bundle-client.js';
import { readPrebuiltClient } from '../bundle/prebuilt-client.js';

export async function loadClientBundle({
  cache,
  themeEdited,
}: {
  cache: Partial<Pick<BuildCache, 'clientBundle' | 'saveClientBundle'>>;
  themeEdited: boolean;
}): Promise<ClientBundle> {
  if (themeEdited) return bundleClient();
  const prebuilt = readPrebuiltClient();
  if (prebuilt !== undefined) return prebuilt;
  const cached = await cache.clientBundle?.();
  if (cached !== undefined) return cached;
  const bundle = await bundleClient();
  cache.saveClientBundle?.(bundle);
  return bundle;
}

/**
 * The redirect pages of config `redirects`: one at `<path>.<extension>` for
 * each page (`fromExtensions`), and one at each old path of `items`. A
 * redirect never takes the place of a page, a file of static/, a file
 * docs-gen writes itself (sitemap.xml, assets/) or another redirect: one
 * made for an extension is then left out, as a page at that name is what a
 * reader wants; an item is a conflict the checks report.
 */
import type { ResolvedConfig } from '../config/types.js';
import { outputFileFor } from '../shared/routes.js';
import { isDocsGenOwnFile } from './check-routes.js';
import type { RouteManifest } from './types.js';

export interface Redirect {
  /** The path a reader arrives at: `/guide/install.html`. */
  readonly from: string;
  /** Where it sends them: a path of the site (`/guide/install#setup`) or a URL. */
  readonly to: string;
  /** Its file in the output folder: `guide/install.html`. */
  readonly file: string;
}

export interface RedirectConflict {
  /** `redirects.items[2].from` */
  readonly field: string;
  readonly from: string;
  /** What is at that path already, in words: `the page /setup`. */
  readonly taken: string;
}

export function redirectsOf(manifest: RouteManifest, config: ResolvedConfig): { redirects: Redirect[]; conflicts: RedirectConflict[] } {
  const { fromExtensions, items } = config.redirects;
  if (fromExtensions.length === 0 && items.length === 0) return { redirects: [], conflicts: [] };
  const taken = new Map<string, string>();
  for (const route of manifest.routes) taken.set(route.outputFile, `the page ${route.path}`);
  for (const asset of manifest.assets) taken.set(asset, `the file static/${asset}`);
  const redirects: Redirect[] = [];
  const conflicts: RedirectConflict[] = [];
  const add = (redirect: Redirect) => {
    taken.set(redirect.file, `the redirect from ${redirect.from}`);
    redirects.push(redirect);
  };

  items.forEach((item, index) => {
    const froms = typeof item.from === 'string' ? [item.from] : item.from;
    froms.forEach((from, fromIndex) => {
      const file = fileOf(from, config.trailingSlash);
      const already = taken.get(file) ?? (manifest.byPath.has(from) ? `the page ${from}` : isDocsGenOwnFile(file) ? `docs-gen's own ${file}` : undefined);
      const field = `redirects.items[${index}].from${typeof item.from === 'string' ? '' : `[${fromIndex}]`}`;
      if (already === undefined) add({ from, to: item.to, file });
      else conflicts.push({ field, from, taken: already });
    });
  });
  for (const route of manifest.routes) {
    if (route.kind === 'not-found' || route.path === '/') continue;
    const path = route.path.replace(/\/$/, '');
    for (const extension of fromExtensions) {
      const from = `${path}.${extension}`;
      const file = from.slice(1);
      if (!taken.has(file)) add({ from, to: route.path, file });
    }
  }
  return { redirects, conflicts };
}

/** `/old.html` is the file `old.html`; `/old` is written where a page of that path would be. */
function fileOf(from: string, trailingSlash: boolean | undefined): string {
  return /\.[A-Za-z0-9]+$/.test(from) ? from.slice(1) : outputFileFor(from.replace(/\/$/, '') || '/', trailingSlash);
}

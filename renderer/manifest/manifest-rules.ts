/**
 * The rules a route manifest must keep, each a pure check of what the
 * manifest is made from: tags a tags file defines, pagination ids that name
 * docs, static files that would take a page's place, routes made twice, and
 * navbar items that name sidebars.
 */
import { builtLocales } from '../config/built-locales.js';
import type { ResolvedConfig } from '../config/types.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import { listNames } from '../diagnostics/format.js';
import type { Diagnostic, Severity } from '../diagnostics/types.js';
import type { DocMeta, Route } from './types.js';
import type { TagLink } from '../content/doc-refs.js';

/** With a tags.yml, a doc's tag that the file does not define is a warning, as Docusaurus's `onInlineTags: 'warn'`. */
export function checkTags(docs: ReadonlyArray<{ meta: DocMeta; parsed: ParsedDocInfo }>, definitions: ReadonlyMap<string, TagLink> | undefined): Diagnostic[] {
  if (definitions === undefined || definitions.size === 0) return [];
  return docs.flatMap(({ meta, parsed }) =>
    (parsed.frontMatter.tags ?? []).flatMap((tag): Diagnostic[] => {
      if (typeof tag !== 'string' || definitions.has(tag)) return [];
      return [
        {
          code: 'tag-unknown',
          severity: 'warning',
          message: `Tag "${tag}" is not defined in the docs folder's tags.yml. Defined tags: ${listNames(definitions.keys())}`,
          location: { file: meta.file, ...parsed.frontMatterPositions.tags },
        },
      ];
    }),
  );
}

/**
 * `pagination_prev` / `pagination_next` name docs of the same version. A
 * draft left out of the build gives no link, silently, as a draft named in
 * a sidebar does; an id that names nothing is an error that lists the ids
 * there are.
 */
export function checkPaginationIds(docs: ReadonlyArray<{ meta: DocMeta; parsed: ParsedDocInfo }>, draftIds: ReadonlySet<string>): Diagnostic[] {
  const named = docs.filter(({ meta }) => typeof meta.paginationPrev === 'string' || typeof meta.paginationNext === 'string');
  // Few docs name another: the ids are gathered only for them.
  if (named.length === 0) return [];
  const ids = new Set(docs.map(({ meta }) => meta.id));
  return named.flatMap(({ meta, parsed }) =>
    (['pagination_prev', 'pagination_next'] as const).flatMap((field): Diagnostic[] => {
      const id = field === 'pagination_prev' ? meta.paginationPrev : meta.paginationNext;
      if (typeof id !== 'string' || ids.has(id) || draftIds.has(id)) return [];
      return [
        {
          code: 'doc-unknown',
          severity: 'error',
          message: `${field} refers to doc id "${id}", which does not exist in this version. Available doc ids: ${listNames(ids)}`,
          location: { file: meta.file, ...parsed.frontMatterPositions[field] },
        },
      ];
    }),
  );
}

/** Files under static/ are copied to the output root, where they must not take a page's file or folder. */
export function staticConflicts(assets: readonly string[], routes: readonly Route[], foldersOf: (route: Route) => readonly string[]): Diagnostic[] {
  if (assets.length === 0) return [];
  const assetSet = new Set(assets);
  const pageFiles = new Map<string, Route>();
  const pageFolders = new Map<string, Route>();
  // Only the assets' own names are looked up: a site has far fewer static files than page folders.
  for (const route of routes) {
    if (assetSet.has(route.outputFile)) pageFiles.set(route.outputFile, route);
    for (const dir of foldersOf(route)) if (assetSet.has(dir) && !pageFolders.has(dir)) pageFolders.set(dir, route);
  }
  return assets.flatMap((asset): Diagnostic[] => {
    const sameFile = pageFiles.get(asset);
    const folder = pageFolders.get(asset);
    const route = sameFile ?? folder;
    if (route === undefined) return [];
    const message = sameFile
      ? `static/${asset} would overwrite the page ${route.path} (${route.outputFile})`
      : `static/${asset} is a file where the page ${route.path} needs a folder (${route.outputFile})`;
    return [{ code: 'static-conflict', severity: 'error', message, location: { file: `static/${asset}` } }];
  });
}

export function duplicateRoute(first: Route, second: Route, severity: Severity): Diagnostic {
  const describe = (route: Route) => ('file' in route.source ? route.source.file : 'a built-in page');
  return {
    code: 'duplicate-route',
    severity,
    message: `Route ${first.path} is produced by both ${describe(first)} and ${describe(second)}; only the last is kept`,
    location: 'file' in second.source ? { file: second.source.file, line: 1, column: 1 } : undefined,
  };
}

export function checkNavbarSidebars(config: ResolvedConfig, configFile: string, sidebarIds: readonly string[], diagnostics: Diagnostic[]): void {
  config.navbar.items.forEach((item, index) => {
    if (item.type !== 'docSidebar' || sidebarIds.includes(item.sidebarId)) return;
    diagnostics.push({
      code: 'sidebar-unknown',
      severity: 'error',
      message: `Navbar item "${item.label}" refers to sidebar "${item.sidebarId}", which does not exist. Available sidebars: ${sidebarIds.join(', ') || '(none)'}`,
      location: { configField: `navbar.items[${index}].sidebarId`, file: configFile },
    });
  });
}

/** A locale dropdown lists the locales the build makes; each other locale of `i18n.locales` it leaves out is said once. */
export function checkLocaleDropdowns(config: ResolvedConfig, configFile: string, diagnostics: Diagnostic[]): void {
  const built = builtLocales(config);
  const leftOut = config.i18n.locales.filter((locale) => !built.includes(locale));
  if (leftOut.length === 0) return;
  config.navbar.items.forEach((item, index) => {
    if (item.type !== 'localeDropdown') return;
    diagnostics.push({
      code: 'locale-not-built',
      severity: 'warning',
      message: `The locale dropdown lists ${built.join(', ')} only: docs-gen builds no translations, so ${leftOut.join(', ')} of i18n.locales would be links to nothing`,
      location: { configField: `navbar.items[${index}]`, file: configFile },
    });
  });
}

/**
 * Stage "load specs": specs/*.yaml|yml|json → API reference pages. A site
 * with no spec files gets none without loading the OpenAPI code
 * (load-api-pages.ts validates, bundles and renders each spec).
 */
import { type Dirent, realpathSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { OutputFile } from '../fs/output-file.js';
import { followLink, linkNotFollowed } from '../content/site-files.js';
import type { ApiPage } from './api-pages.js';
import { SPEC_EXTENSIONS, SPECS_DIR } from '../content/source-folders.js';
import { readsTheSame, type SpecReads } from './local-refs.js';

export interface LoadedSpecs {
  readonly pages: readonly ApiPage[];
  readonly diagnostics: readonly Diagnostic[];
  /**
   * The files to download of each valid spec. Not part of the pages: a spec's bytes would make every
   * digest of the manifest and the page plans as slow as the spec is big.
   */
  readonly downloads: readonly OutputFile[];
  /** The config's `api` section the pages were made with. */
  readonly apiConfig: string;
  /** Spec files validated and rendered by this load: none when the build cache held their pages. */
  readonly loaded: number;
}

/** The specs a build loaded, as the build cache keeps them for the next. */
export interface StoredSpecs {
  readonly apiConfig: string;
  readonly reads: SpecReads;
  readonly pages: readonly ApiPage[];
  readonly diagnostics: readonly Diagnostic[];
  readonly downloads: readonly OutputFile[];
}

/** Where loaded specs are kept from one build to the next (the build cache); `dev` keeps them in memory only. */
export interface SpecsStore {
  loadedSpecs?(): Promise<StoredSpecs | undefined>;
  saveLoadedSpecs?(specs: StoredSpecs): void;
}

/**
 * Stage "load specs" (I/O): the API pages of specs/. Validating and bundling
 * specs costs more than the rest of a dev update together, so after the
 * first run they are loaded again only when a file under specs/ changed
 * (specs may refer to files beside them) or the config's `api` section did.
 * A build takes them from the build cache while the config's `api` section,
 * the spec files and every file their `$ref`s named read the same; a spec
 * that fetched a URL is loaded every build.
 */
export async function loadSpecs({
  root,
  config,
  previous,
  changed,
  store,
}: {
  root: string;
  config: ResolvedConfig;
  previous: LoadedSpecs | undefined;
  /** Files changed since the previous run, relative to the root; `all` loads the specs again. */
  changed: readonly string[] | 'all';
  store: SpecsStore | undefined;
}): Promise<LoadedSpecs> {
  const apiConfig = JSON.stringify(config.api);
  const specsChanged = changed === 'all' || changed.some((file) => file === SPECS_DIR || file.startsWith(`${SPECS_DIR}/`));
  if (previous !== undefined && previous.apiConfig === apiConfig && !specsChanged) return previous;
  const { names, skipped } = await specFilesIn(root);
  if (names.length === 0) return { pages: [], diagnostics: skipped, downloads: [], apiConfig, loaded: 0 };
  const specsDir = path.join(root, SPECS_DIR);
  const stored = await store?.loadedSpecs?.();
  if (stored !== undefined && stored.apiConfig === apiConfig && (await readsTheSame(stored.reads, { root, specsDir, api: config.api, names }))) {
    return { pages: stored.pages, diagnostics: [...skipped, ...stored.diagnostics], downloads: stored.downloads, apiConfig, loaded: 0 };
  }
  // The OpenAPI parser, validator and sample makers are a tenth of docs-gen's start-up: loaded only for a site with specs.
  const { loadApiPages } = await import('./load-api-pages.js');
  const { reads, ...loaded } = await loadApiPages({ root, config, names });
  if (reads !== undefined) store?.saveLoadedSpecs?.({ apiConfig, reads, ...loaded });
  return { ...loaded, diagnostics: [...skipped, ...loaded.diagnostics], apiConfig, loaded: names.length };
}

/**
 * The spec files directly in the site's specs/, by name in code-point order (none when there is no such
 * folder), and a warning for each one that is a link that may not be followed (site-files.ts).
 */
async function specFilesIn(root: string): Promise<{ names: string[]; skipped: Diagnostic[] }> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(root, SPECS_DIR), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { names: [], skipped: [] };
    throw error;
  }
  const siteRoot = realpathSync(root);
  const names: string[] = [];
  const skipped: Diagnostic[] = [];
  for (const entry of entries.filter((candidate) => SPEC_EXTENSIONS.test(candidate.name))) {
    const file = `${SPECS_DIR}/${entry.name}`;
    const kind = entry.isSymbolicLink() ? followLink(path.join(root, file), siteRoot) : entry.isFile() ? 'file' : 'other';
    if (typeof kind === 'object') skipped.push(linkNotFollowed(file, kind.problem));
    else if (kind === 'file') names.push(entry.name);
  }
  return { names: names.sort(), skipped };
}

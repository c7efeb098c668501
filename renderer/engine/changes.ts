/**
 * What a batch of changed files (paths relative to the site root, as the
 * dev server's watcher names them) means for the engine's stages: which
 * inputs must be read again in full, and which only in part.
 */
import { VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from '../config/versions-file.js';

/** Files changed since the last run, or `all` (the first run, or one after a run that did not finish). */
export type ChangedFiles = readonly string[] | 'all';

const CONFIG_FILE = /^site\.config\.(ts|mts|js|mjs)$/;

/** A sidebars file in the root, as `docs.sidebarPath` names it (`sidebars.json`): part of the config. */
export const SIDEBARS_FILE = /^sidebars\.(json|js|mjs|cjs|ts)$/;

/** The config file, the sidebars file it loads, or a file it imports (`configInputs`: a Markdown plugin of the site) may have changed: load it again. */
export function touchesConfig(changed: ChangedFiles, configInputs: readonly string[] = []): boolean {
  return changed === 'all' || changed.some((file) => CONFIG_FILE.test(file) || SIDEBARS_FILE.test(file) || configInputs.includes(file));
}

/** versions.json or a released version's sidebars changed: the versions are planned again, and every docs folder read. */
export function touchesVersions(changed: ChangedFiles): boolean {
  return (
    changed === 'all' || changed.some((file) => file === VERSIONS_FILE || file === VERSIONED_SIDEBARS_DIR || file.startsWith(`${VERSIONED_SIDEBARS_DIR}/`))
  );
}

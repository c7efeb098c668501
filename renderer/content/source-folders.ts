/**
 * The site's source folders lie inside the site. Links inside them are
 * checked as they are walked (site-files.ts); a source folder that is
 * itself a link (`static -> /etc`) would otherwise have the build read,
 * and publish, whatever it leads to. Checked before anything is read, by
 * build and dev alike.
 */
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/types.js';
import { statOrUndefined } from '../fs/entries.js';
import { VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from '../config/versions-file.js';
import { BLOG_DIR, CONTENT_DIR, PAGES_DIR, STATIC_DIR } from './read-sources.js';
import { leadsOutside } from './site-files.js';

/** Where a site's OpenAPI specs are, and which of its files are specs. */
export const SPECS_DIR = 'specs';
export const SPEC_EXTENSIONS = /\.(ya?ml|json)$/i;

/** The folders a site is made of, relative to its root. */
export const SOURCE_FOLDERS: readonly string[] = [CONTENT_DIR, STATIC_DIR, SPECS_DIR, PAGES_DIR, BLOG_DIR, VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR];

/** Each source folder, released version's folder and sidebars file, and versions.json, that leads outside the site. */
export function checkSourceFolders(root: string): Diagnostic[] {
  const siteRoot = realpathSync(root);
  const problems: Diagnostic[] = [];
  /** Whether `relative` is missing or inside the site; else reports it. */
  const staysInside = (relative: string): boolean => {
    const outside = leadsOutside(path.join(root, relative), siteRoot);
    if (outside === undefined) return true;
    const leadsTo =
      outside.real === undefined ? 'a link to nothing (its target does not exist)' : `a link to ${outside.real}, outside the site folder ${siteRoot}`;
    problems.push({
      code: 'source-outside-site',
      severity: 'error',
      message: `${relative} is ${leadsTo}; docs-gen reads no file outside the site`,
      location: { file: relative },
    });
    return false;
  };
  for (const folder of SOURCE_FOLDERS) {
    if (!staysInside(folder)) continue;
    // A released version's docs folder or sidebars file may be a link of its own.
    if (folder !== VERSIONED_DOCS_DIR && folder !== VERSIONED_SIDEBARS_DIR) continue;
    if (!statOrUndefined(path.join(root, folder))?.isDirectory()) continue;
    for (const name of readdirSync(path.join(root, folder)).sort()) staysInside(`${folder}/${name}`);
  }
  staysInside(VERSIONS_FILE);
  return problems;
}

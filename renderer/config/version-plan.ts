/**
 * Which docs versions a build has, and where each is served (website spec
 * §3 Version): the last version (by default the newest released one) at the
 * docs root, the unreleased docs of content/ at `next` once a version is
 * released, older versions at their name. Versions come from versions.json
 * (written by `docs-gen version`); the config may relabel, move or leave
 * them out.
 */
import { normalizedSitePath } from '../fs/posix-path.js';
import type { ResolvedConfig, VersionConfig } from './types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { joinRoutePath } from '../shared/routes.js';
import { versionDocsDir, versionSidebarsFile } from './versions-file.js';

export const CURRENT_VERSION = 'current';

export interface VersionPlan {
  /** `current` or a released name: `1.0`. */
  readonly name: string;
  /** In the version dropdown: `Next`, `1.0`. */
  readonly label: string;
  /** URL path of the version's docs root: `/`, `/next`, `/1.0`. */
  readonly path: string;
  readonly banner: NonNullable<VersionConfig['banner']>;
  /** Whether its pages show "Version: <label>" (when the site has several versions). */
  readonly badge: boolean;
  /** Whether the docs root shows this version. */
  readonly isLast: boolean;
  /** Whether sitemap.xml lists its pages. */
  readonly inSitemap: boolean;
  /** Its docs folder relative to the site root: `content`, `versioned_docs/version-1.0`. */
  readonly docsDir: string;
  /** Where its sidebars come from: the config file, or `versioned_sidebars/version-1.0-sidebars.json`. */
  readonly sidebarsFile: string;
}

/** `released` is versions.json, newest first. */
export function planVersions({ config, configFile, released }: { config: ResolvedConfig; configFile: string; released: readonly string[] }): {
  versions: VersionPlan[];
  diagnostics: Diagnostic[];
} {
  const { docs } = config;
  const known = [CURRENT_VERSION, ...released];
  const diagnostics: Diagnostic[] = [];
  const unknown = (field: string, name: string) =>
    diagnostics.push({
      code: 'config-invalid',
      severity: 'error',
      message: `${field} names version "${name}", which does not exist. Available versions: ${known.join(', ')}`,
      location: { configField: field, file: configFile },
    });

  const last = docs.lastVersion ?? released[0] ?? CURRENT_VERSION;
  if (!known.includes(last)) unknown('docs.lastVersion', last);
  docs.onlyIncludeVersions?.forEach((name, index) => {
    if (!known.includes(name)) unknown(`docs.onlyIncludeVersions[${index}]`, name);
  });
  for (const name of Object.keys(docs.versions)) if (!known.includes(name)) unknown(`docs.versions.${name}`, name);

  const included = known.filter((name) => (name !== CURRENT_VERSION || docs.includeCurrentVersion) && (docs.onlyIncludeVersions?.includes(name) ?? true));
  if (known.includes(last) && !included.includes(last)) {
    diagnostics.push({
      code: 'config-invalid',
      severity: 'error',
      message: `The last version "${last}" is not built: docs.includeCurrentVersion or docs.onlyIncludeVersions leaves it out. Include it, or choose another docs.lastVersion.`,
      location: { configField: docs.onlyIncludeVersions ? 'docs.onlyIncludeVersions' : 'docs.includeCurrentVersion', file: configFile },
    });
  }
  if (diagnostics.length > 0) return { versions: [], diagnostics };

  const lastIndex = known.indexOf(last);
  const versions = included.map((name): VersionPlan => {
    const options = docs.versions[name] ?? {};
    const isLast = name === last;
    const defaultPath = isLast ? '' : name === CURRENT_VERSION ? 'next' : name;
    // Newer than the last version (current, or a release not yet made the default) is unreleased; older is unmaintained.
    const defaultBanner = isLast ? 'none' : known.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained';
    return {
      name,
      label: options.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      path: joinRoutePath(docs.routeBasePath, options.path ?? defaultPath),
      banner: options.banner ?? defaultBanner,
      badge: options.badge ?? true,
      isLast,
      inSitemap: options.sitemap ?? isLast,
      docsDir: name === CURRENT_VERSION ? 'content' : versionDocsDir(name),
      sidebarsFile: name === CURRENT_VERSION ? currentSidebarsFile(config, configFile) : versionSidebarsFile(name),
    };
  });
  return { versions, diagnostics };
}

/**
 * The key of a doc or sidebar in RouteManifest.docs / .sidebars: its id in
 * content/, prefixed by its version elsewhere (`version-1.0/guide/install`),
 * since each version has docs and sidebars of the same ids.
 */
export function versionedKey(version: string, id: string): string {
  return version === CURRENT_VERSION ? id : `version-${version}/${id}`;
}

/** Where the unreleased docs' sidebars are written: the file of `docs.sidebarPath` (as the site names it), else the config. */
function currentSidebarsFile(config: ResolvedConfig, configFile: string): string {
  const { sidebarPath } = config.docs;
  return sidebarPath === undefined ? configFile : normalizedSitePath(sidebarPath);
}

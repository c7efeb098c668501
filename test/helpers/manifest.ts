/**
 * Small helpers for unit tests of the manifest and the link checks: a
 * resolved config with only the fields a test cares about, and a manifest
 * built from content files given as text (parsed by the real doc parser).
 */
import { applyDefaults } from '../../renderer/config/defaults.js';
import type { ResolvedConfig, UserConfig } from '../../renderer/config/types.js';
import { parseCategoryMeta, type CategoryMeta } from '../../renderer/content/category-meta.js';
import { formatOf, type DocSource } from '../../renderer/content/collect-sources.js';
import { createDocParser, type ParsedDoc } from '../../renderer/content/parse-doc.js';
import type { Diagnostic } from '../../renderer/diagnostics/types.js';
import { planVersions } from '../../renderer/manifest/versions.js';
import { buildManifest } from '../../renderer/manifest/build-manifest.js';
import type { RouteManifest } from '../../renderer/manifest/types.js';

export const CONFIG_FILE = 'site.config.ts';

/** A resolved config: `url` and `title` filled in, everything else from DEFAULTS unless given. */
export function makeConfig(overrides: Partial<UserConfig> = {}): ResolvedConfig {
  return applyDefaults({ url: 'https://docs.example.com', title: 'Test Docs', ...overrides });
}

const parseDoc = createDocParser({ components: ['Admonition', 'Tabs', 'TabItem'] });

export interface TestSiteOptions {
  readonly config?: Partial<UserConfig>;
  readonly includeDrafts?: boolean;
  /** Files under static/: `img/logo.svg`. */
  readonly assets?: readonly string[];
}

export interface TestSite {
  readonly manifest: RouteManifest;
  readonly config: ResolvedConfig;
  /** Diagnostics of parsing and of buildManifest. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Builds the manifest of a site whose content/ holds `files` (path under
 * content/ → text). `_category_.json` / `_category_.yml` files become
 * folder settings. Docs are passed in the order given, as collectSources
 * would pass them in walk order.
 */
export function buildTestSite(files: Readonly<Record<string, string>>, { config: overrides = {}, includeDrafts = false, assets = [] }: TestSiteOptions = {}): TestSite {
  const config = makeConfig(overrides);
  const diagnostics: Diagnostic[] = [];
  const docs: Array<{ source: DocSource; parsed: ParsedDoc }> = [];
  const categories = new Map<string, { meta: CategoryMeta; file: string }>();
  const dirs = new Set<string>(['']);
  for (const [relativePath, text] of Object.entries(files)) {
    const file = `content/${relativePath}`;
    const segments = relativePath.split('/');
    const name = segments.pop()!;
    for (let depth = 1; depth <= segments.length; depth++) dirs.add(segments.slice(0, depth).join('/'));
    if (/^_category_\.(json|ya?ml)$/.test(name)) {
      const parsed = parseCategoryMeta({ file, source: text });
      diagnostics.push(...parsed.diagnostics);
      categories.set(segments.join('/'), { meta: parsed.meta, file });
      continue;
    }
    const format = formatOf(name);
    if (format === undefined) throw new Error(`buildTestSite: ${relativePath} is neither a doc nor a _category_ file`);
    const source: DocSource = { file, relativePath, format, source: text };
    const parsed = parseDoc(source);
    diagnostics.push(...parsed.diagnostics);
    docs.push({ source, parsed });
  }
  const { versions: [current] } = planVersions({ config, configFile: CONFIG_FILE, released: [] });
  const result = buildManifest({
    config,
    configFile: CONFIG_FILE,
    versions: [{ version: current!, sidebars: config.docs.sidebars, docs, categories, dirs: [...dirs].sort() }],
    assets,
    includeDrafts,
    apiPages: [],
  });
  diagnostics.push(...result.diagnostics);
  return { manifest: result.manifest, config, diagnostics };
}

/** A one-line doc with an h1, for sites where only the file layout matters. */
export function doc(title: string, frontMatter: Record<string, string | number | boolean | null> = {}): string {
  const entries = Object.entries(frontMatter);
  const head = entries.length === 0 ? '' : `---\n${entries.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n')}\n---\n\n`;
  return `${head}# ${title}\n`;
}

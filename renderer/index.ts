/**
 * docs-gen's public API. The whole build is one chain of named stages:
 *
 *   resolveConfig → collectSources → parseDoc (per file)
 *     → buildManifest → checkLinks → bundleClient → renderPage (per route) → writeSite
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleClient } from './bundle/bundle-client.js';
import { checkLinks } from './check/check-links.js';
import { loadConfig } from './config/load.js';
import type { ResolvedConfig } from './config/types.js';
import { parseCategoryMeta, type CategoryMeta } from './content/category-meta.js';
import { collectSources } from './content/collect-sources.js';
import { listAssets } from './content/list-assets.js';
import { createDocParser } from './content/parse-doc.js';
import { describeCode } from './diagnostics/codes.js';
import type { Diagnostic } from './diagnostics/types.js';
import { createSiteWriter } from './emit/write-site.js';
import { renderSitemap } from './emit/sitemap.js';
import { buildManifest } from './manifest/build-manifest.js';
import type { RouteManifest } from './manifest/types.js';
import { joinBase } from './render/document.js';
import { createPageRenderer, type PageBody } from './render/render-page.js';
import { mdxComponents } from '../theme/index.js';

export { defineConfig } from './config/define-config.js';
export type { UserConfig, ResolvedConfig } from './config/types.js';
export type { Diagnostic } from './diagnostics/types.js';
export type { RouteManifest, Route } from './manifest/types.js';

export interface BuildOptions {
  /** Folder holding site.config.ts, content/ and specs/. */
  readonly root: string;
  /** @default <root>/build */
  readonly outDir?: string;
  /** Turn every warning into an error. @default false */
  readonly strict?: boolean;
}

export interface BuildResult {
  /** 0 success, 1 build errors, 2 usage or config errors. */
  readonly exitCode: 0 | 1 | 2;
  readonly pages: number;
  readonly durationMs: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly outDir: string;
}

const CONTENT_DIR = 'content';
const STATIC_DIR = 'static';

export async function build({ root: rootOption, outDir: outOption, strict = false }: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = path.resolve(rootOption);
  const outDir = path.resolve(root, outOption ?? 'build');
  const finish = (diagnostics: readonly Diagnostic[], pages: number): BuildResult => {
    const final = strict ? diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' as const } : d)) : [...diagnostics];
    return { exitCode: exitCodeOf(final), pages, durationMs: Math.round(performance.now() - started), diagnostics: final, outDir };
  };

  const loaded = await loadConfig({ root });
  if (!loaded.ok) return finish(loaded.diagnostics, 0);
  const { config, configFile } = loaded;

  if (!existsSync(path.join(root, CONTENT_DIR))) {
    return finish([{ code: 'content-missing', severity: 'error', message: `The content folder ${path.join(root, CONTENT_DIR)} does not exist`, location: { file: CONTENT_DIR } }], 0);
  }
  const site = await readSite({ root, config, configFile, includeDrafts: false });
  // Link checks on a site with unparsable pages would only add noise about their missing anchors.
  // Only errors stop here: warnings that --strict turns into errors still get the link checks, so one
  // strict run reports every problem.
  if (exitCodeOf(site.diagnostics) !== 0) return finish(site.diagnostics, 0);

  const diagnostics = [...site.diagnostics, ...checkLinks({ manifest: site.manifest, config })];
  const checked = finish(diagnostics, 0);
  if (checked.exitCode !== 0) return checked;

  const pages = await writeSite({ root, outDir, config, manifest: site.manifest, bodies: site.bodies });
  return finish(diagnostics, pages);
}

interface SiteSources {
  readonly manifest: RouteManifest;
  readonly bodies: ReadonlyMap<string, PageBody>;
  readonly diagnostics: readonly Diagnostic[];
}

/** Every source of the site, parsed, and the manifest built from them. */
async function readSite({ root, config, configFile, includeDrafts }: { root: string; config: ResolvedConfig; configFile: string; includeDrafts: boolean }): Promise<SiteSources> {
  const sources = await collectSources({ root, contentDir: CONTENT_DIR });
  const parseDoc = createDocParser({ components: Object.keys(mdxComponents) });
  const docs = sources.docs.map((source) => ({ source, parsed: parseDoc(source) }));
  const diagnostics: Diagnostic[] = docs.flatMap(({ parsed }) => parsed.diagnostics);

  const categories = new Map<string, { meta: CategoryMeta; file: string }>();
  for (const category of sources.categories) {
    const { meta, diagnostics: categoryDiagnostics } = parseCategoryMeta(category);
    diagnostics.push(...categoryDiagnostics);
    categories.set(category.dir, { meta, file: category.file });
  }
  const assets = await listAssets(path.join(root, STATIC_DIR));
  const { manifest, diagnostics: manifestDiagnostics } = buildManifest({ config, configFile, docs, categories, dirs: sources.dirs, assets, includeDrafts });
  diagnostics.push(...manifestDiagnostics);

  const parsedByFile = new Map(docs.map(({ source, parsed }) => [source.file, parsed]));
  const bodies = new Map<string, PageBody>();
  for (const route of manifest.routes) {
    const parsed = route.source.type === 'file' ? parsedByFile.get(route.source.file) : undefined;
    if (parsed === undefined) continue;
    bodies.set(route.path, { tree: parsed.tree, hasOwnH1: parsed.contentTitle !== undefined, keywords: manifest.docs.get(route.docId ?? '')?.keywords ?? [] });
  }
  return { manifest, bodies, diagnostics };
}

/** Renders every route and swaps the finished folder into place; returns the number of pages. */
async function writeSite({ root, outDir, config, manifest, bodies }: { root: string; outDir: string; config: ResolvedConfig; manifest: RouteManifest; bodies: ReadonlyMap<string, PageBody> }): Promise<number> {
  const bundle = await bundleClient();
  const writer = await createSiteWriter(outDir);
  try {
    const staticDir = path.join(root, STATIC_DIR);
    if (existsSync(staticDir)) await writer.copyFolder(staticDir);
    for (const file of bundle.files) await writer.write(file);
    const renderPage = createPageRenderer({
      config,
      manifest,
      assets: {
        stylesheets: bundle.stylesheets.map((file) => joinBase(config.baseUrl, file)),
        scripts: bundle.scripts.map((file) => joinBase(config.baseUrl, file)),
      },
    });
    for (const route of manifest.routes) {
      await writer.write({ path: route.outputFile, contents: renderPage(route, bodies.get(route.path)) });
    }
    await writer.write({ path: 'sitemap.xml', contents: renderSitemap({ manifest, config }) });
    await writer.commit();
  } catch (error) {
    await writer.abort();
    throw error;
  }
  return manifest.routes.length;
}

function exitCodeOf(diagnostics: readonly Diagnostic[]): 0 | 1 | 2 {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return 0;
  return errors.some((d) => describeCode(d.code).exitCode === 2) ? 2 : 1;
}

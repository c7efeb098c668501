/**
 * Bundles the theme's stylesheet (and its browser entry, when the theme has
 * one) with esbuild: minified, content-hashed names, so the files can be
 * cached forever.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions, Metafile, Plugin } from 'esbuild';
import type { OutputFile } from '../fs/output-file.js';
import { THEME_DIR } from '../fs/package-root.js';

export interface ClientBundle {
  /** Output-relative paths: `assets/css/styles.1a2b3c4d.css`. */
  readonly stylesheets: readonly string[];
  readonly scripts: readonly string[];
  /** The scripts of the theme components loaded on demand (theme/mdx/on-demand-components.ts) that `scripts` do not load already: a page using one preloads them. */
  readonly componentScripts: readonly string[];
  readonly files: readonly OutputFile[];
}

export async function bundleClient({ themeDir = THEME_DIR }: { themeDir?: string } = {}): Promise<ClientBundle> {
  const entryPoints: Record<string, string> = { styles: path.join(themeDir, 'styles/index.css') };
  const clientEntry = path.join(themeDir, 'client/entry.ts');
  if (existsSync(clientEntry)) entryPoints.client = clientEntry;
  // Loaded on use: a build that copies the prebuilt bundle never starts esbuild.
  const { build } = await import('esbuild');
  const options = {
    entryPoints,
    // esbuild names bundled modules by their path from here: the bundle docs-gen's compile makes (run from any folder) and
    // the one a build makes must be the same bytes.
    absWorkingDir: path.dirname(themeDir),
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    outdir: '/assets',
    entryNames: '[ext]/[name].[hash]',
    chunkNames: 'js/chunks/[name].[hash]',
    assetNames: 'media/[name].[hash]',
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  } satisfies BuildOptions;
  const plugins = [forbidNodeImports(themeDir)];
  let result = await build({ ...options, plugins });
  if (entryPoints.client !== undefined) {
    const lazyModules = lazyThemeModules(result.metafile, themeDir);
    if (lazyModules.size > 0) result = await build({ ...options, plugins: [...plugins, importEntryFirst(lazyModules, clientEntry)] });
  }
  const files = result.outputFiles
    .map((file) => ({ path: `assets${file.path.slice('/assets'.length)}`, contents: file.contents }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const scripts = files.filter((file) => /^assets\/js\/client\.[^/]+\.js$/.test(file.path)).map((file) => file.path);
  return {
    files,
    stylesheets: files.filter((file) => /^assets\/css\/styles\.[^/]+\.css$/.test(file.path)).map((file) => file.path),
    scripts,
    componentScripts: onDemandScripts(result.metafile, { themeDir, scripts }),
  };
}

/** The chunk of theme/client/on-demand.ts and the chunks it imports, but for those the page's scripts load anyway. */
function onDemandScripts(metafile: Metafile, { themeDir, scripts }: { themeDir: string; scripts: readonly string[] }): string[] {
  // The metafile names outputs relative to the working folder, and entry points relative to it too.
  const workingDir = path.dirname(themeDir);
  const outputPath = (key: string) => `assets${path.resolve(workingDir, key).slice('/assets'.length)}`;
  const outputs = new Map(Object.entries(metafile.outputs).map(([key, output]) => [outputPath(key), output]));
  const onDemandEntry = path.relative(workingDir, path.join(themeDir, 'client/on-demand.ts')).split(path.sep).join('/');
  const staticClosure = (start: readonly string[]): Set<string> => {
    const reached = new Set<string>();
    const pending = [...start];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      for (const imported of outputs.get(file)?.imports ?? []) if (imported.kind === 'import-statement') pending.push(outputPath(imported.path));
    }
    return reached;
  };
  const onDemand = [...outputs].find(([, output]) => output.entryPoint === onDemandEntry)?.[0];
  if (onDemand === undefined) return [];
  const loaded = staticClosure(scripts);
  return [...staticClosure([onDemand])].filter((file) => !loaded.has(file)).sort();
}

/** The theme's modules some other module imports with `import()`: absolute paths. */
function lazyThemeModules(metafile: Metafile, themeDir: string): Set<string> {
  const workingDir = path.dirname(themeDir);
  const lazy = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      if (imported.kind !== 'dynamic-import' || imported.external === true) continue;
      const target = path.resolve(workingDir, imported.path);
      if (target.startsWith(`${themeDir}${path.sep}`)) lazy.add(target);
    }
  }
  return lazy;
}

/**
 * esbuild puts code in one chunk per set of entry points (the client entry and each module loaded with `import()`) that
 * reach it, so every combination of lazy layouts sharing part of what the entry loads became a chunk of its own: four
 * more files a doc page loads, each gzipped alone (2 KB more in all). A lazy module is only ever loaded by the entry's
 * code, so making it import the entry first changes nothing at run time, and everything the entry loads then shares one
 * set of entry points: one chunk.
 */
function importEntryFirst(lazyModules: ReadonlySet<string>, clientEntry: string): Plugin {
  return {
    name: 'lazy-modules-import-entry',
    setup(builder) {
      const escaped = [...lazyModules].map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      builder.onLoad({ filter: new RegExp(`^(?:${escaped.join('|')})$`) }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
        return { contents: `import ${JSON.stringify(clientEntry)};\n${source}`, loader, resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** DESIGN: node-only code never reaches the browser. */
function forbidNodeImports(themeDir: string): Plugin {
  const rendererShared = path.resolve(themeDir, '../renderer/shared');
  return {
    name: 'forbid-node-imports',
    setup(builder) {
      builder.onResolve({ filter: /^node:|^(fs|path|os|child_process|worker_threads)$/ }, (args) => ({
        errors: [{ text: `The browser bundle cannot import "${args.path}" (imported from ${args.importer})` }],
      }));
      builder.onResolve({ filter: /renderer\// }, (args) => {
        const target = path.resolve(args.resolveDir, args.path);
        if (target.startsWith(rendererShared)) return undefined;
        return { errors: [{ text: `The browser bundle may import only renderer/shared from the renderer, not "${args.path}"` }] };
      });
    },
  };
}

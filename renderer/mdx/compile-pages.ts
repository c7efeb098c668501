/**
 * Stage "compile MDX" (I/O): the pages whose MDX needs its code run
 * (remark-mdx-compiled.ts says which), each compiled with @mdx-js/mdx and
 * bundled by esbuild with what it imports: partials (compiled the same way),
 * the site's own files (by relative path or `@site/…`) and packages
 * installed in the site's node_modules. Twice: for the server, one CommonJS
 * module per page that the render runs (run-page.ts); for the browser, ES
 * modules with the code pages share split into chunks, content-hashed under
 * `assets/js/mdx/`, with their stylesheets under `assets/css/mdx/`, which
 * only those pages load.
 *
 * A page's imports of React, MDX's provider and the theme's components
 * (`@theme/Tabs`) are not bundled: the page gets the ones docs-gen renders
 * with (theme/mdx/compiled-page.tsx), so it shares one React and the
 * theme's contexts with the page around it.
 *
 * A site replaces a theme component by writing `theme/<Name>.tsx` (or
 * .jsx, .ts, .js), as Docusaurus's swizzling does, for the components MDX
 * uses: those files are bundled the same way, as the module
 * `theme-overrides` every page loads before it renders, and pages (compiled
 * or not) render them in place of the theme's. In them,
 * `@theme-original/<Name>` is the theme's own component, to wrap it.
 *
 * The site's own stylesheets (config `stylesheets`) are bundled by the
 * same browser build, as one stylesheet every page loads after the theme's.
 *
 * Nothing outside the site is read, except docs-gen's own package: an
 * import that resolves outside the site folder is refused. A site with no
 * such page costs nothing: esbuild does not even start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions, Message, Metafile, OutputFile as EsbuildOutput, Plugin } from 'esbuild';
import type { ResolvedConfig } from '../config/types.js';
import type { SiteDoc } from '../content/site-doc.js';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import { esbuildColumn, isBuildFailure } from '../diagnostics/esbuild-message.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { OutputFile } from '../fs/output-file.js';
import { isInsideFolder } from '../fs/contained-path.js';
import { packageNameOf } from '../fs/package-name.js';
import { relativePosixPath } from '../fs/posix-path.js';
import type { RouteManifest } from '../manifest/types.js';
import { digestOf, keyOf } from '../fs/digest.js';
import { SHARED_PACKAGES } from '../../theme/mdx/shared-modules.js';
import type { compileMdx } from './compile-mdx.js';
import { PROVIDER_IMPORT, tocOf } from './page-toc.js';
import { svgComponentModule } from './svg-component.js';
import { formatFor } from '../content/parse-doc.js';
import { SitePluginError, sitePluginsOf } from '../content/site-plugins.js';

/** A compiled page, as its plan carries it to the render. */
export interface CompiledPage {
  /** The page's module for the server: CommonJS, run by run-page.ts. */
  readonly server: string;
  /** Output path of its browser module: `assets/js/mdx/guide-intro.1a2b3c4d.js`. */
  readonly script: string;
  /** Output paths of the stylesheets it imports (an npm component's CSS). */
  readonly stylesheets: readonly string[];
}

export interface CompiledMdx {
  /** By doc file (`content/guide/intro.md`). */
  readonly pages: ReadonlyMap<string, CompiledPage>;
  /** The site's replacements of theme components (`theme/Admonition.tsx`), as one module exporting each by name; none without. */
  readonly overrides: CompiledPage | undefined;
  /** Output paths of the site's own stylesheets (config `stylesheets`), bundled as one; none without. */
  readonly stylesheets: readonly string[];
  /** The browser modules, their shared chunks, stylesheets and media, written with the site. */
  readonly files: readonly OutputFile[];
  /** Site files the bundles were made from (`components/Video.tsx`): an edit of one compiles again. */
  readonly inputs: ReadonlySet<string>;
  readonly diagnostics: readonly Diagnostic[];
  /** What the result was made from besides those inputs: the pages' sources and tables of contents. */
  readonly key: string;
}

const NOTHING: CompiledMdx = { pages: new Map(), overrides: undefined, stylesheets: [], files: [], inputs: new Set(), diagnostics: [], key: '' };

/** The extensions a site's theme override may have, in the order they are looked for. */
const OVERRIDE_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];
const OVERRIDES_ENTRY = 'theme-overrides';
const STYLESHEETS_ENTRY = 'site-stylesheets';

/** The site's theme overrides: component name → site file (`theme/Tabs.tsx`). */
export function themeOverridesOf(root: string, themeComponents: readonly string[]): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const name of [...themeComponents].sort()) {
    const extension = OVERRIDE_EXTENSIONS.find((candidate) => existsSync(path.join(root, 'theme', `${name}${candidate}`)));
    if (extension !== undefined) overrides.set(name, `theme/${name}${extension}`);
  }
  return overrides;
}

/** The compiled pages of the manifest's docs; `previous` is reused when none of its inputs changed. */
export async function compileMdxPages({
  root,
  config,
  manifest,
  docs,
  previous,
  changed,
  themeComponents,
}: {
  root: string;
  config: ResolvedConfig;
  manifest: RouteManifest;
  docs: ReadonlyMap<string, SiteDoc>;
  previous: CompiledMdx | undefined;
  /** Files changed since `previous` was made, relative to the root; `all` when unknown. */
  changed: readonly string[] | 'all';
  /** Names of the theme's components (`@theme/<Name>`). */
  themeComponents: readonly string[];
}): Promise<CompiledMdx> {
  const pages = pagesToCompile(manifest, docs);
  const overrides = themeOverridesOf(root, themeComponents);
  const { stylesheets } = config;
  if (pages.length === 0 && overrides.size === 0 && stylesheets.length === 0) return NOTHING;
  const key = keyOf(
    'mdx',
    config.baseUrl,
    config.markdown.format,
    JSON.stringify(config.markdown.admonitionTypes),
    ...themeComponents,
    ...overrides.values(),
    ...stylesheets,
    ...pages.flatMap((page) => [page.file, page.doc?.input.key ?? '', JSON.stringify(page.toc ?? null)]),
  );
  if (previous !== undefined && previous.key === key && changed !== 'all' && !changed.some((file) => previous.inputs.has(file))) return previous;

  const sources = new Map(pages.map((page) => [path.join(root, page.file), page]));
  const names = entryNames(pages.map((page) => page.file));
  const entryPoints = [
    ...pages.map((page) => ({ in: path.join(root, page.file), out: names.get(page.file)! })),
    ...(overrides.size === 0 ? [] : [{ in: `${OVERRIDES_NAMESPACE}:${OVERRIDES_ENTRY}`, out: OVERRIDES_ENTRY }]),
  ];
  const stylesheetsEntry = stylesheets.length === 0 ? [] : [{ in: `${OVERRIDES_NAMESPACE}:${STYLESHEETS_ENTRY}`, out: STYLESHEETS_ENTRY }];
  const common: BuildOptions = {
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: CODE_LOADERS,
    // Media a component imports is written once, by the browser build; both give its same URL.
    assetNames: 'media/[name].[hash]',
    publicPath: `${config.baseUrl.replace(/\/$/, '')}/assets`,
  };
  // Loaded on use: a build whose compiled pages did not change never starts esbuild nor loads the MDX compiler.
  const [{ build }, { compileMdx }] = await Promise.all([import('esbuild'), import('./compile-mdx.js')]);
  const plugin = resolveAndCompile({ root, config, sources, themeComponents, overrides, compile: compileMdx });
  try {
    const [server, browser] = await Promise.all([
      build({
        ...common,
        entryPoints,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        outdir: '/server',
        entryNames: '[name]',
        loader: { ...CODE_LOADERS, '.css': 'empty' },
        plugins: [plugin],
      }),
      build({
        ...common,
        entryPoints: [...entryPoints, ...stylesheetsEntry],
        platform: 'browser',
        format: 'esm',
        splitting: true,
        // Identifiers stay as written: minified, a CSS module's class names would differ from the server's, which renders the HTML.
        minifyWhitespace: true,
        minifySyntax: true,
        target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
        outdir: '/assets',
        entryNames: '[ext]/mdx/[name].[hash]',
        chunkNames: 'js/mdx/chunks/[name].[hash]',
        legalComments: 'none',
        plugins: [plugin],
      }),
    ]);
    return assemble({ root, pages, names, overrides: overrides.size > 0, server, browser, previous, key });
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    return { ...NOTHING, diagnostics: dedupe(error.errors.map((message) => diagnosticOf(message, root))), key };
  }
}

interface PageToCompile {
  readonly file: string;
  /** Undefined for a React page of the pages folder, which esbuild compiles as it is. */
  readonly doc: SiteDoc | undefined;
  readonly toc: ReturnType<typeof tocOf> | undefined;
}

/**
 * The docs and Markdown pages with a route whose MDX needs running, and that parsed without errors (those are
 * reported already), and the React pages of the pages folder.
 */
function pagesToCompile(manifest: RouteManifest, docs: ReadonlyMap<string, SiteDoc>): PageToCompile[] {
  const pages = new Map<string, PageToCompile>();
  for (const route of manifest.routes) {
    if (route.kind !== 'doc' && route.kind !== 'page' && route.kind !== 'blog-post') continue;
    if (route.source.type === 'component') {
      pages.set(route.source.file, { file: route.source.file, doc: undefined, toc: undefined });
      continue;
    }
    if (route.source.type !== 'file' || pages.has(route.source.file)) continue;
    const doc = docs.get(route.source.file);
    if (doc?.info.compiled === undefined || doc.info.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) continue;
    pages.set(route.source.file, { file: route.source.file, doc, toc: tocOf(doc.info.headings) });
  }
  return [...pages.values()].sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Output names of the pages' modules, from their files: `content/guide/intro.md` → `guide-intro`, unique. */
function entryNames(files: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  // The site-wide entries' names are taken first.
  const taken = new Set<string>([OVERRIDES_ENTRY, STYLESHEETS_ENTRY]);
  for (const file of files) {
    const base =
      file
        .replace(/^content\//, '')
        .replace(/^src\/pages\//, 'pages/')
        .replace(/\.(mdx?|[jt]sx?)$/, '')
        .replace(/[^A-Za-z0-9_-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'page';
    let name = base;
    for (let suffix = 2; taken.has(name); suffix++) name = `${base}-${suffix}`;
    taken.add(name);
    names.set(file, name);
  }
  return names;
}

const MEDIA_LOADERS: NonNullable<BuildOptions['loader']> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.eot'].map((extension) => [extension, 'file' as const]),
);

/**
 * How the site's code is read besides media: .js may hold JSX, as Docusaurus's pages and components do; a CSS
 * module's class names are made unique to it, the same in the server's build as in the browser's.
 */
const CODE_LOADERS: NonNullable<BuildOptions['loader']> = { '.js': 'jsx', '.module.css': 'local-css', ...MEDIA_LOADERS };

const SHARED_NAMESPACE = 'docs-gen-shared';
const SVG_NAMESPACE = 'docs-gen-svg';
const DOCUSAURUS_MODULES = SHARED_PACKAGES.filter((specifier) => specifier.startsWith('@docusaurus/'));
const OVERRIDES_NAMESPACE = 'docs-gen-overrides';
const THEME_IMPORT = /^@theme(?:-original)?\/([A-Za-z]\w*)$/;

/** Resolves every import inside the site (or to what docs-gen shares), and compiles .md/.mdx files with the page's Markdown. */
function resolveAndCompile({
  root,
  config,
  sources,
  themeComponents,
  overrides,
  compile,
}: {
  root: string;
  config: ResolvedConfig;
  sources: ReadonlyMap<string, PageToCompile>;
  themeComponents: readonly string[];
  overrides: ReadonlyMap<string, string>;
  compile: typeof compileMdx;
}): Plugin {
  const known = new Set(themeComponents);
  const shared = new Set([...SHARED_PACKAGES, PROVIDER_IMPORT]);
  // The server and browser builds load the same files: each is compiled once.
  const compiledFiles = new Map<string, Promise<string>>();
  const sitePlugins = sitePluginsOf(config.markdown);
  return {
    name: 'docs-gen-mdx',
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${OVERRIDES_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(OVERRIDES_NAMESPACE.length + 1),
        namespace: OVERRIDES_NAMESPACE,
      }));
      builder.onLoad({ filter: new RegExp(`^${STYLESHEETS_ENTRY}$`), namespace: OVERRIDES_NAMESPACE }, () => ({
        contents: config.stylesheets.map((file) => `@import ${JSON.stringify(`./${file}`)};`).join('\n'),
        loader: 'css',
        resolveDir: root,
      }));
      builder.onLoad({ filter: /.*/, namespace: OVERRIDES_NAMESPACE }, () => ({
        contents: [...overrides].map(([name, file]) => `export { default as ${name} } from ${JSON.stringify(`@site/${file}`)};`).join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || (args.pluginData as { inner?: boolean } | undefined)?.inner) return undefined;
        const specifier = args.path;
        // What a stylesheet's url() names that is no file to bundle: inline data, another host, a fragment of the page, a
        // path from the site's root (a file of static/, as Docusaurus serves it).
        if (args.kind === 'url-token' && /^(?:data:|[a-z][a-z\d+.-]*:\/\/|\/|#)/i.test(specifier)) return { path: specifier, external: true };
        if (shared.has(specifier)) return { path: specifier, namespace: SHARED_NAMESPACE };
        if (specifier.startsWith('@docusaurus/'))
          return {
            errors: [
              {
                text: `Cannot import "${specifier}": of Docusaurus's modules, docs-gen provides ${DOCUSAURUS_MODULES.join(', ')} (README: pages)`,
              },
            ],
          };
        const themeComponent = THEME_IMPORT.exec(specifier)?.[1];
        if (themeComponent !== undefined) {
          if (known.has(themeComponent)) return { path: specifier, namespace: SHARED_NAMESPACE };
          return {
            errors: [{ text: `Cannot import "${specifier}": there is no theme component ${themeComponent}. Available: ${[...known].sort().join(', ')}` }],
          };
        }
        if (/^react(-dom)?\//.test(specifier))
          return { errors: [{ text: `Cannot import "${specifier}": a page shares docs-gen's React, which offers ${[...SHARED_PACKAGES].join(', ')}` }] };
        const [request, resolveDir] = specifier.startsWith('@site/') ? [`./${specifier.slice('@site/'.length)}`, root] : [specifier, args.resolveDir];
        const resolved = await builder.resolve(request, { kind: args.kind, importer: args.importer, resolveDir, pluginData: { inner: true } });
        const bare = !/^[./]/.test(request);
        if (resolved.errors.length > 0)
          return {
            errors: [
              {
                text: bare
                  ? `Cannot import "${specifier}": no package of that name is installed in the site (run \`npm install ${packageNameOf(specifier)}\` in the site folder)`
                  : `Cannot import "${specifier}": no such file`,
              },
            ],
          };
        // A package's Node build may use Node's own modules (`node:process`): the server's module asks for them as it runs.
        if (resolved.external) return { path: resolved.path, external: true };
        // An SVG file a page's code imports is a component, as in Docusaurus (a stylesheet's url() keeps it a file).
        if (/\.svg$/i.test(resolved.path) && args.kind !== 'url-token' && isInsideFolder(root, resolved.path))
          return { path: resolved.path, namespace: SVG_NAMESPACE };
        if (!isInsideFolder(root, resolved.path))
          return {
            errors: [
              { text: `Cannot import "${specifier}": it resolves to ${resolved.path}, outside the site folder; docs-gen reads no file outside the site` },
            ],
          };
        return { path: resolved.path, namespace: resolved.namespace, suffix: resolved.suffix, sideEffects: resolved.sideEffects };
      });
      builder.onLoad({ filter: /.*/, namespace: SVG_NAMESPACE }, async (args) => ({
        contents: svgComponentModule(await readFile(args.path, 'utf8')),
        loader: 'js',
        resolveDir: path.dirname(args.path),
        watchFiles: [args.path],
      }));
      builder.onLoad({ filter: /.*/, namespace: SHARED_NAMESPACE }, (args) => ({
        // Read from a function the page's runner provides (the render's, the browser's), as CommonJS, so named imports work.
        contents: `module.exports = __docsGenShared(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      builder.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const page = sources.get(args.path);
        const file = relativePosixPath(root, args.path);
        const source = page?.doc?.input.source ?? readFileSync(args.path, 'utf8');
        const format = page?.doc?.input.format ?? formatFor(file, config.markdown.format);
        try {
          let compiling = compiledFiles.get(args.path);
          if (compiling === undefined)
            compiledFiles.set(
              args.path,
              (compiling = compile({ file, source, format, toc: page?.toc, admonitionTypes: config.markdown.admonitionTypes, sitePlugins })),
            );
          const contents = await compiling;
          return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          if (error instanceof SitePluginError)
            return { errors: [{ text: error.message, location: { file, line: 1, column: 0, lineText: '' }, detail: 'markdown-plugin' }] };
          const place = error as { reason?: string; line?: number; column?: number; message?: string };
          // The compiler itself can fail on text it parsed (`{((1))}` does, in @mdx-js/mdx 3.1): the file is still the place to fix.
          const line = place.line ?? 1;
          const lineText = source.split('\n')[line - 1] ?? '';
          const text =
            place.line === undefined ? `The MDX compiler failed on this file: ${place.message ?? String(error)}` : (place.reason ?? String(place.message));
          return {
            errors: [
              {
                text,
                location: { file, line, column: Buffer.byteLength(lineText.slice(0, (place.column ?? 1) - 1)), lineText },
                detail: 'mdx-syntax',
              },
            ],
          };
        }
      });
    },
  };
}

function assemble({
  root,
  pages,
  names,
  overrides,
  server,
  browser,
  previous,
  key,
}: {
  root: string;
  pages: readonly PageToCompile[];
  names: ReadonlyMap<string, string>;
  /** Whether the builds have the theme overrides' entry. */
  overrides: boolean;
  server: { outputFiles?: EsbuildOutput[]; metafile?: Metafile };
  browser: { outputFiles?: EsbuildOutput[]; metafile?: Metafile };
  previous: CompiledMdx | undefined;
  key: string;
}): CompiledMdx {
  const serverCode = new Map((server.outputFiles ?? []).map((file) => [path.basename(file.path, '.js'), file.text]));
  const byEntry = new Map<string, { script: string; stylesheets: string[] }>();
  const stylesheets: string[] = [];
  for (const [output, meta] of Object.entries(browser.metafile?.outputs ?? {})) {
    if (meta.entryPoint === `${OVERRIDES_NAMESPACE}:${STYLESHEETS_ENTRY}` && output.endsWith('.css')) stylesheets.push(toOutputPath(output, root));
    if (meta.entryPoint === undefined || !output.endsWith('.js')) continue;
    const entry = meta.entryPoint.startsWith(`${OVERRIDES_NAMESPACE}:`) ? OVERRIDES_ENTRY : path.resolve(root, meta.entryPoint);
    byEntry.set(entry, { script: toOutputPath(output, root), stylesheets: meta.cssBundle ? [toOutputPath(meta.cssBundle, root)] : [] });
  }
  const madeOverrides = overrides ? { server: serverCode.get(OVERRIDES_ENTRY)!, ...byEntry.get(OVERRIDES_ENTRY)! } : undefined;
  const compiled = new Map<string, CompiledPage>();
  for (const page of pages) {
    const made = byEntry.get(path.join(root, page.file));
    const code = serverCode.get(names.get(page.file)!);
    if (made === undefined || code === undefined) throw new Error(`esbuild made no module for ${page.file}`);
    const before = previous?.pages.get(page.file);
    // The same object while nothing changed, so the plans made from it are kept.
    const same = before !== undefined && before.server === code && before.script === made.script && before.stylesheets.join() === made.stylesheets.join();
    compiled.set(page.file, same ? before : { server: code, ...made });
  }
  const files = (browser.outputFiles ?? [])
    .map((file) => ({ path: toOutputPath(file.path, root), contents: file.contents }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const inputs = new Set(
    [...Object.keys(server.metafile?.inputs ?? {}), ...Object.keys(browser.metafile?.inputs ?? {})]
      .filter((input) => !input.includes(':'))
      .map((input) => input.split(path.sep).join('/')),
  );
  const sameFiles =
    previous !== undefined &&
    previous.files.length === files.length &&
    previous.files.every((file, index) => file.path === files[index]!.path && digestOf(file.contents) === digestOf(files[index]!.contents));
  const kept = previous?.overrides;
  const sameOverrides = kept !== undefined && madeOverrides !== undefined && kept.server === madeOverrides.server && kept.script === madeOverrides.script;
  const sameStylesheets = previous !== undefined && previous.stylesheets.join() === stylesheets.join();
  return {
    pages: compiled,
    overrides: sameOverrides ? kept : madeOverrides,
    // The same array while nothing changed, as the objects above: the plans made from it are kept.
    stylesheets: sameStylesheets ? previous.stylesheets : stylesheets,
    files: sameFiles ? previous.files : files,
    inputs,
    diagnostics: [],
    key,
  };
}

/** esbuild's output path (under the outdir `/assets`, as it names it in its metafile too) → the site's: `assets/js/mdx/a.1234.js`. */
function toOutputPath(output: string, root: string): string {
  const absolute = path.isAbsolute(output) ? output : path.resolve(root, output);
  return `assets/${relativePosixPath('/assets', absolute)}`;
}

function diagnosticOf(message: Message, root: string): Diagnostic {
  const code =
    message.detail === 'mdx-syntax' || message.detail === 'markdown-plugin'
      ? message.detail
      : message.text.startsWith('Cannot import')
        ? 'mdx-import'
        : 'mdx-bundle';
  const location = message.location;
  if (!location) return { code, severity: 'error', message: message.text };
  const file = location.file.split(path.sep).join('/');
  const source = readTextOrUndefined(path.resolve(root, file));
  const written = /\.mdx?$/.test(file) && source !== undefined ? importPlace(source, message.text) : undefined;
  if (written !== undefined)
    return {
      code,
      severity: 'error',
      message: message.text,
      location: { file, ...written },
      codeFrame: formatCodeFrame(source!, written.line, written.column),
    };
  const column = esbuildColumn(location);
  return {
    code,
    severity: 'error',
    message: message.text,
    location: { file, line: location.line, column },
    ...(source !== undefined && { codeFrame: formatCodeFrame(source, location.line, column) }),
  };
}

/**
 * esbuild places an import's problem in the compiled module, not in the MDX it was compiled from: the
 * import is found again in the source by the specifier the message names, at its opening quote.
 */
function importPlace(source: string, text: string): { line: number; column: number } | undefined {
  const specifier = /^Cannot import "([^"]+)"/.exec(text)?.[1];
  if (specifier === undefined) return undefined;
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const at = Math.max(lines[index]!.indexOf(`'${specifier}'`), lines[index]!.indexOf(`"${specifier}"`));
    if (/^\s*(import|export)\b/.test(lines[index]!) || /\bfrom\s*['"]/.test(lines[index]!)) if (at !== -1) return { line: index + 1, column: at + 1 };
  }
  return undefined;
}

function readTextOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The two builds report the same problem twice. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const id = JSON.stringify([diagnostic.code, diagnostic.message, diagnostic.location]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

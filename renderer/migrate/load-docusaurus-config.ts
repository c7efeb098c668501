/**
 * Reads a Docusaurus site's config as Docusaurus does: bundled with its
 * imports and run. `@docusaurus/*` packages, prism themes and packages the
 * site has not installed are stand-ins (stub-module.ts), and `require`,
 * `require.resolve`, `__dirname` and `import.meta.url` work as they do under
 * Docusaurus, so a config runs without the site's node_modules. A config that
 * still does not run is read without running it (read-config-statically.ts),
 * and what that cannot read is reported.
 */
import { createRequire, isBuiltin } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { isBuildFailure } from '../diagnostics/esbuild-message.js';
import { readConfigStatically, type UnreadValue } from './read-config-statically.js';
import { createStub, STUB_FACTORY } from './stub-module.js';

/** Searched in this order, as Docusaurus does. */
const CONFIG_FILE_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** Packages whose values docs-gen never uses: their modules are stand-ins even when installed. */
const ALWAYS_STUBBED = /^(@docusaurus\/|prism-react-renderer(\/|$))/;

export interface DocusaurusSite {
  /** The site folder: the one holding the config. */
  readonly dir: string;
  /** `docusaurus.config.mjs` */
  readonly configFile: string;
}

/** The site folder holding a Docusaurus config: `dir` itself, or its `website/` folder (as in a repository that keeps the site there). */
export async function findDocusaurusSite(dir: string): Promise<DocusaurusSite | undefined> {
  for (const candidate of [dir, path.join(dir, 'website')]) {
    for (const name of CONFIG_FILE_NAMES) {
      const stats = await stat(path.join(candidate, name)).catch(() => undefined);
      if (stats?.isFile()) return { dir: candidate, configFile: name };
    }
  }
  return undefined;
}

export interface LoadedDocusaurusConfig {
  /** How the values were had: by running the config, or by reading its text. */
  readonly mode: 'executed' | 'static';
  /** The config object. Executed, functions are kept (editUrl); read, values it could not read are `UnreadValue`s. */
  readonly config: Record<string, unknown>;
  /** Why the config could not be run, when it was read instead. */
  readonly executionError: string | undefined;
  /** Packages the config imports that the site has not installed: their values are stand-ins. */
  readonly missingPackages: readonly string[];
}

export type LoadResult =
  | { readonly ok: true; readonly loaded: LoadedDocusaurusConfig }
  | { readonly ok: false; readonly message: string; readonly line?: number; readonly column?: number };

export async function loadDocusaurusConfig(site: DocusaurusSite): Promise<LoadResult> {
  const executed = await runModule({ dir: site.dir, file: site.configFile });
  if (executed.ok)
    return { ok: true, loaded: { mode: 'executed', config: executed.config, executionError: undefined, missingPackages: executed.missingPackages } };
  const source = await readFile(path.join(site.dir, site.configFile), 'utf8');
  const read = await readConfigStatically({ source, file: site.configFile, dir: site.dir });
  if (!read.ok) return read;
  return { ok: true, loaded: { mode: 'static', config: read.config, executionError: executed.message, missingPackages: executed.missingPackages } };
}

export type { UnreadValue };

type Executed = { ok: true; config: Record<string, unknown>; missingPackages: string[] } | { ok: false; message: string; missingPackages: string[] };

/** How long a config may take to load (it may read files or fetch) before it is read without running it instead. */
const EXECUTION_TIMEOUT_MS = 15_000;

/**
 * Runs a module of the site (its config, a sidebars.js) as Docusaurus would, and gives its default
 * export (called, when it is a function) as a plain object.
 */
export async function runModule(site: { dir: string; file: string }): Promise<Executed> {
  const configPath = path.join(site.dir, site.file);
  const missingPackages: string[] = [];
  let code: string;
  // Loaded on use, as everywhere: a build loads this module but never migrates.
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [configPath],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      absWorkingDir: site.dir,
      logLevel: 'silent',
      plugins: [docusaurusPackages(site.dir, missingPackages)],
      // Docusaurus loads configs through jiti, where CommonJS's globals work in ES modules too. Defined, they
      // stay the config's own wherever it declares them (`const require = createRequire(import.meta.url)`).
      banner: { js: `const __docsGenRequire = globalThis.${STUB_FACTORY}.require;` },
      define: {
        require: '__docsGenRequire',
        __filename: JSON.stringify(configPath),
        __dirname: JSON.stringify(site.dir),
        'import.meta.url': JSON.stringify(pathToFileURL(configPath).href),
        'import.meta.filename': JSON.stringify(configPath),
        'import.meta.dirname': JSON.stringify(site.dir),
      },
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const message = isBuildFailure(error) ? (error.errors[0]?.text ?? error.message) : error instanceof Error ? error.message : String(error);
    return { ok: false, message, missingPackages };
  }

  const globals = globalThis as Record<string, unknown>;
  globals[STUB_FACTORY] = { stub: createStub, require: siteRequire(site.dir, missingPackages) };
  // Docusaurus runs in the site's folder: paths the config resolves (`path.resolve('src/css/x.css')`) start there.
  const cwd = process.cwd();
  const moved = changeFolder(site.dir);
  const exit = process.exit;
  process.exit = ((status?: number) => {
    throw new Error(`it called process.exit(${status ?? ''})`);
  }) as typeof process.exit;
  let timer: NodeJS.Timeout | undefined;
  try {
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const run = async () => {
      const module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
      // A config may export a function, sync or async, that makes the config (Docusaurus calls it).
      const exported = typeof module.default === 'function' ? await (module.default as () => unknown)() : module.default;
      return exported;
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`it did not finish loading within ${EXECUTION_TIMEOUT_MS / 1000} s`)), EXECUTION_TIMEOUT_MS);
    });
    const exported = await Promise.race([run(), timeout]);
    if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) {
      return { ok: false, message: 'its default export is not an object', missingPackages };
    }
    return { ok: true, config: exported as Record<string, unknown>, missingPackages };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), missingPackages };
  } finally {
    clearTimeout(timer);
    if (moved) changeFolder(cwd);
    process.exit = exit;
    delete globals[STUB_FACTORY];
  }
}

/** Whether the process moved to `dir` (worker threads cannot: the config then resolves against the folder docs-gen runs in). */
function changeFolder(dir: string): boolean {
  try {
    process.chdir(dir);
    return true;
  } catch {
    return false;
  }
}

/** `require` as the config sees it: the site's packages, stand-ins for missing ones, and a `require.resolve` that never throws. */
function siteRequire(dir: string, missingPackages: string[]): NodeJS.Require {
  const real = createRequire(path.join(dir, 'docusaurus.config.js'));
  const wrapped = ((request: string) => {
    if (ALWAYS_STUBBED.test(request)) return createStub(request);
    try {
      return real(request);
    } catch {
      if (!request.startsWith('.') && !path.isAbsolute(request)) noteMissing(missingPackages, request);
      return createStub(request);
    }
  }) as NodeJS.Require;
  // A path the config only passes on (a CSS file of a package) is what it would be once the package is installed.
  const resolve = ((request: string) => {
    try {
      return real.resolve(request);
    } catch {
      if (!request.startsWith('.') && !path.isAbsolute(request)) noteMissing(missingPackages, request);
      return path.resolve(dir, request.startsWith('.') ? request : path.join('node_modules', request));
    }
  }) as NodeJS.RequireResolve;
  resolve.paths = real.resolve.paths;
  return Object.assign(wrapped, { resolve, cache: real.cache, main: real.main, extensions: real.extensions });
}

/**
 * Bare imports: Docusaurus's own packages are stand-ins; other packages are imported from the
 * site's node_modules when installed there, else stand-ins (and named in the report).
 */
function docusaurusPackages(dir: string, missingPackages: string[]): Plugin {
  const resolveFromSite = createRequire(path.join(dir, 'docusaurus.config.js'));
  return {
    name: 'docusaurus-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        if (ALWAYS_STUBBED.test(args.path)) return { path: args.path, namespace: 'stub' };
        try {
          return { path: pathToFileURL(resolveFromSite.resolve(args.path)).href, external: true };
        } catch {
          noteMissing(missingPackages, args.path);
          return { path: args.path, namespace: 'stub' };
        }
      });
      build.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
        // Both `import x from`, `import { y } from` and `require()` of the module get the stand-in.
        contents: `const stub = globalThis.${STUB_FACTORY}.stub(${JSON.stringify(args.path)});\nmodule.exports = stub;\n`,
        loader: 'js',
      }));
    },
  };
}

function noteMissing(missingPackages: string[], request: string): void {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  if (!ALWAYS_STUBBED.test(name) && !missingPackages.includes(name)) missingPackages.push(name);
}

/**
 * Finds `site.config.*` in the site root, compiles it with esbuild and
 * evaluates it in memory, then validates its default export.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import { esbuildColumn, isBuildFailure } from '../diagnostics/esbuild-message.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { ResolvedConfig } from './types.js';
import { validateConfig } from './validate.js';

/** Searched in this order; the first one present wins. */
const CONFIG_FILE_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export type LoadConfigResult =
  /** `configFile` is relative to the root: `site.config.ts`. */
  | { ok: true; config: ResolvedConfig; configFile: string }
  | { ok: false; diagnostics: Diagnostic[] };

type Step<T> = { ok: true; value: T } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Loads the site config from `root`: `config-not-found` when there is no
 * config file, `config-load-failed` when it does not compile or throws while
 * evaluating, `config-invalid` when its default export is not a valid config.
 * Never throws on a bad config; esbuild failing to start still throws.
 */
export async function loadConfig({ root }: { root: string }): Promise<LoadConfigResult> {
  const rootDir = path.resolve(root);
  const configFile = await findConfigFile(rootDir);
  if (configFile === undefined) return { ok: false, diagnostics: [reportNotFound(rootDir)] };

  const compiled = await compileConfig(rootDir, configFile);
  if (!compiled.ok) return compiled;
  const exported = await evaluateConfig(compiled.value, configFile);
  if (!exported.ok) return exported;

  const validated = validateConfig(exported.value, configFile);
  return 'config' in validated
    ? { ok: true, config: validated.config, configFile }
    : { ok: false, diagnostics: validated.diagnostics };
}

async function findConfigFile(rootDir: string): Promise<string | undefined> {
  for (const name of CONFIG_FILE_NAMES) {
    const stats = await stat(path.join(rootDir, name)).catch(() => undefined);
    if (stats?.isFile()) return name;
  }
  return undefined;
}

/** Bundles the config and everything it imports into one ESM module, returned as source text. */
async function compileConfig(rootDir: string, configFile: string): Promise<Step<string>> {
  const configPath = path.join(rootDir, configFile);
  const configUrl = pathToFileURL(configPath).href;
  try {
    const result = await build({
      entryPoints: [configPath],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      absWorkingDir: rootDir,
      logLevel: 'silent',
      plugins: [docsGenVirtualModule],
      // The bundle runs from a data: URL; without these, a config reading a file beside
      // itself (`new URL('./x.json', import.meta.url)`) would resolve it against that URL.
      define: {
        'import.meta.url': JSON.stringify(configUrl),
        'import.meta.filename': JSON.stringify(configPath),
        'import.meta.dirname': JSON.stringify(rootDir),
      },
    });
    const output = result.outputFiles[0];
    if (output === undefined) throw new Error(`esbuild produced no output for ${configFile}`);
    return { ok: true, value: output.text };
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    const diagnostics = await Promise.all(
      error.errors.map((message) => reportCompileError(message, rootDir, configFile)),
    );
    return { ok: false, diagnostics };
  }
}

/**
 * Sites keep `import { defineConfig } from 'docs-gen'` without installing docs-gen:
 * both entry points resolve to this in-memory module instead of node_modules.
 */
const docsGenVirtualModule: Plugin = {
  name: 'docs-gen-virtual-module',
  setup(build) {
    build.onResolve({ filter: /^docs-gen(\/config)?$/ }, (args) => ({ path: args.path, namespace: 'docs-gen' }));
    build.onLoad({ filter: /.*/, namespace: 'docs-gen' }, () => ({
      contents: 'export function defineConfig(config) { return config; }',
      loader: 'js',
    }));
  },
};

/** Runs the compiled config and returns its default export. */
async function evaluateConfig(code: string, configFile: string): Promise<Step<object>> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  let module: { default?: unknown };
  try {
    module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail('config-load-failed', `${configFile} threw while loading: ${message}`, configFile);
  }
  const exported = module.default;
  if (exported === undefined) {
    return fail(
      'config-invalid',
      `${configFile} has no default export — end it with \`export default defineConfig({ ... })\``,
      configFile,
    );
  }
  if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) {
    const kind = exported === null ? 'null' : Array.isArray(exported) ? 'array' : typeof exported;
    const message = `The default export of ${configFile} must be a config object, got ${kind}`;
    return fail('config-invalid', message, configFile);
  }
  return { ok: true, value: exported };
}

function fail(code: 'config-load-failed' | 'config-invalid', message: string, file: string): Step<never> {
  return { ok: false, diagnostics: [{ code, severity: 'error', message, location: { file } }] };
}

function reportNotFound(rootDir: string): Diagnostic {
  return {
    code: 'config-not-found',
    severity: 'error',
    message: `No site.config.ts, .mts, .js or .mjs in ${rootDir}`,
  };
}

async function reportCompileError(message: Message, rootDir: string, configFile: string): Promise<Diagnostic> {
  const unresolved = message.text.startsWith('Could not resolve');
  const diagnostic: Diagnostic = {
    code: 'config-load-failed',
    severity: 'error',
    message: message.text,
    ...(unresolved && { hint: 'Install the package in the site folder, or correct the import path.' }),
    location: { file: configFile },
  };
  const location = message.location;
  if (!location) return diagnostic;
  const file = location.file || configFile;
  const column = esbuildColumn(location);
  const source = await readFile(path.resolve(rootDir, file), 'utf8').catch(() => undefined);
  return {
    ...diagnostic,
    location: { file, line: location.line, column },
    ...(source !== undefined && { codeFrame: formatCodeFrame(source, location.line, column) }),
  };
}

/**
 * Finds `site.config.*` in the site root, compiles and evaluates it
 * (compile-module.ts), then validates its default export.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/types.js';
import type { ResolvedConfig } from './types.js';
import { validateConfig } from './validate.js';
import { codeFingerprint } from '../fs/code-fingerprint.js';
import { isInsideFolder } from '../fs/contained-path.js';
import { compiledConfigKey, readCompiledConfig, saveCompiledConfig, type CompiledModule } from './compiled-config-cache.js';
import { compileModule, evaluateModule, fail, type Step } from './compile-module.js';

/** Searched in this order; the first one present wins. */
const CONFIG_FILE_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export type LoadConfigResult =
  /**
   * `configFile` is relative to the root: `site.config.ts`. `module` is the config compiled: a worker thread runs
   * it again for what cannot travel to it (the functions of the site's Markdown plugins).
   */
  | { ok: true; config: ResolvedConfig; configFile: string; module: CompiledModule & { readonly inputs: readonly string[] } }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * Loads the site config from `root`: `config-not-found` when there is no
 * config file, `config-load-failed` when it does not compile or throws while
 * evaluating, `config-invalid` when its default export is not a valid config.
 * Never throws on a bad config; esbuild failing to start still throws.
 */
export async function loadConfig({
  root,
  cacheDir,
}: {
  root: string;
  /** The build cache, where the compiled config is kept for the next build; none compiles it every time. */
  cacheDir?: string;
}): Promise<LoadConfigResult> {
  const rootDir = path.resolve(root);
  const configFile = await findConfigFile(rootDir);
  if (configFile === undefined) return { ok: false, diagnostics: [reportNotFound(rootDir)] };

  const compiled = await compileConfig(rootDir, configFile, cacheDir);
  if (!compiled.ok) return compiled;
  const exported = await evaluateModule({ ...compiled.value, rootDir, configFile, what: 'config' });
  if (!exported.ok) return exported;
  const snapshot = snapshotConfig(exported.value, configFile);
  if (!snapshot.ok) return snapshot;

  const validated = validateConfig(snapshot.value, configFile);
  if (!('config' in validated)) return { ok: false, diagnostics: validated.diagnostics };
  const stylesheets = await checkStylesheetFiles(validated.config, { rootDir, configFile });
  if (!stylesheets.ok) return stylesheets;
  const withSidebars = await readSidebarPath(validated.config, { rootDir, configFile });
  return withSidebars.ok ? { ok: true, config: withSidebars.value, configFile, module: compiled.value } : withSidebars;
}

/** Each of `stylesheets` is a file of the site, where it leads too: the build reads no file outside the site. */
async function checkStylesheetFiles(config: ResolvedConfig, { rootDir, configFile }: { rootDir: string; configFile: string }): Promise<Step<void>> {
  const realRoot = await realpath(rootDir);
  for (const [index, file] of config.stylesheets.entries()) {
    const field = `stylesheets[${index}]`;
    const real = await realpath(path.resolve(rootDir, file)).catch(() => undefined);
    const isFile = real !== undefined && (await stat(real)).isFile();
    if (!isFile) {
      const install = file.startsWith('node_modules/') ? ' (a package’s file: run `npm install` in the site folder)' : '';
      return fail('config-invalid', `${field} names ${file}, which is not a file in the site folder${install}`, configFile, field);
    }
    if (!isInsideFolder(realRoot, real))
      return fail(
        'config-invalid',
        `${field} names ${file}, which leads to ${real}, outside the site folder; the build reads no file outside the site`,
        configFile,
        field,
      );
  }
  return { ok: true, value: undefined };
}

/** `docs.sidebarPath`'s sidebars in `docs.sidebars`, where every stage reads them. */
async function readSidebarPath(config: ResolvedConfig, { rootDir, configFile }: { rootDir: string; configFile: string }): Promise<Step<ResolvedConfig>> {
  const { sidebarPath } = config.docs;
  if (sidebarPath === undefined) return { ok: true, value: config };
  if (config.docs.sidebars !== undefined) {
    const message = 'docs.sidebars and docs.sidebarPath are both set: keep the sidebars in one place';
    return fail('config-invalid', message, configFile, 'docs.sidebarPath');
  }
  // Loaded on use: only sites that keep their sidebars in a file of their own pay for it.
  const { loadSidebarsFile } = await import('./sidebars-file.js');
  const loaded = await loadSidebarsFile({ rootDir, file: sidebarPath, configFile });
  if (!loaded.ok) return loaded;
  return { ok: true, value: Object.freeze({ ...config, docs: Object.freeze({ ...config.docs, sidebars: loaded.sidebars }) }) };
}

async function findConfigFile(rootDir: string): Promise<string | undefined> {
  for (const name of CONFIG_FILE_NAMES) {
    const stats = await stat(path.join(rootDir, name)).catch(() => undefined);
    if (stats?.isFile()) return name;
  }
  return undefined;
}

/** The config compiled, as the build cache keeps it from the last build when `cacheDir` is given and nothing it was made from changed. */
async function compileConfig(
  rootDir: string,
  configFile: string,
  cacheDir: string | undefined,
): Promise<Step<CompiledModule & { readonly inputs: readonly string[] }>> {
  if (cacheDir === undefined) return compileModule(rootDir, configFile);
  const key = compiledConfigKey({ rootDir, configFile, fingerprint: codeFingerprint() });
  const cached = readCompiledConfig({ cacheDir, rootDir, key });
  if (cached !== undefined) return { ok: true, value: cached };
  const compiled = await compileModule(rootDir, configFile);
  if (compiled.ok) saveCompiledConfig({ cacheDir, rootDir, key, inputs: compiled.value.inputs, compiled: compiled.value });
  return compiled;
}

/**
 * Bundles the config (or a file it names, such as the sidebars) and everything it imports into one ESM module,
 * returned as source text, with the files it was made from (relative to the root).
 */
function snapshotConfig(value: object, configFile: string): Step<object> {
  const ancestors = new Set<object>();
  const copy = (node: unknown, field: string): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (ancestors.has(node)) throw new ConfigFieldError(field, 'refers back to an object that holds it');
    if (!Array.isArray(node) && Object.getPrototypeOf(node) !== Object.prototype && Object.getPrototypeOf(node) !== null) return node;
    ancestors.add(node);
    const result: unknown = Array.isArray(node)
      ? node.map((item, index) => copy(item, `${field}[${index}]`))
      : Object.fromEntries(
          Object.keys(node).map((key) => {
            const child = field === '' ? key : `${field}.${key}`;
            let item: unknown;
            try {
              item = (node as Record<string, unknown>)[key];
            } catch (error) {
              throw new ConfigFieldError(child, `threw when read: ${error instanceof Error ? error.message : String(error)}`);
            }
            return [key, copy(item, child)];
          }),
        );
    ancestors.delete(node);
    return result;
  };
  try {
    return { ok: true, value: copy(value, '') as object };
  } catch (error) {
    if (!(error instanceof ConfigFieldError)) throw error;
    return {
      ok: false,
      diagnostics: [
        { code: 'config-invalid', severity: 'error', message: `${error.field} ${error.message}`, location: { configField: error.field, file: configFile } },
      ],
    };
  }
}

class ConfigFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function reportNotFound(rootDir: string): Diagnostic {
  return {
    code: 'config-not-found',
    severity: 'error',
    message: `No site.config.ts, .mts, .js or .mjs in ${rootDir}`,
  };
}

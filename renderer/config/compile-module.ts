/**
 * Compiles a module of the site (the config, `sidebars.js`) with esbuild and
 * evaluates it in memory, its errors placed in the site's own source.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Message, Plugin } from 'esbuild';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import { esbuildColumn, isBuildFailure } from '../diagnostics/esbuild-message.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { relativePosixPath } from '../fs/posix-path.js';
import type { CompiledModule } from './compiled-config-cache.js';

export type Step<T> = { ok: true; value: T } | { ok: false; diagnostics: Diagnostic[] };

export async function compileModule(rootDir: string, configFile: string): Promise<Step<CompiledModule & { readonly inputs: readonly string[] }>> {
  const configPath = path.join(rootDir, configFile);
  const configUrl = pathToFileURL(configPath).href;
  // Loaded on use: a build that finds its config compiled in the cache never starts esbuild.
  const { build } = await import('esbuild');
  try {
    const result = await build({
      metafile: true,
      entryPoints: [configPath],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      absWorkingDir: rootDir,
      logLevel: 'silent',
      // Not written: named so that esbuild returns the module and its source map (sources relative to the root).
      outfile: path.join(rootDir, 'site.config.compiled.mjs'),
      sourcemap: 'external',
      sourcesContent: false,
      plugins: [docsGenVirtualModule],
      // The bundle runs from a data: URL; without these, a config reading a file beside
      // itself (`new URL('./x.json', import.meta.url)`) would resolve it against that URL.
      define: {
        'import.meta.url': JSON.stringify(configUrl),
        'import.meta.filename': JSON.stringify(configPath),
        'import.meta.dirname': JSON.stringify(rootDir),
      },
    });
    const output = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
    const sourceMap = result.outputFiles.find((file) => file.path.endsWith('.map'));
    if (output === undefined || sourceMap === undefined) throw new Error(`esbuild produced no output for ${configFile}`);
    const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith(`${VIRTUAL_NAMESPACE}:`));
    return { ok: true, value: { code: output.text, sourceMap: sourceMap.text, inputs } };
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    const diagnostics = await Promise.all(error.errors.map((message) => reportCompileError(message, rootDir, configFile)));
    return { ok: false, diagnostics };
  }
}

const VIRTUAL_NAMESPACE = 'docs-gen';

/**
 * Sites keep `import { defineConfig } from 'docs-gen'` without installing docs-gen:
 * both entry points resolve to this in-memory module instead of node_modules.
 */
const docsGenVirtualModule: Plugin = {
  name: 'docs-gen-virtual-module',
  setup(build) {
    build.onResolve({ filter: /^docs-gen(\/config)?$/ }, (args) => ({ path: args.path, namespace: VIRTUAL_NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: VIRTUAL_NAMESPACE }, () => ({
      contents: 'export function defineConfig(config) { return config; }',
      loader: 'js',
    }));
  },
};

/**
 * Runs the compiled config and returns its default export. The config is
 * the user's code running in docs-gen's process: while it loads, a call to
 * process.exit is turned into an error, and a promise it leaves rejected is
 * reported, rather than ending the build silently or with a raw stack trace.
 */
export async function evaluateModule({
  code,
  sourceMap,
  rootDir,
  configFile,
  what,
}: CompiledModule & { rootDir: string; configFile: string; what: 'config' | 'sidebars' }): Promise<Step<object>> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const failure = async (error: unknown, what: string): Promise<Step<never>> => {
    const message = error instanceof Error ? error.message : String(error);
    const place = placeInSource(error, sourceMap, rootDir);
    const source = place && (await readFile(path.join(rootDir, place.file), 'utf8').catch(() => undefined));
    const diagnostic: Diagnostic = {
      code: 'config-load-failed',
      severity: 'error',
      message: `${configFile} ${what}: ${message}`,
      location: place ?? { file: configFile },
      ...(place && source !== undefined && { codeFrame: formatCodeFrame(source, place.line, place.column) }),
    };
    return { ok: false, diagnostics: [diagnostic] };
  };
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  const exit = process.exit;
  process.exit = ((code?: number | string | null) => {
    throw new Error(`it called process.exit(${code ?? ''}); a config only exports its settings`);
  }) as typeof process.exit;
  process.on('unhandledRejection', onRejection);
  let module: { default?: unknown };
  try {
    module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
    // Rejections nobody handled are reported once the microtasks of the module's evaluation have run.
    await new Promise((resolve) => setImmediate(resolve));
  } catch (error) {
    return await failure(error, 'threw while loading');
  } finally {
    process.exit = exit;
    process.off('unhandledRejection', onRejection);
  }
  if (rejections.length > 0) return await failure(rejections[0], 'left a promise rejected while loading');
  const exported = module.default;
  if (exported === undefined) {
    const ending = what === 'config' ? '`export default defineConfig({ ... })`' : '`export default { ... }` (or `module.exports = { ... }`)';
    return fail('config-invalid', `${configFile} has no default export — end it with ${ending}`, configFile);
  }
  if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) {
    const kind = exported === null ? 'null' : Array.isArray(exported) ? 'array' : typeof exported;
    const message = `The default export of ${configFile} must be ${what === 'config' ? 'a config' : 'a sidebars'} object, got ${kind}`;
    return fail('config-invalid', message, configFile);
  }
  return { ok: true, value: exported };
}

/** Where in the config's sources an error was thrown: the first frame of its stack in the compiled module, mapped back. */
function placeInSource(error: unknown, sourceMap: string, rootDir: string): { file: string; line: number; column: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frame = /data:text\/javascript;base64,[A-Za-z0-9+/=]+:(\d+):(\d+)/.exec(stack);
  if (frame === null) return undefined;
  const original = originalPositionFor(new TraceMap(sourceMap), { line: Number(frame[1]), column: Number(frame[2]) - 1 });
  if (original.source === null || original.line === null) return undefined;
  const file = relativePosixPath(rootDir, path.resolve(rootDir, original.source));
  return { file, line: original.line, column: original.column + 1 };
}

/**
 * The config as plain data, read once: a getter runs here and nowhere else
 * (a throwing one is reported with its field), and later stages never see
 * a value change between two reads.
 */

export function fail(code: 'config-load-failed' | 'config-invalid', message: string, file: string, configField?: string): Step<never> {
  return { ok: false, diagnostics: [{ code, severity: 'error', message, location: configField === undefined ? { file } : { file, configField } }] };
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

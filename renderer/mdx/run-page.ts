/**
 * Runs a compiled module's server code (compile-pages.ts: a page, or the
 * site's theme overrides) in the thread that renders pages. Its imports of
 * React and the theme are answered by `shared`; of what else it would load
 * at run time, only Node's modules that compute (a package's Node build
 * asks for `node:process`) are given: a page is rendered from what was
 * bundled, and reads no file.
 */
import { createRequire } from 'node:module';
import type { CompiledPageModule } from '../../theme/mdx/compiled-page.js';

export interface RunOptions {
  readonly shared: (specifier: string) => unknown;
  /** The module's name, for messages: `assets/js/mdx/guide.1a2b.js`. */
  readonly file: string;
}

/**
 * Node's modules a package's Node build may ask for as it runs (vfile's `node:process`, `node:url`): those that
 * compute, never those that read or write files, start processes or open connections.
 */
const NODE_MODULES_ALLOWED = new Set(['assert', 'buffer', 'events', 'path', 'process', 'string_decoder', 'url', 'util']);

const nodeRequire = createRequire(import.meta.url);

/** The module's exports. */
export function runBundledModule(code: string, { shared, file }: RunOptions): Readonly<Record<string, unknown>> {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const load = (specifier: string) => {
    if (NODE_MODULES_ALLOWED.has(specifier.replace(/^node:/, ''))) return nodeRequire(specifier);
    throw new Error(`${file} needs "${specifier}" when it runs, which a page cannot load: use a component that renders without it`);
  };
  // The module is the site's own bundled code, which its authors wrote or installed.
  new Function('module', 'exports', 'require', '__docsGenShared', code)(module, module.exports, load, shared);
  return module.exports;
}

export function runCompiledPage(code: string, options: RunOptions): CompiledPageModule {
  const page = runBundledModule(code, options) as unknown as CompiledPageModule;
  if (typeof page.default !== 'function') throw new Error(`${options.file} compiled to a module without a page component`);
  return page;
}

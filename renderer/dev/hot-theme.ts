/**
 * The theme's server side, reloadable. The running process holds the theme it
 * started with; after an edit under theme/ the dev server bundles the page
 * renderer again from the sources and imports that bundle under a new name,
 * since an ES module, once imported, cannot be imported afresh.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import { esbuildColumn, isBuildFailure } from '../diagnostics/esbuild-message.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { readFileOrUndefined } from '../fs/entries.js';
import { createPageRenderer } from '../render/render-page.js';
import { PACKAGE_ROOT } from '../fs/package-root.js';
import { mdxComponents } from '../../theme/index.js';
import { relativePosixPath } from '../fs/posix-path.js';

export interface ThemeRenderer {
  readonly createPageRenderer: typeof createPageRenderer;
  /** Names MDX may use as components. */
  readonly components: readonly string[];
}

export const startingTheme: ThemeRenderer = { createPageRenderer, components: Object.keys(mdxComponents) };

/** Bundles beside docs-gen's node_modules, so the bundle's imports of packages resolve there. */
const HOT_DIR = path.join(PACKAGE_ROOT, 'node_modules/.cache/docs-gen-dev');

export type ThemeLoad = { readonly ok: true; readonly theme: ThemeRenderer } | { readonly ok: false; readonly diagnostics: Diagnostic[] };

const THEME_ENTRY = path.join(PACKAGE_ROOT, 'renderer/dev/hot-theme-entry.ts');

/** `root` is the site's folder, which diagnostics' file names are relative to; `entry` exports what hot-theme-entry.ts does. */
export async function loadThemeAfresh({ generation, root, entry = THEME_ENTRY }: { generation: number; root: string; entry?: string }): Promise<ThemeLoad> {
  await mkdir(HOT_DIR, { recursive: true });
  const outfile = path.join(HOT_DIR, `theme-${process.pid}-${generation}.mjs`);
  try {
    await bundleTheme(entry, outfile);
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    return { ok: false, diagnostics: error.errors.map((message) => reportThemeError(message, root)) };
  }
  try {
    const module = (await import(pathToFileURL(outfile).href)) as { createPageRenderer: typeof createPageRenderer; mdxComponents: Record<string, unknown> };
    return { ok: true, theme: { createPageRenderer: module.createPageRenderer, components: Object.keys(module.mdxComponents) } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, diagnostics: [{ code: 'theme-build-failed', severity: 'error', message: `The theme threw while loading: ${message}` }] };
  } finally {
    // Imported modules stay in memory; the file is no longer needed.
    await rm(outfile, { force: true });
  }
}

async function bundleTheme(entry: string, outfile: string): Promise<void> {
  // Loaded on use, as everywhere: a build loads this module but never bundles the theme.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    absWorkingDir: PACKAGE_ROOT,
    packages: 'external',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
}

function reportThemeError(message: Message, root: string): Diagnostic {
  const location = message.location;
  const diagnostic: Diagnostic = { code: 'theme-build-failed', severity: 'error', message: message.text };
  if (!location) return diagnostic;
  const file = path.resolve(PACKAGE_ROOT, location.file);
  const column = esbuildColumn(location);
  const source = readFileOrUndefined(file)?.toString('utf8');
  return {
    ...diagnostic,
    location: { file: relativePosixPath(root, file), line: location.line, column },
    ...(source !== undefined && { codeFrame: formatCodeFrame(source, location.line, column) }),
  };
}

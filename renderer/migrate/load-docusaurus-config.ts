/**
 * Reads a Docusaurus site's config as Docusaurus does: bundled with its
 * imports and run, in a process of its own (site-module-process.ts). A config
 * that does not run, or that the user asked not to run (`--no-exec`), is
 * read without running it (read-config-statically.ts), and what that cannot
 * read is reported.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readConfigStatically, type UnreadValue } from './read-config-statically.js';
import { runSiteModule, type ModuleRun, type RunningModule } from './site-module-process.js';

/** Searched in this order, as Docusaurus does. */
const CONFIG_FILE_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

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
  /** Why the config could not be run, when it was read instead; undefined when it was not to be run (`--no-exec`). */
  readonly executionError: string | undefined;
  /** Packages the config imports that the site has not installed: their values are stand-ins. */
  readonly missingPackages: readonly string[];
  /** Ends the process the config ran in (its functions, editUrl, run there until then). */
  close(): void;
  /** Runs a Markdown plugin of the executed config on a syntax tree (see RunningModule); none when the config was read. */
  readonly transform?: RunningModule['transform'];
}

export type LoadResult =
  | { readonly ok: true; readonly loaded: LoadedDocusaurusConfig }
  | { readonly ok: false; readonly message: string; readonly line?: number; readonly column?: number };

export interface LoadOptions {
  /** Run the config (the default), or only read it. */
  readonly exec: boolean;
  /** Told each module of the site just before it is run. */
  readonly onRun?: (run: ModuleRun) => void;
  /** How long the config may take to give its value before its process is stopped. */
  readonly timeLimitMs: number;
}

export async function loadDocusaurusConfig(site: DocusaurusSite, { exec, onRun, timeLimitMs }: LoadOptions): Promise<LoadResult> {
  let executionError: string | undefined;
  let missingPackages: readonly string[] = [];
  if (exec) {
    onRun?.({ file: site.configFile, timeLimitMs });
    const ran = await runSiteModule({ dir: site.dir, file: site.configFile }, timeLimitMs);
    if (ran.ok) {
      const { value, close, transform } = ran.module;
      return {
        ok: true,
        loaded: { mode: 'executed', config: value, executionError: undefined, missingPackages: ran.module.missingPackages, close, transform },
      };
    }
    executionError = ran.message;
    missingPackages = ran.missingPackages;
  }
  const source = await readFile(path.join(site.dir, site.configFile), 'utf8');
  const read = await readConfigStatically({ source, file: site.configFile, dir: site.dir });
  if (!read.ok) return read;
  return { ok: true, loaded: { mode: 'static', config: read.config, executionError, missingPackages, close: () => {} } };
}

export type { UnreadValue };

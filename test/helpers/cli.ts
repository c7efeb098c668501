/**
 * Whole-site test helpers: build a fixture site (in this process, or with the
 * real `docs-gen` command), copy fixtures that a test changes, and read a
 * built folder back.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The docs-gen checkout (commands run from here, as a developer would). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = path.join(PACKAGE_ROOT, 'test/fixtures/sites');

type PublicApi = typeof import('../../renderer/index.js');
let publicApi: Promise<PublicApi> | undefined;

/**
 * docs-gen's public API as the package ships it: the one module `npm install` compiles (dist/api.mjs, kept
 * up to date by the tests' global setup), which loads in a fraction of the time hundreds of source modules
 * take through the test runner's transform, and renders with production React and worker threads as the
 * command does.
 */
export function docsGenApi(): Promise<PublicApi> {
  publicApi ??= import(pathToFileURL(path.join(PACKAGE_ROOT, 'dist/api.mjs')).href) as Promise<PublicApi>;
  return publicApi;
}

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

/** The one-line form of each diagnostic in a terminal report: `file:line:col  severity  message  [code]`. */
export function reportLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => /\s\s(error|warning)\s\s.*\[[a-z-]+\]$/.test(line));
}

export interface CliRun {
  readonly code: number;
  /** The signal that ended the process, if one did (then `code` is -1). */
  readonly signal?: NodeJS.Signals;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node cli/docs-gen.cjs …args` from the package root. Never rejects on a non-zero exit. */
export function runCli(args: readonly string[], { env = {} }: { env?: Record<string, string> } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['cli/docs-gen.cjs', ...args],
      { cwd: PACKAGE_ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error?.signal) resolve({ code: -1, signal: error.signal, stdout, stderr });
        else if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

/** A diagnostic as `--json` prints it: the CLI's contract, written out here rather than taken from the implementation. */
export interface JsonDiagnostic {
  readonly code: string;
  readonly severity: string;
  readonly message: string;
  readonly hint: string;
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly pointer?: string;
  readonly configField?: string;
  /** A command-line option (`--out`) or argument (`<name>`). */
  readonly option?: string;
  /** On a page of a built site (check-links): the page as a URL path, and where the link points. */
  readonly page?: string;
  readonly link?: string;
}

/** The JSON object `docs-gen build --json` prints. */
export interface JsonReport {
  readonly ok: boolean;
  readonly exitCode: number;
  readonly pages: number;
  readonly durationMs: number;
  readonly outDir: string;
  /** What the build cache saved (renderer/commands/build.ts `BuildWork`). */
  readonly work?: { readonly parsed: number; readonly docs: number; readonly planned: number; readonly rendered: number };
  readonly warnings: JsonDiagnostic[];
  readonly errors: JsonDiagnostic[];
}

export interface BuildRun extends CliRun {
  /** The folder holding `build/` (and nothing else unless something leaked). */
  readonly parent: string;
  readonly outDir: string;
}

const temporaryFolders: string[] = [];

/** A new empty folder under the OS temp dir, removed by {@link removeTemporaryFolders}. */
export async function makeTemporaryFolder(prefix = 'docs-gen-test-'): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  temporaryFolders.push(folder);
  return folder;
}

export async function removeTemporaryFolders(): Promise<void> {
  await Promise.all(temporaryFolders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
}

/**
 * `docs-gen build --root <root> --out <fresh temp>/build --cache-dir <fresh temp> …extra`, run in this
 * process through the public API (`build()`), with what the command prints on stdout and stderr made by
 * the functions the command prints with. The tests of the command's own contract (exit codes, signals,
 * worker threads, the environment) run it with {@link runCli}.
 * Each build gets its own cache (fixtures stay clean, builds stay independent) unless `extra` names one.
 */
export async function buildSite(root: string, extra: readonly string[] = [], outDir?: string): Promise<BuildRun> {
  const parent = outDir === undefined ? await makeTemporaryFolder('docs-gen-out-') : path.dirname(outDir);
  const out = outDir ?? path.join(parent, 'build');
  const flags = buildFlags(extra);
  const { build, buildJsonFields, formatBuildReport, toJsonReport } = await docsGenApi();
  const result = await build({
    root,
    outDir: out,
    strict: flags.strict,
    force: flags.force,
    cache: flags.cache,
    cacheDir: flags.cacheDir ?? (flags.cache ? await makeTemporaryFolder('docs-gen-cache-') : undefined),
  });
  const printed = flags.json
    ? { stdout: `${JSON.stringify(toJsonReport(result, buildJsonFields(result)))}\n`, stderr: '' }
    : { stdout: '', stderr: formatBuildReport(result) };
  return { code: result.exitCode, ...printed, parent, outDir: out };
}

/** The flags of `docs-gen build` the whole-site tests use, as {@link buildSite} passes them to `build()`. */
function buildFlags(extra: readonly string[]): { strict: boolean; force: boolean; json: boolean; cache: boolean; cacheDir?: string } {
  const flags = { strict: false, force: false, json: false, cache: true, cacheDir: undefined as string | undefined };
  for (let at = 0; at < extra.length; at++) {
    const flag = extra[at];
    if (flag === '--strict') flags.strict = true;
    else if (flag === '--force') flags.force = true;
    else if (flag === '--json') flags.json = true;
    else if (flag === '--no-cache') flags.cache = false;
    else if (flag === '--cache-dir' && extra[at + 1] !== undefined) flags.cacheDir = path.resolve(extra[++at]!);
    else throw new Error(`buildSite runs the build in-process and does not take ${flag}: run the command with runCli.`);
  }
  return flags;
}

/** `buildSite` with `--json`, parsing the report (throws when stdout is not one JSON object). */
export async function buildSiteJson(root: string, extra: readonly string[] = []): Promise<BuildRun & { report: JsonReport }> {
  const run = await buildSite(root, ['--json', ...extra]);
  let report: JsonReport;
  try {
    report = JSON.parse(run.stdout) as JsonReport;
  } catch {
    throw new Error(`docs-gen --json did not print JSON (exit ${run.code}).\nstdout: ${run.stdout}\nstderr: ${run.stderr}`);
  }
  return { ...run, report };
}

/**
 * Copies a fixture site into a temp folder, then writes `changes` over it
 * (path → text), for tests that change a site.
 */
export async function copyFixture(name: string, changes: Readonly<Record<string, string>> = {}): Promise<string> {
  const root = path.join(await makeTemporaryFolder('docs-gen-site-'), name);
  await cp(fixture(name), root, { recursive: true, filter: (source) => path.basename(source) !== 'build' });
  for (const [file, text] of Object.entries(changes)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

/**
 * A new site in a temp folder (`<temp>/site`, so tests can put files beside
 * it): `files` (path → text) under its root, plus a config with `configFields`
 * and a home page unless `files` has them.
 */
export async function makeSite(files: Readonly<Record<string, string>>, configFields = "title: 'Test'"): Promise<string> {
  const root = path.join(await makeTemporaryFolder('docs-gen-site-'), 'site');
  const all = { 'site.config.ts': configSource(configFields), 'content/index.md': '# Home\n', ...files };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

/** A site config using defineConfig, with the given fields (as source text of an object literal body). */
export function configSource(fields: string): string {
  return `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ url: 'https://docs.example.com', ${fields} });\n`;
}

/** Every file under `dir` (POSIX paths, sorted) with its bytes. */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const tree = new Map<string, Buffer>();
  for (const file of files) tree.set(file, await readFile(path.join(dir, file)));
  return tree;
}

export async function readText(dir: string, file: string): Promise<string> {
  return readFile(path.join(dir, file), 'utf8');
}

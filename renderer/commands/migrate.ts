/**
 * `migrate`: writes a docs-gen site from a Docusaurus site, and reports what
 * could not be carried over (also in the new site's MIGRATION.md). The
 * Docusaurus site is only read: an output folder inside it is refused.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { resultOf, type CommandResult } from '../diagnostics/exit-code.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { MigrationSummary } from '../migrate/migration-report.js';
import { realPathOf } from '../fs/entries.js';
import type { ModuleRun } from '../migrate/site-module-process.js';

export interface MigrateOptions {
  /** The Docusaurus site: the folder of docusaurus.config.*, or one whose website/ folder holds it. */
  readonly source: string;
  /** Where to write the docs-gen site. @default `<source>-docs-gen` beside the source folder */
  readonly outDir?: string;
  /** Write into an output folder that is not empty. @default false */
  readonly force?: boolean;
  /** Run the site's config and sidebars.js, each in a Node process of its own, as Docusaurus would; else only read them. @default true */
  readonly exec?: boolean;
  /** Told each file of the site (the config, a sidebars.js) just before it is run. */
  readonly onRun?: (run: ModuleRun) => void;
  /** How long each of those may take to give its value (or an editUrl function to return) before its process is stopped. @default 15 s */
  readonly moduleTimeLimitMs?: number;
}

/** `migrated` is there when the site was written; the diagnostics then hold a warning per thing not carried over. */
export interface MigrateResult extends CommandResult {
  /** The folder written (or that would have been), absolute. */
  readonly outDir: string;
  readonly migrated?: MigrationSummary;
}

export async function migrate({ source, outDir: out, force = false, exec = true, onRun, moduleTimeLimitMs }: MigrateOptions): Promise<MigrateResult> {
  const sourceDir = path.resolve(source);
  const outDir = path.resolve(out ?? path.join(path.dirname(sourceDir), `${path.basename(sourceDir)}-docs-gen`));
  const failed = (diagnostic: Diagnostic): MigrateResult => ({ ...resultOf([diagnostic]), outDir });
  // Loaded on use: the other commands never need esbuild's config runner or acorn for this.
  const { findDocusaurusSite } = await import('../migrate/load-docusaurus-config.js');
  const site = await findDocusaurusSite(sourceDir);
  if (site === undefined) {
    return failed({
      code: 'migrate-source-invalid',
      severity: 'error',
      message: `${sourceDir} holds no docusaurus.config.js, .mjs, .cjs or .ts (nor does its website/ folder)`,
      location: { option: '<docusaurus-site>' },
    });
  }
  const refused = await checkOutDir({ outDir, sourceDirs: [sourceDir, site.dir], force });
  if (refused !== undefined) return failed(refused);

  const { migrateSite } = await import('../migrate/migrate-site.js');
  try {
    const migrated = await migrateSite({
      site,
      readableDir: sourceDir,
      outDir,
      exec,
      moduleTimeLimitMs,
      onRun: onRun && ((run) => onRun({ ...run, file: relativeTo(sourceDir, path.join(site.dir, run.file)) })),
    });
    if (!migrated.ok) {
      const place = migrated.line === undefined ? {} : { line: migrated.line, column: migrated.column };
      return failed({
        code: migrated.outside ? 'source-outside-site' : 'migrate-source-invalid',
        severity: 'error',
        message: migrated.outside ? migrated.message : `The Docusaurus config could not be run or read: ${migrated.message}`,
        location: { file: relativeTo(site.dir, migrated.file), ...place },
      });
    }
    const diagnostics = migrated.notes.map(
      (note): Diagnostic => ({
        code: 'migrate-not-carried',
        severity: 'warning',
        message: note.message,
        hint: note.todo,
        location: { file: relativeTo(sourceDir, path.join(site.dir, note.file)), ...(note.line !== undefined && { line: note.line, column: note.column }) },
      }),
    );
    return { ...resultOf(diagnostics), outDir, migrated: migrated.summary };
  } catch (error) {
    const errno = error as NodeJS.ErrnoException | null;
    if (typeof errno?.code !== 'string') throw error;
    return failed({
      code: 'io-failed',
      severity: 'error',
      message: `Could not write the new site: ${errno.message}`,
      hint: 'Check that the output folder can be written (permissions, free space), or pass another --out. Nothing was left half written in a new folder.',
      location: { option: '--out' },
    });
  }
}

/**
 * The new site never goes inside the Docusaurus site, nor the site inside it, nor over files unless asked;
 * by where the folders really are, so that no link (`--out` itself, or a folder above it) leads inside.
 */
async function checkOutDir({ outDir, sourceDirs, force }: { outDir: string; sourceDirs: readonly string[]; force: boolean }): Promise<Diagnostic | undefined> {
  const refuse = (message: string, hint: string): Diagnostic => ({ code: 'output-invalid', severity: 'error', message, hint, location: { option: '--out' } });
  const realOut = realPathOf(outDir);
  const shown = realOut === path.resolve(outDir) ? outDir : `${outDir} (through a link, ${realOut})`;
  for (const sourceDir of sourceDirs) {
    const realSource = realPathOf(sourceDir);
    if (isWithin(realOut, realSource)) {
      return refuse(
        `${shown} is inside the Docusaurus site ${sourceDir}, which migrate only reads`,
        'Pass an --out folder outside the Docusaurus site, such as a sibling folder.',
      );
    }
    if (isWithin(realSource, realOut)) {
      return refuse(
        `${shown} holds the Docusaurus site ${sourceDir}, which migrate only reads`,
        'Pass an --out folder that is not around the Docusaurus site.',
      );
    }
  }
  const entries = await readdir(outDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') return ['(a file)'];
    throw error;
  });
  if (entries.length > 0 && !force) {
    return refuse(`${outDir} is not empty`, 'Pass a new or empty --out folder, or --force to write the new site over what it holds.');
  }
  return undefined;
}

function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function relativeTo(dir: string, file: string): string {
  return path.relative(dir, path.resolve(dir, file)).split(path.sep).join('/');
}

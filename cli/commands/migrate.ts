/**
 * `docs-gen migrate <docusaurus-site>`: writes a docs-gen site from a
 * Docusaurus one, and says what it could not carry over.
 */
import type { Command } from 'commander';
import { migrate } from '../../renderer/index.js';
import { printDiagnostics, printJson } from '../report.js';

export function registerMigrateCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('migrate')
    .description('Write a docs-gen site from a Docusaurus site, with MIGRATION.md listing what did not carry over')
    .argument('<docusaurus-site>', 'the Docusaurus site: the folder of docusaurus.config.js (or one whose website/ folder holds it)')
    .option('--out <dir>', 'where to write the new site (default: <docusaurus-site>-docs-gen beside it)')
    .option('--force', 'write into an output folder that is not empty', false)
    .option('--no-exec', 'read the config and sidebars.js without running them (values only running gives are reported, not carried over)')
    .option('--json', 'print one JSON object instead of the report', false)
    .action(async (source: string, options: { out?: string; force: boolean; exec: boolean; json: boolean }) => {
      const result = await migrate({
        source,
        outDir: options.out,
        force: options.force,
        exec: options.exec,
        onRun: ({ file, timeLimitMs }) =>
          process.stderr.write(
            `Running ${file} in a separate Node process, with your permissions, to read its values (stopped after ${timeLimitMs / 1000} s); --no-exec reads it without running it.\n`,
          ),
      });
      setExitCode(result.exitCode);
      if (options.json) return printJson(result, { outDir: result.outDir, ...(result.migrated && { migrated: result.migrated }) });
      printDiagnostics(result.diagnostics);
      const { migrated } = result;
      if (migrated === undefined) return;
      const versions = migrated.versions.length === 0 ? '' : `, ${count(migrated.versions.length, 'released version')}`;
      const notes = result.diagnostics.length;
      process.stdout.write(
        `Migrated ${migrated.title} into ${result.outDir}: ${count(migrated.docs, 'doc')}${versions}, ${count(migrated.staticFiles, 'static file')}. ` +
          `${notes === 0 ? 'Everything was carried over' : `${count(notes, 'thing')} not carried over, listed in MIGRATION.md`}. ` +
          `Next: ${nextSteps(result.outDir, migrated.dependencies)}\n`,
      );
    });
}

/** The packages the site's components import must be installed in the site before it builds. */
function nextSteps(outDir: string, dependencies: readonly string[]): string {
  return dependencies.length === 0 ? `docs-gen build --root ${outDir}` : `cd ${outDir} && npm install && docs-gen build`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

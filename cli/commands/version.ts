/**
 * `docs-gen version <name>`: saves the docs in content/ and the current
 * sidebars as a released version, Docusaurus style.
 */
import type { Command } from 'commander';
import { version } from '../../renderer/index.js';
import { printDiagnostics, printJson } from '../report.js';

export function registerVersionCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('version')
    .description('Save the docs in content/ and the current sidebars as a released version')
    .argument('<name>', 'version name: letters, digits, ".", "_" and "-", such as 1.0 or 2.0.0-beta.1')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .option('--json', 'print one JSON object instead of the report', false)
    .action(async (name: string, options: { root: string; json: boolean }) => {
      const result = await version({ root: options.root, name });
      setExitCode(result.exitCode);
      if (options.json) return printJson(result, { version: name, ...result.saved });
      printDiagnostics(result.diagnostics);
      const { saved } = result;
      if (saved === undefined) return;
      const docs = `${saved.docs} doc${saved.docs === 1 ? '' : 's'}`;
      process.stdout.write(`Saved version ${name}: ${docs} in ${saved.docsDir}, sidebars in ${saved.sidebarsFile}. Versions: ${saved.versions.join(', ')}.\n`);
    });
}

/**
 * `docs-gen version <name>`: saves the docs in content/ and the current
 * sidebars as a released version, Docusaurus style.
 */
import type { Command } from 'commander';
import { formatDiagnosticsForTerminal } from '../../renderer/diagnostics/format.js';
import { versionDocsDir, versionSidebarsFile } from '../../renderer/versions/versions-file.js';

export function registerVersionCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('version')
    .description('Save the docs in content/ and the current sidebars as a released version')
    .argument('<name>', 'version name: letters, digits, ".", "_" and "-", such as 1.0 or 2.0.0-beta.1')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .action(async (name: string, options: { root: string }) => {
      // Loaded on use: copying docs is not worth loading for the other commands.
      const { snapshotVersion } = await import('../../renderer/versions/snapshot.js');
      let result;
      try {
        result = await snapshotVersion({ root: options.root, name });
      } catch (error) {
        // A file system error (no space, no permission) is the machine's, not a bug: say it plainly. Anything else is internal.
        if (typeof (error as NodeJS.ErrnoException | null)?.code !== 'string') throw error;
        process.stderr.write(`docs-gen version: could not save version ${name}: ${(error as Error).message}\nNothing was changed.\n`);
        setExitCode(1);
        return;
      }
      if (!result.ok) {
        const color = process.stderr.isTTY === true && !process.env.NO_COLOR;
        process.stderr.write('message' in result ? `${result.message}\n` : `${formatDiagnosticsForTerminal(result.diagnostics, { color })}\n`);
        setExitCode(result.exitCode);
        return;
      }
      const docs = `${result.docs} doc${result.docs === 1 ? '' : 's'}`;
      process.stdout.write(`Saved version ${name}: ${docs} in ${versionDocsDir(name)}, sidebars in ${versionSidebarsFile(name)}. Versions: ${result.versions.join(', ')}.\n`);
    });
}

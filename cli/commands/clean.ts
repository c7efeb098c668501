/**
 * `docs-gen clean`: removes the site's build output and docs-gen's caches
 * for it, never anything docs-gen did not write.
 */
import type { Command } from 'commander';
import path from 'node:path';
import { clean, DEFAULT_CACHE_DIR } from '../../renderer/index.js';
import { printDiagnostics, printJson } from '../report.js';

export function registerCleanCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('clean')
    .description('Remove the built site and the caches docs-gen keeps for it')
    .option('--root <dir>', 'site folder', '.')
    .option('--out <dir>', 'output folder the site was built into (default: <root>/build)')
    .option('--cache-dir <dir>', `build cache folder given to build, besides the default <root>/${DEFAULT_CACHE_DIR}`)
    .option('--json', 'print one JSON object instead of the report', false)
    .action(async (options: { root: string; out?: string; cacheDir?: string; json: boolean }) => {
      const result = await clean({
        root: options.root,
        outDir: options.out,
        cacheDir: options.cacheDir === undefined ? undefined : path.resolve(options.cacheDir),
      });
      setExitCode(result.exitCode);
      if (options.json) return printJson(result, { removed: result.removed });
      printDiagnostics(result.diagnostics);
      process.stdout.write(result.removed.length === 0 ? 'Nothing to remove.\n' : `Removed ${result.removed.join(', ')}.\n`);
    });
}

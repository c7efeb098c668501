/**
 * `docs-gen serve`: the built site on a local port, as a static host serves it.
 */
import type { Command } from 'commander';
import { formatDiagnosticsForTerminal } from '../../renderer/diagnostics/format.js';
import { serveSite, type FindBuiltSiteResult } from '../../renderer/serve/serve-site.js';
import { interrupted, parsePort } from './server-options.js';

export function registerServeCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('serve')
    .description('Serve the built site locally, under its baseUrl, as a static host would')
    .option('--root <dir>', 'site folder holding site.config.ts', '.')
    .option('--out <dir>', 'built folder to serve (default: <root>/build)')
    .option('--port <port>', 'port to listen on; when it is taken, the next free one', parsePort, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (options: { root: string; out?: string; port: number; host: string }) => {
      const served = await serveSite({ root: options.root, outDir: options.out, host: options.host, port: options.port });
      if (!served.ok) {
        printBuiltSiteProblem(served);
        setExitCode(served.exitCode);
        return;
      }
      if (served.tried.length > 1) process.stdout.write(`Port ${served.tried[0]} is in use; serving on ${served.url} instead.\n`);
      process.stdout.write(`Serving ${served.site.outDir} at ${served.url}\nPress Ctrl-C to stop.\n`);
      await interrupted();
      await served.close();
    });
}

/** Why there is no built site to work on, on stderr. */
export function printBuiltSiteProblem(problem: Exclude<FindBuiltSiteResult, { ok: true }>): void {
  if ('message' in problem) {
    process.stderr.write(`${problem.message}\n`);
    return;
  }
  const color = process.stderr.isTTY === true && !process.env.NO_COLOR;
  process.stderr.write(`${formatDiagnosticsForTerminal(problem.diagnostics, { color })}\n`);
}

/**
 * `docs-gen serve`: the built site on a local port, as a static host serves it.
 */
import type { Command } from 'commander';
import { DEFAULT_HOST, DEFAULT_PORT, serve } from '../../renderer/index.js';
import { printDiagnostics } from '../report.js';
import { interrupted, parsePort } from './server-options.js';

export function registerServeCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('serve')
    .description('Serve the built site locally, under its baseUrl, as a static host would')
    .option('--root <dir>', 'site folder holding site.config.ts', '.')
    .option('--out <dir>', 'built folder to serve (default: <root>/build)')
    .option('--port <port>', 'port to listen on; when it is taken, the next free one', parsePort, DEFAULT_PORT)
    .option('--host <host>', 'address to listen on', DEFAULT_HOST)
    .action(async (options: { root: string; out?: string; port: number; host: string }) => {
      const { server, diagnostics, exitCode } = await serve({ root: options.root, outDir: options.out, host: options.host, port: options.port });
      printDiagnostics(diagnostics);
      setExitCode(exitCode);
      if (server === undefined) return;
      if (server.tried.length > 1) process.stdout.write(`Port ${server.tried[0]} is in use; serving on ${server.url} instead.\n`);
      process.stdout.write(`Serving ${server.site.outDir} at ${server.url}\nPress Ctrl-C to stop.\n`);
      await interrupted();
      await server.close();
    });
}

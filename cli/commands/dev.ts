/**
 * `docs-gen dev`: the writer's preview. Prints the address, then one short
 * line per rebuild: what changed, what it cost, and the problems it found.
 */
import type { Command } from 'commander';
import { DEFAULT_HOST, DEFAULT_PORT, dev, formatDiagnosticsForTerminal, type DevServerEvent } from '../../renderer/index.js';
import { printDiagnostics, colorWanted } from '../report.js';
import { interrupted, parsePort } from './server-options.js';

export function registerDevCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('dev')
    .description('Preview the site while you edit it: rebuilds what changed and reloads the browser')
    .option('--root <dir>', 'site folder holding site.config.ts, content/ and specs/', '.')
    .option('--port <port>', 'port to listen on; when it is taken, the next free one', parsePort, DEFAULT_PORT)
    .option('--host <host>', 'address to listen on', DEFAULT_HOST)
    .option('--open', 'open the site in the default browser', false)
    .action(async (options: { root: string; port: number; host: string; open: boolean }) => {
      const color = colorWanted();
      const { server, diagnostics, exitCode } = await dev({
        root: options.root,
        host: options.host,
        port: options.port,
        onUpdate: (event) => process.stderr.write(describeUpdate(event, color)),
      });
      printDiagnostics(diagnostics);
      setExitCode(exitCode);
      if (server === undefined) return;
      if (server.tried.length > 1) process.stdout.write(`Port ${server.tried[0]} is in use; serving on ${server.url} instead.\n`);
      process.stdout.write(`docs-gen dev: ${server.url}\nPress Ctrl-C to stop.\n`);
      if (options.open)
        await (await import('open')).default(server.url).catch(() => process.stderr.write('Could not open a browser; open the address above.\n'));
      await interrupted();
      await server.close();
    });
}

function describeUpdate({ changed, update }: DevServerEvent, color: boolean): string {
  const what =
    changed.length === 0
      ? 'Built'
      : changed.length === 1
        ? `${changed[0]} changed`
        : `${changed.length} files changed (${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ', …' : ''})`;
  const pages =
    update.changedPages === 'all' ? `${update.pages} pages` : `${update.changedPages.length} page${update.changedPages.length === 1 ? '' : 's'} updated`;
  const counts = [
    update.errors.length > 0 && `${update.errors.length} error${update.errors.length === 1 ? '' : 's'}`,
    update.warnings.length > 0 && `${update.warnings.length} warning${update.warnings.length === 1 ? '' : 's'}`,
  ].filter(Boolean);
  const time = new Date().toTimeString().slice(0, 8);
  const threads = update.threads > 1 && update.parsed >= update.threads ? ` on ${update.threads} threads` : '';
  const line = `${time} ${what}: ${update.parsed} doc${update.parsed === 1 ? '' : 's'} parsed${threads}, ${pages} in ${update.durationMs} ms${counts.length > 0 ? ` (${counts.join(', ')}, shown in the browser)` : ''}\n`;
  const problems = [...update.errors, ...update.warnings];
  return problems.length === 0 ? line : `${line}${formatDiagnosticsForTerminal(problems, { color })}\n`;
}

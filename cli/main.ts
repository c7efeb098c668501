/**
 * The command-line program with every command: what `docs-gen` runs for its
 * help, its version and a command it does not know. The launcher runs each
 * command in a program of its own (cli/compile.mjs).
 */
import { registerBuildCommand } from './commands/build.js';
import { registerCheckLinksCommand } from './commands/check-links.js';
import { registerCleanCommand } from './commands/clean.js';
import { registerDevCommand } from './commands/dev.js';
import { registerMigrateCommand } from './commands/migrate.js';
import { registerServeCommand } from './commands/serve.js';
import { registerVersionCommand } from './commands/version.js';
import { runProgram } from './program.js';

export function main(argv: readonly string[]): Promise<number> {
  return runProgram(argv, [
    registerBuildCommand,
    registerDevCommand,
    registerServeCommand,
    registerCheckLinksCommand,
    registerVersionCommand,
    registerCleanCommand,
    registerMigrateCommand,
  ]);
}

/**
 * The command-line program: commander with the commands it is given. Commands
 * are thin: parse flags, call the renderer, print the result, map it to an
 * exit code. `main.ts` gives it every command; each command also runs in a
 * program of its own (cli/compile.mjs), so that starting docs-gen loads only
 * what the command it runs needs.
 */
import { Command, CommanderError } from 'commander';
import { exitCodeOf, internalErrorOf, type Diagnostic } from '../renderer/index.js';
import { printDiagnostics, printJsonFailure } from './report.js';

/** Adds a command to the program; the command reports its exit code through `setExitCode`. */
export type RegisterCommand = (program: Command, setExitCode: (code: number) => void) => void;

export async function runProgram(argv: readonly string[], commands: readonly RegisterCommand[]): Promise<number> {
  let exitCode = 0;
  // Asked for JSON, a caller gets one JSON object whatever goes wrong, a mistyped flag included.
  const json = argv.includes('--json');
  const program = new Command()
    .name('docs-gen')
    .description('Build fast, checked documentation sites from Markdown, MDX and OpenAPI.')
    .version(VERSION)
    .exitOverride()
    // Help goes to stderr as commander writes it; its error messages are reported as diagnostics, below.
    .configureOutput({ writeErr: (text) => (json ? undefined : process.stderr.write(text)), outputError: () => {} });
  for (const register of commands) register(program, (code) => (exitCode = code));

  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return 0;
      const diagnostic = optionInvalidOf(error);
      if (json) printJsonFailure(diagnostic);
      else printDiagnostics([diagnostic]);
      return exitCodeOf([diagnostic]);
    }
    const diagnostic = internalErrorOf(error);
    if (json) printJsonFailure(diagnostic);
    else printDiagnostics([diagnostic]);
    return exitCodeOf([diagnostic]);
  }
  return exitCode;
}

function optionInvalidOf(error: CommanderError): Diagnostic {
  const message = error.message.replace(/^error: /, '');
  const option = /option '(-[^' ]+)/.exec(message)?.[1];
  return { code: 'option-invalid', severity: 'error', message, ...(option && { location: { option } }) };
}

declare const __DOCS_GEN_VERSION__: string | undefined;
const VERSION = typeof __DOCS_GEN_VERSION__ === 'string' ? __DOCS_GEN_VERSION__ : '0.1.0';

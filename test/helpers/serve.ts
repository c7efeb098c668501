/**
 * Runs `docs-gen serve` as a user does, as a child process, for tests that
 * need the real command in front of a built site.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_ROOT } from './cli.js';

export interface ServeProcess {
  /** What it printed up to "Press Ctrl-C to stop." */
  readonly output: string;
  /** The URL it printed. */
  readonly url: string;
  /** Sends Ctrl-C (SIGINT) and resolves with the exit code. */
  stop(): Promise<number | null>;
}

const children: ChildProcess[] = [];

/** Starts `docs-gen serve …args` and waits until it says where it serves. */
export function startServe(args: readonly string[]): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['cli/docs-gen.cjs', 'serve', ...args], { cwd: PACKAGE_ROOT, env: { ...process.env, NO_COLOR: '1' } });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Press Ctrl-C to stop.')) return;
      const url = /at (http:\S+)\n/.exec(output)?.[1];
      if (url === undefined) return reject(new Error(`docs-gen serve printed no URL:\n${output}`));
      resolve({
        output,
        url,
        stop: () => {
          child.kill('SIGINT');
          return exited;
        },
      });
    });
    void exited.then((code) => reject(new Error(`docs-gen serve exited with ${code} before serving.\nstdout: ${output}\nstderr: ${errors}`)));
  });
}

/** Ends every `docs-gen serve` a test started and left running. */
export function killServes(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
}

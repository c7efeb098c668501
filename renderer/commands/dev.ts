/** `dev`: the writer's preview, serving the site from memory and rebuilding what each save changes. */
import { resultOf, type CommandResult } from '../diagnostics/exit-code.js';
import type { DevServer, DevServerEvent } from '../dev/dev-server.js';
import { diagnosticOfListenError } from '../serve/listen.js';
import { DEFAULT_HOST, DEFAULT_PORT } from '../config/defaults.js';

export interface DevOptions {
  readonly root: string;
  /** @default 127.0.0.1 */
  readonly host?: string;
  /** The port to try first; the next ones are tried when it is taken. 0 lets the system pick. @default 3000 */
  readonly port?: number;
  /** Told about the first build and then each rebuild, with the problems it found (which never stop the server). */
  readonly onUpdate?: (event: DevServerEvent) => void;
}

/** `server` is there when the preview runs (exit code 0); otherwise the diagnostics say why not. */
export interface DevResult extends CommandResult {
  readonly server?: DevServer;
}

export async function dev({ root, host = DEFAULT_HOST, port = DEFAULT_PORT, onUpdate }: DevOptions): Promise<DevResult> {
  // Loaded on use: the watcher and the dev server are not worth loading for the other commands.
  const { startDevServer } = await import('../dev/dev-server.js');
  try {
    return { ...resultOf([]), server: await startDevServer({ root, host, port, onUpdate }) };
  } catch (error) {
    const diagnostic = diagnosticOfListenError(error, { host, port });
    if (diagnostic === undefined) throw error;
    return resultOf([diagnostic]);
  }
}

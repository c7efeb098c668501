/**
 * Starts a server on the port asked for, or on the next free one when that
 * one is taken, as local preview servers do (Vite, Docusaurus).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Diagnostic } from '../diagnostics/types.js';

export interface ListeningAddress {
  /** The port listened on. */
  readonly port: number;
  /** `http://127.0.0.1:3001/` */
  readonly url: string;
  /** Every port tried, in order; the last is the one listened on. */
  readonly tried: readonly number[];
}

/** Port 0 lets the system pick a free port. Rejects when every port tried is in use, or on any other error. */
export async function listenOnFreePort(
  server: Server,
  { host, port, attempts = 20 }: { host: string; port: number; attempts?: number },
): Promise<ListeningAddress> {
  const tried: number[] = [];
  for (let candidate = port; tried.length < attempts && candidate <= 65_535; candidate++) {
    tried.push(candidate);
    const busy = await listen(server, host, candidate);
    if (busy) continue;
    const actual = (server.address() as AddressInfo).port;
    const hostInUrl = host.includes(':') ? `[${host}]` : host;
    return { port: actual, url: `http://${hostInUrl}:${actual}/`, tried };
  }
  throw new PortsInUseError(`Ports ${tried[0]}–${tried.at(-1)} on ${host} are all in use`);
}

class PortsInUseError extends Error {}

/** Errors of the system that mean the address cannot be listened on, by the option that chose it. */
const LISTEN_ERRORS: Readonly<Record<string, { option: '--host' | '--port'; why: string }>> = {
  EADDRNOTAVAIL: { option: '--host', why: 'it is not an address of this machine' },
  ENOTFOUND: { option: '--host', why: 'no address has this name' },
  EAI_AGAIN: { option: '--host', why: 'its name could not be looked up' },
  EACCES: { option: '--port', why: 'listening on this port needs privileges (ports below 1024 usually do)' },
};

/** Why {@link listenOnFreePort} failed, as a `listen-failed` diagnostic at the option to change; undefined for an error that is not about the address (a bug). */
export function diagnosticOfListenError(error: unknown, { host, port }: { host: string; port: number }): Diagnostic | undefined {
  if (error instanceof PortsInUseError) return { code: 'listen-failed', severity: 'error', message: error.message, location: { option: '--port' } };
  const known = LISTEN_ERRORS[(error as NodeJS.ErrnoException | null)?.code ?? ''];
  if (known === undefined) return undefined;
  const code = (error as NodeJS.ErrnoException).code;
  return {
    code: 'listen-failed',
    severity: 'error',
    message: `Cannot listen on ${host} port ${port}: ${known.why} (${code})`,
    location: { option: known.option },
  };
}

/** true when the port is in use. */
function listen(server: Server, host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(true);
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(false);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

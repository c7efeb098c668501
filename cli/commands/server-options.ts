/** What the commands that run a server (serve, dev) share: the --port option and waiting for Ctrl-C. */
import { InvalidArgumentError } from 'commander';

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new InvalidArgumentError('Give a port number from 0 to 65535.');
  return port;
}

/** Resolves on Ctrl-C (SIGINT) or SIGTERM; a second Ctrl-C while closing ends the process at once, as usual. */
export function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

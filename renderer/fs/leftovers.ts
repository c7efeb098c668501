/**
 * Temporary files and folders carry the pid of the process that made them,
 * so a later build can tell a killed build's leftovers (removed) from those
 * of a build still running (left alone).
 */

/**
 * Whether something made by process `pid` was left behind: the process is gone. Not for what a name that is
 * no process id claims (a file of a name docs-gen does not give, a pid written wrong): that is not known to
 * be a leftover, and is kept.
 */
export function isLeftoverOf(pid: number | undefined): boolean {
  if (pid === undefined || !Number.isSafeInteger(pid) || pid <= 0) return false;
  // This process may be running another build into the same place.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

/**
 * Fault injection for the tests that kill a build while it puts its output
 * in place: with `DOCS_GEN_CRASH_AT=<point>` the process kills itself
 * (SIGKILL, as a CI runner or the OOM killer would) when it reaches that
 * point. Points: `staged` (every file written, nothing switched), `linked`
 * (the new link made beside the output), `switched` (the output points to the
 * new site, the old one not yet removed).
 */
export function crashPointForTests(point: 'staged' | 'linked' | 'switched'): void {
  if (process.env.DOCS_GEN_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}

/**
 * Fault injection for the tests that kill a build while it puts its output
 * in place: with `DOCS_GEN_CRASH_AT=<point>` the process kills itself
 * (SIGKILL, as a CI runner or the OOM killer would) when it reaches that
 * point, after saying on stderr which point it reached. Points:
 *
 * - `writing:<n>`: the n-th file of the new site is in the new generation
 *   (written, or linked from the current one), others still to come;
 * - `staged`: every file written, nothing switched;
 * - `linked`: the new link made beside the output (layout `link`);
 * - `journaled`: the switch's journal written, the output not yet touched;
 * - `moved-aside`: the old output folder moved aside (or the old link removed), the new one not yet in place;
 * - `switched`: the output is the new site, the old one not yet made the spare.
 *
 * With `DOCS_GEN_CRASH_AT=disk-full:<stage>` the build is not killed: its
 * first write at that stage fails as on a full disk (ENOSPC), and the build
 * ends as it then does. Stages: `parse` (a doc's tree appended to the cache's
 * pack, on whichever thread parsed it: half the tree is written first, as a
 * disk that fills up mid-write leaves it), `write` (the site, after the docs
 * were parsed into the cache's packs), `render` (a page's search record,
 * kept in the cache folder for the search index: half of it is written), `save-cache` (the cache's index).
 */
import { writeSync } from 'node:fs';

export type CommitPoint = 'staged' | 'linked' | 'journaled' | 'moved-aside' | 'switched';

/**
 * Read once: the `writing` hook runs for every file of the site (tens of
 * thousands in a large build), where looking the variable up each time would
 * cost a call into the environment each.
 */
const crashAt = process.env.DOCS_GEN_CRASH_AT;
/** The file count of `writing:<n>`, or 0 (never reached: counts start at 1) without one. */
const crashAfterFiles = Number(/^writing:([1-9]\d*)$/.exec(crashAt ?? '')?.[1] ?? 0);

export function crashPointForTests(point: CommitPoint): void {
  if (crashAt === point) crash(point);
}

/** `filesWritten`: how many files of the new site the writer has put in the new generation so far. */
export function writingCrashPointForTests(filesWritten: number): void {
  if (filesWritten === crashAfterFiles) crash(`writing:${filesWritten}`);
}

/** `writePart`: writes part of what the stage was writing, before the disk is found full. */
export function diskFullPointForTests(stage: 'parse' | 'write' | 'render' | 'save-cache', writePart?: () => void): void {
  if (crashAt !== `disk-full:${stage}`) return;
  writePart?.();
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
}

function crash(point: string): void {
  // Synchronous, so the line is out before the process dies: the tests read it to know where the kill landed.
  writeSync(2, `docs-gen: killed at crash point ${point} (DOCS_GEN_CRASH_AT)\n`);
  process.kill(process.pid, 'SIGKILL');
}

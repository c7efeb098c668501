/**
 * What lstat says of a file, as one string: its size, modification and
 * change times, and inode. Git's index decides the same way whether a file
 * changed without reading it: writing a file moves its times, replacing it
 * changes its inode, and no program can set the change time back. So an
 * output file whose stamp is the one recorded after it was written still
 * holds what was written, and a warm rebuild need not read it again.
 */
import type { Stats } from 'node:fs';

/** What a stamp is made of: a file's lstat, or these figures of it sent from another thread. */
export type StampedFacts = Pick<Stats, 'size' | 'mtimeMs' | 'ctimeMs' | 'ino'>;

export function stampOf(stats: StampedFacts): string {
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}

/**
 * Whether `stats` shows a file as it was when `stamp` was recorded.
 *
 * File times come from a clock that moves in steps of a few milliseconds, so
 * a file changed in the same step as it was recorded keeps its stamp. The
 * output's link is made after every file of its generation was recorded:
 * a file whose change time is not older than the link's (`settledAt`) may be
 * such a file, and is read instead (git calls it "racily clean").
 */
export function matchesStamp(stats: StampedFacts, stamp: string | undefined, settledAt: number): boolean {
  return stamp !== undefined && stats.ctimeMs < settledAt && stampOf(stats) === stamp;
}

/**
 * One build at a time writes an output: a second build of the same output
 * (a second terminal, a CI step started twice) waits for the first to end
 * rather than claiming the same spare generation or switching the output
 * under it. The lock is a file in the generations folder naming the pid of
 * the build holding it; a lock whose build is gone (killed) is taken over.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { temporaryPathFor } from '../fs/atomic-write.js';
import { isLeftoverOf } from '../fs/leftovers.js';
import { generationsDirOf } from './output-switch.js';

export const OUTPUT_LOCK = 'lock';
/** How often a waiting build looks whether the lock was released. */
const POLL_MS = 100;

export interface OutputLock {
  release(): void;
}

/**
 * Takes the lock of `outDir`, waiting while another build holds it. `onWait` is told once, with the holder's pid,
 * when this build has to wait.
 */
export async function lockOutput(outDir: string, { onWait }: { onWait?: (holder: number) => void } = {}): Promise<OutputLock> {
  const generations = generationsDirOf(outDir);
  const lock = path.join(generations, OUTPUT_LOCK);
  let told = false;
  for (;;) {
    mkdirSync(generations, { recursive: true });
    if (tryTake(lock)) return { release: () => rmSync(lock, { force: true }) };
    const content = contentOf(lock);
    // Released since: try again.
    if (content === undefined) continue;
    const holder = Number(content);
    if (!(Number.isSafeInteger(holder) && holder > 0) || isLeftoverOf(holder)) {
      // Its build was killed (or the file is not a lock docs-gen wrote): removed only if it still says the same, so two
      // waiting builds cannot both take it over.
      if (contentOf(lock) === content) rmSync(lock, { force: true });
      continue;
    }
    if (!told) {
      told = true;
      onWait?.(holder);
    }
    await delay(POLL_MS);
  }
}

/** Written whole beside the lock, then linked to its name: the lock never exists without its pid, and only one link can win. */
function tryTake(lock: string): boolean {
  const temporary = temporaryPathFor(lock);
  writeFileSync(temporary, String(process.pid));
  try {
    linkSync(temporary, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

function contentOf(lock: string): string | undefined {
  try {
    return readFileSync(lock, 'utf8');
  } catch {
    return undefined;
  }
}

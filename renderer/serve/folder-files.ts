/**
 * A built site's files on disk, for the site handler. Only regular files that
 * really are inside the folder are readable: a symlink in the folder that
 * leads out of it reads as missing, whatever the request path looked like.
 *
 * A build puts its new site in place under the same name (output-switch.ts):
 * for a moment the folder is gone, or a read that began in the old site
 * finds its file moved. A read that misses or fails while that happens is
 * tried again once the switch is done, so a page both sites have is never
 * answered as missing or as an error.
 */
import { open, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isInsideFolder } from '../fs/contained-path.js';
import { isSwitching } from '../emit/output-switch.js';
import type { SiteFile, SiteFiles } from './site-handler.js';

/** Files larger than this are streamed from an open file rather than read whole for each request (and so sent uncompressed). */
export const STREAM_FROM_BYTES = 8 * 1024 * 1024;

/** A switch takes microseconds; a build killed in the middle of one leaves it until the next docs-gen command, so the wait is bounded. */
const SWITCH_RETRIES = 20;
const SWITCH_RETRY_MS = 5;

export function folderFiles(dir: string): SiteFiles {
  return {
    async read(file) {
      for (let attempt = 1; ; attempt++) {
        const before = await identityOf(dir);
        const outcome = await readInside(dir, file).then(
          (found) => ({ found }),
          (error: unknown) => ({ error }),
        );
        if ('found' in outcome && outcome.found !== undefined) return outcome.found;
        const settled = !isSwitching(dir) && (await identityOf(dir)) === before;
        if (settled || attempt === SWITCH_RETRIES) {
          if ('error' in outcome) throw outcome.error;
          return undefined;
        }
        await delay(SWITCH_RETRY_MS);
      }
    },
  };
}

async function readInside(dir: string, file: string): Promise<SiteFile | undefined> {
  // Resolved on every read: the build swaps a new folder into place under the same name.
  const root = await realpath(dir).catch(() => undefined);
  if (root === undefined) return undefined;
  const resolved = await realpath(path.join(root, ...file.split('/'))).catch(() => undefined);
  if (resolved === undefined || !isInsideFolder(root, resolved)) return undefined;
  const stats = await stat(resolved).catch(() => undefined);
  if (stats === undefined || !stats.isFile()) return undefined;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  if (stats.size <= STREAM_FROM_BYTES) return { contents: await readFile(resolved), etag };
  // Opened now: a build that switches the folder later does not change what this answer sends.
  const handle = await open(resolved);
  return { size: stats.size, etag, stream: () => handle.createReadStream(), close: () => handle.close() };
}

/** Which folder `dir` is now (device and inode, following a link), or undefined when there is none: a switch changes it. */
async function identityOf(dir: string): Promise<string | undefined> {
  const stats = await stat(dir, { bigint: true }).catch(() => undefined);
  return stats === undefined ? undefined : `${stats.dev}:${stats.ino}`;
}

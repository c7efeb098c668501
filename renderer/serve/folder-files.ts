/**
 * A built site's files on disk, for the site handler. Only regular files that
 * really are inside the folder are readable: a symlink in the folder that
 * leads out of it reads as missing, whatever the request path looked like.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInsideFolder } from '../emit/contained-path.js';
import type { SiteFile, SiteFiles } from './site-handler.js';

export function folderFiles(dir: string): SiteFiles {
  return {
    async read(file) {
      // Resolved on every read: the build swaps a new folder into place under the same name.
      const root = await realpath(dir).catch(() => undefined);
      if (root === undefined) return undefined;
      const resolved = await realpath(path.join(root, ...file.split('/'))).catch(() => undefined);
      if (resolved === undefined || !isInsideFolder(root, resolved)) return undefined;
      const stats = await stat(resolved).catch(() => undefined);
      if (stats === undefined || !stats.isFile()) return undefined;
      const contents = await readFile(resolved);
      return { contents, etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"` } satisfies SiteFile;
    },
  };
}

/** Files under static/, which are copied to the output root as they are. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export async function listAssets(staticDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(staticDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

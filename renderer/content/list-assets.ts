/** Files under static/, which are copied to the output root as they are. */
import { existsSync, realpathSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/types.js';
import { followLink, linkNotFollowed } from './site-files.js';

/**
 * POSIX paths relative to static/, sorted. Links are followed as in content/
 * (only to files and folders inside the site); others are reported and left out.
 */
export async function listAssets({ root, staticDir }: { root: string; staticDir: string }): Promise<{ assets: string[]; diagnostics: Diagnostic[] }> {
  const assets: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const absoluteStatic = path.join(root, staticDir);
  if (!existsSync(absoluteStatic)) return { assets, diagnostics };
  const siteRoot = realpathSync(root);
  const walked = new Set<string>();
  const walk = async (relativeDir: string): Promise<void> => {
    const absoluteDir = path.join(absoluteStatic, relativeDir);
    const realDir = realpathSync(absoluteDir);
    if (walked.has(realDir)) return;
    walked.add(realDir);
    for (const entry of await readdir(absoluteDir, { withFileTypes: true })) {
      const relativePath = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
      const kind = entry.isSymbolicLink()
        ? followLink(path.join(absoluteStatic, relativePath), siteRoot)
        : entry.isDirectory()
          ? 'folder'
          : entry.isFile()
            ? 'file'
            : 'other';
      if (typeof kind === 'object') diagnostics.push(linkNotFollowed(`${staticDir}/${relativePath}`, kind.problem));
      else if (kind === 'folder') await walk(relativePath);
      else if (kind === 'file') assets.push(relativePath);
    }
  };
  await walk('');
  return { assets: assets.sort(), diagnostics };
}

/**
 * Files under static/, which are copied to the output root as they are.
 * Dotfiles and dot-folders (`.env`, `.git/`, `.DS_Store`) are left out, each
 * with a warning, unless `static.include` lists them (`.nojekyll`,
 * `.well-known/**`): they are far more often secrets and tool state than
 * files meant for readers.
 */
import { existsSync, realpathSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/types.js';
import picomatch from 'picomatch';
import { followLink, linkNotFollowed } from './site-files.js';

/**
 * POSIX paths relative to static/, sorted. Links are followed as in content/
 * (only to files and folders inside the site); others are reported and left out.
 * `include`: globs of paths relative to static/ that publish dotfiles.
 */
export async function listAssets({
  root,
  staticDir,
  include,
}: {
  root: string;
  staticDir: string;
  include: readonly string[];
}): Promise<{ assets: string[]; diagnostics: Diagnostic[] }> {
  const assets: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const matches = include.length === 0 ? () => false : picomatch([...include], { dot: true });
  /** Listed itself, or in a folder that is (`.well-known` lists what the folder holds). */
  const included = (relativePath: string): boolean => {
    for (let end = relativePath.length; end > 0; end = relativePath.lastIndexOf('/', end - 1)) if (matches(relativePath.slice(0, end))) return true;
    return false;
  };
  // A dot-folder is walked when a glob names something in it (`.well-known/**` lists `.well-known/security.txt`);
  // its files are then published only when a glob matches them.
  const bases = include.map((glob) => picomatch.scan(glob).base).filter((base) => base !== '');
  const mayHoldIncluded = (folder: string) => bases.some((base) => base === folder || base.startsWith(`${folder}/`) || folder.startsWith(`${base}/`));
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
      if (entry.name.startsWith('.') && !included(relativePath) && !(entry.isDirectory() && mayHoldIncluded(relativePath))) {
        diagnostics.push(dotfileLeftOut(`${staticDir}/${relativePath}`, entry.isDirectory()));
        continue;
      }
      const kind = entry.isSymbolicLink()
        ? followLink(path.join(absoluteStatic, relativePath), siteRoot)
        : entry.isDirectory()
          ? 'folder'
          : entry.isFile()
            ? 'file'
            : 'other';
      if (typeof kind === 'object') diagnostics.push(linkNotFollowed(`${staticDir}/${relativePath}`, kind.problem));
      else if (kind === 'folder') await walk(relativePath);
      else if (kind === 'file' && !included(relativePath) && hiddenBelow(relativePath)) diagnostics.push(dotfileLeftOut(`${staticDir}/${relativePath}`, false));
      else if (kind === 'file') assets.push(relativePath);
    }
  };
  await walk('');
  return { assets: assets.sort(), diagnostics };
}

/** Whether a file lies in a dot-folder: one walked only because `static.include` may list something in it. */
function hiddenBelow(relativePath: string): boolean {
  return relativePath
    .split('/')
    .slice(0, -1)
    .some((part) => part.startsWith('.'));
}

function dotfileLeftOut(file: string, folder: boolean): Diagnostic {
  return {
    code: 'static-dotfile-skipped',
    severity: 'warning',
    message: `${file}${folder ? '/' : ''} is not published: files and folders under static/ whose names start with "." (and what they hold) are left out unless static.include lists them`,
    location: { file },
  };
}

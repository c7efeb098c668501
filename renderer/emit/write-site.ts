/**
 * Writes the site so that a failed build leaves the previous output exactly
 * as it was. Everything new goes into a temporary folder beside the output
 * first. Then:
 *  - a full write swaps the whole folder into place with renames;
 *  - an incremental write (the previous output is known, see the build
 *    cache) holds only the files that changed, which are renamed into place
 *    one by one; then every other file the site no longer has is removed,
 *    so the folder ends up as a full write would leave it.
 */
import { readdirSync } from 'node:fs';
import { mkdir, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutputFile {
  /** Relative to the output folder, POSIX: `guide/install/index.html`. */
  readonly path: string;
  readonly contents: string | Uint8Array;
}

export interface SiteWriter {
  /** The folder being filled; render workers write pages straight into it (then report them with `written`). */
  readonly stagingDir: string;
  readonly incremental: boolean;
  write(file: OutputFile): Promise<void>;
  /** Records a file something else wrote into the staging folder. */
  written(file: string): void;
  /** Puts the new files in place; `files` lists every file of the finished site. */
  commit(options: { files: ReadonlySet<string> }): Promise<void>;
  /** Removes the temporary folder, leaving the previous output untouched. */
  abort(): Promise<void>;
}

export async function createSiteWriter(outDir: string, { incremental }: { incremental: boolean }): Promise<SiteWriter> {
  const parent = path.dirname(outDir);
  const staging = path.join(parent, `.docs-gen-tmp-${path.basename(outDir)}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const createdDirs = new Set<string>();
  const files: string[] = [];
  const ensureDir = async (dir: string) => {
    if (createdDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    createdDirs.add(dir);
  };
  return {
    stagingDir: staging,
    incremental,
    async write(file) {
      const target = path.join(staging, file.path);
      await ensureDir(path.dirname(target));
      await writeFile(target, file.contents);
      files.push(file.path);
    },
    written(file) {
      files.push(file);
    },
    async commit({ files: finished }) {
      if (incremental) {
        for (const file of files) {
          await ensureDir(path.dirname(path.join(outDir, file)));
          await rename(path.join(staging, file), path.join(outDir, file));
        }
        await removeFiles(outDir, listFiles(outDir).filter((file) => !finished.has(file)));
        await rm(staging, { recursive: true, force: true });
        return;
      }
      const previous = path.join(parent, `.docs-gen-old-${path.basename(outDir)}-${process.pid}`);
      let hadPrevious = true;
      try {
        await rename(outDir, previous);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        hadPrevious = false;
      }
      try {
        await rename(staging, outDir);
      } catch (error) {
        if (hadPrevious) await rename(previous, outDir);
        throw error;
      }
      if (hadPrevious) await rm(previous, { recursive: true, force: true });
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/** Every file under a folder, POSIX paths relative to it. */
function listFiles(dir: string): string[] {
  // Synchronous: the recursive promise version costs a round trip per folder, and a site has a folder per page.
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Deletes files, then the folders that held only them. */
async function removeFiles(outDir: string, files: readonly string[]): Promise<void> {
  const dirs = new Set<string>();
  for (const file of files) {
    await unlink(path.join(outDir, file)).catch(() => {});
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) dirs.add(dir);
  }
  // Deepest first; rmdir refuses folders that still hold something, which is what we want.
  for (const dir of [...dirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
    await rmdir(path.join(outDir, dir)).catch(() => {});
  }
}

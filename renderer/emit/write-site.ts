/**
 * Writes the site atomically: everything goes into a temporary folder beside
 * the output, which is then swapped in with renames. A failed build leaves
 * the previous output exactly as it was.
 */
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutputFile {
  /** Relative to the output folder, POSIX: `guide/install/index.html`. */
  readonly path: string;
  readonly contents: string | Uint8Array;
}

export interface SiteWriter {
  /** Adds one file; pages are streamed in as they are rendered. */
  write(file: OutputFile): Promise<void>;
  /** Copies a folder's contents into the output root (static/). */
  copyFolder(from: string): Promise<void>;
  /** Swaps the finished folder into place. */
  commit(): Promise<void>;
  /** Removes the temporary folder, leaving the previous output untouched. */
  abort(): Promise<void>;
}

export async function createSiteWriter(outDir: string): Promise<SiteWriter> {
  const parent = path.dirname(outDir);
  const staging = path.join(parent, `.docs-gen-tmp-${path.basename(outDir)}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const createdDirs = new Set<string>();
  return {
    async write(file) {
      const target = path.join(staging, file.path);
      const dir = path.dirname(target);
      if (!createdDirs.has(dir)) {
        await mkdir(dir, { recursive: true });
        createdDirs.add(dir);
      }
      await writeFile(target, file.contents);
    },
    async copyFolder(from) {
      await cp(from, staging, { recursive: true, dereference: true });
    },
    async commit() {
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

/** `version`: saves the docs of content/ and the current sidebars as a released version. */
import path from 'node:path';
import { resultOf, type CommandResult } from '../diagnostics/exit-code.js';
import { versionDocsDir, versionSidebarsFile } from '../config/versions-file.js';
import { relativePosixPath } from '../fs/posix-path.js';

export interface VersionOptions {
  readonly root: string;
  /** `1.0`: one path segment of letters, digits, `.`, `_` and `-`. */
  readonly name: string;
}

export interface SavedVersion {
  /** Docs copied. */
  readonly docs: number;
  /** Relative to the root: `versioned_docs/version-1.0`. */
  readonly docsDir: string;
  /** Relative to the root: `versioned_sidebars/version-1.0-sidebars.json`. */
  readonly sidebarsFile: string;
  /** versions.json as written, newest (the new one) first. */
  readonly versions: readonly string[];
}

/** `saved` is there when the version was saved; otherwise nothing was changed and the diagnostics say why. */
export interface VersionResult extends CommandResult {
  readonly saved?: SavedVersion;
}

export async function version({ root, name }: VersionOptions): Promise<VersionResult> {
  // Loaded on use: copying docs is not worth loading for the other commands.
  const { snapshotVersion } = await import('../versions/snapshot.js');
  try {
    const result = await snapshotVersion({ root, name });
    if (!result.ok) return resultOf(result.diagnostics);
    return {
      ...resultOf(result.warnings),
      saved: { docs: result.docs, docsDir: versionDocsDir(name), sidebarsFile: versionSidebarsFile(name), versions: result.versions },
    };
  } catch (error) {
    const errno = error as NodeJS.ErrnoException | null;
    // A file system error (no space, no permission) is the machine's, not a bug. Anything else is internal.
    if (typeof errno?.code !== 'string') throw error;
    const file = typeof errno.path === 'string' ? relativePosixPath(path.resolve(root), errno.path) : undefined;
    return resultOf([
      {
        code: 'io-failed',
        severity: 'error',
        message: `Could not save version ${name}: ${errno.message}`,
        hint: 'Check that the site folder can be written (permissions, free space), then run docs-gen version again. Nothing was changed.',
        ...(file !== undefined && { location: { file } }),
      },
    ]);
  }
}

/**
 * When each doc last changed and who changed it, from git, for
 * `docs.showLastUpdateTime` / `showLastUpdateAuthor`: one `git log` over the
 * docs folders per build, not one per file. A site outside git, or a machine
 * without git, shows no dates: that is no error.
 */
import { execFile } from 'node:child_process';

export interface FileHistory {
  /** Seconds since the epoch, of the last commit that changed the file. */
  readonly time: number;
  readonly author: string;
}

/** Record and field separators git writes between commits and their fields. */
const RECORD = '\u001e';
const FIELD = '\u001f';

/** The last commit of each file under `folders` (relative to `root`), by its path relative to `root`. */
export async function readGitHistory({ root, folders }: { root: string; folders: readonly string[] }): Promise<ReadonlyMap<string, FileHistory>> {
  const output = await runGit(root, [
    'log',
    `--format=${RECORD}%at${FIELD}%an`,
    '--name-only',
    '--no-renames',
    // Paths relative to the site folder, and only its own files, wherever the repository's root is.
    '--relative',
    '-z',
    '--',
    ...folders,
  ]);
  return output === undefined ? new Map() : parseGitLog(output);
}

/** `git log` output as readGitHistory asks for it → the newest commit of each file (the log lists newest first). */
export function parseGitLog(output: string): Map<string, FileHistory> {
  const history = new Map<string, FileHistory>();
  for (const record of output.split(RECORD)) {
    if (record === '') continue;
    // With -z, the header and each file name end in NUL; the names follow a blank line.
    const [header = '', ...files] = record.split('\0');
    const [time, author = ''] = header.split(FIELD);
    const commit = { time: Number(time), author };
    if (!Number.isFinite(commit.time)) continue;
    for (const file of files) {
      const name = file.trim();
      if (name !== '' && !history.has(name)) history.set(name, commit);
    }
  }
  return history;
}

function runGit(cwd: string, args: readonly string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) => resolve(error ? undefined : stdout));
  });
}

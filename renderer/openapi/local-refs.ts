/**
 * How a file a spec's `$ref` names is read, by the site's rules: it must lie
 * inside specs/ (or the site folder, with `api.refsWithin: 'site'`), where it
 * is and where its symbolic links lead. Kept apart from the reader
 * (read-spec.ts) so that the build cache can check, without loading the
 * OpenAPI code, that every file a spec read reads the same again.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { digestOf } from '../fs/digest.js';
import { isInsideFolder } from '../fs/contained-path.js';
import { relativePosixPath } from '../fs/posix-path.js';

export type LocalRead =
  | { readonly kind: 'file'; readonly bytes: Buffer }
  /** The rules refuse it: `it is outside specs/`. */
  | { readonly kind: 'outside'; readonly reason: string }
  /** It cannot be read: `Cannot read specs/a.yaml: there is no such file`. */
  | { readonly kind: 'unreadable'; readonly message: string };

export interface LocalRefReader {
  /** `specs/` or `the site folder`, as messages name where files may be. */
  readonly withinName: string;
  read(file: string): Promise<LocalRead>;
}

export function createLocalRefReader({ root, specsDir, api }: { root: string; specsDir: string; api: ResolvedConfig['api'] }): LocalRefReader {
  const within = api.refsWithin === 'site' ? root : specsDir;
  const withinName = api.refsWithin === 'site' ? 'the site folder' : `${path.relative(root, specsDir)}/`;
  let realWithin: Promise<string> | undefined;
  const display = (file: string) => (isInsideFolder(root, file) ? relativePosixPath(root, file) : file);
  return {
    withinName,
    async read(file) {
      if (!isInsideFolder(within, file)) return { kind: 'outside', reason: `it is outside ${withinName}` };
      let real: string;
      try {
        real = await realpath(file);
      } catch (error) {
        const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
        return { kind: 'unreadable', message: `Cannot read ${display(file)}: ${why}` };
      }
      realWithin ??= realpath(within);
      if (!isInsideFolder(await realWithin, real)) return { kind: 'outside', reason: `it is a symbolic link to ${real}, outside ${withinName}` };
      if (!(await stat(real)).isFile()) return { kind: 'unreadable', message: `Cannot read ${display(file)}: it is not a file` };
      return { kind: 'file', bytes: await readFile(real) };
    },
  };
}

/** What a read found, in one string: the same string means the spec that read it reads the same. */
export function outcomeOf(read: LocalRead): string {
  switch (read.kind) {
    case 'file':
      return `file ${digestOf(read.bytes)}`;
    case 'outside':
      return `outside ${read.reason}`;
    case 'unreadable':
      return `unreadable ${read.message}`;
  }
}

/** What loading the specs read: enough to tell, without loading them, that loading them again would read the same. */
export interface SpecReads {
  /** Each spec file of specs/ by name, and the digest of its bytes. */
  readonly specs: Readonly<Record<string, string>>;
  /** Each file a `$ref` named (site-relative; absolute when outside the site), and what reading it found ({@link outcomeOf}). */
  readonly refs: Readonly<Record<string, string>>;
}

/**
 * Whether the specs named `names` and the files their `$ref`s named read as `reads` recorded. Files the
 * rules refuse are not read, here either: what decides their outcome is where they are, not what they hold.
 */
export async function readsTheSame(
  reads: SpecReads,
  { root, specsDir, api, names }: { root: string; specsDir: string; api: ResolvedConfig['api']; names: readonly string[] },
): Promise<boolean> {
  const recorded = Object.keys(reads.specs);
  if (recorded.length !== names.length || !names.every((name) => Object.hasOwn(reads.specs, name))) return false;
  for (const name of names) {
    const bytes = await readFile(path.join(specsDir, name)).catch(() => undefined);
    if (bytes === undefined || digestOf(bytes) !== reads.specs[name]) return false;
  }
  const local = createLocalRefReader({ root, specsDir, api });
  for (const [file, outcome] of Object.entries(reads.refs)) {
    const read = await local.read(path.resolve(root, file)).catch(() => undefined);
    if (read === undefined || outcomeOf(read) !== outcome) return false;
  }
  return true;
}

/**
 * The browser bundle depends on the theme alone, never on a site, so it is
 * made once when docs-gen is compiled (cli/compile.mjs) and kept in
 * dist/client/ beside the CLI. A build copies it instead of running esbuild,
 * which would otherwise take both cores for most of a second at the start of
 * every cold build.
 *
 * The folder is checked before use: it must have been made from the theme
 * and packages installed now (a developer may have edited the theme since),
 * and every file must still hold what was written. Otherwise the build
 * bundles afresh.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../fs/package-root.js';
import { writeFileAtomicSync } from '../fs/atomic-write.js';
import { relativePosixPath } from '../fs/posix-path.js';
import { digestOf } from '../fs/digest.js';
import { clientCodeFingerprint } from '../fs/code-fingerprint.js';
import { bundleClient, type ClientBundle } from './bundle-client.js';

export const PREBUILT_CLIENT_DIR = path.join(PACKAGE_ROOT, 'dist/client');

const MANIFEST_FILE = 'bundle.json';

interface PrebuiltManifest {
  /** clientCodeFingerprint() of the code the bundle was made from. */
  readonly fingerprint: string;
  readonly stylesheets: readonly string[];
  readonly scripts: readonly string[];
  readonly componentScripts: readonly string[];
  /** Each file's digest, and its size and modification time once written: while those stay, the digest is trusted. */
  readonly files: ReadonlyArray<{ readonly path: string; readonly digest: string; readonly size: number; readonly mtimeMs: number }>;
}

/** The prebuilt bundle, when it was made from the code installed now and is intact; else undefined. */
export function readPrebuiltClient({ dir = PREBUILT_CLIENT_DIR, fingerprint = clientCodeFingerprint() } = {}): ClientBundle | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as PrebuiltManifest;
    if (manifest.fingerprint !== fingerprint) return undefined;
    const files = manifest.files.map((file) => {
      const absolute = path.join(dir, file.path);
      const { size, mtimeMs } = statSync(absolute);
      const contents = readFileSync(absolute);
      return { path: file.path, contents, intact: (size === file.size && mtimeMs === file.mtimeMs) || digestOf(contents) === file.digest };
    });
    if (files.some((file) => !file.intact)) return undefined;
    return {
      stylesheets: manifest.stylesheets,
      scripts: manifest.scripts,
      componentScripts: manifest.componentScripts,
      files: files.map(({ path: file, contents }) => ({ path: file, contents })),
    };
  } catch {
    return undefined;
  }
}

/**
 * Bundles the theme and keeps the result in `dir`. Several compiles may run
 * at once (commands started together after an edit): every file is written
 * beside its place and renamed, the manifest last, so a reader sees either
 * the old bundle or the new one, whole.
 */
export async function writePrebuiltClient({
  dir = PREBUILT_CLIENT_DIR,
  fingerprint = clientCodeFingerprint(),
  bundle: made,
}: {
  dir?: string;
  fingerprint?: string;
  /** The bundle to write, when it was made already. */
  bundle?: ClientBundle;
} = {}): Promise<void> {
  const bundle = made ?? (await bundleClient());
  for (const file of bundle.files) writeFileAtomicSync(path.join(dir, file.path), file.contents);
  const manifest: PrebuiltManifest = {
    fingerprint,
    stylesheets: bundle.stylesheets,
    scripts: bundle.scripts,
    componentScripts: bundle.componentScripts,
    files: bundle.files.map((file) => {
      const { size, mtimeMs } = statSync(path.join(dir, file.path));
      return { path: file.path, digest: digestOf(file.contents), size, mtimeMs };
    }),
  };
  writeFileAtomicSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  removeFilesOutside(dir, new Set([MANIFEST_FILE, ...bundle.files.map((file) => file.path)]));
}

/** Older bundles' files (their names carry their hashes) would otherwise pile up with each theme edit. */
function removeFilesOutside(dir: string, kept: ReadonlySet<string>): void {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relativePosixPath(dir, path.join(entry.parentPath, entry.name));
    // Another compile's file still being written: it renames it into place itself.
    if (!kept.has(file) && !file.endsWith('.tmp')) rmSync(path.join(dir, file), { force: true });
  }
}

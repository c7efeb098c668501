/**
 * A fingerprint of the code that builds the site: docs-gen's own compiled
 * bundles (or, running from TypeScript sources, those sources) and the
 * installed dependencies. Part of every cache key, so an upgrade or an edit
 * of the theme never serves pages rendered by the old code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from './package-root.js';
import { digestOf } from './digest.js';

const CODE_EXTENSIONS = /\.(mjs|cjs|ts|tsx|css)$/;

/** Written by cli/compile.mjs: see `recordedDigests`. */
const CODE_DIGESTS_FILE = 'dist/code-digests.json';

const LOCK_FILES = ['node_modules/.package-lock.json', 'package-lock.json'];

let fingerprint: string | undefined;
let clientFingerprint: string | undefined;

export function codeFingerprint(): string {
  const running = fileURLToPath(import.meta.url);
  // Compiled, this module is part of dist/cli.cjs; the theme's stylesheets are read from theme/ in both cases.
  const codeDirs = /\.[cm]js$/.test(running)
    ? [path.dirname(running), path.join(PACKAGE_ROOT, 'theme')]
    : [path.join(PACKAGE_ROOT, 'renderer'), path.join(PACKAGE_ROOT, 'theme')];
  fingerprint ??= fingerprintOf({ root: PACKAGE_ROOT, codeDirs, extra: [process.version] });
  return fingerprint;
}

/** A fingerprint of what the browser bundle is made from: the theme, the renderer code it may import, how it is bundled, the packages. */
export function clientCodeFingerprint(): string {
  clientFingerprint ??= fingerprintOf({
    root: PACKAGE_ROOT,
    codeDirs: ['theme', 'renderer/shared', 'renderer/bundle'].map((dir) => path.join(PACKAGE_ROOT, dir)),
    extra: [],
  });
  return clientFingerprint;
}

/** A fingerprint of the code files under `codeDirs` and the lock files of the package at `root`, and of `extra`. */
export function fingerprintOf({ root, codeDirs, extra }: { root: string; codeDirs: readonly string[]; extra: readonly string[] }): string {
  const files = codeDirs.flatMap((dir) => listFiles(dir)).filter((file) => CODE_EXTENSIONS.test(file) && !/\.test\.tsx?$/.test(file));
  files.push(...LOCK_FILES.map((file) => path.join(root, file)));
  const recorded = recordedDigests(root);
  const parts: string[] = [...extra];
  for (const file of files.sort()) {
    const name = path.relative(root, file);
    try {
      const known = recorded[name];
      const stats = known === undefined ? undefined : statSync(file);
      parts.push(name, known !== undefined && known.size === stats!.size && known.mtimeMs === stats!.mtimeMs ? known.digest : digestOf(readFileSync(file)));
    } catch {
      parts.push(name, 'missing');
    }
  }
  return digestOf(parts.join('\n'));
}

/**
 * The digests cli/compile.mjs recorded of the bundles it wrote to dist/ and of the sources and lock files
 * the fingerprints cover, by path relative to the package (`dist/cli.cjs`), each trusted while the file
 * keeps its size and modification time (as git trusts its index): reading and digesting tens of megabytes
 * of bundles took a tenth of a warm rebuild.
 */
function recordedDigests(root: string): Readonly<Record<string, { readonly size: number; readonly mtimeMs: number; readonly digest: string }>> {
  try {
    return JSON.parse(readFileSync(path.join(root, CODE_DIGESTS_FILE), 'utf8'));
  } catch {
    return {};
  }
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/**
 * A fingerprint of the code that builds the site: docs-gen's own compiled
 * bundles (or, running from TypeScript sources, those sources) and the
 * installed dependencies. Part of every cache key, so an upgrade or an edit
 * of the theme never serves pages rendered by the old code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../package-root.js';
import { digestOf } from './cache-files.js';

const CODE_EXTENSIONS = /\.(mjs|cjs|ts|tsx|css)$/;

const LOCK_FILES = [path.join(PACKAGE_ROOT, 'node_modules/.package-lock.json'), path.join(PACKAGE_ROOT, 'package-lock.json')];

let fingerprint: string | undefined;
let clientFingerprint: string | undefined;

export function codeFingerprint(): string {
  const running = fileURLToPath(import.meta.url);
  // Compiled, this module is part of dist/cli.cjs; the theme's stylesheets are read from theme/ in both cases.
  const codeDirs = /\.[cm]js$/.test(running)
    ? [path.dirname(running), path.join(PACKAGE_ROOT, 'theme')]
    : [path.join(PACKAGE_ROOT, 'renderer'), path.join(PACKAGE_ROOT, 'theme')];
  fingerprint ??= fingerprintOf(codeDirs, [process.version]);
  return fingerprint;
}

/** A fingerprint of what the browser bundle is made from: the theme, the renderer code it may import, how it is bundled, the packages. */
export function clientCodeFingerprint(): string {
  clientFingerprint ??= fingerprintOf(
    ['theme', 'renderer/shared', 'renderer/bundle'].map((dir) => path.join(PACKAGE_ROOT, dir)),
    [],
  );
  return clientFingerprint;
}

function fingerprintOf(codeDirs: readonly string[], extra: readonly string[]): string {
  const files = codeDirs.flatMap((dir) => listFiles(dir)).filter((file) => CODE_EXTENSIONS.test(file) && !/\.test\.tsx?$/.test(file));
  files.push(...LOCK_FILES);
  const parts: string[] = [...extra];
  for (const file of files.sort()) {
    try {
      parts.push(path.relative(PACKAGE_ROOT, file), digestOf(readFileSync(file)));
    } catch {
      parts.push(path.relative(PACKAGE_ROOT, file), 'missing');
    }
  }
  return digestOf(parts.join('\n'));
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

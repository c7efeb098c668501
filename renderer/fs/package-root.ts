/** The folder of docs-gen's own package.json, from wherever this module was bundled to (renderer/ or dist/). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(from: string): string {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docs-gen') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the docs-gen package folder above ${from}`);
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const THEME_DIR = path.join(PACKAGE_ROOT, 'theme');

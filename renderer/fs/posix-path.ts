import path from 'node:path';

/**
 * `file` relative to `from`, with `/` between segments on every platform:
 * the form docs-gen shows paths in (diagnostics, manifests) and compares them in.
 */
export function relativePosixPath(from: string, file: string): string {
  return path.relative(from, file).split(path.sep).join('/');
}

/** A path a config writes relative to the site (`./sidebars.json`, `docs\sidebars.js`), as docs-gen shows it: `sidebars.json`. */
export function normalizedSitePath(file: string): string {
  return path.posix.normalize(file.replaceAll('\\', '/')).replace(/^\.\//, '');
}

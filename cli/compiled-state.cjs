// Whether dist/ must be compiled again: read by the launcher before every
// command and by `npm install`'s prepare step, so it loads nothing but fs.
// CommonJS, as the launcher is (cli/docs-gen.cjs).
'use strict';
const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');

/**
 * Whether dist/ is missing or older than anything it is made from: docs-gen's
 * sources, the compile script, and the package's manifest and lock files (an
 * install that changed a dependency rewrites node_modules/.package-lock.json).
 * `npm install` runs the compile script (prepare), and so does the first `npx
 * docs-gen` in docs-gen's own folder, which installs the folder into npx's
 * cache: the second time, nothing has changed and there is nothing to do.
 */
function needsCompile(root) {
  const compiledAt = statSync(path.join(root, 'dist/cli.cjs'), { throwIfNoEntry: false })?.mtimeMs;
  if (compiledAt === undefined) return true;
  const inputs = [
    ...['cli', 'renderer', 'theme'].flatMap((dir) => filesUnder(dir, root)).filter((file) => /\.(ts|tsx|css)$/.test(file) && !/\.test\.tsx?$/.test(file)),
    'cli/compile.mjs',
    'package.json',
    'package-lock.json',
    'node_modules/.package-lock.json',
  ];
  return inputs.some((file) => (statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0) > compiledAt);
}

/**
 * Files under `dir` (relative to `root`), as paths relative to `root`. Walked by hand: the launcher asks
 * before every command, and Node's recursive listing with its path joins took twice as long.
 */
function filesUnder(dir, root) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const inside = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(inside);
      else if (entry.isFile()) files.push(inside);
    }
  };
  walk(dir);
  return files;
}

module.exports = { needsCompile, filesUnder };

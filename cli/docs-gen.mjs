#!/usr/bin/env node
// The docs-gen command. Runs the compiled CLI from dist/, recompiling it
// first when a source file is newer (a fresh clone, or a developer's edit).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React and friends pick their production builds from this; the development builds render several times slower.
process.env.NODE_ENV ??= 'production';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = path.join(packageRoot, 'dist/cli.mjs');

function newestSourceTime() {
  let newest = 0;
  for (const dir of ['cli', 'renderer', 'theme']) {
    for (const entry of readdirSync(path.join(packageRoot, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
      }
    }
  }
  return newest;
}

function compiledTime() {
  try {
    return statSync(compiled).mtimeMs;
  } catch {
    return -1;
  }
}

if (compiledTime() < newestSourceTime()) {
  const { compile } = await import('./compile.mjs');
  await compile();
}
const { main } = await import(pathToFileURL(compiled).href);
process.exitCode = await main(process.argv);

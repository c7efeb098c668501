#!/usr/bin/env node
// `npm run bench`: compiles bench/*.ts with esbuild (already a dependency of
// docs-gen, so nothing extra to install) into node_modules/.cache and runs it.
//
//   node bench/run.mjs [--sizes 100,1000,10000] [--runs N] [--seed S] [--json]
//   node bench/run.mjs generate --pages N [--seed S] --out DIR
//   node bench/run.mjs baseline --root SITE --out DIR
//   node bench/run.mjs lighthouse [--site DIR] [--pages /a,/b] [--runs N] [--json]
import { build } from 'esbuild';
import { NODE_BUNDLE_OPTIONS } from '../cli/compile.mjs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(packageRoot, 'node_modules/.cache/docs-gen-bench/dist');

await build({
  ...NODE_BUNDLE_OPTIONS,
  entryPoints: {
    run: path.join(packageRoot, 'bench/run.ts'),
    baseline: path.join(packageRoot, 'bench/baseline.tsx'),
  },
  // Loaded from node_modules as they are: playwright-core finds its own files from where it is installed.
  external: [...(NODE_BUNDLE_OPTIONS.external ?? []), 'playwright-core', 'sirv'],
  outdir,
});

const { main } = await import(pathToFileURL(path.join(outdir, 'run.mjs')).href);
process.exitCode = await main(process.argv.slice(2), { packageRoot, baselineScript: path.join(outdir, 'baseline.mjs') });

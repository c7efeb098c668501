#!/usr/bin/env node
// The docs-gen command. Runs the compiled CLI from dist/, recompiling it
// first when dist/ is older than what it is made from (a fresh clone, a
// developer's edit, an install; cli/compiled-state.mjs),
// with V8's code cache (cli/code-cache.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { needsCompile } from './compiled-state.mjs';

// A build is mostly JIT warm-up: each thread optimises the same parser functions, and with inlining on,
// the optimising compiler took about a third of a 1,000-page build's CPU time. Without inlining those
// builds take 0.88× the time; 10,000-page builds, where code runs long enough to repay inlining, are unchanged.
// Set before any docs-gen code is loaded; worker threads share the process's flags.
setFlagsFromString('--no-turbo-inlining');

// React and friends pick their production builds from this; the development builds render several times slower.
process.env.NODE_ENV ??= 'production';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = path.join(packageRoot, 'dist/cli.cjs');

if (needsCompile(packageRoot)) {
  const { compile } = await import('./compile.mjs');
  await compile();
}
const { loadWithCodeCache } = await import('./code-cache.mjs');
const command = /^[a-z][a-z-]*$/.test(process.argv[2] ?? '') ? process.argv[2] : 'other';
// A command's own program holds only its code (cli/compile.mjs); the program of every command answers the rest.
const commandProgram = path.join(packageRoot, `dist/cli-${command}.cjs`);
const program = command !== 'other' && existsSync(commandProgram) ? commandProgram : compiled;
// Specifiers the bundle imports are absolute (file URLs, node: modules) or packages, which resolve from here as from dist/.
const { exports: cli, saveCodeCache } = loadWithCodeCache(program, { label: command, importModule: (specifier) => import(specifier) });
process.exitCode = await cli.main(process.argv);
// Only commands that ran well: a mistyped one would leave a cache named after the typo.
if (process.exitCode === 0) saveCodeCache();

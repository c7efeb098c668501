#!/usr/bin/env node
// The docs-gen command. Runs the compiled CLI from dist/, recompiling it
// first when dist/ is older than what it is made from (a fresh clone, a
// developer's edit, an install; cli/compiled-state.cjs),
// with V8's code cache (cli/code-cache.cjs).
//
// CommonJS, like the modules it loads first: Node starts a CommonJS program
// without setting up its ES module loader, whose start and the ES module
// faces it makes of each built-in module imported were 10 to 20 ms of every
// command (a twentieth of a warm rebuild).
'use strict';
const { existsSync } = require('node:fs');
const path = require('node:path');
const { setFlagsFromString } = require('node:v8');
const { needsCompile } = require('./compiled-state.cjs');

// A build is mostly JIT warm-up: each thread optimises the same parser functions, and with inlining on,
// the optimising compiler took about a third of a 1,000-page build's CPU time. Without inlining those
// builds take 0.88× the time; 10,000-page builds, where code runs long enough to repay inlining, are unchanged.
// Set before any docs-gen code is loaded; worker threads share the process's flags.
setFlagsFromString('--no-turbo-inlining');
// A build and dev run a thread on every core, each with its own heap. V8 splits a young-generation
// collection across its helper threads (four in Node, whatever the cores), and those can only take
// the cores from the threads that parse and render: alone, each collection costs less CPU in all.
// 1,000-page builds took 0.963× and 0.986× the time (16 and 20 paired runs). The other parallel and
// concurrent collector phases cannot be turned off once V8 is running.
setFlagsFromString('--no-parallel-scavenge');

// React and friends pick their production builds from this; the development builds render several times slower.
process.env.NODE_ENV ??= 'production';

async function run() {
  const packageRoot = path.resolve(__dirname, '..');
  const compiled = path.join(packageRoot, 'dist/cli.cjs');
  if (needsCompile(packageRoot)) {
    const { compile } = await import('./compile.mjs');
    await compile();
  }
  const { loadWithCodeCache } = require('./code-cache.cjs');
  const command = /^[a-z][a-z-]*$/.test(process.argv[2] ?? '') ? process.argv[2] : 'other';
  // A command's own program holds only its code (cli/compile.mjs); the program of every command answers the rest.
  const commandProgram = path.join(packageRoot, `dist/cli-${command}.cjs`);
  const program = command !== 'other' && existsSync(commandProgram) ? commandProgram : compiled;
  // Specifiers the bundle imports are absolute (file URLs, node: modules) or packages, which resolve from here as from dist/.
  const { exports: cli, saveCodeCache } = loadWithCodeCache(program, { label: command, importModule: (specifier) => import(specifier) });
  process.exitCode = await cli.main(process.argv);
  // Only commands that ran well: a mistyped one would leave a cache named after the typo.
  if (process.exitCode === 0) saveCodeCache();
}

run();

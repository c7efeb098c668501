// Runs the compiled CLI (a CommonJS bundle) with V8's code cache: the bytecode
// V8 made for it in an earlier run, kept beside it. Parsing and compiling the
// bundle's 5 MB was most of the time every command took to start; from the
// cache, V8 reads the bytecode instead. Node 20 caches code for scripts
// compiled through node:vm only, not for ES modules, hence a CommonJS bundle
// run here (see cli/compile.mjs).
'use strict';
const { isAscii } = require('node:buffer');
const { createHash } = require('node:crypto');
const { readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

/**
 * The cache starts with a line naming the bundle it was made from (size,
 * modification time and inode: compile.mjs renames every new bundle into
 * place) and the Node version, then the digest of V8's data, which follows.
 * V8 checks its own version and flags, but not that the data was made for
 * these very bytes (the first line does), and through node:vm it reports
 * damaged data as accepted (the digest finds it).
 */
function stampOf(file) {
  const stats = statSync(file);
  return `${stats.size}:${stats.mtimeMs}:${stats.ino}:${process.version}`;
}

function headerOf(stamp, data) {
  return `${stamp} ${createHash('sha1').update(data).digest('hex')}\n`;
}

function readCodeCache(cacheFile, stamp) {
  try {
    const file = readFileSync(cacheFile);
    const newline = file.indexOf(10);
    const data = file.subarray(newline + 1);
    return newline !== -1 && file.subarray(0, newline + 1).toString() === headerOf(stamp, data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bundle's text. compile.mjs writes it in ASCII, which reads as Latin-1
 * in a third of the time UTF-8 decoding takes (each byte is a character);
 * a script that is not ASCII after all is decoded as UTF-8.
 */
function readSource(file) {
  const bytes = readFileSync(file);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

/**
 * Runs `file` as a CommonJS module and returns its exports, with a function
 * that stores V8's code for it when there was no usable cache (to be called
 * once the command ran, so that the code it compiled on the way is kept too).
 * Each `label` (the command) has a cache of its own: a build's is not the
 * code `--version` compiled. `importModule` does what import() does in the
 * bundle (cli/compile.mjs routes it there).
 */
function loadWithCodeCache(file, { label, importModule }) {
  const cacheFile = `${file}.${label}.v8-cache`;
  const stamp = stampOf(file);
  const cachedData = readCodeCache(cacheFile, stamp);
  const wrapper = `(function (exports, require, module, __filename, __dirname, __docsGenImport) {${readSource(file)}\n})`;
  const script = new vm.Script(wrapper, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file), importModule);
  const saveCodeCache = () => {
    if (cachedData !== undefined && !script.cachedDataRejected) return;
    // Beside the cache, then renamed over it: several commands may save at once.
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    try {
      const data = script.createCachedData();
      writeFileSync(temporary, Buffer.concat([Buffer.from(headerOf(stamp, data)), data]));
      renameSync(temporary, cacheFile);
    } catch {
      // A read-only installation runs without the cache.
      rmSync(temporary, { force: true });
    }
  };
  return { exports: module.exports, saveCodeCache };
}

module.exports = { loadWithCodeCache };

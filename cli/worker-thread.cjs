// A build worker thread's entry: runs the compiled worker (dist/worker.cjs,
// renderer/pipeline/worker.ts) with V8's code cache, as the launcher runs the
// CLI (cli/code-cache.cjs). Compiling the 4.5 MB bundle afresh was half of
// the quarter second a worker took to start, while the main thread was
// already parsing.
'use strict';
const path = require('node:path');
const { loadWithCodeCache } = require('./code-cache.cjs');

const { exports: worker, saveCodeCache } = loadWithCodeCache(path.join(__dirname, '../dist/worker.cjs'), {
  label: 'worker',
  importModule: (specifier) => import(specifier),
});
// Saved once the thread has run its tasks, so that the code they compiled is kept too.
worker.startWorker({ onClosed: saveCodeCache });

/**
 * Runs a module of a Docusaurus site (its config, a sidebars.js) as
 * Docusaurus would, in a Node process of its own (site-module-child.ts) with
 * a hard time limit: a module that loops forever is stopped, one that leaves
 * timers running is stopped once migrate is done with it, and one that ends
 * the process without giving a value has failed, whatever its exit code.
 * The module is bundled here first, with its imports: `@docusaurus/*`
 * packages, prism themes and packages the site has not installed are
 * stand-ins (stub-module.ts), and `require`, `require.resolve`, `__dirname`
 * and `import.meta.url` work as they do under Docusaurus.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { isBuildFailure } from '../diagnostics/esbuild-message.js';
import { PACKAGE_ROOT } from '../fs/package-root.js';
import type { ModuleAnswer, ModuleRequest } from './site-module-messages.js';
import { ALWAYS_STUBBED, noteMissing } from './site-require.js';
import { STUB_FACTORY } from './stub-module.js';
import { fromWire, remoteIdOf, toWire } from './wire-value.js';

/** Compiled from site-module-child.ts by cli/compile.mjs. */
const CHILD_SCRIPT = path.join(PACKAGE_ROOT, 'dist/site-module-child.mjs');

/** How long a module may take to give its value, or a function of it to return, before its process is stopped. */
export const MODULE_TIME_LIMIT_MS = 15_000;

/** A module of the site about to be run, as migrate tells it: its file and how long it may take. */
export interface ModuleRun {
  readonly file: string;
  readonly timeLimitMs: number;
}

/** A module that ran: its value, and its process, kept for the value's functions until `close`. */
export interface RunningModule {
  /** The default export (called, when it is a function) as a plain object; its functions run in the module's process. */
  readonly value: Record<string, unknown>;
  /** Packages it imports that the site has not installed: their values are stand-ins. */
  readonly missingPackages: readonly string[];
  /** Stops the module's process (its leftover timers and servers with it). */
  close(): void;
  /**
   * Runs a Markdown plugin of the module's value (a function running in its process) with `options` on a syntax
   * tree, and gives the tree it made; undefined for a plugin that does not run there (a stand-in).
   */
  transform(plugin: unknown, options: unknown, tree: unknown, path: string): Promise<unknown>;
}

export type RunResult =
  | { readonly ok: true; readonly module: RunningModule }
  | { readonly ok: false; readonly message: string; readonly missingPackages: readonly string[] };

export async function runSiteModule(site: { dir: string; file: string }, timeLimitMs = MODULE_TIME_LIMIT_MS): Promise<RunResult> {
  const missingPackages: string[] = [];
  const bundled = await bundleModule(site, missingPackages);
  if (!bundled.ok) return { ok: false, message: bundled.message, missingPackages };
  if (!existsSync(CHILD_SCRIPT)) {
    return { ok: false, message: `docs-gen is not compiled (${CHILD_SCRIPT} is missing; run npm install in docs-gen's folder)`, missingPackages };
  }
  const running = startModuleProcess(site.dir, timeLimitMs);
  const asked = await running.ask({ type: 'run', code: bundled.code }, 'give its value');
  const answer = asked.ok && (asked.answer.type === 'value' || asked.answer.type === 'failed') ? asked.answer : undefined;
  const missing = [...new Set([...missingPackages, ...(answer?.missingPackages ?? [])])];
  if (answer?.type !== 'value') {
    running.stop();
    return { ok: false, message: answer?.message ?? (asked.ok ? 'it gave no value' : asked.message), missingPackages: missing };
  }
  let callIds = 0;
  const call = async (id: number, args: unknown[]): Promise<unknown> => {
    const callId = callIds++;
    const returned = await running.ask({ type: 'call', callId, id, args: toWire(args, []) }, 'return', callId);
    if (!returned.ok) throw new Error(returned.message);
    if (returned.answer.type === 'threw') throw new Error(returned.answer.message);
    return returned.answer.type === 'returned' ? fromWire(returned.answer.value, call) : undefined;
  };
  const transform = async (plugin: unknown, options: unknown, tree: unknown, path: string): Promise<unknown> => {
    const id = remoteIdOf(plugin);
    if (id === undefined) return undefined;
    const callId = callIds++;
    const returned = await running.ask({ type: 'transform', callId, id, options: toWire(options, []), tree, path }, 'transform a doc', callId);
    if (!returned.ok) throw new Error(returned.message);
    if (returned.answer.type === 'threw') throw new Error(returned.answer.message);
    return returned.answer.type === 'returned' ? returned.answer.value : undefined;
  };
  return {
    ok: true,
    module: { value: fromWire(answer.value, call) as Record<string, unknown>, missingPackages: missing, close: running.stop, transform },
  };
}

type Asked = { readonly ok: true; readonly answer: ModuleAnswer } | { readonly ok: false; readonly message: string };

interface ModuleProcess {
  /** Sends a request and waits, at most the time limit, for its answer (the one with `callId`, for a call). */
  ask(request: ModuleRequest, waitingTo: string, callId?: number): Promise<Asked>;
  stop(): void;
}

function startModuleProcess(dir: string, timeLimitMs: number): ModuleProcess {
  // What the module prints goes to docs-gen's error stream: its own output (a report, --json) stays readable.
  const child: ChildProcess = spawn(process.execPath, [CHILD_SCRIPT], { cwd: dir, stdio: ['ignore', 2, 2, 'ipc'] });
  let ended: string | undefined;
  const waiting = new Set<{ callId: number | undefined; settle: (asked: Asked) => void }>();
  const endAll = (why: string) => {
    ended ??= why;
    for (const waiter of waiting) waiter.settle({ ok: false, message: ended });
    waiting.clear();
  };
  child.on('error', (error) => endAll(`its process could not start (${error.message})`));
  child.on('exit', (code, signal) =>
    endAll(signal === null ? `it ended its process (exit code ${code}) before it was done` : `its process was ended by ${signal} before it was done`),
  );
  child.on('message', (answer: ModuleAnswer) => {
    const callId = answer.type === 'returned' || answer.type === 'threw' ? answer.callId : undefined;
    for (const waiter of waiting) {
      if (waiter.callId === callId) {
        waiting.delete(waiter);
        waiter.settle({ ok: true, answer });
        return;
      }
    }
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return {
    stop,
    ask(request, waitingTo, callId) {
      if (ended !== undefined) return Promise.resolve({ ok: false, message: ended });
      return new Promise<Asked>((resolve) => {
        const timer = setTimeout(() => {
          endAll(`it did not ${waitingTo} within ${timeLimitMs / 1000} s, and was stopped`);
          stop();
        }, timeLimitMs);
        const waiter = {
          callId,
          settle: (asked: Asked) => {
            clearTimeout(timer);
            resolve(asked);
          },
        };
        waiting.add(waiter);
        child.send(request, (error) => {
          if (error) endAll(`its process stopped listening (${error.message})`);
        });
      });
    },
  };
}

/** The module with its imports as one ES module, run as Docusaurus runs it (see the file's comment). */
async function bundleModule(
  site: { dir: string; file: string },
  missingPackages: string[],
): Promise<{ ok: true; code: string } | { ok: false; message: string }> {
  const modulePath = path.join(site.dir, site.file);
  // Loaded on use, as everywhere: a build loads this module but never migrates.
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [modulePath],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      absWorkingDir: site.dir,
      logLevel: 'silent',
      plugins: [docusaurusPackages(site.dir, missingPackages)],
      // Docusaurus loads configs through jiti, where CommonJS's globals work in ES modules too. Defined, they
      // stay the config's own wherever it declares them (`const require = createRequire(import.meta.url)`).
      banner: { js: `const __docsGenRequire = globalThis.${STUB_FACTORY}.require;` },
      define: {
        require: '__docsGenRequire',
        __filename: JSON.stringify(modulePath),
        __dirname: JSON.stringify(site.dir),
        'import.meta.url': JSON.stringify(pathToFileURL(modulePath).href),
        'import.meta.filename': JSON.stringify(modulePath),
        'import.meta.dirname': JSON.stringify(site.dir),
      },
    });
    return { ok: true, code: result.outputFiles[0]!.text };
  } catch (error) {
    const message = isBuildFailure(error) ? (error.errors[0]?.text ?? error.message) : error instanceof Error ? error.message : String(error);
    return { ok: false, message };
  }
}

/**
 * Bare imports: Docusaurus's own packages are stand-ins; other packages are imported from the
 * site's node_modules when installed there, else stand-ins (and named in the report). Node's `module`
 * is Node's but for `createRequire`, which gives the site's require: a config that makes its own
 * (`const require = createRequire(import.meta.url)`) gets the stand-ins and the `require.resolve`
 * that never throws too.
 */
const NODE_MODULE = /^(?:node:)?module$/;

function docusaurusPackages(dir: string, missingPackages: string[]): Plugin {
  const resolveFromSite = createRequire(path.join(dir, 'docusaurus.config.js'));
  return {
    name: 'docusaurus-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (NODE_MODULE.test(args.path) && args.namespace !== 'site-node-module') return { path: 'module', namespace: 'site-node-module' };
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        if (ALWAYS_STUBBED.test(args.path)) return { path: args.path, namespace: 'stub' };
        try {
          return { path: pathToFileURL(resolveFromSite.resolve(args.path)).href, external: true };
        } catch {
          noteMissing(missingPackages, args.path);
          return { path: args.path, namespace: 'stub' };
        }
      });
      build.onLoad({ filter: /.*/, namespace: 'site-node-module' }, () => ({
        contents: [
          "import nodeModule from 'node:module';",
          "export * from 'node:module';",
          `export const createRequire = () => globalThis.${STUB_FACTORY}.require;`,
          'export default { ...nodeModule, createRequire };',
        ].join('\n'),
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
        // Both `import x from`, `import { y } from` and `require()` of the module get the stand-in.
        contents: `const stub = globalThis.${STUB_FACTORY}.stub(${JSON.stringify(args.path)});\nmodule.exports = stub;\n`,
        loader: 'js',
      }));
    },
  };
}

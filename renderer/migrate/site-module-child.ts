/**
 * The process a Docusaurus site's module (its config, a sidebars.js) runs
 * in, started by site-module-process.ts in the site's folder. It is asked to
 * run the module's bundled code and answers with its default export (called
 * when it is a function); then it runs the functions of that value on
 * request. Whatever the module does to this process (loop forever, leave
 * timers behind, end it) stays here: migrate stops it and reads its end.
 */
import { unified, type Plugin } from 'unified';
import { VFile } from 'vfile';
import { siteRequire } from './site-require.js';
import { createStub, STUB_FACTORY } from './stub-module.js';
import { fromWire, toWire } from './wire-value.js';
import type { ModuleAnswer, ModuleRequest } from './site-module-messages.js';

// Taken before the module runs: it may replace process.send or process.exit.
const send = process.send!.bind(process) as (answer: ModuleAnswer) => boolean;
const exit = process.exit.bind(process);
const functions: Array<(...args: unknown[]) => unknown> = [];
const missingPackages: string[] = [];

process.exit = ((status?: number) => {
  throw new Error(`it called process.exit(${status ?? ''})`);
}) as typeof process.exit;
// migrate ended or stopped listening: nothing is left to answer.
process.on('disconnect', () => exit(0));
process.on('message', (request: ModuleRequest) => {
  void answer(request);
});

async function answer(request: ModuleRequest): Promise<void> {
  if (request.type === 'run') {
    (globalThis as Record<string, unknown>)[STUB_FACTORY] = { stub: createStub, require: siteRequire(process.cwd(), missingPackages) };
    try {
      const module = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(request.code).toString('base64')}`)) as { default?: unknown };
      // A config may export a function, sync or async, that makes the config (Docusaurus calls it).
      const exported = typeof module.default === 'function' ? await (module.default as () => unknown)() : module.default;
      if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) {
        send({ type: 'failed', message: 'its default export is not an object', missingPackages });
      } else {
        send({ type: 'value', value: toWire(exported, functions), missingPackages });
      }
    } catch (error) {
      send({ type: 'failed', message: messageOf(error), missingPackages });
    }
    return;
  }
  if (request.type === 'transform') {
    try {
      const options = fromWire(
        request.options,
        () => Promise.reject(new Error('a function passed back into the module cannot be called')),
        (id) => functions[id],
      );
      const plugin = functions[request.id] as unknown as Plugin<[unknown?]>;
      const tree = await unified()
        .use(plugin, options)
        .run(request.tree as never, new VFile({ path: request.path }));
      send({ type: 'returned', callId: request.callId, value: JSON.parse(JSON.stringify(tree)) as unknown });
    } catch (error) {
      send({ type: 'threw', callId: request.callId, message: messageOf(error) });
    }
    return;
  }
  try {
    const args = fromWire(request.args, () => Promise.reject(new Error('a function passed back into the module cannot be called'))) as unknown[];
    const value = await functions[request.id]!(...args);
    send({ type: 'returned', callId: request.callId, value: toWire(value, functions) });
  } catch (error) {
    send({ type: 'threw', callId: request.callId, message: messageOf(error) });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

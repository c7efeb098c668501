import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the compile script is plain JavaScript, without types.
import { NODE_BUNDLE_OPTIONS } from './compile.mjs';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The inputs of `entry`'s bundle that starting it runs: those reached by static imports and requires alone. */
async function loadedAtStart(entry: string): Promise<{ atStart: Set<string>; bundled: Set<string> }> {
  const { metafile } = await build({ ...NODE_BUNDLE_OPTIONS, entryPoints: [entry], absWorkingDir: PACKAGE_ROOT, outdir: 'out', write: false, metafile: true });
  const inputs = (metafile as Metafile).inputs;
  const atStart = new Set<string>([path.relative(PACKAGE_ROOT, entry)]);
  const pending = [...atStart];
  while (pending.length > 0) {
    for (const imported of inputs[pending.pop()!]?.imports ?? []) {
      if (imported.external || imported.kind === 'dynamic-import' || atStart.has(imported.path)) continue;
      atStart.add(imported.path);
      pending.push(imported.path);
    }
  }
  return { atStart, bundled: new Set(Object.keys(inputs)) };
}

const ON_DEMAND = ['node_modules/@apidevtools/swagger-parser/', 'node_modules/ajv/', 'node_modules/@readme/httpsnippet/', 'node_modules/@mdx-js/mdx/'];

describe("the build command's start", () => {
  it('loads the OpenAPI code only for a site with specs, and the MDX compiler only when a page is compiled', async () => {
    const { atStart, bundled } = await loadedAtStart(path.join(PACKAGE_ROOT, 'cli/commands/build.ts'));
    for (const prefix of ON_DEMAND) {
      expect([prefix, [...bundled].some((file) => file.startsWith(prefix))]).toEqual([prefix, true]);
      expect([prefix, [...atStart].filter((file) => file.startsWith(prefix))]).toEqual([prefix, []]);
    }
  });
});

import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

interface Loaded {
  readonly exports: Record<string, unknown>;
  saveCodeCache(): void;
}
type LoadWithCodeCache = (file: string, options: { label: string; importModule: (specifier: string) => Promise<unknown> }) => Loaded;

// The launcher's modules are plain JavaScript, loaded by path so that the type checker does not ask for their types.
const { loadWithCodeCache } = (await import(pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'code-cache.cjs')).href)) as {
  loadWithCodeCache: LoadWithCodeCache;
};

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A CommonJS script in a folder of its own, and how to load it as the launcher loads the CLI. */
async function scriptOf(source: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'docs-gen-code-cache-'));
  folders.push(folder);
  const file = path.join(folder, 'cli.cjs');
  await writeFile(file, source);
  const cacheFile = `${file}.build.v8-cache`;
  const load = () => loadWithCodeCache(file, { label: 'build', importModule: (specifier) => import(specifier) });
  /** Replaces the script the way compile.mjs does: a new file renamed into place. */
  const replace = async (next: string) => {
    await writeFile(`${file}.tmp`, next);
    await rename(`${file}.tmp`, file);
  };
  return { file, cacheFile, load, replace };
}

const ANSWER = `module.exports = { answer: () => 41 + 1, importPath: () => __docsGenImport('node:path') };`;

describe('loadWithCodeCache', () => {
  it('runs the script, then keeps V8 code for it under the command it ran for, and reuses it as it is', async () => {
    const script = await scriptOf(ANSWER);
    const first = script.load();
    expect((first.exports.answer as () => number)()).toBe(42);
    first.saveCodeCache();
    const saved = await stat(script.cacheFile);
    expect(saved.size).toBeGreaterThan(0);

    const second = script.load();
    expect((second.exports.answer as () => number)()).toBe(42);
    second.saveCodeCache();
    expect((await stat(script.cacheFile)).mtimeMs).toBe(saved.mtimeMs);
  });

  it('routes import() of code that came from the cache through the function it is given', async () => {
    const script = await scriptOf(ANSWER);
    const first = script.load();
    await (first.exports.importPath as () => Promise<unknown>)();
    first.saveCodeCache();
    const fromCache = script.load();
    const imported = (await (fromCache.exports.importPath as () => Promise<{ join: unknown }>)()) as { join: unknown };
    expect(imported.join).toBe(path.join);
  });

  it('never runs code cached for other bytes of the same length: the cache names the script it was made from', async () => {
    const script = await scriptOf('module.exports = { value: () => 1 };');
    const first = script.load();
    (first.exports.value as () => number)();
    first.saveCodeCache();
    await script.replace('module.exports = { value: () => 2 };');
    const after = script.load();
    expect((after.exports.value as () => number)()).toBe(2);
    after.saveCodeCache();
    expect((await readFile(script.cacheFile)).subarray(0, 200).toString('latin1')).toContain(`${(await stat(script.file)).ino}`);
  });

  it('reads a script that is not ASCII as UTF-8, so its strings keep their characters', async () => {
    const script = await scriptOf(`module.exports = { quote: () => '“docs” → café' };`);
    expect((script.load().exports.quote as () => string)()).toBe('“docs” → café');
  });

  it('runs from a damaged cache as from none, and replaces it', async () => {
    const script = await scriptOf(ANSWER);
    const first = script.load();
    first.saveCodeCache();
    const cache = await readFile(script.cacheFile);
    const header = cache.subarray(0, cache.indexOf(10) + 1);
    const damaged = Buffer.concat([header, Buffer.alloc(cache.length - header.length, 7)]);
    await writeFile(script.cacheFile, damaged);
    const loaded = script.load();
    expect((loaded.exports.answer as () => number)()).toBe(42);
    loaded.saveCodeCache();
    expect((await readFile(script.cacheFile)).equals(damaged)).toBe(false);
  });

  it('runs without a cache where it cannot write one (a read-only installation)', async () => {
    const script = await scriptOf(ANSWER);
    // A folder where the cache file goes: writing it fails.
    await mkdir(script.cacheFile);
    const loaded = script.load();
    expect((loaded.exports.answer as () => number)()).toBe(42);
    expect(() => loaded.saveCodeCache()).not.toThrow();
    expect((await readdir(path.dirname(script.file))).sort()).toEqual(['cli.cjs', 'cli.cjs.build.v8-cache']);
  });
});

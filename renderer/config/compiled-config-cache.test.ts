import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledConfigKey, readCompiledConfig, saveCompiledConfig } from './compiled-config-cache.js';

describe('the compiled config kept in the build cache', () => {
  let rootDir: string;
  let cacheDir: string;
  beforeEach(() => {
    rootDir = mkdtempSync(path.join(os.tmpdir(), 'docs-gen-compiled-config-'));
    cacheDir = path.join(rootDir, 'node_modules/.cache/docs-gen');
    writeFileSync(path.join(rootDir, 'site.config.ts'), "import { x } from './x';\nexport default { title: x };\n");
    writeFileSync(path.join(rootDir, 'x.ts'), "export const x = 'A';\n");
  });
  afterEach(() => rmSync(rootDir, { recursive: true, force: true }));

  const key = compiledConfigKey({ rootDir: '/site', configFile: 'site.config.ts', fingerprint: 'code-a' });
  const compiled = { code: 'export default { title: "A" };', sourceMap: '{}' };
  const save = () => saveCompiledConfig({ cacheDir, rootDir, key, inputs: ['site.config.ts', 'x.ts'], compiled });

  it('is what was saved, with the files it was made from (which dev watches), while every one of them is unchanged', () => {
    save();
    expect(readCompiledConfig({ cacheDir, rootDir, key })).toEqual({ ...compiled, inputs: ['site.config.ts', 'x.ts'] });
  });

  it('is not used once the config or a file it imports changed, or one was removed', () => {
    save();
    writeFileSync(path.join(rootDir, 'x.ts'), "export const x = 'B';\n");
    expect(readCompiledConfig({ cacheDir, rootDir, key })).toBeUndefined();
    save();
    rmSync(path.join(rootDir, 'x.ts'));
    expect(readCompiledConfig({ cacheDir, rootDir, key })).toBeUndefined();
  });

  it('is not used for another config file, folder or docs-gen', () => {
    save();
    for (const other of [
      { rootDir: '/site', configFile: 'site.config.mjs', fingerprint: 'code-a' },
      { rootDir: '/elsewhere', configFile: 'site.config.ts', fingerprint: 'code-a' },
      { rootDir: '/site', configFile: 'site.config.ts', fingerprint: 'code-b' },
    ]) {
      expect(readCompiledConfig({ cacheDir, rootDir, key: compiledConfigKey(other) })).toBeUndefined();
    }
  });

  it('is not used when damaged, and a cache folder that cannot be written is no error', () => {
    save();
    writeFileSync(path.join(cacheDir, 'compiled-config.json'), '{"key":');
    expect(readCompiledConfig({ cacheDir, rootDir, key })).toBeUndefined();
    const blocked = path.join(rootDir, 'a-file');
    writeFileSync(blocked, '');
    expect(() => saveCompiledConfig({ cacheDir: blocked, rootDir, key, inputs: ['site.config.ts'], compiled })).not.toThrow();
  });
});

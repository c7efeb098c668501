import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_DIR, makeDevTreesFolder } from '../pipeline/build-cache.js';
import { isLeftoverOf } from './leftovers.js';

/** The pid of a process that has ended. */
const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;

describe('isLeftoverOf', () => {
  it('is true only for the pid of a process that is gone', () => {
    expect(isLeftoverOf(deadPid)).toBe(true);
    expect(isLeftoverOf(process.ppid)).toBe(false);
  });

  it('never takes what is not a process id for a dead process', () => {
    for (const pid of [Number.NaN, 0, -1, 1.5, Number.POSITIVE_INFINITY, undefined]) expect(isLeftoverOf(pid), String(pid)).toBe(false);
  });
});

describe('starting dev in a site', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('removes the folders of dev servers that were killed, and nothing of the build cache beside them', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docs-gen-leftovers-'));
    folders.push(root);
    const cacheDir = path.join(root, DEFAULT_CACHE_DIR);
    await mkdir(path.join(cacheDir, 'packs'), { recursive: true });
    await writeFile(path.join(cacheDir, 'index.json'), '{}');
    await writeFile(path.join(cacheDir, 'packs/a.pack'), 'pack');
    await mkdir(path.join(cacheDir, `dev-abc-${deadPid}`));
    await mkdir(path.join(cacheDir, `dev-abd-${process.ppid}`));
    const made = path.basename(await makeDevTreesFolder(root));
    // The folder gets docs-gen's cache tag if it had none.
    expect((await readdir(cacheDir)).sort()).toEqual(['CACHEDIR.TAG', `dev-abd-${process.ppid}`, made, 'index.json', 'packs'].sort());
    expect(await readdir(path.join(cacheDir, 'packs'))).toEqual(['a.pack']);
  });
});

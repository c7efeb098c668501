import { mkdir, mkdtemp, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { folderFiles } from './folder-files.js';
import type { SiteFile } from './site-handler.js';

let parent: string;
afterEach(() => rm(parent, { recursive: true, force: true }));

/** A built output `build/` with one page, and its generations folder, as a build leaves them. */
async function builtOutput(): Promise<{ outDir: string; generations: string }> {
  parent = await mkdtemp(path.join(tmpdir(), 'docs-gen-folder-files-'));
  const outDir = path.join(parent, 'build');
  const generations = path.join(parent, '.docs-gen-build');
  await mkdir(path.join(outDir, 'guide'), { recursive: true });
  await mkdir(generations);
  await writeFile(path.join(outDir, 'guide/index.html'), 'old');
  return { outDir, generations };
}

const text = (file: SiteFile | undefined) => (file?.contents === undefined ? undefined : Buffer.from(file.contents).toString('utf8'));

describe('folderFiles while a build switches the output', () => {
  it('answers a page both sites have from the new site when the read fell between the two renames of the folder', async () => {
    const { outDir, generations } = await builtOutput();
    // The build has written its journal and moved the old folder aside; the new one is not in place yet.
    await writeFile(path.join(generations, 'switch.json'), '{}');
    await rename(outDir, path.join(generations, 'previous-lq3x9k-1'));
    const incoming = path.join(generations, 'lq3x9k-1');
    await mkdir(path.join(incoming, 'guide'), { recursive: true });
    await writeFile(path.join(incoming, 'guide/index.html'), 'new');

    const read = folderFiles(outDir).read('guide/index.html');
    await delay(30);
    await rename(incoming, outDir);
    await unlink(path.join(generations, 'switch.json'));
    expect(text(await read)).toBe('new');
  });

  it('answers a page from the new generation when the link was switched while the read looked in the old one', async () => {
    const { outDir, generations } = await builtOutput();
    const [oldGeneration, newGeneration] = [path.join(generations, 'a-1'), path.join(generations, 'b-1')];
    await rename(outDir, oldGeneration);
    await symlink('.docs-gen-build/a-1', outDir);
    await mkdir(path.join(newGeneration, 'guide'), { recursive: true });
    await writeFile(path.join(newGeneration, 'guide/index.html'), 'new');
    // The build has written its journal; the old generation lost the page (as a spare being written over would).
    await writeFile(path.join(generations, 'switch.json'), '{}');
    await unlink(path.join(oldGeneration, 'guide/index.html'));
    await symlink('.docs-gen-build/b-1', `${outDir}.next`);
    const read = folderFiles(outDir).read('guide/index.html');
    await delay(30);
    await rename(`${outDir}.next`, outDir);
    await unlink(path.join(generations, 'switch.json'));
    expect(text(await read)).toBe('new');
  });

  it('answers a missing page as missing when no switch is under way', async () => {
    const { outDir } = await builtOutput();
    expect(await folderFiles(outDir).read('guide/nowhere.html')).toBeUndefined();
    expect(text(await folderFiles(outDir).read('guide/index.html'))).toBe('old');
  });
});

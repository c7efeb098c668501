import { readFileSync } from 'node:fs';
import { appendFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, makeTemporaryFolder, readTree, removeTemporaryFolders } from '../../test/helpers/cli.js';
import { watchSite } from './watch-site.js';

afterAll(removeTemporaryFolders);

/** Every file under `dir`, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  return [...(await readTree(dir)).keys()].map((file) => path.join(dir, file));
}

describe('the dev watcher', () => {
  it('is ready only once every file of the site is watched, in the deepest folder too', async () => {
    const root = await copyFixture('versions');
    for (let index = 0; index < 30; index++) {
      const file = path.join(root, `versioned_docs/version-1.0/deep/part-${index}/a/b/page.md`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `# Page ${index}\n`);
    }
    const watcher = await watchSite({ root, onChange: () => {} });
    try {
      const watched = watcher.getWatched();
      const expected = [
        ...(await filesUnder(path.join(root, 'content'))),
        ...(await filesUnder(path.join(root, 'versioned_docs'))),
        ...(await filesUnder(path.join(root, 'versioned_sidebars'))),
        path.join(root, 'site.config.ts'),
        path.join(root, 'versions.json'),
      ];
      expect(expected.length).toBeGreaterThan(40);
      expect(expected.filter((file) => !watched[path.dirname(file)]?.includes(path.basename(file)))).toEqual([]);
    } finally {
      await watcher.close();
    }
  });

  it('reports a save made right after another, which chokidar alone drops', async () => {
    const root = await copyFixture('versions');
    const file = path.join(root, 'content/index.md');
    const seen: string[] = [];
    const watcher = await watchSite({ root, onChange: (changed) => changed === 'content/index.md' && seen.push(readFileSync(file, 'utf8')) });
    try {
      await writeFile(file, '# First save\n');
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
      // Within 50 ms of the change just reported.
      await writeFile(file, '# Second save\n');
      await expect.poll(() => seen.at(-1), { timeout: 10_000 }).toBe('# Second save\n');
    } finally {
      await watcher.close();
    }
  });

  it('reports each file of a folder moved into the site whole, as a copy or a checkout makes it', async () => {
    const root = await copyFixture('versions');
    const outside = await makeTemporaryFolder('docs-gen-tree-');
    await mkdir(path.join(outside, 'guide/deep'), { recursive: true });
    await writeFile(path.join(outside, 'guide/intro.md'), '# Intro\n');
    await writeFile(path.join(outside, 'guide/deep/more.md'), '# More\n');
    const changed: string[] = [];
    const watcher = await watchSite({ root, onChange: (file) => changed.push(file) });
    try {
      await rename(path.join(outside, 'guide'), path.join(root, 'content/moved'));
      await expect
        .poll(() => ['content/moved/intro.md', 'content/moved/deep/more.md'].filter((file) => !changed.includes(file)), { timeout: 10_000 })
        .toEqual([]);
    } finally {
      await watcher.close();
    }
  });

  it('reports changes of the site’s files by their paths from its root, and nothing of other files in the root', async () => {
    const root = await copyFixture('versions');
    const changed: string[] = [];
    const watcher = await watchSite({ root, onChange: (file) => changed.push(file) });
    try {
      const siteFiles = [
        'versioned_docs/version-1.0/guide/legacy.md',
        'versioned_sidebars/version-1.0-sidebars.json',
        'versions.json',
        'sidebars.ts',
        'site.config.ts',
        'content/new-page.md',
        'static/img/new.svg',
        'src/components/Note.tsx',
      ];
      const otherFiles = ['README.md', 'notes/todo.md', 'node_modules/some-package/index.js'];
      for (const file of [...otherFiles, ...siteFiles]) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await appendFile(path.join(root, file), '\n');
      }
      await expect.poll(() => siteFiles.filter((file) => !changed.includes(file)), { timeout: 10_000 }).toEqual([]);
      expect(changed.filter((file) => otherFiles.some((other) => file === other || other.startsWith(`${file}/`)))).toEqual([]);
    } finally {
      await watcher.close();
    }
  });
});

import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, removeTemporaryFolders } from '../../test/helpers/cli.js';
import { watchSite } from './watch-site.js';

afterAll(removeTemporaryFolders);

/** Every file under `dir`, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
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

  it('reports a change in a released version by its path from the site root', async () => {
    const root = await copyFixture('versions');
    const changed: string[] = [];
    const watcher = await watchSite({ root, onChange: (file) => changed.push(file) });
    try {
      await writeFile(path.join(root, 'versioned_docs/version-1.0/guide/legacy.md'), '# Legacy\n\nEdited.\n');
      await expect.poll(() => changed).toContain('versioned_docs/version-1.0/guide/legacy.md');
    } finally {
      await watcher.close();
    }
  });
});

/**
 * Soak: a site of 5,000 docs or more, the size from which the main thread
 * leaves parsing and rendering to the workers (MAIN_THREAD_TASK_LIMIT,
 * renderer/pipeline/pool.ts). The suite CI runs builds a site of 260 docs
 * with workers and the main thread together (test/cache.test.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, removeTemporaryFolders } from '../helpers/cli.js';
import { buildWithThreads } from '../helpers/threaded-build.js';

afterAll(removeTemporaryFolders);

describe('worker threads', () => {
  it('leave a site of 5,000 docs or more to workers alone, one per thread, and build every page', async () => {
    const root = await copyFixture('basic');
    const folders = 50;
    const perFolder = 100;
    const pageText = (folder: number, index: number) =>
      `# Page ${folder}.${index}\n\nSee [the next page](./page-${(index + 1) % perFolder}.md#details).\n\n## Details\n\nNumber ${index}.\n`;
    for (let folder = 0; folder < folders; folder++) {
      await mkdir(path.join(root, `content/many/f${folder}`), { recursive: true });
      await Promise.all(
        Array.from({ length: perFolder }, (_, index) => writeFile(path.join(root, `content/many/f${folder}/page-${index}.md`), pageText(folder, index))),
      );
    }
    const { report, outDir } = await buildWithThreads(root, 2, ['--no-cache']);
    expect(report.work).toMatchObject({ threads: 2, workers: 2, parsed: report.work.docs, rendered: report.pages });
    expect(report.work.docs).toBeGreaterThan(folders * perFolder);
    for (const [folder, index] of [
      [0, 0],
      [24, 50],
      [49, 99],
    ] as const) {
      const html = await readFile(path.join(outDir, `many/f${folder}/page-${index}/index.html`), 'utf8');
      expect(html).toMatch(new RegExp(`<h1[^>]*>Page ${folder}\\.${index}<`));
      expect(html).toContain(`href="/many/f${folder}/page-${(index + 1) % perFolder}#details">the next page</a>`);
    }
  });
});

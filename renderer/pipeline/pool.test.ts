import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../config/types.js';
import { makeTemporaryFolder, removeTemporaryFolders } from '../../test/helpers/cli.js';
import { createPools, MIN_TASKS_FOR_WORKERS } from './pool.js';
import type { ParseResult, TaskSetup } from './tasks.js';

afterAll(removeTemporaryFolders);

const setupIn = (cacheDir: string): TaskSetup => ({
  config: {
    markdown: { rawHtml: 'allow', beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] },
  } as unknown as ResolvedConfig,
  components: [],
  cacheDir,
  buildId: 'pools',
});

const parseTask = (name: string) => ({ type: 'parse', doc: { file: `content/${name}.md`, format: 'md', source: `# ${name}\n`, key: name } }) as const;

describe('createPools', () => {
  it('lets the pool of a large job go once it is done, and starts another for the next large job', async () => {
    const started: number[] = [];
    const pools = createPools({ setup: setupIn(await makeTemporaryFolder()), threads: 2, onWorkers: ({ threads }) => started.push(threads) });
    try {
      const first = pools.forTasks(MIN_TASKS_FOR_WORKERS);
      expect(pools.forTasks(MIN_TASKS_FOR_WORKERS)).toBe(first);
      expect(((await first.run(parseTask('a'))) as ParseResult).info.contentTitle).toBe('a');

      pools.releaseWorkers();
      const second = pools.forTasks(MIN_TASKS_FOR_WORKERS);
      expect(second).not.toBe(first);
      expect(started).toHaveLength(2);
      expect(((await second.run(parseTask('c'))) as ParseResult).info.contentTitle).toBe('c');
    } finally {
      await pools.close();
    }
  });
});

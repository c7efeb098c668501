import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['cli/**/*.test.ts', 'renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'theme/**/*.test.ts', 'theme/**/*.test.tsx', 'test/**/*.test.ts'],
    // The long soak and scale runs are `npm run test:soak` (vitest.soak.config.ts).
    exclude: ['node_modules/**', 'dist/**', 'test/fixtures/**', 'test/soak/**'],
    setupFiles: ['test/helpers/setup.ts'],
    // The compiled docs-gen (dist/) is loaded by Node itself, as the command loads it, not through vite's transform.
    server: { deps: { external: [/\/dist\//] } },
    globalSetup: ['test/helpers/global-setup.ts'],
    // Most test time is spent waiting on builds in child processes and on Chromium: two files at a time even on two
    // cores (vitest's default leaves one core to itself, which runs the files one after another there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A test file runs in a worker that ran others before it, not in a process of its own: starting a process and
    // importing vitest, playwright-core and the renderer again cost about half a second of CPU a file, over a minute a
    // run. So no test may leave state behind that another could read (a registry, an environment variable).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['cli/**/*.test.ts', 'renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'theme/**/*.test.ts', 'theme/**/*.test.tsx', 'test/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'test/fixtures/**'],
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:soak`: the long soak and scale runs (every page of the site in
 * Chromium, thousands of docs, many kills, fuzz at full size). The suite CI
 * runs keeps a small case of each; these run them at full size.
 */
export default defineConfig({
  test: { ...base.test, include: ['test/soak/**/*.test.ts'], exclude: ['node_modules/**', 'dist/**'], testTimeout: 600_000 },
});

import { defineConfig } from 'vitest/config';
export default defineConfig({ root: '/work/main', test: { include: ['.scratch-mdtests/*.test.ts'] } });

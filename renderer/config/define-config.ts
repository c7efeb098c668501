import type { UserConfig } from './types.js';

/**
 * Returns `config` unchanged. Wrapping the default export of `site.config.ts`
 * in it gives editors the `UserConfig` type for completion and checking;
 * a plain object works just as well at build time.
 */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

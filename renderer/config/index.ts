/** The config stage: find, compile, validate and resolve `site.config.ts`. */
export { applyDefaults, defaultLocaleConfig, DEFAULTS, type ConfigDefaults } from './defaults.js';
export { defineConfig } from './define-config.js';
export { loadConfig, type LoadConfigResult } from './load.js';
export { validateConfig, type ValidateConfigResult } from './validate.js';
export type * from './types.js';

/**
 * Checks what `site.config.ts` exports against the config schema
 * (config-schema.ts) and resolves it: defaults filled in, deep-frozen.
 */
import * as v from 'valibot';
import type { Diagnostic } from '../diagnostics/types.js';
import { configSchema } from './config-schema.js';
import { describeProblems, nameByPath } from './schema-problems.js';
import type { ResolvedConfig } from './types.js';

export type ValidateConfigResult = { config: ResolvedConfig } | { diagnostics: Diagnostic[] };

/**
 * Checks `input` (the config file's default export). Returns the resolved
 * config, or one `config-invalid` diagnostic per problem, each naming its
 * field (`navbar.items[2].href`), in the order the config writes them.
 * `configFile` is the config's path relative to the site root, for locations.
 * `input` is left as it was.
 */
export function validateConfig(input: unknown, configFile: string): ValidateConfigResult {
  const result = v.safeParse(configSchema, input);
  if (result.success) return { config: deepFreeze(result.output) };
  return {
    diagnostics: describeProblems(result.issues, input, nameByPath('The config')).map(({ field, message }) => ({
      code: 'config-invalid',
      severity: 'error',
      message,
      location: field === '' ? { file: configFile } : { configField: field, file: configFile },
    })),
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

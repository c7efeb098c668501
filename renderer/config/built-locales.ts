import type { ResolvedConfig } from './types.js';

/** The locales a build makes pages for: the default one; translations are not built, so no link may lead to one. */
export function builtLocales(config: ResolvedConfig): readonly string[] {
  return [config.i18n.defaultLocale];
}

/**
 * The site configuration's types, as the schema in config-schema.ts gives
 * them: what `site.config.ts` exports (`UserConfig`, the schema's input) and
 * what every stage reads after defaults are filled in (`ResolvedConfig`, its
 * output, read-only).
 */
import type * as v from 'valibot';
import type { configSchema, navbarItemSchema, navbarLinkItemSchema, reportingSeveritySchema, versionConfigSchema } from './config-schema.js';
import type { categoryLinkSchema } from './sidebars-schema.js';

export type { SidebarItemConfig } from './sidebars-schema.js';

export type UserConfig = v.InferInput<typeof configSchema>;

/** The config after defaults: every stage reads this, never `UserConfig`. */
export type ResolvedConfig = DeepReadonly<v.InferOutput<typeof configSchema>>;

export type ReportingSeverity = v.InferOutput<typeof reportingSeveritySchema>;
export type NavbarItem = v.InferInput<typeof navbarItemSchema>;
export type NavbarLinkItem = v.InferOutput<typeof navbarLinkItemSchema>;
export type VersionConfig = v.InferOutput<typeof versionConfigSchema>;
export type CategoryLinkConfig = v.InferOutput<typeof categoryLinkSchema>;

/** The resolved config is frozen: read-only all the way down. */
type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

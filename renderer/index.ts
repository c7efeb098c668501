/**
 * docs-gen's public API: the commands, each returning its diagnostics and the
 * exit code they make, and what a program needs to configure a site and to
 * report like docs-gen's own. The commands run the engine of
 * engine/engine.ts, whose file shows the chain of stages.
 */
export { build, type BuildOptions, type BuildProgress, type BuildResult, type BuildWork } from './commands/build.js';
export { defineConfig } from './config/define-config.js';
export type { UserConfig, ResolvedConfig } from './config/types.js';
export type { Diagnostic } from './diagnostics/types.js';
export type { RouteManifest, Route } from './manifest/types.js';
export { DEFAULT_CACHE_DIR } from './pipeline/build-cache.js';
export { DEFAULT_HOST, DEFAULT_OUT_DIR, DEFAULT_PORT } from './config/defaults.js';
// The other commands, each returning its diagnostics and the exit code they make, as build does.
export { checkLinks, type CheckLinksOptions, type CheckLinksResult } from './commands/check-links.js';
export { clean, type CleanOptions, type CleanResult } from './commands/clean.js';
export { dev, type DevOptions, type DevResult } from './commands/dev.js';
export { migrate, type MigrateOptions, type MigrateResult } from './commands/migrate.js';
export type { MigrationSummary } from './migrate/migration-report.js';
export { serve, type ServeOptions, type ServeResult } from './commands/serve.js';
export { version, type SavedVersion, type VersionOptions, type VersionResult } from './commands/version.js';
export type { DevServer, DevServerEvent } from './dev/dev-server.js';
export type { ServedSite } from './serve/serve-site.js';
// What a command-line program needs to report like docs-gen's own.
export { exitCodeOf, type CommandResult, type ExitCode } from './diagnostics/exit-code.js';
/** DEBUG=docs-gen: stack traces of internal errors, and the time each stage of a build took. */
export { debugEnabled, internalErrorOf } from './diagnostics/internal-error.js';
export { formatDiagnosticsForTerminal, toJsonReport } from './diagnostics/format.js';
export { buildJsonFields, formatBuildReport } from './diagnostics/build-report.js';
export { maxThreadCount } from './pipeline/pool.js';

/**
 * What `docs-gen build` prints when it ends, made from its result alone: the
 * command prints it, and tests that build through the API compare it with
 * what a user sees.
 */
import type { Diagnostic } from './types.js';
import { formatCounts, formatDiagnosticsForTerminal } from './format.js';

/** The parts of a build's result its report shows. */
export interface ReportedBuild {
  readonly exitCode: number;
  readonly pages: number;
  readonly durationMs: number;
  readonly outDir: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly work: { readonly rendered: number };
}

/** What `build --json` adds to the object every command prints. */
export function buildJsonFields(result: ReportedBuild): Readonly<Record<string, unknown>> {
  return { pages: result.pages, durationMs: result.durationMs, outDir: result.outDir, work: result.work };
}

/** What `build` prints on stderr when it ends: the problems, then the counts and time. */
export function formatBuildReport(result: ReportedBuild, { color = false }: { color?: boolean } = {}): string {
  const problems = result.diagnostics.length > 0 ? `${formatDiagnosticsForTerminal(result.diagnostics, { color })}\n\n` : '';
  const counts = formatCounts(result.diagnostics);
  const seconds = (result.durationMs / 1000).toFixed(2);
  if (result.exitCode !== 0) return `${problems}Build failed: ${counts}. Nothing was written; the previous output is unchanged. (${seconds}s)\n`;
  const reused = result.pages - result.work.rendered;
  const cacheNote = reused > 0 ? `; ${result.work.rendered} rendered, ${reused} unchanged from the cache` : '';
  return `${problems}Built ${result.pages} pages into ${result.outDir} in ${seconds}s (${counts}${cacheNote}).\n`;
}

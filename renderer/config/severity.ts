import type { ReportingSeverity } from './types.js';
import type { Severity } from '../diagnostics/types.js';

/** Config's 'throw' | 'warn' | 'ignore' → a diagnostic severity, or undefined to drop it. */
export function severityOf(setting: ReportingSeverity): Severity | undefined {
  return setting === 'throw' ? 'error' : setting === 'warn' ? 'warning' : undefined;
}

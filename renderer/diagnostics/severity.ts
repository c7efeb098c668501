import type { ReportingSeverity } from '../config/types.js';
import type { Severity } from './types.js';

/** Config's 'throw' | 'warn' | 'ignore' → a diagnostic severity, or undefined to drop it. */
export function severityOf(setting: ReportingSeverity): Severity | undefined {
  return setting === 'throw' ? 'error' : setting === 'warn' ? 'warning' : undefined;
}

/**
 * How unified plugins report errors: as vfile messages whose ruleId is a
 * diagnostic code, converted to Diagnostics by parse-doc.
 */
import type { VFile } from 'vfile';
import type { Position } from 'unist';
import type { DiagnosticCode } from '../diagnostics/codes.js';

export function reportError(file: VFile, code: DiagnosticCode, reason: string, place: Position | undefined): void {
  const message = file.message(reason, { place, ruleId: code, source: 'docs-gen' });
  message.fatal = true;
}

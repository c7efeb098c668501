/**
 * How unified plugins report problems: as vfile messages whose ruleId is a
 * diagnostic code, converted to Diagnostics by parse-doc (fatal ones are
 * errors, the others warnings).
 */
import type { VFile } from 'vfile';
import type { Point, Position } from 'unist';
import type { DiagnosticCode } from '../diagnostics/codes.js';

export function reportError(file: VFile, code: DiagnosticCode, reason: string, place: Position | undefined): void {
  const message = file.message(reason, { place, ruleId: code, source: 'docs-gen' });
  message.fatal = true;
}

export function reportWarning(file: VFile, code: DiagnosticCode, reason: string, place: Position | Point | undefined): void {
  file.message(reason, { place, ruleId: code, source: 'docs-gen' });
}

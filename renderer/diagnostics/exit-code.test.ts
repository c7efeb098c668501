import { describe, expect, it } from 'vitest';
import { exitCodeOf, resultOf } from './exit-code.js';
import type { Diagnostic } from './types.js';

const problem = (code: Diagnostic['code'], severity: Diagnostic['severity'] = 'error'): Diagnostic => ({ code, severity, message: code });

describe('exitCodeOf', () => {
  it('accepts warnings: 0 without errors', () => {
    expect(exitCodeOf([])).toBe(0);
    expect(exitCodeOf([problem('broken-anchor', 'warning'), problem('clean-skipped', 'warning')])).toBe(0);
  });

  it('rejects errors in the site with 1', () => {
    expect(exitCodeOf([problem('broken-link'), problem('crawl-broken-anchor')])).toBe(1);
    expect(exitCodeOf([problem('site-not-built')])).toBe(1);
  });

  it('rejects usage and configuration errors with 2, also beside errors in the site', () => {
    expect(exitCodeOf([problem('option-invalid')])).toBe(2);
    expect(exitCodeOf([problem('broken-link'), problem('version-exists')])).toBe(2);
  });

  it('goes by the severity each diagnostic has, not the default of its code', () => {
    expect(exitCodeOf([problem('broken-anchor', 'error')])).toBe(1);
    expect(exitCodeOf([problem('config-invalid', 'warning')])).toBe(0);
  });
});

describe('resultOf', () => {
  it('pairs the diagnostics with their exit code', () => {
    const diagnostics = [problem('listen-failed')];
    expect(resultOf(diagnostics)).toEqual({ exitCode: 2, diagnostics });
  });
});

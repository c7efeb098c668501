import { describe, expect, it } from 'vitest';
import { colorModeHeadScript, type ColorModeSettings } from './color-mode.js';

const ENABLED: ColorModeSettings = { disableSwitch: false, respectPrefersColorScheme: false };

/**
 * Runs the head script on a page the server rendered in light mode, with
 * `stored` in localStorage (null: localStorage throws) and the given system
 * preference; returns the resulting `data-theme` and debug messages.
 */
function load(settings: ColorModeSettings, stored: string | undefined | null, systemPrefersDark = false) {
  const attributes: Record<string, string> = { 'data-theme': 'light' };
  const debugMessages: string[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (stored === null) throw new Error('The user has blocked site data.');
      return key === 'docs-gen.theme' ? (stored ?? null) : null;
    },
  };
  const run = new Function('localStorage', 'matchMedia', 'document', 'console', colorModeHeadScript(settings)) as (...globals: unknown[]) => void;
  run(
    localStorage,
    (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemPrefersDark }),
    { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    { debug: (message: string) => debugMessages.push(message) },
  );
  return { theme: attributes['data-theme'], debugMessages };
}

describe('colorModeHeadScript', () => {
  it('is empty when the switch is disabled: the configured default holds', () => {
    expect(colorModeHeadScript({ disableSwitch: true, respectPrefersColorScheme: true })).toBe('');
  });

  it("applies the reader's stored choice and ignores anything else stored under the key", () => {
    expect(load(ENABLED, 'dark').theme).toBe('dark');
    expect(load(ENABLED, 'sepia').theme).toBe('light');
  });

  it('follows the system preference only when the site respects it and the reader has not chosen', () => {
    expect(load(ENABLED, undefined, true).theme).toBe('light');
    expect(load({ ...ENABLED, respectPrefersColorScheme: true }, undefined, true).theme).toBe('dark');
    expect(load({ ...ENABLED, respectPrefersColorScheme: true }, 'light', true).theme).toBe('light');
  });

  it('logs a storage failure at debug level and keeps the default', () => {
    expect(load(ENABLED, null)).toEqual({ theme: 'light', debugMessages: ['docs-gen: could not read the colour mode from localStorage'] });
  });
});

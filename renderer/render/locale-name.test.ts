import { describe, expect, it } from 'vitest';
import { localeName } from './locale-name.js';

describe('a locale named in its own language', () => {
  it('is the language’s own name for itself, capitalised', () => {
    expect(localeName('en')).toBe('English');
    expect(localeName('fr')).toBe('Français');
    expect(localeName('ar')).toBe('العربية');
    expect(localeName('pt-BR')).toBe('Português (Brasil)');
  });

  it('is the code itself when Intl does not know it as a locale', () => {
    expect(localeName('not_a-locale!')).toBe('not_a-locale!');
  });
});

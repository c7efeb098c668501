import { describe, expect, it } from 'vitest';
import { withLiveYear, writeConfigSource } from './config-source.js';

describe('writeConfigSource', () => {
  it('accepts a config: fields in the README’s order, keys quoted only where they must be, strings single-quoted', () => {
    const source = writeConfigSource(
      { docs: { routeBasePath: '/docs' }, title: "Acme's docs", url: 'https://acme.example', i18n: { localeConfigs: { 'pt-BR': { label: 'Português' } } } },
      { from: 'docusaurus.config.js' },
    );
    expect(source).toBe(
      [
        '// Made by `docs-gen migrate` from docusaurus.config.js; MIGRATION.md lists what did not carry over.',
        "import { defineConfig } from 'docs-gen';",
        '',
        'export default defineConfig({',
        "  url: 'https://acme.example',",
        "  title: 'Acme\\'s docs',",
        '  i18n: {',
        '    localeConfigs: {',
        "      'pt-BR': {",
        "        label: 'Português',",
        '      },',
        '    },',
        '  },',
        '  docs: {',
        "    routeBasePath: '/docs',",
        '  },',
        '});',
        '',
      ].join('\n'),
    );
  });
});

describe('withLiveYear', () => {
  const now = new Date('2026-11-30T12:00:00Z');

  it('writes the year a text was made with as the year each build runs in, the rest as written', () => {
    const live = withLiveYear('Copyright © 2026 `Acme` ${team}', now);
    const source = writeConfigSource({ footer: { copyright: live } }, { from: 'docusaurus.config.js' });
    expect(source).toContain('    copyright: `Copyright © ${new Date().getFullYear()} \\`Acme\\` \\${team}`,');
    // What the written config gives when it runs, in a later year.
    const expression = /copyright: (`.*`),/.exec(source)![1]!;
    const evaluate = new Function('Date', `return ${expression};`) as (date: unknown) => string;
    class Later extends Date {
      override getFullYear() {
        return 2031;
      }
    }
    expect(evaluate(Later)).toBe('Copyright © 2031 `Acme` ${team}');
  });

  it('leaves a text without the year as it is', () => {
    expect(withLiveYear('Copyright © Acme', now)).toBe('Copyright © Acme');
  });
});

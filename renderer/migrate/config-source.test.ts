import { describe, expect, it } from 'vitest';
import { writeConfigSource } from './config-source.js';

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

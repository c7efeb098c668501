import { describe, expect, it } from 'vitest';
import { bridgeInfima } from './infima-bridge.js';

const everyClassKnown = () => true;

describe('bridgeInfima', () => {
  it('keeps the at-rules, the selector and !important of each Infima property it passes on', () => {
    const source = [
      '@media (min-width: 997px) {',
      '  html[data-theme="dark"] { --ifm-font-family-base: "Inter", sans-serif !important; --ifm-color-primary-lighter: #9cf; }',
      '}',
      '.docs { --ifm-global-radius: 2px; }',
    ].join('\n');
    expect(bridgeInfima([{ file: 'src/css/custom.css', source }], everyClassKnown).css).toBe(
      [
        "/* Written by docs-gen migrate: the Infima properties the site's stylesheets set, passed to docs-gen's theme (README: Brand styles). */",
        '@media (min-width: 997px) {',
        '  html[data-theme="dark"] {',
        '    --font-sans: var(--ifm-font-family-base) !important;',
        '    --color-primary-strong: var(--ifm-color-primary-lighter);',
        '  }',
        '}',
        '',
        '.docs {',
        '  --radius: var(--ifm-global-radius);',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes no bridge for CSS without Infima properties it knows, and reports a rule only when every selector of it matches nothing', () => {
    const source = '.known, .gone { color: red; }\n.gone > .known { color: blue; }\n@keyframes spin { from { opacity: 0; } }\n';
    const bridge = bridgeInfima([{ file: 'custom.css', source }], (name) => name === 'known');
    expect(bridge.css).toBeUndefined();
    expect(bridge.notes.map(({ line, message }) => ({ line, message }))).toEqual([
      { line: 2, message: 'The rule .gone > .known (line 2) styles nothing docs-gen renders: no page of the migrated site has .gone' },
    ]);
  });

  it('reports a file that does not parse at its line and column, and goes on with the next', () => {
    const bridge = bridgeInfima(
      [
        { file: 'broken.css', source: ':root {\n  --ifm-color-primary: red;\n' },
        { file: 'fine.css', source: ':root { --ifm-color-primary: blue; }' },
      ],
      everyClassKnown,
    );
    expect(bridge.notes).toEqual([
      expect.objectContaining({
        file: 'broken.css',
        line: 1,
        column: 1,
        message: expect.stringMatching(/^The stylesheet broken\.css does not parse as CSS \(Unclosed block\)/),
      }),
    ]);
    expect(bridge.css).toContain(':root {\n  --color-primary: var(--ifm-color-primary);\n}');
  });
});

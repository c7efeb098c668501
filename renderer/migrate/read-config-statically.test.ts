import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFieldLocator, parseModule, readConfigStatically, UnreadValue } from './read-config-statically.js';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('readConfigStatically', () => {
  it('accepts constants, spreads, templates of constants and imports of JSON and JavaScript files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-gen-static-'));
    folders.push(dir);
    await writeFile(path.join(dir, 'i18n.mjs'), "export default { defaultLocale: 'en', locales: ['en', 'fr'] };\n");
    await writeFile(path.join(dir, 'links.json'), '[{ "label": "Home", "to": "/" }]');
    const source = [
      "import i18n from './i18n.mjs';",
      "import links from './links.json';",
      "const name = 'Acme';",
      'const base = { url: `https://${name.toLowerCase ? "acme" : ""}.example` };',
      'module.exports = {',
      '  ...{ baseUrl: "/" },',
      '  title: `${name} Docs`,',
      '  i18n,',
      '  themeConfig: { navbar: { items: [...links] } },',
      '  tagline: process.env.TAGLINE,',
      '};',
    ].join('\n');
    const read = await readConfigStatically({ source, file: 'docusaurus.config.js', dir });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.config).toMatchObject({
      baseUrl: '/',
      title: 'Acme Docs',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      themeConfig: { navbar: { items: [{ label: 'Home', to: '/' }] } },
    });
    expect(read.config.tagline).toEqual(new UnreadValue('the value of process.env.TAGLINE', 10, 12));
  });

  it('accepts TypeScript, reading types away, and an exported function’s returned object', async () => {
    const source =
      "import type { Config } from '@docusaurus/types';\nexport default async function (): Promise<Config> {\n  const x: number = 1;\n  return { title: 'T' as string, url: 'https://t.example' } satisfies Config;\n}\n";
    const read = await readConfigStatically({ source, file: 'docusaurus.config.ts', dir: os.tmpdir() });
    expect(read).toEqual({ ok: true, config: { title: 'T', url: 'https://t.example' } });
  });

  it('rejects a config that does not parse, at its line and column', async () => {
    const read = await readConfigStatically({ source: 'export default {\n  title: ,\n};\n', file: 'docusaurus.config.js', dir: os.tmpdir() });
    expect(read).toEqual({ ok: false, message: 'docusaurus.config.js does not parse: Unexpected ","', line: 2, column: 10 });
  });
});

describe('createFieldLocator', () => {
  it('accepts a field path through constants, arrays and TypeScript, and falls back to the closest field written', async () => {
    const source = [
      "import type { Config } from '@docusaurus/types';",
      "const docs = { editUrl: 'https://x' };",
      'const config: Config = {',
      '  presets: [',
      "    ['classic', { docs }],",
      '  ],',
      '};',
      'export default config;',
    ].join('\n');
    const locate = createFieldLocator(await parseModule(source, 'docusaurus.config.ts'));
    expect(locate(['presets', 0, 1, 'docs', 'editUrl'])).toEqual({ line: 2, column: 16 });
    expect(locate(['presets', 0])).toEqual({ line: 5, column: 5 });
    expect(locate(['presets', 3, 'unknown'])).toEqual({ line: 4, column: 3 });
  });
});

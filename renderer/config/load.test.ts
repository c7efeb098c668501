import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './load.js';

const sites: string[] = [];

/** Writes `files` (path → text) into a new folder under the OS temp dir, far from any node_modules. */
async function createSite(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docs-gen-config-'));
  sites.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

afterAll(async () => {
  await Promise.all(sites.map((root) => rm(root, { recursive: true, force: true })));
});

describe('loadConfig', () => {
  it('accepts a TypeScript config importing defineConfig from docs-gen, with no node_modules', async () => {
    const root = await createSite({
      'site.config.ts': [
        "import { defineConfig, type UserConfig } from 'docs-gen';",
        "import { items } from './nav/items.js';",
        "const title: string = 'Example Docs';",
        'export default defineConfig({',
        "  url: 'https://docs.example.com',",
        '  title,',
        '  navbar: { items },',
        '} satisfies UserConfig);',
      ].join('\n'),
      'nav/items.ts': "export const items = [{ label: 'Guide', to: '/guide/' }];\n",
    });
    expect(existsSync(path.join(root, 'node_modules'))).toBe(false);

    const result = await loadConfig({ root });

    expect(result).toMatchObject({
      ok: true,
      configFile: 'site.config.ts',
      config: { title: 'Example Docs', baseUrl: '/', navbar: { items: [{ label: 'Guide', to: '/guide/' }] } },
    });
  });

  it('accepts docs-gen/config, node builtins and import.meta.url pointing at the config file', async () => {
    const root = await createSite({
      'site.config.mts': [
        "import { readFileSync } from 'node:fs';",
        "import { defineConfig } from 'docs-gen/config';",
        "const tagline = readFileSync(new URL('./tagline.txt', import.meta.url), 'utf8').trim();",
        "export default defineConfig({ url: 'https://docs.example.com', title: 'Docs', tagline });",
      ].join('\n'),
      'tagline.txt': 'Read me\n',
    });

    const result = await loadConfig({ root });

    expect(result).toMatchObject({ ok: true, configFile: 'site.config.mts', config: { tagline: 'Read me' } });
  });

  it('accepts a plain object default export', async () => {
    const root = await createSite({
      'site.config.mjs': "export default { url: 'https://docs.example.com', title: 'Plain' };\n",
    });

    const result = await loadConfig({ root });

    expect(result).toMatchObject({ ok: true, configFile: 'site.config.mjs', config: { title: 'Plain' } });
  });

  it('prefers site.config.ts over site.config.js', async () => {
    const root = await createSite({
      'site.config.js': "export default { url: 'https://docs.example.com', title: 'From JS' };\n",
      'site.config.ts': "export default { url: 'https://docs.example.com', title: 'From TS' };\n",
    });

    expect(await loadConfig({ root })).toMatchObject({ ok: true, config: { title: 'From TS' } });
  });

  it('rejects a folder without a config file with config-not-found', async () => {
    const root = await createSite({ 'site.config.json': '{}' });

    expect(await loadConfig({ root })).toEqual({
      ok: false,
      diagnostics: [{ code: 'config-not-found', severity: 'error', message: `No site.config.ts, .mts, .js or .mjs in ${root}` }],
    });
  });

  it('rejects a syntax error with config-load-failed at its line and column, counted in characters', async () => {
    const root = await createSite({
      'site.config.ts': "export default {\n  title: 'Café — docs',,\n};\n",
    });

    expect(await loadConfig({ root })).toEqual({
      ok: false,
      diagnostics: [
        {
          code: 'config-load-failed',
          severity: 'error',
          message: 'Expected identifier but found ","',
          location: { file: 'site.config.ts', line: 2, column: 24 },
          codeFrame: expect.stringContaining("title: 'Café — docs',,"),
        },
      ],
    });
  });

  it('rejects an import that does not resolve, at the import', async () => {
    const root = await createSite({
      'site.config.ts': ["import theme from 'not-installed';", "export default { url: 'https://docs.example.com', title: theme };"].join('\n'),
    });

    expect(await loadConfig({ root })).toMatchObject({
      ok: false,
      diagnostics: [
        {
          code: 'config-load-failed',
          message: 'Could not resolve "not-installed"',
          hint: 'Install the package in the site folder, or correct the import path.',
          location: { file: 'site.config.ts', line: 1, column: 19 },
        },
      ],
    });
  });

  it('rejects a config that throws with config-load-failed at the line and column of the error', async () => {
    const root = await createSite({
      'site.config.ts': "throw new Error('SITE_URL is not set');\nexport default {};\n",
    });

    expect(await loadConfig({ root })).toEqual({
      ok: false,
      diagnostics: [
        {
          code: 'config-load-failed',
          severity: 'error',
          message: 'site.config.ts threw while loading: SITE_URL is not set',
          location: { file: 'site.config.ts', line: 1, column: 7 },
          codeFrame: expect.stringContaining("> 1 | throw new Error('SITE_URL is not set');"),
        },
      ],
    });
  });

  it('rejects a config without a default export', async () => {
    const root = await createSite({ 'site.config.js': "export const config = { title: 'Docs' };\n" });

    expect(await loadConfig({ root })).toEqual({
      ok: false,
      diagnostics: [
        {
          code: 'config-invalid',
          severity: 'error',
          message: 'site.config.js has no default export — end it with `export default defineConfig({ ... })`',
          location: { file: 'site.config.js' },
        },
      ],
    });
  });

  it('rejects a default export that is not an object', async () => {
    const root = await createSite({ 'site.config.js': "export default () => ({ title: 'Docs' });\n" });

    expect(await loadConfig({ root })).toMatchObject({
      ok: false,
      diagnostics: [
        {
          code: 'config-invalid',
          message: 'The default export of site.config.js must be a config object, got function',
        },
      ],
    });
  });

  it('rejects a field of the wrong type with config-invalid at that field', async () => {
    const root = await createSite({
      'site.config.ts': "export default { url: 'https://docs.example.com', title: 'Docs', noIndex: 'yes' };\n",
    });

    expect(await loadConfig({ root })).toEqual({
      ok: false,
      diagnostics: [
        {
          code: 'config-invalid',
          severity: 'error',
          message: 'noIndex must be a boolean, got string',
          location: { configField: 'noIndex', file: 'site.config.ts' },
        },
      ],
    });
  });
});

describe('loadConfig: docs.sidebarPath', () => {
  const config = (sidebarPath: string) =>
    `export default { url: 'https://docs.example.com', title: 'Docs', docs: { sidebarPath: ${JSON.stringify(sidebarPath)} } };\n`;

  it('accepts a sidebars.json file, shorthand form included', async () => {
    const root = await createSite({ 'site.config.ts': config('sidebars.json'), 'sidebars.json': '{ "docs": { "Guides": ["intro"] } }\n' });
    const loaded = await loadConfig({ root });
    expect(loaded.ok && loaded.config.docs.sidebars).toEqual({ docs: [{ type: 'category', label: 'Guides', items: ['intro'] }] });
  });

  it('accepts a CommonJS sidebars.js and a sidebars.ts with a default export', async () => {
    const js = await createSite({ 'site.config.ts': config('./sidebars.js'), 'sidebars.js': "module.exports = { docs: ['intro'] };\n" });
    const ts = await createSite({
      'site.config.ts': config('sidebars.ts'),
      'sidebars.ts': "const sidebars: Record<string, string[]> = { docs: ['intro', 'setup'] };\nexport default sidebars;\n",
    });
    const fromJs = await loadConfig({ root: js });
    const fromTs = await loadConfig({ root: ts });
    expect(fromJs.ok && fromJs.config.docs.sidebars).toEqual({ docs: ['intro'] });
    expect(fromTs.ok && fromTs.config.docs.sidebars).toEqual({ docs: ['intro', 'setup'] });
  });

  it('rejects a wrong item in sidebars.json at its line and column, naming the field', async () => {
    const root = await createSite({
      'site.config.ts': config('sidebars.json'),
      'sidebars.json': '{\n  "docs": [\n    "intro",\n    { "type": "link", "label": "X" }\n  ]\n}\n',
    });
    const loaded = await loadConfig({ root });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'config-invalid',
        message: 'docs[1].href is required and must be a string',
        location: { file: 'sidebars.json', line: 4, column: 5 },
      }),
    ]);
  });

  it('rejects a missing file, and sidebars set in both places', async () => {
    const missing = await loadConfig({ root: await createSite({ 'site.config.ts': config('sidebars.json') }) });
    expect(!missing.ok && missing.diagnostics.map((d) => d.message)).toEqual(['docs.sidebarPath names sidebars.json, which is not a file in the site folder']);
    const both = await createSite({
      'site.config.ts': "export default { url: 'https://docs.example.com', title: 'Docs', docs: { sidebarPath: 'sidebars.json', sidebars: { docs: [] } } };\n",
      'sidebars.json': '{ "docs": [] }',
    });
    const loadedBoth = await loadConfig({ root: both });
    expect(!loadedBoth.ok && loadedBoth.diagnostics[0]).toMatchObject({ code: 'config-invalid', location: { configField: 'docs.sidebarPath' } });
  });
});

/**
 * A site's own stylesheets (config `stylesheets`): every page links them
 * after the theme's stylesheet, bundled with what they import; a path that
 * names no file of the site fails the build at the config field; an edit of
 * one reaches the pages, in a rebuild and in dev.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, buildSiteJson, makeSite, readText, readTree, removeTemporaryFolders } from './helpers/cli.js';
import { startDev } from './helpers/dev.js';

afterAll(removeTemporaryFolders);

const BRANDED = {
  'content/guide.md': '# Guide\n\nSome text.\n',
  'src/css/custom.css':
    "@import './fonts.css';\n:root { --color-primary: #6b2aa0; }\n[data-theme='dark'] { --color-primary: #c9a0f0; }\n.brand-hero { background: url(data:image/gif;base64,R0lGODlhAQABAIAAAP); }\n.brand-logo { background: url(/img/logo.svg); }\n",
  'src/css/fonts.css': "@font-face { font-family: Brand; src: url(../fonts/brand.woff2) format('woff2'); }\n",
  'src/fonts/brand.woff2': 'wOF2 bytes',
};
const CONFIG = "title: 'Branded', stylesheets: ['src/css/custom.css']";

const stylesheetLinks = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);

describe('config stylesheets', () => {
  it("links the site's stylesheet after the theme's on every page, bundled with its imports and fonts", async () => {
    const root = await makeSite(BRANDED, CONFIG);
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    for (const page of ['index.html', 'guide/index.html', '404.html']) {
      const links = stylesheetLinks(await readText(run.outDir, page));
      expect(links).toEqual([
        expect.stringMatching(/^\/assets\/css\/styles\.\w+\.css$/),
        expect.stringMatching(/^\/assets\/css\/mdx\/site-stylesheets\.\w+\.css$/),
      ]);
    }
    const [, siteCss] = stylesheetLinks(await readText(run.outDir, 'index.html'));
    const css = await readText(run.outDir, siteCss!.slice(1));
    expect(css).toContain('--color-primary: #6b2aa0');
    expect(css).toMatch(/\[data-theme=dark\]\{--color-primary: #c9a0f0\}/);
    // The imported file's rules come first, with the font's URL where the build wrote the font.
    const font = /url\("\/(assets\/media\/brand\.\w+\.woff2)"\)/.exec(css)?.[1];
    expect(css.indexOf('@font-face')).toBeLessThan(css.indexOf(':root'));
    expect((await readTree(run.outDir)).get(font!)?.toString()).toBe('wOF2 bytes');
    // Inline data, and a path from the site's root (a file of static/), stay as written.
    expect(css).toContain('url(data:image/gif;base64,R0lGODlhAQABAIAAAP)');
    expect(css).toContain('url(/img/logo.svg)');
  });

  it('gives the stylesheet a new name when it changes, and every page links the new one', async () => {
    const root = await makeSite(BRANDED, CONFIG);
    const cache = ['--cache-dir', path.join(root, '..', 'cache')];
    const out = path.join(root, '..', 'out');
    expect((await buildSite(root, cache, out)).code).toBe(0);
    const [, before] = stylesheetLinks(await readText(out, 'guide/index.html'));
    await writeFile(path.join(root, 'src/css/fonts.css'), '.brand-note { border-radius: 2px; }\n');
    expect((await buildSite(root, cache, out)).code).toBe(0);
    const [, after] = stylesheetLinks(await readText(out, 'guide/index.html'));
    expect(after).not.toBe(before);
    expect(await readText(out, after!.slice(1))).toContain('.brand-note{border-radius:2px}');
  });

  it('fails the build at the field when a path names no file of the site', async () => {
    const root = await makeSite({}, "title: 'T', stylesheets: ['src/css/missing.css']");
    const { code, report } = await buildSiteJson(root);
    expect(code).toBe(2);
    expect(report.errors.map(({ code: problem, file, configField, message }) => ({ problem, file, configField, message }))).toEqual([
      {
        problem: 'config-invalid',
        file: 'site.config.ts',
        configField: 'stylesheets[0]',
        message: 'stylesheets[0] names src/css/missing.css, which is not a file in the site folder',
      },
    ]);
  });

  it('refuses a stylesheet that is no .css file or lies outside the site, by its path or through a link', async () => {
    const notCss = await makeSite({ 'src/custom.scss': '' }, "title: 'T', stylesheets: ['src/custom.scss', '../theirs.css']");
    const { code, report } = await buildSiteJson(notCss);
    expect(code).toBe(2);
    expect(report.errors.map(({ configField, message }) => ({ configField, message }))).toEqual([
      {
        configField: 'stylesheets[0]',
        message: 'stylesheets[0] must be the path of a .css file in the site folder, such as "src/css/custom.css", got "src/custom.scss"',
      },
      {
        configField: 'stylesheets[1]',
        message: 'stylesheets[1] must be the path of a .css file in the site folder, such as "src/css/custom.css", got "../theirs.css"',
      },
    ]);

    const linked = await makeSite({}, "title: 'T', stylesheets: ['src/linked.css']");
    const outside = path.join(linked, '..', 'outside.css');
    await writeFile(outside, ':root { --color-primary: red; }\n');
    await mkdir(path.join(linked, 'src'), { recursive: true });
    await symlink(outside, path.join(linked, 'src/linked.css'));
    const refused = await buildSiteJson(linked);
    expect(refused.code).toBe(2);
    expect(refused.report.errors[0]).toMatchObject({
      code: 'config-invalid',
      configField: 'stylesheets[0]',
      message: `stylesheets[0] names src/linked.css, which leads to ${outside}, outside the site folder; the build reads no file outside the site`,
    });
  });

  it('reaches the pages dev serves when the stylesheet is saved, wherever it lies in the site', { timeout: 60_000 }, async () => {
    const root = await makeSite(
      { ...BRANDED, 'brand/extra.css': '.brand-extra { margin: 0; }\n' },
      "title: 'Branded', stylesheets: ['src/css/custom.css', 'brand/extra.css']",
    );
    const dev = await startDev(root);
    try {
      const stylesheetOf = async () => {
        const html = await (await fetch(new URL('guide', dev.url))).text();
        const href = stylesheetLinks(html)[1]!;
        return (await fetch(new URL(href, dev.url))).text();
      };
      expect(await stylesheetOf()).toContain('--color-primary: #6b2aa0');
      const reload = dev.nextEvent((event) => event.event === 'reload');
      await writeFile(path.join(root, 'src/css/custom.css'), ':root { --color-primary: #205080; }\n');
      await reload;
      expect(await stylesheetOf()).toContain('--color-primary: #205080');
      // A folder dev does not watch as a whole: the stylesheet is watched as what the bundle was made from.
      const again = dev.nextEvent((event) => event.event === 'reload');
      await writeFile(path.join(root, 'brand/extra.css'), '.brand-extra { margin: 2px; }\n');
      await again;
      expect(await stylesheetOf()).toContain('.brand-extra{margin:2px}');
    } finally {
      await dev.stop();
    }
  });
});

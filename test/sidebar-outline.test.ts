/**
 * A large sidebar's outline (its top level, closed categories empty) is one
 * file the browser caches: each page's route data carries only the category
 * the page opens, so its size does not grow with the site.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildSite, removeTemporaryFolders } from './helpers/cli.js';
import { element } from './helpers/html.js';
import { sectionedSite } from './helpers/sectioned-site.js';

afterAll(removeTemporaryFolders);

describe('a sidebar whose outline is large', () => {
  let small: BuildRun;
  let large: BuildRun;
  beforeAll(async () => {
    [small, large] = [await buildSite(await sectionedSite(60)), await buildSite(await sectionedSite(240))];
    expect(small.code, small.stderr).toBe(0);
    expect(large.code, large.stderr).toBe(0);
  }, 120_000);

  const read = (run: BuildRun, file: string) => readFile(path.join(run.outDir, file), 'utf8');

  it('leaves the sidebar out of the route data: it names the outline and the category the page opens', async () => {
    const data = JSON.parse(await read(large, 'assets/routes/section-002/second.json'));
    expect(data.page.sidebar).toBeUndefined();
    expect(data.page.sidebarOutline.src).toBe('/assets/sidebar-outlines/docs.json');
    const { at, item } = data.page.sidebarOutline.expansion;
    expect(at).toHaveLength(1);
    expect(item).toMatchObject({ type: 'category', label: 'section-002' });
    expect(item.items.map((link: { label: string; href: string }) => [link.label, link.href])).toEqual([
      ['First of 002', '/section-002/first'],
      ['Second of 002', '/section-002/second'],
    ]);
    const outline = JSON.parse(await read(large, 'assets/sidebar-outlines/docs.json'));
    expect(outline[at[0]]).toMatchObject({ type: 'category', label: 'section-002', items: [], itemsDeferred: true });
    expect(outline.filter((entry: { type: string }) => entry.type === 'category')).toHaveLength(240);
  });

  it('keeps each page’s route data the same, byte for byte, whether the site has 60 sections or 240', async () => {
    for (const file of ['assets/routes/section-002/second.json', 'assets/routes/section-050/first.json']) {
      expect(await read(large, file), file).toBe(await read(small, file));
    }
    expect(Buffer.byteLength(await read(large, 'assets/sidebar-outlines/docs.json'))).toBeGreaterThan(
      3.5 * Buffer.byteLength(await read(small, 'assets/sidebar-outlines/docs.json')),
    );
  });

  it('still renders the whole sidebar in the page’s HTML, and preloads the outline with the route data', async () => {
    const html = await read(large, 'section-002/second/index.html');
    const sidebar = element(html, '<nav class="doc-sidebar"')!;
    expect(sidebar.match(/section-\d{3}<\/a>|>section-\d{3}</g)?.length ?? 0).toBeGreaterThanOrEqual(240);
    expect(sidebar).toContain('aria-current="page"');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/sidebar-outlines/docs.json">');
  });

  it('keeps a small sidebar in each page’s route data, with no outline file', async () => {
    const tiny = await buildSite(await sectionedSite(3));
    const data = JSON.parse(await readFile(path.join(tiny.outDir, 'assets/routes/section-002/second.json'), 'utf8'));
    expect(data.page.sidebarOutline).toBeUndefined();
    expect(data.page.sidebar.length).toBeGreaterThanOrEqual(3);
  });
});

/**
 * After files change, reading the sources from the last read gives exactly
 * what reading everything again gives: the same docs in the same order, the
 * same folders and problems.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeConfig } from '../../test/helpers/manifest.js';
import { readSources, type SiteSources } from './read-sources.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-gen-sources-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) write(root, file, text);
  return root;
}

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const config = makeConfig();
const read = (root: string, previous?: SiteSources, changed: readonly string[] | 'all' = 'all') =>
  readSources({ root, config, configFile: 'site.config.ts', previous, changed });

/** What a reader of the sources sees, without the change summary (which says how the read was made). */
const contentOf = (sources: SiteSources) => sources.versions.map(({ content }) => content);

const START = {
  'content/a.md': '# A',
  'content/b/x.md': '# X',
  'content/b/z.md': '# Z',
  'content/b.md': '# B',
  'content/b/c/y.md': '# Y',
  'content/_partial.md': 'not a page',
  'content/img/logo.png': 'png',
};

describe('readSources after changes', () => {
  it.each([
    ['a doc added between others', { 'content/b/y.md': '# new' }, []],
    ['a doc added before a subfolder of the same name', { 'content/b/c.md': '# new' }, []],
    ['a doc added in a folder of its own', { 'content/new/n.md': '# new' }, []],
    ['a doc removed', {}, ['content/b/z.md']],
    ['a doc added and another removed', { 'content/0.md': '# first' }, ['content/b/x.md']],
    ['a partial added (not a doc)', { 'content/b/_part.md': 'x' }, []],
    ['an image added (not a doc)', { 'content/b/pic.png': 'png' }, []],
    ['a file that is not text added', { 'content/b/bad.md': 'a\u0000b' }, []],
    ['a _category_ file added', { 'content/b/_category_.json': '{"label":"Bee"}' }, []],
    ['a folder removed', {}, ['content/b/c']],
  ] as const)('%s: the same as reading everything', async (_name, added: Record<string, string>, removed: readonly string[]) => {
    const root = siteWith(START);
    const before = await read(root);
    for (const [file, text] of Object.entries(added)) write(root, file, text);
    for (const file of removed) rmSync(path.join(root, file), { recursive: true });
    const changed = [...Object.keys(added), ...removed];
    const after = await read(root, before, changed);
    expect(contentOf(after)).toEqual(contentOf(await read(root)));
    // An image or a partial (read by the docs importing it, when they are parsed) is not read at all; everything else here is a change of the site's structure.
    const unread = changed[0]!.endsWith('.png') || changed[0]!.includes('/_part');
    expect(after.change).toEqual(unread ? { kind: 'docs', files: new Set() } : { kind: 'structure' });
  });

  it('a doc added in a folder reached through a link: the same as reading everything', async () => {
    const root = siteWith({ ...START, 'shared/s.md': '# S' });
    symlinkSync(path.join(root, 'shared'), path.join(root, 'content/linked'));
    const before = await read(root);
    write(root, 'shared/t.md', '# T');
    const after = await read(root, before, ['content/linked/t.md']);
    expect(contentOf(after)).toEqual(contentOf(await read(root)));
    expect(contentOf(after)[0]!.docs.map((doc) => doc.file)).toContain('content/linked/t.md');
  });
});

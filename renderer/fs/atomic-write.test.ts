import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { temporaryPathFor, writeAllAtomically, writeFileAtomicSync } from './atomic-write.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function makeFolder(files: Readonly<Record<string, string>> = {}): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'docs-gen-atomic-'));
  folders.push(folder);
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), contents);
  }
  return folder;
}

/** Every file and folder under `folder`, with the text of each file. */
function tree(folder: string): Record<string, string> {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries
      .map((entry) => {
        const file = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        return [file, entry.isDirectory() ? '(folder)' : readFileSync(path.join(folder, file), 'utf8')] as const;
      })
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

describe('temporaryPathFor', () => {
  it('accepts a target and names its temporary beside it, for this process and thread', () => {
    expect(temporaryPathFor('/site/cache/index.json')).toBe(`/site/cache/index.json.${process.pid}-${threadId}.tmp`);
  });

  it('rejects sharing a temporary between targets', () => {
    expect(temporaryPathFor('/a/x.json')).not.toBe(temporaryPathFor('/a/y.json'));
  });
});

describe('writeFileAtomicSync', () => {
  it('accepts a new file in a new folder, and replaces an existing one, leaving no temporary file', () => {
    const folder = makeFolder({ 'old.json': 'old' });
    writeFileAtomicSync(path.join(folder, 'deep/er/new.json'), '{"a":1}');
    writeFileAtomicSync(path.join(folder, 'old.json'), new TextEncoder().encode('new'));
    expect(tree(folder)).toEqual({ deep: '(folder)', 'deep/er': '(folder)', 'deep/er/new.json': '{"a":1}', 'old.json': 'new' });
  });

  it('accepts contents in parts, written one after the other, views into larger buffers included', () => {
    const folder = makeFolder({ 'state.bin': 'old' });
    const encoder = new TextEncoder();
    const large = encoder.encode('..body of the state..');
    writeFileAtomicSync(path.join(folder, 'state.bin'), [encoder.encode('header\n'), large.subarray(2, 19), new Uint8Array(0)]);
    expect(tree(folder)).toEqual({ 'state.bin': 'header\nbody of the state' });
  });

  it('rejects a target it cannot replace: the error is thrown and no temporary file stays', () => {
    const folder = makeFolder({ 'taken/inside.txt': 'kept' });
    expect(() => writeFileAtomicSync(path.join(folder, 'taken'), 'text')).toThrow(/EISDIR|EEXIST|ENOTEMPTY|EPERM/);
    expect(tree(folder)).toEqual({ taken: '(folder)', 'taken/inside.txt': 'kept' });
  });
});

describe('writeAllAtomically', () => {
  it('accepts files and folders, written beside their targets and put in place together', async () => {
    const folder = makeFolder({ 'list.json': '["0.9"]' });
    await writeAllAtomically([
      {
        target: path.join(folder, 'docs/v1'),
        write: async (temporary) => {
          mkdirSync(temporary);
          await writeFile(path.join(temporary, 'a.md'), '# A');
        },
      },
      { target: path.join(folder, 'sidebars/v1.json'), write: (temporary) => writeFile(temporary, '{}') },
      { target: path.join(folder, 'list.json'), write: (temporary) => writeFile(temporary, '["1.0","0.9"]') },
    ]);
    expect(tree(folder)).toEqual({
      docs: '(folder)',
      'docs/v1': '(folder)',
      'docs/v1/a.md': '# A',
      'list.json': '["1.0","0.9"]',
      sidebars: '(folder)',
      'sidebars/v1.json': '{}',
    });
  });

  it('rejects a change that fails halfway: what it made is removed, the existing target is untouched, the error is thrown', async () => {
    const folder = makeFolder({ 'list.json': '["0.9"]' });
    const before = tree(folder);
    const failure = writeAllAtomically([
      { target: path.join(folder, 'docs/v1.json'), write: (temporary) => writeFile(temporary, 'docs') },
      {
        target: path.join(folder, 'sidebars/v1.json'),
        write: async () => {
          throw new Error('disk full');
        },
      },
      { target: path.join(folder, 'list.json'), write: (temporary) => writeFile(temporary, '["1.0"]') },
    ]);
    await expect(failure).rejects.toThrow('disk full');
    expect(tree(folder)).toEqual(before);
  });

  it('rejects a rename that fails: the targets already renamed are removed again', async () => {
    const folder = makeFolder({ 'busy/inside.txt': 'kept' });
    const failure = writeAllAtomically([
      { target: path.join(folder, 'new.json'), write: (temporary) => writeFile(temporary, 'new') },
      { target: path.join(folder, 'busy'), write: (temporary) => writeFile(temporary, 'a file where a full folder is') },
    ]);
    await expect(failure).rejects.toThrow();
    expect(tree(folder)).toEqual({ busy: '(folder)', 'busy/inside.txt': 'kept' });
    await expect(readFile(path.join(folder, 'new.json'))).rejects.toThrow(/ENOENT/);
  });
});

import { describe, expect, it } from 'vitest';
import type { OutputFileRecord } from './cache-records.js';
import type { CachedDoc } from '../content/site-doc.js';
import { applyChanges, changesBetween, isEmpty, journalRecord, journalStart, readJournal } from './index-journal.js';
import type { CacheIndex } from './cache-records.js';

function doc(file: string, pack = 'a.pack'): CachedDoc {
  return {
    info: { file, format: 'md', frontMatter: {}, frontMatterPositions: {}, headings: [], anchors: [], links: [], diagnostics: [] },
    tree: { pack, offset: 0, length: 10, digest: `tree of ${file}` },
  } as unknown as CachedDoc;
}

function file(key: string, stamp: string): OutputFileRecord {
  return { key, digest: `digest ${key}`, stamp, companions: ['x.json'], search: { digest: 's', sections: 2, textBytes: 40 } };
}

/** A value as the next build reads it: parsed from JSON, sharing nothing with what was saved. */
function reread<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const before: CacheIndex = {
  docs: { k1: doc('content/a.md'), k2: doc('content/b.md') },
  output: { dir: '/site/build', files: { 'a/index.html': file('p1', '1:2:3'), 'b/index.html': file('p2', '4:5:6') } },
};

describe('changesBetween and applyChanges', () => {
  it('record docs added and removed, files added, changed and removed, and give the same index when applied', () => {
    const read = reread(before);
    const after: CacheIndex = {
      // k2 as the build found it in the index it read: the same objects.
      docs: { k2: { info: read.docs.k2!.info, tree: { ...read.docs.k2!.tree } }, k3: doc('content/a.md') },
      output: {
        dir: '/site/build',
        files: { 'b/index.html': { ...file('p2', '4:5:6'), inputs: undefined }, 'a/index.html': file('p1b', '7:8:9'), 'c/index.html': file('p3', '1:1:1') },
      },
    };
    const changes = changesBetween(read, after)!;
    expect(Object.keys(changes.docs)).toEqual(['k3']);
    expect(changes.removedDocs).toEqual(['k1']);
    expect(Object.keys(changes.files).sort()).toEqual(['a/index.html', 'c/index.html']);
    expect(changes.removedFiles).toEqual([]);
    expect(reread(applyChanges(reread(before), reread(changes)))).toEqual(reread(after));
  });

  it('find nothing to record when the build changed nothing', () => {
    const read = reread(before);
    const same: CacheIndex = {
      docs: Object.fromEntries(Object.entries(read.docs).map(([key, { info, tree }]) => [key, { info, tree }])),
      output: { dir: read.output!.dir, files: JSON.parse(JSON.stringify(read.output!.files)) },
    };
    expect(isEmpty(changesBetween(read, same)!)).toBe(true);
  });

  it('record a doc parsed again (a damaged tree) even though its key is the same', () => {
    const read = reread(before);
    const after: CacheIndex = { docs: { ...read.docs, k1: doc('content/a.md', 'b.pack') }, output: read.output };
    expect(Object.keys(changesBetween(read, after)!.docs)).toEqual(['k1']);
  });

  it('leave an index for another output folder to be written whole', () => {
    const read = reread(before);
    expect(changesBetween(read, { ...read, output: { dir: '/elsewhere', files: {} } })).toBeUndefined();
    expect(changesBetween(read, { ...read, output: undefined })).toBeUndefined();
  });
});

describe('readJournal', () => {
  const first = changesBetween(reread(before), { ...reread(before), docs: { ...reread(before).docs, k9: doc('content/new.md') } })!;
  const second = changesBetween(reread(before), { ...reread(before), output: { dir: '/site/build', files: {} } })!;
  const journal = journalStart('base-digest') + journalRecord(first) + journalRecord(second);

  it('gives the records in the order they were appended', () => {
    expect(readJournal(journal, 'base-digest')).toEqual({ records: [reread(first), reread(second)], complete: true });
  });

  it('gives nothing of a journal made for another index body', () => {
    expect(readJournal(journal, 'other-digest')).toEqual({ records: [], complete: false });
  });

  it('stops at a damaged record, and at an append cut short', () => {
    const lines = journal.split('\n');
    const damaged = [lines[0], lines[1]!.replace('content/new.md', 'content/old.md'), lines[2], ''].join('\n');
    expect(readJournal(damaged, 'base-digest')).toEqual({ records: [], complete: false });
    const cut = journal.slice(0, journal.length - 20);
    expect(readJournal(cut, 'base-digest')).toEqual({ records: [reread(first)], complete: false });
  });
});
